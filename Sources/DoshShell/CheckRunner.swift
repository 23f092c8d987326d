// CheckRunner.swift: `dosh check FILE…` — replay each script from an empty workspace with pinned
// settings and no rc file, compare every command's output with its recorded `#> ` block, print a
// unified diff per differing block (exit 3), or with --accept rewrite the blocks in place.
import DoshFormats
import DoshModel
import DoshSession
#if canImport(Glibc)
import Glibc
#endif

public enum CheckRunner {
    public struct FileResult: Equatable {
        public var commands = 0
        public var differing = 0
        public var changedInputs = 0
        public var unreadable = false
    }

    /// Checks (or accepts) one script; writes its report through `out`.
    public static func check(_ file: String, accept: Bool, allowExec: Bool, out: (String) -> Void) -> FileResult {
        var result = FileResult()
        let bytes: [UInt8]
        do {
            bytes = try readFile(file)
        } catch {
            out("error: \(error.message)\n")
            result.unreadable = true
            return result
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            out("error: \(file): not valid UTF-8 text\n")
            result.unreadable = true
            return result
        }
        var transcript = Transcript.parse(text)
        let folder = directoryName(file)
        let absoluteFolder = normalizeAbsolute(folder.hasPrefix("/") ? folder : currentDirectory() + (folder.isEmpty ? "" : "/" + folder))

        // Inputs whose content changed since the recording are reported before anything runs.
        for input in transcript.recordedInputs {
            let path = resolvePath(input.path, relativeTo: folder)
            guard let data = try? readFile(path) else {
                out("\(file):\(input.line): input \(input.path) is missing (recorded sha256 \(input.sha256.prefix(12))…)\n")
                result.changedInputs += 1
                continue
            }
            let now = SHA256.hex(data)
            if now != input.sha256 {
                out("\(file):\(input.line): input \(input.path) has changed since it was recorded (sha256 \(input.sha256.prefix(12))… now \(now.prefix(12))…)\n")
                result.changedInputs += 1
            }
        }

        var env = Environment()
        env.baseDirectory = folder
        env.safe = true
        env.allowExec = allowExec
        var captured = ""
        let shell = Shell(env: env, stdout: { captured += $0 }, stderr: { captured += $0 })
        shell.state.settings = .pinned
        let today = String(CivilDate(unixSeconds: Double(time(nil))).iso8601.prefix(10))
        let normalizer = Normalizer(scriptFolder: absoluteFolder, home: Terminal.environment("HOME"), today: today)

        for (k, item) in transcript.items.enumerated() {
            guard case .command(var c) = item, !c.failed else { continue }
            result.commands += 1
            captured = ""
            let outcome = shell.run(line: c.text, source: nil, bail: false)
            let actual = Shell.lines(captured).map(normalizer.normalize)
            let expected = c.output.map(normalizer.normalize)
            if actual != expected {
                result.differing += 1
                if !accept {
                    out(UnifiedDiff.diff(expected: expected, actual: actual,
                                         expectedName: "\(file):\(c.line) \(c.text) (recorded)",
                                         actualName: "\(file):\(c.line) \(c.text) (replayed)"))
                }
            }
            c.output = actual
            transcript.items[k] = .command(c)
            if outcome == .quit { break }
        }

        if accept {
            do {
                try writeFileAtomically(file, transcript.render())
                out("\(file): accepted \(counted(result.commands, "block")) (\(result.differing) changed)\n")
            } catch {
                out("error: \(error.message)\n")
                result.unreadable = true
            }
        } else if result.differing == 0 && result.changedInputs == 0 {
            out("\(file): \(counted(result.commands, "command")), all outputs match\n")
        } else {
            out("\(file): \(result.differing) of \(counted(result.commands, "command")) differ"
                + (result.changedInputs > 0 ? ", \(counted(result.changedInputs, "input file")) changed" : "") + "\n")
        }
        return result
    }
}
