// Syntax.swift: the filter's syntax tree as parsed, before any field or value is checked.
// Every node keeps the character span of what it came from, so the checker can point at it.

/// A word as written, with its span.
public struct SourceName: Equatable, Sendable {
    public var text: String
    public var span: Range<Int>
}

/// The right-hand side of a comparison, as written.
public enum Operand: Equatable, Sendable {
    /// An unquoted word: a number, a label, true/false, a field name, or a bare value.
    case word(String, Range<Int>)
    case quoted(String, Range<Int>)
    /// `/pattern/`; the span covers the slashes.
    case regex(String, Range<Int>)

    public var span: Range<Int> {
        switch self {
        case .word(_, let s), .quoted(_, let s), .regex(_, let s): s
        }
    }

    public var text: String {
        switch self {
        case .word(let t, _), .quoted(let t, _), .regex(let t, _): t
        }
    }
}

/// A comparison operator as written (`:` is the shorthand, whose meaning depends on the field).
public enum ComparisonOperator: String, Equatable, Sendable {
    case equal = "=", notEqual = "!=", less = "<", lessEqual = "<=", greater = ">", greaterEqual = ">="
    case matches = "~", notMatches = "!~", has = "has", colon = ":"

    init?(_ s: FilterSymbol) {
        switch s {
        case .equal: self = .equal
        case .notEqual: self = .notEqual
        case .less: self = .less
        case .lessEqual: self = .lessEqual
        case .greater: self = .greater
        case .greaterEqual: self = .greaterEqual
        case .tilde: self = .matches
        case .notTilde: self = .notMatches
        default: return nil
        }
    }

    var isOrdering: Bool { [.less, .lessEqual, .greater, .greaterEqual].contains(self) }
}

/// A parsed filter expression.
public indirect enum FilterExpression: Equatable, Sendable {
    /// Terms joined by and (or juxtaposition), flat: `a b c` is one node with three terms.
    case and([FilterExpression])
    /// Alternatives joined by or, flat.
    case or([FilterExpression])
    /// `not x`, `!x`, `-x`; the span is the operator's.
    case not(FilterExpression, Range<Int>)
    /// `field OP value`; the operator span is kept for messages about the operator.
    case compare(SourceName, ComparisonOperator, Range<Int>, Operand)
    /// `field in (a, b, …)`.
    case oneOf(SourceName, Range<Int>, [Operand])
    /// `field:lo..hi`.
    case range(SourceName, Operand, Operand)
    /// A word on its own: a boolean field, or text to search for.
    case bare(SourceName)
    /// A quoted string or a /regex/ on its own: searched for in the text.
    case text(Operand)
    /// `@NAME`.
    case named(SourceName)
    /// Something that did not parse (an issue was recorded for it).
    case invalid
}
