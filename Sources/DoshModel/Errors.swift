// Errors.swift: what every layer's errors share, and the did-you-mean helper.

/// An error a user can act on. `message` is one line without the "error: " prefix; a file
/// location, when there is one, is part of the message ("x.json:3:14: …"). `span`, when set, is
/// the character range of the command text the caret points at.
public protocol DoshError: Error, Sendable {
    var message: String { get }
    var span: Range<Int>? { get }
    /// Further errors found in the same input, reported together (e.g. a filter with three mistakes).
    var related: [any DoshError] { get }
}

extension DoshError {
    public var span: Range<Int>? { nil }
    public var related: [any DoshError] { [] }
}

/// Long-running work stopped because the user pressed Ctrl-C.
public struct Interrupted: DoshError, Equatable {
    public var message: String { "interrupted" }
    public init() {}
}

/// A plain error with a message and an optional caret span.
public struct UserError: DoshError, Equatable {
    public var message: String
    public var span: Range<Int>?

    public init(_ message: String, span: Range<Int>? = nil) {
        self.message = message; self.span = span
    }
}

/// " (did you mean 'x'?)" or "".
public func didYouMean(_ suggestion: String?) -> String {
    suggestion.map { " (did you mean '\($0)'?)" } ?? ""
}

/// The candidate closest to `word` by edit distance (case-insensitive), if it is close enough to
/// be a plausible typo, or if `word` is a prefix of exactly one candidate.
public func closestMatch(to word: String, in candidates: some Sequence<String>) -> String? {
    let w = Array(word.lowercased())
    guard !w.isEmpty else { return nil }
    var best: (String, Int)?
    var prefixHits: [String] = []
    for c in candidates {
        let lc = Array(c.lowercased())
        if lc.starts(with: w) { prefixHits.append(c) }
        let d = editDistance(w, lc)
        // Ties go to a candidate of the typed length ("analyse" → "analyze", not "analyses").
        if best == nil || d < best!.1 || (d == best!.1 && lc.count == w.count && best!.0.count != w.count) { best = (c, d) }
    }
    if let (c, d) = best, d <= max(1, min(3, w.count / 3)) { return c }
    if prefixHits.count == 1 { return prefixHits[0] }
    return nil
}

/// Optimal-string-alignment distance (Levenshtein plus adjacent transpositions).
public func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var prev2 = [Int](repeating: 0, count: b.count + 1)
    var prev = Array(0...b.count)
    var cur = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        cur[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            var v = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { v = min(v, prev2[j - 2] + 1) }
            cur[j] = v
        }
        (prev2, prev, cur) = (prev, cur, prev2)
    }
    return prev[b.count]
}

/// A double in its shortest round-trip form, without a trailing ".0" for integral values.
public func formatShortest(_ v: Double) -> String {
    if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
    return v.description
}
