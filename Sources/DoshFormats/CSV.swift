// CSV.swift: RFC 4180 fields (quoted only when needed).

/// One CSV field: quoted when it holds a comma, quote, or line break (or leading/trailing spaces).
public func csvField(_ s: String) -> String {
    let needsQuotes = s.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }
        || s.first == " " || s.last == " "
    guard needsQuotes else { return s }
    return "\"" + s.replacingAll("\"", with: "\"\"") + "\""
}

/// A CSV record (no line terminator).
public func csvRecord(_ fields: [String]) -> String {
    fields.map(csvField).joined(separator: ",")
}

extension String {
    /// Every occurrence of `target` replaced, without Foundation.
    public func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var out = ""
        var rest = self[...]
        while let r = rest.range(of: target) {
            out += rest[..<r.lowerBound]
            out += replacement
            rest = rest[r.upperBound...]
        }
        out += rest
        return out
    }
}

extension Substring {
    /// The first occurrence of `target` (a plain substring search, without Foundation).
    func range(of target: String) -> Range<Substring.Index>? {
        let t = Array(target)
        guard let first = t.first else { return nil }
        var i = startIndex
        while i < endIndex {
            if self[i] == first {
                var j = i
                var k = 0
                while k < t.count, j < endIndex, self[j] == t[k] { j = index(after: j); k += 1 }
                if k == t.count { return i..<j }
            }
            i = index(after: i)
        }
        return nil
    }
}
