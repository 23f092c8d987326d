// PDFReport.swift: the app's PDF report (domain.md §6.2), written directly as PDF 1.4 with no
// external tool: US Letter, 40 pt margins, one column, upright lines read top to bottom (the
// app's macOS bug of stacking them upward is not reproduced), a new page when the content
// overflows, text in the standard fonts Helvetica and Helvetica-Bold (WinAnsi encoding).
import DoshModel

/// A small PDF writer: pages of text lines and rules in Helvetica and Helvetica-Bold.
public struct PDFWriter {
    public static let pageWidth = 612.0
    public static let pageHeight = 792.0

    /// The content stream of each page so far.
    private(set) var pages: [String] = []
    public var title = ""

    public init() {}

    public var pageCount: Int { pages.count }

    public mutating func newPage() { pages.append("") }

    /// Sets `text` with its baseline at (x, y), in points from the bottom-left corner, on the
    /// last page (or on page `page`, 0-based).
    public mutating func text(_ text: String, x: Double, y: Double, size: Double, bold: Bool = false, gray: Double = 0,
                              page: Int? = nil) {
        if pages.isEmpty { newPage() }
        let bytes = FontMetrics.encode(text)
        pages[page ?? pages.count - 1] += "BT /\(bold ? "F2" : "F1") \(num(size)) Tf \(num(gray)) g \(num(x)) \(num(y)) Td (\(literal(bytes))) Tj ET\n"
    }

    /// A horizontal rule.
    public mutating func rule(x1: Double, x2: Double, y: Double, gray: Double = 0.7) {
        if pages.isEmpty { newPage() }
        pages[pages.count - 1] += "\(num(gray)) G 0.5 w \(num(x1)) \(num(y)) m \(num(x2)) \(num(y)) l S\n"
    }

    /// The whole file.
    public func data() -> [UInt8] {
        let pageList = pages.isEmpty ? [""] : pages
        // The second line's bytes above 127 mark the file as binary for transfer tools.
        var out: [UInt8] = Array("%PDF-1.4\n%".utf8) + [0xE2, 0xE3, 0xCF, 0xD3, 0x0A]
        var offsets: [Int] = []
        func object(_ body: String) {
            offsets.append(out.count)
            out += Array("\(offsets.count) 0 obj\n\(body)\nendobj\n".utf8)
        }
        // 1 catalog, 2 page tree, 3–4 fonts, 5 info, then a page and its content per page.
        let firstPage = 6
        let kids = (0..<pageList.count).map { "\(firstPage + 2 * $0) 0 R" }.joined(separator: " ")
        object("<< /Type /Catalog /Pages 2 0 R >>")
        object("<< /Type /Pages /Kids [\(kids)] /Count \(pageList.count) >>")
        object("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>")
        object("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>")
        object("<< /Title (\(literal(FontMetrics.encode(title)))) /Producer (dosh \(DoshVersion.current)) >>")
        for (k, content) in pageList.enumerated() {
            object("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(num(Self.pageWidth)) \(num(Self.pageHeight))] "
                   + "/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents \(firstPage + 2 * k + 1) 0 R >>")
            object("<< /Length \(content.utf8.count) >>\nstream\n\(content)endstream")
        }
        let xref = out.count
        var table = "xref\n0 \(offsets.count + 1)\n0000000000 65535 f \n"
        for o in offsets {
            let digits = String(o)
            table += String(repeating: "0", count: 10 - digits.count) + digits + " 00000 n \n"
        }
        table += "trailer\n<< /Size \(offsets.count + 1) /Root 1 0 R /Info 5 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        out += Array(table.utf8)
        return out
    }

    /// A PDF string literal body: ( ) \ escaped, bytes outside printable ASCII as octal.
    func literal(_ bytes: [UInt8]) -> String {
        var s = ""
        for b in bytes {
            switch b {
            case 0x28, 0x29, 0x5C: s += "\\" + String(UnicodeScalar(b))
            case 0x20...0x7E: s.unicodeScalars.append(UnicodeScalar(b))
            default:
                let o = String(b, radix: 8)
                s += "\\" + String(repeating: "0", count: 3 - o.count) + o
            }
        }
        return s
    }

    func num(_ v: Double) -> String {
        var s = formatFixed(v, decimals: 2)
        if s.contains(".") {
            while s.last == "0" { s.removeLast() }
            if s.last == "." { s.removeLast() }
        }
        return s
    }
}

