// Repl.swift: the interactive loop on a terminal, through libedit's readline-compatible API:
// line editing (emacs keys, ~/.editrc), completion, persistent history, Ctrl-C and Ctrl-D.
@preconcurrency import CEditLine
import DoshFormats
import DoshModel
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// What the completion callback needs; refreshed before each prompt (C callbacks cannot capture).
private let completionContext = Mutex<(state: ShellState, env: Environment)?>(nil)
private let completionMatches = Mutex<(items: [String], next: Int)>(([], 0))

private func attemptedCompletion(_ text: UnsafePointer<CChar>?, _ start: Int32, _ end: Int32)
    -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    rl_attempted_completion_over = 1  // never fall back to libedit's own file-name completion
    guard let text else { return nil }
    let word = String(cString: text)
    let line = rl_line_buffer.map { String(cString: $0) } ?? ""
    let before = String(decoding: Array(line.utf8).prefix(Int(start)), as: UTF8.self)
    let candidates = completionContext.withLock { ctx in
        ctx.map { Completion.candidates(before: before, word: word, state: $0.state, env: $0.env) } ?? []
    }
    guard !candidates.isEmpty else { return nil }
    let single = candidates.count == 1 ? candidates[0] : nil
    rl_completion_append_character = single.map { $0.hasSuffix("/") || $0.hasSuffix("=") ? 0 : 32 } ?? 32
    completionMatches.withLock { $0 = (candidates, 0) }
    return rl_completion_matches(text, completionGenerator)
}

/// rl_compentry_func_t: one malloc'd match per call (libedit frees them), NULL when done.
private func completionGenerator(_ text: UnsafePointer<CChar>?, _ state: Int32) -> UnsafeMutablePointer<CChar>? {
    completionMatches.withLock { m in
        if state == 0 { m.next = 0 }
        guard m.next < m.items.count else { return nil }
        defer { m.next += 1 }
        return strdup(m.items[m.next])
    }
}

struct Repl {
    let shell: Shell
    let quiet: Bool

    func run() -> Int32 {
        setlocale(LC_CTYPE, "")  // without it libedit drops non-ASCII keys
        rl_readline_name = UnsafePointer(strdup("dosh")!)  // for `$if dosh` in ~/.editrc
        rl_attempted_completion_function = attemptedCompletion
        rl_basic_word_break_characters = UnsafePointer(strdup(Completion.wordBreaks)!)
        rl_initialize()
        stifle_history(Int32(ShellState.historyLimit))  // after rl_initialize, which sets it unlimited
        loadHistory()
        if !quiet {
            Terminal.write("dosh \(DoshVersion.current) — 'help' lists commands, Tab completes, Ctrl-D quits\n", to: 1)
        }
        while true {
            Interrupt.clear()
            completionContext.withLock { $0 = (shell.state, shell.env) }
            let prompt = shell.state.workspace.currentName.map { "dosh[\($0)]> " } ?? "dosh> "
            guard let cline = readline(prompt) else {
                if Interrupt.requested {  // Ctrl-C at the prompt: drop the line, prompt again
                    Terminal.write("^C\n", to: 1)
                    continue
                }
                Terminal.write("\n", to: 1)  // Ctrl-D on an empty line
                return ExitCode.success
            }
            let line = String(cString: cline)
            free(cline)
            let trimmed = line.trimmedWhitespace
            if trimmed.isEmpty { continue }
            if shell.state.history.last != trimmed {
                add_history(trimmed)
            }
            shell.env.terminalWidth = Terminal.width(1)
            let outcome = shell.run(line: line)
            saveHistory()
            if outcome == .quit { return ExitCode.success }
        }
    }

    /// Loads the history file into libedit and the shell's list.
    func loadHistory() {
        let path = Paths.historyFile
        guard fileExists(path), read_history(path) == 0 else { return }
        var lines: [String] = []
        for k in 0..<Int(history_length) {
            if let entry = history_get(history_base + Int32(k)), let l = entry.pointee.line {
                lines.append(String(cString: l))
            }
        }
        shell.state.history = Array(lines.suffix(ShellState.historyLimit))
    }

    /// Writes the history atomically: libedit writes a temporary file that replaces the old one.
    func saveHistory() {
        let path = Paths.historyFile
        guard Paths.makeDirectory(Paths.stateDirectory) else { return }
        let temp = path + ".tmp-\(getpid())"
        guard write_history(temp) == 0 else {
            unlink(temp)
            return
        }
        rename(temp, path)
    }
}
