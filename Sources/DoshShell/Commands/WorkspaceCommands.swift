// WorkspaceCommands.swift: load, analyses, use, drop, rename, show (the card is in Render/ScoreCard.swift).
import DoshFormats
import DoshModel

extension Commands {
    static let workspaceCommands: [CommandSpec] = [
        CommandSpec(
            "load", group: .workspace, synopsis: "load PATH… [as NAME]",
            summary: "load an app JSON export, this project's superset of it, or JSONL clauses",
            details: """
                Reads an analysis exported by the app (or by 'export json', or one clause object per line in a \
                .jsonl file) into the workspace and makes it current. The analysis is named after its policyName \
                unless 'as NAME' is given. Loading is all-or-nothing: a malformed file is reported with its line \
                and column and nothing is added. usesProxyVariables, which app exports lack, is inferred as \
                "proxy terms non-empty".
                """,
            examples: ["load Examples/safer_streets.json", "load draft.json as draft2"],
            run: runLoad),
        CommandSpec(
            "analyses", aliases: ["ls"], group: .workspace, synopsis: "analyses",
            summary: "list the workspace: name, clauses, COI, severity, source",
            details: "Lists user analyses, then the four built-in historical policies, each scored under the weights, profile and chain in force. The current analysis is marked with *.",
            examples: ["analyses", "analyses --mode json"],
            run: runAnalyses),
        CommandSpec(
            "use", group: .workspace, synopsis: "use NAME",
            summary: "make an analysis current",
            details: "The current analysis is the default for show, clauses, count and export, and appears in the prompt. Names may be abbreviated to a unique prefix; historical policies also answer to vsc, 13th, holc and wod.",
            examples: ["use safer_streets", "use holc"],
            run: { state, inv, _ in
                try inv.expectCount(1, 1, usage: "use NAME")
                let a = try state.workspace.analysis(inv.args[0])
                try state.workspace.use(a.name)
                return .message("current analysis: \(a.name)")
            }),
        CommandSpec(
            "drop", group: .workspace, synopsis: "drop NAME",
            summary: "remove an analysis from the workspace",
            details: "Removes a user analysis. The built-in historical policies cannot be dropped.",
            examples: ["drop draft2", "drop \"my draft\""],
            run: { state, inv, _ in
                try inv.expectCount(1, 1, usage: "drop NAME")
                let a = try state.workspace.drop(try state.workspace.analysis(inv.args[0]).name)
                return .message("dropped \(a.name)")
            }),
        CommandSpec(
            "rename", group: .workspace, synopsis: "rename NAME NEWNAME",
            summary: "rename an analysis",
            details: "Renames a user analysis; chain steps that refer to it follow the new name.",
            examples: ["rename safer_streets ssa", "rename \"my draft\" draft3"],
            run: { state, inv, _ in
                try inv.expectCount(2, 2, usage: "rename NAME NEWNAME")
                let old = try state.workspace.analysis(inv.args[0]).name
                do throws(WorkspaceError) {
                    try state.workspace.rename(old, to: inv.args[1].text)
                } catch {
                    throw UsageError(error.message, span: inv.args[1].span)
                }
                return .message("renamed \(old) to \(inv.args[1].text)")
            }),
        CommandSpec(
            "show", group: .scoring, synopsis: "show [NAME]",
            summary: "score card: COI, severity, the five sub-scores with weights and contributions",
            details: "Scores an analysis (the current one by default) under the weights, profile and chain in force and shows the COI with its severity, each sub-score's weight, value and contribution, tier usage and safety fallbacks. When the file stored a scoreResult, the card says whether the rescore matches it.",
            examples: ["show", "show wod"],
            run: runShow),
    ]

    // MARK: load

