// AnalyzerTests.swift: the pipeline — tier resolution (domain.md §4.1 with a configurable
// threshold), external classifiers inside an analysis, Ctrl-C, PDF through pdftotext, and every
// file of the shared corpus.
import DoshFormats
import DoshModel
import DoshText
import Foundation
import Testing

/// A clause Tier 1 is sure of (confidence 0.9) and one it is not (0.25).
/// By hand: alien 1 + who is 0.5 + gang member 1 + proxy "gang" 1 = outgroup 3.5; arrest, detain,
/// deport, forfeit = burden 4; 0.25 + 0.35·s(3.5) + 0.35·s(4) = 0.25 + 0.3191 + 0.3281 = 0.897 → 0.9.
let twoClauseBill = "Any alien who is a gang member shall be arrested, detained, and deported, and shall forfeit all property. The commission shall consist of nine members."

func analyze(_ text: String, classifier: String? = nil, threshold: Double = 0.85,
             isCancelled: () -> Bool = { false }) throws(TextError) -> TextAnalysis {
    var o = AnalyzeOptions()
    o.idPrefix = "bill"
    o.resolver = TierResolver(threshold: threshold)
    o.classifier = classifier.map { ExternalClassifier(command: $0, timeout: 10) }
    return try TextAnalyzer.analyze(try SourceText(Array(text.utf8), file: "bill.txt"), file: "bill.txt", options: o, isCancelled: isCancelled)
}

@Suite(.serialized) struct ResolutionTests {
    @Test func tier1AtTheThresholdIsKeptBelowItTheClassifierAnswers() throws {
        let a = try analyze(twoClauseBill, classifier: try script("answer.sh", answeringScript))
        let t = a.clauses
        #expect(a.sent == 1 && a.refused == 0)
        #expect(t.ids.count == 2 && t.ids[0] == "bill-0" && t.ids[1] == "bill-1")
        #expect(t.confidence == [0.9, 0.7])
        #expect(t.tier == [.tier1, .tier3])
        #expect(t.group == [.outgroup, .elite])
        #expect(t.effect == [.burden, .benefit])
        #expect(t.proxyTerms(1) == ["urban"] && t.usesProxy[1])
        #expect(t.fallback == [false, false])
    }

    @Test func aRefusalKeepsTier1AndSetsTheFallback() throws {
        let a = try analyze(twoClauseBill, classifier: try script("refuse.sh", refusingScript))
        #expect(a.sent == 1 && a.refused == 1)
        #expect(a.clauses.tier == [.tier1, .tier1])
        #expect(a.clauses.group[1] == .multiple && a.clauses.effect[1] == .neutral)
        #expect(a.clauses.fallback == [false, true])
    }

    @Test func theThresholdIsConfigurable() throws {
        // At 1.0 nothing of Tier 1 (at most 0.95) is kept: both clauses go to the classifier.
        let a = try analyze(twoClauseBill, classifier: try script("answer.sh", answeringScript), threshold: 1)
        #expect(a.sent == 2)
        #expect(a.clauses.tier == [.tier3, .tier3])
        // At 0.2 everything is kept and the classifier is not even started.
        let b = try analyze(twoClauseBill, classifier: "exit 1", threshold: 0.2)
        #expect(b.sent == 0 && b.clauses.tier == [.tier1, .tier1])
    }

    /// domain.md §4.1's fixtures, for the parts that carry over (one external classifier).
    @Test(arguments: [(0.90, 0.95, Tier.tier1), (0.70, 0.88, Tier.tier2), (0.84, 0.5, Tier.tier2), (0.85, 0.1, Tier.tier1)])
    func resolverRule(t1: Double, answer: Double, expected: Tier) {
        var r = Tier1Classifier().classify("No person shall possess a machinegun.")
        r.confidence = t1
        let a = ClassifierAnswer(group: .outgroup, effect: .burden, architecture: .zero, usesProxy: false, proxyTerms: [],
                                 expandsOutgroup: false, confidence: answer, tier: .tier2)
        let c = TierResolver().resolve(r, .answer(a))
        #expect(c.tier == expected)
        #expect(c.confidence == (expected == .tier1 ? t1 : answer))
    }

    @Test func aFailingClassifierAddsNothing() throws {
        let cmd = try script("crash.sh", "read line\necho 'model weights not found' >&2\nexit 3\n")
        #expect(failure { () throws(TextError) in _ = try analyze(twoClauseBill, classifier: cmd) }
                == "classifier 'sh crash.sh' exited (status 3) after 0 of 1 answers: model weights not found")
    }

    @Test func ctrlCStopsTheAnalysis() {
        #expect(failure { () throws(TextError) in _ = try analyze(twoClauseBill, isCancelled: { true }) } == "interrupted")
    }
}

