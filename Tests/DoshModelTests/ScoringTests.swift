// Scoring: each sub-score and the COI on fixtures whose values are worked out by hand below.
import DoshModel
import Testing

/// B for the app chain with α = 0.1: 0.907 × 0.965 × 0.918 × 0.922.
let appBaseline = 0.907 * 0.965 * 0.918 * 0.922  // 0.74081233098

func clause(_ g: TargetGroup, _ e: EffectDirection, _ a: (Double, Double, Double, Double),
            terms: [String] = [], expands: Bool = false, proxy: Bool? = nil) -> Clause {
    Clause(group: g, effect: e, architecture: ArchitectureScores(aar: a.0, se: a.1, ij: a.2, rsc: a.3),
           usesProxy: proxy, proxyTerms: terms, expandsOutgroup: expands)
}

func scorer(_ profile: ScoringProfile = .app, weights: Weights = .app, baseline: Double = appBaseline) -> Scorer {
    Scorer(weights: weights, profile: profile, baseline: baseline)
}

func expectClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(abs(a - b) <= tolerance, "\(a) is not within \(tolerance) of \(b)", sourceLocation: sourceLocation)
}

func expectScores(_ r: ScoreResult, dis: Double, ads: Double, eis: Double, cis: Double, oes: Double, coi: Double,
                  sourceLocation: SourceLocation = #_sourceLocation) {
    expectClose(r.dis, dis, sourceLocation: sourceLocation)
    expectClose(r.ads, ads, sourceLocation: sourceLocation)
    expectClose(r.eis, eis, sourceLocation: sourceLocation)
    expectClose(r.cis, cis, sourceLocation: sourceLocation)
    expectClose(r.oes, oes, sourceLocation: sourceLocation)
    expectClose(r.coi, coi, sourceLocation: sourceLocation)
}

/// Four clauses exercising every term:
///   c1 outgroup burden  (.8,.6,.4,.2) terms [a,b] expands
///   c2 elite benefit    (.6,.4,.2,0)
///   c3 outgroup benefit (.2,.2,.2,.2) terms [c]
///   c4 multiple neutral (0,0,0,0)
let mixedFixture = [
    clause(.outgroup, .burden, (0.8, 0.6, 0.4, 0.2), terms: ["a", "b"], expands: true),
    clause(.elite, .benefit, (0.6, 0.4, 0.2, 0.0)),
    clause(.outgroup, .benefit, (0.2, 0.2, 0.2, 0.2), terms: ["c"]),
    clause(.multiple, .neutral, (0, 0, 0, 0)),
]

@Suite struct SubScoreTests {
    @Test func emptyAnalysisScoresZero() {
        for profile in ScoringProfile.allCases {
            #expect(scorer(profile).score(ScoreStats()) == .zero)
            #expect(scorer(profile).subScores(ScoreStats()) == .zero)
        }
    }

    /// One outgroup-burden clause, all architecture 0, no proxies:
    /// DIS = 1/1 = 1; ADS = 2·0 − 1 = −1; EIS: X = 1, R = 0, D = 0, e = 0.4 → 2·0.4 − 1 = −0.2;
    /// CIS = B·0 = 0; OES = 2·0 − 1 = −1.
    /// app: COI = 0.25·1 = 0.25.  signed: 0.25 − 0.25 − 0.04 + 0 − 0.15 = −0.19.
    @Test func allZeroArchitecture() {
        let s = ScoreStats([clause(.outgroup, .burden, (0, 0, 0, 0))])
        let sub = scorer().subScores(s)
        #expect(sub == SubScores(dis: 1, ads: -1, eis: -0.19999999999999996, cis: 0, oes: -1))
        expectScores(scorer(.app).score(s), dis: 1, ads: 0, eis: 0, cis: 0, oes: 0, coi: 0.25)
        expectScores(scorer(.signed).score(s), dis: 1, ads: -1, eis: -0.2, cis: 0, oes: -1, coi: -0.19)
    }

    /// One elite-benefit clause, all architecture 1, five proxy terms, expands:
    /// DIS = 1; ADS = 2·1 − 1 = 1; EIS: e = 0.4 + 0.3 + 0.3 = 1 → 1; CIS = B·1; OES: (1 + 1 + 5/5)/3 = 1 → 1.
    /// COI = 0.25 + 0.25 + 0.20 + 0.15·B + 0.15 = 0.85 + 0.15·0.74081233098 = 0.961121849647.
    @Test func allOneArchitecture() {
        let s = ScoreStats([clause(.elite, .benefit, (1, 1, 1, 1), terms: ["a", "b", "c", "d", "e"], expands: true)])
        for profile in ScoringProfile.allCases {
            expectScores(scorer(profile).score(s), dis: 1, ads: 1, eis: 1, cis: appBaseline, oes: 1, coi: 0.961121849647)
        }
    }

