// DoshFormats — files dosh reads and writes: the app's JSON export (and this project's superset),
// JSONL, chains, weights, CSV, reports; atomic file writes and hashing.
//
// JSONScanner.swift: a pull parser over UTF-8 bytes. It decodes straight into the caller's
// structures (no intermediate dictionaries), validates UTF-8, bounds nesting, and reports byte
// offsets that `SourcePosition` turns into line and column.
import DoshModel

/// Where a scan failed, as a byte offset into the input.
struct ScanError: Error {
    var offset: Int
    var reason: String
}

/// Line and column (both 1-based; columns count characters, not bytes) of a byte offset.
public struct SourcePosition: Equatable, Sendable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) { self.line = line; self.column = column }

    public init(offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        var line = 1
        var lineStart = 0
        let end = min(offset, bytes.count)
        for k in 0..<end where bytes[k] == 0x0A {
            line += 1
            lineStart = k + 1
        }
        var column = 1
        for k in lineStart..<end where bytes[k] & 0xC0 != 0x80 { column += 1 }
        self.init(line: line, column: column)
    }
}

struct JSONScanner {
    let b: UnsafeBufferPointer<UInt8>
    var i = 0
    var depth = 0
    /// Where the last key read by `nextMember` started (for errors about the key).
    var keyOffset = 0
    static let maxDepth = 64
    /// No string in a file dosh reads is longer than this (a clause is a sentence, not a book).
    static let maxStringBytes = 16 << 20

    init(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) {
        b = bytes
        i = start
        if i == 0, b.count >= 3, b[0] == 0xEF, b[1] == 0xBB, b[2] == 0xBF { i = 3 }  // UTF-8 byte-order mark
    }

    var atEnd: Bool { i >= b.count }

    @inline(__always)
    mutating func skipWhitespace() {
        while i < b.count {
            let c = b[i]
            guard c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 else { return }
            i += 1
        }
    }

    /// The next significant byte, without consuming it.
    @inline(__always)
    mutating func peek() -> UInt8? {
        skipWhitespace()
        return i < b.count ? b[i] : nil
    }

    func error(_ reason: String, at offset: Int? = nil) -> ScanError {
        ScanError(offset: offset ?? i, reason: reason)
    }

    /// "'x'", "end of file", or "U+0007" for what stands at `offset`.
    func found(at offset: Int? = nil) -> String {
        let k = offset ?? i
        guard k < b.count else { return "end of file" }
        let c = b[k]
        if c >= 0x21 && c < 0x7F { return "'\(Character(Unicode.Scalar(c)))'" }
        if c < 0x80 { return c == 0x20 ? "a space" : "U+" + hex(Int(c), width: 4) }
        var decoder = UTF8()
        var it = b[k...].makeIterator()
        if case .scalarValue(let s) = decoder.decode(&it) { return "'\(Character(s))'" }
        return "byte 0x" + hex(Int(c), width: 2)
    }

    @inline(__always)
    mutating func expect(_ c: UInt8, _ what: String) throws(ScanError) {
        skipWhitespace()
        guard i < b.count, b[i] == c else { throw error("expected \(what), found \(found())") }
        i += 1
    }

