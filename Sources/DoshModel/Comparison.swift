// Comparison.swift: an analysis among a chain's policies (`compare`), and two analyses of related
// texts clause by clause (`diff`).

/// Where an analysis sits in a chain, scored as if that chain fed CIS.
public struct ChainComparison: Equatable, Sendable {
    public struct Step: Equatable, Sendable {
        public var name: String
        public var year: Int
        public var expected: Double?
        public var reduction: Double?
        /// The re-scored COI of the step's analysis, when it is in the workspace.
        public var rescored: Double?
        /// Euclidean distance between the bounded sub-score vectors of the step's analysis and ours.
        public var distance: Double?
        public var factor: Double
        public var capacity: Double
    }

    public var name: String
    public var coi: Double
    public var steps: [Step]
    public var alpha: Double
    /// Capacity after the chain (B), and after appending the analysis: B·(1 − α·COI).
    public var capacityBefore: Double
    public var capacityAfter: Double { capacityBefore * (1 - alpha * coi) }

    /// 1-based rank of the analysis among the steps' re-scored COIs (and itself), 1 = most oppressive.
    public var rankByRescored: (rank: Int, of: Int) { rank(steps.compactMap(\.rescored)) }
    /// The same among the steps' expected COIs.
    public var rankByExpected: (rank: Int, of: Int) { rank(steps.compactMap(\.expected)) }

    private func rank(_ others: [Double]) -> (rank: Int, of: Int) {
        (others.filter { $0 > coi }.count + 1, others.count + 1)
    }

    /// The step whose analysis is closest in sub-scores.
    public var nearest: Step? {
        steps.filter { $0.distance != nil }.min { $0.distance! < $1.distance! }
    }

    public static func == (l: ChainComparison, r: ChainComparison) -> Bool {
        l.name == r.name && l.coi == r.coi && l.steps == r.steps && l.alpha == r.alpha && l.capacityBefore == r.capacityBefore
    }

    public init(_ a: Analysis, chain: Chain, in ws: Workspace) {
        let scorer = ws.scorer(for: chain)
        func vector(_ r: ScoreResult) -> [Double] { [r.dis, r.ads, r.eis, r.cis, r.oes] }
        let mine = scorer.score(a)
        let factors = ws.factors(of: chain)
        let caps = capacities(factors)
        name = a.name
        coi = mine.coi
        alpha = chain.effectiveAlpha(ws.weights.alpha)
        capacityBefore = caps.last ?? 1
        steps = chain.steps.enumerated().map { k, s in
            let other = s.analysis.flatMap { try? ws.analysis(named: $0) }
            let r = other.map { scorer.score($0) }
            let d = r.map { zip(vector($0), vector(mine)).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot() }
            return Step(name: s.name, year: s.year, expected: s.expectedCOI, reduction: s.reduction, rescored: r?.coi,
                        distance: d, factor: factors[k], capacity: caps[k])
        }
    }
}

/// One difference between two analyses' clauses.
public struct ClauseChange: Equatable, Sendable {
    public enum Kind: String, Sendable {
        /// In B only.
        case added
        /// In A only.
        case removed
        /// Matched, with different labels.
        case relabelled
        /// Matched by closeness, same labels, different words.
        case reworded
    }

    public var kind: Kind
    /// Row in A's and B's clause tables.
    public var a: Int?
    public var b: Int?
    /// What differs: "effect burden → benefit", "aar 0.8 → 0.2", "text".
    public var differences: [String]
    /// The change to A's sub-scores (native ranges) and COI from this change alone.
    public var subScores: SubScores
    public var coi: Double
}

public struct AnalysisDiff: Equatable, Sendable {
    public var changes: [ClauseChange]
    public var unchanged: Int
    public var before: ScoreResult
    public var after: ScoreResult
    public var nativeBefore: SubScores
    public var nativeAfter: SubScores
}

public enum ClauseDiff {
    /// Lower-case words of letters and digits, separated by single spaces.
    public static func normalize(_ text: String) -> String {
        words(text).joined(separator: " ")
    }

