// Completion.swift: what can come next while a filter is being typed — field names at the start of
// a term, operators after a field, the values present in the workspace after an operator, and
// saved filter names after '@'. The shell's line editor asks this with the text up to the cursor.
import DoshModel

public struct FilterCompletion: Equatable, Sendable {
    /// Character offset in the text where the token being typed starts (the candidates replace
    /// the text from there to the cursor).
    public var replaceFrom: Int
    /// Full tokens that fit, in a useful order (fields as listed, labels in their order).
    public var candidates: [String]

    public init(replaceFrom: Int, candidates: [String]) {
        self.replaceFrom = replaceFrom
        self.candidates = candidates
    }

    /// Completions for `text` (a filter typed up to the cursor) in `workspace`.
    public static func complete(_ text: String, workspace: Workspace) -> FilterCompletion {
        let chars = Array(text)
        var tokens = Lexer.tokenize(chars).tokens
        tokens.removeLast()  // .end
        var prefix = ""
        var from = chars.count
        if let last = tokens.last, last.span.upperBound == chars.count {
            switch last.kind {
            case .word(let w):
                prefix = w; from = last.span.lowerBound; tokens.removeLast()
            case .named(let n):
                let names = workspace.filters.keys.sorted().filter { $0.lowercased().hasPrefix(n.lowercased()) }
                return FilterCompletion(replaceFrom: last.span.lowerBound, candidates: names.map { "@" + $0 })
            case .quoted, .regex:
                return FilterCompletion(replaceFrom: chars.count, candidates: [])  // inside a string: nothing to offer
            case .symbol, .end:
                break
            }
        } else if chars.last == "@" {
            return FilterCompletion(replaceFrom: chars.count - 1, candidates: workspace.filters.keys.sorted().map { "@" + $0 })
        }
        let all = candidates(after: tokens, workspace)
        let lower = prefix.lowercased()
        var seen = Set<String>()
        // A value that needs quotes still completes from its first letters ("desig → "designated zone").
        let fitting = all.filter { c in
            let bare = c.hasPrefix("\"") ? String(c.dropFirst()) : c
            return (c.lowercased().hasPrefix(lower) || bare.lowercased().hasPrefix(lower)) && seen.insert(c).inserted
        }
        return FilterCompletion(replaceFrom: from, candidates: fitting)
    }

    static let termStart = ClauseField.allCases.map(\.rawValue) + ["not"]

    /// Everything that may follow `tokens` (before filtering by what is typed).
    static func candidates(after tokens: [Token], _ ws: Workspace) -> [String] {
        guard let last = tokens.last else { return termStart + namedFilters(ws) }
        let before = tokens.count >= 2 ? tokens[tokens.count - 2] : nil
        switch last.kind {
        case .symbol(let s):
            switch s {
            case .leftParen:
                // `field in (` takes values; any other '(' starts a term.
                if let f = listField(tokens, closeIndex: tokens.count - 1) { return values(f, ws) }
                return termStart + namedFilters(ws)
            case .comma:
                if let open = tokens.lastIndex(where: { $0.isSymbol(.leftParen) }), let f = listField(tokens, closeIndex: open) {
                    return values(f, ws)
                }
                return []
            case .andAnd, .orOr, .bang, .minus:
                return termStart + namedFilters(ws)
            case .rightParen:
                return ["and", "or", "not"] + ClauseField.allCases.map(\.rawValue)
            case .range:
                return []
            default:
                // A comparison operator or ':': the field's values.
                if let b = before, case .word(let w) = b.kind, let f = ClauseField(name: w) { return values(f, ws) }
                // `field:>=` — the field is two back.
                if tokens.count >= 3, tokens[tokens.count - 2].isSymbol(.colon), case .word(let w) = tokens[tokens.count - 3].kind,
                   let f = ClauseField(name: w) {
                    return values(f, ws)
                }
                return []
            }
        case .word(let w):
            let lower = w.lowercased()
            if ["and", "or", "not"].contains(lower) { return termStart + namedFilters(ws) }
            if lower == "has", let b = before, case .word(let fw) = b.kind, let f = ClauseField(name: fw) { return values(f, ws) }
            if lower == "in" { return ["("] }
            // A field in term position: its operators.
            let inTermPosition = before.map { b -> Bool in
                if case .word(let bw) = b.kind { return ["and", "or", "not"].contains(bw.lowercased()) || !isOperatorWord(bw) }
                if case .symbol(let s) = b.kind { return [.leftParen, .andAnd, .orOr, .bang, .minus, .rightParen].contains(s) }
                return true
            } ?? true
            if inTermPosition, let f = ClauseField(name: w) { return operators(f) }
            return ["and", "or", "not"] + ClauseField.allCases.map(\.rawValue)
        case .quoted, .regex, .named:
            return ["and", "or", "not"] + ClauseField.allCases.map(\.rawValue)
        case .end:
            return []
        }
    }

    static func isOperatorWord(_ w: String) -> Bool { ["in", "has"].contains(w.lowercased()) }

    /// For `field in ( … ` with '(' at `closeIndex`: the field.
    static func listField(_ tokens: [Token], closeIndex: Int) -> ClauseField? {
        guard closeIndex >= 2, tokens[closeIndex - 1].keyword == "in", case .word(let w) = tokens[closeIndex - 2].kind else { return nil }
        return ClauseField(name: w)
    }

    static func operators(_ f: ClauseField) -> [String] {
        switch f.type {
        case .number: ["=", "!=", "<", "<=", ">", ">=", "in"]
        case .label: ["=", "!=", "in"]
        case .boolean: ["=", "!=", "and", "or"]
        case .string: ["~", "!~", "=", "!=", "in"]
        case .stringList: ["has", "~", "!~"]
        }
    }

    static func namedFilters(_ ws: Workspace) -> [String] { ws.filters.keys.sorted().map { "@" + $0 } }

    /// The values of `f` present in the workspace (labels in their declared order).
    static func values(_ f: ClauseField, _ ws: Workspace) -> [String] {
        let analyses = ws.allAnalyses
        switch f.type {
        case .label(let names):
            var present = Set<UInt8>()
            for a in analyses {
                let t = a.clauses
                switch f {
                case .group: for g in t.group { present.insert(g.rawValue) }
                case .effect: for e in t.effect { present.insert(e.rawValue) }
                default: for s in t.section { present.insert(s.rawValue) }
                }
            }
            return names.indices.filter { present.contains(UInt8($0)) }.map { names[$0] }
        case .boolean: return ["true", "false"]
        case .stringList:
            var terms = Set<String>()
            for a in analyses { for j in 0..<a.clauses.terms.count { terms.insert(a.clauses.terms[j]) } }
            return terms.sorted().map(quoteIfNeeded)
        case .string where f == .analysis: return analyses.map { quoteIfNeeded($0.name) }
        case .string where f == .id:
            return analyses.flatMap { a in a.clauses.indices.map { a.clauses.ids[$0] } }.filter { !$0.isEmpty }.map(quoteIfNeeded)
        default: return []
        }
    }

    /// A value as it must be typed: quoted when it holds spaces or filter punctuation.
    static func quoteIfNeeded(_ s: String) -> String {
        if !s.isEmpty, s.allSatisfy(Lexer.isWordCharacter), !s.contains(".."), !s.hasPrefix("-") { return s }
        var out = "\""
        for c in s {
            if c == "\"" || c == "\\" { out.append("\\") }
            out.append(c)
        }
        return out + "\""
    }
}
