// The machine contract (design.md §5): exact JSON keys and values for the commands scripts rely on.
import DoshShell
import Foundation
import Testing

func jsonObjects(_ text: String) throws -> [[String: Any]] {
    let v = try JSONSerialization.jsonObject(with: Data(text.utf8))
    if let a = v as? [[String: Any]] { return a }
    if let o = v as? [String: Any] { return [o] }
    return []
}

@Suite struct ContractTests {
    @Test func showJSON() throws {
        let r = output("show vsc", mode: .json)
        #expect(r.err == "")
        let keys = r.out.split(separator: "\"").enumerated().compactMap { $0.offset % 2 == 1 ? String($0.element) : nil }
        // Key order of the contract, then dosh's additions.
        #expect(r.out.hasPrefix(#"{"name":"Virginia Slave Codes (1705)","profile":"app","coi":0.4965365028381875,"label":"Moderately Oppressive","#))
        let o = try #require(try jsonObjects(r.out).first)
        for k in ["name", "profile", "coi", "label", "dis", "ads", "eis", "cis", "oes", "clauses", "weights"] { #expect(o[k] != nil, "missing \(k)") }
        #expect(o["clauses"] as? Int == 4)
        #expect(o["dis"] as? Double == 0.75)
        #expect((o["weights"] as? [String: Double]) == ["dis": 0.25, "ads": 0.25, "eis": 0.2, "cis": 0.15, "oes": 0.15])
        #expect(keys.contains("weights"))
    }

    @Test func clausesJSONHasEveryFieldInOrder() throws {
        let r = output("clauses in holc limit 1", mode: .json)
        #expect(r.out == #"[{"analysis":"HOLC Redlining (1934)","n":0,"id":"holc1934-1","group":"outgroup","effect":"burden","aar":0.85,"se":0.8,"ij":0.75,"rsc":0.9,"score":0.825,"confidence":0.88,"tier":3,"proxy":true,"terms":["risk","neighborhood","stability"],"expands":true,"fallback":false,"section":"operativeClauses","text":"Grades neighbourhoods by 'risk' and 'stability', marking the out-group's areas hazardous and widening who is excluded."}]"# + "\n")
    }

    @Test func countJSON() {
        #expect(output("count in holc, wod", mode: .json).out == #"[{"count":8}]"# + "\n")
        #expect(output("count in holc by group", mode: .json).out
                == #"[{"group":"outgroup","count":2},"# + "\n" + #"{"group":"ingroupNonElite","count":1},"# + "\n" + #"{"group":"elite","count":1}]"# + "\n")
    }

    @Test func validateJSON() throws {
        let rows = try jsonObjects(output("validate", mode: .json).out)
        #expect(rows.map { $0["name"] as? String } == ["Virginia Slave Codes (1705)", "13th Amendment (1865)", "HOLC Redlining (1934)", "War on Drugs (1971)"])
        #expect(rows.map { $0["passed"] as? Bool } == [false, false, false, false])
        #expect(rows.map { $0["expected"] as? Double } == [0.93, 0.35, 0.82, 0.78])
        #expect(rows.allSatisfy { Set($0.keys) == ["name", "year", "expected", "actual", "delta", "passed"] })
    }

    @Test func csvAndJSONLines() {
        #expect(output("count in holc by effect", mode: .csv).out == "effect,count\nburden,2\nbenefit,2\n")
        #expect(output("count in holc by effect", mode: .jsonl).out == "{\"effect\":\"burden\",\"count\":2}\n{\"effect\":\"benefit\",\"count\":2}\n")
    }

    @Test func machineModesLeaveOutMessages() {
        let r = output("load Examples/fair_chance_reentry_act.json; use wod", mode: .json)
        #expect(r.out == #"[{"name":"fair_chance_reentry_act","clauses":12,"coi":0.019677827541656312,"label":"Low Oppression","source":"Examples/fair_chance_reentry_act.json","stored_coi":0.019677827541656312}]"# + "\n")
    }
}

@Suite struct LoadCommandTests {
    @Test func loadsExamplesAndReportsThem() {
        let r = output("load Examples/safe_neighborhoods_act.json; analyses")
        #expect(r.err == "")
        #expect(r.out.hasPrefix("loaded safe_neighborhoods_act: 14 clauses, COI 0.3682 ⊖ Moderately Oppressive\n"))
    }