@Suite struct CorpusAnalysisTests {
    @Test(arguments: ["usc_18_1589.txt", "usc_18_241.txt", "usc_18_242.txt", "usc_18_2511.txt", "usc_18_922g.txt",
                      "usc_18_922o.txt", "usc_18_981a.txt", "usc_21_812b.txt", "usc_21_841a.txt", "usc_42_2000d.txt",
                      "usc_52_10301.txt", "usc_8_ch7.txt"])
    func everyCorpusFileAnalyses(file: String) throws {
        var o = AnalyzeOptions()
        o.idPrefix = file
        let a = try TextAnalyzer.analyze(try SourceText(try corpusBytes(file), file: file), file: file, options: o)
        #expect(a.clauses.count > 0)
        #expect(a.clauses.n == Array(0..<a.clauses.count))
        #expect(a.clauses.sourceSpan.allSatisfy { $0 != nil })
    }

    @Test func theFirearmProhibitedPersonsAreSeparateOutgroupBurdens() throws {
        var o = AnalyzeOptions()
        o.idPrefix = "usc_18_922g"
        let t = try TextAnalyzer.analyze(try SourceText(try corpusBytes("usc_18_922g.txt"), file: "922g"), file: "922g", options: o).clauses
        #expect(t.count == 10)
        #expect(t.group == Array(repeating: .outgroup, count: 10))
        #expect(t.effect == Array(repeating: .burden, count: 10))
        #expect(t.ids[4] == "usc_18_922g-4")
        #expect(t.text[4].hasPrefix("It shall be unlawful for any person who, being an alien, is illegally or unlawfully in the United States, to ship"))
    }

    @Test func spansSurviveExportAndLoad() throws {
        var o = AnalyzeOptions()
        o.idPrefix = "2000d"
        let t = try TextAnalyzer.analyze(try SourceText(try corpusBytes("usc_42_2000d.txt"), file: "2000d"), file: "2000d", options: o).clauses
        let a = Analysis(name: "2000d", clauses: t)
        let json = AppExport.write(a, score: Scorer.app.score(a), version: "test")
        #expect(json.contains("\"sourceSpan\" : [\n        205,\n        458\n      ]"))
        let back = try AppExport.read(Array(json.utf8), file: "2000d.json").analysis
        #expect(back.clauses == t)
    }
}

/// A one-page PDF with `text` in Helvetica (an empty string gives a page without text), with a
/// correct cross-reference table.
func minimalPDF(_ text: String) -> [UInt8] {
    let content = text.isEmpty ? "" : "BT /F1 12 Tf 72 720 Td (\(text)) Tj ET"
    let objects = [
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
        "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ]
    var out = "%PDF-1.4\n"
    var offsets: [Int] = []
    for (k, body) in objects.enumerated() {
        offsets.append(out.utf8.count)
        out += "\(k + 1) 0 obj\n\(body)\nendobj\n"
    }
    let xref = out.utf8.count
    out += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
    for o in offsets { out += String(repeating: "0", count: 10 - String(o).count) + String(o) + " 00000 n \n" }
    out += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
    return Array(out.utf8)
}

let hasPdftotext = ["/usr/bin/pdftotext", "/usr/local/bin/pdftotext", "/opt/homebrew/bin/pdftotext"].contains { FileManager.default.isExecutableFile(atPath: $0) }

@Suite struct PDFTests {
    func write(_ bytes: [UInt8], _ name: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("dosh-pdf-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let file = dir.appendingPathComponent(name)
        try Data(bytes).write(to: file)
        return file.path
    }

    @Test(.enabled(if: hasPdftotext)) func textComesOutOfAPDF() throws {
        let path = try write(minimalPDF("It shall be unlawful for any alien to possess a firearm."), "bill.pdf")
        let text = try PDFText.extract(path: path, file: "bill.pdf")
        let source = try SourceText(text, file: "bill.pdf")
        var o = AnalyzeOptions()
        o.format = .pdf
        let t = try TextAnalyzer.analyze(source, file: "bill.pdf", options: o).clauses
        #expect(t.text[0] == "It shall be unlawful for any alien to possess a firearm.")
        #expect(t.group[0] == .outgroup && t.effect[0] == .burden)
    }

    @Test(.enabled(if: hasPdftotext)) func aPDFWithoutTextIsAScan() throws {
        let path = try write(minimalPDF(""), "scan.pdf")
        #expect(failure { () throws(TextError) in _ = try PDFText.extract(path: path, file: "scan.pdf") }
                == "scan.pdf: the PDF has no text layer (a scanned image?); dosh does no OCR: run it through OCR first (e.g. 'ocrmypdf'), or save the text as .txt")
    }

    @Test(.enabled(if: hasPdftotext)) func somethingThatIsNotAPDF() throws {
        let path = try write(Array("hello".utf8), "fake.pdf")
        let message = failure { () throws(TextError) in _ = try PDFText.extract(path: path, file: "fake.pdf") }
        #expect(message?.hasPrefix("fake.pdf: pdftotext could not read it: ") == true)
    }

    @Test func withoutPdftotextTheErrorSaysHowToInstallIt() throws {
        #expect(failure { () throws(TextError) in _ = try PDFText.extract(path: "/nonexistent.pdf", file: "bill.pdf", program: "pdftotext-not-installed-here") }
                == "bill.pdf: reading PDF needs pdftotext, which is not installed; install it with 'sudo apt-get install poppler-utils' (Debian/Ubuntu) or 'brew install poppler' (macOS), or save the text as .txt")
    }
}
