// CSV.swift: RFC 4180 — writing fields (quoted only when needed) and reading records.
import DoshModel

/// One CSV field: quoted when it holds a comma, quote, or line break (or leading/trailing spaces).
public func csvField(_ s: String) -> String {
    let utf8 = s.utf8
    let needsQuotes = utf8.contains { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }
        || utf8.first == 0x20 || utf8.last == 0x20
    guard needsQuotes else { return s }
    return "\"" + s.replacingAll("\"", with: "\"\"") + "\""
}

/// A CSV record (no line terminator).
public func csvRecord(_ fields: [String]) -> String {
    fields.map(csvField).joined(separator: ",")
}

extension String {
    /// Every occurrence of `target` replaced, without Foundation. Matches Unicode scalars, not
    /// Characters: a quote followed by a combining mark is one Character but must still be escaped
    /// (the CSV, Markdown and shell-quoting escapers all rely on this).
    public func replacingAll(_ target: String, with replacement: String) -> String {
        let t = Array(target.unicodeScalars)
        guard let first = t.first else { return self }
        let s = Array(unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < s.count {
            if s[i] == first, i + t.count <= s.count, s[i..<(i + t.count)].elementsEqual(t) {
                out.append(contentsOf: replacement.unicodeScalars)
                i += t.count
            } else {
                out.append(s[i])
                i += 1
            }
        }
        return String(out)
    }
}

/// One CSV record with the line it starts on (1-based).
public struct CSVRecord: Equatable, Sendable {
    public var fields: [String]
    public var line: Int
}

public enum CSVReader {
    /// Parses RFC 4180 text: comma-separated, fields optionally in double quotes ("" inside quotes is
    /// one quote; quoted fields may span lines). Blank lines are skipped. Throws for an unterminated
    /// quote or text after a closing quote.
    public static func parse(_ text: String, file: String) throws(FormatError) -> [CSVRecord] {
        var records: [CSVRecord] = []
        var fields: [String] = []
        var field = ""
        var line = 1, recordLine = 1, column = 0
        var inQuotes = false, afterQuote = false, fieldStarted = false
        var chars = Array(text.unicodeScalars)
        if chars.first == "\u{FEFF}" { chars.removeFirst() }
        var k = 0
        func endRecord() {
            fields.append(field)
            if !(fields.count == 1 && fields[0].trimmedWhitespace.isEmpty && !fieldStarted) {
                records.append(CSVRecord(fields: fields, line: recordLine))
            }
            fields = []; field = ""; fieldStarted = false; afterQuote = false
        }
        while k < chars.count {
            let c = chars[k]
            column += 1
            if inQuotes {
                if c == "\"" {
                    if k + 1 < chars.count, chars[k + 1] == "\"" { field.unicodeScalars.append("\""); k += 2; column += 1; continue }
                    inQuotes = false
                    afterQuote = true
                } else {
                    if c == "\n" { line += 1; column = 0 }
                    field.unicodeScalars.append(c)
                }
            } else if c == "," {
                fields.append(field); field = ""; afterQuote = false; fieldStarted = true
            } else if c == "\n" || c == "\r" {
                if c == "\r", k + 1 < chars.count, chars[k + 1] == "\n" { k += 1 }
                endRecord()
                line += 1; column = 0
                recordLine = line
            } else if c == "\"" && field.isEmpty && !afterQuote {
                inQuotes = true
                fieldStarted = true
            } else if afterQuote {
                throw FormatError(file: file, position: SourcePosition(line: line, column: column), reason: "unexpected text after a closing quote")
            } else {
                field.unicodeScalars.append(c)
                fieldStarted = true
            }
            k += 1
        }
        if inQuotes { throw FormatError(file: file, position: SourcePosition(line: recordLine, column: 0), reason: "unterminated quoted field") }
        if !field.isEmpty || !fields.isEmpty || fieldStarted { endRecord() }
        return records
    }
}
