// AppExport.swift: the app's JSON export (domain.md §6.1) and this project's superset of it
// (design.md §8), read tolerantly and all-or-nothing, written with sorted keys as the app does.
//
// Accepted inputs: an export object {"clauses": [...], ...}; a bare array of clause objects; JSONL
// (one clause object per line, for files named .jsonl or .ndjson). Clause objects may also use the
// app's training-data spelling `proxyVariables`.
import DoshModel

/// An analysis read from a file, with notes the user should see.
public struct LoadedAnalysis: Sendable {
    public var analysis: Analysis
    public var notes: [String]
}

public enum AppExport {
    /// Reads an export (or JSONL) already in memory. `file` is the name used in error messages;
    /// the analysis is named after its policyName, or the file's base name. Throws FormatError, or
    /// Interrupted when `shouldStop` says so (it is asked every few thousand clauses).
    public static func read(_ bytes: [UInt8], file: String, shouldStop: @escaping () -> Bool = { false }) throws -> LoadedAnalysis {
        try bytes.withUnsafeBufferPointer { (buf) throws -> LoadedAnalysis in
            var reader = ExportReader(buf)
            reader.shouldStop = shouldStop
            do throws(ScanError) {
                let lower = file.lowercased()
                if lower.hasSuffix(".jsonl") || lower.hasSuffix(".ndjson") {
                    try reader.readClauseStream()
                } else {
                    try reader.readDocument()
                }
                try reader.finish()
            } catch {
                if error.reason == ExportReader.stopReason { throw Interrupted() }
                throw FormatError(file: file, bytes: buf, scan: error)
            }
            return reader.result(file: file)
        }
    }

    /// The project's superset of the app export, pretty-printed with sorted keys.
    public static func write(_ a: Analysis, score: ScoreResult, version: String) -> String {
        let t = a.clauses
        var clauses: [JSONValue] = []
        clauses.reserveCapacity(t.count)
        for i in t.indices {
            var members: [(String, JSONValue)] = [
                ("architectureScores", .object([
                    ("aar", .number(t.aar[i])), ("ij", .number(t.ij[i])), ("rsc", .number(t.rsc[i])), ("se", .number(t.se[i])),
                ])),
                ("confidence", .number(t.confidence[i])),
                ("effectDirection", .string(t.effect[i].rawName)),
                ("expandsOutgroup", .bool(t.expands[i])),
                ("id", .string(t.ids[i])),
                ("n", .number(Double(t.n[i]))),
                ("proxyTerms", .array(t.termRange(i).map { .string(t.terms[$0]) })),
                ("sectionType", .string(t.section[i].rawName)),
            ]
            // Only analysed text has a span: [start, end) in UTF-8 bytes of the source text.
            if let span = t.sourceSpan[i] {
                members.append(("sourceSpan", .array([.number(Double(span.lowerBound)), .number(Double(span.upperBound))])))
            }
            members += [
                ("targetGroup", .string(t.group[i].rawName)),
                ("text", .string(t.text[i])),
                ("tierUsed", .string(t.tier[i].rawName)),
                ("usesProxyVariables", .bool(t.usesProxy[i])),
                ("wasSafetyFallback", .bool(t.fallback[i])),
            ]
            clauses.append(.object(members))
        }
        var tiers = [0, 0, 0]
        for tier in t.tier { tiers[Int(tier.rawValue)] += 1 }
        var top: [(String, JSONValue)] = [("clauses", .array(clauses))]
        if let d = a.dateAnalyzed { top.append(("dateAnalyzed", .number(d))) }
        top.append(("doshVersion", .string(version)))
        top.append(("id", .string(a.id)))
        top.append(("policyName", .string(a.name)))
        top.append(("safetyFallbackCount", .number(Double(t.fallback.lazy.filter { $0 }.count))))
        top.append(("scoreResult", .object([
            ("ads", .number(score.ads)), ("cis", .number(score.cis)), ("coi", .number(score.coi)),
            ("dis", .number(score.dis)), ("eis", .number(score.eis)), ("oes", .number(score.oes)),
        ])))
        top.append(("sourceFilename", .string(a.sourceFilename)))
        top.append(("tierUsageStats", .object([
            ("tier1Count", .number(Double(tiers[0]))), ("tier2Count", .number(Double(tiers[1]))),
            ("tier3Count", .number(Double(tiers[2]))),
        ])))
        if let y = a.year { top.append(("year", .number(Double(y)))) }
        return JSONValue.object(top).serialized(pretty: true) + "\n"
    }
}

