// Command.swift: the single command table. Each command is one small unit: parse its
// arguments, call the core, return an Output.
import DoshModel

public enum CommandGroup: String, CaseIterable, Sendable {
    case workspace = "Workspace"
    case clauses = "Clauses"
    case scoring = "Weights and scoring"
    case chains = "Historical chains"
    case output = "Output and sessions"
    case general = "General"
}

public struct CommandSpec: Sendable {
    public let name: String
    public let aliases: [String]
    public let group: CommandGroup
    public let synopsis: String
    public let summary: String
    public let details: String
    public let examples: [String]
    /// The `--options` the command accepts; nil when its arguments are free text (e.g. a history
    /// search), where a word starting with `--` is just a word.
    public let options: [String]?
    public let run: @Sendable (inout ShellState, Invocation, Environment) throws -> Output

    public init(_ name: String, aliases: [String] = [], group: CommandGroup, synopsis: String, summary: String,
                details: String, examples: [String], options: [String]? = [],
                run: @escaping @Sendable (inout ShellState, Invocation, Environment) throws -> Output) {
        self.name = name; self.aliases = aliases; self.group = group; self.synopsis = synopsis
        self.summary = summary; self.details = details; self.examples = examples; self.options = options
        self.run = run
    }
}

public enum Commands {
    /// Every command, in help order.
    public static let all: [CommandSpec] =
        workspaceCommands + analyzeCommands + clauseCommands + filterCommands + scoringCommands + sensitivityCommands
        + chainCommands + chartCommands + exportCommands + outputCommands + sessionCommands + generalCommands

    private static let byName: [String: CommandSpec] = {
        var d: [String: CommandSpec] = [:]
        for c in all {
            d[c.name] = c
            for a in c.aliases { d[a] = c }
        }
        return d
    }()

    public static var names: [String] { all.map(\.name) }

    public static func find(_ name: String) -> CommandSpec? { byName[name.lowercased()] }

    /// The command an invocation names, after checking that every `--option` in it is one the
    /// command takes (so `validate --profile x` says so instead of failing on the next word).
    public static func lookup(_ inv: Invocation) throws(UsageError) -> CommandSpec {
        if let c = find(inv.name) {
            if let options = c.options,
               let w = inv.args.first(where: { !$0.quoted && $0.text.count > 2 && $0.text.hasPrefix("--") && !options.contains($0.text) }) {
                let hint = w.text == "--help" ? "; 'help \(c.name)' explains it"
                    : options.isEmpty ? " (\(c.name) takes no options; usage: \(c.synopsis))"
                    : didYouMean(closestMatch(to: w.text, in: options)) + " (usage: \(c.synopsis))"
                throw UsageError("unknown option '\(w.text)'" + hint, span: w.span)
            }
            return c
        }
        let candidates = all.flatMap { [$0.name] + $0.aliases }
        throw UsageError("unknown command '\(inv.name)'" + didYouMean(closestMatch(to: inv.name, in: candidates))
                            + "; 'help' lists commands", span: inv.nameSpan)
    }
}