    /// Each bad input: one exact error line, and the workspace exactly as it was.
    @Test(arguments: [
        ("load Examples/nope.json", "error: Examples/nope.json: no such file\n  load Examples/nope.json\n       ^^^^^^^^^^^^^^^^^^\n"),
        ("load Examples", "error: Examples: is a directory, not a file\n  load Examples\n       ^^^^^^^^\n"),
        ("load Examples/x.json as", "error: 'as' takes one name, at the end (usage: load PATH… [as NAME])\n  load Examples/x.json as\n                       ^^\n"),
        ("load", "error: load needs a file path (usage: load PATH… [as NAME])\n  load\n      ^\n"),
    ])
    func badLoadLeavesWorkspaceUnchanged(command: String, error: String) {
        let (shell, c) = makeShell()
        run("load Examples/fair_chance_reentry_act.json", in: shell, c)
        let before = shell.state.workspace.analyses
        let r = run(command, in: shell, c)
        #expect(r.err == error)
        #expect(r.outcome == .failed)
        #expect(shell.state.workspace.analyses == before)
        #expect(shell.state.workspace.currentName == "fair_chance_reentry_act")
    }

    @Test func badFileContentIsAllOrNothing() throws {
        let dir = temporaryFolder()
        let good = dir.appendingPathComponent("good.json")
        try Data(#"{"clauses":[{"text":"x","targetGroup":"elite","effectDirection":"benefit"}]}"#.utf8).write(to: good)
        let bad = dir.appendingPathComponent("bad.json")
        try Data("{\"clauses\":[\n{\"text\":\"x\",\"targetGroup\":\"elite\",\"effectDirection\":\"benefit\"},\n{\"text\":\"y\",\"targetGroup\":\"eliet\",\"effectDirection\":\"benefit\"}]}".utf8).write(to: bad)
        let invalid = dir.appendingPathComponent("invalid.json")
        try Data([0x7B, 0xFF]).write(to: invalid)
        let (shell, c) = makeShell()
        shell.env.baseDirectory = dir.path
        // Two files in one command: the bad second one means neither is added.
        var r = run("load good.json bad.json", in: shell, c)
        #expect(r.err == "error: bad.json:3:27: unknown targetGroup 'eliet' (did you mean 'elite'?) (one of: outgroup, ingroupNonElite, elite, multiple)\n")
        #expect(shell.state.workspace.analyses.isEmpty)
        r = run("load invalid.json", in: shell, c)
        #expect(r.err == "error: invalid.json:1:2: expected a quoted key, found byte 0xFF\n")
        #expect(shell.state.workspace.analyses.isEmpty)
        r = run("load good.json; load good.json", in: shell, c)
        #expect(r.err == "error: an analysis named 'good' already exists (load it 'as' another name, or drop it first)\n  load good.json; load good.json\n                       ^^^^^^^^^\n")
        #expect(shell.state.workspace.analyses.map(\.name) == ["good"])
    }

    @Test func exportThenLoadRoundTrips() throws {
        let dir = temporaryFolder()
        let (shell, c) = makeShell()
        shell.env.baseDirectory = dir.path
        let src = repoRoot.appendingPathComponent("Examples/housing_opportunity_act.json").path
        var r = run("load \(src) as h; export json h.json; load h.json as h2; set mode json; show h", in: shell, c)
        #expect(r.err == "")
        let ws = shell.state.workspace
        let a = try ws.analysis(named: "h"), b = try ws.analysis(named: "h2")
        #expect(a.clauses == b.clauses)
        #expect(ws.score(a) == ws.score(b))
        r = run("export json missing/h.json", in: shell, c)
        #expect(r.err.hasPrefix("error: missing/h.json: cannot write: no such folder"))
    }
}

@Suite struct ErrorTextTests {
    @Test(arguments: [
        ("shoe", "error: unknown command 'shoe' (did you mean 'show'?); 'help' lists commands\n  shoe\n  ^^^^\n"),
        ("validate --profile paper", "error: unknown option '--profile' (validate takes no options; usage: validate [CHAIN])\n  validate --profile paper\n           ^^^^^^^^^\n"),
        ("export svg a.svg --chrt radar", "error: unknown option '--chrt' (did you mean '--chart'?) (usage: export json|csv|md|svg|html|pdf|notebook FILE [NAME] [--chart CHART])\n  export svg a.svg --chrt radar\n                   ^^^^^^\n"),
        ("rescore --help", "error: unknown option '--help'; 'help rescore' explains it\n  rescore --help\n          ^^^^^^\n"),
        ("show safe_streetz", "error: no analysis named 'safe_streetz'\n  show safe_streetz\n       ^^^^^^^^^^^^\n"),
        ("use waronddrugs", "error: no analysis named 'waronddrugs' (did you mean 'War on Drugs (1971)'?)\n  use waronddrugs\n      ^^^^^^^^^^^\n"),
        ("weights set dsi=0.3", "error: unknown weight 'dsi' (did you mean 'dis'?)\n  weights set dsi=0.3\n              ^^^^^^^\n"),
        ("weights set dis=-1", "error: weight 'dis' must not be negative (got -1)\n  weights set dis=-1\n              ^^^^^^\n"),
        ("drop holc", "error: 'HOLC Redlining (1934)' is built in and read-only\n"),
        ("profile sined", "error: unknown profile 'sined' (did you mean 'signed'?) (app or signed)\n  profile sined\n          ^^^^^\n"),
        ("clauses in holc limit x", "error: limit must be a whole number ≥ 0, not 'x'\n  clauses in holc limit x\n                        ^\n"),
        ("set mode jsn", "error: unknown mode 'jsn' (did you mean 'json'?) (one of: table, box, csv, json, jsonl, markdown, line)\n  set mode jsn\n           ^^^\n"),
        ("show \"unterminated", "error: unterminated quote\n  show \"unterminated\n       ^\n"),
    ])
    func exactError(command: String, expected: String) {
        let r = output(command)
        #expect(r.err == expected)
        #expect(r.outcome == .failed)
    }

