// SensitivityCommands.swift: rescore, sweep, loo, robust, explain, tipping, calibrate — what-if
// reweighting and how much a conclusion depends on the weights.
import DoshFormats
import DoshModel

extension Commands {
    static let sensitivityCommands: [CommandSpec] = [
        CommandSpec(
            "rescore", group: .scoring, synopsis: "rescore [with NAME]",
            summary: "every analysis and historical policy: COI, rank and label before → after",
            details: """
                Without 'with', compares the app's own scoring (app weights, profile and chain) with the weights, \
                profile and chain in force; with 'with NAME', compares the weights in force with the saved weight \
                set NAME. Ranks run over every analysis and historical policy (1 = most oppressive); a changed \
                rank or severity label is marked with *.
                """,
            examples: ["rescore", "weights set dis=0.4; weights save heavy-dis; weights reset; rescore with heavy-dis"],
            run: runRescore),
        CommandSpec(
            "sweep", group: .scoring, synopsis: "sweep WEIGHT from A to B [step S]",
            summary: "vary one weight (the others rescaled to keep their sum): COI per analysis per step, and a chart",
            details: "Varies one weight from A to B (ten steps unless 'step' says otherwise); an outer weight's siblings are rescaled so the outer sum stays as it is, an ADS or EIS weight's likewise, and α moves alone. Shows the COI of every analysis and historical policy at each value, and a line chart ('export svg FILE --chart sweep' draws it).",
            examples: ["sweep dis from 0 to 0.6", "sweep alpha from 0 to 0.5 step 0.05"],
            run: runSweep),
        CommandSpec(
            "loo", group: .scoring, synopsis: "loo",
            summary: "leave each sub-score out in turn: COI and rank per analysis, mean rank shift",
            details: "Sets each outer weight to 0 in turn (the others rescaled to keep their sum) and shows every analysis's COI and rank without that sub-score, with the mean absolute rank shift each sub-score causes.",
            examples: ["loo", "set mode json; loo"],
            run: runLeaveOneOut),
        CommandSpec(
            "robust", group: .scoring, synopsis: "robust [draws N] [noise F] [seed S]",
            summary: "Monte Carlo weights: median and 5–95% range of COI and rank, label stability",
            details: "Draws N sets of outer weights (default 10000), each weight multiplied by 1 + U(−F, F) (default F 0.25) and the set rescaled to the nominal sum, with a seeded generator (default seed 1; the same seed gives the same output). For every analysis and historical policy: the nominal COI and rank, the median, 5th and 95th percentile of COI and of rank, and the share of draws that keep the nominal severity label.",
            examples: ["robust", "robust draws 50000 noise 0.5 seed 7"],
            run: runRobust),
        CommandSpec(
            "explain", group: .scoring, synopsis: "explain [NAME]",
            summary: "each sub-score's contribution, and the clauses that move it most",
            details: "For the current (or named) analysis: each sub-score's value, weight and contribution to the COI, and for each sub-score the three clauses whose removal would change it most (change = with the clause − without it, in the sub-score's own range, with the change in COI).",
            examples: ["explain", "explain wod"],
            run: runExplain),
        CommandSpec(
            "tipping", group: .scoring, synopsis: "tipping A B | tipping A at X",
            summary: "the smallest single-weight change that swaps A and B, or moves A across X",
            details: "For each outer weight (the others rescaled to keep their sum), the value at which A and B change places, or at which A's COI crosses X (e.g. 0.6, the edge of 'Highly Oppressive'); 'none' when no value in range does it. Solved exactly where the COI is linear in the weight, by search where a clamp binds.",
            examples: ["tipping safe_neighborhoods_act holc", "tipping safe_neighborhoods_act at 0.6"],
            run: runTipping),
        CommandSpec(
            "calibrate", group: .scoring, synopsis: "calibrate [chain NAME]",
            summary: "outer weights (non-negative, sum 1) that best fit a chain's expected COIs",
            details: "Finds the outer weights that best fit the expected COIs of the chain's policies (the chain in force by default) by least squares, with the inner weights, α and profile in force; shows the residuals and how many pass ±0.10, says plainly when a target cannot be reached under the profile, and saves the result as the weight set 'calibrated' ('weights use calibrated' applies it).",
            examples: ["calibrate", "profile signed; calibrate chain app"],
            run: runCalibrate),
    ]

