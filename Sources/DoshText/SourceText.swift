// SourceText.swift: the text to analyse, checked before anything else looks at it — UTF-8 (with
// the line and column of the first bad byte), not UTF-16, not binary, not empty.

/// What kind of text a file holds, from its name (markdown gets its markup dropped).
public enum TextFormat: Sendable, Equatable {
    case plain, markdown, pdf

    /// The format for a file name, or an error for kinds analyze does not read.
    public static func of(_ path: String) throws(TextError) -> TextFormat {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return .plain }
        let ext = name[name.index(after: dot)...].lowercased()
        switch ext {
        case "pdf": return .pdf
        case "md", "markdown": return .markdown
        case "json", "jsonl", "ndjson":
            throw .unsupportedType(path, ext: ext, hint: "for an app export or JSONL clauses use 'load \(path)'")
        case "doc", "docx", "odt", "rtf", "pages", "html", "htm":
            throw .unsupportedType(path, ext: ext, hint: "save it as .txt or .pdf first")
        default: return .plain
        }
    }
}

/// Checked UTF-8 text, kept as the bytes read so clause spans point into it exactly.
public struct SourceText: Sendable {
    public let bytes: [UInt8]
    /// Where the text starts (3 when there is a UTF-8 byte-order mark).
    public let start: Int

    public init(_ bytes: [UInt8], file: String) throws(TextError) {
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            throw .utf16(file)
        }
        let start = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        if let bad = SourceText.firstInvalidUTF8(bytes, from: start) {
            if bytes[bad] == 0 { throw .binary(file) }
            let (line, column) = SourceText.lineColumn(bytes, offset: bad)
            throw .notUTF8(file, line: line, column: column, byte: bytes[bad], looksLatin1: bytes[bad] >= 0x80)
        }
        if !bytes[start...].contains(where: { !isSpace($0) }) { throw .empty(file) }
        self.bytes = bytes
        self.start = start
    }

    /// The offset of the first byte that is not valid UTF-8 (or a NUL), if any.
    static func firstInvalidUTF8(_ b: [UInt8], from start: Int) -> Int? {
        var i = start
        let n = b.count
        while i < n {
            let c = b[i]
            if c < 0x80 {
                if c == 0 { return i }
                i += 1
                continue
            }
            let len: Int
            let minScalar: UInt32
            if c & 0xE0 == 0xC0 { len = 2; minScalar = 0x80 }
            else if c & 0xF0 == 0xE0 { len = 3; minScalar = 0x800 }
            else if c & 0xF8 == 0xF0 { len = 4; minScalar = 0x10000 }
            else { return i }
            guard i + len <= n else { return i }
            var scalar = UInt32(c) & (len == 2 ? 0x1F : len == 3 ? 0x0F : 0x07)
            for k in 1..<len {
                let d = b[i + k]
                guard d & 0xC0 == 0x80 else { return i }
                scalar = scalar << 6 | UInt32(d & 0x3F)
            }
            // Overlong forms, UTF-16 surrogates and values past U+10FFFF are not UTF-8.
            if scalar < minScalar || (0xD800...0xDFFF).contains(scalar) || scalar > 0x10FFFF { return i }
            i += len
        }
        return nil
    }

    /// 1-based line and column (in characters) of a byte offset.
    static func lineColumn(_ b: [UInt8], offset: Int) -> (Int, Int) {
        var line = 1
        var lineStart = 0
        for k in 0..<min(offset, b.count) where b[k] == 0x0A {
            line += 1
            lineStart = k + 1
        }
        var column = 1
        for k in lineStart..<min(offset, b.count) where b[k] & 0xC0 != 0x80 { column += 1 }
        return (line, column)
    }
}

@inline(__always)
func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 || c == 0x0C || c == 0x0B }
