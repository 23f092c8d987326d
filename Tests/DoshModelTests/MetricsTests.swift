// Derived metrics (domain.md §9.3–9.7) on a six-clause analysis whose values are worked out by
// hand in the comments.
import DoshModel
import Testing

/// Six clauses:
///   1 elite           benefit (.8,.6,.7,.9) conf .9  tier1
///   2 elite           burden  (.2,.2,.2,.2) conf .7  tier2
///   3 outgroup        burden  (.9,.7,.8,.6) conf .8  tier1  terms [urban, gang]  expands
///   4 outgroup        mixed   (.5,.5,.5,.5) conf .6  tier1  terms [urban]
///   5 ingroupNonElite benefit (.4,.2,.3,.1) conf .5  tier3  safety fallback
///   6 multiple        neutral (0,.2,.1,.3)  conf .4  tier1  terms [Gang]         expands
func metricsSample(year: Int? = 2024, dateAnalyzed: Double? = nil) -> Analysis {
    func c(_ n: Int, _ g: TargetGroup, _ e: EffectDirection, _ a: (Double, Double, Double, Double), _ conf: Double,
           _ tier: Tier, terms: [String] = [], expands: Bool = false, fallback: Bool = false) -> Clause {
        Clause(n: n, id: "s-\(n + 1)", text: "Clause \(n + 1).", group: g, effect: e,
               architecture: ArchitectureScores(aar: a.0, se: a.1, ij: a.2, rsc: a.3), confidence: conf, tier: tier,
               proxyTerms: terms, expandsOutgroup: expands, wasSafetyFallback: fallback)
    }
    return Analysis(name: "sample", dateAnalyzed: dateAnalyzed, year: year, clauses: ClauseTable([
        c(0, .elite, .benefit, (0.8, 0.6, 0.7, 0.9), 0.9, .tier1),
        c(1, .elite, .burden, (0.2, 0.2, 0.2, 0.2), 0.7, .tier2),
        c(2, .outgroup, .burden, (0.9, 0.7, 0.8, 0.6), 0.8, .tier1, terms: ["urban", "gang"], expands: true),
        c(3, .outgroup, .mixed, (0.5, 0.5, 0.5, 0.5), 0.6, .tier1, terms: ["urban"]),
        c(4, .ingroupNonElite, .benefit, (0.4, 0.2, 0.3, 0.1), 0.5, .tier3, fallback: true),
        c(5, .multiple, .neutral, (0.0, 0.2, 0.1, 0.3), 0.4, .tier1, terms: ["Gang"], expands: true),
    ]))
}

@Suite struct MetricsTests {
    // elite: b 1, u 1 → total 2 → 1/2, 1/2.  in-group: b 1 → total 1 → 1, 0.
    // outgroup: u 1, m 1 → total 1 + 2 = 3 → benefit (0 + 1)/3, burden (1 + 1)/3. multiple left out.
    @Test func benefitHierarchy() {
        let h = Metrics.benefitHierarchy(metricsSample().clauses)
        #expect(h.map(\.group) == [.elite, .ingroupNonElite, .outgroup])
        #expect(h.map(\.clauses) == [2, 1, 2])
        expectClose(h[0].benefit, 0.5); expectClose(h[0].burden, 0.5)
        expectClose(h[1].benefit, 1); expectClose(h[1].burden, 0)
        expectClose(h[2].benefit, 1.0 / 3); expectClose(h[2].burden, 2.0 / 3)
    }

    @Test func benefitHierarchyOfNothingIsZero() {
        let h = Metrics.benefitHierarchy(ClauseTable())
        #expect(h.map(\.benefit) == [0, 0, 0] && h.map(\.burden) == [0, 0, 0])
        // Neutral clauses only: total = max(0, 1) = 1, both shares 0.
        let neutral = ClauseTable([Clause(group: .elite, effect: .neutral)])
        #expect(Metrics.benefitHierarchy(neutral)[0] == BenefitShare(group: .elite, benefit: 0, burden: 0, clauses: 0))
    }

    // aar (.8+.2+.9+.5+.4+0)/6 = 2.8/6; se (.6+.2+.7+.5+.2+.2)/6 = 2.4/6;
    // ij (.7+.2+.8+.5+.3+.1)/6 = 2.6/6; rsc (.9+.2+.6+.5+.1+.3)/6 = 2.6/6.
    @Test func architectureMeans() {
        let m = Metrics.architectureMeans(metricsSample().clauses)
        expectClose(m.aar, 2.8 / 6); expectClose(m.se, 0.4); expectClose(m.ij, 2.6 / 6); expectClose(m.rsc, 2.6 / 6)
        #expect(Metrics.architectureMeans(ClauseTable()) == .zero)
    }

    // expansion 2/6 (clauses 3, 6); proxy usage 3/6 (3, 4, 6 have terms); density (4 terms / 6) / 5;
    // unique terms case-sensitive: "Gang" sorts before "gang" and "urban".
    @Test func outgroupMetrics() {
        let o = Metrics.outgroup(metricsSample().clauses)
        expectClose(o.expansionRate, 1.0 / 3); expectClose(o.proxyUsageRate, 0.5); expectClose(o.proxyDensity, 4.0 / 30)
        #expect(o.uniqueProxyTerms == ["Gang", "gang", "urban"])
        #expect(Metrics.outgroup(ClauseTable()) == OutgroupMetrics(expansionRate: 0, proxyUsageRate: 0, proxyDensity: 0, uniqueProxyTerms: []))
    }

