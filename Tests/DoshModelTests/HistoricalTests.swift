// Historical policies, chains and validation, with values derived from domain.md §3 by hand.
import DoshModel
import Testing

@Suite struct HistoricalPolicyTests {
    func score(_ name: String, _ profile: ScoringProfile = .app) throws -> ScoreResult {
        var ws = Workspace()
        ws.profile = profile
        return ws.score(try ws.analysis(named: name))
    }

    /// Virginia Slave Codes, N = 4: BE = 1, UO = 2 → DIS = 3/4.
    /// Means aar 3.25/4 = .8125, se 3/4 = .75, ij 2.9/4 = .725, rsc 3.25/4 = .8125;
    /// a = .284375 + .15 + .145 + .203125 = .7825 → ADS .565.
    /// EIS: X = .75, R = .8125, D = 2/4 → e = .3 + .24375 + .15 = .69375 → .3875.
    /// CIS: p = (.925 + .8 + .925 + .6)/4 = .8125 → B·p = 0.601910018921.
    /// OES: (1/4 + 1/4 + (2/4)/5)/3 = .2 → −.6 → 0.
    /// COI = .1875 + .14125 + .0775 + .15·0.601910018921 = 0.496536502838.
    @Test func slaveCodes() throws {
        expectScores(try score("vsc"), dis: 0.75, ads: 0.565, eis: 0.3875, cis: 0.601910018921, oes: 0, coi: 0.496536502838)
    }

    /// 13th Amendment, N = 3: BO = 1, UE = 1 → DIS = −2/3 → 0.
    /// Means aar .6/3 = .2, se .55/3, ij .45/3 = .15, rsc .55/3; a = .07 + .036667 + .03 + .045833 = .1825 → −.635 → 0.
    /// EIS: X = 0, R = .183333, D = 0 → e = .055 → −.89 → 0.
    /// CIS: p = (.2 + .1 + .275)/3 = .191667 → B·p = 0.141989030105. OES → −1 → 0.
    /// COI = .15·0.141989030105 = 0.021298354516.
    @Test func thirteenthAmendment() throws {
        expectScores(try score("13th"), dis: 0, ads: 0, eis: 0, cis: 0.141989030105, oes: 0, coi: 0.021298354516)
        expectScores(try score("13th", .signed), dis: -2.0 / 3.0, ads: -0.635, eis: -0.89, cis: 0.141989030105, oes: -1,
                     coi: -0.632118312151)
    }

    /// HOLC Redlining, N = 4: BE = 1, UO = 2 → .75. Means aar 2.75/4, se 2.6/4, ij 2.5/4, rsc 2.95/4;
    /// a = .240625 + .13 + .125 + .184375 = .68 → ADS .36.
    /// EIS: X = .75, R = .7375, D = .5 → e = .67125 → .3425.
    /// CIS: p = (.875 + .7 + .825 + .45)/4 = .7125 → 0.527828785823.
    /// OES: (1/4 + 2/4 + (5/4)/5)/3 = 1/3 → −1/3 → 0.
    /// COI = .1875 + .09 + .0685 + 0.079174317874 = 0.425174317874.
    @Test func redlining() throws {
        expectScores(try score("holc"), dis: 0.75, ads: 0.36, eis: 0.3425, cis: 0.527828785823, oes: 0, coi: 0.425174317874)
    }

    /// War on Drugs, N = 4: BE = 1, UO = 2 (in-group burden is ignored) → .75.
    /// Means aar 2.6/4, se 2.3/4, ij 2.4/4, rsc 2.85/4; a = .2275 + .115 + .12 + .178125 = .640625 → .28125.
    /// EIS: X = .75, R = .7125, D = .5 → e = .66375 → .3275.
    /// CIS: p = (.825 + .65 + .775 + .475)/4 = .68125 → 0.504678400480.
    /// OES: (1/4 + 2/4 + (4/4)/5)/3 = .316667 → −.366667 → 0.
    /// COI = .1875 + .0703125 + .0655 + 0.075701760072 = 0.399014260072.
    @Test func warOnDrugs() throws {
        expectScores(try score("wod"), dis: 0.75, ads: 0.28125, eis: 0.3275, cis: 0.504678400480, oes: 0, coi: 0.399014260072)
    }

