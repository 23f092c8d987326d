// FilterCommands.swift: named filters — filter save / list / drop. A saved filter is used as
// @NAME inside any filter; it is checked before it is saved.
import DoshModel
import DoshQuery

extension Commands {
    static let filterCommands: [CommandSpec] = [
        CommandSpec(
            "filter", group: .clauses, synopsis: "filter save NAME FILTER · filter list · filter drop NAME",
            summary: "name a filter, to use it as @NAME in others",
            details: """
                'filter save NAME FILTER' checks the filter and keeps it under NAME (replacing one of that name); \
                '@NAME' then stands for it inside any filter, in parentheses of its own. 'filter list' shows the \
                saved filters; 'filter drop NAME' removes one that no other filter uses. Names are letters, digits, \
                '_' and '-', starting with a letter. See 'help filter' for the language.
                """,
            examples: ["filter save harsh group = outgroup and effect = burden and aar >= 0.8",
                       "clauses in all where @harsh and not proxy"],
            run: runFilter),
    ]

    static func runFilter(_ state: inout ShellState, _ inv: Invocation, _ env: Environment) throws -> Output {
        let usage = "filter save NAME FILTER | filter list | filter drop NAME"
        guard let sub = inv.args.first else { return listFilters(state.workspace) }
        switch sub.text.lowercased() {
        case "list", "ls":
            try inv.expectCount(1, 1, usage: "filter list")
            return listFilters(state.workspace)
        case "save":
            guard inv.args.count >= 2 else { throw UsageError("filter save needs a name and a filter (usage: filter save NAME FILTER)", span: inv.endSpan) }
            let nameWord = inv.args[1]
            let name = try filterName(nameWord)
            guard inv.args.count >= 3 else { throw UsageError("filter save needs a filter after the name (usage: filter save NAME FILTER)", span: inv.endSpan) }
            let (text, offset) = inv.rawText(from: 2)
            _ = try CompiledFilter.compile(text, offset: offset, workspace: state.workspace, defining: name)
            let replaced = state.workspace.filters[name] != nil
            state.workspace.filters[name] = text
            return .message("\(replaced ? "replaced" : "saved") filter @\(name): \(text)")
        case "drop", "rm":
            try inv.expectCount(2, 2, usage: "filter drop NAME")
            let w = inv.args[1]
            let name = w.text.hasPrefix("@") ? String(w.text.dropFirst()) : w.text
            let filters = state.workspace.filters
            guard filters[name] != nil else {
                let hint = closestMatch(to: name, in: filters.keys.sorted())
                throw UsageError("no filter named '\(name)'" + didYouMean(hint), span: w.span)
            }
            let users = filters.keys.sorted().filter { $0 != name && CompiledFilter.namedReferences(in: filters[$0]!).contains(name) }
            guard users.isEmpty else {
                throw UsageError("filter @\(name) is used by " + users.map { "@" + $0 }.joined(separator: ", ") + "; drop or change those first", span: w.span)
            }
            state.workspace.filters[name] = nil
            return .message("dropped filter @\(name)")
        default:
            throw UsageError("unknown filter command '\(sub.text)'" + didYouMean(closestMatch(to: sub.text, in: ["save", "list", "drop"]))
                                + " (usage: \(usage))", span: sub.span)
        }
    }

    /// A saved filter's name: a letter, then letters, digits, '_' or '-' (a leading '@' is allowed).
    static func filterName(_ w: Word) throws -> String {
        let name = w.text.hasPrefix("@") ? String(w.text.dropFirst()) : w.text
        guard let first = name.first, first.isLetter,
              name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }), !w.quoted
        else {
            throw UsageError("'\(w.text)' cannot name a filter (a letter, then letters, digits, '_' or '-')", span: w.span)
        }
        return name
    }

    static func listFilters(_ ws: Workspace) -> Output {
        let rows: [[Value]] = ws.filters.keys.sorted().map { [.text("@" + $0), .text($0), .text(ws.filters[$0]!)] }
        let table = Table(columns: [Column("shown", title: "name"), Column("name", isDetail: true), Column("filter", isTruncatable: true)],
                          rows: rows, emptyMessage: "(no saved filters: 'filter save NAME FILTER' adds one)")
        return .report(Report(blocks: [.table(table)], data: .table(table.selecting(["name", "filter"]))))
    }
}
