// ClauseCSV.swift: clauses as CSV with every clause field of design.md §5, in its key order.
// Lists (proxy terms) are joined with "; "; numbers use their shortest round-trip form.
import DoshModel

public enum ClauseCSV {
    public static let header = ["analysis", "n", "id", "group", "effect", "aar", "se", "ij", "rsc", "score",
                                "confidence", "tier", "proxy", "terms", "expands", "fallback", "section", "text"]

    /// A header line, then one line per clause of each analysis in turn.
    public static func write(_ analyses: [Analysis]) -> String {
        var out = csvRecord(header) + "\n"
        for a in analyses {
            let t = a.clauses
            for i in t.indices {
                let fields: [String] = [
                    a.name, String(t.n[i]), t.ids[i], t.group[i].rawName, t.effect[i].rawName,
                    formatNumber(t.aar[i]), formatNumber(t.se[i]), formatNumber(t.ij[i]), formatNumber(t.rsc[i]),
                    formatNumber(t.score(i)), formatNumber(t.confidence[i]), String(t.tier[i].number),
                    t.usesProxy[i] ? "true" : "false", t.proxyTerms(i).joined(separator: "; "),
                    t.expands[i] ? "true" : "false", t.fallback[i] ? "true" : "false", t.section[i].rawName, t.text[i],
                ]
                out += csvRecord(fields) + "\n"
            }
        }
        return out
    }
}
