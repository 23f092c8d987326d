// ChartCommands.swift: the score card (`show`), the terminal charts (`chart KIND`) and
// `trajectory`. Each chart is followed by a one-line plain-English summary; machine modes get
// the numbers behind the chart.
import DoshFormats
import DoshModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The charts `chart` draws, by the name typed.
enum ChartKind: String, CaseIterable {
    case benefit, radar, trajectory, history, outgroup, elite

    var summary: String {
        switch self {
        case .benefit: "benefit and burden shares of elite, in-group and outgroup (stacked bars)"
        case .radar: "the four architecture means AAR, SE, IJ, RSC"
        case .trajectory: "out-group capacity along the chain in force with the analysis appended"
        case .history: "the chain's policies at their expected COIs beside the analysis"
        case .outgroup: "expansion rate, proxy usage, proxy density and the unique proxy terms"
        case .elite: "elite clause, benefit and burden rates and their mean confidence"
        }
    }
}

/// The calendar year now (UTC): the trajectory's year for an analysis with neither a year nor a date.
func currentYear() -> Int {
    CivilDate(unixSeconds: Double(time(nil))).year
}

extension Commands {
    static let chartCommands: [CommandSpec] = [
        CommandSpec(
            "chart", group: .scoring, synopsis: "chart benefit|radar|trajectory|history|outgroup|elite [NAME]",
            summary: "draw one of the app's charts for an analysis in the terminal",
            details: """
                Draws a chart for the current (or named) analysis, followed by a one-line plain-English summary: \
                benefit (benefit and burden shares of elite, in-group and outgroup; a mixed clause counts half \
                each way), radar (the mean AAR, SE, IJ and RSC), trajectory (out-group capacity along the chain in \
                force with the analysis appended), history (the chain's policies at their expected COIs beside \
                the analysis, coloured and marked by severity), outgroup (expansion rate, proxy usage, proxy \
                density, unique proxy terms) and elite (elite clause, benefit and burden rates, mean confidence). \
                'set plain on' draws them in ASCII. Machine modes print the numbers behind the chart.
                """,
            examples: ["chart benefit", "chart history wod"],
            run: runChart),
        CommandSpec(
            "trajectory", group: .chains, synopsis: "trajectory [NAME] [CHAIN]",
            summary: "out-group capacity along a chain with the analysis appended: table and line chart",
            details: """
                Lists the capacity left after each policy of the chain in force (or the one named), then after \
                the analysis appended at its year (the policy's year, else the year it was analysed, else this \
                year), with factor 1 − α·COI; then draws it as a line chart. --mode json prints the rows \
                (year, policy, factor, capacity, current).
                """,
            examples: ["trajectory", "trajectory safe_neighborhoods_act paper"],
            run: runTrajectory),
    ]

    // MARK: show

    static func runShow(_ state: inout ShellState, _ inv: Invocation, _ env: Environment) throws -> Output {
        try inv.expectCount(0, 1, usage: "show [NAME]")
        let ws = state.workspace
        return ScoreCard.output(try ws.analysis(inv.args.first), ws, plain: state.settings.plain)
    }

    // MARK: chart

