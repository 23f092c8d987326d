// Metrics.swift: the app's derived metrics behind its charts (domain.md §9.3–9.7): benefit
// hierarchy, architecture radar, outgroup expansion, elite interest, compounding trajectory and
// historical comparison. Pure functions over clauses, chains and the workspace.

/// One target group's share of benefit and burden (domain.md §9.5).
public struct BenefitShare: Equatable, Sendable {
    public var group: TargetGroup
    /// (benefit + mixed) / total and (burden + mixed) / total, total = max(b + u + 2m, 1).
    public var benefit: Double
    public var burden: Double
    /// Clauses of this group that count (benefit, burden or mixed; neutral ones are ignored).
    public var clauses: Int

    public init(group: TargetGroup, benefit: Double, burden: Double, clauses: Int) {
        self.group = group; self.benefit = benefit; self.burden = burden; self.clauses = clauses
    }
}

/// The outgroup expansion view (domain.md §9.3). All 0 for no clauses.
public struct OutgroupMetrics: Equatable, Sendable {
    /// #{expandsOutgroup} / N
    public var expansionRate: Double
    /// #{proxy terms non-empty} / N (not the usesProxyVariables flag OES uses)
    public var proxyUsageRate: Double
    /// (Σ terms / N) / 5, not capped: it can exceed 1.
    public var proxyDensity: Double
    /// Every term, matched case-sensitively, sorted.
    public var uniqueProxyTerms: [String]

    public init(expansionRate: Double, proxyUsageRate: Double, proxyDensity: Double, uniqueProxyTerms: [String]) {
        self.expansionRate = expansionRate; self.proxyUsageRate = proxyUsageRate
        self.proxyDensity = proxyDensity; self.uniqueProxyTerms = uniqueProxyTerms
    }
}

/// The elite interest detail (domain.md §9.6). All 0 for no clauses.
public struct EliteInterest: Equatable, Sendable {
    public var eliteClauseRate: Double
    public var eliteBenefitRate: Double
    public var eliteBurdenRate: Double
    /// Mean confidence over elite clauses only (0 when there are none).
    public var eliteAverageConfidence: Double
    public var eliteClauses: Int

    public init(eliteClauseRate: Double, eliteBenefitRate: Double, eliteBurdenRate: Double,
                eliteAverageConfidence: Double, eliteClauses: Int) {
        self.eliteClauseRate = eliteClauseRate; self.eliteBenefitRate = eliteBenefitRate
        self.eliteBurdenRate = eliteBurdenRate; self.eliteAverageConfidence = eliteAverageConfidence
        self.eliteClauses = eliteClauses
    }
}

/// A point of the compounding trajectory (domain.md §9.4): out-group capacity after a policy.
public struct CompoundingPoint: Equatable, Sendable {
    public var year: Int
    public var name: String
    /// This policy's factor (capacity kept).
    public var factor: Double
    /// Capacity after this policy and every one before it.
    public var capacity: Double
    /// The analysis appended to the chain.
    public var isCurrent: Bool

    public init(year: Int, name: String, factor: Double, capacity: Double, isCurrent: Bool) {
        self.year = year; self.name = name; self.factor = factor; self.capacity = capacity; self.isCurrent = isCurrent
    }
}

/// A bar of the historical comparison (domain.md §9.7).
public struct ComparisonEntry: Equatable, Sendable {
    public var name: String
    public var year: Int?
    public var coi: Double
    /// True when `coi` is the chain's expected value, false when it is a re-scored COI.
    public var isExpected: Bool
    public var isCurrent: Bool

    public init(name: String, year: Int?, coi: Double, isExpected: Bool, isCurrent: Bool) {
        self.name = name; self.year = year; self.coi = coi; self.isExpected = isExpected; self.isCurrent = isCurrent
    }
}

public enum Metrics {
    /// The groups of the benefit hierarchy, top to bottom (`multiple` is left out).
    public static let hierarchyGroups: [TargetGroup] = [.elite, .ingroupNonElite, .outgroup]

    /// Benefit and burden shares of elite, in-group and outgroup; a mixed clause counts half each way.
    public static func benefitHierarchy(_ t: ClauseTable) -> [BenefitShare] {
        hierarchyGroups.map { g in
            var b = 0, u = 0, m = 0
            for i in t.indices where t.group[i] == g {
                switch t.effect[i] {
                case .benefit: b += 1
                case .burden: u += 1
                case .mixed: m += 1
                case .neutral: break
                }
            }
            let total = Double(max(b + u + 2 * m, 1))
            return BenefitShare(group: g, benefit: Double(b + m) / total, burden: Double(u + m) / total, clauses: b + u + m)
        }
    }

