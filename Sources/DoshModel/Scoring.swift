// Scoring.swift: the five sub-scores and the Composite Oppression Index (domain.md §2).
//
// Scoring runs on ScoreStats, the sufficient statistics of a clause set: counts and sums. An
// analysis keeps its stats, so rescoring under new weights (and Monte Carlo over weights) costs a
// few dozen floating-point operations per analysis and never reads a clause.

/// Counts and sums over a clause set that determine every sub-score.
public struct ScoreStats: Equatable, Hashable, Sendable {
    public var count = 0
    /// Cells of the effect × group table used by DIS (and EIS's extraction share).
    public var eliteBenefit = 0, outgroupBenefit = 0, outgroupBurden = 0, eliteBurden = 0
    public var sumAAR = 0.0, sumSE = 0.0, sumIJ = 0.0, sumRSC = 0.0
    /// Σ (aar + rsc) / 2: the policy intensity CIS compounds.
    public var sumIntensity = 0.0
    public var expands = 0
    /// Clauses flagged usesProxyVariables.
    public var proxy = 0
    public var proxyOrExpands = 0
    /// Total number of proxy terms.
    public var terms = 0

    public init() {}

    public init(_ table: ClauseTable) {
        for i in table.indices {
            add(group: table.group[i], effect: table.effect[i], aar: table.aar[i], se: table.se[i],
                ij: table.ij[i], rsc: table.rsc[i], usesProxy: table.usesProxy[i],
                expands: table.expands[i], termCount: table.termCount(i))
        }
    }

    public init(_ clauses: some Sequence<Clause>) {
        for c in clauses { add(c) }
    }

    /// The statistics without clause `i` of `table` (for leave-one-clause-out explanations).
    public func removing(_ i: Int, of table: ClauseTable) -> ScoreStats {
        var r = ScoreStats()
        r.add(group: table.group[i], effect: table.effect[i], aar: table.aar[i], se: table.se[i], ij: table.ij[i],
              rsc: table.rsc[i], usesProxy: table.usesProxy[i], expands: table.expands[i], termCount: table.termCount(i))
        var out = self
        out.count -= r.count
        out.eliteBenefit -= r.eliteBenefit; out.outgroupBenefit -= r.outgroupBenefit
        out.outgroupBurden -= r.outgroupBurden; out.eliteBurden -= r.eliteBurden
        out.sumAAR -= r.sumAAR; out.sumSE -= r.sumSE; out.sumIJ -= r.sumIJ; out.sumRSC -= r.sumRSC
        out.sumIntensity -= r.sumIntensity
        out.expands -= r.expands; out.proxy -= r.proxy; out.proxyOrExpands -= r.proxyOrExpands; out.terms -= r.terms
        return out
    }

    public mutating func add(_ c: Clause) {
        add(group: c.group, effect: c.effect, aar: c.architecture.aar, se: c.architecture.se,
            ij: c.architecture.ij, rsc: c.architecture.rsc, usesProxy: c.usesProxy,
            expands: c.expandsOutgroup, termCount: c.proxyTerms.count)
    }

    @inline(__always)
    public mutating func add(
        group: TargetGroup, effect: EffectDirection, aar: Double, se: Double, ij: Double, rsc: Double,
        usesProxy: Bool, expands isExpanding: Bool, termCount: Int
    ) {
        count += 1
        switch (effect, group) {
        case (.benefit, .elite): eliteBenefit += 1
        case (.benefit, .outgroup): outgroupBenefit += 1
        case (.burden, .outgroup): outgroupBurden += 1
        case (.burden, .elite): eliteBurden += 1
        default: break
        }
        sumAAR += aar; sumSE += se; sumIJ += ij; sumRSC += rsc
        sumIntensity += (aar + rsc) / 2
        if isExpanding { expands += 1 }
        if usesProxy { proxy += 1 }
        if usesProxy || isExpanding { proxyOrExpands += 1 }
        terms += termCount
    }
}