    @Test func proxyDensityIsNotCapped() {
        // One clause with 7 terms: (7 / 1) / 5 = 1.4.
        let t = ClauseTable([Clause(group: .outgroup, effect: .burden, proxyTerms: ["a", "b", "c", "d", "e", "f", "g"])])
        expectClose(Metrics.outgroup(t).proxyDensity, 1.4)
    }

    // elite clauses 1, 2: rate 2/6; benefit 1/6; burden 1/6; mean confidence (.9 + .7)/2 = .8.
    @Test func eliteInterest() {
        let e = Metrics.eliteInterest(metricsSample().clauses)
        expectClose(e.eliteClauseRate, 1.0 / 3); expectClose(e.eliteBenefitRate, 1.0 / 6); expectClose(e.eliteBurdenRate, 1.0 / 6)
        expectClose(e.eliteAverageConfidence, 0.8)
        #expect(e.eliteClauses == 2)
        #expect(Metrics.eliteInterest(ClauseTable()) == EliteInterest(eliteClauseRate: 0, eliteBenefitRate: 0, eliteBurdenRate: 0, eliteAverageConfidence: 0, eliteClauses: 0))
    }

    // The sample's COI under the app scorer:
    //   DIS = (BE 1 − BO 0 + UO 1 − UE 1)/6 = 1/6
    //   ADS: a = .35·2.8/6 + .2·.4 + .2·2.6/6 + .25·2.6/6 = .438333… → 2a − 1 < 0 → 0
    //   EIS: e = .4·(2/6) + .3·(2.6/6) + .3·(3/6) = .413333… → 2e − 1 < 0 → 0
    //   CIS = B·p, p = mean((aar + rsc)/2) = (.85 + .2 + .75 + .5 + .25 + .15)/6 = .45 → .45·B
    //   OES: o = (2/6 + 3/6 + (4/6)/5)/3 = .322… → 0
    //   COI = .25/6 + .15·.45·B
    static let sampleCOI = 0.25 / 6 + 0.15 * 0.45 * appBaseline  // 0.0916715...

    @Test func sampleScore() {
        expectClose(Scorer.app.score(metricsSample()).coi, Self.sampleCOI)
    }

    // App chain, α .1: capacities .907, .875255, .80348409, B (§3.3); then × (1 − .1·COI).
    @Test func trajectoryAppendsTheAnalysis() {
        var ws = Workspace()
        try? ws.add(metricsSample())
        let a = metricsSample()
        let points = Metrics.trajectory(of: a, chain: .app, in: ws, currentYear: 1999)
        #expect(points.map(\.year) == [1705, 1865, 1934, 1971, 2024])
        #expect(points.map(\.isCurrent) == [false, false, false, false, true])
        #expect(points.last?.name == "sample")
        let expected = [0.907, 0.875255, 0.80348409, appBaseline, appBaseline * (1 - 0.1 * Self.sampleCOI)]
        for (p, e) in zip(points, expected) { expectClose(p.capacity, e) }
        expectClose(points[4].factor, 1 - 0.1 * Self.sampleCOI)
    }

    @Test func trajectoryYearFallsBackToDateThenClock() {
        let ws = Workspace()
        // 757382400 s after 2001-01-01 is 2025-01-01T00:00:00Z (24 years incl. 6 leap days = 8766 days).
        let dated = metricsSample(year: nil, dateAnalyzed: 8766 * 86_400)
        #expect(Metrics.trajectory(of: dated, chain: .app, in: ws, currentYear: 1999).last?.year == 2025)
        let undated = metricsSample(year: nil)
        #expect(Metrics.trajectory(of: undated, chain: .app, in: ws, currentYear: 1999).last?.year == 1999)
    }

    // Paper chain: factors are 1 − reduction: .09, .61, .48, .73 → .09, .0549, .026352, .01923696.
    // The sample is scored with that chain's baseline: COI = .25/6 + .15·.45·.01923696.
    @Test func trajectoryOnThePaperChain() {
        let ws = Workspace()
        let points = Metrics.trajectory(of: metricsSample(), chain: .paper, in: ws, currentYear: 2000)
        let coi = 0.25 / 6 + 0.15 * 0.45 * 0.01923696
        let expected = [0.09, 0.0549, 0.026352, 0.01923696, 0.01923696 * (1 - 0.1 * coi)]
        #expect(points.count == 5)
        for (p, e) in zip(points, expected) { expectClose(p.capacity, e) }
    }

    @Test func historicalComparison() {
        let ws = Workspace()
        let app = Metrics.historicalComparison(of: metricsSample(), chain: .app, in: ws)
        #expect(app.map(\.coi).dropLast() == [0.93, 0.35, 0.82, 0.78])
        #expect(app.map(\.isExpected) == [true, true, true, true, false])
        #expect(app.map(\.isCurrent) == [false, false, false, false, true])
        expectClose(app[4].coi, Self.sampleCOI)
        // The paper chain has no expected COIs: its steps show their analyses' re-scored COIs.
        let paper = Metrics.historicalComparison(of: metricsSample(), chain: .paper, in: ws)
        let scorer = ws.scorer(for: .paper)
        let vsc = try? ws.analysis(named: "vsc")
        #expect(paper[0].name == "Enslavement (1619)" && !paper[0].isExpected)
        #expect(paper[0].coi == vsc.map { scorer.score($0).coi })
    }
}
