// Exports: the clause CSV and Markdown report exactly, SVG and HTML well-formed and complete,
// the PDF read back with pdftotext (when installed) in reading order, and the export command's
// errors, safe mode and atomic writes.
@testable import DoshFormats
import DoshModel
@testable import DoshShell
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// A shell with the sample analysis (ChartTests.swift) loaded, writing into a fresh folder.
func exportShell(safe: Bool = false) -> (Shell, Captured, URL) {
    let dir = temporaryFolder()
    let (shell, c) = makeShell()
    shell.env.baseDirectory = dir.path
    shell.env.safe = safe
    try? shell.state.workspace.add(chartSample())
    return (shell, c, dir)
}

func contents(_ url: URL) -> String { (try? String(contentsOf: url, encoding: .utf8)) ?? "" }

/// True when `text` parses as XML.
func isWellFormedXML(_ text: String) -> Bool {
    let parser = XMLParser(data: Data(text.utf8))
    return parser.parse()
}

/// Runs a program from PATH, or returns nil when it is not installed.
func runTool(_ name: String, _ args: [String]) -> String? {
    guard let path = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
        .map({ "\($0)/\(name)" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return nil }
    let p = Process()
    p.executableURL = URL(fileURLWithPath: path)
    p.arguments = args
    let out = Pipe()
    p.standardOutput = out
    p.standardError = Pipe()
    guard (try? p.run()) != nil else { return nil }
    let data = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return p.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
}

@Suite struct ClauseCSVTests {
    // Per-clause score = (aar + se + ij + rsc)/4 × sign (burden +1, benefit −1, mixed .5, neutral 0),
    // computed in the same order as the model so the shortest decimal form matches exactly:
    // 1: 3.0/4 × −1, 2: .8/4, 3: 3.0/4, 4: 2.0/4 × .5, 5: 1.0/4 × −1, 6: 0.
    @Test func everyClauseFieldInContractOrder() {
        let (shell, c, dir) = exportShell()
        let r = run("export csv clauses.csv", in: shell, c)
        #expect(r.out == "wrote sample (6 clauses) as csv to clauses.csv\n")
        func s(_ a: Double, _ b: Double, _ cc: Double, _ d: Double, _ m: Double) -> String { formatShortest((a + b + cc + d) / 4 * m) }
        #expect(contents(dir.appendingPathComponent("clauses.csv")) == """
            analysis,n,id,group,effect,aar,se,ij,rsc,score,confidence,tier,proxy,terms,expands,fallback,section,text
            sample,0,s-1,elite,benefit,0.8,0.6,0.7,0.9,\(s(0.8, 0.6, 0.7, 0.9, -1)),0.9,1,false,,false,false,operativeClauses,Clause 1 of the sample act.
            sample,1,s-2,elite,burden,0.2,0.2,0.2,0.2,\(s(0.2, 0.2, 0.2, 0.2, 1)),0.7,2,false,,false,false,operativeClauses,Clause 2 of the sample act.
            sample,2,s-3,outgroup,burden,0.9,0.7,0.8,0.6,\(s(0.9, 0.7, 0.8, 0.6, 1)),0.8,1,true,urban; gang,true,false,operativeClauses,Clause 3 of the sample act.
            sample,3,s-4,outgroup,mixed,0.5,0.5,0.5,0.5,0.25,0.6,1,true,urban,false,false,operativeClauses,Clause 4 of the sample act.
            sample,4,s-5,ingroupNonElite,benefit,0.4,0.2,0.3,0.1,\(s(0.4, 0.2, 0.3, 0.1, -1)),0.5,3,false,,false,true,operativeClauses,Clause 5 of the sample act.
            sample,5,s-6,multiple,neutral,0,0.2,0.1,0.3,0,0.4,1,true,Gang,true,false,operativeClauses,Clause 6 of the sample act.

            """)
    }

    @Test func quotesTextWithCommasQuotesAndLineBreaks() {
        let a = Analysis(name: "q", clauses: ClauseTable([Clause(id: "x", text: "He said \"no\", twice\n", group: .elite, effect: .neutral)]))
        let lines = ClauseCSV.write([a]).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1] == "q,0,x,elite,neutral,0,0,0,0,0,0,1,false,,false,false,operativeClauses,\"He said \"\"no\"\", twice")
        #expect(lines[2] == "\"")
    }

    @Test func allWritesEveryUserAnalysis() {
        let (shell, c, dir) = exportShell()
        run("load \(repoRoot.path)/Examples/fair_chance_reentry_act.json", in: shell, c)
        let r = run("export csv all.csv all", in: shell, c)
        #expect(r.out == "wrote 2 analyses as csv to all.csv\n")
        // Records start with the analysis name (the example's texts end in a quoted line break).
        let lines = contents(dir.appendingPathComponent("all.csv")).split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("sample,") }.count == 6)
        #expect(lines.filter { $0.hasPrefix("fair_chance_reentry_act,") }.count == 12)
        #expect(lines[7].hasPrefix("fair_chance_reentry_act,0,"))
    }
}

@Suite struct MarkdownReportTests {
    // Values from MetricsTests / ChartTests: COI .0917, DIS 1/6, CIS .45·B = .3334, tiers 4/1/1, one fallback.
    @Test func wholeReport() {
        let (shell, c, dir) = exportShell()
        run("export md report.md", in: shell, c)
        #expect(contents(dir.appendingPathComponent("report.md")) == """
            # Policy analysis report: sample

            | | |
            |---|---|
            | Policy | sample_act |
            | Source | sample_act.pdf |
            | Year | 2024 |
            | COI | **0.0917** ✓ Low Oppression |
            | Profile | app |
            | Weights | app |
            | Chain | app |
            | Clauses | 6 |

            ## Sub-scores

            | sub-score | name | weight | value | contribution |
            |---|---|---:|---:|---:|
            | DIS | Differential Impact | 0.2500 | 0.1667 | 0.0417 |
            | ADS | Architecture Detection | 0.2500 | 0.0000 | 0.0000 |
            | EIS | Elite Interest | 0.2000 | 0.0000 | 0.0000 |
            | CIS | Compounding Impact | 0.1500 | 0.3334 | 0.0500 |
            | OES | Outgroup Expansion | 0.1500 | 0.0000 | 0.0000 |

            COI = sum of contributions = 0.0917.

            ## Tier usage

            | tier | clauses |
            |---|---:|
            | Tier 1 | 4 |
            | Tier 2 | 1 |
            | Tier 3 | 1 |
            | Safety fallbacks | 1 |

            ## Charts

            - **Architecture radar: sample**: Architecture means: AAR 0.47, SE 0.40, IJ 0.43, RSC 0.43
            - **Benefit hierarchy: sample**: Elite: 50% benefit, 50% burden; In-Group: 100% benefit, 0% burden; Outgroup: 33% benefit, 67% burden
            - **Compounding trajectory: sample appended to chain app**: 1705: 90.7%, 1865: 87.5%, 1934: 80.3%, 1971: 74.1%, 2024: 73.4%
            - **Historical comparison: chain app**: Virginia Slave Codes (1705): 0.93 (expected); 13th Amendment (1865): 0.35 (expected); HOLC Redlining (1934): 0.82 (expected); War on Drugs (1971): 0.78 (expected); sample: 0.09 (this analysis)
            - **Outgroup expansion: sample**: Expansion rate 33%; proxy usage 50%; proxy density 13%; unique proxy terms (3): Gang, gang, urban
            - **Elite interest: sample**: Elite clauses 33%; elite benefit 17%; elite burden 17%; average confidence of elite clauses 0.80

            ## Clause breakdown

            | # | tier | group | effect | score | proxy terms | text |
            |---:|---|---|---|---:|---|---|
            | 1 | tier1 | elite | benefit | -0.75 |  | Clause 1 of the sample act. |
            | 2 | tier2 | elite | burden | 0.20 |  | Clause 2 of the sample act. |
            | 3 | tier1 | outgroup | burden | 0.75 | urban, gang | Clause 3 of the sample act. |
            | 4 | tier1 | outgroup | mixed | 0.25 | urban | Clause 4 of the sample act. |
            | 5 | tier3 | ingroupNonElite | benefit | -0.25 |  | Clause 5 of the sample act. |
            | 6 | tier1 | multiple | neutral | 0.00 | Gang | Clause 6 of the sample act. |

            ## Provenance

            - dosh \(DoshVersion.current), profile app (sub-scores clamped to [0,1] before weighting, COI in [0,1] (the app's scorer))
            - weights app: dis 0.25, ads 0.25, eis 0.2, cis 0.15, oes 0.15, ads.aar 0.35, ads.se 0.2, ads.ij 0.2, ads.rsc 0.25, eis.extraction 0.4, eis.resistance 0.3, eis.division 0.3, alpha 0.1
            - chain app: Virginia Slave Codes (1705) factor 0.9070; 13th Amendment (1865) factor 0.9650; HOLC Redlining (1934) factor 0.9180; War on Drugs (1971) factor 0.9220

            """)
    }

    @Test func pipesAndLineBreaksStayInTheirCell() {
        #expect(MarkdownReport.cell("a | b\nc") == "a \\| b c")
    }
}

@Suite struct SVGExportTests {
    @Test(arguments: ["radar", "benefit", "trajectory", "history", "outgroup", "elite"])
    func eachChartIsStandaloneAndLabelled(chart: String) {
        let (shell, c, dir) = exportShell()
        let r = run("export svg \(chart).svg --chart \(chart)", in: shell, c)
        #expect(r.err == "" && r.out == "wrote sample (6 clauses) as svg (\(chart) chart) to \(chart).svg\n")
        let svg = contents(dir.appendingPathComponent("\(chart).svg"))
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(isWellFormedXML(svg))
        #expect(!svg.contains("nan") && !svg.contains("inf\""))
        // Title, description and the summary printed under the chart.
        let expectedTitle = [
            "radar": "Architecture radar: sample", "benefit": "Benefit hierarchy: sample",
            "trajectory": "Compounding trajectory: sample appended to chain app", "history": "Historical comparison: chain app",
            "outgroup": "Outgroup expansion: sample", "elite": "Elite interest: sample",
        ][chart]!
        #expect(svg.contains("<title id=\"chart-title\">\(expectedTitle)</title>"))
        #expect(svg.contains("<desc id=\"chart-desc\">"))
    }

    @Test func axesAndLabels() {
        let (shell, c, dir) = exportShell()
        run("export svg t.svg --chart trajectory; export svg h.svg --chart history; export svg r.svg --chart radar", in: shell, c)
        let t = contents(dir.appendingPathComponent("t.svg"))
        // x labels are the years, ticks the nice range 70%…95% in steps of 5, the axis titles present.
        for label in [">1705<", ">2024<", ">70.0%<", ">95.0%<", ">year<", ">out-group capacity (share of its starting capacity)<", ">73.4%<"] {
            #expect(t.contains(label), "trajectory lacks \(label)")
        }
        let h = contents(dir.appendingPathComponent("h.svg"))
        for label in [">Virginia Slave Codes (1705)<", ">0.93  ▲ Highly Oppressive<", ">COI<", ">0.00<", ">1.00<", "this analysis"] {
            #expect(h.contains(label), "history lacks \(label)")
        }
        let r = contents(dir.appendingPathComponent("r.svg"))
        for label in [">AAR<", ">SE<", ">IJ<", ">RSC<", ">asymmetric autonomy restriction<", ">0.47<"] {
            #expect(r.contains(label), "radar lacks \(label)")
        }
    }

    @Test func textIsEscaped() {
        var a = chartSample()
        a.name = "A & B <draft>"
        let svg = SVGChart.document(.bar(ReportCharts.benefit(a)))
        #expect(svg.contains("Benefit hierarchy: A &amp; B &lt;draft&gt;"))
        #expect(isWellFormedXML(svg))
    }

    @Test func sweepDrawsTheLastSweepChart() {
        let (shell, c, dir) = exportShell()
        let missing = run("export svg s.svg --chart sweep", in: shell, c)
        #expect(missing.err.hasPrefix("error: no sweep to draw: run 'sweep WEIGHT from A to B' first"))
        let sweep = LineChart(title: "Sweep of dis", xTitle: "dis", yTitle: "COI", xLabels: ["0", "0.5", "1"],
                              series: [ChartSeries("sample", [0.05, 0.09, 0.13])], yRange: AxisRange(0, 0.2),
                              format: .decimal(2), summary: "0: 0.05, 0.5: 0.09, 1: 0.13", key: "sweep")
        shell.state.lastOutput = .report(Report(blocks: [.lineChart(sweep)], data: .none))
        #expect(run("export svg s.svg --chart sweep", in: shell, c).err == "")
        let svg = contents(dir.appendingPathComponent("s.svg"))
        #expect(svg.contains("<title id=\"chart-title\">Sweep of dis</title>") && isWellFormedXML(svg))
    }
}

@Suite struct HTMLExportTests {
    @Test func selfContainedWithEveryChartAndProvenance() throws {
        let (shell, c, dir) = exportShell()
        let example = "\(repoRoot.path)/Examples/safe_neighborhoods_act.json"
        run("load \(example); use sample; export html report.html", in: shell, c)
        let html = contents(dir.appendingPathComponent("report.html"))
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        // Nothing outside the file: no scripts, no links, no external images or styles.
        for forbidden in ["<script", "src=", "href=", "<link", "@import", "url("] { #expect(!html.contains(forbidden), "has \(forbidden)") }
        // The gauge and the six charts, inline.
        #expect(html.components(separatedBy: "<svg xmlns=\"http://www.w3.org/2000/svg\"").count - 1 == 7)
        for k in 1...6 { #expect(html.contains("id=\"chart\(k)-title\"")) }
        #expect(html.contains("COI 0.0917 <span>✓ Low Oppression</span>"))
        #expect(html.contains("<td>CIS</td><td>Compounding Impact</td><td class=\"num\">0.1500</td><td class=\"num\">0.3334</td>"))
        #expect(html.contains("<td class=\"text\">Clause 6 of the sample act.</td>"))
        // Provenance: version, weights, profile, chain and the sha256 of the input, checked with sha256sum.
        #expect(html.contains("<li>dosh \(DoshVersion.current)</li>"))
        #expect(html.contains("<li>weights app: dis 0.25, ads 0.25, eis 0.2, cis 0.15, oes 0.15,"))
        #expect(html.contains("<li>profile app: "))
        #expect(html.contains("<li>chain app (the app&#39;s chain: factor 1 − α·expected COI per policy): Virginia Slave Codes (1705), factor 0.9070;"))
        if let sum = runTool("sha256sum", [example])?.split(separator: " ").first {
            #expect(html.contains("sha256 <code>\(sum)</code>"))
        }
        // The body parses as XML too (every element closed), apart from the doctype and the void meta tags.
        var body = html[html.range(of: "<body>")!.lowerBound...]
        body = body[..<html.range(of: "</body>")!.upperBound]
        #expect(isWellFormedXML(String(body)))
    }

    @Test func includesTheLastSweep() {
        let (shell, c, dir) = exportShell()
        let sweep = LineChart(title: "Sweep of oes", xTitle: "oes", yTitle: "COI", xLabels: ["0", "1"],
                              series: [ChartSeries("sample", [0.1, 0.2])], yRange: AxisRange(0, 0.2), format: .decimal(2),
                              summary: "0: 0.10, 1: 0.20", key: "sweep")
        shell.state.lastOutput = .report(Report(blocks: [.lineChart(sweep)], data: .none))
        run("export html report.html", in: shell, c)
        #expect(contents(dir.appendingPathComponent("report.html")).contains("<title id=\"chart7-title\">Sweep of oes</title>"))
    }
}

@Suite struct PDFExportTests {
    @Test func structureIsValid() {
        let bytes = PDFReport.write(ReportContent(chartSample(), in: Workspace(), currentYear: 2000, version: "9.9"))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-1.4\n"))
        #expect(text.hasSuffix("%%EOF\n"))
        #expect(text.contains("/MediaBox [0 0 612 792]"))
        #expect(text.contains("/BaseFont /Helvetica ") && text.contains("/BaseFont /Helvetica-Bold "))
        // The xref offsets point at their objects.
        let startxref = Int(text.components(separatedBy: "startxref\n")[1].split(separator: "\n")[0])!
        #expect(Array(bytes[startxref..<startxref + 4]) == Array("xref".utf8))
        let firstOffset = Int(text.components(separatedBy: "0000000000 65535 f \n")[1].prefix(10))!
        #expect(Array(bytes[firstOffset..<firstOffset + 7]) == Array("1 0 obj".utf8))
    }

    @Test func readsBackInOrderWithPdftotext() throws {
        let (shell, c, dir) = exportShell()
        run("export pdf report.pdf", in: shell, c)
        let path = dir.appendingPathComponent("report.pdf").path
        guard let text = runTool("pdftotext", [path, "-"]) else { return }  // poppler-utils not installed
        let lines = text.split(separator: "\n").map(String.init).filter { !$0.isEmpty && $0 != "\u{0C}" }
        #expect(lines == [
            "Policy Analysis Report", "Policy: sample", "Source: sample_act.pdf", "Date: not recorded",
            "COI: 0.09", "Severity: Low Oppression (profile app, weights app, chain app, 6 clauses)",
            "Sub-scores", "DIS: 0.17", "ADS: 0.00", "EIS: 0.00", "CIS: 0.33", "OES: 0.00",
            "Tier usage", "Tier 1: 4", "Tier 2: 1", "Tier 3: 1", "Safety fallbacks: 1",
            "Clause breakdown",
            "1. [tier1] elite / benefit - Clause 1 of the sample act.",
            "2. [tier2] elite / burden - Clause 2 of the sample act.",
            "3. [tier1] outgroup / burden - Clause 3 of the sample act.",
            "4. [tier1] outgroup / mixed - Clause 4 of the sample act.",
            "5. [tier3] ingroupNonElite / benefit - Clause 5 of the sample act.",
            "6. [tier1] multiple / neutral - Clause 6 of the sample act.",
            "dosh \(DoshVersion.current) - page 1 of 1",
        ])
    }

    // 120 clauses of two wrapped lines each cannot fit one page: the report runs onto more pages,
    // each numbered, and the clauses come back in order.
    @Test func paginates() throws {
        let long = String(repeating: "The department shall report every quarter on enforcement in each zone. ", count: 2)
        var table = ClauseTable()
        for i in 0..<120 { table.append(Clause(n: i, id: "c\(i)", text: "\(long)Item \(i + 1).", group: .outgroup, effect: .burden)) }
        let a = Analysis(name: "long", clauses: table)
        let dir = temporaryFolder()
        let url = dir.appendingPathComponent("long.pdf")
        try Data(PDFReport.write(ReportContent(a, in: Workspace(), currentYear: 2000, version: "9.9"))).write(to: url)
        guard let text = runTool("pdftotext", [url.path, "-"]), let info = runTool("pdfinfo", [url.path]) else { return }
        let pages = Int(info.split(separator: "\n").first { $0.hasPrefix("Pages:") }!.split(separator: " ").last!)!
        #expect(pages > 2)
        #expect(info.contains("612 x 792 pts (letter)"))
        for k in 1...pages { #expect(text.contains("dosh 9.9 - page \(k) of \(pages)")) }
        let items = text.components(separatedBy: "Item ").dropFirst().compactMap { Int($0.prefix { $0.isNumber }) }
        #expect(items == Array(1...120))
    }

    @Test func nonLatinTextDoesNotBreakTheFile() {
        let a = Analysis(name: "ünïcode – “quoted” 法律", clauses: ClauseTable([Clause(text: "(a) \\ back (b)", group: .elite, effect: .benefit)]))
        let text = String(decoding: PDFReport.write(ReportContent(a, in: Workspace(), currentYear: 2000, version: "1")), as: UTF8.self)
        // WinAnsi bytes as octal escapes; parentheses and backslashes escaped; CJK as "?".
        #expect(text.contains("(Policy: \\374n\\357code \\226 \\223quoted\\224 ??) Tj"))
        #expect(text.contains("- \\(a\\) \\\\ back \\(b\\)) Tj"))
    }
}

@Suite struct ExportCommandTests {
    @Test func mistakesAreReportedAndWriteNothing() {
        let (shell, c, dir) = exportShell()
        let cases: [(String, String)] = [
            ("export jsn x.json", "error: unknown export kind 'jsn' (did you mean 'json'?) (usage: export json|csv|md|svg|html|pdf|notebook FILE [NAME] [--chart CHART])\n  export jsn x.json\n         ^^^\n"),
            ("export svg x.svg", "error: export svg needs --chart radar|benefit|trajectory|history|outgroup|elite|sweep\n  export svg x.svg\n                  ^\n"),
            ("export md x.md --chart radar", "error: --chart goes with 'export svg', not 'md'\n  export md x.md --chart radar\n                         ^^^^^\n"),
            ("export svg x.svg --chart radr", "error: unknown chart 'radr' (did you mean 'radar'?) (one of radar, benefit, trajectory, history, outgroup, elite, sweep)\n  export svg x.svg --chart radr\n                           ^^^^\n"),
            ("export html x.html nobody", "error: no analysis named 'nobody'\n  export html x.html nobody\n                     ^^^^^^\n"),
            ("export pdf", "error: export needs a kind and a file (usage: export json|csv|md|svg|html|pdf|notebook FILE [NAME] [--chart CHART])\n  export pdf\n            ^\n"),
        ]
        for (command, error) in cases {
            let r = run(command, in: shell, c)
            #expect(r.outcome == .failed)
            #expect(r.err == error)
        }
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? ["?"]).isEmpty)
    }

    @Test func missingFolderNamesTheFileAndLeavesNoTemporaryFile() {
        let (shell, c, dir) = exportShell()
        let r = run("export pdf nowhere/report.pdf", in: shell, c)
        #expect(r.err.hasPrefix("error: nowhere/report.pdf: cannot write: no such folder"))
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? ["?"]).isEmpty)
    }

    @Test func safeModeRefusesOutsideTheFolder() {
        let (shell, c, dir) = exportShell(safe: true)
        let r = run("export html ../escape.html", in: shell, c)
        #expect(r.err == "error: safe mode: refusing to write '../escape.html' outside the script's folder\n  export html ../escape.html\n              ^^^^^^^^^^^^^^\n")
        #expect(!FileManager.default.fileExists(atPath: dir.deletingLastPathComponent().appendingPathComponent("escape.html").path))
        #expect(run("export html inside.html", in: shell, c).err == "")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("inside.html").path))
    }

    @Test func overwritesAtomically() {
        let (shell, c, dir) = exportShell()
        run("export md r.md; export md r.md", in: shell, c)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        #expect(names == ["r.md"])
    }

    @Test func jsonKindIsUnchanged() throws {
        let (shell, c, dir) = exportShell()
        run("export json s.json; load s.json as back", in: shell, c)
        let ws = shell.state.workspace
        #expect(try ws.analysis(named: "back").clauses == ws.analysis(named: "sample").clauses)
    }
}
