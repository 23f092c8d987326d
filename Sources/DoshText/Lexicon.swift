// Lexicon.swift: words as the classifier sees them. Text is cut into words (letters and digits;
// hyphens and apostrophes split), lower-cased and reduced by a small, predictable stemmer so that
// "aliens", "denied", "denies", "evicting" meet the cues "alien", "deny", "evict". Cue phrases go
// through the same steps, so a cue matches whatever the stemmer does to a word.

enum Stemmer {
    /// Reduces a lower-case ASCII word in place: plurals and verb endings, a doubled final consonant,
    /// a final "e". "policies" → "policy", "denied" → "deny", "committed" → "commit", "fined" → "fin".
    static func stem(_ w: inout [UInt8]) {
        guard w.count > 3, w.allSatisfy({ $0 < 0x80 }) else { return }
        func ends(_ s: String) -> Bool {
            let u = s.utf8
            guard w.count > u.count else { return false }
            return w[(w.count - u.count)...].elementsEqual(u)
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

/// The stems the taxonomy uses, each with a small integer id.
struct Vocabulary {
    private var ids: [UInt64: [(stem: [UInt8], id: Int32)]] = [:]
    private(set) var count: Int32 = 0

    mutating func intern(_ stem: [UInt8]) -> Int32 {
        let h = Vocabulary.hash(stem[...])
        if let hit = ids[h]?.first(where: { $0.stem == stem }) { return hit.id }
        let id = count
        count += 1
        ids[h, default: []].append((stem, id))
        return id
    }

    func lookup(_ stem: ArraySlice<UInt8>) -> Int32 {
        guard let bucket = ids[Vocabulary.hash(stem)] else { return -1 }
        for e in bucket where e.stem.elementsEqual(stem) { return e.id }
        return -1
    }

    @inline(__always)
    static func hash(_ s: ArraySlice<UInt8>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for c in s { h = (h ^ UInt64(c)) &* 0x100_0000_01b3 }
        return h
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
