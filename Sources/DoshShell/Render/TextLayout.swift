// TextLayout.swift: terminal text measurement, number formatting and ANSI colour.
import DoshModel

/// Columns a string occupies on a terminal: wide East Asian characters and emoji count 2,
/// combining marks 0.
public func displayWidth(_ s: String) -> Int {
    var w = 0
    for ch in s {
        guard let u = ch.unicodeScalars.first?.value else { continue }
        w += scalarWidth(u)
    }
    return w
}

func scalarWidth(_ u: UInt32) -> Int {
    if u == 0 || (u >= 0x300 && u < 0x370) || (u >= 0x200B && u <= 0x200F) { return 0 }
    if (u >= 0x1100 && u <= 0x115F) || (u >= 0x2E80 && u <= 0xA4CF) || (u >= 0xAC00 && u <= 0xD7A3)
        || (u >= 0xF900 && u <= 0xFAFF) || (u >= 0xFE30 && u <= 0xFE4F) || (u >= 0xFF00 && u <= 0xFF60)
        || (u >= 0xFFE0 && u <= 0xFFE6) || (u >= 0x1F300 && u <= 0x1FAFF) || (u >= 0x20000 && u <= 0x3FFFD) {
        return 2
    }
    return 1
}

/// `s` cut to at most `width` columns, ending in "…" when cut.
public func truncate(_ s: String, to width: Int) -> String {
    guard displayWidth(s) > width else { return s }
    guard width > 1 else { return width == 1 ? "…" : "" }
    var out = ""
    var w = 0
    for ch in s {
        let cw = scalarWidth(ch.unicodeScalars.first?.value ?? 0)
        if w + cw > width - 1 { break }
        out.append(ch)
        w += cw
    }
    return out + "…"
}

public func pad(_ s: String, to width: Int, _ alignment: Alignment) -> String {
    let fill = String(repeating: " ", count: max(0, width - displayWidth(s)))
    return alignment == .left ? s + fill : fill + s
}

/// One line for a table cell: line breaks and tabs become spaces, trailing whitespace goes.
public func singleLine(_ s: String) -> String {
    var out = ""
    var pendingSpace = false
    for ch in s {
        if ch.isNewline || ch == "\t" || ch == "\r\n" {
            pendingSpace = true
        } else {
            if pendingSpace, !out.isEmpty { out.append(" ") }
            pendingSpace = false
            out.append(ch)
        }
    }
    while out.last == " " { out.removeLast() }
    return out
}

/// A number with exactly `decimals` decimals, rounding half away from zero on its shortest
/// decimal form (so 0.12345 shows as 0.1235 whatever its binary neighbour). Never "-0.000".
public func formatFixed(_ v: Double, decimals: Int) -> String {
    guard v.isFinite else { return v.isNaN ? "nan" : (v < 0 ? "-inf" : "inf") }
    var (negative, digits, exponent) = decimalDigits(v)  // value = 0.d1d2d3… × 10^exponent
    // Index (into digits) of the last digit kept.
    let keep = exponent + decimals
    if keep < 0 {
        digits = []
        exponent = 0
    } else if keep < digits.count {
        let roundUp = digits[keep] >= 5
        digits = Array(digits[0..<keep])
        if roundUp {
            var k = digits.count - 1
            while k >= 0 {
                if digits[k] == 9 { digits[k] = 0; k -= 1 } else { digits[k] += 1; break }
            }
            if k < 0 { digits.insert(1, at: 0); exponent += 1 }
        }
    }
    if digits.allSatisfy({ $0 == 0 }) { negative = false }
    var intPart = ""
    if exponent <= 0 { intPart = "0" } else {
        for k in 0..<exponent { intPart += k < digits.count ? String(digits[k]) : "0" }
    }
    var frac = ""
    for k in 0..<decimals {
        let idx = exponent + k
        frac += idx >= 0 && idx < digits.count ? String(digits[idx]) : "0"
    }
    return (negative ? "-" : "") + intPart + (decimals > 0 ? "." + frac : "")
}

/// The shortest round-trip digits of v: sign, digits, and the decimal exponent such that
/// |v| = 0.d1d2… × 10^exponent.
private func decimalDigits(_ v: Double) -> (Bool, [Int], Int) {
    if v == 0 { return (false, [], 0) }
    var s = Swift.abs(v).description
    var exp = 0
    if let e = s.firstIndex(where: { $0 == "e" || $0 == "E" }) {
        exp = Int(s[s.index(after: e)...]) ?? 0
        s = String(s[..<e])
    }
    let parts = s.split(separator: ".", omittingEmptySubsequences: false)
    let intDigits = Array(parts[0])
    let fracDigits = parts.count > 1 ? Array(parts[1]) : []
    var all = (intDigits + fracDigits).compactMap { $0.wholeNumberValue }
    var pointAt = intDigits.count + exp
    while let f = all.first, f == 0 { all.removeFirst(); pointAt -= 1 }
    while let l = all.last, l == 0 { all.removeLast() }
    return (v < 0, all, pointAt)
}

/// ANSI colour codes for severity colours.
public enum ANSI {
    public static let reset = "\u{1B}[0m"
    public static let bold = "\u{1B}[1m"
    public static let dim = "\u{1B}[2m"

    public static func code(_ c: SeverityColour) -> String {
        switch c {
        case .red: "\u{1B}[31m"
        case .orange: "\u{1B}[38;5;208m"
        case .green: "\u{1B}[32m"
        case .blue: "\u{1B}[34m"
        }
    }
}