    static func runChart(_ state: inout ShellState, _ inv: Invocation, _ env: Environment) throws -> Output {
        let usage = "chart benefit|radar|trajectory|history|outgroup|elite [NAME]"
        try inv.expectCount(1, 2, usage: usage)
        let word = inv.args[0]
        guard let kind = ChartKind(rawValue: word.text.lowercased()) else {
            let names = ChartKind.allCases.map(\.rawValue)
            throw UsageError("unknown chart '\(word.text)'" + didYouMean(closestMatch(to: word.text, in: names))
                                + " (one of \(names.joined(separator: ", ")))", span: word.span)
        }
        let ws = state.workspace
        let a = try ws.analysis(inv.args.count > 1 ? inv.args[1] : nil)
        switch kind {
        case .benefit:
            let shares = Metrics.benefitHierarchy(a.clauses)
            let rows: [[Value]] = shares.flatMap { s in
                [[.text(s.group.rawName), .text("benefit"), .number(s.benefit)], [.text(s.group.rawName), .text("burden"), .number(s.burden)]]
            }
            let data = Table(columns: [Column("group"), Column("effect"), .number("percent")], rows: rows)
            return .report(Report(blocks: [.barChart(ReportCharts.benefit(a))], data: .table(data)))
        case .radar:
            let chart = ReportCharts.radar(a)
            let rows: [[Value]] = zip(chart.axes, chart.values).map { [.text($0.short), .number($1)] }
            let data = Table(columns: [Column("component"), .number("score")], rows: rows)
            return .report(Report(blocks: [.radarChart(chart)], data: .table(data)))
        case .trajectory:
            return trajectoryOutput(a, chain: ws.chainInForce, ws, withTable: false)
        case .history:
            let chain = ws.chainInForce
            let entries = Metrics.historicalComparison(of: a, chain: chain, in: ws)
            let rows: [[Value]] = entries.map {
                [.text($0.name), $0.year.map(Value.int) ?? .null, .number($0.coi), .bool($0.isExpected), .bool($0.isCurrent)]
            }
            let data = Table(columns: [Column("name"), .number("year", decimals: 0), .number("coi"), Column("expected"), Column("current")], rows: rows)
            return .report(Report(blocks: [.barChart(ReportCharts.history(entries, chain: chain.name))], data: .table(data)))
        case .outgroup:
            let o = Metrics.outgroup(a.clauses)
            let record = Record([
                Field("name", .text(a.name)), Field("expansion_rate", .number(o.expansionRate)),
                Field("proxy_usage_rate", .number(o.proxyUsageRate)), Field("proxy_density", .number(o.proxyDensity)),
                Field("unique_proxy_terms", .list(o.uniqueProxyTerms)),
            ])
            return .report(Report(blocks: [.barChart(ReportCharts.outgroup(a))], data: .record(record)))
        case .elite:
            let e = Metrics.eliteInterest(a.clauses)
            let record = Record([
                Field("name", .text(a.name)), Field("elite_clause_rate", .number(e.eliteClauseRate)),
                Field("elite_benefit_rate", .number(e.eliteBenefitRate)), Field("elite_burden_rate", .number(e.eliteBurdenRate)),
                Field("elite_average_confidence", .number(e.eliteAverageConfidence)), Field("elite_clauses", .int(e.eliteClauses)),
            ])
            return .report(Report(blocks: [.barChart(ReportCharts.elite(a))], data: .record(record)))
        }
    }

    // MARK: trajectory

    static func runTrajectory(_ state: inout ShellState, _ inv: Invocation, _ env: Environment) throws -> Output {
        try inv.expectCount(0, 2, usage: "trajectory [NAME] [CHAIN]")
        let ws = state.workspace
        var nameWord = inv.args.first
        var chainWord = inv.args.count > 1 ? inv.args[1] : nil
        // One word that names a chain but no analysis is the chain.
        if inv.args.count == 1, (try? ws.analysis(namedOrCurrent: inv.args[0].text)) == nil,
           (try? ws.chain(named: inv.args[0].text)) != nil {
            chainWord = inv.args[0]
            nameWord = nil
        }
        let a = try ws.analysis(nameWord)
        var chain = ws.chainInForce
        if let chainWord {
            do throws(WorkspaceError) { chain = try ws.chain(named: chainWord.text) } catch {
                throw UsageError(error.message, span: chainWord.span)
            }
        }
        return trajectoryOutput(a, chain: chain, ws, withTable: true)
    }

    static func trajectoryOutput(_ a: Analysis, chain: Chain, _ ws: Workspace, withTable: Bool) -> Output {
        let points = Metrics.trajectory(of: a, chain: chain, in: ws, currentYear: currentYear())
        let rows: [[Value]] = points.map { [.int($0.year), .text($0.name), .number($0.factor), .number($0.capacity), .bool($0.isCurrent)] }
        let table = Table(columns: [.number("year", decimals: 0), Column("policy", isTruncatable: true), .number("factor"),
                                    .number("capacity"), Column("current", isDetail: true)], rows: rows)
        let chart = ReportCharts.trajectory(points, analysis: a.name, chain: chain.name)
        let blocks: [Block] = withTable ? [.table(table), .blank, .lineChart(chart)] : [.lineChart(chart)]
        return .report(Report(blocks: blocks, data: .table(table)))
    }
}
