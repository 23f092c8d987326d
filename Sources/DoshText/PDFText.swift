// PDFText.swift: the text of a PDF, through `pdftotext -layout` (Debian: poppler-utils). dosh
// does no OCR: a PDF without a text layer (a scanned image) is an error that says so.
// Clause spans of a PDF point into this extracted text.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public enum PDFText {
    /// The UTF-8 text of the PDF at `path`; `file` is the name used in messages.
    /// `program` is the pdftotext to run (found on PATH).
    public static func extract(path: String, file: String, timeout: Double = 120, program: String = "pdftotext",
                               isCancelled: () -> Bool = { false }) throws(TextError) -> [UInt8] {
        let child: ChildProcess
        do {
            child = try ChildProcess([program, "-layout", "-enc", "UTF-8", path, "-"], searchPath: true)
        } catch {
            if case .spawnFailed(let e) = error, e != ENOENT {
                throw .pdfUnreadable(file, reason: "could not start pdftotext: " + String(cString: strerror(e)))
            }
            throw .pdftotextMissing(file)
        }
        child.closeInput()
        var text: [UInt8] = []
        do {
            try child.pump(stallTimeout: timeout, isCancelled: isCancelled) { chunk in
                text += chunk
                return true
            }
        } catch {
            child.terminate()
            if error == .interrupted { throw .interrupted }
            throw .pdfUnreadable(file, reason: "pdftotext gave no output for \(Int(timeout)) seconds")
        }
        let status = child.wait(timeout: 10)
        guard status == 0 else {
            // pdftotext exits 1 for a file it cannot open, 3 for a permission (encryption) error.
            let reason = child.lastErrorLine ?? (status == 3 ? "the PDF is encrypted" : "not a readable PDF (pdftotext exit status \(status))")
            throw .pdfUnreadable(file, reason: status == 3 ? "the PDF is encrypted (\(reason))" : reason)
        }
        if !text.contains(where: { !isSpace($0) }) { throw .pdfNoText(file) }
        return text
    }
}
