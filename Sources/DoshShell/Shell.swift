// Shell.swift: runs commands. Each command gets a copy of the state; the copy replaces the state
// only when the command succeeds, so errors and Ctrl-C leave the workspace exactly as it was.
import DoshFormats
import DoshModel
import DoshSession
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A script file and line, for error locations.
public struct SourceRef: Sendable, Equatable {
    public var file: String
    public var line: Int

    public init(file: String, line: Int) { self.file = file; self.line = line }
}

public final class Shell {
    public var state = ShellState()
    public var env: Environment
    /// Interactive sessions: every line is appended here before it runs.
    var journal: Journal?
    var stdout: (String) -> Void
    var stderr: (String) -> Void

    public enum Outcome: Equatable { case ok, failed, quit }

    public init(env: Environment = Environment(), stdout: @escaping (String) -> Void, stderr: @escaping (String) -> Void) {
        self.env = env
        self.stdout = stdout
        self.stderr = stderr
    }

    /// Runs every command of `line` (separated by ';'). Stops at the first failure unless `bail` is false.
    @discardableResult
    public func run(line: String, source: SourceRef? = nil, bail: Bool = true) -> Outcome {
        state.remember(line)
        journal?.willRun(line)
        let outcome = runCommands(line: line, source: source, bail: bail)
        journal?.didRun(ok: outcome != .failed)
        return outcome
    }

    func runCommands(line: String, source: SourceRef?, bail: Bool) -> Outcome {
        var failed = false
        for cmd in splitCommands(line) {
            switch runCommand(cmd, line: line, source: source) {
            case .ok: continue
            case .quit: return failed ? .failed : .quit
            case .failed:
                failed = true
                if bail { return .failed }
            }
        }
        return failed ? .failed : .ok
    }

    func runCommand(_ cmd: CommandText, line: String, source: SourceRef?) -> Outcome {
        Interrupt.clear()
        if state.settings.echo { stdout(cmd.text + "\n") }
        let started = monotonicSeconds()
        var copy = state
        copy.touchedPaths = []
        var name = ""
        do {
            let inv = try Invocation(cmd.text)
            let spec = try Commands.lookup(inv)
            name = spec.name
            let output = try spec.run(&copy, inv, env)
            try Interrupt.check()
            if spec.name == "set" {
                // The transcript renders under pinned settings with the session's own changes.
                var pinned = copy
                pinned.settings = copy.transcriptSettings
                _ = try spec.run(&pinned, inv, env)
                copy.transcriptSettings = pinned.settings
            }
            let once = state.onceFile
            if spec.name != "last" { copy.lastOutput = output }
            if let once, spec.name != "once" {
                copy.onceFile = nil
                let text = Renderer.render(output, env.renderOptions(copy.settings, forFile: true))
                let path = try env.writablePath(once, span: nil)
                do { try writeFileAtomically(path, text) } catch { throw UsageError(error.message.replacingAll(path, with: once)) }
            } else {
                var options = env.renderOptions(copy.settings)
                if spec.name == "last" { options.maxRows = 0 }
                stdout(Renderer.render(output, options))
            }
            if Shell.logged(spec.name) {
                var pinned = env.renderOptions(copy.transcriptSettings, forFile: false)
                pinned.useColor = false
                if spec.name == "last" { pinned.maxRows = 0 }
                // The old state is replaced just below: drop its reference to the log first, so the
                // append extends the array in place instead of copying the whole session each time.
                state.log = []
                copy.log.append(LogEntry(command: cmd.text, output: Shell.lines(Renderer.render(output, pinned)), failed: false,
                                         historyNumber: copy.history.count, paths: copy.touchedPaths))
            }
            state = copy
            if state.settings.timer {
                stderr("time: \(formatFixed(monotonicSeconds() - started, decimals: 4)) s\n")
            }
            return state.quitRequested ? .quit : .ok
        } catch {
            stderr(errorText(error, cmd: cmd, line: line, source: source))
            if error is Interrupted || !Shell.logged(name) { return .failed }
            // The transcript keeps the error without a file location: the script will have its own.
            let text = errorText(error, cmd: CommandText(text: cmd.text, offset: 0), line: cmd.text, source: nil)
            state.log.append(LogEntry(command: cmd.text, output: Shell.lines(text), failed: true,
                                      historyNumber: state.history.count, paths: []))
            return .failed
        }
    }

    /// Commands that are about the session rather than part of it are not recorded.
    static func logged(_ name: String) -> Bool { name != "save" }

    static func lines(_ text: String) -> [String] {
        var l = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if l.last == "" { l.removeLast() }
        return l
    }

    /// `error: …` lines (with file:line:col in scripts) and a caret under the mistake.
    func errorText(_ error: any Error, cmd: CommandText, line: String, source: SourceRef?) -> String {
        guard let e = error as? any DoshError else { return "error: \(error)\n" }
        if e is Interrupted {
            // At a terminal the ^C echo ends the current line; start the message on its own.
            return (env.isInteractive ? "\n" : "") + "interrupted; the workspace is as it was\n"
        }
        var all = ""
        for err in [e] + e.related {
            var prefix = "error: "
            if let source {
                let column = cmd.offset + (err.span?.lowerBound ?? 0) + 1
                prefix += "\(source.file):\(source.line):\(column): "
            }
            var text = prefix + err.message + "\n"
            if let span = err.span, !(err is Interrupted) {
                let chars = Array(line.replacingAll("\t", with: " "))
                let start = min(cmd.offset + span.lowerBound, chars.count)
                let end = min(max(cmd.offset + span.upperBound, start + 1), max(chars.count, start + 1))
                let lead = displayWidth(String(chars[0..<start]))
                let width = start < chars.count ? max(1, displayWidth(String(chars[start..<min(end, chars.count)]))) : 1
                text += "  " + String(chars) + "\n  " + String(repeating: " ", count: lead) + String(repeating: "^", count: width) + "\n"
            }
            all += text
        }
        return all
    }
}

/// Seconds on a monotonic clock.
public func monotonicSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}