    @Test func fourPoliciesInChainOrderReadOnly() throws {
        var ws = Workspace()
        #expect(ws.historical.map(\.name) == ["Virginia Slave Codes (1705)", "13th Amendment (1865)", "HOLC Redlining (1934)", "War on Drugs (1971)"])
        #expect(ws.historical.map(\.clauses.count) == [4, 3, 4, 4])
        #expect(ws.historical.allSatisfy { $0.clauses.confidence.allSatisfy { $0 == 0.88 } && $0.clauses.tier.allSatisfy { $0 == .tier3 } })
        #expect(throws: WorkspaceError.readOnly("HOLC Redlining (1934)")) { _ = try ws.drop("holc") }
    }
}

@Suite struct ChainTests {
    /// The app chain: capacities .907, .907·.965 = .875255, ·.918 = .80348409, ·.922 = .74081233098.
    @Test func appChainCapacitySeries() {
        let ws = Workspace()
        let caps = capacities(ws.factors(of: .app))
        let expected = [0.907, 0.875255, 0.80348409, 0.74081233098]
        #expect(caps.count == 4)
        for (c, e) in zip(caps, expected) { expectClose(c, e, 1e-12) }
        expectClose(ws.baseline(of: .app), 0.74081233098, 1e-12)
    }

    /// The paper chain: retention .09, .61, .48, .73 → .09, .0549, .026352, .01923696.
    @Test func paperChainTerminalCapacity() {
        let ws = Workspace()
        let caps = capacities(ws.factors(of: .paper))
        for (c, e) in zip(caps, [0.09, 0.0549, 0.026352, 0.01923696]) { expectClose(c, e, 1e-12) }
        expectClose(ws.baseline(of: .paper), 0.01923696, 1e-12)
    }

    /// The chain in force feeds CIS: under the paper chain the Slave Codes' CIS is .8125·0.01923696.
    @Test func chainInForceFeedsCIS() throws {
        var ws = Workspace()
        try ws.useChain("paper")
        expectClose(ws.score(try ws.analysis(named: "vsc")).cis, 0.8125 * 0.01923696, 1e-12)
    }

    /// A chain's own α overrides the weights' α for COI steps: one step of COI .5 with α .2 → factor .9.
    @Test func chainAlphaOverridesWeights() {
        let c = Chain(name: "c", alpha: 0.2, steps: [ChainStep(name: "x", year: 2000, expectedCOI: 0.5)])
        #expect(Workspace().factors(of: c) == [0.9])
    }

    /// A step with only an analysis uses its COI scored with the capacity before the step.
    /// 13th Amendment alone (B = 1): CIS = p = .191667, COI = .15·.191667 = .02875 → factor 1 − .1·.02875.
    @Test func analysisStepUsesItsRescoredCOI() {
        let c = Chain(name: "c", steps: [ChainStep(name: "13th", year: 1865, analysis: HistoricalPolicies.thirteenth)])
        expectClose(Workspace().factors(of: c)[0], 1 - 0.1 * 0.15 * (0.575 / 3), 1e-12)
    }
}

@Suite struct ValidationTests {
    /// Under the app profile none of the four meets its target (domain.md §10.2).
    @Test func appProfileFailsAllFour() {
        let rows = Validation.run(.app, in: Workspace())
        #expect(rows.map(\.expected) == [0.93, 0.35, 0.82, 0.78])
        #expect(rows.map(\.passed) == [false, false, false, false])
        expectClose(rows[0].delta!, 0.496536502838 - 0.93)
        #expect(rows.map(\.year) == [1705, 1865, 1934, 1971])
    }

    @Test func paperChainStepsAreNotApplicable() {
        let rows = Validation.run(.paper, in: Workspace())
        #expect(rows.allSatisfy { $0.expected == nil && $0.passed == nil })
    }

    /// 0.93 − 0.83 is 0.10000000000000009 in binary; the tolerance allows for it.
    @Test func toleranceAllowsBinaryNoise() {
        #expect(0.93 - 0.83 > 0.10)
        #expect(ValidationRow(name: "x", year: 1, expected: 0.83, actual: 0.93).passed == true)
        #expect(ValidationRow(name: "x", year: 1, expected: 0.83, actual: 0.9301).passed == false)
    }
}
