// The app export: examples against their stored scores, round trips, tolerance, exact errors.
import DoshFormats
import DoshModel
import Foundation
import Testing

/// The repository's top folder (this file is Tests/DoshFormatsTests/…).
let repoRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

func read(_ s: String, file: String = "t.json") throws -> Analysis {
    try AppExport.read(bytes(s), file: file).analysis
}

/// The error line for reading `s`.
func readError(_ s: String, file: String = "t.json") -> String? {
    readError(bytes(s), file: file)
}

func readError(_ b: [UInt8], file: String = "t.json") -> String? {
    do {
        _ = try AppExport.read(b, file: file)
        return nil
    } catch {
        return (error as? any DoshError)?.message
    }
}

let oneClause = #"{"text": "x", "targetGroup": "outgroup", "effectDirection": "burden"}"#

@Suite struct ExampleTests {
    static let examples = ["safe_neighborhoods_act", "housing_opportunity_act", "fair_chance_reentry_act"]

    /// Each example's stored scoreResult was computed by a separate implementation of the formulas when it
    /// was written; dosh's rescore under the app's defaults must agree within 1e-9.
    @Test(arguments: examples)
    func rescoreMatchesStoredScore(name: String) throws {
        let path = repoRoot.appendingPathComponent("Examples/\(name).json").path
        let loaded = try AppExport.read(try readFile(path), file: path)
        let a = loaded.analysis
        let stored = try #require(a.storedScore)
        let score = Workspace().score(a)
        for (x, y) in [(score.dis, stored.dis), (score.ads, stored.ads), (score.eis, stored.eis), (score.cis, stored.cis),
                       (score.oes, stored.oes), (score.coi, stored.coi)] {
            #expect(abs(x - y) <= 1e-9, "\(name): \(x) vs stored \(y)")
        }
        #expect(a.name == name && a.sourceFilename == "\(name).pdf")
        #expect(a.clauses.n == Array(0..<a.clauses.count))
        #expect(loaded.notes.isEmpty)  // the stored score confirms the inferred proxy flags
    }

    @Test func examplesSpanTheSeverities() throws {
        let ws = Workspace()
        var labels: [String: Severity] = [:]
        var signed = Workspace()
        signed.profile = .signed
        for name in Self.examples {
            let path = repoRoot.appendingPathComponent("Examples/\(name).json").path
            let a = try AppExport.read(try readFile(path), file: path).analysis
            labels[name] = ws.score(a).severity
            if name == "fair_chance_reentry_act" { #expect(signed.score(a).severity == .liberatory) }
        }
        #expect(labels["safe_neighborhoods_act"] == .moderate)
        #expect(labels["fair_chance_reentry_act"] == .low)
    }
}

@Suite struct RoundTripTests {
    @Test(arguments: ExampleTests.examples)
    func exportThenLoadReproducesTheAnalysis(name: String) throws {
        let path = repoRoot.appendingPathComponent("Examples/\(name).json").path
        var a = try AppExport.read(try readFile(path), file: path).analysis
        a.year = 2026
        let ws = Workspace()
        let text = AppExport.write(a, score: ws.score(a), version: DoshVersion.current)
        let b = try AppExport.read(bytes(text), file: "round.json").analysis
        #expect(b.clauses == a.clauses)
        #expect(b.name == a.name && b.id == a.id && b.dateAnalyzed == a.dateAnalyzed && b.year == 2026)
        #expect(b.sourceFilename == a.sourceFilename)
        #expect(ws.score(b) == ws.score(a))
        #expect(b.storedScore == ws.score(a))
        // Writing again gives the same bytes.
        #expect(AppExport.write(b, score: ws.score(b), version: DoshVersion.current) == text)
    }