    /// `ws` with the app's own scoring: app weights, app profile, app chain.
    static func appScoring(_ ws: Workspace) -> Workspace {
        var w = ws
        w.setWeights(.app, name: "app")
        w.profile = .app
        try? w.useChain("app")
        return w
    }

    // MARK: rescore

    static func runRescore(_ state: inout ShellState, _ inv: Invocation, _ env: Environment) throws -> Output {
        let ws = state.workspace
        var before = appScoring(ws), after = ws
        var beforeName = "app scoring", afterName = "in force"
        if !inv.args.isEmpty {
            try inv.expectCount(2, 2, usage: "rescore [with NAME]")
            guard inv.args[0].isKeyword("with") else { throw UsageError("expected 'with NAME' (usage: rescore [with NAME])", span: inv.args[0].span) }
            before = ws
            do { try after.useWeights(inv.args[1].text) } catch { throw UsageError(error.message, span: inv.args[1].span) }
            beforeName = "weights \(ws.weightsLabel)"
            afterName = "weights \(inv.args[1].text)"
        }
        let rows = Sensitivity.rescore(before: before, after: after)
        let values: [[Value]] = rows.map { r in
            let rankFlip = r.rankBefore != r.rankAfter, labelFlip = r.labelBefore != r.labelAfter
            return [.text(r.name), .number(r.before), .number(r.after), .number(r.delta), .int(r.rankBefore), .int(r.rankAfter),
                    .text(r.labelBefore.label), .text(r.labelAfter.label),
                    .text("\(r.rankBefore) → \(r.rankAfter)" + (rankFlip ? " *" : "")),
                    .text(labelFlip ? "\(r.labelBefore.rawValue) → \(r.labelAfter.rawValue) *" : r.labelAfter.rawValue),
                    .bool(rankFlip), .bool(labelFlip)]
        }
        let cols = [Column("name"), .number("coi_before", title: "before"), .number("coi_after", title: "after", colored: true, at: 2),
                    .number("delta"), .number("rank_before", decimals: 0, isDetail: true), .number("rank_after", decimals: 0, isDetail: true),
                    Column("label_before", isDetail: true), Column("label_after", isDetail: true), Column("rank"),
                    Column("label", isTruncatable: true), Column("rank_changed", isDetail: true), Column("label_changed", isDetail: true)]
        let flips = rows.filter { $0.rankBefore != $0.rankAfter || $0.labelBefore != $0.labelAfter }.count
        let table = Table(columns: cols, rows: values, title: "COI under \(beforeName) → \(afterName)",
                          notes: ["ranks among \(rows.count) (1 = most oppressive); * marks a changed rank or label (\(flips) of \(rows.count))"])
        return .report(Report(blocks: [.table(table)], data: .table(table.selecting(
            ["name", "coi_before", "coi_after", "delta", "rank_before", "rank_after", "label_before", "label_after", "rank_changed", "label_changed"]))))
    }

    // MARK: sweep

    static func weightKey(_ w: Word) throws -> WeightKey {
        guard let k = WeightKey(rawValue: w.text.lowercased()) else {
            throw UsageError(WeightError.unknownKey(w.text, suggestion: closestMatch(to: w.text, in: WeightKey.allCases.map(\.rawValue))).message, span: w.span)
        }
        return k
    }

    /// How far a weight can go with its siblings rescaled: its group's sum (α: any value).
    static func sweepUpperBound(_ key: WeightKey, _ w: Weights) -> Double {
        if key.isOuter { return w.outerSum }
        if WeightKey.adsInner.contains(key) { return w.adsSum }
        if WeightKey.eisInner.contains(key) { return w.eisSum }
        return .infinity
    }

