// ChainFile.swift: historical chains as files (design.md §8) — JSON
// {"name", "alpha"?, "steps": [{"name", "year", "coi" | "reduction", "analysis"?}]} or CSV with the
// step columns (name, year, coi, reduction, analysis, and optionally alpha). Errors name the file
// and line: "FILE:LINE: …".
import DoshModel

public enum ChainFile {
    static let stepKeys = ["name", "year", "coi", "reduction", "analysis"]

    /// Reads a chain; `file` names it in errors, and its base name is the chain's default name.
    public static func read(_ bytes: [UInt8], file: String) throws(FormatError) -> Chain {
        if file.lowercased().hasSuffix(".csv") {
            guard let text = String(validating: bytes, as: UTF8.self) else { throw FormatError(file: file, reason: "not valid UTF-8 text") }
            return try readCSV(text, file: file)
        }
        return try readJSON(bytes, file: file)
    }

    static func error(_ file: String, _ line: Int, _ reason: String) -> FormatError {
        FormatError(file: file, position: SourcePosition(line: line, column: 0), reason: reason)  // "FILE:LINE: …"
    }

    // MARK: JSON

    static func readJSON(_ bytes: [UInt8], file: String) throws(FormatError) -> Chain {
        let root = try JSONValue.parse(bytes, file: file)
        let lines = lineStarts(bytes)
        guard case .object(let members) = root else { throw FormatError(file: file, reason: "a chain file is a JSON object with 'steps', not \(root.typeName)") }
        var name = baseName(file)
        var alpha: Double?
        var steps: [ChainStep]?
        // Positions of the step objects, for errors that point at a step's line.
        let stepLines = objectLines(in: bytes, arrayKey: "steps", lines: lines)
        for (key, value) in members {
            switch key {
            case "name":
                guard case .string(let s) = value, !s.trimmedWhitespace.isEmpty else { throw FormatError(file: file, reason: "'name' must be a non-empty string") }
                name = s.trimmedWhitespace
            case "alpha":
                guard case .number(let a) = value else { throw FormatError(file: file, reason: "'alpha' must be a number, not \(value.typeName)") }
                guard a >= 0 else { throw FormatError(file: file, reason: "'alpha' must not be negative") }
                alpha = a
            case "steps":
                guard case .array(let items) = value else { throw FormatError(file: file, reason: "'steps' must be an array of steps, not \(value.typeName)") }
                var out: [ChainStep] = []
                for (k, item) in items.enumerated() {
                    let line = k < stepLines.count ? stepLines[k] : 1
                    guard case .object(let fields) = item else { throw error(file, line, "step \(k + 1) must be an object, not \(item.typeName)") }
                    var raw: [String: JSONValue] = [:]
                    for (f, v) in fields {
                        guard stepKeys.contains(f) else {
                            throw error(file, line, "step \(k + 1): unknown key '\(f)'" + didYouMean(closestMatch(to: f, in: stepKeys)) + " (keys: \(stepKeys.joined(separator: ", ")))")
                        }
                        raw[f] = v
                    }
                    out.append(try step(k + 1, line: line, file: file) { key in
                        switch raw[key] {
                        case nil, .null?: return nil
                        case .string(let s)?: return .text(s)
                        case .number(let d)?: return .number(d)
                        case let v?: return .wrong(v.typeName)
                        }
                    })
                }
                steps = out
            default:
                throw FormatError(file: file, reason: "unknown key '\(key)'" + didYouMean(closestMatch(to: key, in: ["name", "alpha", "steps"])) + " (keys: name, alpha, steps)")
            }
        }
        guard let steps else { throw FormatError(file: file, reason: "no 'steps' array") }
        return Chain(name: name, alpha: alpha, steps: steps, note: "loaded from \(lastPathComponent(file))")
    }

