// Regex.swift: a small regular-expression engine that runs in time linear in the text.
//
// Thompson construction into a tiny instruction set, run as a Pike VM (every thread advances in
// lock step, at most one thread per instruction), so there is no backtracking and no input can make
// it slow beyond (text length × program size). Matching is case-insensitive: the filter runs it on
// the lower-cased text, literals are lower-cased when compiled, and a character class also accepts
// a character whose upper-case form it contains.
//
// Syntax: literals, `.` (any character, line breaks included), `[abc]`, `[^a-z]`, `* + ?`, `{m}`,
// `{m,}`, `{m,n}` (lazy `?` suffixes are accepted and mean the same), `|`, `( )` and `(?: )`,
// `^ $` (start and end of the text), `\d \D \w \W \s \S \b \B`, `\n \t \r \f \v` and `\` before any
// punctuation. No backreferences or lookaround: they cannot be matched in linear time.

/// A mistake in a pattern; `range` is in characters of the pattern.
struct RegexError: Error, Equatable {
    var message: String
    var range: Range<Int>
}

/// A compiled pattern. Immutable and shareable; a `RegexMatcher` holds the per-run scratch space.
public struct FilterRegex: Sendable, Equatable {
    enum Instruction: Equatable, Sendable {
        case scalar(UInt32)
        case any
        case set(Int)
        case split(Int, Int)
        case jump(Int)
        case textStart, textEnd, wordBoundary, notWordBoundary
        case match
    }

    let code: [Instruction]
    let sets: [CharacterSet]
    /// Literals one of which every match contains (lower-cased UTF-8): texts with none of them are
    /// skipped unread. Empty when nothing is known.
    let required: [ByteSearch]
    /// Bytes a match can start with, when that is narrower than "any": the search jumps between them.
    let firstBytes: [Bool]?
    /// The pattern as written, for display.
    public let pattern: String

    /// Largest program accepted: bounds the work per character of text.
    static let maxInstructions = 20_000
    static let maxRepeat = 1000

    /// Compiles `pattern`; errors point into the pattern's characters.
    init(_ pattern: String) throws(RegexError) {
        var p = RegexParser(Array(pattern))
        let tree = try p.parse()
        let size = tree.size
        guard size < FilterRegex.maxInstructions else {
            throw RegexError(message: "regular expression too large (at most \(FilterRegex.maxInstructions) steps once repetitions are expanded)",
                             range: 0..<max(1, p.chars.count))
        }
        var c = RegexCompiler()
        c.emit(tree)
        c.code.append(.match)
        self.code = c.code
        self.sets = p.sets.map { $0.withASCIITable() }
        self.pattern = pattern
        self.required = tree.requiredAnyOf.map { literal in
            ByteSearch(literal.flatMap { Unicode.Scalar($0).map { Array(String($0).utf8) } ?? [] })
        }
        self.firstBytes = FilterRegex.startingBytes(c.code, self.sets)
    }

    /// The bytes a match can begin with, or nil when any byte can (or the empty text matches).
    static func startingBytes(_ code: [Instruction], _ sets: [CharacterSet]) -> [Bool]? {
        var bytes = [Bool](repeating: false, count: 256)
        var seen = Set<Int>()
        var stack = [0]
        while let pc = stack.popLast() {
            guard seen.insert(pc).inserted else { continue }
            switch code[pc] {
            case .match, .any: return nil
            case .jump(let t): stack.append(t)
            case .split(let a, let b): stack.append(a); stack.append(b)
            case .textStart, .textEnd, .wordBoundary, .notWordBoundary: stack.append(pc + 1)  // only narrow further
            case .scalar(let v):
                guard let u = Unicode.Scalar(v) else { return nil }
                bytes[Int(String(u).utf8.first!)] = true
            case .set(let i):
                for b in 0..<128 where sets[i].matches(UInt32(b)) { bytes[b] = true }
                for b in 0xC0..<0x100 { bytes[b] = true }  // any non-ASCII character may be in the set
            }
        }
        return bytes
    }

    /// True when the pattern occurs somewhere in `text` (which must be lower-cased UTF-8).
    func matches(_ text: UnsafeBufferPointer<UInt8>, using m: RegexMatcher) -> Bool {
        m.run(self, text)
    }
}

/// A set of characters inside `[ ]` or from `\d`, `\w`, `\s`.
struct CharacterSet: Equatable, Sendable {
    enum Builtin: Equatable, Sendable { case digit, word, space }
    var ranges: [ClosedRange<UInt32>] = []
    /// Built-in classes, each possibly negated (`\D` inside brackets).
    var builtins: [(Builtin, negated: Bool)] = []
    var negated = false

