// AnalyzeCommandTests.swift: `analyze` and `clause N why` through the shell — the output, the
// machine form, and bad input that leaves the workspace as it was.
import DoshShell
import Foundation
import Testing

let firearms = "../shared/corpus/uscode/usc_18_922g.txt"

@Suite struct AnalyzeCommandTests {
    @Test func analyzingTheFirearmStatute() throws {
        let r = output("analyze \(firearms)")
        #expect(r.err == "")
        // By hand: ten outgroup-burden clauses, so DIS = 10/10 = 1. aar is 0.94 for nine clauses and 0.96
        // for (8) (one more aar cue), rsc 0: CIS = 0.74081233098 × (0.942 / 2) = 0.3489226. ADS, EIS and OES
        // fall below 0 (a = 0.347, e = 0.4, o = 0) and are clamped to 0. COI = 0.25 + 0.15 × 0.3489226 = 0.3023.
        #expect(r.out.hasPrefix("analyzed usc_18_922g: 10 clauses, COI 0.3023 ⊖ Moderately Oppressive\n"))
        let json = output("analyze \(firearms)", mode: .json)
        let row = try #require(try jsonObjects(json.out).first)
        #expect(abs((row["coi"] as? Double ?? 0) - 0.30233839118) < 1e-9)
        #expect(row["clauses"] as? Int == 10 && row["tier1"] as? Int == 10 && row["sent"] as? Int == 0)
    }

    @Test func itsClausesAreOutgroupBurdensWithIdsAndSections() throws {
        let r = output("analyze \(firearms) as guns; clauses cols n,id,group,effect,section,tier", mode: .jsonl)
        let rows = try r.out.split(separator: "\n").dropFirst().flatMap { try jsonObjects(String($0)) }
        #expect(rows.count == 10)
        #expect(rows.map { $0["id"] as? String } == (0..<10).map { "usc_18_922g-\($0)" })
        #expect(rows.allSatisfy { $0["group"] as? String == "outgroup" && $0["effect"] as? String == "burden" })
        #expect(rows.allSatisfy { $0["section"] as? String == "operativeClauses" && $0["tier"] as? Int == 1 })
    }