    static func runSweep(_ state: inout ShellState, _ inv: Invocation, _ env: Environment) throws -> Output {
        let usage = "sweep WEIGHT from A to B [step S]"
        guard inv.args.count == 5 || inv.args.count == 7 else { throw UsageError("usage: \(usage)", span: inv.args.isEmpty ? inv.endSpan : inv.span) }
        let key = try weightKey(inv.args[0])
        guard inv.args[1].isKeyword("from"), inv.args[3].isKeyword("to") else { throw UsageError("usage: \(usage)", span: inv.args[1].span) }
        let from = try inv.number(2, what: "A"), to = try inv.number(4, what: "B")
        let ws = state.workspace
        let upper = sweepUpperBound(key, ws.weights)
        for (k, v) in [(2, from), (4, to)] where v < 0 || v > upper + 1e-12 {
            throw UsageError("\(key.rawValue) can go from 0 to \(formatShortest(upper))" + (upper.isFinite ? " (the sum of its group)" : "")
                                + ", not \(inv.args[k].text)", span: inv.args[k].span)
        }
        var steps = 10
        if inv.args.count == 7 {
            guard inv.args[5].isKeyword("step") else { throw UsageError("expected 'step S' (usage: \(usage))", span: inv.args[5].span) }
            let step = try inv.number(6, what: "the step")
            guard step > 0 else { throw UsageError("the step must be positive", span: inv.args[6].span) }
            let count = (abs(to - from) / step).rounded()
            guard count <= 1000 else { throw UsageError("that is \(Int(count)) steps; at most 1000", span: inv.args[6].span) }
            guard abs(count * step - abs(to - from)) < 1e-9 * max(1, abs(to - from)) else {
                throw UsageError("\(formatShortest(step)) does not divide \(formatShortest(from))…\(formatShortest(to)) evenly", span: inv.args[6].span)
            }
            steps = max(1, Int(count))
        }
        let sweep: Sensitivity.Sweep
        do {
            sweep = try Sensitivity.sweep(ws, key: key, from: from, to: to, steps: steps, shouldStop: { Interrupt.requested })
        } catch let e as SensitivityError {
            throw UsageError(e.message, span: inv.args[2].span.lowerBound..<inv.args[4].span.upperBound)
        }
        let labels = sweep.values.map { formatFixed($0, decimals: 3) }
        // People read one row per analysis; machines get one row per (value, analysis).
        let wide = Table(columns: [Column("name")] + labels.map { Column.number($0, decimals: 4) },
                         rows: sweep.names.indices.map { i in [.text(sweep.names[i])] + sweep.cois.map { .number($0[i]) } },
                         title: "COI as \(key.rawValue) goes from \(formatShortest(from)) to \(formatShortest(to)) (\(ws.profile.rawValue) profile; other weights rescaled)")
        var long: [[Value]] = []
        for (s, v) in sweep.values.enumerated() {
            for (i, n) in sweep.names.enumerated() { long.append([.text(key.rawValue), .number(v), .text(n), .number(sweep.cois[s][i])]) }
        }
        let shown = Array(sweep.names.indices.prefix(10))
        let all = shown.flatMap { i in sweep.cois.map { $0[i] } }
        let chart = LineChart(
            title: "Sweep of \(key.rawValue)", xTitle: key.rawValue, yTitle: "COI", xLabels: labels,
            series: shown.map { i in ChartSeries(sweep.names[i], sweep.cois.map { $0[i] }) },
            yRange: AxisRange.nice(covering: all), format: .decimal(2),
            summary: shown.map { i in "\(sweep.names[i]): \(formatFixed(sweep.cois[0][i], decimals: 2)) to \(formatFixed(sweep.cois.last![i], decimals: 2))" }.joined(separator: "; "),
            key: "sweep")
        var blocks: [Block] = [.table(wide), .blank, .lineChart(chart)]
        if sweep.names.count > shown.count { blocks.append(.text("(the chart shows the first \(shown.count) of \(sweep.names.count))")) }
        return .report(Report(blocks: blocks, data: .table(Table(columns: [Column("weight"), .number("value"), Column("name"), .number("coi")], rows: long))))
    }

    // MARK: leave one out

