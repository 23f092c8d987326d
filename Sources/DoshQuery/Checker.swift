// Checker.swift: FilterExpression → Predicate. Resolves field names, checks every operator and
// value against the field's type, compiles regular expressions and expands @named filters. All
// mistakes are collected (with the span of the exact token) before anything is evaluated.
import DoshModel

/// How a number is compared.
public enum NumberComparison: String, Sendable, Equatable {
    case equal = "=", notEqual = "!=", less = "<", lessEqual = "<=", greater = ">", greaterEqual = ">="

    @inline(__always)
    func holds(_ a: Double, _ b: Double) -> Bool {
        switch self {
        case .equal: a == b
        case .notEqual: a != b
        case .less: a < b
        case .lessEqual: a <= b
        case .greater: a > b
        case .greaterEqual: a >= b
        }
    }
}

/// What a string (or each proxy term) is tested for; needles are lower-cased UTF-8.
public enum StringTest: Sendable, Equatable {
    case equalsAny([[UInt8]])
    case contains(ByteSearchNeedle)
    case matches(FilterRegex)
}

/// A substring to look for (lower-cased UTF-8).
public struct ByteSearchNeedle: Sendable, Equatable {
    let search: ByteSearch
    init(_ bytes: [UInt8]) { search = ByteSearch(bytes) }
}

/// A checked filter: every field resolved, every value of the field's type.
public indirect enum Predicate: Sendable, Equatable {
    case constant(Bool)
    case all([Predicate])
    case any([Predicate])
    case not(Predicate)
    case number(ClauseField, NumberComparison, Double)
    case numberIn(ClauseField, [Double])
    case numberBetween(ClauseField, Double, Double)
    case numbers(ClauseField, NumberComparison, ClauseField)
    /// The label's raw value is in the bit mask.
    case label(ClauseField, mask: UInt32)
    case labels(ClauseField, equal: Bool, ClauseField)
    case flag(ClauseField, Bool)
    case flags(ClauseField, equal: Bool, ClauseField)
    case string(ClauseField, StringTest)
    case strings(ClauseField, equal: Bool, ClauseField)
    /// Some proxy term passes the test.
    case anyTerm(StringTest)
}

/// The lower-cased UTF-8 of `s`, folded the way ClauseTable folds clause text.
func folded(_ s: some StringProtocol) -> [UInt8] {
    let utf8 = Array(s.utf8)
    if utf8.allSatisfy({ $0 < 0x80 }) { return utf8.map { ($0 &- 0x41) < 26 ? $0 | 0x20 : $0 } }
    return Array(s.lowercased().utf8)
}

struct Checker {
    let source: [Character]
    let filters: [String: String]
    /// Named filters being expanded, outermost first (for recursion).
    var expanding: [String]
    var issues: [FilterIssue] = []

    init(source: [Character], filters: [String: String], expanding: [String]) {
        self.source = source
        self.filters = filters
        self.expanding = expanding
    }

    mutating func check(_ e: FilterExpression) -> Predicate {
        switch e {
        case .and(let terms): return .all(terms.map { check($0) })
        case .or(let terms): return .any(terms.map { check($0) })
        case .not(let inner, _): return .not(check(inner))
        case .invalid: return .constant(false)
        case .text(let operand): return checkText(operand)
        case .named(let name): return expand(name)
        case .bare(let name): return checkBare(name)
        case .compare(let name, let op, let opSpan, let value):
            guard let field = resolve(name) else { checkOperandAlone(value); return .constant(false) }
            return checkCompare(field, name, op, opSpan, value)
        case .oneOf(let name, let inSpan, let values):
            guard let field = resolve(name) else { return .constant(false) }
            return checkOneOf(field, name, inSpan, values)
        case .range(let name, let lo, let hi):
            guard let field = resolve(name) else { return .constant(false) }
            return checkRange(field, name, lo, hi)
        }
    }

    // MARK: fields

    mutating func resolve(_ name: SourceName) -> ClauseField? {
        if let f = ClauseField(name: name.text) { return f }
        issues.append(FilterIssue("unknown field '\(name.text)'" + didYouMean(suggestField(name.text)), name.span))
        return nil
    }

    func suggestField(_ word: String) -> String? {
        closestMatch(to: word, in: ClauseField.allCases.map(\.rawValue))
    }

    /// "a number", "a label", … for messages.
    static func describe(_ f: ClauseField) -> String {
        switch f.type {
        case .number: "a number"
        case .label: "a label"
        case .boolean: "true or false"
        case .string: "a string"
        case .stringList: "a list of strings"
        }
    }

