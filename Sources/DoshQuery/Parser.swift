// Parser.swift: tokens → FilterExpression, by recursive descent.
//
//   filter  := or
//   or      := and (("or" | "||") and)*
//   and     := unary (("and" | "&&")? unary)*          juxtaposition means and
//   unary   := ("not" | "!" | "-") unary | primary
//   primary := "(" or ")" | "@"NAME | STRING | /REGEX/
//            | FIELD OP value | FIELD "in" "(" value ("," value)* ")" | FIELD "has" value
//            | FIELD ":" [OP] value | FIELD ":" value ".." value | WORD
//
// The parser records an issue and carries on where it can (skipping the offending token), so one
// pass reports several mistakes; it always consumes a token per step, so it always ends.

struct Parser {
    let source: [Character]
    let tokens: [Token]
    var k = 0
    var issues: [FilterIssue] = []
    /// Nesting depth, bounded so a pathological input cannot exhaust the stack.
    var depth = 0
    static let maxDepth = 200
    var tooDeep = false

    init(source: [Character], tokens: [Token]) {
        self.source = source
        self.tokens = tokens
    }

    /// Parses a whole filter.
    static func parse(_ source: [Character]) -> (FilterExpression, [FilterIssue]) {
        let (tokens, lexIssues) = Lexer.tokenize(source)
        var p = Parser(source: source, tokens: tokens)
        p.issues = lexIssues
        var expr: FilterExpression
        if p.atEnd {
            p.issues.append(FilterIssue("empty filter", p.current.span))
            expr = .invalid
        } else {
            expr = p.parseOr()
        }
        expr = p.recoverStrays(expr, inParentheses: false)
        p.issues.sort { ($0.span.lowerBound, $0.span.upperBound) < ($1.span.lowerBound, $1.span.upperBound) }
        return (expr, p.issues)
    }

    /// After a complete expression, tokens that cannot continue it (a stray ')' or ',', an operator
    /// with nothing before it): each is reported and skipped, and any terms after them still parsed.
    mutating func recoverStrays(_ expr: FilterExpression, inParentheses: Bool) -> FilterExpression {
        var expr = expr
        while !atEnd && !(inParentheses && current.isSymbol(.rightParen)) {
            let t = advance()
            issues.append(FilterIssue(t.isSymbol(.rightParen) ? "unmatched ')'" : "unexpected '\(t.display(source))'", t.span))
            if canStartTerm { expr = .and([expr, parseOr()]) }
        }
        return expr
    }

    var current: Token { tokens[k] }
    var atEnd: Bool { current.kind == .end }

    mutating func advance() -> Token {
        let t = tokens[k]
        if t.kind != .end { k += 1 }
        return t
    }

    /// True when the current token can begin a term (so juxtaposition continues an `and`).
    var canStartTerm: Bool {
        switch current.kind {
        case .word:
            return !["and", "or", "in", "has"].contains(current.keyword ?? "")
        case .quoted, .regex, .named: return true
        case .symbol(let s): return s == .leftParen || s == .bang || s == .minus
        case .end: return false
        }
    }

    mutating func parseOr() -> FilterExpression {
        var terms = [parseAnd()]
        while current.keyword == "or" || current.isSymbol(.orOr) {
            let op = advance()
            terms.append(parseOperand(after: op, next: { p in p.parseAnd() }))
        }
        return terms.count == 1 ? terms[0] : .or(terms)
    }

    mutating func parseAnd() -> FilterExpression {
        var terms = [parseUnary()]
        while true {
            if current.keyword == "and" || current.isSymbol(.andAnd) {
                let op = advance()
                terms.append(parseOperand(after: op, next: { p in p.parseUnary() }))
            } else if canStartTerm {
                terms.append(parseUnary())
            } else {
                return terms.count == 1 ? terms[0] : .and(terms)
            }
        }
    }

    /// The term after `and`/`or`, or an issue when there is none ("a dangling operator").
    mutating func parseOperand(after op: Token, next: (inout Parser) -> FilterExpression) -> FilterExpression {
        if canStartTerm { return next(&self) }
        let what = current.kind == .end ? "" : ", found '\(current.display(source))'"
        issues.append(FilterIssue("expected a condition after '\(op.display(source))'\(what)", current.span))
        if !atEnd && !current.isSymbol(.rightParen) {
            k += 1  // skip the stray token and read on, so later mistakes are found too
            if canStartTerm { return next(&self) }
        }
        return .invalid
    }

    mutating func parseUnary() -> FilterExpression {
        let t = current
        if t.keyword == "not" || t.isSymbol(.bang) || t.isSymbol(.minus) {
            k += 1
            guard canStartTerm else { return parseOperand(after: t, next: { p in p.parseUnary() }) }
            return nested { p in .not(p.parseUnary(), t.span) }
        }
        return parsePrimary()
    }

