// Lexer.swift: splits filter text into tokens, each with its character span in the source.
//
// Spans are in Characters (not bytes) because the shell draws carets under characters. The lexer
// never fails outright: a malformed piece becomes an issue and lexing goes on, so one pass can
// report several mistakes.

/// A punctuation token of the filter language.
public enum FilterSymbol: String, Sendable, CaseIterable {
    case leftParen = "(", rightParen = ")", comma = ",", colon = ":", range = ".."
    case equal = "=", notEqual = "!=", less = "<", lessEqual = "<=", greater = ">", greaterEqual = ">="
    case tilde = "~", notTilde = "!~"
    case andAnd = "&&", orOr = "||", bang = "!", minus = "-"
}

public enum TokenKind: Equatable, Sendable {
    /// An unquoted word: a field name, a keyword (and, or, not, in, has), a number or a value.
    case word(String)
    /// A quoted string, quotes removed and escapes resolved.
    case quoted(String)
    /// `/pattern/`: the pattern as written between the slashes.
    case regex(String)
    /// `@NAME`: a named filter.
    case named(String)
    case symbol(FilterSymbol)
    case end
}

public struct Token: Equatable, Sendable {
    public var kind: TokenKind
    /// Character range in the filter source.
    public var span: Range<Int>
    /// True when whitespace (or the start of the text) comes right before the token.
    public var spaceBefore: Bool

    /// The token as the user typed it, for messages.
    public func display(_ source: [Character]) -> String {
        if case .end = kind { return "end of filter" }
        return String(source[span.clamped(to: 0..<source.count)])
    }

    /// The lower-cased text of an unquoted word, or nil.
    public var keyword: String? {
        if case .word(let w) = kind { return w.lowercased() }
        return nil
    }

    public func isSymbol(_ s: FilterSymbol) -> Bool { kind == .symbol(s) }
}

/// A mistake in a filter: a message and the character span (in the filter source) it is about.
public struct FilterIssue: Equatable, Sendable {
    public var message: String
    public var span: Range<Int>

    public init(_ message: String, _ span: Range<Int>) { self.message = message; self.span = span }
}

enum Lexer {
    /// Characters that end an unquoted word.
    static let special: Set<Character> = ["(", ")", ",", ":", "=", "!", "<", ">", "~", "\"", "'", "/", "@", "&", "|"]

    static func isWordCharacter(_ c: Character) -> Bool { !c.isWhitespace && !special.contains(c) }

    /// Tokens of `source`, ending with `.end`, and any lexical issues.
    static func tokenize(_ source: [Character]) -> (tokens: [Token], issues: [FilterIssue]) {
        var tokens: [Token] = []
        var issues: [FilterIssue] = []
        var k = 0
        var space = true
        func add(_ kind: TokenKind, _ start: Int) {
            tokens.append(Token(kind: kind, span: start..<k, spaceBefore: space))
            space = false
        }
        func peek(_ d: Int = 0) -> Character? { k + d < source.count ? source[k + d] : nil }

        while k < source.count {
            let c = source[k]
            let start = k
            if c.isWhitespace { k += 1; space = true; continue }
            switch c {
            case "(": k += 1; add(.symbol(.leftParen), start)
            case ")": k += 1; add(.symbol(.rightParen), start)
            case ",": k += 1; add(.symbol(.comma), start)
            case ":": k += 1; add(.symbol(.colon), start)
            case "~": k += 1; add(.symbol(.tilde), start)
            case "=":
                k += peek(1) == "=" ? 2 : 1  // `==` reads as `=`
                add(.symbol(.equal), start)
            case "!":
                if peek(1) == "=" { k += 2; add(.symbol(.notEqual), start) }
                else if peek(1) == "~" { k += 2; add(.symbol(.notTilde), start) }
                else { k += 1; add(.symbol(.bang), start) }
            case "<", ">":
                let eq = peek(1) == "="
                k += eq ? 2 : 1
                add(.symbol(c == "<" ? (eq ? .lessEqual : .less) : (eq ? .greaterEqual : .greater)), start)
            case "&", "|":
                if peek(1) == c {
                    k += 2
                    add(.symbol(c == "&" ? .andAnd : .orOr), start)
                } else {
                    k += 1
                    issues.append(FilterIssue("unexpected '\(c)' (did you mean '\(c)\(c)'?)", start..<k))
                    space = true
                }
            case "\"", "'":
                k += 1
                var text = ""
                var closed = false
                while k < source.count {
                    let ch = source[k]
                    if ch == c { closed = true; k += 1; break }
                    if ch == "\\", k + 1 < source.count, source[k + 1] == c || source[k + 1] == "\\" {
                        text.append(source[k + 1]); k += 2; continue
                    }
                    text.append(ch); k += 1
                }
                if closed { add(.quoted(text), start) } else {
                    issues.append(FilterIssue("unterminated string (close it with \(c))", start..<start + 1))
                    add(.quoted(text), start)
                }
            case "/":
                k += 1
                var closed = false
                while k < source.count {
                    if source[k] == "\\", k + 1 < source.count { k += 2; continue }
                    if source[k] == "/" { closed = true; break }
                    k += 1
                }
                let pattern = String(source[(start + 1)..<min(k, source.count)])
                if closed { k += 1 } else {
                    issues.append(FilterIssue("unterminated regular expression (close it with /)", start..<start + 1))
                }
                add(.regex(pattern), start)
            case "@":
                k += 1
                while let ch = peek(), isWordCharacter(ch), !(ch == "." && peek(1) == ".") { k += 1 }
                let name = String(source[(start + 1)..<k])
                if name.isEmpty {
                    issues.append(FilterIssue("'@' needs a filter name after it (@NAME)", start..<k))
                    space = true
                } else {
                    add(.named(name), start)
                }
            case "." where peek(1) == ".":
                k += 2
                add(.symbol(.range), start)
            case "-" where !startsNumber(source, k + 1):
                // A '-' that starts a term negates it; inside a word (ingroup-non-elite) it is part of it.
                k += 1
                add(.symbol(.minus), start)
            default:
                k += 1
                while let ch = peek(), isWordCharacter(ch), !(ch == "." && peek(1) == ".") { k += 1 }
                add(.word(String(source[start..<k])), start)
            }
        }
        tokens.append(Token(kind: .end, span: source.count..<source.count + 1, spaceBefore: space))
        return (tokens, issues)
    }

    /// A digit, or a '.' followed by a digit, at `k`: `-0.5` and `-.5` are negative numbers.
    private static func startsNumber(_ s: [Character], _ k: Int) -> Bool {
        guard k < s.count else { return false }
        if s[k].isASCII, s[k].isNumber { return true }
        return s[k] == "." && k + 1 < s.count && s[k + 1].isASCII && s[k + 1].isNumber
    }
}
