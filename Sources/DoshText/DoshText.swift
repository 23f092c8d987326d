// DoshText — analysing policy texts: checking the input (SourceText), segmentation into clauses
// that read alone (Segmenter, Sentences), the transparent Tier-1 lexicon classifier (Taxonomy,
// Tier1Classifier), PDF text through pdftotext, the external-classifier protocol, tier resolution,
// and the pipeline that ties them together (TextAnalyzer). docs/text-analysis.md explains the rules.
//
// Everything here works on UTF-8 bytes: clause spans are byte offsets into the analysed text.
import DoshModel

/// Why a text could not be analysed. Messages name the file (and line:column where there is one).
public enum TextError: DoshError, Equatable {
    case empty(String)
    case notUTF8(String, line: Int, column: Int, byte: UInt8, looksLatin1: Bool)
    case utf16(String)
    case binary(String)
    case noClauses(String)
    case unsupportedType(String, ext: String, hint: String)
    case pdftotextMissing(String)
    case pdfUnreadable(String, reason: String)
    case pdfNoText(String)
    case classifier(command: String, reason: String)
    case interrupted

    public var message: String {
        switch self {
        case .empty(let f): "\(f): the file is empty (nothing to analyse)"
        case .notUTF8(let f, let l, let c, let b, let latin1):
            "\(f):\(l):\(c): not valid UTF-8 (byte 0x\(b < 16 ? "0" : "")\(String(b, radix: 16, uppercase: true)))"
                + (latin1 ? "; it looks like Latin-1 or Windows-1252 text: convert it with 'iconv -f windows-1252 -t utf-8'" : "; save the file as UTF-8")
        case .utf16(let f): "\(f): the text is UTF-16; convert it to UTF-8 (e.g. 'iconv -f utf-16 -t utf-8')"
        case .binary(let f): "\(f): this is not a text file (it contains NUL bytes); analyze reads .txt, .md and .pdf"
        case .noClauses(let f): "\(f): no clauses found (the text has only headings or blank lines)"
        case .unsupportedType(let f, let ext, let hint): "\(f): analyze does not read .\(ext) files; \(hint)"
        case .pdftotextMissing(let f):
            "\(f): reading PDF needs pdftotext, which is not installed; install it with 'sudo apt-get install poppler-utils' (Debian/Ubuntu) or 'brew install poppler' (macOS), or save the text as .txt"
        case .pdfUnreadable(let f, let r): "\(f): pdftotext could not read it: \(r)"
        case .pdfNoText(let f): "\(f): the PDF has no text layer (a scanned image?); dosh does no OCR: run it through OCR first (e.g. 'ocrmypdf'), or save the text as .txt"
        case .classifier(let cmd, let r): "classifier '\(cmd)' \(r)"
        case .interrupted: "interrupted"
        }
    }
}
