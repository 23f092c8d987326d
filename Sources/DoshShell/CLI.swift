// CLI.swift: the `dosh` command line — options, modes of running, exit codes (design.md §3).
import DoshFormats
import DoshModel
import DoshSession

public enum ExitCode {
    public static let success: Int32 = 0
    public static let failure: Int32 = 1
    public static let usage: Int32 = 2
    public static let checkDifference: Int32 = 3
}

public struct CLIOptions: Equatable {
    public enum Action: Equatable {
        case interactive(files: [String])
        case commands(String)
        case run([String])
        case check([String])
        case notebook(input: String, output: String)
        case recover
        case version
        case help
    }

    public var action: Action = .interactive(files: [])
    public var mode: OutputMode?
    public var noRC = false
    public var safe = false
    public var allowExec = false
    public var bail = true
    public var quiet = false
    public var accept = false

    public static let usage = """
        usage: dosh [options] [FILE…]          interactive shell (FILEs: analyses to load first)
               dosh [options] -c 'CMD; CMD'    run commands and exit
               dosh [options] run FILE.dosh…   run session scripts, stop at the first error
               dosh [options] check FILE.dosh… replay scripts and compare with their recorded output
               dosh notebook FILE.dosh -o OUT  convert a script to a notebook (OUT.ipynb or OUT.md)
               dosh --recover                  list recent interactive sessions and replay one
               cat script | dosh               run commands from standard input

        options:
          --mode table|box|csv|json|jsonl|markdown|line   output mode
          --no-rc        do not run $XDG_CONFIG_HOME/dosh/doshrc (interactive sessions only)
          --safe         refuse writes outside the script's folder and running programs
          --allow-exec   allow running programs (external classifiers) under --safe or check
          --no-bail      keep going after a failed command
          --accept       (check) rewrite the recorded outputs instead of comparing
          -o FILE        (notebook) the notebook to write
          --quiet        no start-up line
          --version      print the version
          --help         print this help

        exit status: 0 success, 1 a command failed, 2 usage error, 3 check found a difference
        """

    /// Parses arguments (without the program name).
    public static func parse(_ args: [String]) throws(UsageError) -> CLIOptions {
        var o = CLIOptions()
        var positional: [String] = []
        var commandText: String?
        var outputFile: String?
        var recover = false
        var k = 0
        while k < args.count {
            let a = args[k]
            func value() throws(UsageError) -> String {
                k += 1
                guard k < args.count else { throw UsageError("\(a) needs a value") }
                return args[k]
            }
            switch a {
            case "-c", "--command":
                commandText = try value()
            case "--mode", "-m":
                let v = try value()
                guard let m = OutputMode(rawValue: v.lowercased()) else {
                    throw UsageError("unknown mode '\(v)'" + didYouMean(closestMatch(to: v, in: OutputMode.allCases.map(\.rawValue))))
                }
                o.mode = m
            case "--no-rc": o.noRC = true
            case "--safe": o.safe = true
            case "--allow-exec": o.allowExec = true
            case "--no-bail": o.bail = false
            case "--quiet", "-q": o.quiet = true
            case "--accept": o.accept = true
            case "-o", "--output": outputFile = try value()
            case "--recover": recover = true
            case "--version", "-V": o.action = .version; return o
            case "--help", "-h": o.action = .help; return o
            case "--": positional.append(contentsOf: args[(k + 1)...]); k = args.count
            default:
                if a.hasPrefix("--mode=") {
                    k += 0
                    let v = String(a.dropFirst(7))
                    guard let m = OutputMode(rawValue: v.lowercased()) else { throw UsageError("unknown mode '\(v)'") }
                    o.mode = m
                } else if a.hasPrefix("-") && a.count > 1 {
                    let known = ["--command", "--mode", "--no-rc", "--safe", "--allow-exec", "--no-bail", "--quiet", "--accept", "--recover", "--output", "--version", "--help"]
                    throw UsageError("unknown option '\(a)'" + didYouMean(closestMatch(to: a, in: known)))
                } else {
                    positional.append(a)
                }
            }
            k += 1
        }
        if recover {
            guard positional.isEmpty, commandText == nil else { throw UsageError("--recover takes no other arguments") }
            o.action = .recover
        } else if positional.first == "notebook" {
            guard positional.count == 2, let out = outputFile else { throw UsageError("usage: dosh notebook FILE.dosh -o OUT.ipynb|OUT.md") }
            o.action = .notebook(input: positional[1], output: out)
        } else if let commandText {
            guard positional.isEmpty else { throw UsageError("unexpected '\(positional[0])' after -c") }
            o.action = .commands(commandText)
        } else if let first = positional.first, first == "run" || first == "check" {
            let files = Array(positional.dropFirst())
            guard !files.isEmpty else { throw UsageError("\(first) needs at least one script file") }
            o.action = first == "run" ? .run(files) : .check(files)
            if first == "check" { o.safe = true }
        } else {
            o.action = .interactive(files: positional)
        }
        return o
    }
}