    static func == (l: CharacterSet, r: CharacterSet) -> Bool {
        l.ranges == r.ranges && l.negated == r.negated && l.builtins.count == r.builtins.count
            && zip(l.builtins, r.builtins).allSatisfy { $0.0 == $1.0 && $0.negated == $1.negated }
    }

    /// Membership of the 128 ASCII characters, precomputed (the common case in clause text).
    var asciiLow: UInt64 = 0
    var asciiHigh: UInt64 = 0

    func withASCIITable() -> CharacterSet {
        var s = self
        for c in UInt32(0)..<128 where contains(c) {
            if c < 64 { s.asciiLow |= 1 << UInt64(c) } else { s.asciiHigh |= 1 << UInt64(c - 64) }
        }
        return s
    }

    @inline(__always)
    func matches(_ c: UInt32) -> Bool {
        if c < 64 { return (asciiLow >> UInt64(c)) & 1 != 0 }
        if c < 128 { return (asciiHigh >> UInt64(c - 64)) & 1 != 0 }
        return contains(c)
    }

    func contains(_ c: UInt32) -> Bool {
        containsExactly(c) || (upperCase(c).map(containsExactly) ?? false) ? !negated : negated
    }

    private func containsExactly(_ c: UInt32) -> Bool {
        for r in ranges where r.contains(c) { return true }
        for (b, neg) in builtins where CharacterSet.isBuiltin(b, c) != neg { return true }
        return false
    }

    static func isBuiltin(_ b: Builtin, _ c: UInt32) -> Bool {
        switch b {
        case .digit: return c >= 0x30 && c <= 0x39
        case .word: return isWordScalar(c)
        case .space: return isSpaceScalar(c)
        }
    }
}

