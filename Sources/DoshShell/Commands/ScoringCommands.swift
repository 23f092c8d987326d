// ScoringCommands.swift: weights and profile.
import DoshFormats
import DoshModel

extension Commands {
    static let scoringCommands: [CommandSpec] = [
        CommandSpec(
            "weights", group: .scoring,
            synopsis: "weights [set k=v … | save NAME [FILE] | use NAME|FILE | list | reset | normalize]",
            summary: "show or change the weights: outer five, ADS's four, EIS's three, α",
            details: """
                Without arguments, shows the weight set in force and its sums. 'weights set' changes weights by key \
                (dis ads eis cis oes, ads.aar ads.se ads.ij ads.rsc, eis.extraction eis.resistance eis.division, \
                alpha); negative or non-finite values are refused, and a set whose outer weights do not sum to 1 is \
                allowed but flagged ('weights normalize' rescales them). 'save' names the set (and writes it to a \
                JSON file if one is given); 'use' switches to a saved set or a weights file; 'reset' returns to the \
                app's weights.
                """,
            examples: ["weights set dis=0.4 oes=0", "weights save mine mine.json"],
            run: runWeights),
        CommandSpec(
            "profile", group: .scoring, synopsis: "profile [app|signed]",
            summary: "show or switch the scoring profile",
            details: "'app' reproduces the app: each sub-score clamped to [0,1] before weighting, COI in [0,1]. 'signed' keeps DIS, ADS, EIS and OES in [-1,1] and the COI in [-1,1], so negative (liberatory) evidence counts and 'Liberatory' is reachable.",
            examples: ["profile signed", "profile"],
            run: { state, inv, _ in
                try inv.expectCount(0, 1, usage: "profile [app|signed]")
                if let w = inv.args.first {
                    guard let p = ScoringProfile(rawValue: w.text.lowercased()) else {
                        throw UsageError("unknown profile '\(w.text)'" + didYouMean(closestMatch(to: w.text, in: ScoringProfile.allCases.map(\.rawValue))) + " (app or signed)", span: w.span)
                    }
                    state.workspace.profile = p
                }
                let p = state.workspace.profile
                return .report(Report(blocks: [.text("profile \(p.rawValue): \(p.summary)")],
                                      data: .record(Record([Field("profile", .text(p.rawValue)), Field("summary", .text(p.summary))]))))
            }),
    ]