    /// What kind of value comes next, for type errors.
    mutating func kindOfNext() -> String {
        switch peek() {
        case UInt8(ascii: "{"): "an object"
        case UInt8(ascii: "["): "an array"
        case UInt8(ascii: "\""): "a string"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): "a boolean"
        case UInt8(ascii: "n"): "null"
        case nil: "end of file"
        case let c? where c == UInt8(ascii: "-") || (c >= 0x30 && c <= 0x39): "a number"
        default: found()
        }
    }

    // MARK: containers

    mutating func beginObject() throws(ScanError) {
        try expect(UInt8(ascii: "{"), "'{'")
        try enter()
    }

    mutating func beginArray() throws(ScanError) {
        try expect(UInt8(ascii: "["), "'['")
        try enter()
    }

    private mutating func enter() throws(ScanError) {
        depth += 1
        if depth > JSONScanner.maxDepth { throw error("nesting deeper than \(JSONScanner.maxDepth) levels", at: i - 1) }
    }

    /// Steps over the ',' between members and stops at the opening quote of the next key; false
    /// (after consuming it) at the closing '}'.
    @inline(__always)
    private mutating func atNextKey(first: inout Bool) throws(ScanError) -> Bool {
        skipWhitespace()
        guard i < b.count else { throw error("unexpected end of file inside an object (expected '}')") }
        if b[i] == UInt8(ascii: "}") { i += 1; depth -= 1; return false }
        if first {
            first = false
        } else {
            guard b[i] == UInt8(ascii: ",") else { throw error("expected ',' or '}' after an object member, found \(found())") }
            i += 1
            skipWhitespace()
        }
        guard i < b.count, b[i] == UInt8(ascii: "\"") else {
            throw error(i < b.count && b[i] == UInt8(ascii: "}") ? "trailing comma before '}'" : "expected a quoted key, found \(found())")
        }
        return true
    }

    /// Moves to the next member of an object, reading its key into `key`; false after the closing '}'.
    mutating func nextMember(key: inout [UInt8], first: inout Bool) throws(ScanError) -> Bool {
        guard try atNextKey(first: &first) else { return false }
        key.removeAll(keepingCapacity: true)
        keyOffset = i
        try readString(into: &key)
        try expect(UInt8(ascii: ":"), "':' after the key")
        return true
    }

    /// Moves to the next element of an array; false after the closing ']'.
    mutating func nextElement(first: inout Bool) throws(ScanError) -> Bool {
        skipWhitespace()
        guard i < b.count else { throw error("unexpected end of file inside an array (expected ']')") }
        if b[i] == UInt8(ascii: "]") { i += 1; depth -= 1; return false }
        if first {
            first = false
        } else {
            guard b[i] == UInt8(ascii: ",") else { throw error("expected ',' or ']' after an array element, found \(found())") }
            i += 1
            skipWhitespace()
            if i < b.count, b[i] == UInt8(ascii: "]") { throw error("trailing comma before ']'") }
        }
        return true
    }

    // MARK: scalars

    /// Reads a string at the cursor into `out` (escapes decoded, UTF-8 validated).
    mutating func readString(into out: inout [UInt8]) throws(ScanError) {
        skipWhitespace()
        guard i < b.count, b[i] == UInt8(ascii: "\"") else { throw error("expected a string, found \(found())") }
        let opening = i
        i += 1
        var runStart = i
        while true {
            skipPlainBytes()
            if i - opening > JSONScanner.maxStringBytes {
                throw error("a string longer than \(JSONScanner.maxStringBytes >> 20) MB (no clause is that long; is this the right file?)", at: opening)
            }
            guard i < b.count else { throw error("unterminated string (missing closing '\"')") }
            let c = b[i]
            if c == UInt8(ascii: "\"") {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: b[runStart..<i]))
                i += 1
                return
            }
            if c == UInt8(ascii: "\\") {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: b[runStart..<i]))
                try readEscape(into: &out)
                runStart = i
                continue
            }
            if c < 0x20 {
                throw error("control character U+\(hex(Int(c), width: 4)) inside a string (write it as an escape)")
            }
            if c < 0x80 { i += 1; continue }
            try skipUTF8Sequence()
        }
    }

    /// Skips eight bytes at a time while none of them is '"', '\\', a control character or non-ASCII
    /// (the bytes a string scan must look at one by one).
    @inline(__always)
    mutating func skipPlainBytes() {
        guard let base = b.baseAddress else { return }
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        while i + 8 <= b.count {
            let w = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
            // A byte is special if it is ≥ 0x80, < 0x20, '"' (0x22) or '\\' (0x5C).
            let quote = w ^ (ones &* 0x22), slash = w ^ (ones &* 0x5C)
            let zeroQuote = (quote &- ones) & ~quote & highs
            let zeroSlash = (slash &- ones) & ~slash & highs
            let control = (w &- ones &* 0x20) & ~w & highs
            if (zeroQuote | zeroSlash | control | (w & highs)) != 0 { return }
            i += 8
        }
    }

    /// Reads an object key; when it has no escapes, returns its bytes' range in the input without
    /// copying (nil otherwise, with the key decoded into `key`).
    mutating func readKeyRange(into key: inout [UInt8]) throws(ScanError) -> Range<Int>? {
        let start = i + 1
        var k = start
        while k < b.count {
            let c = b[k]
            if c == UInt8(ascii: "\"") { i = k + 1; return start..<k }
            if c == UInt8(ascii: "\\") || c < 0x20 || c >= 0x80 { break }
            k += 1
        }
        key.removeAll(keepingCapacity: true)
        try readString(into: &key)
        return nil
    }

    /// Moves to the next member, returning the key as a range of the input (or nil when it had to be
    /// decoded into `key`); false after the closing '}'.
    mutating func nextMemberKey(_ range: inout Range<Int>?, key: inout [UInt8], first: inout Bool) throws(ScanError) -> Bool {
        guard try atNextKey(first: &first) else { return false }
        keyOffset = i
        range = try readKeyRange(into: &key)
        try expect(UInt8(ascii: ":"), "':' after the key")
        return true
    }

    /// True if the bytes of `range` (or `decoded`, when range is nil) equal `word`.
    @inline(__always)
    func keyEquals(_ range: Range<Int>?, _ decoded: [UInt8], _ word: [UInt8]) -> Bool {
        guard let r = range else { return decoded == word }
        guard r.count == word.count else { return false }
        for k in 0..<word.count where b[r.lowerBound + k] != word[k] { return false }
        return true
    }

    /// Reads a string value, or nil for `null`.
    mutating func readOptionalString(into out: inout [UInt8]) throws(ScanError) -> Bool {
        if peek() == UInt8(ascii: "n") { try readNull(); return false }
        try readString(into: &out)
        return true
    }

    private mutating func skipUTF8Sequence() throws(ScanError) {
        let c = b[i]
        let start = i
        let len: Int
        var lo: UInt8 = 0x80, hi: UInt8 = 0xBF  // allowed range of the second byte
        switch c {
        case 0xC2...0xDF: len = 2
        case 0xE0: len = 3; lo = 0xA0
        case 0xE1...0xEC, 0xEE, 0xEF: len = 3
        case 0xED: len = 3; hi = 0x9F  // no surrogates
        case 0xF0: len = 4; lo = 0x90
        case 0xF1...0xF3: len = 4
        case 0xF4: len = 4; hi = 0x8F
        default: throw error("invalid UTF-8 byte 0x\(hex(Int(c), width: 2))")
        }
        guard i + len <= b.count else { throw error("truncated UTF-8 sequence", at: start) }
        let second = b[i + 1]
        guard second >= lo && second <= hi else { throw error("invalid UTF-8 sequence starting with byte 0x\(hex(Int(c), width: 2))", at: start) }
        for k in 2..<len where b[i + k] & 0xC0 != 0x80 {
            throw error("invalid UTF-8 sequence starting with byte 0x\(hex(Int(c), width: 2))", at: start)
        }
        i += len
    }

    private mutating func readEscape(into out: inout [UInt8]) throws(ScanError) {
        let at = i
        i += 1
        guard i < b.count else { throw error("unterminated string (missing closing '\"')") }
        let e = b[i]
        i += 1
        switch e {
        case UInt8(ascii: "\""): out.append(0x22)
        case UInt8(ascii: "\\"): out.append(0x5C)
        case UInt8(ascii: "/"): out.append(0x2F)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try readHex4(escapeAt: at)
            if scalar >= 0xD800 && scalar < 0xDC00 {
                guard i + 1 < b.count, b[i] == UInt8(ascii: "\\"), b[i + 1] == UInt8(ascii: "u") else {
                    throw error("unpaired surrogate in \\u escape", at: at)
                }
                i += 2
                let low = try readHex4(escapeAt: at)
                guard low >= 0xDC00 && low < 0xE000 else { throw error("unpaired surrogate in \\u escape", at: at) }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if scalar >= 0xDC00 && scalar < 0xE000 {
                throw error("unpaired surrogate in \\u escape", at: at)
            }
            out.append(contentsOf: Array(String(Character(Unicode.Scalar(scalar)!)).utf8))
        default:
            throw error("invalid escape '\\\(Character(Unicode.Scalar(e)))' in a string", at: at)
        }
    }

    private mutating func readHex4(escapeAt: Int) throws(ScanError) -> UInt32 {
        guard i + 4 <= b.count else { throw error("incomplete \\u escape", at: escapeAt) }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let c = b[i]
            let d: UInt8
            switch c {
            case 0x30...0x39: d = c - 0x30
            case 0x41...0x46: d = c - 0x41 + 10
            case 0x61...0x66: d = c - 0x61 + 10
            default: throw error("invalid \\u escape (expected 4 hex digits)", at: escapeAt)
            }
            v = v << 4 | UInt32(d)
            i += 1
        }
        return v
    }

    /// Reads a JSON number. Integers and decimals both become Double; the fast path is exact
    /// (Clinger: up to 15 significant digits and a power of ten up to 22), the rest uses the
    /// standard library's correctly rounded parser.
    mutating func readNumber() throws(ScanError) -> Double {
        skipWhitespace()
        let start = i
        var negative = false
        if i < b.count, b[i] == UInt8(ascii: "-") { negative = true; i += 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        var exponent = 0
        guard i < b.count, b[i] >= 0x30, b[i] <= 0x39 else {
            throw error(start < b.count && (b[start] == UInt8(ascii: "N") || b[start] == UInt8(ascii: "I"))
                            ? "NaN and Infinity are not JSON numbers" : "expected a number, found \(found(at: start))", at: start)
        }
        if b[i] == 0x30 {
            i += 1
            if i < b.count, b[i] >= 0x30, b[i] <= 0x39 { throw error("leading zeros are not allowed in JSON numbers", at: start) }
        } else {
            while i < b.count, b[i] >= 0x30, b[i] <= 0x39 {
                if digits < 19 { mantissa = mantissa &* 10 &+ UInt64(b[i] - 0x30); digits += 1 } else { exponent += 1 }
                i += 1
            }
        }
        if i < b.count, b[i] == UInt8(ascii: ".") {
            i += 1
            guard i < b.count, b[i] >= 0x30, b[i] <= 0x39 else { throw error("expected a digit after '.'", at: i) }
            while i < b.count, b[i] >= 0x30, b[i] <= 0x39 {
                if digits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(b[i] - 0x30)
                    if mantissa != 0 { digits += 1 }
                    exponent -= 1
                }
                i += 1
            }
        }
        var hasExponent = false
        if i < b.count, b[i] == UInt8(ascii: "e") || b[i] == UInt8(ascii: "E") {
            hasExponent = true
            i += 1
            if i < b.count, b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-") { i += 1 }
            guard i < b.count, b[i] >= 0x30, b[i] <= 0x39 else { throw error("expected a digit in the exponent", at: i) }
            while i < b.count, b[i] >= 0x30, b[i] <= 0x39 { i += 1 }
        }
        if !hasExponent, digits <= 15, exponent >= -22, exponent <= 22 {
            var v = Double(mantissa)
            if exponent < 0 { v /= JSONScanner.powersOfTen[-exponent] } else if exponent > 0 { v *= JSONScanner.powersOfTen[exponent] }
            return negative ? -v : v
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: b[start..<i]), as: UTF8.self)
        guard let v = Double(text) else { throw error("invalid number", at: start) }
        guard v.isFinite else { throw error("number out of range: \(text)", at: start) }
        return v
    }

    static let powersOfTen: [Double] = (0...22).map { k in (0..<k).reduce(1.0) { a, _ in a * 10 } }

    /// Reads an integer-valued number.
    mutating func readInt() throws(ScanError) -> Int {
        skipWhitespace()
        let at = i
        let v = try readNumber()
        guard v == v.rounded(), abs(v) < 9.0e15 else { throw error("expected a whole number, found \(formatNumber(v))", at: at) }
        return Int(v)
    }

    mutating func readBool() throws(ScanError) -> Bool {
        skipWhitespace()
        if match("true") { return true }
        if match("false") { return false }
        throw error("expected true or false, found \(kindOfNext())")
    }

    mutating func readNull() throws(ScanError) {
        skipWhitespace()
        guard match("null") else { throw error("expected null, found \(found())") }
    }

    private mutating func match(_ word: StaticString) -> Bool {
        let n = word.utf8CodeUnitCount
        guard i + n <= b.count else { return false }
        let p = word.utf8Start
        for k in 0..<n where b[i + k] != p[k] { return false }
        if i + n < b.count, isIdentByte(b[i + n]) { return false }
        i += n
        return true
    }

    private func isIdentByte(_ c: UInt8) -> Bool {
        (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F
    }

    /// Skips any value, validating it.
    mutating func skipValue() throws(ScanError) {
        var scratch: [UInt8] = []
        switch peek() {
        case UInt8(ascii: "{"):
            try beginObject()
            var first = true
            while try nextMember(key: &scratch, first: &first) { try skipValue() }
        case UInt8(ascii: "["):
            try beginArray()
            var first = true
            while try nextElement(first: &first) { try skipValue() }
        case UInt8(ascii: "\""):
            try readString(into: &scratch)
        case UInt8(ascii: "t"), UInt8(ascii: "f"):
            _ = try readBool()
        case UInt8(ascii: "n"):
            try readNull()
        case nil:
            throw error("unexpected end of file (expected a value)")
        case let c? where c == UInt8(ascii: "-") || (c >= 0x30 && c <= 0x39) || c == UInt8(ascii: "N") || c == UInt8(ascii: "I"):
            _ = try readNumber()
        default:
            throw error("expected a value, found \(found())")
        }
    }

    /// Fails unless only whitespace remains.
    mutating func expectEnd() throws(ScanError) {
        skipWhitespace()
        if i < b.count { throw error("unexpected \(found()) after the end of the JSON value") }
    }
}

func hex(_ v: Int, width: Int) -> String {
    let s = String(v, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, width - s.count)) + s
}

/// A number as JSON writes it: shortest round-trip form, integral values without ".0".
public func formatNumber(_ v: Double) -> String { formatShortest(v) }