    /// Byte offsets where lines start.
    static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        for (k, b) in bytes.enumerated() where b == 0x0A { starts.append(k + 1) }
        return starts
    }

    /// The line of each object inside the top-level array named `arrayKey` (a light scan; the
    /// document has already been parsed, so it is valid JSON).
    static func objectLines(in bytes: [UInt8], arrayKey: String, lines: [Int]) -> [Int] {
        let key = Array("\"\(arrayKey)\"".utf8)
        guard let start = bytes.indices.first(where: { bytes[$0...].starts(with: key) }) else { return [] }
        var depth = 0
        var inString = false, escaped = false
        var out: [Int] = []
        var k = start + key.count
        while k < bytes.count {
            let b = bytes[k]
            if inString {
                if escaped { escaped = false } else if b == 0x5C { escaped = true } else if b == 0x22 { inString = false }
            } else if b == 0x22 {
                inString = true
            } else if b == UInt8(ascii: "[") || b == UInt8(ascii: "{") {
                depth += 1
                if depth == 2 && b == UInt8(ascii: "{") {
                    out.append((lines.lastIndex { $0 <= k } ?? 0) + 1)
                }
            } else if b == UInt8(ascii: "]") || b == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { break }
            }
            k += 1
        }
        return out
    }

    // MARK: CSV

    static func readCSV(_ text: String, file: String) throws(FormatError) -> Chain {
        let records = try CSVReader.parse(text, file: file)
        guard let header = records.first else { throw FormatError(file: file, reason: "the file is empty (expected a header: name,year,coi,reduction,analysis)") }
        let columns = header.fields.map { $0.trimmedWhitespace.lowercased() }
        for c in columns where !(stepKeys + ["alpha"]).contains(c) {
            throw error(file, header.line, "unknown column '\(c)'" + didYouMean(closestMatch(to: c, in: stepKeys + ["alpha"])) + " (columns: name, year, coi, reduction, analysis, alpha)")
        }
        guard columns.contains("year") else { throw error(file, header.line, "no 'year' column") }
        var alpha: Double?
        var steps: [ChainStep] = []
        for (k, r) in records.dropFirst().enumerated() {
            guard r.fields.count == columns.count else {
                throw error(file, r.line, "\(counted(r.fields.count, "field")) where the header has \(columns.count)")
            }
            var values: [String: String] = [:]
            for (c, v) in zip(columns, r.fields) { values[c] = v.trimmedWhitespace }
            if let a = values["alpha"], !a.isEmpty {
                guard let v = Double(a), v.isFinite, v >= 0 else { throw error(file, r.line, "'alpha' must be a number ≥ 0, not '\(a)'") }
                if let earlier = alpha, earlier != v { throw error(file, r.line, "'alpha' differs from an earlier row (a chain has one α)") }
                alpha = v
            }
            steps.append(try step(k + 1, line: r.line, file: file) { key in
                guard let v = values[key], !v.isEmpty else { return nil }
                if key == "name" || key == "analysis" { return .text(v) }
                guard let d = Double(v) else { return .wrong("'\(v)'") }
                return .number(d)
            })
        }
        return Chain(name: baseName(file), alpha: alpha, steps: steps, note: "loaded from \(lastPathComponent(file))")
    }

    // MARK: steps

    enum Cell {
        case text(String)
        case number(Double)
        case wrong(String)
    }

    /// A step from its cells, checked: year required and whole; coi in [−1, 1] or reduction in [0, 1], not both;
    /// at least one of coi, reduction, analysis.
    static func step(_ k: Int, line: Int, file: String, _ cell: (String) -> Cell?) throws(FormatError) -> ChainStep {
        func text(_ key: String) throws(FormatError) -> String? {
            switch cell(key) {
            case nil: return nil
            case .text(let s)?: return s.trimmedWhitespace.isEmpty ? nil : s.trimmedWhitespace
            case .number?: throw error(file, line, "step \(k): '\(key)' must be text")
            case .wrong(let t)?: throw error(file, line, "step \(k): '\(key)' must be text, not \(t)")
            }
        }
        func number(_ key: String) throws(FormatError) -> Double? {
            switch cell(key) {
            case nil: return nil
            case .number(let d)?: return d
            case .text(let s)?: throw error(file, line, "step \(k): '\(key)' must be a number, not '\(s)'")
            case .wrong(let t)?: throw error(file, line, "step \(k): '\(key)' must be a number, not \(t)")
            }
        }
        guard let year = try number("year") else { throw error(file, line, "step \(k): 'year' is required") }
        guard year == year.rounded(), abs(year) < 100_000 else { throw error(file, line, "step \(k): 'year' must be a whole number, not \(formatShortest(year))") }
        let coi = try number("coi"), reduction = try number("reduction")
        let analysis = try text("analysis")
        if coi != nil && reduction != nil { throw error(file, line, "step \(k): give 'coi' or 'reduction', not both") }
        if let c = coi, !(c >= -1 && c <= 1) { throw error(file, line, "step \(k): 'coi' must be between -1 and 1, not \(formatShortest(c))") }
        if let r = reduction, !(r >= 0 && r <= 1) { throw error(file, line, "step \(k): 'reduction' must be between 0 and 1, not \(formatShortest(r))") }
        if coi == nil && reduction == nil && analysis == nil {
            throw error(file, line, "step \(k): give a 'coi', a 'reduction', or an 'analysis' whose COI is used")
        }
        guard let name = try text("name") ?? analysis else { throw error(file, line, "step \(k): 'name' is required (or an 'analysis' to name it after)") }
        return ChainStep(name: name, year: Int(year), expectedCOI: coi, reduction: reduction, analysis: analysis)
    }

    // MARK: writing

    /// JSON (or CSV when the file name ends in .csv) that `read` loads back as the same chain.
    public static func write(_ chain: Chain, csv: Bool) -> String {
        if csv {
            var lines = [csvRecord(["name", "year", "coi", "reduction", "analysis"] + (chain.alpha == nil ? [] : ["alpha"]))]
            for s in chain.steps {
                lines.append(csvRecord([s.name, String(s.year), s.expectedCOI.map(formatShortest) ?? "", s.reduction.map(formatShortest) ?? "",
                                        s.analysis ?? ""] + (chain.alpha.map { [formatShortest($0)] } ?? [])))
            }
            return lines.joined(separator: "\n") + "\n"
        }
        var top: [(String, JSONValue)] = [("name", .string(chain.name))]
        if let a = chain.alpha { top.append(("alpha", .number(a))) }
        top.append(("steps", .array(chain.steps.map { s in
            var f: [(String, JSONValue)] = [("name", .string(s.name)), ("year", .number(Double(s.year)))]
            if let c = s.expectedCOI { f.append(("coi", .number(c))) }
            if let r = s.reduction { f.append(("reduction", .number(r))) }
            if let a = s.analysis { f.append(("analysis", .string(a))) }
            return .object(f)
        })))
        return JSONValue.object(top).serialized(pretty: true) + "\n"
    }
}