    /// The operators a field takes, for "use …" hints.
    static func operators(_ f: ClauseField) -> String {
        switch f.type {
        case .number: "=, !=, <, <=, >, >= or in"
        case .label: "=, != or in"
        case .boolean: "= or !=, or the field on its own"
        case .string: "=, !=, ~, !~ or in"
        case .stringList: "has, ~ or !~"
        }
    }

    mutating func notApplicable(_ opText: String, _ f: ClauseField, _ span: Range<Int>) -> Predicate {
        issues.append(FilterIssue("'\(opText)' does not apply to \(f.rawValue) (\(Checker.describe(f))); use \(Checker.operators(f))", span))
        return .constant(false)
    }

    // MARK: terms on their own

    mutating func checkBare(_ name: SourceName) -> Predicate {
        let lower = name.text.lowercased()
        if let f = ClauseField(rawValue: lower) ?? ClauseField.aliases[lower].flatMap({ $0.type == .boolean ? $0 : nil }) {
            if f.type == .boolean { return .flag(f, true) }
            let example: String
            switch f.type {
            case .number: example = "\(f.rawValue) >= 0.5"
            case .label(let names): example = "\(f.rawValue) = \(names[0])"
            case .stringList: example = "\(f.rawValue) has \"word\""
            default: example = "\(f.rawValue) ~ \"word\""
            }
            issues.append(FilterIssue("\(f.rawValue) is \(Checker.describe(f)): compare it (\(example)), or quote \"\(name.text)\" to search the text", name.span))
            return .constant(false)
        }
        return .string(.text, .contains(ByteSearchNeedle(folded(name.text))))
    }

    mutating func checkText(_ operand: Operand) -> Predicate {
        switch operand {
        case .regex(let pattern, let span):
            guard let re = compileRegex(pattern, span) else { return .constant(false) }
            return .string(.text, .matches(re))
        default:
            return .string(.text, .contains(ByteSearchNeedle(folded(operand.text))))
        }
    }

    /// When the field is unknown, the value can still hold a mistake worth reporting (a bad regex).
    mutating func checkOperandAlone(_ v: Operand) {
        if case .regex(let p, let s) = v { _ = compileRegex(p, s) }
    }

    mutating func compileRegex(_ pattern: String, _ span: Range<Int>) -> FilterRegex? {
        do {
            return try FilterRegex(pattern)
        } catch {
            // The pattern starts one character after the opening slash.
            let lo = min(span.lowerBound + 1 + error.range.lowerBound, span.upperBound)
            let hi = min(max(span.lowerBound + 1 + error.range.upperBound, lo + 1), max(span.upperBound, lo + 1))
            issues.append(FilterIssue(error.message, lo..<hi))
            return nil
        }
    }

    // MARK: @named filters

    mutating func expand(_ name: SourceName) -> Predicate {
        guard let text = filters[name.text] else {
            let suggestion = closestMatch(to: name.text, in: filters.keys.sorted()).map { "@" + $0 }
            let known = filters.isEmpty ? "; 'filter save NAME EXPR' defines one" : ""
            issues.append(FilterIssue("unknown filter '@\(name.text)'" + didYouMean(suggestion) + known, name.span))
            return .constant(false)
        }
        if let k = expanding.firstIndex(of: name.text) {
            let cycle = (expanding[k...] + [name.text]).map { "@" + $0 }.joined(separator: " → ")
            issues.append(FilterIssue("filter @\(name.text) refers to itself (\(cycle))", name.span))
            return .constant(false)
        }
        let chars = Array(text)
        let (expr, parseIssues) = Parser.parse(chars)
        var inner = Checker(source: chars, filters: filters, expanding: expanding + [name.text])
        let predicate = inner.check(expr)
        let all = parseIssues + inner.issues
        if let first = all.first {
            // Its own positions mean nothing in this command: report at the @NAME, once.
            let message = first.message.hasPrefix("filter @") ? first.message : "in filter @\(name.text): \(first.message)"
            issues.append(FilterIssue(message, name.span))
            return .constant(false)
        }
        return predicate
    }

    // MARK: comparisons

    /// A word that names another field (so `se > ij` compares two columns).
    func fieldOperand(_ lhs: ClauseField, _ v: Operand) -> ClauseField? {
        guard case .word(let w, _) = v, let f = ClauseField(name: w) else { return nil }
        switch lhs.type {
        case .label(let names): return labelIndex(lhs, w, names: names) == nil ? f : nil
        case .number: return Double(w) == nil ? f : nil
        case .boolean: return Checker.boolean(w) == nil ? f : nil
        default: return f
        }
    }