/// The five sub-scores in their native ranges: DIS, ADS, EIS, OES in [−1,1]; CIS in [0,1].
public struct SubScores: Equatable, Hashable, Sendable {
    public var dis = 0.0, ads = 0.0, eis = 0.0, cis = 0.0, oes = 0.0

    public init(dis: Double = 0, ads: Double = 0, eis: Double = 0, cis: Double = 0, oes: Double = 0) {
        self.dis = dis; self.ads = ads; self.eis = eis; self.cis = cis; self.oes = oes
    }

    public static let zero = SubScores()

    /// In order DIS, ADS, EIS, CIS, OES.
    public var vector: [Double] { [dis, ads, eis, cis, oes] }
}

/// The names of the five sub-scores, in the order used everywhere.
public enum SubScoreKind: String, CaseIterable, Sendable {
    case dis, ads, eis, cis, oes

    public var title: String {
        switch self {
        case .dis: "Differential Impact"
        case .ads: "Architecture Detection"
        case .eis: "Elite Interest"
        case .cis: "Compounding Impact"
        case .oes: "Outgroup Expansion"
        }
    }

    public var weightKey: WeightKey { WeightKey(rawValue: rawValue)! }
}

/// A scored analysis: the five sub-scores as combined under the profile, and the COI.
/// Under `app` this is exactly the app's stored scoreResult.
public struct ScoreResult: Equatable, Hashable, Sendable {
    public var dis, ads, eis, cis, oes, coi: Double

    public init(dis: Double, ads: Double, eis: Double, cis: Double, oes: Double, coi: Double) {
        self.dis = dis; self.ads = ads; self.eis = eis; self.cis = cis; self.oes = oes; self.coi = coi
    }

    public static let zero = ScoreResult(dis: 0, ads: 0, eis: 0, cis: 0, oes: 0, coi: 0)

    public subscript(kind: SubScoreKind) -> Double {
        switch kind {
        case .dis: dis
        case .ads: ads
        case .eis: eis
        case .cis: cis
        case .oes: oes
        }
    }

    public var severity: Severity { Severity(coi: coi) }

    /// Each sub-score's weight × value: what it adds to the COI before the final clamp.
    public func contribution(_ kind: SubScoreKind, weights: Weights) -> Double {
        weights[kind.weightKey] * self[kind]
    }
}

@inline(__always)
public func clamp(_ v: Double, _ lo: Double, _ hi: Double) -> Double { min(max(v, lo), hi) }

/// Weights, profile and the chain's baseline capacity: everything that turns stats into scores.
public struct Scorer: Equatable, Sendable {
    public var weights: Weights
    public var profile: ScoringProfile
    /// B: the out-group capacity left after the chain in force (1 for an empty chain).
    public var baseline: Double

    public init(weights: Weights = .app, profile: ScoringProfile = .app, baseline: Double) {
        self.weights = weights; self.profile = profile; self.baseline = baseline
    }

    /// The sub-scores in their native ranges (domain.md §2.1–2.5). Empty input gives all zeros.
    public func subScores(_ s: ScoreStats) -> SubScores {
        guard s.count > 0 else { return .zero }
        let n = Double(s.count)
        let w = weights

        let dis = clamp(Double(s.eliteBenefit - s.outgroupBenefit + s.outgroupBurden - s.eliteBurden) / n, -1, 1)

        let a = w.adsAAR * (s.sumAAR / n) + w.adsSE * (s.sumSE / n) + w.adsIJ * (s.sumIJ / n) + w.adsRSC * (s.sumRSC / n)
        let ads = clamp(2 * a - 1, -1, 1)

        let extraction = Double(s.eliteBenefit + s.outgroupBurden) / n
        let resistance = s.sumRSC / n
        let division = Double(s.proxyOrExpands) / n
        let e = w.eisExtraction * extraction + w.eisResistance * resistance + w.eisDivision * division
        let eis = clamp(2 * e - 1, -1, 1)

        // The app's operation order: reduction = B − B(1 − αp), divided by α (domain.md §2.4).
        let p = s.sumIntensity / n
        let final = baseline * (1 - w.alpha * p)
        let reduction = baseline - final
        let cis = w.alpha <= 0 ? 0 : clamp(reduction / w.alpha, 0, 1)

        let o = (Double(s.expands) / n + Double(s.proxy) / n + (Double(s.terms) / n) / 5) / 3
        let oes = clamp(2 * o - 1, -1, 1)

        return SubScores(dis: dis, ads: ads, eis: eis, cis: cis, oes: oes)
    }