/// Each label set's raw names as bytes (index = the label's raw value), to match without Strings.
private let targetGroupNames = TargetGroup.allCases.map { Array($0.rawName.utf8) }
private let effectNames = EffectDirection.allCases.map { Array($0.rawName.utf8) }
private let sectionNames = SectionType.allCases.map { Array($0.rawName.utf8) }
private let tierNames = Tier.allCases.map { Array($0.rawName.utf8) }
private let architectureKeys = ["aar", "se", "ij", "rsc"].map { Array($0.utf8) }

/// Keys of an export clause object. Matched on raw bytes so no key becomes a String.
private enum ClauseKey: Int, CaseIterable {
    case architectureScores, confidence, effectDirection, expandsOutgroup, id, proxyTerms, proxyVariables
    case sectionType, targetGroup, text, tierUsed, wasSafetyFallback, usesProxyVariables, n, sourceSpan

    static let table: [[UInt8]] = allCases.map { Array("\($0)".utf8) }
}

private enum TopKey: Int, CaseIterable {
    case clauses, dateAnalyzed, id, policyName, sourceFilename, scoreResult, year, doshVersion
    case safetyFallbackCount, tierUsageStats

    static let table: [[UInt8]] = allCases.map { Array("\($0)".utf8) }
}

@inline(__always)
private func match(_ key: [UInt8], _ table: [[UInt8]]) -> Int? {
    for (k, candidate) in table.enumerated() where candidate.count == key.count && candidate == key { return k }
    return nil
}

private struct ExportReader {
    var s: JSONScanner
    var shouldStop: () -> Bool = { false }
    static let stopReason = "\u{0}stop"
    var table = ClauseTable()
    var clauseStarts: [Int] = []
    var nGiven = 0
    var inferredProxy = 0  // tier-2/3 clauses whose usesProxyVariables had to be inferred

    var id: String?
    var policyName: String?
    var sourceFilename: String?
    var dateAnalyzed: Double?
    var year: Int?
    var stored: ScoreResult?

    var key: [UInt8] = []
    var idBytes: [UInt8] = []
    var textBytes: [UInt8] = []
    var scratch: [UInt8] = []

    init(_ buf: UnsafeBufferPointer<UInt8>) {
        s = JSONScanner(buf)
        // Room for what a file this size may hold; pages never written are never touched.
        table.reserveCapacity(max(256, buf.count / 300), textBytes: buf.count / 2)
    }

    mutating func readDocument() throws(ScanError) {
        switch s.peek() {
        case nil: throw ScanError(offset: 0, reason: "the file is empty")
        case UInt8(ascii: "["): try readClauseArray()
        case UInt8(ascii: "{"): try readExportObject()
        default: throw s.error("expected an export object or an array of clauses, found \(s.found())")
        }
        try s.expectEnd()
    }

    mutating func readClauseStream() throws(ScanError) {
        guard s.peek() != nil else { throw ScanError(offset: 0, reason: "the file is empty") }
        while s.peek() != nil { try readClause() }
    }

    mutating func readClauseArray() throws(ScanError) {
        try s.beginArray()
        var first = true
        while try s.nextElement(first: &first) { try readClause() }
    }

    mutating func readExportObject() throws(ScanError) {
        let objectStart = s.i
        try s.beginObject()
        var first = true
        var seen = Set<Int>()
        var sawClauses = false
        while try s.nextMember(key: &key, first: &first) {
            let keyAt = s.keyOffset
            guard let k = match(key, TopKey.table).flatMap(TopKey.init(rawValue:)) else {
                try s.skipValue()
                continue
            }
            guard seen.insert(k.rawValue).inserted else { throw duplicateKey(k, at: keyAt) }
            switch k {
            case .clauses:
                try expectKind(UInt8(ascii: "["), "'clauses'", "an array")
                try readClauseArray()
                sawClauses = true
            case .dateAnalyzed: dateAnalyzed = try optionalNumber("'dateAnalyzed'")
            case .id: id = try optionalString("'id'")
            case .policyName: policyName = try optionalString("'policyName'")
            case .sourceFilename: sourceFilename = try optionalString("'sourceFilename'")
            case .doshVersion: _ = try optionalString("'doshVersion'")
            case .year:
                if s.peek() == UInt8(ascii: "n") { try s.readNull() } else {
                    try expectNumber("'year'")
                    year = try s.readInt()
                }
            case .scoreResult: try readScoreResult()
            case .safetyFallbackCount, .tierUsageStats: try s.skipValue()  // derived from the clauses
            }
        }
        if !sawClauses {
            throw ScanError(offset: objectStart, reason: "no 'clauses' array: this is not an app export (for one clause object per line, name the file .jsonl)")
        }
    }

