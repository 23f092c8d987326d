// ChainCommands.swift: chains and validate.
import DoshFormats
import DoshModel

extension Commands {
    static let chainCommands: [CommandSpec] = [
        CommandSpec(
            "chains", group: .chains, synopsis: "chains",
            summary: "list the historical chains and their terminal capacity",
            details: "Lists the chains (presets 'app' and 'paper', and any you loaded): steps, α, and the capacity left after the whole chain, which is the baseline B that CIS scales by. The chain in force is marked with *.",
            examples: ["chains", "chain load ../Examples/jim_crow_chain.csv; chains"],
            run: { state, inv, _ in
                try inv.expectCount(0, 0, usage: "chains")
                let ws = state.workspace
                let rows: [[Value]] = ws.chains.map { c in
                    let isCurrent = c.name == ws.chainName
                    return [.text((isCurrent ? "* " : "  ") + c.name), .text(c.name), .int(c.steps.count),
                            c.alpha.map(Value.number) ?? .null, .number(ws.baseline(of: c)), .bool(isCurrent), .text(c.note)]
                }
                let cols = [Column("shown", title: "name"), Column("name", isDetail: true), .number("steps", decimals: 0),
                            .number("alpha", decimals: 2), .number("capacity", decimals: 6), Column("in_force", isDetail: true),
                            Column("note", isTruncatable: true)]
                let table = Table(columns: cols, rows: rows)
                return .report(Report(blocks: [.table(table)],
                                      data: .table(table.selecting(["name", "steps", "alpha", "capacity", "in_force", "note"]))))
            }),
        CommandSpec(
            "chain", group: .chains, synopsis: "chain show [NAME] | use NAME | load FILE [as NAME] | save NAME FILE | drop NAME",
            summary: "show, choose, load, save or drop a historical chain",
            details: """
                'chain show' lists a chain's steps with each factor and the capacity left after it (1 − α·COI for a \
                step with a COI, 1 − reduction for a step with a reduction, the re-scored COI of its analysis \
                otherwise). 'chain use' puts a chain in force: it feeds CIS. 'chain load' reads a chain from JSON \
                ({"name", "alpha"?, "steps": [{"name", "year", "coi" | "reduction", "analysis"?}]}) or CSV with the \
                same step columns; 'chain save' writes one (CSV when FILE ends in .csv). The presets app and paper \
                cannot be replaced or dropped.
                """,
            examples: ["chain show paper", "chain load ../Examples/my_chain.json as mine"],
            run: runChain),
        CommandSpec(
            "compare", group: .chains, synopsis: "compare [NAME] [to CHAIN]",
            summary: "place an analysis among a chain's policies: COIs, rank, nearest analogue, capacity",
            details: "Scores the current (or named) analysis as if CHAIN (the chain in force by default) fed CIS, and sets it beside each of the chain's policies: their expected COI, their re-scored COI under the weights in force, the distance between sub-score vectors, and the capacity after each. It gives the analysis's rank among them, its nearest historical analogue, and the out-group capacity after appending it to the chain.",
            examples: ["compare", "compare safe_neighborhoods_act to paper"],
            run: runCompare),
        CommandSpec(
            "diff", group: .chains, synopsis: "diff A B",
            summary: "clause-level differences of two analyses and their effect on each sub-score",
            details: "Matches the clauses of A and B (two versions of a bill, say) by normalised text, exactly and then by closeness, and lists the clauses added, removed, relabelled or reworded. Each change is measured on its own against A: the change in every sub-score (in its own range) and in the COI. The totals compare A with B as a whole.",
            examples: ["diff draft1 draft2", "set mode json; diff draft1 draft2"],
            run: runDiff),
        CommandSpec(
            "validate", group: .chains, synopsis: "validate [CHAIN]",
            summary: "expected vs re-scored COI of the chain's policies, pass/fail at ±0.10",
            details: "Re-scores the analysis behind each step of the chain (the chain in force by default) under the weights and profile in force, as if that chain fed CIS, and compares it with the step's expected COI. A step passes when |actual − expected| ≤ 0.10. Steps with only a reduction have no expected COI and are listed as not applicable.",
            examples: ["validate", "validate paper"],
            run: runValidate),
    ]

