// HTMLReport.swift: a report of one analysis as one self-contained HTML file (no scripts, no
// external files): the score card with its gauge, every chart inline as SVG, the clause table
// and the provenance (dosh version, weights, profile, chain, sha256 of the inputs).
import DoshModel

public enum HTMLReport {
    public static func write(_ r: ReportContent) -> String {
        let a = r.analysis
        let s = r.score
        let sev = s.severity
        var h = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="dosh \(esc(r.version))">
            <title>Policy analysis report: \(esc(a.name))</title>
            <style>
            body { font-family: Helvetica, Arial, 'Liberation Sans', sans-serif; color: #222; margin: 2rem auto; max-width: 1100px; padding: 0 1rem; line-height: 1.4; }
            h1 { font-size: 1.7rem; margin-bottom: .3rem; }
            h2 { font-size: 1.25rem; margin-top: 2rem; border-bottom: 1px solid #ccc; padding-bottom: .2rem; }
            table { border-collapse: collapse; margin: .6rem 0; }
            th, td { border: 1px solid #ccc; padding: .25rem .5rem; text-align: left; vertical-align: top; }
            th { background: #f2f2f2; }
            td.num { text-align: right; font-variant-numeric: tabular-nums; }
            .coi { font-size: 2rem; font-weight: bold; margin: .4rem 0; }
            .sev-red { color: #C62828; } .sev-orange { color: #EF6C00; } .sev-green { color: #2E7D32; } .sev-blue { color: #1565C0; }
            .muted { color: #555; }
            figure { margin: 1rem 0; page-break-inside: avoid; }
            figure svg { max-width: 100%; height: auto; }
            table.clauses { width: 100%; } table.clauses td, table.clauses th { font-size: .8rem; padding: .2rem .3rem; } table.clauses td.text { min-width: 16rem; }
            .wide { overflow-x: auto; }
            code { font-size: .85rem; word-break: break-all; }
            @media print { body { margin: 0; max-width: none; } h2 { page-break-after: avoid; } }
            </style>
            </head>
            <body>
            <h1>Policy analysis report: \(esc(a.name))</h1>
            <table class="meta">
            <tr><th>Policy</th><td>\(esc(a.policyName))</td></tr>
            <tr><th>Source</th><td>\(esc(a.sourceFilename.isEmpty ? a.origin : a.sourceFilename))</td></tr>

            """
        if let d = r.dateText { h += "<tr><th>Date analysed</th><td>\(esc(d))</td></tr>\n" }
        if let y = a.year { h += "<tr><th>Year</th><td>\(y)</td></tr>\n" }
        h += "</table>\n"

        h += "<h2>Score card</h2>\n"
        h += "<p class=\"coi sev-\(sev.colour.rawValue)\">COI \(formatFixed(s.coi, decimals: 4)) <span>\(sev.symbol) \(esc(sev.label))</span></p>\n"
        h += SVGChart.gauge(value: s.coi, lo: r.profile == .signed ? -1 : 0, hi: 1, id: "gauge") + "\n"
        h += "<p class=\"muted\">\(esc(r.settingsLine()))</p>\n"
        h += "<table class=\"subscores\">\n<tr><th>sub-score</th><th>name</th><th>weight</th><th>value</th><th>contribution</th><th>level</th></tr>\n"
        for row in r.subScoreRows {
            let level = Severity(coi: row.value)
            h += "<tr><td>\(row.kind.rawValue.uppercased())</td><td>\(esc(row.kind.title))</td>"
                + "<td class=\"num\">\(formatFixed(row.weight, decimals: 4))</td><td class=\"num\">\(formatFixed(row.value, decimals: 4))</td>"
                + "<td class=\"num\">\(formatFixed(row.contribution, decimals: 4))</td>"
                + "<td class=\"sev-\(level.colour.rawValue)\">\(level.symbol) \(levelWord(level))</td></tr>\n"
        }
        h += "</table>\n"
        var sumLine = "COI = sum of contributions = \(formatFixed(r.contributionSum, decimals: 4))"
        if abs(r.contributionSum - s.coi) > 1e-12 { sumLine += ", clamped to \(formatFixed(s.coi, decimals: 4))" }
        h += "<p>\(sumLine).</p>\n"
        if let stored = a.storedScore {
            h += "<p class=\"muted\">Stored scoreResult in the file: COI \(formatFixed(stored.coi, decimals: 4))"
                + (abs(stored.coi - s.coi) <= 1e-9 ? " (the rescore matches).</p>\n" : " (differs from the rescore).</p>\n")
        }

        h += "<h2>Tier usage</h2>\n<table>\n<tr><th>tier</th><th>clauses</th></tr>\n"
        for k in 0..<3 { h += "<tr><td>Tier \(k + 1)</td><td class=\"num\">\(r.tiers[k])</td></tr>\n" }
        h += "<tr><td>Safety fallbacks</td><td class=\"num\">\(r.fallbacks)</td></tr>\n</table>\n"

        h += "<h2 id=\"charts\">Charts</h2>\n"
        for (k, chart) in r.charts.enumerated() {
            h += "<figure>\n" + SVGChart.element(chart, id: "chart\(k + 1)") + "\n</figure>\n"
        }

        h += "<h2 id=\"clauses\">Clauses</h2>\n"
        let t = a.clauses
        if t.isEmpty {
            h += "<p>(no clauses)</p>\n"
        } else {
            h += "<div class=\"wide\"><table class=\"clauses\">\n<tr><th>#</th><th>tier</th><th>group</th><th>effect</th><th>aar</th><th>se</th><th>ij</th><th>rsc</th>"
                + "<th>score</th><th>confidence</th><th>proxy terms</th><th>expands</th><th>fallback</th><th>section</th><th>text</th></tr>\n"
            for i in t.indices {
                let nums = [t.aar[i], t.se[i], t.ij[i], t.rsc[i], t.score(i), t.confidence[i]]
                h += "<tr><td class=\"num\">\(i + 1)</td><td>\(t.tier[i].number)</td><td>\(t.group[i].rawName)</td><td>\(t.effect[i].rawName)</td>"
                    + nums.map { "<td class=\"num\">\(formatFixed($0, decimals: 2))</td>" }.joined()
                    + "<td>\(esc(t.proxyTerms(i).joined(separator: ", ")))</td><td>\(t.expands[i] ? "yes" : "no")</td>"
                    + "<td>\(t.fallback[i] ? "yes" : "no")</td><td>\(t.section[i].rawName)</td><td class=\"text\">\(esc(t.text[i].trimmedWhitespace))</td></tr>\n"
            }
            h += "</table></div>\n"
        }

        h += "<h2 id=\"provenance\">Provenance</h2>\n<ul>\n"
        h += "<li>dosh \(esc(r.version))</li>\n"
        h += "<li>profile \(r.profile.rawValue): \(esc(r.profile.summary))</li>\n"
        h += "<li>weights \(esc(r.weightsLabel)): " + WeightKey.allCases.map { "\($0.rawValue) \(formatShortest(r.weights[$0]))" }.joined(separator: ", ") + "</li>\n"
        h += "<li>chain \(esc(r.chain.name))" + (r.chain.note.isEmpty ? "" : " (\(esc(r.chain.note)))") + ": "
            + zip(r.chain.steps, r.chainFactors).map { "\(esc(stepName($0))), factor \(formatFixed($1, decimals: 4))" }.joined(separator: "; ") + "</li>\n"
        if r.inputHashes.isEmpty {
            h += "<li>inputs: none recorded</li>\n"
        } else {
            for i in r.inputHashes { h += "<li>input <code>\(esc(i.path))</code> sha256 <code>\(i.sha256)</code></li>\n" }
        }
        h += "</ul>\n</body>\n</html>\n"
        return h
    }

    /// "HOLC Redlining (1934)", adding the year when the name lacks it.
    static func stepName(_ step: ChainStep) -> String {
        step.name.contains("(\(step.year))") ? step.name : "\(step.name) (\(step.year))"
    }

    static func levelWord(_ s: Severity) -> String {
        switch s {
        case .high: "high"
        case .moderate: "moderate"
        case .low: "low"
        case .liberatory: "negative"
        }
    }
}