    mutating func checkCompare(_ f: ClauseField, _ name: SourceName, _ op: ComparisonOperator, _ opSpan: Range<Int>,
                               _ v: Operand) -> Predicate {
        let opText = op == .colon ? ":" : op.rawValue
        if case .regex(let p, let s) = v, op != .matches, op != .notMatches, op != .colon {
            _ = compileRegex(p, s)
            issues.append(FilterIssue("a regular expression needs ~ or !~ (as in \(f.rawValue) ~ /…/)", s))
            return .constant(false)
        }
        // field OP field
        if [.equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual].contains(op), let other = fieldOperand(f, v) {
            return checkFields(f, op, opSpan, other, v.span)
        }
        switch f.type {
        case .number:
            let cmp: NumberComparison
            switch op {
            case .colon, .equal: cmp = .equal
            case .notEqual: cmp = .notEqual
            case .less: cmp = .less
            case .lessEqual: cmp = .lessEqual
            case .greater: cmp = .greater
            case .greaterEqual: cmp = .greaterEqual
            case .matches, .notMatches, .has: return notApplicable(opText, f, opSpan)
            }
            guard let x = number(f, v) else { return .constant(false) }
            return .number(f, cmp, x)
        case .label(let names):
            guard [.colon, .equal, .notEqual].contains(op) else { return notApplicable(opText, f, opSpan) }
            guard let i = label(f, names, v) else { return .constant(false) }
            let p = Predicate.label(f, mask: 1 << UInt32(i))
            return op == .notEqual ? .not(p) : p
        case .boolean:
            guard [.colon, .equal, .notEqual].contains(op) else { return notApplicable(opText, f, opSpan) }
            guard let b = booleanValue(f, v) else { return .constant(false) }
            return .flag(f, op == .notEqual ? !b : b)
        case .string:
            switch op {
            case .equal, .notEqual:
                let p = Predicate.string(f, .equalsAny([folded(v.text)]))
                return op == .notEqual ? .not(p) : p
            case .matches, .notMatches, .colon:
                let test: StringTest
                if case .regex(let pattern, let s) = v {
                    guard let re = compileRegex(pattern, s) else { return .constant(false) }
                    test = .matches(re)
                } else if op == .colon && f != .text {
                    test = .equalsAny([folded(v.text)])  // id:x and analysis:x name one
                } else {
                    test = .contains(ByteSearchNeedle(folded(v.text)))
                }
                return op == .notMatches ? .not(.string(f, test)) : .string(f, test)
            case .has:
                issues.append(FilterIssue("'has' applies to terms (a list of strings); use ~ to search \(f.rawValue)", opSpan))
                return .constant(false)
            default: return notApplicable(opText, f, opSpan)
            }
        case .stringList:
            switch op {
            case .has, .colon:
                if case .regex(let pattern, let s) = v {
                    guard let re = compileRegex(pattern, s) else { return .constant(false) }
                    return .anyTerm(.matches(re))
                }
                return .anyTerm(.equalsAny([folded(v.text)]))
            case .matches, .notMatches:
                let test: StringTest
                if case .regex(let pattern, let s) = v {
                    guard let re = compileRegex(pattern, s) else { return .constant(false) }
                    test = .matches(re)
                } else {
                    test = .contains(ByteSearchNeedle(folded(v.text)))
                }
                return op == .notMatches ? .not(.anyTerm(test)) : .anyTerm(test)
            default: return notApplicable(opText, f, opSpan)
            }
        }
    }

    mutating func checkFields(_ f: ClauseField, _ op: ComparisonOperator, _ opSpan: Range<Int>, _ g: ClauseField,
                              _ gSpan: Range<Int>) -> Predicate {
        guard f.type == g.type else {
            issues.append(FilterIssue("cannot compare \(f.rawValue) (\(Checker.describe(f))) with \(g.rawValue) (\(Checker.describe(g)))", gSpan))
            return .constant(false)
        }
        switch f.type {
        case .number:
            let cmp = NumberComparison(rawValue: op.rawValue) ?? .equal
            return .numbers(f, cmp, g)
        case .label, .boolean, .string:
            guard op == .equal || op == .notEqual else { return notApplicable(op.rawValue, f, opSpan) }
            switch f.type {
            case .label: return .labels(f, equal: op == .equal, g)
            case .boolean: return .flags(f, equal: op == .equal, g)
            default: return .strings(f, equal: op == .equal, g)
            }
        case .stringList:
            return notApplicable(op.rawValue, f, opSpan)
        }
    }

