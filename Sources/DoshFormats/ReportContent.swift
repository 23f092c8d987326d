// ReportContent.swift: everything a report about one analysis says, gathered once from the
// workspace: the score card, tier usage, the charts and the provenance. The Markdown, HTML and
// PDF writers only lay it out. Nothing here reads a clock, so the same inputs give the same file.
import DoshModel

public struct ReportContent: Sendable {
    public var analysis: Analysis
    public var score: ScoreResult
    public var weights: Weights
    public var weightsLabel: String
    public var profile: ScoringProfile
    public var chain: Chain
    /// Each chain step's factor (capacity kept), as the workspace computes it.
    public var chainFactors: [Double]
    /// Clauses per tier: tier 1, tier 2, tier 3.
    public var tiers: [Int]
    public var fallbacks: Int
    public var version: String
    /// sha256 of every file read in the session, by the path as typed.
    public var inputHashes: [(path: String, sha256: String)]
    /// Radar, benefit, trajectory, history, outgroup, elite, then any extra (a sweep).
    public var charts: [Chart]

    public init(_ a: Analysis, in ws: Workspace, currentYear: Int, version: String,
                inputHashes: [(path: String, sha256: String)] = [], extraCharts: [Chart] = []) {
        analysis = a
        score = ws.score(a)
        weights = ws.weights
        weightsLabel = ws.weightsLabel
        profile = ws.profile
        chain = ws.chainInForce
        chainFactors = ws.factors(of: chain)
        var t = [0, 0, 0]
        for tier in a.clauses.tier { t[Int(tier.rawValue)] += 1 }
        tiers = t
        fallbacks = a.clauses.fallback.lazy.filter { $0 }.count
        self.version = version
        self.inputHashes = inputHashes
        charts = [
            .radar(ReportCharts.radar(a)),
            .bar(ReportCharts.benefit(a)),
            .line(ReportCharts.trajectory(Metrics.trajectory(of: a, chain: chain, in: ws, currentYear: currentYear),
                                          analysis: a.name, chain: chain.name)),
            .bar(ReportCharts.history(Metrics.historicalComparison(of: a, chain: chain, in: ws), chain: chain.name)),
            .bar(ReportCharts.outgroup(a)),
            .bar(ReportCharts.elite(a)),
        ] + extraCharts
    }

    /// The date the app analysed the policy, in words: "21 February 2026, 14:05 UTC".
    public var dateText: String? {
        guard let d = analysis.dateAnalyzed else { return nil }
        let c = CivilDate(unixSeconds: d + Analysis.appleReferenceOffset)
        let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                      "October", "November", "December"]
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return "\(c.day) \(months[c.month - 1]) \(c.year), \(two(c.hour)):\(two(c.minute)) UTC"
    }

    /// The five sub-scores in order, with their weight and contribution.
    public var subScoreRows: [(kind: SubScoreKind, weight: Double, value: Double, contribution: Double)] {
        SubScoreKind.allCases.map { ($0, weights[$0.weightKey], score[$0], score.contribution($0, weights: weights)) }
    }

    public var contributionSum: Double { subScoreRows.reduce(0) { $0 + $1.contribution } }

    /// "profile app · weights app · chain app · 14 clauses" (with `separator` between the parts).
    public func settingsLine(separator: String = " · ") -> String {
        let n = analysis.clauses.count
        return ["profile \(profile.rawValue)", "weights \(weightsLabel)", "chain \(chain.name)", counted(n, "clause")]
            .joined(separator: separator)
    }
}