    static func runLeaveOneOut(_ state: inout ShellState, _ inv: Invocation, _ env: Environment) throws -> Output {
        try inv.expectCount(0, 0, usage: "loo")
        let loo: Sensitivity.LeaveOneOut
        do { loo = try Sensitivity.leaveOneOut(state.workspace) } catch let e as SensitivityError { throw UsageError(e.message) }
        let kinds = SubScoreKind.allCases
        let wide = Table(
            columns: [Column("name"), .number("coi"), .number("rank", decimals: 0)] + kinds.map { Column("without \($0.rawValue.uppercased())", alignment: .right) },
            rows: loo.names.indices.map { i in
                [.text(loo.names[i]), .number(loo.nominal[i]), .int(loo.nominalRanks[i])]
                    + kinds.indices.map { k in .text("\(formatFixed(loo.cois[k][i], decimals: 4)) (\(loo.ranks[k][i]))") }
            },
            title: "COI (rank) with each sub-score left out",
            notes: ["mean |rank shift|: " + kinds.indices.map { "\(kinds[$0].rawValue.uppercased()) \(formatFixed(loo.meanRankShift[$0], decimals: 2))" }.joined(separator: " · ")])
        var long: [[Value]] = []
        for (k, kind) in kinds.enumerated() {
            for i in loo.names.indices {
                long.append([.text(loo.names[i]), .text(kind.rawValue), .number(loo.nominal[i]), .int(loo.nominalRanks[i]),
                             .number(loo.cois[k][i]), .int(loo.ranks[k][i]), .int(loo.ranks[k][i] - loo.nominalRanks[i])])
            }
        }
        let data = Table(columns: [Column("name"), Column("left_out"), .number("coi"), .number("rank"), .number("coi_without"),
                                   .number("rank_without"), .number("rank_shift")], rows: long)
        return .report(Report(blocks: [.table(wide)], data: .table(data)))
    }

    // MARK: robust

    static func runRobust(_ state: inout ShellState, _ inv: Invocation, _ env: Environment) throws -> Output {
        var draws = 10_000, noise = 0.25
        var seed: UInt64 = 1
        var k = 0
        while k < inv.args.count {
            let w = inv.args[k]
            guard k + 1 < inv.args.count else { throw UsageError("'\(w.text)' needs a value (usage: robust [draws N] [noise F] [seed S])", span: w.span) }
            switch w.text.lowercased() {
            case "draws":
                draws = try inv.integer(k + 1, what: "draws", minimum: 1)
                guard draws <= 10_000_000 else { throw UsageError("at most 10000000 draws", span: inv.args[k + 1].span) }
            case "noise":
                noise = try inv.number(k + 1, what: "noise")
                guard noise >= 0, noise < 1 else { throw UsageError("noise is a fraction in [0, 1), not \(inv.args[k + 1].text)", span: inv.args[k + 1].span) }
            case "seed":
                guard let s = UInt64(inv.args[k + 1].text) else { throw UsageError("the seed is a whole number ≥ 0", span: inv.args[k + 1].span) }
                seed = s
            default:
                throw UsageError("unexpected '\(w.text)' (usage: robust [draws N] [noise F] [seed S])" + didYouMean(closestMatch(to: w.text, in: ["draws", "noise", "seed"])), span: w.span)
            }
            k += 2
        }
        let rows = try Sensitivity.robust(state.workspace, draws: draws, noise: noise, seed: seed, shouldStop: { Interrupt.requested })
        state.seeds.append("robust draws \(draws) noise \(formatShortest(noise)) seed \(seed)")
        let values: [[Value]] = rows.map { r in
            [.text(r.name), .number(r.coi), .number(r.coiMedian), .number(r.coiQ05), .number(r.coiQ95), .int(r.rank),
             .number(r.rankMedian), .number(r.rankQ05), .number(r.rankQ95), .number(r.labelStability),
             .text("\(r.label.label) in \(formatFixed(r.labelStability * 100, decimals: 0))% of draws")]
        }
        let cols = [Column("name"), .number("coi", colored: true, at: 1), .number("coi_median", title: "median"),
                    .number("coi_q05", title: "q05"), .number("coi_q95", title: "q95"), .number("rank", decimals: 0),
                    .number("rank_median", title: "rank med", decimals: 1), .number("rank_q05", title: "q05", decimals: 1),
                    .number("rank_q95", title: "q95", decimals: 1), .number("label_stability", title: "stable", decimals: 2), Column("verdict", isDetail: true)]
        let table = Table(columns: cols, rows: values,
                          title: "\(draws) draws, outer weights × (1 ± \(formatShortest(noise))), seed \(seed)",
                          notes: ["median and 5th–95th percentiles over the draws; ranks among \(rows.count) (1 = most oppressive);"
                                  + " stable: share of draws with the nominal label"] + rows.map { "\($0.name): \($0.label.label) in \(formatFixed($0.labelStability * 100, decimals: 0))% of draws" })
        return .report(Report(blocks: [.table(table)], data: .table(table.selecting(
            ["name", "coi", "coi_median", "coi_q05", "coi_q95", "rank", "rank_median", "rank_q05", "rank_q95", "label_stability"]))))
    }

