// Invocation.swift: splitting input into commands and commands into words, keeping the character
// offset of every word so errors can point at it.
import DoshModel

/// A word of a command: quotes removed, with its character span in the command text.
public struct Word: Sendable, Equatable {
    public var text: String
    public var span: Range<Int>
    public var quoted: Bool

    public init(_ text: String, span: Range<Int>, quoted: Bool = false) {
        self.text = text; self.span = span; self.quoted = quoted
    }

    /// True for an unquoted word equal to `keyword` (case-insensitive).
    public func isKeyword(_ keyword: String) -> Bool {
        !quoted && text.lowercased() == keyword
    }
}

/// A mistake in how a command was typed.
public struct UsageError: DoshError, Equatable {
    public var message: String
    public var span: Range<Int>?

    public init(_ message: String, span: Range<Int>? = nil) { self.message = message; self.span = span }
}

/// One command's text, located in its line.
public struct CommandText: Sendable, Equatable {
    public var text: String
    /// Character offset of `text` in the line it came from.
    public var offset: Int
}

/// Splits a line into commands at `;` outside quotes. Empty commands are dropped.
public func splitCommands(_ line: String) -> [CommandText] {
    var out: [CommandText] = []
    var current = ""
    var start = 0
    var quote: Character?
    var escaped = false
    for (k, ch) in line.enumerated() {
        if let q = quote {
            if escaped { escaped = false } else if ch == "\\" && q == "\"" { escaped = true } else if ch == q { quote = nil }
            current.append(ch)
        } else if ch == "\"" || ch == "'" {
            quote = ch
            current.append(ch)
        } else if ch == ";" || ch == "\n" {
            push(&out, current, start)
            current = ""
            start = k + 1
        } else {
            current.append(ch)
        }
    }
    push(&out, current, start)
    return out
}

private func push(_ out: inout [CommandText], _ text: String, _ start: Int) {
    let leading = text.prefix { $0.isWhitespace }.count
    let trimmed = text.trimmedWhitespace
    guard !trimmed.isEmpty else { return }
    out.append(CommandText(text: trimmed, offset: start + leading))
}

/// Splits a command into words: whitespace separates, '…' and "…" group (with \" and \\ inside
/// double quotes).
public func tokenize(_ s: String) throws(UsageError) -> [Word] {
    let chars = Array(s)
    var words: [Word] = []
    var k = 0
    while k < chars.count {
        if chars[k].isWhitespace { k += 1; continue }
        let start = k
        var text = ""
        var quoted = false
        while k < chars.count, !chars[k].isWhitespace {
            let ch = chars[k]
            if ch == "\"" || ch == "'" {
                quoted = true
                let open = k
                k += 1
                var closed = false
                while k < chars.count {
                    if chars[k] == ch { closed = true; k += 1; break }
                    if ch == "\"", chars[k] == "\\", k + 1 < chars.count, chars[k + 1] == "\"" || chars[k + 1] == "\\" {
                        text.append(chars[k + 1]); k += 2; continue
                    }
                    text.append(chars[k]); k += 1
                }
                if !closed { throw UsageError("unterminated quote", span: open..<open + 1) }
            } else {
                text.append(ch)
                k += 1
            }
        }
        words.append(Word(text, span: start..<k, quoted: quoted))
    }
    return words
}

/// A parsed command: its name, its argument words and its text.
public struct Invocation: Sendable {
    public let text: String
    public let name: String
    public let nameSpan: Range<Int>
    public let args: [Word]
    private let chars: [Character]

    public init(_ text: String) throws(UsageError) {
        let words = try tokenize(text)
        guard let first = words.first else { throw UsageError("empty command") }
        self.text = text
        self.name = first.text.lowercased()
        self.nameSpan = first.span
        self.args = Array(words.dropFirst())
        self.chars = Array(text)
    }

    /// Span covering the whole command, for errors about it as a whole.
    public var span: Range<Int> { 0..<chars.count }

    /// Span just past the end, for "expected more" errors.
    public var endSpan: Range<Int> { chars.count..<chars.count + 1 }

    /// The raw text from argument `i` to the end (or to the start of argument `end`), and its offset.
    public func rawText(from i: Int, to end: Int? = nil) -> (text: String, offset: Int) {
        guard i < args.count else { return ("", chars.count) }
        let start = args[i].span.lowerBound
        let stop = end.map { $0 < args.count ? args[$0].span.lowerBound : chars.count } ?? chars.count
        var s = String(chars[start..<stop])
        while s.last?.isWhitespace == true { s.removeLast() }
        return (s, start)
    }

    /// The index of the first unquoted argument equal to one of `keywords`, at or after `from`.
    public func keywordIndex(_ keywords: Set<String>, from: Int = 0) -> Int? {
        guard from < args.count else { return nil }
        return (from..<args.count).first { !args[$0].quoted && keywords.contains(args[$0].text.lowercased()) }
    }

    /// Fails unless there are between `min` and `max` arguments.
    public func expectCount(_ min: Int, _ max: Int, usage: String) throws(UsageError) {
        if args.count < min { throw UsageError("\(name) needs more arguments (usage: \(usage))", span: endSpan) }
        if args.count > max {
            throw UsageError("unexpected '\(args[max].text)' (usage: \(usage))", span: args[max].span)
        }
    }

    /// Argument `i` as a number.
    public func number(_ i: Int, what: String) throws(UsageError) -> Double {
        guard i < args.count else { throw UsageError("\(name) needs \(what)", span: endSpan) }
        guard let v = Double(args[i].text), v.isFinite else {
            throw UsageError("\(what) must be a number, not '\(args[i].text)'", span: args[i].span)
        }
        return v
    }

    /// Argument `i` as a whole number ≥ `minimum`.
    public func integer(_ i: Int, what: String, minimum: Int = 0) throws(UsageError) -> Int {
        guard i < args.count else { throw UsageError("\(name) needs \(what)", span: endSpan) }
        guard let v = Int(args[i].text), v >= minimum else {
            throw UsageError("\(what) must be a whole number ≥ \(minimum), not '\(args[i].text)'", span: args[i].span)
        }
        return v
    }
}