@inline(__always)
func isWordScalar(_ c: UInt32) -> Bool {
    if c < 0x80 {
        return (c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == 0x5F
    }
    guard let s = Unicode.Scalar(c) else { return false }
    return s.properties.isAlphabetic || s.properties.numericType != nil
}

func isSpaceScalar(_ c: UInt32) -> Bool {
    if c < 0x80 { return c == 0x20 || (c >= 0x09 && c <= 0x0D) }
    return Unicode.Scalar(c)?.properties.isWhitespace ?? false
}

/// The single-scalar upper-case form of `c`, if it has one that differs.
func upperCase(_ c: UInt32) -> UInt32? {
    if c < 0x80 { return c >= 0x61 && c <= 0x7A ? c - 0x20 : nil }
    guard let s = Unicode.Scalar(c) else { return nil }
    let u = s.properties.uppercaseMapping.unicodeScalars
    guard u.count == 1, let first = u.first, first != s else { return nil }
    return first.value
}

/// The single-scalar lower-case form of `c` (or `c`).
func lowerCase(_ c: Unicode.Scalar) -> UInt32 {
    if c.value < 0x80 { return c.value >= 0x41 && c.value <= 0x5A ? c.value + 0x20 : c.value }
    let l = c.properties.lowercaseMapping.unicodeScalars
    return l.count == 1 ? l.first!.value : c.value
}

// MARK: - Parsing

indirect enum RegexNode: Equatable {
    case empty
    case scalar(UInt32)
    case any
    case set(Int)
    case concat([RegexNode])
    case alternate([RegexNode])
    case repeated(RegexNode, min: Int, max: Int?)
    case textStart, textEnd, wordBoundary, notWordBoundary

    /// The longest run of literal scalars every match must contain (empty when none is known).
    var requiredLiteral: [UInt32] {
        switch self {
        case .scalar(let v): return [v]
        case .repeated(let n, let lo, _) where lo >= 1: return n.requiredLiteral
        case .concat(let parts):
            var best: [UInt32] = []
            var run: [UInt32] = []
            for part in parts.flatMap(\.flattened) {
                if case .scalar(let v) = part { run.append(v); continue }
                if run.count > best.count { best = run }
                run = []
                let inner = part.requiredLiteral
                if inner.count > best.count { best = inner }
            }
            return run.count > best.count ? run : best
        default: return []
        }
    }

    /// Literals one of which every match contains: the required literal, or one per branch of an
    /// alternation (crime|drug), or a part's of a concatenation. Empty when nothing is known.
    var requiredAnyOf: [[UInt32]] {
        let own = requiredLiteral
        if !own.isEmpty { return [own] }
        switch self {
        case .alternate(let branches):
            var all: [[UInt32]] = []
            for b in branches {
                let r = b.requiredAnyOf
                if r.isEmpty { return [] }
                all += r
            }
            return all.count <= 16 ? all : []
        case .concat(let parts):
            return parts.lazy.map(\.requiredAnyOf).first { !$0.isEmpty } ?? []
        case .repeated(let n, let lo, _) where lo >= 1:
            return n.requiredAnyOf
        default:
            return []
        }
    }

    /// A concatenation's parts with nested concatenations spliced in.
    var flattened: [RegexNode] {
        if case .concat(let parts) = self { return parts.flatMap(\.flattened) }
        return [self]
    }

    /// Instructions it compiles to (saturating, so absurd repetitions cannot overflow).
    var size: Int {
        let cap = FilterRegex.maxInstructions * 2
        switch self {
        case .empty: return 0
        case .scalar, .any, .set, .textStart, .textEnd, .wordBoundary, .notWordBoundary: return 1
        case .concat(let parts): return min(cap, parts.reduce(0) { min(cap, $0 + $1.size) })
        case .alternate(let parts): return min(cap, parts.reduce(0) { min(cap, $0 + $1.size + 2) })
        case .repeated(let node, let lo, let hi):
            let n = node.size
            let copies = max(lo, hi ?? lo) + 1
            return min(cap, n.multipliedReportingOverflow(by: copies).overflow ? cap : n * copies + copies * 2)
        }
    }
}

struct RegexParser {
    let chars: [Character]
    var k = 0
    var sets: [CharacterSet] = []
    var depth = 0

    init(_ chars: [Character]) { self.chars = chars }

    var atEnd: Bool { k >= chars.count }

    mutating func parse() throws(RegexError) -> RegexNode {
        let node = try parseAlternation()
        if !atEnd {  // only a ')' stops an alternation early
            throw RegexError(message: "unmatched ')' in regular expression", range: k..<k + 1)
        }
        return node
    }

    mutating func parseAlternation() throws(RegexError) -> RegexNode {
        var branches = [try parseConcat()]
        while !atEnd && chars[k] == "|" {
            k += 1
            branches.append(try parseConcat())
        }
        return branches.count == 1 ? branches[0] : .alternate(branches)
    }

    mutating func parseConcat() throws(RegexError) -> RegexNode {
        var parts: [RegexNode] = []
        while !atEnd && chars[k] != "|" && chars[k] != ")" {
            var atom = try parseAtom()
            var stacked = 0
            while let (lo, hi) = try parseQuantifier() {
                stacked += 1
                // `a**` is harmless but a thousand of them would only nest the tree deeply.
                guard stacked <= 3 else { throw RegexError(message: "too many repetition operators in a row", range: k - 1..<k) }
                atom = .repeated(atom, min: lo, max: hi)
            }
            parts.append(atom)
        }
        return parts.count == 1 ? parts[0] : parts.isEmpty ? .empty : .concat(parts)
    }

    /// `*`, `+`, `?`, `{m}`, `{m,}`, `{m,n}` (each optionally followed by a lazy `?`), or nil.
    mutating func parseQuantifier() throws(RegexError) -> (Int, Int?)? {
        guard !atEnd else { return nil }
        let start = k
        var result: (Int, Int?)
        switch chars[k] {
        case "*": k += 1; result = (0, nil)
        case "+": k += 1; result = (1, nil)
        case "?": k += 1; result = (0, 1)
        case "{":
            guard let r = try parseBraces() else { return nil }
            result = r
        default: return nil
        }
        if !atEnd && chars[k] == "?" { k += 1 }  // lazy: the same for a yes/no match
        if let hi = result.1, hi < result.0 {
            throw RegexError(message: "repetition {\(result.0),\(hi)} has its bounds reversed", range: start..<k)
        }
        return result
    }

    /// `{m}`, `{m,}` or `{m,n}`; nil (and `{` read as a literal) when it is not one of those.
    mutating func parseBraces() throws(RegexError) -> (Int, Int?)? {
        let start = k
        var j = k + 1
        func number() -> Int? {
            var v = 0, digits = 0
            while j < chars.count, let d = chars[j].wholeNumberValue, chars[j].isASCII {
                v = min(v * 10 + d, 1_000_000); digits += 1; j += 1
            }
            return digits > 0 ? v : nil
        }
        guard let lo = number() else { return nil }
        var hi: Int? = lo
        if j < chars.count && chars[j] == "," {
            j += 1
            hi = number()
        }
        guard j < chars.count && chars[j] == "}" else { return nil }
        k = j + 1
        if lo > FilterRegex.maxRepeat || (hi ?? 0) > FilterRegex.maxRepeat {
            throw RegexError(message: "repetition count above \(FilterRegex.maxRepeat)", range: start..<k)
        }
        return (lo, hi)
    }

    mutating func parseAtom() throws(RegexError) -> RegexNode {
        let c = chars[k]
        let start = k
        k += 1
        switch c {
        case "(":
            if k + 1 < chars.count && chars[k] == "?" {
                guard chars[k + 1] == ":" else {
                    throw RegexError(message: "only (?: …) groups are supported (no lookaround or flags)", range: start..<k + 2)
                }
                k += 2
            }
            depth += 1
            defer { depth -= 1 }
            guard depth <= 100 else { throw RegexError(message: "regular expression nested too deeply", range: start..<k) }
            let inner = try parseAlternation()
            guard !atEnd && chars[k] == ")" else {
                throw RegexError(message: "unclosed '(' in regular expression", range: start..<start + 1)
            }
            k += 1
            return inner
        case ")":
            throw RegexError(message: "unmatched ')' in regular expression", range: start..<k)
        case "*", "+", "?":
            throw RegexError(message: "nothing to repeat before '\(c)'", range: start..<k)
        case "{":
            k = start
            if try parseBraces() != nil {
                throw RegexError(message: "nothing to repeat before '{'", range: start..<k)
            }
            k = start + 1
            return .scalar(0x7B)
        case ".": return .any
        case "^": return .textStart
        case "$": return .textEnd
        case "[": return try parseClass(start)
        case "\\": return try parseEscape(start)
        default: return literal(c)
        }
    }

    /// A literal character: its lower-cased scalars in sequence.
    func literal(_ c: Character) -> RegexNode {
        let scalars = c.unicodeScalars.map(lowerCase)
        return scalars.count == 1 ? .scalar(scalars[0]) : .concat(scalars.map { .scalar($0) })
    }

    mutating func parseEscape(_ start: Int) throws(RegexError) -> RegexNode {
        guard !atEnd else { throw RegexError(message: "'\\' at the end of the regular expression", range: start..<k) }
        let e = chars[k]
        k += 1
        switch e {
        case "d", "D", "w", "W", "s", "S":
            var set = CharacterSet()
            set.builtins = [(e == "d" || e == "D" ? .digit : e == "w" || e == "W" ? .word : .space, false)]
            set.negated = e.isUppercase
            sets.append(set)
            return .set(sets.count - 1)
        case "b": return .wordBoundary
        case "B": return .notWordBoundary
        default:
            if let v = try escapedScalar(e, start) { return .scalar(v) }
            return literal(e)
        }
    }

    /// The scalar of `\n`, `\t`, … or of an escaped punctuation mark; nil for other non-letters.
    func escapedScalar(_ e: Character, _ start: Int) throws(RegexError) -> UInt32? {
        switch e {
        case "n": return 0x0A
        case "t": return 0x09
        case "r": return 0x0D
        case "f": return 0x0C
        case "v": return 0x0B
        case "0": return 0
        default:
            if e.isNumber {
                throw RegexError(message: "backreferences like '\\\(e)' are not supported", range: start..<k)
            }
            if e.isLetter {
                throw RegexError(message: "unknown escape '\\\(e)' (known: \\d \\w \\s \\b \\D \\W \\S \\B \\n \\t \\r)", range: start..<k)
            }
            return nil
        }
    }

    mutating func parseClass(_ start: Int) throws(RegexError) -> RegexNode {
        var set = CharacterSet()
        if !atEnd && chars[k] == "^" { set.negated = true; k += 1 }
        var first = true
        while true {
            guard !atEnd else { throw RegexError(message: "unclosed '[' in regular expression", range: start..<start + 1) }
            if chars[k] == "]" && !first { k += 1; break }
            first = false
            let itemStart = k
            guard let lo = try classItem(&set) else { continue }
            // A range a-z (a '-' before ']' is literal).
            if k + 1 < chars.count && chars[k] == "-" && chars[k + 1] != "]" {
                k += 1
                var dummy = CharacterSet()
                guard let hi = try classItem(&dummy) else {
                    throw RegexError(message: "a range cannot end in a class like \\d", range: itemStart..<k)
                }
                guard lo <= hi else {
                    throw RegexError(message: "range out of order in character class", range: itemStart..<k)
                }
                set.ranges.append(lo...hi)
            } else {
                set.ranges.append(lo...lo)
            }
        }
        sets.append(set)
        return .set(sets.count - 1)
    }

    /// One item of a class: returns its scalar, or adds a built-in class to `set` and returns nil.
    mutating func classItem(_ set: inout CharacterSet) throws(RegexError) -> UInt32? {
        let start = k
        let c = chars[k]
        k += 1
        if c == "\\" {
            guard !atEnd else { throw RegexError(message: "'\\' at the end of the regular expression", range: start..<k) }
            let e = chars[k]
            k += 1
            switch e {
            case "d", "D": set.builtins.append((.digit, e == "D")); return nil
            case "w", "W": set.builtins.append((.word, e == "W")); return nil
            case "s", "S": set.builtins.append((.space, e == "S")); return nil
            case "b": return 0x08
            default:
                if let v = try escapedScalar(e, start) { return v }
                return e.unicodeScalars.first.map(lowerCase) ?? 0
            }
        }
        // A multi-scalar character (é written as e + accent) stands for its first scalar here.
        return c.unicodeScalars.first.map(lowerCase) ?? 0
    }
}

// MARK: - Compiling

struct RegexCompiler {
    var code: [FilterRegex.Instruction] = []

    mutating func emit(_ node: RegexNode) {
        switch node {
        case .empty: break
        case .scalar(let v): code.append(.scalar(v))
        case .any: code.append(.any)
        case .set(let i): code.append(.set(i))
        case .textStart: code.append(.textStart)
        case .textEnd: code.append(.textEnd)
        case .wordBoundary: code.append(.wordBoundary)
        case .notWordBoundary: code.append(.notWordBoundary)
        case .concat(let parts): for p in parts { emit(p) }
        case .alternate(let branches):
            var jumps: [Int] = []
            for (i, b) in branches.enumerated() {
                if i < branches.count - 1 {
                    let split = code.count
                    code.append(.split(split + 1, 0))
                    emit(b)
                    jumps.append(code.count)
                    code.append(.jump(0))
                    code[split] = .split(split + 1, code.count)
                } else {
                    emit(b)
                }
            }
            for j in jumps { code[j] = .jump(code.count) }
        case .repeated(let n, let lo, let hi):
            for _ in 0..<lo { emit(n) }
            if let hi {
                // Up to hi - lo optional copies: each one skips to the end when not taken.
                var splits: [Int] = []
                for _ in lo..<hi {
                    splits.append(code.count)
                    code.append(.split(0, 0))
                    emit(n)
                }
                for s in splits { code[s] = .split(s + 1, code.count) }
            } else {
                let loop = code.count
                code.append(.split(loop + 1, 0))
                emit(n)
                code.append(.jump(loop))
                code[loop] = .split(loop + 1, code.count)
            }
        }
    }
}

// MARK: - Matching

/// Scratch space for running patterns (one per evaluation; not shared between threads).
final class RegexMatcher {
    private var current: [Int] = []
    private var next: [Int] = []
    /// The step at which each instruction was last added to a list (dedupes threads).
    private var mark: [Int] = []
    private var stack: [Int] = []
    private var step = 0
    /// Thread steps since the caller's stop check was last polled (kept across texts, so many
    /// short texts and one long one are interrupted alike).
    private var work = 0
    let stop: StopCheck

    init(stop: StopCheck) { self.stop = stop }

    func run(_ re: FilterRegex, _ text: UnsafeBufferPointer<UInt8>) -> Bool {
        if stop.stopped { return false }
        if !re.required.isEmpty && !re.required.contains(where: { $0.occurs(in: text, 0..<text.count) }) { return false }
        if mark.count < re.code.count { mark = Array(repeating: -1, count: re.code.count) }
        // Work on locals: no class-property access (and its exclusivity checks) in the inner loop.
        var current: [Int] = [], next: [Int] = [], mark: [Int] = [], stack: [Int] = []
        swap(&current, &self.current); swap(&next, &self.next); swap(&mark, &self.mark); swap(&stack, &self.stack)
        defer {
            swap(&current, &self.current); swap(&next, &self.next); swap(&mark, &self.mark); swap(&stack, &self.stack)
        }
        // `step` only grows, so marks left by earlier runs never look current: no reset per text.
        var step = self.step + 1
        defer { self.step = step }
        current.removeAll(keepingCapacity: true)
        next.removeAll(keepingCapacity: true)
        let code = re.code, sets = re.sets, first = re.firstBytes
        var i = 0
        var previous: UInt32? = nil
        var work = self.work
        defer { self.work = work }
        while true {
            // No thread alive: jump to the next byte a match can start with.
            if current.isEmpty, let first {
                var j = i
                while j < text.count && !first[Int(text[j])] { j += 1 }
                if j >= text.count { return false }
                if j != i { previous = scalarBefore(text, j); i = j }
            }
            let (scalar, length) = i < text.count ? decodeScalar(text, i) : (nil, 0)
            // A new thread starts at every position (the search is unanchored).
            if RegexMatcher.add(0, &current, &mark, &stack, step, code, previous, scalar) { return true }
            guard let c = scalar else { return false }
            step += 1
            var nextScalar: UInt32?? = .none  // decoded only when a thread needs it
            for pc in current {
                let matched: Bool
                switch code[pc] {
                case .scalar(let v): matched = v == c
                case .any: matched = true
                case .set(let k): matched = sets[k].matches(c)
                default: matched = false
                }
                if matched {
                    if nextScalar == nil { nextScalar = .some(i + length < text.count ? decodeScalar(text, i + length).0 : nil) }
                    if RegexMatcher.add(pc + 1, &next, &mark, &stack, step, code, c, nextScalar!) { return true }
                }
            }
            swap(&current, &next)
            next.removeAll(keepingCapacity: true)
            previous = c
            i += length
            work += current.count + 1
            if work >= 1 << 20 {  // a few milliseconds of work at most
                work = 0
                if stop.poll() { return false }
            }
        }
    }

    /// Adds `pc` and everything reachable from it without consuming a character. True on a match.
    private static func add(_ pc: Int, _ list: inout [Int], _ mark: inout [Int], _ stack: inout [Int], _ step: Int,
                            _ code: [FilterRegex.Instruction], _ previous: UInt32?, _ next: UInt32?) -> Bool {
        stack.removeAll(keepingCapacity: true)
        stack.append(pc)
        while let p = stack.popLast() {
            guard mark[p] != step else { continue }
            mark[p] = step
            switch code[p] {
            case .match: return true
            case .jump(let t): stack.append(t)
            case .split(let a, let b): stack.append(b); stack.append(a)
            case .textStart: if previous == nil { stack.append(p + 1) }
            case .textEnd: if next == nil { stack.append(p + 1) }
            case .wordBoundary, .notWordBoundary:
                let boundary = (previous.map(isWordScalar) ?? false) != (next.map(isWordScalar) ?? false)
                if boundary == (code[p] == .wordBoundary) { stack.append(p + 1) }
            case .scalar, .any, .set: list.append(p)
            }
        }
        return false
    }
}

/// The scalar that ends just before byte `j` (j > 0) of UTF-8 `text`.
func scalarBefore(_ text: UnsafeBufferPointer<UInt8>, _ j: Int) -> UInt32? {
    guard j > 0 else { return nil }
    var k = j - 1
    while k > 0 && j - k < 4 && text[k] & 0xC0 == 0x80 { k -= 1 }
    let (v, length) = decodeScalar(text, k)
    return k + length == j ? v : UInt32(text[j - 1])
}

/// The scalar starting at byte `i` of UTF-8 `text` and its length (invalid bytes read as U+FFFD).
@inline(__always)
func decodeScalar(_ text: UnsafeBufferPointer<UInt8>, _ i: Int) -> (UInt32, Int) {
    let b0 = UInt32(text[i])
    if b0 < 0x80 { return (b0, 1) }
    func cont(_ j: Int) -> UInt32? {
        guard i + j < text.count, text[i + j] & 0xC0 == 0x80 else { return nil }
        return UInt32(text[i + j] & 0x3F)
    }
    if b0 & 0xE0 == 0xC0, let c1 = cont(1) { return ((b0 & 0x1F) << 6 | c1, 2) }
    if b0 & 0xF0 == 0xE0, let c1 = cont(1), let c2 = cont(2) { return ((b0 & 0x0F) << 12 | c1 << 6 | c2, 3) }
    if b0 & 0xF8 == 0xF0, let c1 = cont(1), let c2 = cont(2), let c3 = cont(3) {
        return ((b0 & 0x07) << 18 | c1 << 12 | c2 << 6 | c3, 4)
    }
    return (0xFFFD, 1)
}