    /// The mixed fixture, N = 4:
    /// DIS: BE = 1, BO = 1, UO = 1, UE = 0 → (1 − 1 + 1 − 0)/4 = 0.25.
    /// Means: aar 1.6/4 = .4, se 1.2/4 = .3, ij .8/4 = .2, rsc .4/4 = .1.
    /// ADS: a = .35·.4 + .2·.3 + .2·.2 + .25·.1 = .265 → 2a − 1 = −.47.
    /// EIS: X = 2/4 = .5, R = .1, D = #(proxy ∨ expands) = 2/4 = .5 → e = .2 + .03 + .15 = .38 → −.24.
    /// CIS: p = ((.8+.2)/2 + (.6+0)/2 + (.2+.2)/2 + 0)/4 = 1/4 = .25 → B·.25 = 0.185203082745.
    /// OES: E = 1/4, P = 2/4, Dn = (3/4)/5 = .15 → o = .9/3 = .3 → −.4.
    /// app: COI = .25·.25 + .15·0.185203082745 = 0.09028046241175.
    /// signed: .0625 − .1175 − .048 + 0.02778046241175 − .06 = −0.13521953758825.
    @Test func mixedFixtureBothProfiles() {
        let s = ScoreStats(mixedFixture)
        expectScores(scorer(.app).score(s), dis: 0.25, ads: 0, eis: 0, cis: 0.185203082745, oes: 0, coi: 0.09028046241175)
        expectScores(scorer(.signed).score(s), dis: 0.25, ads: -0.47, eis: -0.24, cis: 0.185203082745, oes: -0.4,
                     coi: -0.13521953758825)
    }

    /// DIS ignores ingroupNonElite and dilutes with multiple/neutral/mixed:
    /// 1 outgroup burden + 1 ingroup burden + 1 ingroup benefit + 1 outgroup mixed → 1/4.
    @Test func disCountsOnlyFourCells() {
        let s = ScoreStats([
            clause(.outgroup, .burden, (0, 0, 0, 0)), clause(.ingroupNonElite, .burden, (0, 0, 0, 0)),
            clause(.ingroupNonElite, .benefit, (0, 0, 0, 0)), clause(.outgroup, .mixed, (0, 0, 0, 0)),
        ])
        #expect(scorer().subScores(s).dis == 0.25)
    }

    /// Proxy density is not capped: 10 terms on one clause give Dn = 2, o = (0 + 1 + 2)/3 = 1 → OES = 1;
    /// with 16 terms o = (0 + 1 + 3.2)/3 = 1.4 → 2.8 − 1 = 1.8, clamped to 1.
    @Test func oesClampsUncappedDensity() {
        let ten = ScoreStats([clause(.outgroup, .burden, (0, 0, 0, 0), terms: (0..<10).map(String.init))])
        let sixteen = ScoreStats([clause(.outgroup, .burden, (0, 0, 0, 0), terms: (0..<16).map(String.init))])
        #expect(scorer().subScores(ten).oes == 1)
        #expect(scorer().subScores(sixteen).oes == 1)
    }

    /// usesProxyVariables and proxy terms are separate inputs: a flag with no terms still counts for P and D.
    @Test func proxyFlagWithoutTerms() {
        let s = ScoreStats([clause(.outgroup, .burden, (0, 0, 0, 0), proxy: true)])
        #expect(s.proxy == 1 && s.terms == 0 && s.proxyOrExpands == 1)
        // OES: (0 + 1 + 0)/3 → 2/3 − 1 = −1/3.
        expectClose(scorer().subScores(s).oes, -1.0 / 3.0)
    }

    /// With an empty chain B = 1 and CIS = p, computed the app's way: (1 − (1 − 0.1·1))/0.1.
    @Test func cisWithEmptyChain() {
        let s = ScoreStats([clause(.outgroup, .burden, (1, 0, 0, 1))])
        expectClose(scorer(baseline: 1).subScores(s).cis, 1, 1e-12)
        #expect(scorer(baseline: 1).subScores(s).cis == 0.9999999999999998)
        let fifth = ScoreStats([clause(.outgroup, .burden, (0.2, 0, 0, 0.2))])
        expectClose(scorer(baseline: 1).subScores(fifth).cis, 0.2, 1e-12)
    }

    /// α = 0 gives CIS = 0, as in the app.
    @Test func cisIsZeroWithoutAlpha() {
        var w = Weights.app
        w.alpha = 0
        #expect(scorer(weights: w, baseline: 1).subScores(ScoreStats(mixedFixture)).cis == 0)
    }
}