    /// Bounds the sub-scores as the profile says and combines them into the COI.
    public func combine(_ sub: SubScores) -> ScoreResult {
        let w = weights
        switch profile {
        case .app:
            let c = { (v: Double) in clamp(v, 0, 1) }
            let r = ScoreResult(dis: c(sub.dis), ads: c(sub.ads), eis: c(sub.eis), cis: c(sub.cis), oes: c(sub.oes), coi: 0)
            let coi = w.dis * r.dis + w.ads * r.ads + w.eis * r.eis + w.cis * r.cis + w.oes * r.oes
            return ScoreResult(dis: r.dis, ads: r.ads, eis: r.eis, cis: r.cis, oes: r.oes, coi: clamp(coi, 0, 1))
        case .signed:
            let coi = w.dis * sub.dis + w.ads * sub.ads + w.eis * sub.eis + w.cis * sub.cis + w.oes * sub.oes
            return ScoreResult(dis: sub.dis, ads: sub.ads, eis: sub.eis, cis: sub.cis, oes: sub.oes, coi: clamp(coi, -1, 1))
        }
    }

    public func score(_ s: ScoreStats) -> ScoreResult {
        s.count == 0 ? .zero : combine(subScores(s))
    }

    public func score(_ a: Analysis) -> ScoreResult { score(a.stats) }

    /// The app's own scorer: app weights, app profile, the app chain with α = 0.1.
    public static let app = Scorer(
        weights: .app, profile: .app,
        baseline: Chain.app.steps.reduce(1.0) { $0 * ($1.fixedFactor(alpha: Weights.app.alpha) ?? 1) })
}

/// The interpretation of a COI (domain.md §9.1), with a colour and a symbol so meaning never
/// rests on colour alone.
public enum Severity: String, CaseIterable, Sendable {
    case liberatory, low, moderate, high

    public init(coi: Double) {
        if coi >= 0.6 { self = .high }
        else if coi >= 0.3 { self = .moderate }
        else if coi < 0 { self = .liberatory }
        else { self = .low }
    }

    public var label: String {
        switch self {
        case .high: "Highly Oppressive"
        case .moderate: "Moderately Oppressive"
        case .liberatory: "Liberatory"
        case .low: "Low Oppression"
        }
    }

    /// The app's icon, drawn as text: warning triangle, minus in a circle, check, arrow down.
    public var symbol: String {
        switch self {
        case .high: "▲"
        case .moderate: "⊖"
        case .low: "✓"
        case .liberatory: "↓"
        }
    }

    /// An ASCII stand-in for `symbol`, for plain output.
    public var asciiSymbol: String {
        switch self {
        case .high: "!"
        case .moderate: "-"
        case .low: "+"
        case .liberatory: "v"
        }
    }

    public var colour: SeverityColour {
        switch self {
        case .high: .red
        case .moderate: .orange
        case .low: .green
        case .liberatory: .blue
        }
    }
}

/// The app's score colours.
public enum SeverityColour: String, Sendable {
    case red, orange, green, blue

    /// The colour of a COI or sub-score value (the same thresholds as Severity).
    public init(value: Double) { self = Severity(coi: value).colour }
}
