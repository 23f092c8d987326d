// Helpers: a shell whose output is captured, and the real dosh binary run as a child process.
import DoshShell
import Foundation
import Testing

let repoRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

final class Captured: @unchecked Sendable {
    var out = ""
    var err = ""
}

/// A shell that resolves paths from the repository root and captures what it prints.
func makeShell(_ settings: (inout Settings) -> Void = { _ in }) -> (Shell, Captured) {
    let c = Captured()
    var env = Environment()
    env.baseDirectory = repoRoot.path
    let shell = Shell(env: env, stdout: { c.out += $0 }, stderr: { c.err += $0 })
    shell.state.settings = .pinned
    settings(&shell.state.settings)
    return (shell, c)
}

/// Runs `commands` (a script) and returns what was printed.
@discardableResult
func run(_ commands: String, in shell: Shell, _ c: Captured) -> (out: String, err: String, outcome: Shell.Outcome) {
    c.out = ""
    c.err = ""
    let outcome = ScriptRunner.run(commands, file: nil, shell: shell, bail: true)
    return (c.out, c.err, outcome)
}

/// Output of a fresh shell running `commands`.
func output(_ commands: String, mode: OutputMode = .table) -> (out: String, err: String, outcome: Shell.Outcome) {
    let (shell, c) = makeShell { $0.mode = mode }
    return run(commands, in: shell, c)
}

struct ProcessResult {
    var status: Int32
    var out: String
    var err: String
}

/// The built dosh executable (next to the test bundle).
let doshBinary: URL = {
    var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
        let candidate = dir.appendingPathComponent("dosh")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        dir = dir.deletingLastPathComponent()
    }
    return repoRoot.appendingPathComponent(".build/debug/dosh")
}()

/// Runs the dosh binary with `args`, in `directory`, feeding `stdin`.
func dosh(_ args: [String], stdin: String? = nil, directory: URL = repoRoot, environment: [String: String] = [:]) throws -> ProcessResult {
    let p = Process()
    p.executableURL = doshBinary
    p.arguments = args
    p.currentDirectoryURL = directory
    var env = ProcessInfo.processInfo.environment
    env["XDG_CONFIG_HOME"] = FileManager.default.temporaryDirectory.appendingPathComponent("dosh-test-config").path
    env["XDG_STATE_HOME"] = FileManager.default.temporaryDirectory.appendingPathComponent("dosh-test-state").path
    for (k, v) in environment { env[k] = v }
    p.environment = env
    let outPipe = Pipe(), errPipe = Pipe(), inPipe = Pipe()
    p.standardOutput = outPipe
    p.standardError = errPipe
    p.standardInput = inPipe
    try p.run()
    if let stdin { inPipe.fileHandleForWriting.write(Data(stdin.utf8)) }
    try inPipe.fileHandleForWriting.close()
    let out = outPipe.fileHandleForReading.readDataToEndOfFile()
    let err = errPipe.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return ProcessResult(status: p.terminationStatus, out: String(decoding: out, as: UTF8.self), err: String(decoding: err, as: UTF8.self))
}

/// A fresh temporary folder.
func temporaryFolder() -> URL {
    let d = FileManager.default.temporaryDirectory.appendingPathComponent("dosh-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: d, withIntermediateDirectories: true)
    return d
}