    static func runValidate(_ state: inout ShellState, _ inv: Invocation, _ env: Environment) throws -> Output {
        try inv.expectCount(0, 1, usage: "validate [CHAIN]")
        let ws = state.workspace
        let chain: Chain
        if let w = inv.args.first {
            do { chain = try ws.chain(named: w.text) } catch { throw UsageError(error.message, span: w.span) }
        } else {
            chain = ws.chainInForce
        }
        let results = Validation.run(chain, in: ws)
        let rows: [[Value]] = results.map { r in
            [.text(r.name), .int(r.year), r.expected.map(Value.number) ?? .null, r.actual.map(Value.number) ?? .null,
             r.delta.map(Value.number) ?? .null, r.passed.map(Value.bool) ?? .null,
             .text(r.passed.map { $0 ? "pass" : "FAIL" } ?? "n/a")]
        }
        let checked = results.filter { $0.passed != nil }
        let passed = checked.filter { $0.passed == true }.count
        var notes = ["\(passed) of \(checked.count) pass (±0.10) · chain \(chain.name) · profile \(ws.profile.rawValue) · weights \(ws.weightsLabel)"]
        let na = results.count - checked.count
        if na > 0 { notes.append("\(na) step\(na == 1 ? " has" : "s have") no expected COI (not applicable)") }
        let cols = [Column("name", isTruncatable: true), .number("year", decimals: 0), .number("expected"), .number("actual"),
                    .number("delta"), Column("passed", isDetail: true), Column("result")]
        let table = Table(columns: cols, rows: rows, notes: notes)
        return .report(Report(blocks: [.table(table)],
                              data: .table(table.selecting(["name", "year", "expected", "actual", "delta", "passed"]))))
    }

    // MARK: chain

    static func chainNamed(_ w: Word?, _ ws: Workspace) throws -> Chain {
        guard let w else { return ws.chainInForce }
        do { return try ws.chain(named: w.text) } catch { throw UsageError(error.message, span: w.span) }
    }

    static func runChain(_ state: inout ShellState, _ inv: Invocation, _ env: Environment) throws -> Output {
        let usage = "chain show [NAME] | use NAME | load FILE [as NAME] | save NAME FILE | drop NAME"
        guard let sub = inv.args.first else { throw UsageError("usage: \(usage)", span: inv.endSpan) }
        let args = Array(inv.args.dropFirst())
        switch sub.text.lowercased() {
        case "show":
            guard args.count <= 1 else { throw UsageError("usage: chain show [NAME]", span: args[1].span) }
            return chainTable(try chainNamed(args.first, state.workspace), state.workspace)
        case "use":
            guard args.count == 1 else { throw UsageError("usage: chain use NAME", span: args.count > 1 ? args[1].span : inv.endSpan) }
            let c = try chainNamed(args[0], state.workspace)
            try state.workspace.useChain(c.name)
            return .message("chain in force: \(c.name) (capacity after it \(formatFixed(state.workspace.baseline(of: c), decimals: 6)))")
        case "load":
            guard args.count == 1 || (args.count == 3 && args[1].isKeyword("as")) else {
                throw UsageError("usage: chain load FILE [as NAME]", span: args.isEmpty ? inv.endSpan : args[min(1, args.count - 1)].span)
            }
            let bytes = try env.read(args[0])
            var chain = try ChainFile.read(bytes, file: args[0].text)
            if args.count == 3 { chain.name = args[2].text }
            let nameSpan = args.count == 3 ? args[2].span : args[0].span
            if state.workspace.chains.contains(where: { $0.name.lowercased() == chain.name.lowercased() }) {
                throw UsageError(Chain.presets.contains { $0.name == chain.name }
                                    ? "'\(chain.name)' is a built-in chain; load it 'as' another name"
                                    : "a chain named '\(chain.name)' is already loaded ('chain drop \(chain.name)' first, or load it 'as' another name)",
                                 span: nameSpan)
            }
            try state.workspace.addChain(chain)
            state.recordInput(args[0].text, env: env)
            var lines: [Block] = [.text("loaded chain \(chain.name): \(counted(chain.steps.count, "step")), capacity after it \(formatFixed(state.workspace.baseline(of: chain), decimals: 6))")]
            let missing = chain.steps.compactMap(\.analysis).filter { (try? state.workspace.analysis(named: $0)) == nil }
            if !missing.isEmpty {
                lines.append(.text("note: not in the workspace yet (factor 1 until loaded): " + missing.map { "'\($0)'" }.joined(separator: ", ")))
            }
            if zip(chain.steps, chain.steps.dropFirst()).contains(where: { $0.year > $1.year }) {
                lines.append(.text("note: the steps are not in chronological order; they compound in the order given"))
            }
            return .report(Report(blocks: lines, data: .record(Record([Field("name", .text(chain.name)), Field("steps", .int(chain.steps.count)),
                                                                       Field("capacity", .number(state.workspace.baseline(of: chain)))]))))
        case "save":
            guard args.count == 2 else { throw UsageError("usage: chain save NAME FILE", span: args.count > 2 ? args[2].span : inv.endSpan) }
            let chain = try chainNamed(args[0], state.workspace)
            let file = args[1]
            let path = try env.writablePath(file.text, span: file.span)
            try writeOrExplain(path, ChainFile.write(chain, csv: file.text.lowercased().hasSuffix(".csv")), file)
            state.recordOutput(file.text)
            return .message("wrote chain \(chain.name) (\(counted(chain.steps.count, "step"))) to \(file.text)")
        case "drop":
            guard args.count == 1 else { throw UsageError("usage: chain drop NAME", span: inv.endSpan) }
            let c = try chainNamed(args[0], state.workspace)
            let wasInForce = state.workspace.chainName == c.name
            do { try state.workspace.dropChain(c.name) } catch { throw UsageError(error.message, span: args[0].span) }
            return .message("dropped chain \(c.name)" + (wasInForce ? "; the app chain is in force now" : ""))
        default:
            throw UsageError("unknown chain subcommand '\(sub.text)'" + didYouMean(closestMatch(to: sub.text, in: ["show", "use", "load", "save", "drop"]))
                                + " (usage: \(usage))", span: sub.span)
        }
    }

