// A user chain's capacities, `compare` on a hand-built analysis, and `diff` of two small analyses,
// with every value worked out in the comments.
import DoshModel
import Testing

@Suite struct UserChainTests {
    /// α .2 (the chain's): .8 → 1 − .16 = .84; reduction .3 → .7, capacity .588; onlyDIS scores .25 whatever the
    /// chain (its CIS is 0) → factor 1 − .2·.25 = .95, capacity .5586.
    @Test func capacitiesOfAUserChain() throws {
        var ws = try workspace(onlyDIS)
        let chain = Chain(name: "mine", alpha: 0.2, steps: [
            ChainStep(name: "Redlining", year: 1934, expectedCOI: 0.8),
            ChainStep(name: "Drug laws", year: 1971, reduction: 0.3),
            ChainStep(name: "Ours", year: 2026, analysis: "onlyDIS"),
        ])
        try ws.addChain(chain)
        let caps = capacities(ws.factors(of: chain))
        for (c, e) in zip(caps, [0.84, 0.588, 0.5586]) { expectClose(c, e, 1e-12) }
        try ws.useChain("mine")
        #expect(ws.chainInForce.name == "mine")
        try ws.dropChain("mine")
        #expect(ws.chainName == "app" && ws.chains.map(\.name) == ["app", "paper"])
        #expect(throws: WorkspaceError.readOnly("paper")) { try ws.dropChain("paper") }
    }
}

@Suite struct CompareTests {
    /// onlyDIS (bounded 1, 0, 0, 0, 0) scores .25 against the app chain.
    /// Re-scored policies .4965, .0213, .4252, .3990: rank 4 of 5; expected .93, .35, .82, .78: rank 5 of 5.
    /// Distances to the policies' bounded vectors:
    ///   VSC (.75, .565, .3875, .601910, 0): √(.0625 + .319225 + .15015625 + .36229565) = √.89417690 = .945609
    ///   13th (0, 0, 0, .141989, 0): √(1 + .02016088) = 1.010030
    ///   HOLC (.75, .36, .3425, .527829, 0): √(.0625 + .1296 + .11730625 + .27860311) = √.58800936 = .766818
    ///   WoD (.75, .28125, .3275, .504678, 0): √(.0625 + .07910156 + .10725625 + .25469994) = √.50355775 = .709618
    /// Nearest: War on Drugs. Capacity after appending: .74081233098 × (1 − .1·.25) = .72229202270.
    @Test func compareToTheAppChain() throws {
        let ws = try workspace(onlyDIS)
        let c = ChainComparison(onlyDIS, chain: .app, in: ws)
        #expect(c.coi == 0.25)
        #expect(c.rankByRescored == (4, 5) && c.rankByExpected == (5, 5))
        let d = c.steps.map { $0.distance! }
        for (x, y) in zip(d, [0.945609, 1.010030, 0.766818, 0.709618]) { expectClose(x, y, 1e-6) }
        #expect(c.nearest?.name == HistoricalPolicies.warOnDrugs)
        expectClose(c.capacityAfter, 0.72229202270, 1e-10)
        #expect(c.steps.map(\.expected) == [0.93, 0.35, 0.82, 0.78])
    }
}

@Suite struct DiffTests {
    /// A: c0 "The agency shall register every tenant." outgroup burden (.5 ×4); c1 "Landlords receive a tax
    /// credit." elite benefit (.4 ×4); c2 "This Act takes effect on January 1." multiple neutral (0 ×4).
    /// B: c0 the same text as outgroup benefit; c1 reworded ("… a tax credit of $500."), same labels;
    /// a new clause "Tenants may appeal any registration." outgroup benefit (.1 ×4); no c2.
    let a = Analysis(name: "A", clauses: ClauseTable([
        Clause(n: 0, text: "The agency shall register every tenant.", group: .outgroup, effect: .burden, architecture: .init(aar: 0.5, se: 0.5, ij: 0.5, rsc: 0.5)),
        Clause(n: 1, text: "Landlords receive a tax credit.", group: .elite, effect: .benefit, architecture: .init(aar: 0.4, se: 0.4, ij: 0.4, rsc: 0.4)),
        Clause(n: 2, text: "This Act takes effect on January 1.", group: .multiple, effect: .neutral),
    ]))
    let b = Analysis(name: "B", clauses: ClauseTable([
        Clause(n: 0, text: "The agency shall register every tenant.", group: .outgroup, effect: .benefit, architecture: .init(aar: 0.5, se: 0.5, ij: 0.5, rsc: 0.5)),
        Clause(n: 1, text: "Landlords receive a tax credit of $500.", group: .elite, effect: .benefit, architecture: .init(aar: 0.4, se: 0.4, ij: 0.4, rsc: 0.4)),
        Clause(n: 2, text: "Tenants may appeal any registration.", group: .outgroup, effect: .benefit, architecture: .init(aar: 0.1, se: 0.1, ij: 0.1, rsc: 0.1)),
    ]))

