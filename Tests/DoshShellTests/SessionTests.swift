// The session loop on the real binary: save → check → a difference (exit 3) → --accept; changed
// inputs; safe replay; notebooks; the journal surviving kill -9 and `dosh --recover`.
import Foundation
import Testing

/// A study folder with a copy of one example and a saved session about it.
func savedStudy() throws -> (folder: URL, script: URL) {
    let folder = temporaryFolder()
    let data = try Data(contentsOf: repoRoot.appendingPathComponent("Examples/housing_opportunity_act.json"))
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("data"), withIntermediateDirectories: true)
    try data.write(to: folder.appendingPathComponent("data/housing.json"))
    let script = folder.appendingPathComponent("study/session.dosh")
    try FileManager.default.createDirectory(at: script.deletingLastPathComponent(), withIntermediateDirectories: true)
    // Typed at a prompt in `folder`: paths relative to it; save writes them relative to study/.
    let r = try dosh(["--no-bail"], stdin: "load data/housing.json\ncount by effect\nshow nope\nweights set dis=0.5\nvalidate\nsave study/session.dosh\n",
                     directory: folder)
    #expect(r.status == 1)  // `show nope` failed
    return (folder, script)
}

@Suite struct SessionTests {
    @Test func saveWritesHeaderCommandsOutputsAndRelativePaths() throws {
        let (_, script) = try savedStudy()
        let text = try String(contentsOf: script, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "# dosh 0.1.0")
        #expect(lines[1].hasPrefix("# saved 20") && lines[1].hasSuffix("Z"))
        #expect(lines[2] == "# profile app · weights custom · chain app")
        let sha = try shaOfFile(script.deletingLastPathComponent().appendingPathComponent("../data/housing.json"))
        #expect(lines[3] == "# input ../data/housing.json sha256:\(sha)")
        #expect(lines[5] == "load ../data/housing.json")
        #expect(lines[6] == "#> loaded housing_opportunity_act: 12 clauses, COI 0.0336 ✓ Low Oppression")
        #expect(lines[7...].starts(with: ["count by effect", "#> effect   count", "#> -------  -----", "#> burden       3",
                                          "#> benefit      7", "#> neutral      2", "# failed: show nope",
                                          "#   error: no analysis named 'nope'", "#     show nope", "#          ^^^^", "weights set dis=0.5"]))
        #expect(!text.contains("save study"))
    }

    @Test func checkPassesThenFailsWithADiffThenAcceptRepairs() throws {
        let (folder, script) = try savedStudy()
        let ok = try dosh(["check", script.path], directory: folder)
        #expect(ok.status == 0)
        #expect(ok.out == "\(script.path): 4 commands, all outputs match\n")

        var text = try String(contentsOf: script, encoding: .utf8)
        text = text.replacingOccurrences(of: "#> burden       3", with: "#> burden       4")
        try text.write(to: script, atomically: true, encoding: .utf8)
        let bad = try dosh(["check", script.path], directory: folder)
        #expect(bad.status == 3)
        #expect(bad.out == """
            --- \(script.path):8 count by effect (recorded)
            +++ \(script.path):8 count by effect (replayed)
            @@ -1,5 +1,5 @@
             effect   count
             -------  -----
            -burden       4
            +burden       3
             benefit      7
             neutral      2
            \(script.path): 1 of 4 commands differ

            """)

        let accepted = try dosh(["check", "--accept", script.path], directory: folder)
        #expect(accepted.status == 0 && accepted.out == "\(script.path): accepted 4 blocks (1 changed)\n")
        #expect(try dosh(["check", script.path], directory: folder).status == 0)
        #expect(try String(contentsOf: script, encoding: .utf8).contains("#> burden       3"))
    }

    @Test func anEditedInputIsReportedByHashBeforeAnythingRuns() throws {
        let (folder, script) = try savedStudy()
        let input = folder.appendingPathComponent("data/housing.json")
        var json = try String(contentsOf: input, encoding: .utf8)
        json = json.replacingOccurrences(of: "\"confidence\" : 0.6,", with: "\"confidence\" : 0.61,")
        try json.write(to: input, atomically: true, encoding: .utf8)
        let r = try dosh(["check", script.path], directory: folder)
        #expect(r.status == 3)
        #expect(r.out.hasPrefix("\(script.path):4: input ../data/housing.json has changed since it was recorded (sha256 "))
        #expect(r.out.hasSuffix("\(script.path): 0 of 4 commands differ, 1 input file changed\n"))
    }

    @Test func safeReplayRefusesWritesOutsideTheFolder() throws {
        let folder = temporaryFolder().appendingPathComponent("study")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = folder.appendingPathComponent("w.dosh")
        try "load \(repoRoot.path)/Examples/fair_chance_reentry_act.json\nexport json ../escaped.json\nexport json inside.json\n"
            .write(to: script, atomically: true, encoding: .utf8)
        let run = try dosh(["run", "--safe", script.path])
        #expect(run.status == 1)
        #expect(run.err == "error: \(script.path):2:13: safe mode: refusing to write '../escaped.json' outside the script's folder\n  export json ../escaped.json\n              ^^^^^^^^^^^^^^^\n")
        #expect(!FileManager.default.fileExists(atPath: folder.deletingLastPathComponent().appendingPathComponent("escaped.json").path))
        let checked = try dosh(["check", script.path])
        #expect(checked.status == 3)
        #expect(checked.out.contains("+error: safe mode: refusing to write '../escaped.json' outside the script's folder"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("inside.json").path))
        // Without --safe, `run` may write there.
        #expect(try dosh(["run", script.path]).status == 0)
    }

    @Test func notebooksThatPythonLoads() throws {
        let (folder, script) = try savedStudy()
        let nb = folder.appendingPathComponent("study.ipynb")
        let r = try dosh(["notebook", script.path, "-o", nb.path])
        #expect(r.status == 0 && r.out == "wrote 4 commands to \(nb.path)\n")
        let py = try python("import json,sys\nnb=json.load(open(sys.argv[1]))\nprint(nb['nbformat'], [c['cell_type'][0] for c in nb['cells']])\nprint(''.join(nb['cells'][2]['outputs'][0]['text']))", nb.path)
        // header, load, count, the failed command (a comment), weights, validate
        #expect(py.hasPrefix("4 ['m', 'c', 'c', 'm', 'c', 'c']\neffect   count\n-------  -----\nburden       3\n"))
        // From inside a session too.
        let md = try dosh(["-c", "count in holc by group; export notebook s.md"], directory: folder)
        #expect(md.status == 0)
        #expect(try String(contentsOf: folder.appendingPathComponent("s.md"), encoding: .utf8).contains("```dosh\ndosh> count in holc by group\n```\n```text\ngroup            count\n"))
    }

    @Test func journalSurvivesKillNineAndRecoverRestores() throws {
        let tmuxPresent = FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")
        try #require(tmuxPresent, "tmux is needed for this test (scripts/setup installs it)")
        let home = temporaryFolder()
        let session = try TerminalSession(home: home, arguments: "")
        try session.waitForLastLine("dosh>")
        try session.send("load Examples/fair_chance_reentry_act.json as fc", "Enter")
        try session.waitForLastLine("dosh[fc]>")
        try session.send("weights set dis=0.4", "Enter")
        try session.wait("the weights") { $0.contains("outer  dis 0.4") }
        try session.send("show nope", "Enter")
        try session.wait("the error") { $0.contains("error: no analysis named 'nope'") }
        // Kill the shell without warning.
        let pids = try spawn(["pgrep", "-f", "dosh --quiet"], capture: true).split(separator: "\n").compactMap { Int32($0) }
        let mine = pids.filter { pid in (try? String(contentsOfFile: "/proc/\(pid)/environ", encoding: .utf8))?.contains(home.path) == true }
        try #require(mine.count == 1)
        kill(mine[0], SIGKILL)
        try session.wait("the shell to die") { $0.contains("EXIT=137") }

        let env = ["HOME": home.path, "XDG_STATE_HOME": home.path + "/state", "XDG_CONFIG_HOME": home.path + "/config"]
        let r = try dosh(["--recover", "--mode", "csv"], stdin: "1\nanalyses\nweights\n", environment: env)
        #expect(r.status == 0)
        #expect(r.out.contains("  1  20"))
        #expect(r.out.contains("2 commands  last: weights set dis=0.4\nreplay which session? [1] replayed 2 commands from "))
        #expect(r.out.contains("\nfc,user,12,"))
        #expect(r.out.contains("\nname,dis,ads,eis,cis,oes,"))
        #expect(r.out.contains("custom,0.4,0.25,"))
    }
}

func shaOfFile(_ url: URL) throws -> String {
    try spawn(["sha256sum", url.standardizedFileURL.path], capture: true).split(separator: " ").first.map(String.init) ?? ""
}

/// Runs python3 with a script and arguments; returns its standard output.
func python(_ code: String, _ args: String...) throws -> String {
    try spawn(["python3", "-c", code] + args, capture: true)
}