    static func runLoad(_ state: inout ShellState, _ inv: Invocation, _ env: Environment) throws -> Output {
        let usage = "load PATH… [as NAME]"
        guard !inv.args.isEmpty else { throw UsageError("load needs a file path (usage: \(usage))", span: inv.endSpan) }
        var paths = inv.args
        var newName: Word?
        if let k = inv.keywordIndex(["as"]) {
            guard k == inv.args.count - 2 else {
                throw UsageError("'as' takes one name, at the end (usage: \(usage))", span: inv.args[k].span)
            }
            guard k == 1 else { throw UsageError("'as NAME' needs exactly one file", span: inv.args[k].span) }
            newName = inv.args[k + 1]
            paths = Array(inv.args[0..<k])
        }
        var rows: [[Value]] = []
        var lines: [Block] = []
        for p in paths {
            var loaded = try readAnalysis(p, env, &state)
            if let newName { loaded.analysis.name = newName.text }
            do {
                try state.workspace.add(loaded.analysis)
            } catch {
                throw UsageError(error.message, span: newName?.span ?? p.span)
            }
            let a = loaded.analysis
            let score = state.workspace.score(a)
            let sev = score.severity
            lines.append(.severityText("loaded \(a.name): \(counted(a.clauses.count, "clause")), COI \(formatFixed(score.coi, decimals: 4)) \(sev.symbol) \(sev.label)", sev))
            for note in loaded.notes { lines.append(.text("note: \(note)")) }
            if let stored = a.storedScore, abs(stored.coi - score.coi) > 1e-9 {
                lines.append(.text("note: the file's stored COI is \(formatFixed(stored.coi, decimals: 4)); it differs under the weights, profile and chain in force"))
            }
            rows.append([.text(a.name), .int(a.clauses.count), .number(score.coi), .text(sev.label), .text(p.text),
                         a.storedScore.map { .number($0.coi) } ?? .null])
        }
        let table = Table(columns: [Column("name"), .number("clauses", decimals: 0), .number("coi"), Column("label"),
                                    Column("source"), .number("stored_coi")], rows: rows)
        return .report(Report(blocks: lines, data: .table(table)))
    }

    /// Reads and parses an analysis file named by a word, recording its hash.
    static func readAnalysis(_ word: Word, _ env: Environment, _ state: inout ShellState) throws -> LoadedAnalysis {
        let bytes = try env.read(word)
        let loaded = try AppExport.read(bytes, file: word.text, shouldStop: { Interrupt.requested })
        state.recordInput(word.text, env: env)
        return loaded
    }

    // MARK: analyses

    static func runAnalyses(_ state: inout ShellState, _ inv: Invocation, _ env: Environment) throws -> Output {
        try inv.expectCount(0, 0, usage: "analyses")
        let ws = state.workspace
        let scorer = ws.scorer
        let rows: [[Value]] = ws.allAnalyses.map { a in
            let s = scorer.score(a)
            let isCurrent = a.name == ws.currentName
            return [
                .text(a.kind == .user ? "user analyses" : "historical policies (built in, read-only)"),
                .text((isCurrent ? "* " : "  ") + a.name), .text(a.name), .int(a.clauses.count), .number(s.coi),
                .text("\(s.severity.symbol) \(s.severity.label)"), .text(s.severity.label), .text(lastPathComponent(a.origin)), .text(a.origin),
                .text(a.kind.rawValue), .bool(isCurrent), a.year.map(Value.int) ?? .null,
            ]
        }
        let columns = [
            Column("group", isDetail: true), Column("shown", title: "name"),
            Column("name", isDetail: true), .number("clauses", decimals: 0), .number("coi", colored: true, at: 4),
            Column("display_label", title: "severity", severityFrom: 4), Column("label", isDetail: true),
            Column("file", isTruncatable: true), Column("source", isDetail: true), Column("kind", isDetail: true), Column("current", isDetail: true),
            .number("year", decimals: 0, isDetail: true),
        ]
        var table = Table(columns: columns, rows: rows, groupColumn: 0)
        if ws.analyses.isEmpty { table.notes = ["(no user analyses yet: 'load PATH' adds one)"] }
        // Machine modes: the contract keys only.
        let data = table.selecting(["name", "kind", "clauses", "coi", "label", "source", "current", "year"])
        return .report(Report(blocks: [.table(table)], data: .table(data)))
    }
}