    mutating func readScoreResult() throws(ScanError) {
        if s.peek() == UInt8(ascii: "n") { try s.readNull(); return }
        try expectKind(UInt8(ascii: "{"), "'scoreResult'", "an object")
        let at = s.i
        try s.beginObject()
        var values: [String: Double] = [:]
        var first = true
        while try s.nextMember(key: &key, first: &first) {
            let name = String(decoding: key, as: UTF8.self)
            if ["dis", "ads", "eis", "cis", "oes", "coi"].contains(name) {
                try expectNumber("'scoreResult.\(name)'")
                values[name] = try s.readNumber()
            } else {
                try s.skipValue()
            }
        }
        for name in ["ads", "cis", "coi", "dis", "eis", "oes"] where values[name] == nil {
            throw ScanError(offset: at, reason: "'scoreResult' has no '\(name)'")
        }
        stored = ScoreResult(dis: values["dis"]!, ads: values["ads"]!, eis: values["eis"]!,
                             cis: values["cis"]!, oes: values["oes"]!, coi: values["coi"]!)
    }

    mutating func readClause() throws(ScanError) {
        if table.count & 4095 == 4095, shouldStop() { throw ScanError(offset: s.i, reason: ExportReader.stopReason) }
        guard s.peek() == UInt8(ascii: "{") else { throw s.error("expected a clause object, found \(s.kindOfNext())") }
        let start = s.i
        try s.beginObject()
        var c = Clause(group: .multiple, effect: .neutral)
        var seen: UInt32 = 0
        var usesProxy: Bool?
        var terms: [[UInt8]] = []
        var hasN = false
        var hasText = false
        idBytes.removeAll(keepingCapacity: true)
        textBytes.removeAll(keepingCapacity: true)
        var first = true
        var range: Range<Int>?
        while try s.nextMemberKey(&range, key: &key, first: &first) {
            let keyAt = s.keyOffset
            guard let k = ClauseKey.allCases.first(where: { s.keyEquals(range, key, ClauseKey.table[$0.rawValue]) }) else {
                try s.skipValue()
                continue
            }
            let bit: UInt32 = 1 << UInt32(k == .proxyVariables ? ClauseKey.proxyTerms.rawValue : k.rawValue)
            guard seen & bit == 0 else { throw ScanError(offset: keyAt, reason: "duplicate key '\(k)' in a clause") }
            seen |= bit
            switch k {
            case .architectureScores: c.architecture = try readArchitecture()
            case .confidence:
                try expectNumber("'confidence'")
                c.confidence = try s.readNumber()
            case .effectDirection: c.effect = try readLabel(EffectDirection.self, "effectDirection", effectNames)
            case .targetGroup: c.group = try readLabel(TargetGroup.self, "targetGroup", targetGroupNames)
            case .sectionType: c.section = try readLabel(SectionType.self, "sectionType", sectionNames)
            case .tierUsed:
                if let p = s.peek(), p >= 0x30, p <= 0x39 {
                    let at = s.i
                    guard let t = Tier(number: try s.readInt()) else { throw ScanError(offset: at, reason: "'tierUsed' must be tier1, tier2 or tier3") }
                    c.tier = t
                } else {
                    c.tier = try readLabel(Tier.self, "tierUsed", tierNames)
                }
            case .expandsOutgroup: c.expandsOutgroup = try readBool("'expandsOutgroup'")
            case .wasSafetyFallback: c.wasSafetyFallback = try readBool("'wasSafetyFallback'")
            case .usesProxyVariables: usesProxy = try readBool("'usesProxyVariables'")
            case .id:
                try expectKind(UInt8(ascii: "\""), "'id'", "a string")
                try s.readString(into: &idBytes)
            case .text:
                try expectKind(UInt8(ascii: "\""), "'text'", "a string")
                try s.readString(into: &textBytes)
                hasText = true
            case .proxyTerms, .proxyVariables:
                if s.peek() == UInt8(ascii: "n") { try s.readNull(); break }
                try expectKind(UInt8(ascii: "["), "'proxyTerms'", "an array of strings")
                try s.beginArray()
                var firstTerm = true
                while try s.nextElement(first: &firstTerm) {
                    try expectKind(UInt8(ascii: "\""), "each proxy term", "a string")
                    scratch.removeAll(keepingCapacity: true)
                    try s.readString(into: &scratch)
                    terms.append(scratch)
                }
            case .sourceSpan: c.sourceSpan = try readSpan()
            case .n:
                try expectNumber("'n'")
                let at = s.i
                c.n = try s.readInt()
                guard c.n >= 0 else { throw ScanError(offset: at, reason: "'n' must not be negative") }
                hasN = true
            }
        }
        for (required, name) in [(ClauseKey.targetGroup, "targetGroup"), (.effectDirection, "effectDirection")]
        where seen & (1 << UInt32(required.rawValue)) == 0 {
            throw ScanError(offset: start, reason: "clause has no '\(name)'")
        }
        guard hasText else { throw ScanError(offset: start, reason: "clause has no 'text'") }
        if hasN { nGiven += 1 } else { c.n = table.count }
        if let u = usesProxy {
            c.usesProxy = u
        } else {
            c.usesProxy = !terms.isEmpty
            if c.tier != .tier1 { inferredProxy += 1 }
        }
        clauseStarts.append(start)
        table.append(c, idUTF8: idBytes, textUTF8: textBytes, termsUTF8: terms)
    }

