// ScriptRunner.swift: running a session script (a file, `-c` text or piped stdin) line by line.
import DoshModel

public enum ScriptRunner {
    /// Runs a script's lines. Lines starting with '#' (comments and recorded `#> ` output) are skipped.
    /// Stops at the first failure unless bail is off.
    /// `file` names the script in error locations; nil for `-c` text, whose errors show a caret only.
    public static func run(_ text: String, file: String?, shell: Shell, bail: Bool) -> Shell.Outcome {
        var failed = false
        var lineNo = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNo += 1
            var l = String(line)
            if l.hasSuffix("\r") { l.removeLast() }
            let trimmed = l.trimmedWhitespace
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let keepGoing = !bail || !shell.state.settings.bail
            switch shell.run(line: l, source: file.map { SourceRef(file: $0, line: lineNo) }, bail: !keepGoing) {
            case .ok: continue
            case .quit: return failed ? .failed : .ok
            case .failed:
                failed = true
                if !keepGoing { return .failed }
            }
        }
        return failed ? .failed : .ok
    }
}