    /// The mean of each architecture component, in radar order AAR, SE, IJ, RSC (all 0 when empty).
    public static func architectureMeans(_ t: ClauseTable) -> ArchitectureScores {
        guard !t.isEmpty else { return .zero }
        let n = Double(t.count)
        return ArchitectureScores(aar: t.aar.reduce(0, +) / n, se: t.se.reduce(0, +) / n,
                                  ij: t.ij.reduce(0, +) / n, rsc: t.rsc.reduce(0, +) / n)
    }

    public static func outgroup(_ t: ClauseTable) -> OutgroupMetrics {
        guard !t.isEmpty else {
            return OutgroupMetrics(expansionRate: 0, proxyUsageRate: 0, proxyDensity: 0, uniqueProxyTerms: [])
        }
        let n = Double(t.count)
        var expanding = 0, withTerms = 0, terms = 0
        var unique = Set<String>()
        for i in t.indices {
            if t.expands[i] { expanding += 1 }
            let k = t.termCount(i)
            if k > 0 { withTerms += 1 }
            terms += k
            for term in t.proxyTerms(i) { unique.insert(term) }
        }
        // Sorted by Unicode scalars, so the order does not depend on the platform's collation.
        let sorted = unique.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
        return OutgroupMetrics(expansionRate: Double(expanding) / n, proxyUsageRate: Double(withTerms) / n,
                               proxyDensity: (Double(terms) / n) / 5, uniqueProxyTerms: sorted)
    }

    public static func eliteInterest(_ t: ClauseTable) -> EliteInterest {
        var elite = 0, benefit = 0, burden = 0
        var confidence = 0.0
        for i in t.indices where t.group[i] == .elite {
            elite += 1
            confidence += t.confidence[i]
            if t.effect[i] == .benefit { benefit += 1 }
            if t.effect[i] == .burden { burden += 1 }
        }
        let n = Double(max(t.count, 1))
        return EliteInterest(
            eliteClauseRate: Double(elite) / n, eliteBenefitRate: Double(benefit) / n,
            eliteBurdenRate: Double(burden) / n, eliteAverageConfidence: elite == 0 ? 0 : confidence / Double(elite),
            eliteClauses: elite)
    }

    /// Running capacity along `steps` (their factors given) with one more policy appended.
    public static func trajectory(steps: [ChainStep], factors: [Double], appending current: (name: String, year: Int, factor: Double))
        -> [CompoundingPoint]
    {
        var capacity = 1.0
        var points: [CompoundingPoint] = []
        for (step, f) in zip(steps, factors) {
            capacity *= f
            points.append(CompoundingPoint(year: step.year, name: step.name, factor: f, capacity: capacity, isCurrent: false))
        }
        capacity *= current.factor
        points.append(CompoundingPoint(year: current.year, name: current.name, factor: current.factor, capacity: capacity, isCurrent: true))
        return points
    }

    /// The trajectory of `chain` with `a` appended: its factor is 1 − α·COI, its COI scored with
    /// the chain's baseline, its year the policy's year, else the year of dateAnalyzed, else
    /// `currentYear` (the model reads no clock).
    public static func trajectory(of a: Analysis, chain: Chain, in ws: Workspace, currentYear: Int) -> [CompoundingPoint] {
        let alpha = chain.effectiveAlpha(ws.weights.alpha)
        let coi = ws.scorer(for: chain).score(a).coi
        return trajectory(steps: chain.steps, factors: ws.factors(of: chain),
                          appending: (a.name, a.year ?? a.yearAnalyzed ?? currentYear, 1 - alpha * coi))
    }

    /// The chain's policies at their expected COIs (re-scored when a step has none), then `a` at
    /// its COI, flagged current. Steps with neither an expected COI nor an analysis are left out.
    public static func historicalComparison(of a: Analysis, chain: Chain, in ws: Workspace) -> [ComparisonEntry] {
        let scorer = ws.scorer(for: chain)
        var out: [ComparisonEntry] = []
        for step in chain.steps {
            if let e = step.expectedCOI {
                out.append(ComparisonEntry(name: step.name, year: step.year, coi: e, isExpected: true, isCurrent: false))
            } else if let ref = step.analysis, let h = try? ws.analysis(named: ref) {
                out.append(ComparisonEntry(name: step.name, year: step.year, coi: scorer.score(h).coi, isExpected: false, isCurrent: false))
            }
        }
        out.append(ComparisonEntry(name: a.name, year: a.year, coi: scorer.score(a).coi, isExpected: false, isCurrent: true))
        return out
    }
}
