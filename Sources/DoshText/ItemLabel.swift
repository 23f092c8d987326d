// ItemLabel.swift: enumeration labels — "(5)", "(A)", "(ii)", "(aa)", "1.", "- " — and the list
// kinds they belong to. "(i)" may be the ninth letter or the first roman numeral; a label carries
// every reading and the segmenter picks the one that continues (or starts) a list.

/// The numbering style of a list.
enum ListKind: UInt8, Sendable {
    case digit, lowerLetter, upperLetter, lowerRoman, upperRoman, doubleLower, doubleUpper, bullet
}

/// An enumeration label found in the text.
struct ItemLabel {
    /// Every reading of the label: (kind, value), value 1 for "(1)", "(a)", "(i)", "(A)".
    var readings: [(kind: ListKind, value: Int)]
    /// Where the label starts and ends (the end is just past ")" or ".").
    var start: Int
    var end: Int

    /// A parenthesised label "(x)" at `p`, if the bytes there form one.
    static func parenthesised(_ b: [UInt8], at p: Int, end: Int) -> ItemLabel? {
        guard p < end, b[p] == UInt8(ascii: "(") else { return nil }
        var q = p + 1
        while q < end, q - p <= 6, isLetter(b[q]) || isDigit(b[q]) { q += 1 }
        guard q < end, b[q] == UInt8(ascii: ")"), q > p + 1 else { return nil }
        guard let readings = readingsOf(Array(b[(p + 1)..<q])) else { return nil }
        return ItemLabel(readings: readings, start: p, end: q + 1)
    }

    /// "12." or "12)" at a line start (digits only), or a bullet "- ", "* ", "• ".
    static func lineStartPlain(_ b: [UInt8], at p: Int, end: Int) -> ItemLabel? {
        guard p < end else { return nil }
        let c = b[p]
        if (c == UInt8(ascii: "-") || c == UInt8(ascii: "*") || c == UInt8(ascii: "+")), p + 1 < end, b[p + 1] == UInt8(ascii: " ") {
            return ItemLabel(readings: [(.bullet, 0)], start: p, end: p + 1)
        }
        if c == 0xE2, p + 3 < end, b[p + 1] == 0x80, b[p + 2] == 0xA2, b[p + 3] == UInt8(ascii: " ") {  // •
            return ItemLabel(readings: [(.bullet, 0)], start: p, end: p + 3)
        }
        var q = p
        while q < end, q - p < 3, isDigit(b[q]) { q += 1 }
        guard q > p, q + 1 < end, b[q] == UInt8(ascii: ".") || b[q] == UInt8(ascii: ")"), b[q + 1] == UInt8(ascii: " ") else { return nil }
        // "1.5" or "2024." are not list labels; the label must be followed by a word.
        var value = 0
        for k in p..<q { value = value * 10 + Int(b[k] - 0x30) }
        return ItemLabel(readings: [(.digit, value)], start: p, end: q + 1)
    }

    static func readingsOf(_ t: [UInt8]) -> [(kind: ListKind, value: Int)]? {
        if t.allSatisfy(isDigit) {
            guard t.count <= 3 else { return nil }
            return [(.digit, t.reduce(0) { $0 * 10 + Int($1 - 0x30) })]
        }
        let lower = t.allSatisfy(isLower)
        let upper = t.allSatisfy(isUpper)
        guard lower || upper else { return nil }
        var out: [(kind: ListKind, value: Int)] = []
        let folded = t.map { $0 | 0x20 }
        if t.count == 1 { out.append((lower ? .lowerLetter : .upperLetter, Int(folded[0] - 0x60))) }
        if let r = romanValues[folded] { out.append((lower ? .lowerRoman : .upperRoman, r)) }
        if t.count == 2, t[0] == t[1], romanValues[folded] == nil {
            out.append((lower ? .doubleLower : .doubleUpper, Int(folded[0] - 0x60)))
        }
        return out.isEmpty ? nil : out
    }

    /// "i" … "xxxix" → 1 … 39.
    static let romanValues: [[UInt8]: Int] = {
        let ones = ["", "i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix"]
        let tens = ["", "x", "xx", "xxx"]
        var d: [[UInt8]: Int] = [:]
        for v in 1...39 { d[Array((tens[v / 10] + ones[v % 10]).utf8)] = v }
        return d
    }()
}