    /// The steps of a chain with their factors and the capacity left after each.
    static func chainTable(_ chain: Chain, _ ws: Workspace) -> Output {
        let factors = ws.factors(of: chain)
        let caps = capacities(factors)
        let scorer = ws.scorer(for: chain)
        let rows: [[Value]] = chain.steps.enumerated().map { k, s in
            let a = s.analysis.flatMap { try? ws.analysis(named: $0) }
            // A step that takes its factor from an analysis scores it with the capacity before the step.
            let alpha = chain.effectiveAlpha(ws.weights.alpha)
            let used = alpha > 0 ? "analysis, COI \(formatFixed((1 - factors[k]) / alpha, decimals: 4))" : "analysis"
            let source = s.reduction != nil ? "reduction" : (s.expectedCOI != nil ? "coi" : (a != nil ? used : "missing"))
            return [.text(s.name), .int(s.year), s.expectedCOI.map(Value.number) ?? .null, s.reduction.map(Value.number) ?? .null,
                    .text(s.analysis ?? ""), a.map { .number(scorer.score($0).coi) } ?? .null, .number(factors[k]), .number(caps[k]), .text(source)]
        }
        let alpha = chain.effectiveAlpha(ws.weights.alpha)
        var notes = ["\(chain.note.isEmpty ? chain.name : chain.note) · α \(formatShortest(alpha))\(chain.alpha == nil ? " (the weights')" : " (the chain's)") · capacity after the chain \(formatFixed(caps.last ?? 1, decimals: 6))"]
        if chain.steps.contains(where: { $0.reduction == nil && $0.expectedCOI == nil && ($0.analysis.flatMap { try? ws.analysis(named: $0) }) == nil }) {
            notes.append("a step whose analysis is not in the workspace has factor 1")
        }
        let cols = [Column("name", isTruncatable: true), .number("year", decimals: 0), .number("expected", decimals: 2), .number("reduction", decimals: 2),
                    Column("analysis", isDetail: true), .number("rescored"), .number("factor"), .number("capacity", decimals: 6), Column("from")]
        let table = Table(columns: cols, rows: rows, title: "chain \(chain.name)" + (chain.name == ws.chainName ? " (in force)" : ""), notes: notes)
        return .report(Report(blocks: [.table(table)], data: .table(table.selecting(
            ["name", "year", "expected", "reduction", "analysis", "rescored", "factor", "capacity"]))))
    }

    // MARK: compare