    /// `[start, end]`: UTF-8 byte offsets into the analysed text, 0 ≤ start ≤ end.
    mutating func readSpan() throws(ScanError) -> Range<Int>? {
        if s.peek() == UInt8(ascii: "n") { try s.readNull(); return nil }
        let at = s.i
        try expectKind(UInt8(ascii: "["), "'sourceSpan'", "an array [start, end]")
        try s.beginArray()
        var bounds: [Int] = []
        var first = true
        while try s.nextElement(first: &first) {
            try expectNumber("each bound of 'sourceSpan'")
            bounds.append(try s.readInt())
        }
        guard bounds.count == 2, bounds[0] >= 0, bounds[0] <= bounds[1] else {
            throw ScanError(offset: at, reason: "'sourceSpan' must be [start, end] with 0 ≤ start ≤ end")
        }
        return bounds[0]..<bounds[1]
    }

    mutating func readArchitecture() throws(ScanError) -> ArchitectureScores {
        if s.peek() == UInt8(ascii: "n") { try s.readNull(); return .zero }
        try expectKind(UInt8(ascii: "{"), "'architectureScores'", "an object")
        try s.beginObject()
        var a = ArchitectureScores.zero
        var first = true
        var range: Range<Int>?
        while try s.nextMemberKey(&range, key: &key, first: &first) {
            switch architectureKeys.firstIndex(where: { s.keyEquals(range, key, $0) }) {
            case 0?: try expectNumber("'aar'"); a.aar = try s.readNumber()
            case 1?: try expectNumber("'se'"); a.se = try s.readNumber()
            case 2?: try expectNumber("'ij'"); a.ij = try s.readNumber()
            case 3?: try expectNumber("'rsc'"); a.rsc = try s.readNumber()
            default: try s.skipValue()
            }
        }
        return a
    }

    mutating func readLabel<L: ClauseLabel>(_: L.Type, _ name: String, _ names: [[UInt8]]) throws(ScanError) -> L {
        try expectKind(UInt8(ascii: "\""), "'\(name)'", "a string")
        let at = s.i
        scratch.removeAll(keepingCapacity: true)
        try s.readString(into: &scratch)
        // Fast path: the app writes the raw names exactly.
        if let k = names.firstIndex(of: scratch), let hit = L(rawValue: UInt8(k)) { return hit }
        let value = String(decoding: scratch, as: UTF8.self)
        guard let label = L(name: value) else {
            let valid = L.allCases.map(\.rawName)
            throw ScanError(offset: at, reason: "unknown \(name) '\(value)'" + didYouMean(closestMatch(to: value, in: valid))
                                + " (one of: \(valid.joined(separator: ", ")))")
        }
        return label
    }

