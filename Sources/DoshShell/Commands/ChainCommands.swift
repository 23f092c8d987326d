// ChainCommands.swift: chains and validate.
import DoshFormats
import DoshModel

extension Commands {
    static let chainCommands: [CommandSpec] = [
        CommandSpec(
            "chains", group: .chains, synopsis: "chains",
            summary: "list the historical chains and their terminal capacity",
            details: "Lists the chains (presets 'app' and 'paper', and any you loaded): steps, α, and the capacity left after the whole chain, which is the baseline B that CIS scales by. The chain in force is marked with *.",
            examples: ["chains"],
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
}
