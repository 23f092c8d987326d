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
        // Options come from the command table, so every command offers exactly what it accepts.
        if word.hasPrefix("-"), let options = Commands.find(name)?.options, !options.isEmpty { return filter(options, word) }

        switch name {
        case "load", "run", "once", "source":
            if args.contains(where: { $0.lowercased() == "as" }) { return [] }
            return paths(word, env)
        case "analyze", "analyse":
            if args.last == "--taxonomy" { return paths(word, env) }
            if args.last == "--classifier" || args.contains(where: { $0.lowercased() == "as" }) { return [] }
            if args.last == "--write-taxonomy" { return paths(word, env) }
            return (args.isEmpty || !word.isEmpty ? [] : Commands.analyzeOptions) + paths(word, env)
        case "save":
            return paths(word, env)
        case "export":
            if args.isEmpty { return filter(exportKinds, word) }
            if args.count == 1 { return paths(word, env) }
            if args.count == 2 { return filter(analysisNames(ws), word) }
            return word.isEmpty ? ["--chart"] : []
        case "use", "drop", "show", "explain", "diff", "rename":
            if name == "rename" && args.count >= 1 { return [] }
            if name == "diff" && args.count >= 2 { return [] }
            return filter(analysisNames(ws), word)
        case "compare", "trajectory":
            if args.last?.lowercased() == "to" || (name == "trajectory" && args.count == 1) { return filter(ws.chains.map(\.name), word) }
            return filter(analysisNames(ws) + (args.isEmpty ? [] : ["to"]), word)
        case "clauses", "count":
            let continuesList = before.last(where: { $0 != " " }) == ","
            return clauseCompletions(args, word, ws, command: name, continuesList: continuesList, commandText: command + word)
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

    static func clauseCompletions(_ args: [String], _ word: String, _ ws: Workspace, command: String, continuesList: Bool,
                                  commandText: String) -> [String] {
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
            let filterText = textAfterKeyword("where", in: commandText)
            let (candidates, expectsTerm) = filterCompletions(filterText, word, ws)
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

    /// Inside a filter, from the filter language's own completion: fields, operators that fit the
    /// field, the values present in the workspace, @names. `filterText` runs from after `where` to
    /// the cursor; `word` is the word libedit replaces (its last characters). `expectsTerm` is true
    /// where a finished term could be followed by `and`/`or` or a clause keyword.
    static func filterCompletions(_ filterText: String, _ word: String, _ ws: Workspace) -> (candidates: [String], expectsTerm: Bool) {
        let c = FilterCompletion.complete(filterText, workspace: ws)
        let chars = Array(filterText)
        let wordStart = max(0, chars.count - word.count)
        var out: [String] = []
        for candidate in c.candidates {
            if c.replaceFrom >= wordStart {
                out.append(String(chars[wordStart..<c.replaceFrom]) + candidate)
            } else {
                // The token began before the word (e.g. a quoted value with a space): keep its tail.
                let typed = String(chars[c.replaceFrom..<wordStart])
                if candidate.hasPrefix(typed) { out.append(String(candidate.dropFirst(typed.count))) }
            }
        }
        // Judge the position before the typed prefix narrows the list: can a new term start here?
        let context = FilterCompletion.complete(String(chars[0..<c.replaceFrom]), workspace: ws).candidates
        return (out, context.contains("and") || context.contains("or"))
    }

    /// Candidates starting with `word` (case-insensitive), each once.
    static func filter(_ candidates: [String], _ word: String) -> [String] {
        let lower = word.lowercased()
        var seen = Set<String>()
        return candidates.filter { $0.lowercased().hasPrefix(lower) && seen.insert($0).inserted }
    }

    /// The text after the last unquoted `keyword` word of a command.
    static func textAfterKeyword(_ keyword: String, in command: String) -> String {
        guard let words = try? tokenize(command + "\"\""), let w = words.last(where: { $0.isKeyword(keyword) }) else {
            guard let words = try? tokenize(command), let w = words.last(where: { $0.isKeyword(keyword) }) else { return "" }
            return String(Array(command)[w.span.upperBound...]).drop { $0 == " " }.description
        }
        return String(Array(command)[min(w.span.upperBound, command.count)...]).drop { $0 == " " }.description
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
