// ExportCommands.swift: `export KIND FILE [NAME] [--chart CHART]`. One table row per kind; each
// builds the file's bytes, and the command writes them atomically (honouring safe mode).
import DoshFormats
import DoshModel
import DoshSession

/// What an export kind is given: the analysis, the chart asked for, the shell state.
struct ExportRequest {
    var analyses: [Analysis]
    var chart: Word?
    var state: ShellState
    var file: Word
    var env: Environment
}

/// One kind of file `export` writes.
struct ExportKind: Sendable {
    let name: String
    let summary: String
    /// Accepts `all` for NAME (every user analysis in one file).
    let allowsAll: Bool
    let takesChart: Bool
    let build: @Sendable (ExportRequest) throws -> [UInt8]
    /// Writes the session (its commands and outputs) rather than an analysis.
    var isSession = false
}

extension Commands {
    /// Every export kind, in help order.
    static let exportKinds: [ExportKind] = [
        ExportKind(name: "json", summary: "the app's export schema plus n, usesProxyVariables and year; loads back exactly",
                   allowsAll: false, takesChart: false) { r in
            let a = r.analyses[0]
            return Array(AppExport.write(a, score: r.state.workspace.score(a), version: DoshVersion.current).utf8)
        },
        ExportKind(name: "csv", summary: "clauses with every field of the clause contract; NAME may be 'all'",
                   allowsAll: true, takesChart: false) { r in Array(ClauseCSV.write(r.analyses).utf8) },
        ExportKind(name: "md", summary: "a Markdown report: score card, sub-scores, tier usage, chart summaries, clauses",
                   allowsAll: false, takesChart: false) { r in Array(MarkdownReport.write(reportContent(r)).utf8) },
        ExportKind(name: "svg", summary: "one chart as a standalone SVG, chosen with --chart " + svgCharts.joined(separator: "|"),
                   allowsAll: false, takesChart: true) { r in Array(SVGChart.document(try svgChart(r)).utf8) },
        ExportKind(name: "html", summary: "one self-contained page: score card, every chart as SVG, clauses, provenance",
                   allowsAll: false, takesChart: false) { r in Array(HTMLReport.write(reportContent(r)).utf8) },
        ExportKind(name: "pdf", summary: "the app's PDF report, US Letter and paginated, written directly",
                   allowsAll: false, takesChart: false) { r in PDFReport.write(reportContent(r)) },
        ExportKind(name: "notebook", summary: "this session as a Jupyter notebook (FILE.ipynb) or Markdown (FILE.md)",
                   allowsAll: false, takesChart: false, build: { r in Array(try sessionNotebook(r).utf8) }, isSession: true),
    ]

    static let svgCharts = ["radar", "benefit", "trajectory", "history", "outgroup", "elite", "sweep"]

    static let exportCommands: [CommandSpec] = [
        CommandSpec(
            "export", group: .output, synopsis: "export json|csv|md|svg|html|pdf|notebook FILE [NAME] [--chart CHART]",
            summary: "write an analysis as JSON, clause CSV, a Markdown, HTML or PDF report, or a chart as SVG",
            details: """
                Writes the current (or named) analysis, scored under the weights, profile and chain in force. \
                Kinds: \(exportKinds.map { "\($0.name) (\($0.summary))" }.joined(separator: "; ")). \
                'export svg --chart sweep' draws the line chart of the last 'sweep'. Files are written \
                atomically; under --safe only inside the script's folder.
                """,
            examples: ["export html out/safe_neighborhoods_act.html", "export svg radar.svg --chart radar"],
            options: ["--chart"], run: runExport),
    ]

