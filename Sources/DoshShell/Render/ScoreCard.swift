// ScoreCard.swift: the score card `show` prints (and the reports repeat): the COI with a text
// gauge, its severity in words and as a symbol as well as colour, the five sub-scores with
// weight, value, contribution and level, the profile, weight set and chain in force, tier usage
// and safety fallbacks. Its machine form is the `show` record of design.md §5 (keys unchanged).
import DoshFormats
import DoshModel

extension Severity {
    /// A short word for a sub-score's level (the app colours each sub-score row by these bands).
    var level: String {
        switch self {
        case .high: "high"
        case .moderate: "moderate"
        case .low: "low"
        case .liberatory: "negative"
        }
    }
}

enum ScoreCard {
    static let gaugeWidth = 40

    /// The card for `a` under the workspace's weights, profile and chain. `plain` picks ASCII symbols.
    static func output(_ a: Analysis, _ ws: Workspace, plain: Bool) -> Output {
        let w = ws.weights
        let s = ws.score(a)
        let sev = s.severity
        let t = a.clauses
        let tiers = tierCounts(t)
        let fallbacks = t.fallback.lazy.filter { $0 }.count
        let dot = plain ? ", " : " · "

        let lo = ws.profile == .signed ? -1.0 : 0.0
        var blocks: [Block] = [
            .heading(a.name + (a.origin.isEmpty ? "" : "  (\(lastPathComponent(a.origin)))")),
            .severityText("COI \(formatFixed(s.coi, decimals: 4))  \(sev.symbol(plain: plain)) \(sev.label)", sev),
            .gauge(value: s.coi, lo: lo, hi: 1, width: gaugeWidth),
            .text(["profile \(ws.profile.rawValue)", "weights \(ws.weightsLabel)", "chain \(ws.chainName)",
                   counted(t.count, "clause")].joined(separator: dot)),
            .blank,
        ]
        let rows: [[Value]] = SubScoreKind.allCases.map { k in
            let level = Severity(coi: s[k])
            return [.text(k.rawValue.uppercased()), .text(k.title), .number(w[k.weightKey]), .number(s[k]),
                    .number(s.contribution(k, weights: w)), .text(level.symbol(plain: plain) + " " + level.level)]
        }
        let sum = SubScoreKind.allCases.reduce(0.0) { $0 + s.contribution($1, weights: w) }
        var notes = ["COI = sum of contributions = \(formatFixed(sum, decimals: 4))"
                     + (abs(sum - s.coi) > 1e-12 ? ", clamped to \(formatFixed(s.coi, decimals: 4))" : "")]
        if abs(w.outerSum - 1) > 1e-9 { notes.append("the outer weights sum to \(formatFixed(w.outerSum, decimals: 4)), not 1") }
        blocks.append(.table(Table(
            columns: [Column("sub-score"), Column("name"), .number("weight"), .number("value", colored: true, at: 3),
                      .number("contribution"), Column("level", severityFrom: 3)],
            rows: rows, notes: notes)))
        blocks.append(.blank)
        blocks.append(.text(["tiers: tier 1 \(tiers[0])", "tier 2 \(tiers[1])", "tier 3 \(tiers[2])",
                             "safety fallbacks \(fallbacks)"].joined(separator: dot)))
        if let stored = a.storedScore {
            let same = abs(stored.coi - s.coi) <= 1e-9
            blocks.append(.text("stored scoreResult: COI \(formatFixed(stored.coi, decimals: 4))" + (same ? " (the rescore matches)" : " (differs from the rescore)")))
        }

        let record = Record([
            Field("name", .text(a.name)), Field("profile", .text(ws.profile.rawValue)), Field("coi", .number(s.coi)),
            Field("label", .text(sev.label)), Field("symbol", .text(sev.symbol)),
            Field("dis", .number(s.dis)), Field("ads", .number(s.ads)), Field("eis", .number(s.eis)),
            Field("cis", .number(s.cis)), Field("oes", .number(s.oes)), Field("clauses", .int(t.count)),
            Field("weights", .object(WeightKey.outer.map { Field($0.rawValue, .number(w[$0])) })),
            Field("weight_set", .text(ws.weightsLabel)), Field("chain", .text(ws.chainName)),
            Field("tiers", .object([Field("tier1", .int(tiers[0])), Field("tier2", .int(tiers[1])), Field("tier3", .int(tiers[2]))])),
            Field("fallbacks", .int(fallbacks)),
            Field("stored_coi", a.storedScore.map { .number($0.coi) } ?? .null),
        ])
        return .report(Report(blocks: blocks, data: .record(record)))
    }

    /// Clauses per tier: [tier 1, tier 2, tier 3].
    static func tierCounts(_ t: ClauseTable) -> [Int] {
        var tiers = [0, 0, 0]
        for tier in t.tier { tiers[Int(tier.rawValue)] += 1 }
        return tiers
    }
}
