// NumberText.swift: numbers as fixed-decimal text, without Foundation. Every layer that shows
// numbers to people (terminal, Markdown, SVG, HTML, PDF) uses this one rounding rule.

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

/// A fraction as a percentage with `decimals` decimals: 0.735 → "74%" (0 decimals), "73.5%" (1).
public func formatPercent(_ fraction: Double, decimals: Int = 0) -> String {
    formatFixed(fraction * 100, decimals: decimals) + "%"
}

/// "1 clause", "3 clauses": a count with its noun, plural by adding "s".
public func counted(_ n: Int, _ noun: String) -> String {
    "\(n) \(noun)\(n == 1 ? "" : "s")"
}