    @Test func scriptErrorsNameFileLineAndColumn() {
        let (shell, c) = makeShell()
        c.err = ""
        let outcome = ScriptRunner.run("# comment\nanalyses\nshow x; show nope\n", file: "s.dosh", shell: shell, bail: true)
        #expect(outcome == .failed)
        #expect(c.err == "error: s.dosh:3:6: no analysis named 'x'\n  show x; show nope\n       ^\n")
    }
}

/// Issue 2's seven kinds of bad input, through `load`: the exact error line, and the workspace as it was.
@Suite struct BadLoadTests {
    static let cases: [(String, [UInt8], String)] = [
        ("truncated.json", Array(#"{"clauses": [{"text": "x", "targetGroup": "outgroup""#.utf8),
         "error: truncated.json:1:53: unexpected end of file inside an object (expected '}')\n"),
        ("wrongtype.json", Array(#"{"clauses": [{"text": 3, "targetGroup": "outgroup", "effectDirection": "burden"}]}"#.utf8),
         "error: wrongtype.json:1:23: 'text' must be a string, found a number\n"),
        ("enum.json", Array(#"{"clauses": [{"text": "x", "targetGroup": "elit", "effectDirection": "burden"}]}"#.utf8),
         "error: enum.json:1:43: unknown targetGroup 'elit' (did you mean 'elite'?) (one of: outgroup, ingroupNonElite, elite, multiple)\n"),
        ("empty.json", [], "error: empty.json:1:1: the file is empty\n"),
        ("utf8.json", Array(#"{"clauses": [{"text": "a"#.utf8) + [0xC3, 0x28] + Array(#"", "targetGroup": "elite", "effectDirection": "burden"}]}"#.utf8),
         "error: utf8.json:1:25: invalid UTF-8 sequence starting with byte 0xC3\n"),
    ]

    @Test(arguments: 0..<cases.count)
    func badFileLeavesWorkspaceUnchanged(k: Int) throws {
        let (name, bytes, expected) = Self.cases[k]
        let dir = temporaryFolder()
        try Data(bytes).write(to: dir.appendingPathComponent(name))
        let (shell, c) = makeShell()
        shell.env.baseDirectory = dir.path
        run("load \(repoRoot.path)/Examples/fair_chance_reentry_act.json; use holc", in: shell, c)
        let before = (shell.state.workspace.analyses, shell.state.workspace.currentName, shell.state.inputs.count)
        let r = run("load \(name)", in: shell, c)
        #expect(r.err == expected)
        #expect(shell.state.workspace.analyses == before.0 && shell.state.workspace.currentName == before.1)
        #expect(shell.state.inputs.count == before.2)
    }

    @Test func directoryAndMissingFile() {
        let (shell, c) = makeShell()
        #expect(run("load Examples", in: shell, c).err.hasPrefix("error: Examples: is a directory, not a file\n"))
        #expect(run("load Examples/missing.json", in: shell, c).err.hasPrefix("error: Examples/missing.json: no such file\n"))
        #expect(shell.state.workspace.analyses.isEmpty)
    }
}
