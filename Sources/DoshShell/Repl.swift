// Repl.swift: the interactive loop on a terminal, through libedit.
@preconcurrency import CEditLine
import DoshModel
#if canImport(Glibc)
import Glibc
#endif

struct Repl {
    let shell: Shell
    let quiet: Bool

    func run() -> Int32 {
        setlocale(LC_CTYPE, "")  // without it libedit drops non-ASCII keys
        rl_readline_name = UnsafePointer(strdup("dosh")!)
        rl_initialize()
        if !quiet {
            Terminal.write("dosh \(DoshVersion.current) — 'help' lists commands, Ctrl-D quits\n", to: 1)
        }
        while true {
            Interrupt.clear()
            let prompt = shell.state.workspace.currentName.map { "dosh[\($0)]> " } ?? "dosh> "
            guard let cline = readline(prompt) else {
                if Interrupt.requested {
                    Terminal.write("^C\n", to: 1)
                    continue
                }
                Terminal.write("\n", to: 1)
                return ExitCode.success
            }
            let line = String(cString: cline)
            free(cline)
            if line.trimmedWhitespace.isEmpty { continue }
            add_history(line.trimmedWhitespace)
            shell.env.terminalWidth = Terminal.width(1)
            if shell.run(line: line) == .quit { return ExitCode.success }
        }
    }
}
