// ClauseTable.swift: an analysis's clauses stored column by column.
//
// One array per field keeps filters and statistics tight loops over plain arrays; texts live in
// one contiguous UTF-8 buffer (with a lower-cased twin for case-insensitive search) instead of
// one heap string per clause.

/// Many strings in one UTF-8 buffer; string i is bytes[ends[i-1] ..< ends[i]].
public struct StringColumn: Equatable, Hashable, Sendable {
    public private(set) var bytes: [UInt8] = []
    public private(set) var ends: [Int] = []

    public init() {}

    public var count: Int { ends.count }

    @inline(__always)
    public func byteRange(_ i: Int) -> Range<Int> {
        (i == 0 ? 0 : ends[i - 1])..<ends[i]
    }

    public subscript(i: Int) -> String {
        String(decoding: bytes[byteRange(i)], as: UTF8.self)
    }

    public mutating func append(_ s: String) {
        bytes.append(contentsOf: s.utf8)
        ends.append(bytes.count)
    }

    public mutating func append<C: Collection>(utf8: C) where C.Element == UInt8 {
        bytes.append(contentsOf: utf8)
        ends.append(bytes.count)
    }

    /// Appends `utf8` with A–Z lowered, if it is all ASCII; false (and nothing appended) otherwise.
    mutating func appendASCIILowercased(_ utf8: [UInt8]) -> Bool {
        let start = bytes.count
        var ascii = true
        utf8.withUnsafeBufferPointer { src in
            bytes.append(contentsOf: src)
            bytes.withUnsafeMutableBufferPointer { dst in
                for k in 0..<src.count {
                    let c = src[k]
                    if c >= 0x80 { ascii = false; break }
                    if c &- 0x41 < 26 { dst[start + k] = c | 0x20 }
                }
            }
        }
        guard ascii else {
            bytes.removeSubrange(start...)
            return false
        }
        ends.append(bytes.count)
        return true
    }

    public mutating func reserveCapacity(strings: Int, bytes byteCount: Int) {
        ends.reserveCapacity(strings)
        bytes.reserveCapacity(byteCount)
    }
}

/// The clauses of one analysis, in document order, as columns.
public struct ClauseTable: Equatable, Sendable {
    public private(set) var n: [Int] = []
    public private(set) var ids = StringColumn()
    public private(set) var text = StringColumn()
    /// `text` lower-cased, for case-insensitive substring search.
    public private(set) var foldedText = StringColumn()
    public private(set) var section: [SectionType] = []
    public private(set) var group: [TargetGroup] = []
    public private(set) var effect: [EffectDirection] = []
    public private(set) var aar: [Double] = []
    public private(set) var se: [Double] = []
    public private(set) var ij: [Double] = []
    public private(set) var rsc: [Double] = []
    public private(set) var confidence: [Double] = []
    public private(set) var tier: [Tier] = []
    public private(set) var usesProxy: [Bool] = []
    public private(set) var expands: [Bool] = []
    public private(set) var fallback: [Bool] = []
    /// All proxy terms, flat; clause i owns terms termEnds[i-1] ..< termEnds[i].
    public private(set) var terms = StringColumn()
    public private(set) var termEnds: [Int] = []
    /// Source spans (UTF-8 byte offsets into the analysed text); nil for imported clauses.
    public private(set) var sourceSpan: [Range<Int>?] = []

    public init() {}

    public init(_ clauses: some Sequence<Clause>) {
        for c in clauses { append(c) }
    }

    public var count: Int { n.count }
    public var isEmpty: Bool { n.isEmpty }
    public var indices: Range<Int> { 0..<count }

    @inline(__always)
    public func termRange(_ i: Int) -> Range<Int> {
        (i == 0 ? 0 : termEnds[i - 1])..<termEnds[i]
    }

    public func termCount(_ i: Int) -> Int { termRange(i).count }

    public func proxyTerms(_ i: Int) -> [String] { termRange(i).map { terms[$0] } }

    public func architecture(_ i: Int) -> ArchitectureScores {
        ArchitectureScores(aar: aar[i], se: se[i], ij: ij[i], rsc: rsc[i])
    }

    /// Per-clause score (design.md §2.7).
    @inline(__always)
    public func score(_ i: Int) -> Double {
        (aar[i] + se[i] + ij[i] + rsc[i]) / 4 * effect[i].scoreMultiplier
    }

    public subscript(i: Int) -> Clause {
        Clause(
            n: n[i], id: ids[i], text: text[i], section: section[i], group: group[i], effect: effect[i],
            architecture: architecture(i), confidence: confidence[i], tier: tier[i], usesProxy: usesProxy[i],
            proxyTerms: proxyTerms(i), expandsOutgroup: expands[i], wasSafetyFallback: fallback[i],
            sourceSpan: sourceSpan[i])
    }

    public var rows: [Clause] { indices.map { self[$0] } }

    public mutating func append(_ c: Clause) {
        appendText(Array(c.text.utf8))
        ids.append(c.id)
        for t in c.proxyTerms { terms.append(t) }
        appendRemaining(c)
    }

    /// Fast path for the loader: id, text and terms arrive as UTF-8 bytes that were already validated.
    public mutating func append<C: Collection>(
        _ c: Clause, idUTF8: C, textUTF8: [UInt8], termsUTF8: [[UInt8]]
    ) where C.Element == UInt8 {
        appendText(textUTF8)
        ids.append(utf8: idUTF8)
        for t in termsUTF8 { terms.append(utf8: t) }
        appendRemaining(c)
    }

    public mutating func reserveCapacity(_ clauses: Int, textBytes: Int = 0) {
        for k in [\ClauseTable.aar, \.se, \.ij, \.rsc, \.confidence] as [WritableKeyPath<ClauseTable, [Double]>] {
            self[keyPath: k].reserveCapacity(clauses)
        }
        n.reserveCapacity(clauses); section.reserveCapacity(clauses); group.reserveCapacity(clauses)
        effect.reserveCapacity(clauses); tier.reserveCapacity(clauses); usesProxy.reserveCapacity(clauses)
        expands.reserveCapacity(clauses); fallback.reserveCapacity(clauses); termEnds.reserveCapacity(clauses)
        sourceSpan.reserveCapacity(clauses)
        ids.reserveCapacity(strings: clauses, bytes: clauses * 36)
        text.reserveCapacity(strings: clauses, bytes: textBytes)
        foldedText.reserveCapacity(strings: clauses, bytes: textBytes)
    }

    /// Keeps the rows whose indices are given, in that order (n is kept as it was).
    public func selecting(_ rows: some Sequence<Int>) -> ClauseTable {
        var out = ClauseTable()
        for i in rows { out.append(self[i]) }
        return out
    }

    private mutating func appendText(_ utf8: [UInt8]) {
        text.append(utf8: utf8)
        if !foldedText.appendASCIILowercased(utf8) {
            foldedText.append(String(decoding: utf8, as: UTF8.self).lowercased())
        }
    }

    private mutating func appendRemaining(_ c: Clause) {
        termEnds.append(terms.count)
        n.append(c.n); section.append(c.section); group.append(c.group); effect.append(c.effect)
        aar.append(c.architecture.aar); se.append(c.architecture.se)
        ij.append(c.architecture.ij); rsc.append(c.architecture.rsc)
        confidence.append(c.confidence); tier.append(c.tier); usesProxy.append(c.usesProxy)
        expands.append(c.expandsOutgroup); fallback.append(c.wasSafetyFallback)
        sourceSpan.append(c.sourceSpan)
    }
}
