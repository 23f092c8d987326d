// Chain files: JSON and CSV, round trips, and every malformed case with its exact error.
import DoshFormats
import DoshModel
import Foundation
import Testing

func chainError(_ text: String, file: String = "c.json") -> String? {
    do { _ = try ChainFile.read(Array(text.utf8), file: file); return nil } catch { return error.message }
}

@Suite struct ChainFileTests {
    let json = """
        {
          "name": "mine",
          "alpha": 0.2,
          "steps": [
            {"name": "Redlining", "year": 1934, "coi": 0.8},
            {"name": "Drug laws", "year": 1971, "reduction": 0.3},
            {"year": 2026, "analysis": "safer streets"}
          ]
        }
        """

    @Test func readsJSON() throws {
        let c = try ChainFile.read(Array(json.utf8), file: "dir/c.json")
        #expect(c.name == "mine" && c.alpha == 0.2)
        #expect(c.steps == [ChainStep(name: "Redlining", year: 1934, expectedCOI: 0.8),
                            ChainStep(name: "Drug laws", year: 1971, reduction: 0.3),
                            ChainStep(name: "safer streets", year: 2026, analysis: "safer streets")])
    }

    @Test func roundTripsThroughJSONAndCSV() throws {
        let c = try ChainFile.read(Array(json.utf8), file: "c.json")
        #expect(try ChainFile.read(Array(ChainFile.write(c, csv: false).utf8), file: "x.json").steps == c.steps)
        let csv = ChainFile.write(c, csv: true)
        #expect(csv == "name,year,coi,reduction,analysis,alpha\nRedlining,1934,0.8,,,0.2\nDrug laws,1971,,0.3,,0.2\nsafer streets,2026,,,safer streets,0.2\n")
        let back = try ChainFile.read(Array(csv.utf8), file: "mine.csv")
        #expect(back.steps == c.steps && back.alpha == 0.2 && back.name == "mine")
        // The presets survive too.
        for preset in Chain.presets {
            #expect(try ChainFile.read(Array(ChainFile.write(preset, csv: false).utf8), file: "p.json").steps == preset.steps)
        }
    }

    /// A quote followed by a combining mark is one Character but two scalars; the writer must still
    /// double it (found by LoaderFuzz: such a chain saved to CSV did not load back).
    @Test func quoteBeforeACombiningMarkSurvivesCSV() throws {
        let name = "a \"\u{34A}b\" c"
        #expect(csvField(name) == "\"a \"\"\u{34A}b\"\" c\"")
        #expect("x'\u{301}y".replacingAll("'", with: "'\\''") == "x'\\''\u{301}y")
        let c = Chain(name: "m", alpha: nil, steps: [ChainStep(name: name, year: 1900, expectedCOI: 0.5)], note: "")
        let back = try ChainFile.read(Array(ChainFile.write(c, csv: true).utf8), file: "m.csv")
        #expect(back.steps == c.steps)
    }

    /// The input LoaderFuzz found (Fuzz/corpus/loader/regression-quote-combining-mark): a step name
    /// with bare quotes, one of them before U+034A. It loads as CSV and must load back after saving.
    @Test func loaderFuzzCrashQuoteCombiningMark() throws {
        let url = repoRoot.appendingPathComponent("Fuzz/corpus/loader/regression-quote-combining-mark")
        let input = try [UInt8](Data(contentsOf: url))
        let c = try ChainFile.read(input, file: "c.csv")
        #expect(c.steps.count == 1 && c.steps[0].year == 914 && c.steps[0].expectedCOI == 0.82 && c.steps[0].analysis == "HOL1)")
        #expect(c.steps[0].name.unicodeScalars.contains("\u{34A}"))
        let back = try ChainFile.read(Array(ChainFile.write(c, csv: true).utf8), file: "c.csv")
        #expect(back.steps == c.steps)
    }

    @Test func csvWithQuotesAndWithoutAlpha() throws {
        let c = try ChainFile.read(Array("name,year,coi\n\"Slave Codes, Virginia\",1705,0.93\n\nSegregation,1896,0.7\n".utf8), file: "jim.csv")
        #expect(c.name == "jim" && c.alpha == nil)
        #expect(c.steps.map(\.name) == ["Slave Codes, Virginia", "Segregation"])
    }

    @Test(arguments: [
        ("[1]", "c.json: a chain file is a JSON object with 'steps', not an array"),
        (#"{"name": "x"}"#, "c.json: no 'steps' array"),
        (#"{"nmae": "x", "steps": []}"#, "c.json: unknown key 'nmae' (did you mean 'name'?) (keys: name, alpha, steps)"),
        (#"{"steps": {}}"#, "c.json: 'steps' must be an array of steps, not an object"),
        (#"{"alpha": -1, "steps": []}"#, "c.json: 'alpha' must not be negative"),
        ("{\"steps\": [\n{\"name\": \"a\", \"coi\": 0.5}]}", "c.json:2: step 1: 'year' is required"),
        ("{\"steps\": [\n{\"name\": \"a\", \"year\": 1900, \"coi\": 0.5},\n{\"name\": \"b\", \"year\": 1901, \"coi\": 0.5, \"reduction\": 0.2}]}",
         "c.json:3: step 2: give 'coi' or 'reduction', not both"),
        ("{\"steps\": [\n{\"name\": \"a\", \"year\": 1900, \"coi\": 1.5}]}", "c.json:2: step 1: 'coi' must be between -1 and 1, not 1.5"),
        ("{\"steps\": [\n{\"name\": \"a\", \"year\": 1900, \"reduction\": -0.1}]}", "c.json:2: step 1: 'reduction' must be between 0 and 1, not -0.1"),
        ("{\"steps\": [\n{\"name\": \"a\", \"year\": 1900.5, \"coi\": 0.5}]}", "c.json:2: step 1: 'year' must be a whole number, not 1900.5"),
        ("{\"steps\": [\n{\"name\": \"a\", \"year\": 1900, \"redution\": 0.5}]}",
         "c.json:2: step 1: unknown key 'redution' (did you mean 'reduction'?) (keys: name, year, coi, reduction, analysis)"),
        ("{\"steps\": [\n{\"name\": \"a\", \"year\": 1900}]}", "c.json:2: step 1: give a 'coi', a 'reduction', or an 'analysis' whose COI is used"),
        ("{\"steps\": [\n{\"name\": \"a\", \"year\": \"1900\", \"coi\": 0.5}]}", "c.json:2: step 1: 'year' must be a number, not '1900'"),
        ("{\"steps\": [\n{\"year\": 1900, \"coi\": 0.5}]}", "c.json:2: step 1: 'name' is required (or an 'analysis' to name it after)"),
        ("{\"steps\": [\n  3]}", "c.json:1: step 1 must be an object, not a number"),
        ("{\"steps\": [\n{\"name\": \"a\",, }]}", "c.json:2:14: expected a quoted key, found ','"),
        ("", "c.json:1:1: no JSON value (the input is empty)"),
    ])
    func malformedJSON(text: String, expected: String) {
        #expect(chainError(text) == expected)
    }

    @Test(arguments: [
        ("", "c.csv: the file is empty (expected a header: name,year,coi,reduction,analysis)"),
        ("name,yaer,coi\n", "c.csv:1: unknown column 'yaer' (did you mean 'year'?) (columns: name, year, coi, reduction, analysis, alpha)"),
        ("name,coi\na,0.5\n", "c.csv:1: no 'year' column"),
        ("name,year,coi\na,1900\n", "c.csv:2: 2 fields where the header has 3"),
        ("name,year,coi\na,1900,high\n", "c.csv:2: step 1: 'coi' must be a number, not 'high'"),
        ("name,year,coi,alpha\na,1900,0.5,0.1\nb,1901,0.5,0.2\n", "c.csv:3: 'alpha' differs from an earlier row (a chain has one α)"),
        ("name,year,coi\n\"a,1900,0.5\n", "c.csv:2: unterminated quoted field"),
        ("name,year,coi\n\"a\"x,1900,0.5\n", "c.csv:2:4: unexpected text after a closing quote"),
    ])
    func malformedCSV(text: String, expected: String) {
        #expect(chainError(text, file: "c.csv") == expected)
    }
}