    @Test func orderFollowsN() throws {
        let a = try read(#"{"clauses": [{"n": 1, "text": "b", "targetGroup": "elite", "effectDirection": "benefit"},"# +
                         #"{"n": 0, "text": "a", "targetGroup": "outgroup", "effectDirection": "burden"}]}"#)
        #expect(a.clauses.text[0] == "a" && a.clauses.n == [0, 1])
    }
}

@Suite struct TolerantReadingTests {
    @Test func compactEscapedSlashesIntegersUnknownKeysAndBOM() throws {
        let text = "\u{FEFF}" + #"{"future":{"x":[1,2,{"y":null}]},"policyName":"a\/b","clauses":[{"text":"t\u00e9\n","targetGroup":"ELITE","effectDirection":"benefit","architectureScores":{"aar":1,"se":0,"ij":0,"rsc":1,"extra":2},"confidence":1,"tierUsed":"tier2","proxyTerms":["urban"],"unknown":true}]}"#
        let a = try read(text)
        #expect(a.name == "a/b")
        #expect(a.clauses.text[0] == "té\n")
        #expect(a.clauses.group[0] == .elite && a.clauses.tier[0] == .tier2)
        #expect(a.clauses.architecture(0) == ArchitectureScores(aar: 1, se: 0, ij: 0, rsc: 1))
        #expect(a.clauses.usesProxy[0] && a.clauses.proxyTerms(0) == ["urban"])
    }

