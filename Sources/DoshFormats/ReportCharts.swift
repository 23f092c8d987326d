// ReportCharts.swift: the app's charts (domain.md §9) as chart values, built from the metrics of
// one analysis. The terminal commands and every report writer use these, so a chart has the
// same title, numbers and summary on screen, in SVG, HTML and Markdown.
import DoshModel

public enum ReportCharts {
    /// Benefit and burden shares of elite, in-group and outgroup, as stacked bars (§9.5).
    public static func benefit(_ a: Analysis) -> BarChart {
        let shares = Metrics.benefitHierarchy(a.clauses)
        let summary = shares.map { "\($0.group.displayName): \(formatPercent($0.benefit)) benefit, \(formatPercent($0.burden)) burden" }
            .joined(separator: "; ")
        return BarChart(
            title: "Benefit hierarchy: \(a.name)", segments: ["benefit", "burden"],
            bars: shares.map { Bar($0.group.displayName, [$0.benefit, $0.burden]) },
            format: .percent(0), valueTitle: "share of the group's clauses (a mixed clause counts half each way)",
            summary: summary)
    }

    /// The radar's four axes, in the app's order.
    public static let radarAxes: [(short: String, long: String)] = [
        ("AAR", "asymmetric autonomy restriction"), ("SE", "selective empathy"),
        ("IJ", "ideological justification"), ("RSC", "resistance to structural critique"),
    ]

    /// The four architecture means (§9.7).
    public static func radar(_ a: Analysis) -> RadarChart {
        let m = Metrics.architectureMeans(a.clauses)
        let values = [m.aar, m.se, m.ij, m.rsc]
        let summary = "Architecture means: " + zip(radarAxes, values).map { "\($0.short) \(formatFixed($1, decimals: 2))" }.joined(separator: ", ")
        return RadarChart(title: "Architecture radar: \(a.name)", axes: radarAxes, values: values, format: .decimal(2), summary: summary)
    }

    /// Out-group capacity along the chain with the analysis appended (§9.4).
    public static func trajectory(_ points: [CompoundingPoint], analysis: String, chain: String) -> LineChart {
        let capacities = points.map(\.capacity)
        return LineChart(
            title: "Compounding trajectory: \(analysis) appended to chain \(chain)", xTitle: "year",
            yTitle: "out-group capacity (share of its starting capacity)", xLabels: points.map { String($0.year) },
            series: [ChartSeries("capacity", capacities)], yRange: AxisRange.nice(covering: capacities),
            format: .percent(1), marked: points.firstIndex(where: \.isCurrent), markedName: analysis,
            summary: points.map { "\($0.year): \(formatPercent($0.capacity, decimals: 1))" }.joined(separator: ", "),
            key: "trajectory")
    }

    /// The chain's policies and the analysis as COI bars coloured by severity (§9.7).
    public static func history(_ entries: [ComparisonEntry], chain: String) -> BarChart {
        let lo = entries.contains { $0.coi < 0 } ? -1.0 : 0.0
        let summary = entries.map { e in
            "\(e.name): \(formatFixed(e.coi, decimals: 2))" + (e.isCurrent ? " (this analysis)" : e.isExpected ? " (expected)" : " (re-scored)")
        }.joined(separator: "; ")
        return BarChart(
            title: "Historical comparison: chain \(chain)", segments: ["COI"],
            bars: entries.map { Bar($0.name, [$0.coi], isMarked: $0.isCurrent, severity: Severity(coi: $0.coi)) },
            range: AxisRange(lo, 1), format: .decimal(2), valueTitle: "COI", summary: summary)
    }

    /// Expansion, proxy usage and proxy density (§9.3); density is not capped, so the axis grows.
    public static func outgroup(_ a: Analysis) -> BarChart {
        let o = Metrics.outgroup(a.clauses)
        let terms = o.uniqueProxyTerms.isEmpty ? "none" : o.uniqueProxyTerms.joined(separator: ", ")
        return BarChart(
            title: "Outgroup expansion: \(a.name)", segments: ["rate"],
            bars: [Bar("Expansion rate", [o.expansionRate]), Bar("Proxy usage", [o.proxyUsageRate]),
                   Bar("Proxy density", [o.proxyDensity])],
            range: AxisRange(0, max(1, o.proxyDensity)), format: .percent(0), valueTitle: "share of clauses (proxy density: mean proxy terms per clause / 5)",
            summary: "Expansion rate \(formatPercent(o.expansionRate)); proxy usage \(formatPercent(o.proxyUsageRate)); "
                + "proxy density \(formatPercent(o.proxyDensity)); unique proxy terms (\(o.uniqueProxyTerms.count)): \(terms)")
    }

    /// Elite clause, benefit and burden rates (§9.6); the mean confidence is in the summary.
    public static func elite(_ a: Analysis) -> BarChart {
        let e = Metrics.eliteInterest(a.clauses)
        return BarChart(
            title: "Elite interest: \(a.name)", segments: ["rate"],
            bars: [Bar("Elite clauses", [e.eliteClauseRate]), Bar("Elite benefit", [e.eliteBenefitRate]),
                   Bar("Elite burden", [e.eliteBurdenRate])],
            format: .percent(0), valueTitle: "share of all clauses",
            summary: "Elite clauses \(formatPercent(e.eliteClauseRate)); elite benefit \(formatPercent(e.eliteBenefitRate)); "
                + "elite burden \(formatPercent(e.eliteBurdenRate)); average confidence of elite clauses \(formatFixed(e.eliteAverageConfidence, decimals: 2))")
    }
}
