// Lexicon.swift: words as the classifier sees them. Text is cut into words (letters and digits;
// hyphens and apostrophes split), lower-cased and reduced by a small, predictable stemmer so that
// "aliens", "denied", "denies", "evicting" meet the cues "alien", "deny", "evict". Cue phrases go
// through the same steps, so a cue matches whatever the stemmer does to a word.

enum Stemmer {
    /// Reduces a lower-case ASCII word in place: plurals and verb endings, a doubled final consonant,
    /// a final "e". "policies" → "policy", "denied" → "deny", "committed" → "commit", "fined" → "fin".
    static func stem(_ w: inout [UInt8]) {
        guard w.count > 3, w.allSatisfy({ $0 < 0x80 }) else { return }
        func ends(_ s: StaticString) -> Bool {
            let n = s.utf8CodeUnitCount
            guard w.count > n else { return false }
            return s.withUTF8Buffer { u in
                var k = 0
                while k < n, w[w.count - n + k] == u[k] { k += 1 }
                return k == n
            }
        }
        func hasVowel(_ upTo: Int) -> Bool {
            w[0..<upTo].contains { $0 == 0x61 || $0 == 0x65 || $0 == 0x69 || $0 == 0x6F || $0 == 0x75 || $0 == 0x79 }
        }
        // Plurals.
        if ends("ies"), w.count > 4 { w.removeLast(3); w.append(UInt8(ascii: "y")) }
        else if ends("sses") { w.removeLast(2) }
        else if ends("ches") || ends("shes") || ends("xes") || ends("zes") { w.removeLast(2) }
        else if ends("s"), !ends("ss"), !ends("us"), !ends("is") { w.removeLast() }
        // Verb endings.
        var strippedSuffix = false
        if ends("ied"), w.count > 4 { w.removeLast(3); w.append(UInt8(ascii: "y")) }
        else if ends("ed"), w.count - 2 >= 3, hasVowel(w.count - 2) { w.removeLast(2); strippedSuffix = true }
        else if ends("ing"), w.count - 3 >= 3, hasVowel(w.count - 3) { w.removeLast(3); strippedSuffix = true }
        if strippedSuffix, w.count >= 2 {
            let a = w[w.count - 1], b = w[w.count - 2]
            if a == b, a != UInt8(ascii: "l"), a != UInt8(ascii: "s"), a != UInt8(ascii: "z"), !isVowel(a) { w.removeLast() }
        }
        if w.count > 3, w.last == UInt8(ascii: "e") { w.removeLast() }
    }

    static func isVowel(_ c: UInt8) -> Bool { c == 0x61 || c == 0x65 || c == 0x69 || c == 0x6F || c == 0x75 }
}

/// A word of a clause: its bytes in the text and the punctuation stretch it stands in.
struct Token {
    var start: Int
    var end: Int
    /// Vocabulary id of the stem, or -1 for words no cue uses.
    var id: Int32
    /// Increases at every , ; : ( ) — : the stretch of the clause the word belongs to.
    var part: Int
}

/// The stems the taxonomy uses, each with a small integer id. An open-addressing table keyed by
/// a 64-bit FNV hash: looking up a word costs one hash and usually one comparison.
struct Vocabulary: Sendable {
    private var slots: [Int32] = Array(repeating: -1, count: 1024)
    private var hashes: [UInt64] = []
    private var stems: [[UInt8]] = []

    var count: Int32 { Int32(stems.count) }

    mutating func intern(_ stem: [UInt8]) -> Int32 {
        let found = lookup(stem[...])
        if found >= 0 { return found }
        if (stems.count + 1) * 2 > slots.count { grow() }
        let id = Int32(stems.count)
        let h = Vocabulary.hash(stem[...])
        stems.append(stem)
        hashes.append(h)
        insert(id, hash: h)
        return id
    }

    private mutating func insert(_ id: Int32, hash h: UInt64) {
        let mask = slots.count - 1
        var i = Int(truncatingIfNeeded: h) & mask
        while slots[i] >= 0 { i = (i + 1) & mask }
        slots[i] = id
    }

    private mutating func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        for (id, h) in hashes.enumerated() { insert(Int32(id), hash: h) }
    }

    func lookup(_ stem: ArraySlice<UInt8>) -> Int32 {
        let h = Vocabulary.hash(stem)
        let mask = slots.count - 1
        var i = Int(truncatingIfNeeded: h) & mask
        while true {
            let id = slots[i]
            if id < 0 { return -1 }
            if hashes[Int(id)] == h, stems[Int(id)].elementsEqual(stem) { return id }
            i = (i + 1) & mask
        }
    }

    @inline(__always)
    static func hash(_ s: ArraySlice<UInt8>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for c in s { h = (h ^ UInt64(c)) &* 0x100_0000_01b3 }
        return h ^ (h >> 29)
    }
}

enum Words {
    /// Bytes that belong to a word: ASCII letters and digits, and any non-ASCII byte except the
    /// general-punctuation block (curly quotes, dashes) and the section sign.
    @inline(__always)
    static func isWordByte(_ b: UnsafeBufferPointer<UInt8>, _ i: Int) -> Bool {
        let c = b[i]
        if c < 0x80 { return isLetter(c) || isDigit(c) }
        return true
    }

    /// Cuts `text` into tokens, calling `stemmed` with each word's stem (lower case) to get its id.
    static func tokens(_ b: UnsafeBufferPointer<UInt8>, scratch: inout [UInt8], id: (ArraySlice<UInt8>) -> Int32) -> [Token] {
        var out: [Token] = []
        out.reserveCapacity(b.count / 5)
        var part = 0
        var i = 0
        let n = b.count
        while i < n {
            let c = b[i]
            if c == 0xE2, i + 2 < n, b[i + 1] == 0x80 {
                // General punctuation: dashes split parts; quotes do nothing.
                if b[i + 2] == 0x94 || b[i + 2] == 0x93 { part += 1 }
                i += 3
                continue
            }
            if c == 0xC2, i + 1 < n, b[i + 1] == 0xA7 || b[i + 1] == 0xA0 { i += 2; continue }  // § and no-break space
            guard isWordByte(b, i) else {
                if c == UInt8(ascii: ",") || c == UInt8(ascii: ";") || c == UInt8(ascii: ":") || c == UInt8(ascii: "(")
                    || c == UInt8(ascii: ")") || c == UInt8(ascii: ".") || c == UInt8(ascii: "?") || c == UInt8(ascii: "!") {
                    part += 1
                }
                i += 1
                continue
            }
            let start = i
            scratch.removeAll(keepingCapacity: true)
            while i < n, isWordByte(b, i), !(b[i] == 0xE2 && i + 1 < n && b[i + 1] == 0x80), !(b[i] == 0xC2 && i + 1 < n && (b[i + 1] == 0xA7 || b[i + 1] == 0xA0)) {
                let d = b[i]
                scratch.append(isUpper(d) ? d | 0x20 : d)
                i += 1
            }
            Stemmer.stem(&scratch)
            out.append(Token(start: start, end: i, id: id(scratch[...]), part: part))
        }
        return out
    }

    /// The stems of a cue phrase, as the text would produce them.
    static func stems(of phrase: String) -> [[UInt8]] {
        var scratch: [UInt8] = []
        var stems: [[UInt8]] = []
        let bytes = Array(phrase.utf8)
        _ = bytes.withUnsafeBufferPointer { buf in
            tokens(buf, scratch: &scratch) { s in stems.append(Array(s)); return -1 }
        }
        return stems
    }
}
