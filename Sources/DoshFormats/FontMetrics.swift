// FontMetrics.swift: glyph widths of the standard PDF fonts Helvetica and Helvetica-Bold (Adobe's
// published metrics, in 1/1000 em) for the WinAnsi codes 32-255, and the mapping of text to
// WinAnsi. The PDF writer wraps lines with them; the SVG writer uses them to estimate label widths
// (sans-serif fonts in browsers are metric-compatible with Helvetica or close to it).

public enum FontMetrics {
    /// WinAnsi codes 32-255; 0 for codes with no glyph.
    static let helvetica: [UInt16] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, 0,
        556, 0, 222, 556, 333, 1000, 556, 556, 333, 1000, 667, 333, 1000, 0, 611, 0,
        0, 222, 222, 333, 333, 350, 556, 1000, 333, 1000, 500, 333, 944, 0, 500, 667,
        278, 333, 556, 556, 556, 556, 260, 556, 333, 737, 370, 556, 584, 333, 737, 333,
        400, 584, 333, 333, 333, 578, 537, 278, 333, 333, 365, 556, 834, 834, 834, 611,
        667, 667, 667, 667, 667, 667, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278,
        722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611,
        556, 556, 556, 556, 556, 556, 889, 500, 556, 556, 556, 556, 278, 278, 278, 278,
        556, 556, 556, 556, 556, 556, 556, 584, 611, 556, 556, 556, 556, 500, 556, 500,
    ]

    /// WinAnsi codes 32-255; 0 for codes with no glyph.
    static let helveticaBold: [UInt16] = [
        278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
        975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
        333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
        611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584, 0,
        556, 0, 278, 556, 500, 1000, 556, 556, 333, 1000, 667, 333, 1000, 0, 611, 0,
        0, 278, 278, 500, 500, 350, 556, 1000, 333, 1000, 556, 333, 944, 0, 500, 667,
        278, 333, 556, 556, 556, 556, 280, 556, 333, 737, 370, 556, 584, 333, 737, 333,
        400, 584, 333, 333, 333, 611, 556, 278, 333, 333, 365, 556, 834, 834, 834, 611,
        722, 722, 722, 722, 722, 722, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278,
        722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611,
        556, 556, 556, 556, 556, 556, 889, 556, 556, 556, 556, 556, 278, 278, 278, 278,
        611, 611, 611, 611, 611, 611, 611, 584, 611, 611, 611, 611, 611, 556, 611, 556,
    ]

    /// WinAnsi bytes 128-159 that are not Latin-1, by Unicode scalar.
    static let winAnsiHigh: [UInt32: UInt8] = [
        0x20AC: 0x80, 0x201A: 0x82, 0x0192: 0x83, 0x201E: 0x84, 0x2026: 0x85, 0x2020: 0x86,
        0x2021: 0x87, 0x02C6: 0x88, 0x2030: 0x89, 0x0160: 0x8A, 0x2039: 0x8B, 0x0152: 0x8C,
        0x017D: 0x8E, 0x2018: 0x91, 0x2019: 0x92, 0x201C: 0x93, 0x201D: 0x94, 0x2022: 0x95,
        0x2013: 0x96, 0x2014: 0x97, 0x02DC: 0x98, 0x2122: 0x99, 0x0161: 0x9A, 0x203A: 0x9B,
        0x0153: 0x9C, 0x017E: 0x9E, 0x0178: 0x9F,
    ]

    /// The WinAnsi byte for a character, or nil when the font cannot show it.
    public static func winAnsi(_ u: Unicode.Scalar) -> UInt8? {
        let v = u.value
        if (32...126).contains(v) || (160...255).contains(v) { return UInt8(v) }
        return winAnsiHigh[v]
    }

    /// Text as WinAnsi bytes; characters the font lacks become close ASCII stand-ins or "?".
    public static func encode(_ s: String) -> [UInt8] {
        var out: [UInt8] = []
        for u in s.unicodeScalars {
            if let b = winAnsi(u) { out.append(b); continue }
            switch u.value {
            case 0x09, 0x0A, 0x0D: out.append(32)
            case 0x2010, 0x2011, 0x2012, 0x2212: out.append(0x2D)  // hyphens and minus
            case 0x2032: out.append(0x27)
            case 0x2033: out.append(0x22)
            case 0x00A0: out.append(32)
            case 0x25B2: out.append(0x21)  // severity symbols, as in plain mode
            case 0x2296: out.append(0x2D)
            case 0x2713: out.append(0x2B)
            case 0x2193: out.append(0x76)
            case 0x0300..<0x0370: continue  // combining marks: drop
            default: out.append(0x3F)
            }
        }
        return out
    }

    /// Width of WinAnsi bytes in points at `size`.
    public static func width(_ bytes: [UInt8], size: Double, bold: Bool = false) -> Double {
        let table = bold ? helveticaBold : helvetica
        var units = 0
        for b in bytes where b >= 32 { units += Int(table[Int(b) - 32]) }
        return Double(units) * size / 1000
    }

    /// Width of a string in points at `size`, as the PDF writer would set it.
    public static func width(_ s: String, size: Double, bold: Bool = false) -> Double {
        width(encode(s), size: size, bold: bold)
    }
}