    @Test func whyListsTheCuesOfAClause() {
        let r = output("analyze \(firearms); clause 4 why", mode: .jsonl)
        let lines = r.out.split(separator: "\n").dropFirst().map(String.init)
        // "It shall be unlawful for any person who, being an alien, is illegally … possess … any firearm …; or to receive any firearm …"
        #expect(lines == [
            #"{"kind":"effect burden","cue":"unlawful","matched":"unlawful","weight":1,"counted":true,"note":""}"#,
            #"{"kind":"group outgroup","cue":"being an alien","matched":"being an alien","weight":2,"counted":true,"note":""}"#,
            #"{"kind":"group outgroup","cue":"alien","matched":"alien","weight":1,"counted":false,"note":"within 'being an alien'"}"#,
            #"{"kind":"aar","cue":"possess","matched":"possess","weight":1,"counted":true,"note":""}"#,
            #"{"kind":"aar","cue":"firearm","matched":"firearm","weight":0.5,"counted":true,"note":""}"#,
            #"{"kind":"aar","cue":"firearm","matched":"firearm","weight":0.5,"counted":true,"note":""}"#,
        ])
        let human = output("analyze \(firearms); clause 4 why").out
        #expect(human.contains("group             outgroup   (cue weight: outgroup 2, ingroupNonElite 0, elite 0; a group needs ≥ 1 and a lead of 0.5)\n"))
        #expect(human.contains("source            bytes 496–551 of \(firearms)\n"))
    }

    @Test func whyWorksOnImportedClausesToo() {
        // A clause of an app export: Tier 1 explains its text and says where the stored labels came from.
        let r = output("load Examples/safe_neighborhoods_act.json; clause 4 why")
        #expect(r.err == "")
        #expect(r.out.contains("stored labels     outgroup/burden, tier 3, confidence 0.88 (the tier-3 classifier's answer; Tier 1's own is above)"))
    }

    /// The two lines under an error: the command, and carets under `word`.
    static func caret(_ command: String, _ word: String) -> String {
        let start = command.range(of: word, options: .backwards).map { command.distance(from: command.startIndex, to: $0.lowerBound) } ?? 0
        return "  \(command)\n  " + String(repeating: " ", count: start) + String(repeating: "^", count: max(1, word.count)) + "\n"
    }

    /// Each bad input: one exact error line with a caret under the word at fault, and the workspace
    /// exactly as it was.
    @Test(arguments: [
        ("analyze Examples/nope.txt", "Examples/nope.txt", "error: Examples/nope.txt: no such file\n"),
        ("analyze Examples/safe_neighborhoods_act.json", "Examples/safe_neighborhoods_act.json",
         "error: Examples/safe_neighborhoods_act.json: analyze does not read .json files; for an app export or JSONL clauses use 'load Examples/safe_neighborhoods_act.json'\n"),
        ("analyze x.txt --clasifier sh", "--clasifier", "error: unknown option '--clasifier' (did you mean '--classifier'?) (usage: analyze PATH [as NAME] [--classifier 'CMD'] [--taxonomy FILE] [--threshold X] [--timeout S])\n"),
        ("analyze x.txt --threshold 2", "2", "error: --threshold must be a number from 0 to 1, not '2'\n"),
        ("analyze \(firearms) as fair_chance_reentry_act", "fair_chance_reentry_act", "error: an analysis named 'fair_chance_reentry_act' already exists (load it 'as' another name, or drop it first)\n"),
        ("analyze \(firearms) --taxonomy Examples/fair_chance_reentry_act.json", "Examples/fair_chance_reentry_act.json",
         "error: Examples/fair_chance_reentry_act.json:2:3: unknown key 'clauses' (keys: name, groups, effects, architecture, proxies, expansion, negators, subjectNegators, exceptions, ignore)\n"),
        ("analyze \(firearms) --classifier 'exit 4'", "'exit 4'", "error: classifier 'exit 4' exited (status 4) after 0 of 10 answers\n"),
    ])
    func badInputLeavesTheWorkspaceUnchanged(command: String, word: String, error: String) {
        let (shell, c) = makeShell()
        run("load Examples/fair_chance_reentry_act.json", in: shell, c)
        let before = shell.state.workspace.analyses
        let r = run(command, in: shell, c)
        #expect(r.err == error + AnalyzeCommandTests.caret(command, word))
        #expect(r.outcome == .failed)
        #expect(shell.state.workspace.analyses == before)
        #expect(shell.state.workspace.currentName == "fair_chance_reentry_act")
    }

    @Test func aMissingFileNameIsAskedFor() {
        #expect(output("analyze").err == "error: analyze needs a file (usage: analyze PATH [as NAME] [--classifier 'CMD'] [--taxonomy FILE] [--threshold X] [--timeout S])\n  analyze\n         ^\n")
    }

    @Test func safeModeRefusesToRunAClassifier() {
        let (shell, c) = makeShell()
        shell.env.safe = true
        let r = run("analyze \(firearms) --classifier 'cat'", in: shell, c)
        #expect(r.err == "error: safe mode: refusing to run classifier 'cat' (allow it with --allow-exec)\n"
                + AnalyzeCommandTests.caret("analyze \(firearms) --classifier 'cat'", "'cat'"))
        #expect(shell.state.workspace.analyses.isEmpty)
        shell.env.allowExec = true
        // Allowed, the classifier runs: `cat` echoes the requests, which are not answers.
        #expect(run("analyze \(firearms) --classifier 'cat'", in: shell, c).err.hasPrefix("error: classifier 'cat' answer 1 (clause n=0) has no \"targetGroup\" string\n"))
    }

    @Test func progressGoesToItsOwnChannelAndChangesNothingElse() {
        let plain = output("analyze \(firearms)")
        let (shell, c) = makeShell()
        let lines = ProgressLines()
        shell.env.progress = { lines.append($0) }
        let withProgress = run("analyze \(firearms)", in: shell, c)
        #expect(withProgress.out == plain.out && withProgress.err == "")
        #expect(lines.all.first == "segmenting \(firearms)")
        #expect(lines.all.last == "")
    }

    @Test func theBuiltInTaxonomyCanBeWrittenOutAndUsed() throws {
        let dir = temporaryFolder()
        let (shell, c) = makeShell()
        shell.env.baseDirectory = dir.path
        let w = run("analyze --write-taxonomy mine.json", in: shell, c)
        #expect(w.out == "wrote the built-in taxonomy to mine.json; edit it and pass it with --taxonomy\n")
        try "Any alien shall be detained.\n".write(to: dir.appendingPathComponent("bill.txt"), atomically: true, encoding: .utf8)
        let a = run("analyze bill.txt --taxonomy mine.json; clauses cols group,effect", in: shell, c)
        #expect(a.err == "")
        #expect(a.out.hasSuffix("group     effect\n--------  ------\noutgroup  burden\n"))
    }
}

final class ProgressLines: @unchecked Sendable {
    private(set) var all: [String] = []
    func append(_ s: String) { all.append(s) }
}

@Suite struct ExampleAnalysesTests {
    /// Examples/*.json next to a fictional bill's text is that text's analysis: re-analysing gives the
    /// same file, byte for byte (after a change to the segmenter or the taxonomy, regenerate them with
    /// `analyze Examples/X; export json Examples/X.json`).
    @Test(arguments: ["community_safety_act.txt", "tenant_fairness_act.md"])
    func exampleAnalysesMatchTheirTexts(file: String) throws {
        let dir = temporaryFolder()
        let name = String(file.split(separator: ".")[0])
        let out = dir.appendingPathComponent(name + ".json").path
        let r = output("analyze Examples/\(file); export json \(out)")
        #expect(r.err == "")
        let made = try String(contentsOfFile: out, encoding: .utf8)
        let committed = try String(contentsOf: repoRoot.appendingPathComponent("Examples/\(name).json"), encoding: .utf8)
        #expect(made == committed)
    }
}