    // MARK: explain

    static func runExplain(_ state: inout ShellState, _ inv: Invocation, _ env: Environment) throws -> Output {
        try inv.expectCount(0, 1, usage: "explain [NAME]")
        let ws = state.workspace
        let a = try ws.analysis(inv.args.first)
        let e = Sensitivity.explain(a, in: ws)
        let w = ws.weights
        let t = a.clauses
        var blocks: [Block] = [.heading("\(a.name): COI \(formatFixed(e.result.coi, decimals: 4)) \(e.result.severity.symbol) \(e.result.severity.label)")]
        blocks.append(.table(Table(
            columns: [Column("sub-score"), .number("native"), .number("value"), .number("weight"), .number("contribution")],
            rows: SubScoreKind.allCases.enumerated().map { k, kind in
                [.text(kind.rawValue.uppercased()), .number(e.native.vector[k]), .number(e.result[kind]), .number(w[kind.weightKey]),
                 .number(e.result.contribution(kind, weights: w))]
            },
            notes: ["native: the sub-score in its own range; value: as the \(ws.profile.rawValue) profile bounds it before weighting"])))
        var data: [[Value]] = []
        for (k, kind) in SubScoreKind.allCases.enumerated() {
            blocks.append(.blank)
            blocks.append(.heading("\(kind.rawValue.uppercased()) \(kind.title): the clauses that move it most"))
            let influences = e.influences[k]
            if influences.isEmpty {
                blocks.append(.text("  (no single clause changes it)"))
                continue
            }
            blocks.append(.table(Table(
                columns: [.number("n", decimals: 0), .number("change"), .number("coi change"), Column("text", isTruncatable: true)],
                rows: influences.map { [.int(t.n[$0.clause]), .number($0.change), .number($0.coiChange), .text(t.text[$0.clause])] })))
            for inf in influences {
                data.append([.text(kind.rawValue), .number(e.result[kind]), .number(w[kind.weightKey]), .number(e.result.contribution(kind, weights: w)),
                             .int(t.n[inf.clause]), .text(t.ids[inf.clause]), .number(inf.change), .number(inf.coiChange), .text(t.text[inf.clause])])
            }
        }
        blocks.append(.blank)
        blocks.append(.text("change = the sub-score with the clause − without it (so a positive change means the clause raises it)"))
        let table = Table(columns: [Column("subscore"), .number("value"), .number("weight"), .number("contribution"), .number("n"),
                                    Column("id"), .number("change"), .number("coi_change"), Column("text")], rows: data)
        return .report(Report(blocks: blocks, data: .table(table)))
    }

    // MARK: tipping

    static func runTipping(_ state: inout ShellState, _ inv: Invocation, _ env: Environment) throws -> Output {
        let usage = "tipping A B | tipping A at X"
        try inv.expectCount(2, 3, usage: usage)
        let ws = state.workspace
        let a = try ws.analysis(inv.args[0])
        let scorer = ws.scorer
        let rows: [Sensitivity.TippingRow]
        let what: String
        if inv.args.count == 3 {
            guard inv.args[1].isKeyword("at") else { throw UsageError("expected 'at X' (usage: \(usage))", span: inv.args[1].span) }
            let x = try inv.number(2, what: "X")
            rows = Sensitivity.tipping(ws, a, at: x)
            let coi = scorer.score(a).coi
            what = "\(a.name) (COI \(formatFixed(coi, decimals: 4))) crosses \(formatShortest(x))"
        } else {
            let b = try ws.analysis(inv.args[1])
            guard a.name != b.name else { throw UsageError("name two different analyses", span: inv.args[1].span) }
            rows = Sensitivity.tipping(ws, a, b)
            let (ca, cb) = (scorer.score(a).coi, scorer.score(b).coi)
            what = ca == cb ? "\(a.name) and \(b.name) (tied at \(formatFixed(ca, decimals: 4))) separate"
                : "\(a.name) (\(formatFixed(ca, decimals: 4))) and \(b.name) (\(formatFixed(cb, decimals: 4))) change places"
        }
        let values: [[Value]] = rows.map { r in
            [.text(r.key.rawValue), .number(r.current), r.value.map(Value.number) ?? .null, r.change.map(Value.number) ?? .null,
             .text(r.value == nil ? "none in [0, \(formatShortest(r.upper))]" : (r.exact ? "exact" : "search")), .bool(r.exact)]
        }
        var notes: [String] = ["the other outer weights are rescaled to keep their sum"]
        if let best = rows.filter({ $0.change != nil }).min(by: { abs($0.change!) < abs($1.change!) }) {
            notes.insert("smallest change: \(best.key.rawValue) from \(formatFixed(best.current, decimals: 4)) to \(formatFixed(best.value!, decimals: 4)) (\(best.change! >= 0 ? "+" : "")\(formatFixed(best.change!, decimals: 4)))", at: 0)
        } else {
            notes.insert("no single outer weight can do it", at: 0)
        }
        let table = Table(columns: [Column("weight"), .number("current"), .number("tipping", title: "at"), .number("change"),
                                    Column("how"), Column("exact", isDetail: true)],
                          rows: values, title: "where \(what)", notes: notes)
        return .report(Report(blocks: [.table(table)], data: .table(table.selecting(["weight", "current", "tipping", "change", "exact"]))))
    }

