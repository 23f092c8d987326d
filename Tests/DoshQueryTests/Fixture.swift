// A small hand-built analysis whose every value is known, so each filter's result can be derived
// by hand. Per-clause scores, mean(aar, se, ij, rsc) × effect sign:
//   0: 0.25 × 0 = 0        1: 0.55 × 1 = 0.55     2: 0.725 × 1 = 0.725   3: 0.45 × −1 = −0.45
//   4: 0.325 × −1 = −0.325 5: 0.6 × 1 = 0.6       6: 0.5 × 0.5 = 0.25    7: 0.15 × 0 = 0
// proxy is inferred from terms except clause 5 (set explicitly, no terms): true for 1, 2, 5, 6, 7.
import DoshModel
import DoshQuery

enum Fixture {
    static let clauses: [Clause] = [
        Clause(n: 0, id: "t0", text: "An Act concerning public order.", section: .title, group: .multiple, effect: .neutral,
               architecture: .init(aar: 0.1, se: 0.2, ij: 0.3, rsc: 0.4), confidence: 0.9, tier: .tier1),
        Clause(n: 1, id: "t1", text: "\"Gang associate\" means any person in a designated zone.", section: .definitions,
               group: .outgroup, effect: .burden, architecture: .init(aar: 0.6, se: 0.4, ij: 0.7, rsc: 0.5), confidence: 0.55,
               tier: .tier1, proxyTerms: ["designated zone"], expandsOutgroup: true),
        Clause(n: 2, id: "t2", text: "A peace officer shall arrest any person loitering.", section: .operativeClauses,
               group: .outgroup, effect: .burden, architecture: .init(aar: 0.9, se: 0.8, ij: 0.5, rsc: 0.7), confidence: 0.8,
               tier: .tier2, proxyTerms: ["loitering", "Urban"]),
        Clause(n: 3, id: "t3", text: "Property owners shall receive tax credits.", section: .operativeClauses, group: .elite,
               effect: .benefit, architecture: .init(aar: 0.3, se: 0.5, ij: 0.4, rsc: 0.6), confidence: 0.7, tier: .tier3),
        Clause(n: 4, id: "t4", text: "Homeowners in good standing are exempt.", section: .exceptions, group: .ingroupNonElite,
               effect: .benefit, architecture: .init(aar: 0.2, se: 0.6, ij: 0.3, rsc: 0.2), confidence: 0.5, tier: .tier1,
               wasSafetyFallback: true),
        Clause(n: 5, id: "t5", text: "Violations are punishable by 90 days in jail.", section: .penalties, group: .outgroup,
               effect: .burden, architecture: .init(aar: 0.85, se: 0.3, ij: 0.45, rsc: 0.8), confidence: 0.95, tier: .tier1,
               usesProxy: true, expandsOutgroup: true),
        Clause(n: 6, id: "t6", text: "Nothing in this Act shall be construed to restrict lawful assembly.", section: .exceptions,
               group: .multiple, effect: .mixed, architecture: .init(aar: 0.5, se: 0.5, ij: 0.5, rsc: 0.5), confidence: 0.4,
               tier: .tier2, proxyTerms: ["assembly"], wasSafetyFallback: true),
        Clause(n: 7, id: "T7-x", text: "Résumé screening SHALL NOT ask about crime history.", section: .operativeClauses,
               group: .ingroupNonElite, effect: .neutral, architecture: .init(aar: 0.0, se: 0.1, ij: 0.2, rsc: 0.3),
               confidence: 0.65, tier: .tier3, proxyTerms: ["Crime"]),
    ]

    static let analysis = Analysis(name: "test", clauses: ClauseTable(clauses))

    /// A workspace holding the fixture (current) and two named filters.
    static let workspace: Workspace = {
        var ws = Workspace()
        try? ws.add(analysis)
        ws.filters = ["harsh": "group = outgroup and aar >= 0.85", "soft": "@harsh or effect = benefit"]
        return ws
    }()

    /// The clauses `filter` selects, or the error's messages.
    static func select(_ filter: String) -> Result<[Int], FilterError> {
        do {
            let f = try CompiledFilter.compile(filter, offset: 0, workspace: workspace)
            let rows = try f.matches(in: analysis)
            return .success(rows)
        } catch let e as FilterError {
            return .failure(e)
        } catch {
            return .failure(FilterError([FilterIssue("\(error)", 0..<1)]))
        }
    }
}