    static func runWeights(_ state: inout ShellState, _ inv: Invocation, _ env: Environment) throws -> Output {
        guard let sub = inv.args.first else { return weightsOutput(state.workspace) }
        let rest = inv.args.dropFirst()
        switch sub.text.lowercased() {
        case "set":
            guard !rest.isEmpty else { throw UsageError("weights set needs key=value pairs", span: inv.endSpan) }
            var w = state.workspace.weights
            for word in rest {
                let parts = word.text.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2 else { throw UsageError("expected key=value, not '\(word.text)'", span: word.span) }
                guard let key = WeightKey(rawValue: parts[0].lowercased()) else {
                    throw UsageError(WeightError.unknownKey(parts[0], suggestion: closestMatch(to: parts[0], in: WeightKey.allCases.map(\.rawValue))).message, span: word.span)
                }
                guard let v = Double(parts[1]) else {
                    throw UsageError("'\(parts[1])' is not a number", span: word.span)
                }
                do { try Weights.check(v, for: key) } catch { throw UsageError(error.message, span: word.span) }
                w[key] = v
            }
            state.workspace.setWeights(w, name: nil)
        case "save":
            guard let name = rest.first else { throw UsageError("weights save needs a name", span: inv.endSpan) }
            try state.workspace.saveWeights(as: name.text)
            if rest.count > 1 {
                let file = rest[rest.startIndex + 1]
                let path = try env.writablePath(file.text, span: file.span)
                try writeFileAtomically(path, WeightsFile.write(state.workspace.weights))
                state.recordOutput(file.text)
            }
            guard rest.count <= 2 else { throw UsageError("unexpected '\(rest.last!.text)'", span: rest.last!.span) }
        case "use":
            guard let name = rest.first, rest.count == 1 else { throw UsageError("weights use takes one name or file", span: inv.endSpan) }
            if state.workspace.weightSets[name.text] != nil {
                try state.workspace.useWeights(name.text)
            } else if name.text.hasSuffix(".json") || name.text.contains("/") {
                let bytes = try env.read(name)
                let w = try WeightsFile.read(bytes, file: name.text)
                state.recordInput(name.text, env: env)
                state.workspace.setWeights(w, name: baseName(name.text))
            } else {
                do { try state.workspace.useWeights(name.text) } catch { throw UsageError(error.message, span: name.span) }
            }
        case "list":
            let ws = state.workspace
            let rows: [[Value]] = ws.weightSets.keys.sorted().map { n in
                let w = ws.weightSets[n]!
                return [.text(n == ws.weightSetName ? "* " + n : "  " + n), .text(n)] + WeightKey.allCases.map { .number(w[$0]) }
            }
            let cols = [Column("shown", title: "name"), Column("name", isDetail: true)]
                + WeightKey.allCases.map { Column.number($0.rawValue, decimals: 3, isDetail: !$0.isOuter && $0 != .alpha) }
            return .report(Report(blocks: [.table(Table(columns: cols, rows: rows))],
                                  data: .table(Table(columns: cols, rows: rows).selecting(["name"] + WeightKey.allCases.map(\.rawValue)))))
        case "reset":
            state.workspace.setWeights(.app, name: "app")
        case "normalize", "normalise":
            let w = state.workspace.weights
            guard w.outerSum > 0 else { throw UsageError("the outer weights are all 0; nothing to rescale", span: sub.span) }
            state.workspace.setWeights(w.normalized(), name: nil)
        default:
            throw UsageError("unknown weights subcommand '\(sub.text)'" + didYouMean(closestMatch(to: sub.text, in: ["set", "save", "use", "list", "reset", "normalize"])), span: sub.span)
        }
        return weightsOutput(state.workspace)
    }

    static func weightsOutput(_ ws: Workspace) -> Output {
        let w = ws.weights
        func row(_ title: String, _ keys: [WeightKey], sum: Double?) -> (String, String) {
            let parts = keys.map { "\($0.rawValue.split(separator: ".").last!) \(formatShortest(w[$0]))" }
            return (title, parts.joined(separator: "  ") + (sum.map { "   (sum \(formatShortest(roundTo($0, 12))))" } ?? ""))
        }
        var blocks: [Block] = [
            .text("weights: \(ws.weightsLabel) · profile \(ws.profile.rawValue)"),
            .keyValues([
                row("outer", WeightKey.outer, sum: w.outerSum),
                row("ads", WeightKey.adsInner, sum: w.adsSum),
                row("eis", WeightKey.eisInner, sum: w.eisSum),
                ("alpha", formatShortest(w.alpha)),
            ]),
        ]
        if abs(w.outerSum - 1) > 1e-9 {
            blocks.append(.text("note: the outer weights sum to \(formatShortest(roundTo(w.outerSum, 12))), not 1; 'weights normalize' rescales them"))
        }
        let fields = [Field("name", .text(ws.weightsLabel))] + WeightKey.allCases.map { Field($0.rawValue, .number(w[$0])) }
            + [Field("outer_sum", .number(w.outerSum))]
        return .report(Report(blocks: blocks, data: .record(Record(fields))))
    }

    /// `v` rounded to `digits` decimals, to hide binary noise in sums shown to people.
    static func roundTo(_ v: Double, _ digits: Int) -> Double {
        var p = 1.0
        for _ in 0..<digits { p *= 10 }
        return (v * p).rounded() / p
    }
}