    mutating func readBool(_ what: String) throws(ScanError) -> Bool {
        guard let p = s.peek(), p == UInt8(ascii: "t") || p == UInt8(ascii: "f") else {
            throw s.error("\(what) must be true or false, found \(s.kindOfNext())")
        }
        return try s.readBool()
    }

    mutating func optionalString(_ what: String) throws(ScanError) -> String? {
        if s.peek() == UInt8(ascii: "n") { try s.readNull(); return nil }
        try expectKind(UInt8(ascii: "\""), what, "a string")
        scratch.removeAll(keepingCapacity: true)
        try s.readString(into: &scratch)
        return String(decoding: scratch, as: UTF8.self)
    }

    mutating func optionalNumber(_ what: String) throws(ScanError) -> Double? {
        if s.peek() == UInt8(ascii: "n") { try s.readNull(); return nil }
        try expectNumber(what)
        return try s.readNumber()
    }

    mutating func expectNumber(_ what: String) throws(ScanError) {
        let p = s.peek()
        if let p, p == UInt8(ascii: "-") || (p >= 0x30 && p <= 0x39) || p == UInt8(ascii: "N") || p == UInt8(ascii: "I") { return }
        throw s.error("\(what) must be a number, found \(s.kindOfNext())")
    }

    mutating func expectKind(_ opener: UInt8, _ what: String, _ kind: String) throws(ScanError) {
        guard s.peek() == opener else { throw s.error("\(what) must be \(kind), found \(s.kindOfNext())") }
    }

    func duplicateKey(_ k: TopKey, at offset: Int) -> ScanError {
        ScanError(offset: offset, reason: "duplicate key '\(k)'")
    }

    /// Orders clauses by `n` when the file gives it (for every clause or none).
    mutating func finish() throws(ScanError) {
        guard nGiven > 0 else { return }
        guard nGiven == table.count else {
            let k = table.indices.first { _ in true } ?? 0
            throw ScanError(offset: clauseStarts.isEmpty ? 0 : clauseStarts[k], reason: "'n' must be given for every clause or for none (\(nGiven) of \(table.count) have it)")
        }
        let order = table.indices.sorted { (table.n[$0], $0) < (table.n[$1], $1) }
        for k in 1..<max(order.count, 1) where table.n[order[k]] == table.n[order[k - 1]] {
            throw ScanError(offset: clauseStarts[max(order[k], order[k - 1])], reason: "two clauses have n = \(table.n[order[k]])")
        }
        if order != Array(table.indices) { table = table.selecting(order) }
    }

    func result(file: String) -> LoadedAnalysis {
        let base = baseName(file)
        var notes: [String] = []
        // The inference can only matter for tier-2/3 clauses; say so unless the stored score confirms it.
        let confirmed = stored.map { abs(Scorer.app.score(ScoreStats(table)).coi - $0.coi) <= 1e-9 } ?? false
        if inferredProxy > 0 && !confirmed {
            notes.append("usesProxyVariables is not in app exports; inferred from proxyTerms for \(counted(inferredProxy, "tier-2/3 clause")), so rescoring may differ from the stored score")
        }
        let name = (policyName?.isEmpty == false ? policyName! : base).trimmedWhitespace
        let a = Analysis(name: name, id: id ?? "", policyName: name,
                         sourceFilename: sourceFilename ?? lastPathComponent(file), dateAnalyzed: dateAnalyzed,
                         year: year, storedScore: stored, origin: file, clauses: table)
        return LoadedAnalysis(analysis: a, notes: notes)
    }
}

/// The last path component of a path.
public func lastPathComponent(_ path: String) -> String {
    String(path.split(separator: "/", omittingEmptySubsequences: true).last ?? Substring(path))
}

/// The last path component without its extension.
public func baseName(_ path: String) -> String {
    let last = lastPathComponent(path)
    if let dot = last.lastIndex(of: "."), dot != last.startIndex { return String(last[..<dot]) }
    return last
}