    mutating func checkOneOf(_ f: ClauseField, _ name: SourceName, _ inSpan: Range<Int>, _ values: [Operand]) -> Predicate {
        for v in values { if case .regex(let p, let s) = v { _ = compileRegex(p, s) } }
        if let r = values.first(where: { if case .regex = $0 { true } else { false } }) {
            issues.append(FilterIssue("a list after 'in' takes values, not regular expressions", r.span))
            return .constant(false)
        }
        switch f.type {
        case .number:
            let xs = values.map { number(f, $0) }
            guard xs.allSatisfy({ $0 != nil }) else { return .constant(false) }
            return .numberIn(f, xs.compactMap { $0 })
        case .label(let names):
            let idx = values.map { label(f, names, $0) }
            guard idx.allSatisfy({ $0 != nil }) else { return .constant(false) }
            return .label(f, mask: idx.compactMap { $0 }.reduce(0) { $0 | 1 << UInt32($1) })
        case .boolean:
            let bs = values.map { booleanValue(f, $0) }
            guard bs.allSatisfy({ $0 != nil }) else { return .constant(false) }
            let set = Set(bs.compactMap { $0 })
            return set.count == 2 ? .constant(true) : .flag(f, set.first!)
        case .string:
            return .string(f, .equalsAny(values.map { folded($0.text) }))
        case .stringList:
            issues.append(FilterIssue("'in' does not apply to terms (a list of strings); use has (terms has \"word\")", inSpan))
            return .constant(false)
        }
    }

    mutating func checkRange(_ f: ClauseField, _ name: SourceName, _ lo: Operand, _ hi: Operand) -> Predicate {
        guard f.type == .number else {
            issues.append(FilterIssue("a range lo..hi needs a number field; \(f.rawValue) is \(Checker.describe(f))", name.span))
            return .constant(false)
        }
        let a = number(f, lo), b = number(f, hi)
        guard let a, let b else { return .constant(false) }
        guard a <= b else {
            issues.append(FilterIssue("empty range: \(formatShortest(a)) is above \(formatShortest(b))", lo.span.lowerBound..<hi.span.upperBound))
            return .constant(false)
        }
        return .numberBetween(f, a, b)
    }

    // MARK: values

    mutating func number(_ f: ClauseField, _ v: Operand) -> Double? {
        if case .word(let w, _) = v, let x = Double(w), x.isFinite { return x }
        if f == .tier, let t = Tier(name: v.text) { return Double(t.number) }  // tier = tier2
        issues.append(FilterIssue("expected a number for \(f.rawValue), not \(quote(v))", v.span))
        return nil
    }

    mutating func booleanValue(_ f: ClauseField, _ v: Operand) -> Bool? {
        if let b = Checker.boolean(v.text) { return b }
        issues.append(FilterIssue("expected true or false for \(f.rawValue), not \(quote(v))", v.span))
        return nil
    }

    static func boolean(_ w: String) -> Bool? {
        switch w.lowercased() {
        case "true", "yes", "y", "1": true
        case "false", "no", "n", "0": false
        default: nil
        }
    }

    /// The index (raw value) of a label spelling for field `f`, or nil.
    func labelIndex(_ f: ClauseField, _ text: String, names: [String]) -> Int? {
        let lower = text.lowercased()
        if let i = names.firstIndex(where: { $0.lowercased() == lower }) { return i }
        return f.labelAliases[lower]
    }

    mutating func label(_ f: ClauseField, _ names: [String], _ v: Operand) -> Int? {
        if let i = labelIndex(f, v.text, names: names) { return i }
        let aliases = f.labelAliases
        let suggestion = closestMatch(to: v.text, in: names)
            ?? closestMatch(to: v.text, in: aliases.keys.sorted()).flatMap { aliases[$0].map { names[$0] } }
        issues.append(FilterIssue("unknown \(f.rawValue) \(quote(v))" + didYouMean(suggestion) + " (one of: \(names.joined(separator: ", ")))", v.span))
        return nil
    }

    func quote(_ v: Operand) -> String {
        switch v {
        case .word(let w, _): "'\(w)'"
        case .quoted(let s, _): "\"\(s)\""
        case .regex(let p, _): "/\(p)/"
        }
    }
}
