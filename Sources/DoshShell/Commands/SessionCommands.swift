// SessionCommands.swift: history (and, with the sessions work, save and the journal).
import DoshModel

extension Commands {
    static let sessionCommands: [CommandSpec] = [
        CommandSpec(
            "history", group: .output, synopsis: "history [PATTERN]",
            summary: "list earlier command lines, numbered",
            details: "Lists the command history (kept across interactive sessions in $XDG_STATE_HOME/dosh/history, 1000 lines), oldest first and numbered; with PATTERN, only the lines containing it (case-insensitive). Up and Down recall lines at the prompt, and Ctrl-R searches them.",
            examples: ["history", "history weights"],
            run: runHistory),
    ]

    static func runHistory(_ state: inout ShellState, _ inv: Invocation, _ env: Environment) throws -> Output {
        let pattern = inv.rawText(from: 0).text.lowercased()
        let rows: [[Value]] = state.history.enumerated().compactMap { k, line in
            pattern.isEmpty || line.lowercased().contains(pattern) ? [.int(k + 1), .text(line)] : nil
        }
        return .table(Table(columns: [.number("n", decimals: 0), Column("command", isTruncatable: true)], rows: rows,
                            emptyMessage: pattern.isEmpty ? "(no history yet)" : "(no history line contains '\(pattern)')"))
    }
}