    static func runExport(_ state: inout ShellState, _ inv: Invocation, _ env: Environment) throws -> Output {
        let usage = "export \(exportKinds.map(\.name).joined(separator: "|")) FILE [NAME] [--chart CHART]"
        var words = inv.args
        var chart: Word?
        if let k = words.firstIndex(where: { !$0.quoted && $0.text.lowercased() == "--chart" }) {
            guard k + 1 < words.count else { throw UsageError("--chart needs a chart name (\(svgCharts.joined(separator: ", ")))", span: inv.endSpan) }
            chart = words[k + 1]
            words.removeSubrange(k...k + 1)
        }
        guard words.count >= 2 else { throw UsageError("export needs a kind and a file (usage: \(usage))", span: inv.endSpan) }
        guard words.count <= 3 else { throw UsageError("unexpected '\(words[3].text)' (usage: \(usage))", span: words[3].span) }
        let kindWord = words[0], file = words[1]
        guard let kind = exportKinds.first(where: { $0.name == kindWord.text.lowercased() }) else {
            throw UsageError("unknown export kind '\(kindWord.text)'" + didYouMean(closestMatch(to: kindWord.text, in: exportKinds.map(\.name)))
                                + " (usage: \(usage))", span: kindWord.span)
        }
        if let chart, !kind.takesChart {
            throw UsageError("--chart goes with 'export svg', not '\(kind.name)'", span: chart.span)
        }
        if kind.takesChart, chart == nil {
            throw UsageError("export svg needs --chart \(svgCharts.joined(separator: "|"))", span: inv.endSpan)
        }
        let nameWord = words.count > 2 ? words[2] : nil
        let ws = state.workspace
        let analyses: [Analysis]
        if kind.isSession {
            if let nameWord { throw UsageError("export notebook writes the whole session; it takes no analysis name", span: nameWord.span) }
            analyses = []
        } else if let nameWord, kind.allowsAll, !nameWord.quoted, nameWord.text.lowercased() == "all" {
            guard !ws.analyses.isEmpty else { throw UsageError("no user analyses to export ('load PATH' adds one)", span: nameWord.span) }
            analyses = ws.analyses
        } else {
            analyses = [try ws.analysis(nameWord)]
        }
        let path = try env.writablePath(file.text, span: file.span)
        let bytes = try kind.build(ExportRequest(analyses: analyses, chart: chart, state: state, file: file, env: env))
        state.recordOutput(file.text)
        do {
            try writeFileAtomically(path, bytes)
        } catch {
            throw UsageError(error.message.replacingAll(path, with: file.text), span: file.span)
        }
        if kind.isSession { return .message("wrote this session (\(counted(state.log.count, "command"))) as a notebook to \(file.text)") }
        let what = analyses.count == 1 ? "\(analyses[0].name) (\(counted(analyses[0].clauses.count, "clause")))" : "\(analyses.count) analyses"
        return .message("wrote \(what) as \(kind.name)\(chart.map { " (\($0.text) chart)" } ?? "") to \(file.text)")
    }

    /// The report's content for the request's analysis, with the last sweep's chart if there is one.
    static func reportContent(_ r: ExportRequest) -> ReportContent {
        ReportContent(r.analyses[0], in: r.state.workspace, currentYear: currentYear(), version: DoshVersion.current,
                      inputHashes: r.state.inputHashes(), extraCharts: lastLineChart(r.state.lastOutput, key: "sweep").map { [.line($0)] } ?? [])
    }

    static func svgChart(_ r: ExportRequest) throws -> Chart {
        guard let word = r.chart else { throw UsageError("export svg needs --chart") }
        let name = word.text.lowercased()
        let a = r.analyses[0]
        let ws = r.state.workspace
        switch name {
        case "radar": return .radar(ReportCharts.radar(a))
        case "benefit": return .bar(ReportCharts.benefit(a))
        case "trajectory":
            let points = Metrics.trajectory(of: a, chain: ws.chainInForce, in: ws, currentYear: currentYear())
            return .line(ReportCharts.trajectory(points, analysis: a.name, chain: ws.chainName))
        case "history": return .bar(ReportCharts.history(Metrics.historicalComparison(of: a, chain: ws.chainInForce, in: ws), chain: ws.chainName))
        case "outgroup": return .bar(ReportCharts.outgroup(a))
        case "elite": return .bar(ReportCharts.elite(a))
        case "sweep":
            guard let c = lastLineChart(r.state.lastOutput, key: "sweep") else {
                throw UsageError("no sweep to draw: run 'sweep WEIGHT from A to B' first; 'export svg --chart sweep' draws the last one", span: word.span)
            }
            return .line(c)
        default:
            throw UsageError("unknown chart '\(word.text)'" + didYouMean(closestMatch(to: word.text, in: svgCharts))
                                + " (one of \(svgCharts.joined(separator: ", ")))", span: word.span)
        }
    }

    /// The first line chart with `key` in a result.
    static func lastLineChart(_ output: Output?, key: String) -> LineChart? {
        switch output {
        case .report(let r)?:
            for b in r.blocks { if case .lineChart(let c) = b, c.key == key { return c } }
            return nil
        case .sequence(let items)?:
            for item in items.reversed() { if let c = lastLineChart(item, key: key) { return c } }
            return nil
        default: return nil
        }
    }
}