public enum DoshCLI {
    /// Runs dosh with the given arguments (without the program name) and returns the exit status.
    public static func main(_ args: [String]) -> Int32 {
        let options: CLIOptions
        do {
            options = try CLIOptions.parse(args)
        } catch {
            Terminal.write("error: \(error.message)\n\(CLIOptions.usage)\n", to: 2)
            return ExitCode.usage
        }
        var env = Environment()
        env.safe = options.safe
        env.allowExec = options.allowExec
        env.stdoutIsTerminal = Terminal.isTerminal(1)
        env.terminalWidth = env.stdoutIsTerminal ? Terminal.width(1) : nil
        env.noColor = Terminal.environment("NO_COLOR").map { !$0.isEmpty } ?? false
        if Terminal.isTerminal(2) {
            env.progress = { line in Terminal.write("\r\u{1B}[2K" + line, to: 2) }
        }
        let shell = Shell(env: env, stdout: { Terminal.write($0, to: 1) }, stderr: { Terminal.write($0, to: 2) })
        if let m = options.mode { shell.state.settings.mode = m }
        shell.state.settings.bail = options.bail

        switch options.action {
        case .version:
            Terminal.write("dosh \(DoshVersion.current)\n", to: 1)
            return ExitCode.success
        case .help:
            Terminal.write(CLIOptions.usage + "\n", to: 1)
            return ExitCode.success
        case .commands(let text):
            Interrupt.install()
            return status(ScriptRunner.run(text, file: nil, shell: shell, bail: options.bail))
        case .run(let files):
            Interrupt.install()
            for file in files {
                let outcome = runFile(file, shell: shell, options: options)
                if outcome == .failed && options.bail { return ExitCode.failure }
                if outcome == .quit { break }
            }
            return shell.state.lastFailed ? ExitCode.failure : ExitCode.success
        case .check(let files):
            var differ = false, failed = false
            for file in files {
                let r = CheckRunner.check(file, accept: options.accept, allowExec: options.allowExec) { Terminal.write($0, to: 1) }
                if r.unreadable { failed = true }
                if !options.accept && (r.differing > 0 || r.changedInputs > 0) { differ = true }
            }
            return differ ? ExitCode.checkDifference : (failed ? ExitCode.failure : ExitCode.success)
        case .notebook(let input, let output):
            return convertNotebook(input, to: output)
        case .recover:
            Interrupt.install()
            return Recovery.run(shell: shell, options: options)
        case .interactive(let files):
            Interrupt.install()
            if !Terminal.isTerminal(0) {
                // Piped input is a script: no prompt, no history, no escape codes.
                var text = ""
                while let line = readLine(strippingNewline: false) { text += line }
                return status(ScriptRunner.run(text, file: "<stdin>", shell: shell, bail: options.bail))
            }
            shell.journal = Recovery.startJournal()
            if !options.noRC, fileExists(Paths.rcFile), let bytes = try? readFile(Paths.rcFile) {
                _ = ScriptRunner.run(String(decoding: bytes, as: UTF8.self), file: Paths.rcFile, shell: shell, bail: false)
            }
            for f in files where shell.run(line: "load \(quoteWord(f))") == .failed { return ExitCode.failure }
            shell.env.isInteractive = true
            shell.state.history = []
            return Repl(shell: shell, quiet: options.quiet).run()
        }
    }

    static func status(_ o: Shell.Outcome) -> Int32 { o == .failed ? ExitCode.failure : ExitCode.success }

    /// `dosh notebook FILE.dosh -o OUT`: a script and its recorded outputs as a notebook.
    static func convertNotebook(_ input: String, to output: String) -> Int32 {
        let lower = output.lowercased()
        guard lower.hasSuffix(".ipynb") || lower.hasSuffix(".md") else {
            Terminal.write("error: \(output): a notebook file ends in .ipynb (Jupyter) or .md (Markdown)\n", to: 2)
            return ExitCode.usage
        }
        do {
            let bytes = try readFile(input)
            guard let text = String(validating: bytes, as: UTF8.self) else {
                Terminal.write("error: \(input): not valid UTF-8 text\n", to: 2)
                return ExitCode.failure
            }
            let t = Transcript.parse(text)
            let title = baseName(input)
            try writeFileAtomically(output, lower.hasSuffix(".md") ? Notebook.markdown(t, title: title) : Notebook.ipynb(t, title: title))
            Terminal.write("wrote \(t.commands.count) commands to \(output)\n", to: 1)
            return ExitCode.success
        } catch {
            Terminal.write("error: \(error.message)\n", to: 2)
            return ExitCode.failure
        }
    }

    /// Runs one script file from a fresh workspace; relative paths in it resolve against its folder.
    static func runFile(_ file: String, shell: Shell, options: CLIOptions) -> Shell.Outcome {
        let bytes: [UInt8]
        do {
            bytes = try readFile(file)
        } catch {
            Terminal.write("error: \(error.message)\n", to: 2)
            shell.state.lastFailed = true
            return .failed
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            Terminal.write("error: \(file): not valid UTF-8 text\n", to: 2)
            shell.state.lastFailed = true
            return .failed
        }
        let settings = shell.state.settings
        shell.state = ShellState()
        shell.state.settings = settings
        shell.env.baseDirectory = directoryName(file)
        let outcome = ScriptRunner.run(text, file: file, shell: shell, bail: options.bail)
        if outcome == .failed { shell.state.lastFailed = true }
        return outcome
    }

    /// A word quoted for the command line when it needs to be.
    public static func quoteWord(_ s: String) -> String {
        if !s.isEmpty, !s.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "'" || $0 == ";" }) { return s }
        return "\"" + s.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
    }
}
