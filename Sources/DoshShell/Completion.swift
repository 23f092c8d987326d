// Completion.swift: what Tab offers, from the words typed so far. Pure (no libedit here), so
// it is tested directly; Repl.swift connects it to libedit.
import DoshFormats
import DoshModel
import DoshQuery
#if canImport(Glibc)
import Glibc
#endif

public enum Completion {
    /// Characters that end a word for completion (quotes are kept inside words so names with
    /// spaces complete as "…").
    public static let wordBreaks = " \t\n;,("

    /// Candidates for `word`, the word being typed; `before` is the line up to the word's start.
    public static func candidates(before: String, word: String, state: ShellState, env: Environment) -> [String] {
        let command = String(before.split(separator: ";", omittingEmptySubsequences: false).last ?? "")
        let words = command.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," || $0 == "(" }).map(String.init)
        guard let first = words.first else { return filter(commandNames, word) }
        let args = Array(words.dropFirst())
        let name = first.lowercased()
        let ws = state.workspace

        switch name {
        case "load", "run", "once", "source":
            if args.contains(where: { $0.lowercased() == "as" }) { return [] }
            return paths(word, env)
        case "analyze", "analyse":
            if args.last == "--taxonomy" { return paths(word, env) }
            if args.last == "--classifier" || args.contains(where: { $0.lowercased() == "as" }) { return [] }
            return filter(["--classifier", "--taxonomy"], word) + paths(word, env)
        case "save":
            return paths(word, env)
        case "export":
            if args.isEmpty { return filter(exportKinds, word) }
            if args.count == 1 { return paths(word, env) }
            if args.count == 2 { return filter(analysisNames(ws), word) }
            return filter(["--chart"], word)
        case "use", "drop", "show", "explain", "diff", "rename":
            if name == "rename" && args.count >= 1 { return [] }
            if name == "diff" && args.count >= 2 { return [] }
            return filter(analysisNames(ws), word)
        case "compare", "trajectory":
            if args.last?.lowercased() == "to" || (name == "trajectory" && args.count == 1) { return filter(ws.chains.map(\.name), word) }
            return filter(analysisNames(ws) + (args.isEmpty ? [] : ["to"]), word)
        case "clauses", "count":
            let continuesList = before.last(where: { $0 != " " }) == ","
            return clauseCompletions(args, word, ws, command: name, continuesList: continuesList)
        case "weights":
            guard let sub = args.first?.lowercased() else { return filter(["set", "save", "use", "list", "reset", "normalize"], word) }
            if sub == "set" { return filter(WeightKey.allCases.map { $0.rawValue + "=" }, word) }
            if sub == "use" { return filter(ws.weightSets.keys.sorted(), word) + paths(word, env).filter { $0.hasSuffix("/") || $0.hasSuffix(".json") } }
            return []
        case "profile": return args.isEmpty ? filter(ScoringProfile.allCases.map(\.rawValue), word) : []
        case "chain":
            guard let sub = args.first?.lowercased() else { return filter(["show", "use", "load", "save"], word) }
            if sub == "load" || (sub == "save" && args.count >= 2) { return paths(word, env) }
            return args.count == 1 ? filter(ws.chains.map(\.name), word) : []
        case "validate", "calibrate":
            return filter(ws.chains.map(\.name) + (name == "calibrate" ? ["chain"] : []), word)
        case "set":
            guard let setting = args.first?.lowercased() else { return filter(Commands.settingNames, word) }
            guard args.count == 1 else { return [] }
            switch setting {
            case "mode": return filter(OutputMode.allCases.map(\.rawValue), word)
            case "color", "colour": return filter(ColorSetting.allCases.map(\.rawValue), word)
            case "timer", "bail", "echo", "plain": return filter(["on", "off"], word)
            case "width": return filter(["auto"], word)
            default: return []
            }
        case "help", "?":
            return args.isEmpty ? filter(Commands.names + HelpTopics.all.keys.sorted(), word) : []
        case "filter":
            guard let sub = args.first?.lowercased() else { return filter(["save", "list", "drop"], word) }
            if sub == "drop" && args.count == 1 { return filter(ws.filters.keys.sorted(), word) }
            return []
        case "chart":
            if args.isEmpty { return filter(["benefit", "radar", "trajectory", "history", "outgroup", "elite"], word) }
            return args.count == 1 ? filter(analysisNames(ws), word) : []
        default:
            return []
        }
    }

    static let exportKinds = ["json", "csv", "md", "svg", "html", "pdf", "notebook"]

    static var commandNames: [String] { Commands.all.map(\.name) }

    /// Names as they must be typed: quoted when they hold spaces; historical aliases too.
    static func analysisNames(_ ws: Workspace) -> [String] {
        ws.allAnalyses.map { $0.name.contains(" ") ? "\"\($0.name)\"" : $0.name } + HistoricalPolicies.aliases.keys.sorted()
    }

    static func clauseCompletions(_ args: [String], _ word: String, _ ws: Workspace, command: String, continuesList: Bool) -> [String] {
        let keywords = command == "count" ? ["in", "where", "by"] : ["in", "where", "sort", "limit", "offset", "cols"]
        guard let k = args.lastIndex(where: { Commands.clauseKeywords.contains($0.lowercased()) }) else {
            return filter(keywords, word)
        }
        let after = Array(args[(k + 1)...])
        let fields = ClauseField.allCases.map(\.rawValue)
        switch args[k].lowercased() {
        case "in":
            // After `in a, ` another name; after `in a ` the next keyword.
            if after.isEmpty || continuesList { return filter(analysisNames(ws) + ["all"], word) }
            return filter(keywords.filter { $0 != "in" }, word)
        case "where":
            let (candidates, expectsTerm) = filterCompletions(after, word, ws)
            // The clause keywords can follow a finished expression, i.e. where a new term could start.
            let more = expectsTerm && !after.isEmpty ? filter(keywords.filter { $0 != "where" && $0 != "in" }, word) : []
            return candidates + more
        case "sort":
            if let last = after.last, ClauseField(name: last) != nil { return filter(["asc", "desc"] + keywords, word) }
            return filter(fields, word)
        case "cols", "by":
            if after.isEmpty || continuesList { return filter(fields, word) }
            return filter(keywords, word)
        default: return filter(keywords, word)
        }
    }

    /// Inside a filter: fields, then operators after a field, then the values present in the workspace.
    /// `expectsTerm` is true where a new term (a field, `not`, `@name`) could start.
    static func filterCompletions(_ tokens: [String], _ word: String, _ ws: Workspace) -> (candidates: [String], expectsTerm: Bool) {
        let operators = ["=", "!=", "<", "<=", ">", ">=", "~", "!~", "in", "has"]
        let fields = ClauseField.allCases.map(\.rawValue)
        if let last = tokens.last, let f = ClauseField(name: last) {
            return (filter(f.type == .stringList ? ["has"] : operators, word), false)
        }
        if tokens.count >= 2, operators.contains(tokens[tokens.count - 1]), let f = ClauseField(name: tokens[tokens.count - 2]) {
            return (filter(presentValues(f, ws), word), false)
        }
        if let colon = word.firstIndex(of: ":"), let f = ClauseField(name: word[..<colon]) {
            let prefix = String(word[...colon])
            return (filter(presentValues(f, ws).map { prefix + $0 }, word), false)
        }
        return (filter(fields + ["and", "or", "not"] + ws.filters.keys.sorted().map { "@" + $0 }, word), true)
    }

    /// The values of a label or boolean field found in the workspace, or the proxy terms.
    static func presentValues(_ f: ClauseField, _ ws: Workspace) -> [String] {
        var seen = Set<String>()
        var out: [String] = []
        for a in ws.allAnalyses {
            for i in a.clauses.indices {
                let values: [String]
                switch f.value(a, i) {
                case .label(_, let name): values = [name]
                case .bool(let b): values = [b ? "true" : "false"]
                case .list(let l): values = l.map { $0.contains(" ") ? "\"\($0)\"" : $0 }
                default: return []
                }
                for v in values where seen.insert(v).inserted { out.append(v) }
            }
        }
        if case .label(let names) = f.type { return names.filter { seen.contains($0) } }
        return out.sorted()
    }

    static func filter(_ candidates: [String], _ word: String) -> [String] {
        let lower = word.lowercased()
        return candidates.filter { $0.lowercased().hasPrefix(lower) }
    }

    /// Files and folders starting with `word` (folders end in "/"); hidden ones only when asked for.
    static func paths(_ word: String, _ env: Environment) -> [String] {
        let expanded = expandTilde(word)
        let slash = expanded.lastIndex(of: "/")
        let dirPart = slash.map { String(expanded[...$0]) } ?? ""
        let namePrefix = slash.map { String(expanded[expanded.index(after: $0)...]) } ?? expanded
        let typedDir = word.lastIndex(of: "/").map { String(word[...$0]) } ?? ""
        let listDir = dirPart.hasPrefix("/") ? dirPart : resolvePath(dirPart.isEmpty ? "." : dirPart, relativeTo: env.baseDirectory)
        guard let dir = opendir(listDir.isEmpty ? "." : listDir) else { return [] }
        defer { closedir(dir) }
        var out: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            if name.hasPrefix(".") && !namePrefix.hasPrefix(".") { continue }
            guard name.hasPrefix(namePrefix) else { continue }
            let full = (listDir.isEmpty ? "" : listDir + "/") + name
            out.append(typedDir + name + (isDirectory(full) ? "/" : ""))
        }
        return out.sorted()
    }
}