    @Test func matchesAndClassifiesChanges() {
        let d = ClauseDiff.compare(a, b, scorer: Workspace().scorer)
        #expect(d.changes.map(\.kind) == [.relabelled, .reworded, .removed, .added])
        #expect(d.changes.map(\.a) == [0, 1, 2, nil] && d.changes.map(\.b) == [0, 1, nil, 2])
        #expect(d.changes[0].differences == ["effect burden → benefit"])
        #expect(d.changes[1].differences == ["text"])
        #expect(d.unchanged == 0)
        // similarity("landlords receive a tax credit", "… of 500"): LCS 5 words of 5 and 7 → 10/12.
        expectClose(ClauseDiff.similarity("Landlords receive a tax credit.", "Landlords receive a tax credit of $500."), 10.0 / 12.0, 1e-15)
    }

    /// A: N 3, UO 1, BE 1 → DIS 2/3; all means .3 → ADS −.4; EIS X 2/3, R .3, D 0 → e .356667 → −.286667;
    /// CIS B·.3 = .222243699; OES −1. COI (app) = .25·2/3 + .15·.222243699 = .200003221961.
    /// Relabelling c0 (burden → benefit): BE 1, BO 1 → DIS 0 (Δ −2/3); X 1/3 → e .22333 → EIS −.553333 (Δ −.266667);
    ///   COI .15·.222243699 → Δ −1/6.
    /// Rewording c1: no label changes → Δ 0 everywhere.
    /// Removing c2: N 2 → DIS 1 (Δ +1/3); means .45 → ADS −.1 (Δ +.3); X 1, R .45 → EIS .07 (Δ +.356667);
    ///   CIS B·.45 (Δ B·.15 = .111121850); COI .25 + .2·.07 + .15·.45B = .314004832 → Δ +.114001610.
    /// Adding the new clause: N 4, BE 1, UO 1, BO 1 → DIS .25 (Δ −.416667); means .25 → ADS −.5 (Δ −.1);
    ///   X .5, R .25 → e .275 → EIS −.45 (Δ −.163333); CIS B·.25 (Δ −.05B = −.037040617);
    ///   COI .0625 + .15·.25B = .090280462 → Δ −.109722760.
    @Test func measuresEachChangeAgainstA() {
        let d = ClauseDiff.compare(a, b, scorer: Workspace().scorer)
        let B = appBaseline
        expectClose(d.before.coi, 0.25 * 2 / 3 + 0.15 * 0.3 * B)
        let relabel = d.changes[0], reword = d.changes[1], removed = d.changes[2], added = d.changes[3]
        expectClose(relabel.subScores.dis, -2.0 / 3.0); expectClose(relabel.subScores.eis, -0.8 / 3.0)
        expectClose(relabel.subScores.ads, 0); expectClose(relabel.coi, -1.0 / 6.0)
        #expect(reword.subScores == .zero && reword.coi == 0)
        expectClose(removed.subScores.dis, 1.0 / 3.0); expectClose(removed.subScores.ads, 0.3)
        expectClose(removed.subScores.eis, 0.07 + 0.86 / 3.0); expectClose(removed.subScores.cis, 0.15 * B)
        expectClose(removed.coi, 0.25 + 0.2 * 0.07 + 0.15 * 0.45 * B - d.before.coi)
        expectClose(added.subScores.dis, 0.25 - 2.0 / 3.0); expectClose(added.subScores.ads, -0.1)
        expectClose(added.subScores.eis, -0.45 + 0.86 / 3.0); expectClose(added.subScores.cis, -0.05 * B)
        expectClose(added.coi, 0.0625 + 0.15 * 0.25 * B - d.before.coi)
        // B as a whole: BE 1, BO 2 → DIS −1/3.
        expectClose(d.nativeAfter.dis, -1.0 / 3.0)
    }

    @Test func identicalAnalysesHaveNoChanges() {
        let d = ClauseDiff.compare(a, a, scorer: Workspace().scorer)
        #expect(d.changes.isEmpty && d.unchanged == 3)
    }
}
