// The linear-time regular-expression engine on its own: what matches, what is refused.
@testable import DoshQuery
import Testing

@Suite struct RegexTests {
    /// Runs `pattern` on `text` the way a filter does: on the lower-cased text.
    func find(_ pattern: String, _ text: String) throws -> Bool {
        let re = try FilterRegex(pattern)
        let bytes = Array(text.lowercased().utf8)
        return bytes.withUnsafeBufferPointer { re.matches($0, using: RegexMatcher(stop: StopCheck { false })) }
    }

    @Test(arguments: [
        ("abc", "xxabcxx", true), ("abc", "ab c", false),
        ("ABC", "xabcx", true), ("abc", "XABCX", true),          // case-insensitive both ways
        ("^ab", "abc", true), ("^ab", "cab", false),
        ("bc$", "abc", true), ("bc$", "abcd", false),
        ("^$", "", true), ("^$", "a", false),
        ("a.c", "a\nc", true),                                  // . takes line breaks too
        ("a|b|c", "zzc", true), ("(ab|cd)e", "cde", true), ("(ab|cd)e", "ade", false),
        ("colou?r", "color", true), ("colou?r", "colour", true), ("colou?r", "colouur", false),
        ("ab*c", "ac", true), ("ab+c", "ac", false), ("ab+c", "abbbc", true),
        ("a{3}", "aa", false), ("a{3}", "aaa", true), ("^a{2,3}$", "aaaa", false), ("^a{2,}$", "aaaaa", true),
        ("^a{0,1}b", "b", true), ("x{", "x{", true), ("a{,2}", "a{,2}", true),  // not a repetition: literal
        ("[a-c]+d", "bbd", true), ("[^a-c]d", "bd", false), ("[^a-c]d", "zd", true),
        ("[A-Z]", "q", true), ("[-x]", "-", true), ("[]]", "]", true), ("[a\\]]", "]", true),
        ("\\d{2}", "a12", true), ("\\d{2}", "a1b", false), ("\\D", "123", false),
        ("\\w+", "  ", false), ("\\W", "abc", false), ("\\s", "a b", true), ("\\S", "   ", false),
        ("[\\d.]+%", "12.5%", true), ("[\\d-z]", "-", true),            // '-' after a class is literal
        ("\\bcat\\b", "a cat!", true), ("\\bcat\\b", "concat", false), ("\\Bcat", "concat", true),
        ("a\\.b", "a.b", true), ("a\\.b", "axb", false), ("\\/", "a/b", true), ("\\(x\\)", "(x)", true),
        ("\\t", "a\tb", true), ("(?:ab)+$", "ababab", true),
        ("é", "RÉSUMÉ", true), ("[é]", "É", true), ("ü+ber", "ÜÜber", true), ("\\w+é", "café", true),
        ("(a*)*b", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", false),   // no backtracking blow-up
        ("(a|aa)+$", String(repeating: "a", count: 5000), true),
        ("x*", "", true), ("a??b", "b", true), ("a+?", "a", true),
    ])
    func matches(_ pattern: String, _ text: String, _ expected: Bool) throws {
        #expect(try find(pattern, text) == expected, "/\(pattern)/ on \(text.prefix(20))")
    }

    @Test(arguments: [
        ("a(b", "unclosed '(' in regular expression", 1..<2),
        ("ab)", "unmatched ')' in regular expression", 2..<3),
        ("*a", "nothing to repeat before '*'", 0..<1),
        ("a|+", "nothing to repeat before '+'", 2..<3),
        ("{2}", "nothing to repeat before '{'", 0..<3),
        ("[abc", "unclosed '[' in regular expression", 0..<1),
        ("a{1001}", "repetition count above 1000", 1..<7),
        ("a{3,2}", "repetition {3,2} has its bounds reversed", 1..<6),
        ("(a)\\1", "backreferences like '\\1' are not supported", 3..<5),
        ("\\q", "unknown escape '\\q' (known: \\d \\w \\s \\b \\D \\W \\S \\B \\n \\t \\r)", 0..<2),
        ("ab\\", "'\\' at the end of the regular expression", 2..<3),
        ("[a-\\d]", "a range cannot end in a class like \\d", 1..<5),
        ("a****", "too many repetition operators in a row", 4..<5),
        ("(a{1000}){1000}", "regular expression too large (at most 20000 steps once repetitions are expanded)", 0..<15),
    ])
    func refuses(_ pattern: String, _ message: String, _ range: Range<Int>) {
        #expect(throws: RegexError(message: message, range: range)) { try FilterRegex(pattern) }
    }
}

@Suite struct RegexShortcutTests {
    /// The literal every match must contain, used to skip texts without it.
    @Test(arguments: [
        ("sh[a-z]ll", ["sh"]), ("crime|drug", ["crime", "drug"]), ("x+yz", ["yz"]), ("(ab)+c", ["ab"]), ("a?b", ["b"]),
        ("\\bnot\\b", ["not"]), ("é{2}", ["é"]), ("[ab]", []), ("(a|[bc])d?", []), ("[x-z](gang|loiter)s?", ["gang", "loiter"]),
    ])
    func requiredLiterals(_ pattern: String, _ literals: [String]) throws {
        let re = try FilterRegex(pattern)
        #expect(re.required.map { String(decoding: $0.needle, as: UTF8.self) } == literals)
    }

    /// Bytes a match can start with: the search jumps between them while no thread is alive.
    @Test func startingBytes() throws {
        let re = try FilterRegex("\\b(cat|[dD]og)")
        let starts = (0..<128).filter { re.firstBytes![$0] }.map { Character(Unicode.Scalar(UInt8($0))) }
        // 'c' from cat; [dD] holds only 'd' once lower-cased (texts are searched lower-cased).
        #expect(String(starts) == "cd")
        #expect(try FilterRegex("a*b").firstBytes != nil)
        #expect(try FilterRegex("x|.").firstBytes == nil)
        #expect(try FilterRegex("a*").firstBytes == nil)             // matches the empty text
    }
}

@Suite struct RegexStopTests {
    /// Inside one long text the matcher polls the stop check and gives up when told to; the same
    /// search without a stop finds the match at the very end.
    @Test func stopsInsideALongText() throws {
        let re = try FilterRegex("(a|aa)*b")
        let text = Array((String(repeating: "a", count: 1_000_000) + "b").utf8)
        let free = text.withUnsafeBufferPointer { re.matches($0, using: RegexMatcher(stop: StopCheck { false })) }
        #expect(free)
        let stop = StopCheck { true }
        let stopped = text.withUnsafeBufferPointer { re.matches($0, using: RegexMatcher(stop: stop)) }
        #expect(!stopped)
        #expect(stop.stopped)
    }
}