    static func runCompare(_ state: inout ShellState, _ inv: Invocation, _ env: Environment) throws -> Output {
        let usage = "compare [NAME] [to CHAIN]"
        var args = inv.args
        var chainWord: Word?
        if let k = args.firstIndex(where: { $0.isKeyword("to") }) {
            guard k == args.count - 2 else { throw UsageError("'to' takes one chain name, at the end (usage: \(usage))", span: args[k].span) }
            chainWord = args[k + 1]
            args.removeSubrange(k...)
        }
        guard args.count <= 1 else { throw UsageError("unexpected '\(args[1].text)' (usage: \(usage))", span: args[1].span) }
        let ws = state.workspace
        let a = try ws.analysis(args.first)
        let chain = try chainNamed(chainWord, ws)
        let c = ChainComparison(a, chain: chain, in: ws)
        var rows: [[Value]] = c.steps.map { s in
            [.text(s.name), .int(s.year), s.expected.map(Value.number) ?? .null, s.rescored.map(Value.number) ?? .null,
             s.distance.map(Value.number) ?? .null, .number(s.capacity), .bool(false)]
        }
        rows.append([.text("▶ " + c.name), a.year.map(Value.int) ?? .null, .null, .number(c.coi), .number(0), .number(c.capacityAfter), .bool(true)])
        let table = Table(columns: [Column("name", isTruncatable: true), .number("year", decimals: 0), .number("expected", decimals: 2),
                                    .number("coi", colored: true, at: 3), .number("distance"), .number("capacity", decimals: 6), Column("current", isDetail: true)],
                          rows: rows, title: "\(c.name) beside chain \(chain.name) (weights \(ws.weightsLabel), profile \(ws.profile.rawValue))")
        let byRescored = c.rankByRescored, byExpected = c.rankByExpected
        var notes: [String] = []
        notes.append("COI \(formatFixed(c.coi, decimals: 4)) \(Severity(coi: c.coi).symbol) \(Severity(coi: c.coi).label)")
        if byRescored.of > 1 { notes.append("rank \(byRescored.rank) of \(byRescored.of) among the chain's policies re-scored under the weights in force") }
        if byExpected.of > 1 { notes.append("rank \(byExpected.rank) of \(byExpected.of) against their expected COIs") }
        if let n = c.nearest { notes.append("nearest historical analogue: \(n.name) (sub-score distance \(formatFixed(n.distance!, decimals: 4)))") }
        notes.append("capacity after the chain \(formatFixed(c.capacityBefore, decimals: 6)); appending this analysis (factor 1 − \(formatShortest(c.alpha))·COI) leaves \(formatFixed(c.capacityAfter, decimals: 6))")
        var blocks: [Block] = [.table(table)]
        blocks.append(contentsOf: notes.map { .text($0) })
        let record = Record([
            Field("name", .text(c.name)), Field("chain", .text(chain.name)), Field("coi", .number(c.coi)),
            Field("rank", .int(byRescored.rank)), Field("of", .int(byRescored.of)),
            Field("rank_expected", byExpected.of > 1 ? .int(byExpected.rank) : .null),
            Field("nearest", c.nearest.map { .text($0.name) } ?? .null), Field("nearest_distance", c.nearest.map { .number($0.distance!) } ?? .null),
            Field("capacity_before", .number(c.capacityBefore)), Field("capacity_after", .number(c.capacityAfter)),
            Field("steps", .array(c.steps.map { s in .object([
                Field("name", .text(s.name)), Field("year", .int(s.year)), Field("expected", s.expected.map(Value.number) ?? .null),
                Field("rescored", s.rescored.map(Value.number) ?? .null), Field("distance", s.distance.map(Value.number) ?? .null),
                Field("capacity", .number(s.capacity)),
            ]) })),
        ])
        return .report(Report(blocks: blocks, data: .record(record)))
    }

    // MARK: diff

    static func runDiff(_ state: inout ShellState, _ inv: Invocation, _ env: Environment) throws -> Output {
        try inv.expectCount(2, 2, usage: "diff A B")
        let ws = state.workspace
        let a = try ws.analysis(inv.args[0]), b = try ws.analysis(inv.args[1])
        let d = ClauseDiff.compare(a, b, scorer: ws.scorer)
        let kinds = SubScoreKind.allCases
        func cell(_ v: Double) -> Value { .number(abs(v) < 5e-13 ? 0 : v) }
        let rows: [[Value]] = d.changes.map { c in
            let text = c.b.map { b.clauses.text[$0] } ?? c.a.map { a.clauses.text[$0] } ?? ""
            return [.text(c.kind.rawValue), c.a.map { .int(a.clauses.n[$0]) } ?? .null, c.b.map { .int(b.clauses.n[$0]) } ?? .null,
                    .text(c.differences.joined(separator: "; "))]
                + c.subScores.vector.map(cell) + [cell(c.coi), .text(text)]
        }
        let cols = [Column("change"), .number("n_a", title: "n A", decimals: 0), .number("n_b", title: "n B", decimals: 0),
                    Column("what", isTruncatable: true)] + kinds.map { Column.number($0.rawValue, decimals: 3) }
            + [.number("coi", decimals: 4), Column("text", isTruncatable: true)]
        let counts = [ClauseChange.Kind.added, .removed, .relabelled, .reworded].map { k in "\(d.changes.filter { $0.kind == k }.count) \(k.rawValue)" }
        var notes = [counts.joined(separator: " · ") + " · \(d.unchanged) unchanged",
                     "each change is measured on its own against \(a.name) (sub-scores in their own ranges); together they need not add up to the totals"]
        notes.append("totals \(a.name) → \(b.name): " + zip(kinds, zip(d.nativeBefore.vector, d.nativeAfter.vector)).map { k, v in
            "\(k.rawValue.uppercased()) \(formatFixed(v.0, decimals: 3)) → \(formatFixed(v.1, decimals: 3))" }.joined(separator: " · ")
            + " · COI \(formatFixed(d.before.coi, decimals: 4)) → \(formatFixed(d.after.coi, decimals: 4))")
        let table = Table(columns: cols, rows: rows, title: "\(a.name) → \(b.name)", notes: notes,
                          emptyMessage: "(no differences: \(d.unchanged) clauses match, labels included)")
        return .report(Report(blocks: [.table(table)], data: .table(table)))
    }
}
