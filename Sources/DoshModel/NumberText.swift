// NumberText.swift: numbers as fixed-decimal text, and counts with their noun, without Foundation.
// Every layer that shows numbers to people (terminal, Markdown, SVG, HTML, PDF) uses this one
// rounding rule.

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
        digits.removeSubrange(keep...)
        if roundUp {
            var k = digits.count - 1
            while k >= 0 {
                if digits[k] == 9 { digits[k] = 0; k -= 1 } else { digits[k] += 1; break }
            }
            if k < 0 { digits.insert(1, at: 0); exponent += 1 }
        }
    }
    if digits.allSatisfy({ $0 == 0 }) { negative = false }
    // Written as ASCII bytes: this runs for every number in every table.
    let digit = { (k: Int) -> UInt8 in 0x30 + (k >= 0 && k < digits.count ? digits[k] : 0) }
    var out: [UInt8] = []
    out.reserveCapacity(max(exponent, 1) + decimals + 2)
    if negative { out.append(0x2D) }
    if exponent <= 0 { out.append(0x30) } else { for k in 0..<exponent { out.append(digit(k)) } }
    if decimals > 0 {
        out.append(0x2E)
        for k in 0..<decimals { out.append(digit(exponent + k)) }
    }
    return String(decoding: out, as: UTF8.self)
}

/// The shortest round-trip digits of v: sign, digits (0–9), and the decimal exponent such that
/// |v| = 0.d1d2… × 10^exponent. Read from the bytes of Swift's shortest description.
private func decimalDigits(_ v: Double) -> (Bool, [UInt8], Int) {
    if v == 0 { return (false, [], 0) }
    var digits: [UInt8] = []
    digits.reserveCapacity(24)
    var pointAt = 0, exp = 0, seenPoint = false
    var bytes = Swift.abs(v).description.utf8.makeIterator()
    while let c = bytes.next() {
        switch c {
        case 0x30...0x39:
            digits.append(c - 0x30)
            if !seenPoint { pointAt += 1 }
        case 0x2E: seenPoint = true
        case 0x65, 0x45:  // e or E: the exponent, with its sign
            var sign = 1
            while let d = bytes.next() {
                if d == 0x2D { sign = -1 } else if d >= 0x30 && d <= 0x39 { exp = exp * 10 + Int(d - 0x30) }
            }
            exp *= sign
        default: break
        }
    }
    var first = 0
    while first < digits.count, digits[first] == 0 { first += 1; pointAt -= 1 }
    var end = digits.count
    while end > first, digits[end - 1] == 0 { end -= 1 }
    return (v < 0, Array(digits[first..<end]), pointAt + exp)
}

/// A fraction as a percentage with `decimals` decimals: 0.735 → "74%" (0 decimals), "73.5%" (1).
public func formatPercent(_ fraction: Double, decimals: Int = 0) -> String {
    formatFixed(fraction * 100, decimals: decimals) + "%"
}

/// "1 clause", "3 clauses": a count with its noun, plural by adding "s".
public func counted(_ n: Int, _ noun: String) -> String {
    "\(n) \(noun)\(n == 1 ? "" : "s")"
}
