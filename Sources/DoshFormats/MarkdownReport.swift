// MarkdownReport.swift: a report of one analysis as Markdown, for a lab notebook or a paper's
// supplement: the score card as a table, sub-scores, tier usage, each chart's summary, the clause
// breakdown and the provenance.
import DoshModel

public enum MarkdownReport {
    public static func write(_ r: ReportContent) -> String {
        let a = r.analysis
        let s = r.score
        var lines: [String] = []
        lines.append("# Policy analysis report: \(cell(a.name))")
        lines.append("")
        lines.append("| | |")
        lines.append("|---|---|")
        lines.append("| Policy | \(cell(a.policyName)) |")
        lines.append("| Source | \(cell(a.sourceFilename.isEmpty ? a.origin : a.sourceFilename)) |")
        if let d = r.dateText { lines.append("| Date analysed | \(d) |") }
        if let y = a.year { lines.append("| Year | \(y) |") }
        lines.append("| COI | **\(formatFixed(s.coi, decimals: 4))** \(s.severity.symbol) \(s.severity.label) |")
        lines.append("| Profile | \(r.profile.rawValue) |")
        lines.append("| Weights | \(cell(r.weightsLabel)) |")
        lines.append("| Chain | \(cell(r.chain.name)) |")
        lines.append("| Clauses | \(a.clauses.count) |")
        lines.append("")
        lines.append("## Sub-scores")
        lines.append("")
        lines.append("| sub-score | name | weight | value | contribution |")
        lines.append("|---|---|---:|---:|---:|")
        for row in r.subScoreRows {
            lines.append("| \(row.kind.rawValue.uppercased()) | \(row.kind.title) | \(formatFixed(row.weight, decimals: 4)) | "
                         + "\(formatFixed(row.value, decimals: 4)) | \(formatFixed(row.contribution, decimals: 4)) |")
        }
        lines.append("")
        var sumLine = "COI = sum of contributions = \(formatFixed(r.contributionSum, decimals: 4))"
        if abs(r.contributionSum - s.coi) > 1e-12 { sumLine += ", clamped to \(formatFixed(s.coi, decimals: 4))" }
        lines.append(sumLine + ".")
        lines.append("")
        lines.append("## Tier usage")
        lines.append("")
        lines.append("| tier | clauses |")
        lines.append("|---|---:|")
        for k in 0..<3 { lines.append("| Tier \(k + 1) | \(r.tiers[k]) |") }
        lines.append("| Safety fallbacks | \(r.fallbacks) |")
        lines.append("")
        lines.append("## Charts")
        lines.append("")
        for chart in r.charts { lines.append("- **\(cell(chart.title))**: \(cell(chart.summary))") }
        lines.append("")
        lines.append("## Clause breakdown")
        lines.append("")
        let t = a.clauses
        if t.isEmpty {
            lines.append("(no clauses)")
        } else {
            lines.append("| # | tier | group | effect | score | proxy terms | text |")
            lines.append("|---:|---|---|---|---:|---|---|")
            for i in t.indices {
                lines.append("| \(i + 1) | \(t.tier[i].rawName) | \(t.group[i].rawName) | \(t.effect[i].rawName) | "
                             + "\(formatFixed(t.score(i), decimals: 2)) | \(cell(t.proxyTerms(i).joined(separator: ", "))) | \(cell(t.text[i])) |")
            }
        }
        lines.append("")
        lines.append("## Provenance")
        lines.append("")
        lines.append("- dosh \(r.version), profile \(r.profile.rawValue) (\(r.profile.summary))")
        lines.append("- weights \(cell(r.weightsLabel)): " + WeightKey.allCases.map { "\($0.rawValue) \(formatShortest(r.weights[$0]))" }.joined(separator: ", "))
        lines.append("- chain \(cell(r.chain.name)): " + zip(r.chain.steps, r.chainFactors).map { "\(cell(HTMLReport.stepName($0))) factor \(formatFixed($1, decimals: 4))" }.joined(separator: "; "))
        for h in r.inputHashes { lines.append("- input `\(h.path)` sha256 `\(h.sha256)`") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text safe inside a table cell: one line, pipes escaped.
    static func cell(_ s: String) -> String {
        var out = ""
        var pendingSpace = false
        for ch in s {
            if ch.isNewline || ch == "\t" { pendingSpace = true; continue }
            if pendingSpace, !out.isEmpty { out.append(" ") }
            pendingSpace = false
            if ch == "|" { out += "\\|" } else { out.append(ch) }
        }
        return out
    }
}