public enum PDFReport {
    public static let margin = 40.0

    /// The report of domain.md §6.2, in order: title, policy, source, date, COI, sub-scores, tier
    /// usage, clause breakdown; with the severity and settings under the COI and page numbers.
    public static func write(_ r: ReportContent) -> [UInt8] {
        var layout = Layout()
        layout.pdf.title = "Policy Analysis Report: \(r.analysis.name)"
        let a = r.analysis
        let s = r.score
        layout.line("Policy Analysis Report", size: 22, bold: true)
        layout.space(4)
        layout.line("Policy: \(a.name)", size: 14)
        let source = a.sourceFilename.isEmpty ? a.origin : a.sourceFilename
        layout.line("Source: \(source.isEmpty ? "not recorded" : source)", size: 12, gray: 0.4)
        layout.line("Date: \(r.dateText ?? "not recorded")", size: 12, gray: 0.4)
        layout.space(8)
        layout.line("COI: \(formatFixed(s.coi, decimals: 2))", size: 16, bold: true)
        layout.line("Severity: \(s.severity.label) (\(r.settingsLine(separator: ", ")))", size: 12, gray: 0.4)
        layout.heading("Sub-scores")
        for row in r.subScoreRows {
            layout.line("\(row.kind.rawValue.uppercased()): \(formatFixed(row.value, decimals: 2))", size: 12)
        }
        layout.heading("Tier usage")
        for k in 0..<3 { layout.line("Tier \(k + 1): \(r.tiers[k])", size: 12) }
        layout.line("Safety fallbacks: \(r.fallbacks)", size: 12)
        layout.heading("Clause breakdown")
        let t = a.clauses
        if t.isEmpty { layout.line("(no clauses)", size: 10) }
        for i in t.indices {
            let text = "\(i + 1). [\(t.tier[i].rawName)] \(t.group[i].rawName) / \(t.effect[i].rawName) - \(t.text[i].trimmedWhitespace)"
            layout.wrapped(text, size: 10, indent: 14)
        }
        layout.footers(version: r.version)
        return layout.pdf.data()
    }

    /// A top-to-bottom cursor over pages.
    struct Layout {
        var pdf = PDFWriter()
        var y = PDFWriter.pageHeight - PDFReport.margin
        let width = PDFWriter.pageWidth - 2 * PDFReport.margin
        /// Room kept at the bottom for the page number.
        let bottom = PDFReport.margin

        init() { pdf.newPage() }

        mutating func space(_ points: Double) { y -= points }

        mutating func heading(_ s: String) {
            space(10)
            // Keep a heading with at least two lines after it.
            if y - 14 * 1.3 - 2 * 12 * 1.3 < bottom { breakPage() }
            line(s, size: 14, bold: true)
            space(2)
        }

        mutating func line(_ s: String, size: Double, bold: Bool = false, gray: Double = 0, x: Double = PDFReport.margin) {
            let leading = size * 1.3
            if y - leading < bottom { breakPage() }
            // Baseline about 0.8 em below the top of the line.
            pdf.text(s, x: x, y: y - size * 0.95, size: size, bold: bold, gray: gray)
            y -= leading
        }

        /// A paragraph wrapped to the text width, continuation lines indented. A paragraph that
        /// fits on a page is not split across two.
        mutating func wrapped(_ s: String, size: Double, indent: Double) {
            let measure = { (t: String) in FontMetrics.width(t, size: size) }
            let first = wrapWords(s, limit: width, measure: measure)
            guard let head = first.first else { return }
            let rest = wrapWords(first.dropFirst().joined(separator: " "), limit: width - indent, measure: measure)
            let height = Double(1 + rest.count) * size * 1.3
            let pageRoom = PDFWriter.pageHeight - PDFReport.margin - bottom
            if y - height < bottom, height <= pageRoom { breakPage() }
            line(head, size: size)
            for l in rest { line(l, size: size, x: PDFReport.margin + indent) }
        }

        mutating func breakPage() {
            pdf.newPage()
            y = PDFWriter.pageHeight - PDFReport.margin
        }

        /// "Page k of n" at the foot of every page.
        mutating func footers(version: String) {
            let pages = pdf.pageCount
            for k in 0..<pages {
                pdf.text("dosh \(version) - page \(k + 1) of \(pages)", x: PDFReport.margin, y: 22, size: 9, gray: 0.4, page: k)
            }
        }
    }
}
