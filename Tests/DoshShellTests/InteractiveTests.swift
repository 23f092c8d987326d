// The interactive shell driven as a user would, in a real terminal (tmux): completion, Ctrl-C at the
// prompt and during a command, history recall, Ctrl-D, and history kept for the next session.
import Foundation
import Testing

/// A dosh session in a private tmux server.
final class TerminalSession {
    let socket = "dosh-test-\(UUID().uuidString.prefix(8))"
    let home: URL

    init(home: URL, arguments: String) throws {
        self.home = home
        let env = "HOME=\(home.path) XDG_STATE_HOME=\(home.path)/state XDG_CONFIG_HOME=\(home.path)/config TERM=xterm"
        let command = "cd \(repoRoot.path) && env \(env) \(doshBinary.path) --quiet \(arguments); echo EXIT=$?; sleep 60"
        try tmux(["new-session", "-d", "-x", "120", "-y", "50", command])
    }

    deinit { try? tmux(["kill-server"]) }

    /// Runs a tmux client with posix_spawn and waitpid (Foundation's Process can miss the exit of a
    /// client whose server daemonised). Only capture-pane's output is read.
    @discardableResult
    func tmux(_ args: [String]) throws -> String {
        try spawn(["tmux", "-L", socket] + args, capture: args.first == "capture-pane")
    }

    func send(_ keys: String...) throws { try tmux(["send-keys", "-t", "0"] + keys) }

    func screen() throws -> String { try tmux(["capture-pane", "-p", "-t", "0", "-S", "-200"]) }

    /// Waits until the screen satisfies `condition` (up to `seconds`), returning the screen.
    @discardableResult
    func wait(_ what: String, seconds: Double = 15, _ condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var s = ""
        while Date() < deadline {
            s = try screen()
            if condition(s) { return s }
            Thread.sleep(forTimeInterval: 0.1)
        }
        Issue.record("timed out waiting for \(what); screen:\n\(s)")
        return s
    }

    /// The last non-empty line on the screen.
    func lastLine() throws -> String {
        try screen().split(separator: "\n").last.map(String.init) ?? ""
    }

    func waitForLastLine(_ expected: String) throws {
        try wait("last line '\(expected)'") { s in s.split(separator: "\n").last.map(String.init) == expected }
    }
}

/// Runs a program from PATH; returns its standard output when `capture` is set (else it goes to /dev/null).
func spawn(_ argv: [String], capture: Bool) throws -> String {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { throw POSIXError(.EIO) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    if capture {
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
    } else {
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addclose(&actions, fds[0])
    posix_spawn_file_actions_addclose(&actions, fds[1])
    // Start with default signal handling and nothing blocked, as a user's terminal would.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t(), all = sigset_t()
    sigemptyset(&none)
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let cArgs = argv.map { strdup($0) } + [nil]
    defer { cArgs.forEach { free($0) } }
    var pid: pid_t = 0
    let rc = posix_spawnp(&pid, argv[0], &actions, &attributes, cArgs, environ)
    close(fds[1])
    guard rc == 0 else { close(fds[0]); throw POSIXError(.ENOENT) }
    var output = [UInt8]()
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = read(fds[0], &buffer, buffer.count)
        if n <= 0 { break }
        output.append(contentsOf: buffer[0..<n])
    }
    close(fds[0])
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    return String(decoding: output, as: UTF8.self)
}

@Suite(.serialized) struct InteractiveTests {
    @Test func terminalSession() throws {
        let which = try dosh(["-c", "quit"])  // the binary exists
        #expect(which.status == 0)
        let tmuxPresent = FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")
        try #require(tmuxPresent, "tmux is needed for this test (scripts/setup installs it)")

        let home = temporaryFolder()
        // A long-running command to interrupt: loading a large JSONL file.
        let big = home.appendingPathComponent("big.jsonl")
        let line = #"{"text":"Every person in the zone shall register.","targetGroup":"outgroup","effectDirection":"burden"}"# + "\n"
        try String(repeating: line, count: 400_000).write(to: big, atomically: true, encoding: .utf8)

        var t: TerminalSession? = try TerminalSession(home: home, arguments: "Examples/safe_neighborhoods_act.json")
        let s = t!
        let prompt = "dosh[safe_neighborhoods_act]> "
        try s.waitForLastLine(prompt.trimmingCharacters(in: .whitespaces))

        // Tab completes a command …
        try s.send("sho", "Tab")
        try s.waitForLastLine(prompt + "show")
        // … an analysis name …
        try s.send("ho", "Tab")
        try s.waitForLastLine(prompt + "show holc")
        try s.send("Enter")
        try s.wait("the HOLC score card") { $0.contains("HOLC Redlining (1934)  (built-in)") }
        // … and a field of the filter language.
        try s.send("clauses in holc cols n,gr", "Tab")
        try s.waitForLastLine(prompt + "clauses in holc cols n,group")
        try s.send("Enter")
        try s.wait("the clause rows") { $0.contains("ingroupNonElite") }

        // Ctrl-C at the prompt clears the line and keeps the shell.
        try s.send("abc")
        try s.waitForLastLine(prompt + "abc")
        try s.send("C-c")
        try s.wait("a fresh prompt after ^C") { $0.contains(prompt + "abc^C") && $0.hasSuffix(prompt.trimmingCharacters(in: .whitespaces) + "\n") || $0.split(separator: "\n").last.map(String.init) == prompt.trimmingCharacters(in: .whitespaces) }

        // Ctrl-C during a long command interrupts it; the workspace is as it was.
        try s.send("load \(big.path)", "Enter")
        Thread.sleep(forTimeInterval: 0.5)
        try s.send("C-c")
        try s.wait("the interruption") { $0.contains("interrupted; the workspace is as it was") }
        try s.send("count in all", "Enter")
        try s.wait("the count") { $0.contains("   14\n") }

        // Up recalls the previous line.
        try s.send("Up")
        try s.waitForLastLine(prompt + "count in all")
        try s.send("C-u")

        // Ctrl-D on an empty line exits with status 0.
        try s.send("C-d")
        try s.wait("exit status 0") { $0.contains("EXIT=0") }
        t = nil

        // The rc file runs first in the next session, and the history is there.
        try FileManager.default.createDirectory(at: home.appendingPathComponent("config/dosh"), withIntermediateDirectories: true)
        try "use wod\n".write(to: home.appendingPathComponent("config/dosh/doshrc"), atomically: true, encoding: .utf8)
        let second = try TerminalSession(home: home, arguments: "")
        try second.waitForLastLine("dosh[War on Drugs (1971)]>")
        try second.send("Up")
        try second.waitForLastLine("dosh[War on Drugs (1971)]> count in all")
        let history = try String(contentsOf: home.appendingPathComponent("state/dosh/history"), encoding: .utf8)
        #expect(history.hasPrefix("_HiStOrY_V2_\n"))
        #expect(history.contains("count\\040in\\040all"))
    }
}