@Suite struct WeightTests {
    /// Outer .4/.1/.1/.2/.2, ADS inner all .25, EIS inner .5/.25/.25, α = .2 with the app chain:
    /// B = (1 − .2·.93)(1 − .2·.35)(1 − .2·.82)(1 − .2·.78) = .814 · .93 · .836 · .844 = 0.53414119968.
    /// On the mixed fixture: ADS a = .25·(.4 + .3 + .2 + .1) = .25 → −.5; EIS e = .5·.5 + .25·.1 + .25·.5 = .4 → −.2;
    /// CIS = B·.25 = 0.13353529992; DIS .25; OES −.4.
    /// app: .4·.25 + .2·0.13353529992 = 0.126707059984.
    /// signed: .1 − .05 − .02 + 0.026707059984 − .08 = −0.023292940016.
    @Test func nonDefaultOuterInnerAndAlpha() {
        var w = Weights()
        w.outer = [0.4, 0.1, 0.1, 0.2, 0.2]
        (w.adsAAR, w.adsSE, w.adsIJ, w.adsRSC) = (0.25, 0.25, 0.25, 0.25)
        (w.eisExtraction, w.eisResistance, w.eisDivision) = (0.5, 0.25, 0.25)
        w.alpha = 0.2
        var ws = Workspace()
        ws.setWeights(w, name: nil)
        let b = ws.baseline(of: .app)
        expectClose(b, 0.53414119968, 1e-12)
        let s = ScoreStats(mixedFixture)
        expectScores(scorer(.app, weights: w, baseline: b).score(s), dis: 0.25, ads: 0, eis: 0, cis: 0.13353529992, oes: 0,
                     coi: 0.126707059984)
        expectScores(scorer(.signed, weights: w, baseline: b).score(s), dis: 0.25, ads: -0.5, eis: -0.2, cis: 0.13353529992,
                     oes: -0.4, coi: -0.023292940016)
    }

    @Test func keysReadAndWriteEveryWeight() {
        var w = Weights()
        for (k, key) in WeightKey.allCases.enumerated() { w[key] = Double(k) }
        #expect(WeightKey.allCases.enumerated().allSatisfy { w[$1] == Double($0) })
        #expect(w.outer == [0, 1, 2, 3, 4])
    }

    @Test func normalizeRescalesOuterOnly() {
        var w = Weights()
        w.outer = [1, 1, 1, 1, 0]
        let n = w.normalized()
        #expect(n.outer == [0.25, 0.25, 0.25, 0.25, 0])
        #expect(n.adsAAR == 0.35 && n.alpha == 0.1)
    }

    @Test(arguments: [(-0.1, "weight 'dis' must not be negative (got -0.1)"), (Double.infinity, "weight 'dis' must be a finite number"),
                      (Double.nan, "weight 'dis' must be a finite number")])
    func refusesBadWeights(value: Double, message: String) {
        #expect(throws: WeightError.self) { try Weights.check(value, for: .dis) }
        do { try Weights.check(value, for: .dis) } catch { #expect(error.message == message) }
    }
}

@Suite struct ClauseScoreAndSeverityTests {
    /// mean(.8, .6, .4, .2) = .5, times +1, −1, +.5, 0.
    @Test(arguments: [(EffectDirection.burden, 0.5), (.benefit, -0.5), (.mixed, 0.25), (.neutral, 0)])
    func perClauseScore(effect: EffectDirection, expected: Double) {
        let c = clause(.elite, effect, (0.8, 0.6, 0.4, 0.2))
        expectClose(c.score, expected, 1e-15)
        expectClose(ClauseTable([c]).score(0), expected, 1e-15)
    }

    @Test(arguments: [(0.6, Severity.high), (0.5999, .moderate), (0.3, .moderate), (0.2999, .low), (0, .low), (-0.01, .liberatory), (1, .high)])
    func severityThresholds(coi: Double, expected: Severity) {
        #expect(Severity(coi: coi) == expected)
    }

    @Test func severityLabelsSymbolsColours() {
        #expect(Severity.allCases.map(\.label) == ["Liberatory", "Low Oppression", "Moderately Oppressive", "Highly Oppressive"])
        #expect(Severity.allCases.map(\.colour) == [.blue, .green, .orange, .red])
        #expect(Severity.allCases.map(\.symbol) == ["↓", "✓", "⊖", "▲"])
        #expect(SeverityColour(value: -0.2) == .blue && SeverityColour(value: 0.45) == .orange)
    }
}