    static func words(_ text: String) -> [String] {
        text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    /// 2·LCS / (|a| + |b|) over words: 1 for the same words, 0 for nothing in common.
    public static func similarity(_ a: String, _ b: String) -> Double {
        let x = words(a), y = words(b)
        guard !x.isEmpty || !y.isEmpty else { return 1 }
        var row = [Int](repeating: 0, count: y.count + 1)
        for i in 0..<x.count {
            var diagonal = 0
            for j in 0..<y.count {
                let up = row[j + 1]
                row[j + 1] = x[i] == y[j] ? diagonal + 1 : max(row[j + 1], row[j])
                diagonal = up
            }
        }
        return 2 * Double(row[y.count]) / Double(x.count + y.count)
    }

    /// Matches A's clauses to B's (same normalised text first, in order; then the closest remaining
    /// pairs with similarity ≥ `threshold`), and measures each difference against A.
    public static func compare(_ a: Analysis, _ b: Analysis, scorer: Scorer, threshold: Double = 0.6) -> AnalysisDiff {
        let ta = a.clauses, tb = b.clauses
        var pairs: [(Int, Int)] = []
        var freeA = Set(ta.indices), freeB = Set(tb.indices)
        var byText: [String: [Int]] = [:]
        for i in ta.indices { byText[normalize(ta.text[i]), default: []].append(i) }
        for j in tb.indices {
            let key = normalize(tb.text[j])
            if var list = byText[key], !list.isEmpty {
                let i = list.removeFirst()
                byText[key] = list
                pairs.append((i, j)); freeA.remove(i); freeB.remove(j)
            }
        }
        var candidates: [(Double, Int, Int)] = []
        for i in freeA.sorted() {
            for j in freeB.sorted() {
                let s = similarity(ta.text[i], tb.text[j])
                if s >= threshold { candidates.append((s, i, j)) }
            }
        }
        candidates.sort { $0.0 > $1.0 || ($0.0 == $1.0 && ($0.1, $0.2) < ($1.1, $1.2)) }
        for (_, i, j) in candidates where freeA.contains(i) && freeB.contains(j) {
            pairs.append((i, j)); freeA.remove(i); freeB.remove(j)
        }

        let base = a.stats
        let nativeA = scorer.subScores(base), coiA = scorer.score(base).coi
        func effect(_ s: ScoreStats) -> (SubScores, Double) {
            let n = scorer.subScores(s)
            return (SubScores(dis: n.dis - nativeA.dis, ads: n.ads - nativeA.ads, eis: n.eis - nativeA.eis,
                              cis: n.cis - nativeA.cis, oes: n.oes - nativeA.oes), scorer.score(s).coi - coiA)
        }
        var changes: [ClauseChange] = []
        var unchanged = 0
        for (i, j) in pairs.sorted(by: { $0.0 < $1.0 }) {
            let diffs = labelDifferences(ta[i], tb[j])
            let sameText = ta.text[i] == tb.text[j]
            if diffs.isEmpty && sameText { unchanged += 1; continue }
            var s = base.removing(i, of: ta)
            s.add(tb[j])
            let (sub, coi) = effect(s)
            changes.append(ClauseChange(kind: diffs.isEmpty ? .reworded : .relabelled, a: i, b: j,
                                        differences: diffs + (sameText ? [] : ["text"]), subScores: sub, coi: coi))
        }
        for i in freeA.sorted() {
            let (sub, coi) = effect(base.removing(i, of: ta))
            changes.append(ClauseChange(kind: .removed, a: i, b: nil, differences: [], subScores: sub, coi: coi))
        }
        for j in freeB.sorted() {
            var s = base
            s.add(tb[j])
            let (sub, coi) = effect(s)
            changes.append(ClauseChange(kind: .added, a: nil, b: j, differences: [], subScores: sub, coi: coi))
        }
        return AnalysisDiff(changes: changes, unchanged: unchanged, before: scorer.score(base), after: scorer.score(b.stats),
                            nativeBefore: nativeA, nativeAfter: scorer.subScores(b.stats))
    }

    /// Labels that differ, as "field old → new".
    static func labelDifferences(_ x: Clause, _ y: Clause) -> [String] {
        var out: [String] = []
        func number(_ v: Double) -> String { formatShortest((v * 1e6).rounded() / 1e6) }
        if x.group != y.group { out.append("group \(x.group.rawName) → \(y.group.rawName)") }
        if x.effect != y.effect { out.append("effect \(x.effect.rawName) → \(y.effect.rawName)") }
        for (name, p, q) in [("aar", x.architecture.aar, y.architecture.aar), ("se", x.architecture.se, y.architecture.se),
                             ("ij", x.architecture.ij, y.architecture.ij), ("rsc", x.architecture.rsc, y.architecture.rsc)] where p != q {
            out.append("\(name) \(number(p)) → \(number(q))")
        }
        if x.usesProxy != y.usesProxy { out.append("proxy \(x.usesProxy) → \(y.usesProxy)") }
        if x.proxyTerms != y.proxyTerms {
            out.append("terms [\(x.proxyTerms.joined(separator: ", "))] → [\(y.proxyTerms.joined(separator: ", "))]")
        }
        if x.expandsOutgroup != y.expandsOutgroup { out.append("expands \(x.expandsOutgroup) → \(y.expandsOutgroup)") }
        if x.section != y.section { out.append("section \(x.section.rawName) → \(y.section.rawName)") }
        if x.tier != y.tier { out.append("tier \(x.tier.number) → \(y.tier.number)") }
        if x.confidence != y.confidence { out.append("confidence \(number(x.confidence)) → \(number(y.confidence))") }
        if x.wasSafetyFallback != y.wasSafetyFallback { out.append("fallback \(x.wasSafetyFallback) → \(y.wasSafetyFallback)") }
        return out
    }
}