    // MARK: calibrate

    static func runCalibrate(_ state: inout ShellState, _ inv: Invocation, _ env: Environment) throws -> Output {
        var args = inv.args
        if let first = args.first, first.isKeyword("chain") { args.removeFirst() }
        guard args.count <= 1 else { throw UsageError("usage: calibrate [chain NAME]", span: args[1].span) }
        let ws = state.workspace
        let chain: Chain
        if let w = args.first {
            do { chain = try ws.chain(named: w.text) } catch { throw UsageError(error.message, span: w.span) }
        } else {
            chain = ws.chainInForce
        }
        let c: Sensitivity.Calibration
        do { c = try Sensitivity.calibrate(ws, chain: chain) } catch { throw UsageError(error.message, span: args.first?.span) }
        var calibrated = ws.weights
        calibrated.outer = c.outer
        state.workspace.storeWeights(calibrated, as: "calibrated")
        let passed = c.rows.filter(\.passed).count
        var blocks: [Block] = [
            .heading("Outer weights that best fit chain \(chain.name) (\(ws.profile.rawValue) profile; least squares, non-negative, sum 1)"),
            .keyValues(zip(SubScoreKind.allCases, c.outer).map { ($0.rawValue, formatFixed($1, decimals: 4)) }),
            .blank,
            .table(Table(columns: [Column("name"), .number("expected"), .number("fitted"), .number("residual"), Column("result")],
                         rows: c.rows.map { [.text($0.name), .number($0.expected), .number($0.fitted), .number($0.residual), .text($0.passed ? "pass" : "FAIL")] },
                         notes: ["\(passed) of \(c.rows.count) pass (±0.10) · sum of squared residuals \(formatFixed(c.sumOfSquares, decimals: 6))"])),
        ]
        for u in c.unreachable {
            let side = u.expected > u.range.upperBound ? "at most \(formatFixed(u.range.upperBound, decimals: 4))" : "at least \(formatFixed(u.range.lowerBound, decimals: 4))"
            blocks.append(.text("\(u.name) cannot reach \(formatShortest(u.expected)) under the \(ws.profile.rawValue) profile: with these sub-scores any weights give \(side)"))
        }
        blocks.append(.text("saved as weight set 'calibrated' ('weights use calibrated' applies it)"))
        let record = Record([
            Field("chain", .text(chain.name)), Field("profile", .text(ws.profile.rawValue)),
            Field("weights", .object(zip(SubScoreKind.allCases, c.outer).map { Field($0.rawValue, .number($1)) })),
            Field("passed", .int(passed)), Field("total", .int(c.rows.count)), Field("sum_of_squares", .number(c.sumOfSquares)),
            Field("policies", .array(c.rows.map { r in .object([Field("name", .text(r.name)), Field("expected", .number(r.expected)),
                                                                  Field("fitted", .number(r.fitted)), Field("residual", .number(r.residual)),
                                                                  Field("passed", .bool(r.passed))]) })),
            Field("unreachable", .list(c.unreachable.map(\.name))),
        ])
        return .report(Report(blocks: blocks, data: .record(record)))
    }
}