    /// Runs `body` one level deeper, refusing absurd nesting instead of overflowing the stack.
    mutating func nested(_ body: (inout Parser) -> FilterExpression) -> FilterExpression {
        guard depth < Parser.maxDepth else {
            issues.append(FilterIssue("filter nested too deeply (more than \(Parser.maxDepth) levels)", current.span))
            k = tokens.count - 1  // give up on the rest: one issue is enough here
            tooDeep = true
            return .invalid
        }
        depth += 1
        defer { depth -= 1 }
        return body(&self)
    }

    mutating func parsePrimary() -> FilterExpression {
        let t = current
        switch t.kind {
        case .symbol(.leftParen):
            k += 1
            var inner = nested { p in p.parseOr() }
            inner = recoverStrays(inner, inParentheses: true)
            if current.isSymbol(.rightParen) {
                k += 1
            } else if !tooDeep {
                issues.append(FilterIssue("unclosed '(' (no matching ')')", t.span))
            }
            return inner
        case .named(let name):
            k += 1
            return .named(SourceName(text: name, span: t.span))
        case .quoted(let s):
            k += 1
            return .text(.quoted(s, t.span))
        case .regex(let s):
            k += 1
            return .text(.regex(s, t.span))
        case .word(let w):
            k += 1
            return parseAfterWord(SourceName(text: w, span: t.span))
        case .end:
            issues.append(FilterIssue("expected a condition", t.span))
            return .invalid
        case .symbol:
            issues.append(FilterIssue("expected a condition, found '\(t.display(source))'", t.span))
            if !t.isSymbol(.rightParen) { k += 1 }
            return .invalid
        }
    }

    /// What follows a word decides what it is: a comparison's field, or a term on its own.
    mutating func parseAfterWord(_ name: SourceName) -> FilterExpression {
        let t = current
        if case .symbol(let s) = t.kind, let op = ComparisonOperator(s) {
            k += 1
            guard let v = parseValue(after: t) else { return .invalid }
            return .compare(name, op, t.span, v)
        }
        if t.keyword == "has" {
            k += 1
            guard let v = parseValue(after: t) else { return .invalid }
            return .compare(name, .has, t.span, v)
        }
        if t.keyword == "in" {
            k += 1
            return parseList(name, inSpan: t.span)
        }
        if t.isSymbol(.colon) {
            k += 1
            // field:>=x
            if case .symbol(let s) = current.kind, let op = ComparisonOperator(s), op != .matches, op != .notMatches {
                let opToken = advance()
                guard let v = parseValue(after: opToken) else { return .invalid }
                return .compare(name, op, opToken.span, v)
            }
            guard let lo = parseValue(after: t) else { return .invalid }
            if current.isSymbol(.range) {
                let dots = advance()
                guard let hi = parseValue(after: dots) else { return .invalid }
                return .range(name, lo, hi)
            }
            return .compare(name, .colon, t.span, lo)
        }
        return .bare(name)
    }

    /// `( a, b, … )` after `in`.
    mutating func parseList(_ name: SourceName, inSpan: Range<Int>) -> FilterExpression {
        guard current.isSymbol(.leftParen) else {
            issues.append(FilterIssue("expected '(' after 'in', as in \(name.text) in (a, b)", current.span))
            return .invalid
        }
        let open = advance()
        var values: [Operand] = []
        var separator = open
        while true {
            guard let v = parseValue(after: separator) else { return skipToCloseParen() }
            values.append(v)
            if current.isSymbol(.comma) { separator = advance(); continue }
            if current.isSymbol(.rightParen) { k += 1; break }
            if atEnd {
                issues.append(FilterIssue("unclosed '(' (no matching ')')", open.span))
            } else {
                issues.append(FilterIssue("expected ',' or ')' in the list, found '\(current.display(source))'", current.span))
                _ = skipToCloseParen()
            }
            return .invalid
        }
        return .oneOf(name, inSpan, values)
    }

    /// After a broken list: skips to its ')' so the rest of the filter is still read.
    mutating func skipToCloseParen() -> FilterExpression {
        while !atEnd && !current.isSymbol(.rightParen) { k += 1 }
        if current.isSymbol(.rightParen) { k += 1 }
        return .invalid
    }

    /// A value after an operator: a word, a quoted string, a /regex/ or a negative number.
    mutating func parseValue(after op: Token) -> Operand? {
        let t = current
        switch t.kind {
        case .word(let w) where !["and", "or", "not"].contains(t.keyword ?? ""):
            k += 1
            return .word(w, t.span)
        case .quoted(let s):
            k += 1
            return .quoted(s, t.span)
        case .regex(let s):
            k += 1
            return .regex(s, t.span)
        default:
            let what = t.kind == .end ? "" : ", found '\(t.display(source))'"
            issues.append(FilterIssue("expected a value after '\(op.display(source))'\(what)", t.span))
            return nil
        }
    }
}
