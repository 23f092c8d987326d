// Sentences.swift: sentence boundaries in legal text. A sentence ends at . ? or ! followed by
// white space and a capital letter, except after the abbreviations legislation is full of
// ("U.S.C.", "Sec.", "Stat.", "ch.", "i.e.", "Dec." …). A few abbreviations can also end a
// sentence ("et seq.", "etc.", "U.S."): there the next word decides.

enum Sentences {
    /// Abbreviations that never end a sentence (lower case, without the final period).
    static let neverEnd: Set<[UInt8]> = Set([
        "u.s.c", "sec", "secs", "no", "nos", "stat", "ch", "chs", "pub", "l", "v", "vs", "i.e", "e.g", "cf", "dr",
        "mr", "mrs", "ms", "st", "art", "arts", "para", "paras", "par", "pars", "subsec", "subsecs", "subch", "subpar",
        "cl", "cls", "pt", "pts", "div", "tit", "ord", "reg", "regs", "fed", "r", "cong", "sess", "rept", "doc", "approx",
        "dept", "govt", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "p", "pp",
        "vol", "eds", "supp", "id", "ibid", "op", "cit", "viz", "h.r", "s", "res", "cir", "ct", "f", "f.2d", "f.3d",
        "c.f.r", "u.s.c.a", "incl", "min", "max", "fig", "gen", "rev", "ann", "amdt", "const",
    ].map { Array($0.utf8) })

    /// Abbreviations that may end a sentence: a boundary only when a typical sentence opener follows.
    static let mayEnd: Set<[UInt8]> = Set([
        "seq", "etc", "u.s", "al", "inc", "co", "corp", "ltd", "jr", "sr", "app", "note", "amend", "u.s.a",
    ].map { Array($0.utf8) })

    /// Words that open sentences in legislation (lower case).
    static let openers: Set<[UInt8]> = Set([
        "the", "a", "an", "any", "each", "every", "no", "nothing", "this", "that", "these", "those", "such", "if",
        "in", "it", "whoever", "except", "notwithstanding", "for", "upon", "when", "whenever", "where", "all",
        "subject", "unless", "there", "neither", "none", "section", "sec", "on", "after", "before", "within",
        "as", "to", "with", "by", "under", "an", "beginning", "effective", "nor", "persons", "no",
    ].map { Array($0.utf8) })

    /// The sentences of `b[range]`, each trimmed of surrounding white space (empty ones dropped).
    static func split(_ b: [UInt8], _ range: Range<Int>) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var start = range.lowerBound
        let end = range.upperBound
        var i = start
        while i < end {
            let c = b[i]
            if c == UInt8(ascii: ".") || c == UInt8(ascii: "?") || c == UInt8(ascii: "!"),
               let next = boundary(b, after: i, end: end),
               c != UInt8(ascii: ".") || !isAbbreviation(b, period: i, nextWord: next.resume, end: end) {
                push(&out, b, start..<next.cut)
                start = next.resume
                i = next.resume
                continue
            }
            i += 1
        }
        push(&out, b, start..<end)
        return out
    }

    /// After terminal punctuation at `i`: closing quotes/brackets, then white space, then an
    /// (optionally quoted) capital letter. Returns where the sentence ends and the next begins.
    static func boundary(_ b: [UInt8], after i: Int, end: Int) -> (cut: Int, resume: Int)? {
        var j = i + 1
        while j < end {
            if b[j] == UInt8(ascii: ")") || b[j] == UInt8(ascii: "\"") || b[j] == UInt8(ascii: "'") { j += 1; continue }
            if j + 2 < end, b[j] == 0xE2, b[j + 1] == 0x80, b[j + 2] == 0x9D || b[j + 2] == 0x99 { j += 3; continue }  // ” ’
            break
        }
        guard j < end, isSpace(b[j]) else { return nil }
        var k = j
        while k < end, isSpace(b[k]) { k += 1 }
        guard k < end else { return nil }
        var m = k
        if b[m] == UInt8(ascii: "\"") || b[m] == UInt8(ascii: "'") { m += 1 }
        else if m + 2 < end, b[m] == 0xE2, b[m + 1] == 0x80, b[m + 2] == 0x9C || b[m + 2] == 0x98 { m += 3 }  // “ ‘
        guard m < end, isUpper(b[m]) else { return nil }
        return (j, k)
    }

    /// True when the period at `period` ends an abbreviation rather than a sentence.
    static func isAbbreviation(_ b: [UInt8], period: Int, nextWord: Int, end: Int) -> Bool {
        var s = period
        while s > 0, !isSpace(b[s - 1]), b[s - 1] != UInt8(ascii: "("), b[s - 1] != UInt8(ascii: "\"") {
            s -= 1
        }
        let word = b[s..<period].map { isUpper($0) ? $0 | 0x20 : $0 }
        if word.isEmpty { return false }
        // Initials and single letters ("John Q. Public", "Schedule I.") do not end sentences.
        if word.count == 1, isLetter(word[0]) { return true }
        if neverEnd.contains(word) { return true }
        if mayEnd.contains(word) {
            var e = nextWord
            while e < end, isLetter(b[e]) { e += 1 }
            let next = b[nextWord..<e].map { isUpper($0) ? $0 | 0x20 : $0 }
            return !openers.contains(next)
        }
        return false
    }

    static func push(_ out: inout [Range<Int>], _ b: [UInt8], _ r: Range<Int>) {
        let t = trimmed(b, r)
        if !t.isEmpty { out.append(t) }
    }
}

/// `r` without white space at either end.
func trimmed(_ b: [UInt8], _ r: Range<Int>) -> Range<Int> {
    var lo = r.lowerBound
    var hi = r.upperBound
    while lo < hi, isSpace(b[lo]) { lo += 1 }
    while hi > lo, isSpace(b[hi - 1]) { hi -= 1 }
    return lo..<hi
}

@inline(__always) func isUpper(_ c: UInt8) -> Bool { c >= 0x41 && c <= 0x5A }
@inline(__always) func isLower(_ c: UInt8) -> Bool { c >= 0x61 && c <= 0x7A }
@inline(__always) func isLetter(_ c: UInt8) -> Bool { isUpper(c) || isLower(c) }
@inline(__always) func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
