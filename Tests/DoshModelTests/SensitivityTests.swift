// Sensitivity: sweeps, leave-one-out, tipping points, calibration and Monte Carlo robustness, on
// analyses whose bounded sub-scores are simple enough to work out by hand.
import DoshModel
import Testing

/// One outgroup-burden clause, architecture 0: bounded sub-scores (DIS 1, ADS 0, EIS 0, CIS 0, OES 0),
/// so its COI is exactly the DIS weight.
let onlyDIS = Analysis(name: "onlyDIS", clauses: ClauseTable([clause(.outgroup, .burden, (0, 0, 0, 0))]))
/// One multiple/neutral clause, architecture 1, five terms, expands: DIS 0, ADS 1, EIS 2·.6 − 1 = .2,
/// CIS = B, OES 1.
let strong = Analysis(name: "strong", clauses: ClauseTable([clause(.multiple, .neutral, (1, 1, 1, 1), terms: ["a", "b", "c", "d", "e"], expands: true)]))
/// One multiple/neutral clause, architecture 0, five terms, expands: only OES = 1.
let onlyOES = Analysis(name: "onlyOES", clauses: ClauseTable([clause(.multiple, .neutral, (0, 0, 0, 0), terms: ["a", "b", "c", "d", "e"], expands: true)]))
/// Everything at its maximum: DIS 1, ADS 1, EIS 1, CIS B, OES 1.
let maximal = Analysis(name: "maximal", clauses: ClauseTable([clause(.elite, .benefit, (1, 1, 1, 1), terms: ["a", "b", "c", "d", "e"], expands: true)]))
/// Everything 0.
let nothing = Analysis(name: "nothing", clauses: ClauseTable([clause(.multiple, .neutral, (0, 0, 0, 0))]))

func workspace(_ analyses: Analysis...) throws -> Workspace {
    var ws = Workspace()
    for a in analyses { try ws.add(a) }
    return ws
}

@Suite struct SensitivityTests {
    @Test func ranksShareTies() {
        #expect(Sensitivity.ranks([0.2, 0.9, 0.5, 0.9]) == [4, 1, 3, 1])
        #expect(Sensitivity.quantile(sorted: [1, 2, 3, 4, 5], 0.05) == 1.2)
        #expect(Sensitivity.quantile(sorted: [1, 2, 3, 4], 0.5) == 2.5)
    }

    /// dis = 0.1: the other outer weights keep their sum .9 between them: ×.9/.75 = 1.2.
    @Test func settingOneWeightRescalesItsSiblings() throws {
        let w = try Sensitivity.setting(.dis, to: 0.1, in: .app)
        #expect(w.outer.map { ($0 * 1e12).rounded() / 1e12 } == [0.1, 0.3, 0.24, 0.18, 0.18])
        let inner = try Sensitivity.setting(.adsAAR, to: 0.55, in: .app)  // others ×.45/.65
        expectClose(inner.adsSE, 0.2 * 0.45 / 0.65)
        expectClose(inner.adsSum, 1)
        #expect(try Sensitivity.setting(.alpha, to: 0.3, in: .app).alpha == 0.3)
        #expect(throws: SensitivityError.outOfRange("dis", 1.5, 0...1)) { try Sensitivity.setting(.dis, to: 1.5, in: .app) }
        var alone = Weights.app
        alone.outer = [1, 0, 0, 0, 0]
        #expect(throws: SensitivityError.cannotRescale("dis")) { try Sensitivity.setting(.dis, to: 0.5, in: alone) }
    }

    /// Slave Codes (bounded .75, .565, .3875, .601910018921, 0), dis from 0 to 0.5:
    /// at 0 the others are ×4/3: .565/3 + .3875·(.2·4/3) + .601910018921·.2 = 0.41204867045;
    /// at .5 they are ×2/3: .375 + .565/6 + .3875·(.4/3) + .0601910018921 = 0.58102433522.
    @Test func sweepEndpoints() throws {
        let ws = Workspace()
        let s = try Sensitivity.sweep(ws, key: .dis, from: 0, to: 0.5, steps: 5)
        #expect(s.values.map { ($0 * 1e12).rounded() / 1e12 } == [0, 0.1, 0.2, 0.3, 0.4, 0.5])
        let vsc = s.names.firstIndex(of: HistoricalPolicies.slaveCodes)!
        expectClose(s.cois[0][vsc], 0.41204867045)
        expectClose(s.cois[5][vsc], 0.58102433522)
    }