    @Test func appleDateAndDefaults() throws {
        let a = try read(#"{"clauses":[\#(oneClause)],"dateAnalyzed":792776530.25}"#, file: "dir/bill_7.json")
        #expect(a.dateAnalyzed == 792_776_530.25 && a.yearAnalyzed == 2026)
        #expect(a.name == "bill_7" && a.sourceFilename == "bill_7.json")
        #expect(a.clauses[0] == Clause(n: 0, id: "", text: "x", group: .outgroup, effect: .burden))
    }

    @Test func jsonlAndBareArray() throws {
        let jsonl = oneClause + "\n\n" + #"{"text": "y", "targetGroup": "elite", "effectDirection": "benefit", "proxyVariables": ["a"], "usesProxyVariables": false}"# + "\n"
        let a = try read(jsonl, file: "clauses.jsonl")
        #expect(a.clauses.count == 2 && a.name == "clauses")
        #expect(a.clauses.proxyTerms(1) == ["a"] && a.clauses.usesProxy[1] == false)
        let b = try read("[" + oneClause + "," + oneClause + "]")
        #expect(b.clauses.count == 2)
    }

    @Test func numbers() throws {
        let a = try read(#"{"clauses":[{"text":"x","targetGroup":"outgroup","effectDirection":"burden","confidence":-1.5e-3,"architectureScores":{"aar":0.1,"se":123456789012345678901234,"ij":1E2,"rsc":0.30000000000000004}}]}"#)
        #expect(a.clauses.confidence[0] == -0.0015)
        #expect(a.clauses.aar[0] == 0.1 && a.clauses.se[0] == 1.2345678901234568e23 && a.clauses.ij[0] == 100)
        #expect(a.clauses.rsc[0] == 0.30000000000000004)
    }
}

@Suite struct BadInputTests {
    @Test(arguments: [
        // truncated
        (#"{"clauses": [{"text": "x", "targetGroup": "outgroup""#, "t.json:1:53: unexpected end of file inside an object (expected '}')"),
        // wrong type
        (#"{"clauses": [{"text": 3, "targetGroup": "outgroup", "effectDirection": "burden"}]}"#, "t.json:1:23: 'text' must be a string, found a number"),
        // unknown enum value
        ("{\"clauses\": [\n  {\"text\": \"x\", \"targetGroup\": \"outgroupp\", \"effectDirection\": \"burden\"}]}",
         "t.json:2:32: unknown targetGroup 'outgroupp' (did you mean 'outgroup'?) (one of: outgroup, ingroupNonElite, elite, multiple)"),
        ("", "t.json:1:1: the file is empty"),
        ("  \n ", "t.json:1:1: the file is empty"),
        (#"{"clauses": [], "clauses": []}"#, "t.json:1:17: duplicate key 'clauses'"),
        (#"{"policyName": "x"}"#, "t.json:1:1: no 'clauses' array: this is not an app export (for one clause object per line, name the file .jsonl)"),
        (#"{"clauses": [{"targetGroup": "outgroup", "effectDirection": "burden"}]}"#, "t.json:1:14: clause has no 'text'"),
        (#"{"clauses": [{"text": "x", "effectDirection": "burden"}]}"#, "t.json:1:14: clause has no 'targetGroup'"),
        (#"{"clauses": [{"text": "x", "text": "y", "targetGroup": "outgroup", "effectDirection": "burden"}]}"#, "t.json:1:28: duplicate key 'text' in a clause"),
        (#"{"clauses": [{"text": "x", "targetGroup": "outgroup", "effectDirection": "burden", "confidence": NaN}]}"#, "t.json:1:98: NaN and Infinity are not JSON numbers"),
        (#"{"clauses": [{"text": "x", "targetGroup": "outgroup", "effectDirection": "burden", "confidence": 1e999}]}"#, "t.json:1:98: number out of range: 1e999"),
        (#"{"clauses": [], }"#, "t.json:1:17: trailing comma before '}'"),
        (#"{"clauses": []} x"#, "t.json:1:17: unexpected 'x' after the end of the JSON value"),
        (#"{"clauses": [{"text": "a\qb"}]}"#, "t.json:1:25: invalid escape '\\q' in a string"),
        ("{\"clauses\": [{\"text\": \"a\tb\"}]}", "t.json:1:25: control character U+0009 inside a string (write it as an escape)"),
        (#"{"clauses": [{"text": "x", "targetGroup": "outgroup", "effectDirection": "burden", "n": 1.5}]}"#, "t.json:1:89: expected a whole number, found 1.5"),
        (#"{"clauses": [{"n": 0, "text": "x", "targetGroup": "outgroup", "effectDirection": "burden"}, {"text": "y", "targetGroup": "outgroup", "effectDirection": "burden"}]}"#,
         "t.json:1:14: 'n' must be given for every clause or for none (1 of 2 have it)"),
    ])
    func exactErrorLine(input: String, expected: String) {
        #expect(readError(input) == expected)
    }

    @Test func invalidUTF8() {
        let b = bytes(#"{"clauses": [{"text": "a"#) + [0xFF] + bytes(#"b"}]}"#)
        #expect(readError(b) == "t.json:1:25: invalid UTF-8 byte 0xFF")
        let overlong = bytes(#"{"clauses": [{"text": ""#) + [0xC0, 0x80] + bytes(#""}]}"#)
        #expect(readError(overlong) == "t.json:1:24: invalid UTF-8 byte 0xC0")
    }

    @Test func columnsCountCharactersNotBytes() {
        #expect(readError(#"{"policyName": "é", "x": }"#) == "t.json:1:26: expected a value, found '}'")
    }

    @Test func deepNestingIsRefused() {
        let deep = #"{"clauses": [], "x": "# + String(repeating: "[", count: 100) + String(repeating: "]", count: 100) + "}"
        #expect(readError(deep) == "t.json:1:85: nesting deeper than 64 levels")
    }
}

@Suite struct FileTests {
    let dir: String = {
        let d = FileManager.default.temporaryDirectory.appendingPathComponent("dosh-files-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: d, withIntermediateDirectories: true)
        return d.path
    }()

    @Test func missingFileAndDirectory() {
        #expect(throws: FileError.notFound(dir + "/nope.json")) { try readFile(dir + "/nope.json") }
        #expect(throws: FileError.isDirectory(dir)) { try readFile(dir) }
        #expect(FileError.notFound("x.json").message == "x.json: no such file")
        #expect(FileError.isDirectory("Examples").message == "Examples: is a directory, not a file")
    }

    @Test func atomicWriteReplacesWholeFileAndLeavesNoTemp() throws {
        let p = dir + "/out.json"
        try writeFileAtomically(p, "first")
        try writeFileAtomically(p, "second")
        #expect(try readFile(p) == bytes("second"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["out.json"])
        #expect(throws: FileError.self) { try writeFileAtomically(dir + "/missing/x.json", "x") }
    }

    @Test func sizeLimit() throws {
        let p = dir + "/big.json"
        try writeFileAtomically(p, String(repeating: " ", count: 2000))
        #expect(throws: FileError.tooLarge(p, size: 2000, limit: 1000)) { try readFile(p, limit: 1000) }
    }

    /// FIPS 180-4 test vectors.
    @Test func sha256() {
        #expect(SHA256.hex(bytes("abc")) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex([UInt8]()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(bytes("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256.hex([UInt8](repeating: 0x61, count: 1_000_000)) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }
}

@Suite struct JSONValueTests {
    @Test func parseAndSerialize() throws {
        let v = try JSONValue.parse(#"{"a": [1, 2.5, true, null, "x\"y"], "b": {}}"#, file: "v.json")
        #expect(v.serialized() == #"{"a":[1,2.5,true,null,"x\"y"],"b":{}}"#)
        #expect(v.serialized(pretty: true) == "{\n  \"a\" : [\n    1,\n    2.5,\n    true,\n    null,\n    \"x\\\"y\"\n  ],\n  \"b\" : {}\n}")
        #expect(jsonString("tab\there\u{1}") == #""tab\there\u0001""#)
    }

    @Test func weightsFile() throws {
        var w = Weights.app
        w.dis = 0.5
        w.adsAAR = 0.1
        let text = WeightsFile.write(w)
        #expect(try WeightsFile.read(bytes(text), file: "w.json") == w)
        #expect(try WeightsFile.read(bytes(#"{"oes": 0}"#), file: "w.json").oes == 0)
        #expect(throws: FormatError(file: "w.json", reason: "unknown weight 'dsi' (did you mean 'dis'?)")) {
            try WeightsFile.read(bytes(#"{"dsi": 0.2}"#), file: "w.json")
        }
        #expect(throws: FormatError(file: "w.json", reason: "weight 'ads' must not be negative (got -1)")) {
            try WeightsFile.read(bytes(#"{"ads": -1}"#), file: "w.json")
        }
    }
}

/// Resource limits (issue 9): each with its exact error or documented behaviour.
@Suite struct ResourceLimitTests {
    /// A 100 MB string is refused at its opening quote, without reading the rest into memory.
    @Test func aHundredMegabyteString() {
        var b = Array(#"{"clauses": [{"targetGroup": "elite", "effectDirection": "benefit", "text": ""#.utf8)
        let quote = b.count
        b.append(contentsOf: [UInt8](repeating: 0x61, count: 100_000_000))
        b.append(contentsOf: Array(#""}]}"#.utf8))
        #expect(readError(b) == "t.json:1:\(quote): a string longer than 16 MB (no clause is that long; is this the right file?)")
    }

    /// 16 MB minus a little is still a string dosh reads.
    @Test func justUnderTheStringLimit() throws {
        let text = String(repeating: "a", count: (16 << 20) - 16)
        let a = try read(#"{"clauses": [{"targetGroup": "elite", "effectDirection": "benefit", "text": "\#(text)"}]}"#)
        #expect(a.clauses.text[0].utf8.count == (16 << 20) - 16)
    }

    /// Nesting is bounded (64 levels) so a hostile file cannot exhaust the stack: tested in BadInputTests.
    /// NaN, Infinity, 1e999 and duplicate keys: tested in BadInputTests with their exact errors.

    /// A lone carriage return ends a CSV line (found by LoaderFuzz: line numbers count it).
    @Test func loneCarriageReturnInCSV() {
        #expect(chainError("name,year,coi\ra,1900,2\r", file: "c.csv") == "c.csv:2: step 1: 'coi' must be between -1 and 1, not 2")
    }
}
