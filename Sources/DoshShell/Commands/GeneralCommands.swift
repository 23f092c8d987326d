// GeneralCommands.swift: help and quit.
import DoshModel

extension Commands {
    static let generalCommands: [CommandSpec] = [
        CommandSpec(
            "help", aliases: ["?"], group: .general, synopsis: "help [COMMAND]",
            summary: "list commands, or explain one",
            details: "Without an argument, lists the commands grouped by purpose. With a command name, shows its syntax, what it does and two examples.",
            examples: ["help", "help clauses"],
            run: runHelp),
        CommandSpec(
            "quit", aliases: ["exit", ".quit", ".exit"], group: .general, synopsis: "quit",
            summary: "leave dosh",
            details: "Leaves the shell (Ctrl-D on an empty line does the same). In a script, stops it successfully.",
            examples: ["quit", "exit"],
            run: { state, inv, _ in
                try inv.expectCount(0, 0, usage: "quit")
                state.quitRequested = true
                return .none
            }),
    ]

    static func runHelp(_ state: inout ShellState, _ inv: Invocation, _ env: Environment) throws -> Output {
        try inv.expectCount(0, 1, usage: "help [COMMAND]")
        if let w = inv.args.first {
            let topic = HelpTopics.all[w.text.lowercased()]
            if let topic, find(w.text) == nil { return .message(topic) }
            guard let c = find(w.text) else {
                let names = all.map(\.name) + HelpTopics.all.keys.sorted()
                throw UsageError("no help for '\(w.text)'" + didYouMean(closestMatch(to: w.text, in: names)), span: w.span)
            }
            var text = "\(c.synopsis)\n\n\(wrap(c.details, width: 78))\n\nexamples:\n" + c.examples.map { "  " + $0 }.joined(separator: "\n")
            if !c.aliases.isEmpty { text += "\n\nalso: " + c.aliases.joined(separator: ", ") }
            // A command that shares its name with a topic (filter) shows both.
            if let topic { text += "\n\n" + topic }
            return .report(Report(blocks: [.text(text)], data: .record(Record([
                Field("command", .text(c.name)), Field("synopsis", .text(c.synopsis)), Field("details", .text(c.details)),
                Field("examples", .list(c.examples)),
            ]))))
        }
        var blocks: [Block] = []
        for g in CommandGroup.allCases {
            let cmds = all.filter { $0.group == g }
            guard !cmds.isEmpty else { continue }
            if !blocks.isEmpty { blocks.append(.blank) }
            blocks.append(.heading(g.rawValue))
            blocks.append(.keyValues(cmds.map { ("  " + $0.name, $0.summary) }))
        }
        blocks.append(.blank)
        blocks.append(.text("'help COMMAND' explains one command; 'help filter' the filter language. Commands end at ';' or a line break."))
        let rows: [[Value]] = all.map { [.text($0.name), .text($0.group.rawValue), .text($0.synopsis), .text($0.summary)] }
        let table = Table(columns: [Column("command"), Column("group"), Column("synopsis"), Column("summary")], rows: rows)
        return .report(Report(blocks: blocks, data: .table(table)))
    }

    /// Greedy word wrap.
    static func wrap(_ text: String, width: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { para in
            var lines: [String] = []
            var line = ""
            for word in para.split(separator: " ") {
                if !line.isEmpty, displayWidth(line) + 1 + displayWidth(String(word)) > width {
                    lines.append(line)
                    line = ""
                }
                line += (line.isEmpty ? "" : " ") + word
            }
            lines.append(line)
            return lines.joined(separator: "\n")
        }.joined(separator: "\n")
    }
}

/// Help on subjects that are not commands.
enum HelpTopics {
    static let all: [String: String] = [
        "filter": """
            Filters select clauses: clauses where FILTER, count where FILTER.

              group = outgroup and effect = burden and aar >= 0.8
              terms has "urban" or text ~ /crime|drug/
              proxy and not expands
              tier:1 confidence:<0.6 "shall not"        (shorthand; juxtaposition means and)
              se > ij and @harsh                        (field against field; a saved filter)

            Fields: analysis n id text section group effect aar se ij rsc score confidence tier proxy terms
            expands fallback (labels: section group effect; true/false: proxy expands fallback; list: terms).
            Labels take the app's names or aliases, in any case: group = ingroup, effect = harm.

              = != < <= > >=     compare; the value may be another field of the same type (se > ij)
              ~ !~               contains / does not contain, case-insensitive; or matches /regex/
              in (a, b)          one of the values          has        terms has "urban"
              and or not         also && || ! and a - prefix; and binds tighter than or; (parentheses)
              field:value        = (text: contains; terms: has)   field:a..b  between, inclusive
              field:>=x          any comparison after the colon   proxy      a true/false field alone
              word or "words"    the text contains it              @NAME      a filter saved with 'filter save'

            Regular expressions run in linear time (no backreferences): . [] [^] * + ? {m,n} | ( ) ^ $
            \\d \\w \\s \\b. Quote a value with spaces or punctuation. Ctrl-C stops a long filter.
            """,
    ]
}
