// ByteSearch.swift: substring search over UTF-8 bytes, for `text ~ "word"` on the folded text.
//
// memchr (vectorised in libc) jumps to each occurrence of the needle's rarest byte, and memcmp checks
// the whole needle there, so no String is ever built for a clause.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct ByteSearch: Sendable, Equatable {
    let needle: [UInt8]
    /// Index in `needle` of the byte least likely to occur in English text.
    let anchor: Int

    init(_ needle: [UInt8]) {
        self.needle = needle
        var best = 0
        for (k, b) in needle.enumerated() where ByteSearch.rarity(b) > ByteSearch.rarity(needle[best]) { best = k }
        self.anchor = best
    }

    /// Higher is rarer: common lower-case letters and the space are the most frequent bytes in clause text.
    static func rarity(_ b: UInt8) -> Int {
        let common: [UInt8] = Array(" etaoinshrdlcumwfgypbvk".utf8)
        if let k = common.firstIndex(of: b) { return k }
        return common.count + 1
    }

    /// True when `needle` occurs in `hay[range]`.
    @inline(__always)
    func occurs(in hay: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        let n = needle.count
        if n == 0 { return true }
        if range.count < n { return false }
        guard let base = hay.baseAddress else { return false }
        return needle.withUnsafeBufferPointer { nb -> Bool in
            let target = Int32(nb[anchor])
            let first = base + range.lowerBound + anchor            // earliest place the anchor byte can be
            let last = base + range.upperBound - n + anchor          // latest place (inclusive)
            var p = first
            while p <= last {
                guard let hit = memchr(p, target, last - p + 1) else { return false }
                let q = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self))
                if memcmp(q - anchor, nb.baseAddress!, n) == 0 { return true }
                p = q + 1
            }
            return false
        }
    }
}