    /// Without OES (weight 0, the rest ×1/.85) the Slave Codes' COI is 0.496536502838/.85 (its OES is 0).
    @Test func leaveOneOut() throws {
        let loo = try Sensitivity.leaveOneOut(try workspace(onlyDIS))
        let vsc = loo.names.firstIndex(of: HistoricalPolicies.slaveCodes)!
        expectClose(loo.cois[4][vsc], 0.496536502838 / 0.85)
        let only = loo.names.firstIndex(of: "onlyDIS")!
        // onlyDIS scores .25: rank 4 after .4965, .4252 and .3990; without DIS it scores 0 and falls below the
        // 13th Amendment (.0284), which moves up from 5 to 4.
        #expect(loo.nominalRanks == [4, 1, 5, 2, 3])
        #expect(loo.cois[0][only] == 0)
        #expect(loo.ranks[0] == [5, 1, 4, 2, 3])
        // Mean |shift| = (1 + 0 + 1 + 0 + 0)/5.
        #expect(loo.meanRankShift[0] == 0.4)
    }

    /// onlyDIS scores t on dis = t; strong scores (1 − t)/.75 · R with R = .25 + .2·.2 + .15·B + .15 = 0.551121849647.
    /// Equal when t = (R/.75)/(1 + R/.75) = 0.423574356081. On every other weight strong stays above.
    @Test func tippingSolvedByHand() throws {
        let ws = try workspace(onlyDIS, strong)
        let rows = Sensitivity.tipping(ws, onlyDIS, strong)
        #expect(rows.map(\.key) == WeightKey.outer)
        expectClose(try #require(rows[0].value), 0.423574356081)
        #expect(rows[0].exact)
        #expect(rows.dropFirst().allSatisfy { $0.value == nil })
        // onlyDIS's COI is the DIS weight: it reaches .6 at dis = .6; on no other weight (it only falls).
        let at = Sensitivity.tipping(ws, onlyDIS, at: 0.6)
        expectClose(try #require(at[0].value), 0.6)
        #expect(at.dropFirst().allSatisfy { $0.value == nil })
    }

    /// With outer weights summing to 1.2, maximal (bounded 1, 1, 1, B, 1) scores clamp(1.2 − t(1 − B), 0, 1) along
    /// cis = t (the others, 1.05 between them, scale by (1.2 − t)/1.05). The clamp holds it at 1 until
    /// t = .2/(1 − B), so the COI is not linear in t; it crosses .99 at t = .21/(1 − B) = 0.810224…, found by search.
    @Test func tippingSearchesWhereClampsBind() throws {
        var ws = try workspace(maximal)
        var w = Weights.app
        w.outer = [0.4, 0.3, 0.2, 0.15, 0.15]
        ws.setWeights(w, name: nil)
        let rows = Sensitivity.tipping(ws, maximal, at: 0.99)
        let cis = rows[3]
        #expect(cis.key == .cis && !cis.exact)
        expectClose(try #require(cis.value), 0.21 / (1 - appBaseline), 1e-9)
        // Along dis, ads, eis or oes the COI is 1.2 − 0 = 1.2 → clamped to 1 everywhere: never .99.
        #expect(rows[0].value == nil && rows[1].value == nil && rows[2].value == nil && rows[4].value == nil)
    }

    /// onlyDIS (1,0,0,0,0) targets .4 and onlyOES (0,0,0,0,1) targets .1: w_dis = .4 and w_oes = .1 fit exactly;
    /// the remaining .5 goes to ADS, EIS, CIS as near the weights in force as possible (equal shifts of −1/30):
    /// .25 − 1/30, .2 − 1/30, .15 − 1/30.
    @Test func calibrationOnAChainWithAKnownSolution() throws {
        var ws = try workspace(onlyDIS, onlyOES)
        try ws.addChain(Chain(name: "known", steps: [
            ChainStep(name: "A", year: 2000, expectedCOI: 0.4, analysis: "onlyDIS"),
            ChainStep(name: "B", year: 2001, expectedCOI: 0.1, analysis: "onlyOES"),
        ]))
        let c = try Sensitivity.calibrate(ws, chain: try ws.chain(named: "known"))
        let expected = [0.4, 0.25 - 1.0 / 30, 0.2 - 1.0 / 30, 0.15 - 1.0 / 30, 0.1]
        for (x, y) in zip(c.outer, expected) { expectClose(x, y, 1e-6) }
        expectClose(c.outer.reduce(0, +), 1, 1e-12)
        #expect(c.rows.map(\.passed) == [true, true])
        expectClose(c.sumOfSquares, 0, 1e-12)
        #expect(c.unreachable.isEmpty)
    }

    /// The app chain under the app profile: every target is beyond the policy's largest bounded sub-score.
    @Test func calibrationSaysWhatCannotBeReached() throws {
        let c = try Sensitivity.calibrate(Workspace(), chain: .app)
        #expect(c.unreachable.map(\.name) == [HistoricalPolicies.slaveCodes, HistoricalPolicies.thirteenth, HistoricalPolicies.redlining, HistoricalPolicies.warOnDrugs])
        #expect(c.unreachable[0].range.upperBound == 0.75)
        #expect(c.outer.allSatisfy { $0 >= 0 })
        expectClose(c.outer.reduce(0, +), 1, 1e-12)
        #expect(throws: SensitivityError.noTargets("paper")) { try Sensitivity.calibrate(Workspace(), chain: .paper) }
    }

    @Test func robustIsDeterministicAndExactWhereItCanBe() throws {
        let ws = try workspace(maximal, nothing)
        let a = try Sensitivity.robust(ws, draws: 3000, noise: 0.25, seed: 42)
        let b = try Sensitivity.robust(ws, draws: 3000, noise: 0.25, seed: 42)
        let c = try Sensitivity.robust(ws, draws: 3000, noise: 0.25, seed: 43)
        #expect(a == b)
        #expect(a[0].coiQ05 != c[0].coiQ05)
        // maximal dominates every sub-score of every other subject: rank 1 in every draw; nothing is always last.
        #expect(a[0].name == "maximal" && a[0].rank == 1 && a[0].rankQ05 == 1 && a[0].rankQ95 == 1)
        #expect(a[1].name == "nothing" && a[1].rankMedian == 6 && a[1].coiQ95 == 0 && a[1].labelStability == 1)
        // maximal's COI is 1 − w'_cis(1 − B): always Highly Oppressive.
        #expect(a[0].labelStability == 1 && a[0].coiQ05 > 0.9)
        // Without noise every draw is the nominal set.
        let still = try Sensitivity.robust(ws, draws: 10, noise: 0, seed: 1)
        for r in still { #expect(r.coiMedian == r.coi && r.coiQ05 == r.coi && r.coiQ95 == r.coi && r.rankMedian == Double(r.rank)) }
    }

    /// mixedFixture's DIS is (1 − 1 + 1)/4 = .25. Without c1 (outgroup burden): 0/3 → change +.25; without c2
    /// (elite benefit): 0/3 → +.25; without c3 (outgroup benefit): 2/3 → −.416667; without c4 (neutral): 1/3 →
    /// −.083333. The three largest |changes|: c3, then c1 and c2.
    @Test func explainLeavesEachClauseOut() throws {
        let a = Analysis(name: "m", clauses: ClauseTable(mixedFixture))
        let e = Sensitivity.explain(a, in: try workspace(a))
        let dis = e.influences[0]
        #expect(dis.map(\.clause) == [2, 0, 1])
        expectClose(dis[0].change, 0.25 - 2.0 / 3.0, 1e-12)
        expectClose(dis[1].change, 0.25, 1e-12)
        // The COI change is the same for every sub-score row of a clause: COI with it − without it.
        #expect(e.influences.allSatisfy { $0.allSatisfy { inf in inf.coiChange == e.influences.flatMap { $0 }.first { $0.clause == inf.clause }!.coiChange } })
    }
}
