// Recovery.swift: the journal's place on disk, and `dosh --recover` — list recent interactive
// sessions, replay the chosen one's completed commands, then carry on from there.
import DoshFormats
import DoshModel
import DoshSession
#if canImport(Glibc)
import Glibc
#endif

enum Recovery {
    static var folder: String { Paths.stateDirectory + "/journal" }
    /// Journals kept; older ones are removed when a new session starts.
    static let kept = 20

    /// Starts a journal for a new interactive session (nil when the state folder is not writable).
    static func startJournal() -> Journal? {
        guard Paths.makeDirectory(folder) else { return nil }
        let old = journals()
        for path in old.dropFirst(kept - 1) { unlink(path) }
        return Journal(folder: folder, started: CivilDate(unixSeconds: Double(time(nil))).iso8601, workingDirectory: currentDirectory())
    }

    /// Journal files, newest first.
    static func journals() -> [String] {
        guard let dir = opendir(folder) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name.hasSuffix(".dosh") { names.append(name) }
        }
        return names.sorted(by: >).map { folder + "/" + $0 }
    }

    static func run(shell: Shell, options: CLIOptions) -> Int32 {
        let records = journals().prefix(10).compactMap { path -> JournalRecord? in
            guard let bytes = try? readFile(path) else { return nil }
            let r = JournalRecord.parse(String(decoding: bytes, as: UTF8.self), path: path)
            return r.completed.isEmpty && r.unfinished == nil ? nil : r
        }
        guard !records.isEmpty else {
            Terminal.write("error: no sessions to recover in \(folder)\n", to: 2)
            return ExitCode.failure
        }
        Terminal.write("recent sessions (newest first):\n", to: 1)
        for (k, r) in records.enumerated() {
            let last = r.unfinished.map { "  was running: \($0)" } ?? (r.completed.last.map { "  last: \($0)" } ?? "")
            Terminal.write("  \(k + 1)  \(r.started)  \(r.workingDirectory)  \(counted(r.completed.count, "command"))\(last)\n", to: 1)
        }
        Terminal.write("replay which session? [1] ", to: 1)
        let answer = (readLine() ?? "").trimmedWhitespace
        guard let choice = answer.isEmpty ? 1 : Int(answer), choice >= 1, choice <= records.count else {
            Terminal.write("\nerror: '\(answer)' is not one of 1…\(records.count)\n", to: 2)
            return ExitCode.usage
        }
        let r = records[choice - 1]
        shell.env.baseDirectory = r.workingDirectory
        var failures = 0
        // Replay quietly: only errors are shown.
        let printer = shell.stdout
        shell.stdout = { _ in }
        for line in r.completed where shell.run(line: line, bail: false) == .failed { failures += 1 }
        shell.stdout = printer
        shell.env.baseDirectory = ""
        Terminal.write("replayed \(counted(r.completed.count, "command")) from \(r.path)"
                       + (failures > 0 ? " (\(failures) failed)" : "") + (r.unfinished.map { "; not replayed: \($0)" } ?? "") + "\n", to: 1)
        if Terminal.isTerminal(0) {
            shell.journal = startJournal()
            for line in r.completed { shell.journal?.willRun(line); shell.journal?.didRun(ok: true) }
            shell.env.isInteractive = true
            return Repl(shell: shell, quiet: true).run()
        }
        var text = ""
        while let line = readLine(strippingNewline: false) { text += line }
        return DoshCLI.status(ScriptRunner.run(text, file: "<stdin>", shell: shell, bail: options.bail))
    }
}
