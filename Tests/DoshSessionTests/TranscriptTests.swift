// Session scripts: parsing and writing transcripts, the diff, normalisation, notebooks, journals.
import DoshFormats
import DoshSession
import Testing

@Suite struct TranscriptTests {
    let script = """
        # dosh 0.1.0
        # input ../Examples/a.json sha256:abc123

        load ../Examples/a.json
        #> loaded a: 2 clauses
        count; count in holc
        #> count
        #>
        #> 4
        # failed: show nope
        #   error: no analysis named 'nope'
        quit

        """

    @Test func parsesCommandsOutputsAndComments() {
        let t = Transcript.parse(script)
        #expect(t.commands.map(\.text) == ["load ../Examples/a.json", "count; count in holc", "quit"])
        #expect(t.commands.map(\.line) == [4, 6, 12])
        #expect(t.commands[0].output == ["loaded a: 2 clauses"])
        #expect(t.commands[1].output == ["count", "", "4"])
        #expect(t.commands[2].output.isEmpty)
        #expect(t.items.first == .comment(" dosh 0.1.0"))
        #expect(t.recordedInputs.map { "\($0.path) \($0.sha256) \($0.line)" } == ["../Examples/a.json abc123 2"])
    }

    @Test func rendersBackTheSameText() {
        #expect(Transcript.parse(script).render() == script)
    }

    @Test func failedCommandsBecomeComments() {
        let t = Transcript(items: [.command(.init(text: "show x", output: ["error: no analysis named 'x'"], failed: true)),
                                   .command(.init(text: "count", output: ["count", "4"]))])
        #expect(t.render() == "# failed: show x\n#   error: no analysis named 'x'\ncount\n#> count\n#> 4\n")
        #expect(Transcript.parse(t.render()).commands.map(\.text) == ["count"])
    }

    @Test func headerLines() {
        let h = SessionHeader(version: "0.1.0", date: "2026-11-23T10:00:00Z", profile: "app", weights: "mine", chain: "paper",
                              inputs: [("a.json", "ff")], seeds: ["robust 7"])
        #expect(h.lines == ["# dosh 0.1.0", "# saved 2026-11-23T10:00:00Z", "# profile app · weights mine · chain paper",
                            "# input a.json sha256:ff", "# seed robust 7"])
    }
}

@Suite struct DiffTests {
    @Test func unifiedDiffWithContext() {
        let expected = ["a", "b", "c", "d", "e", "f", "g", "h"]
        var actual = expected
        actual[3] = "D"
        #expect(UnifiedDiff.diff(expected: expected, actual: actual, expectedName: "x (recorded)", actualName: "x (replayed)") == """
            --- x (recorded)
            +++ x (replayed)
            @@ -1,7 +1,7 @@
             a
             b
             c
            -d
            +D
             e
             f
             g

            """)
    }

    @Test func insertionsAndEqualInputs() {
        #expect(UnifiedDiff.diff(expected: ["a"], actual: ["a"], expectedName: "l", actualName: "r") == "")
        #expect(UnifiedDiff.diff(expected: [], actual: ["x"], expectedName: "l", actualName: "r") == "--- l\n+++ r\n@@ -0,0 +1,1 @@\n+x\n")
    }

    @Test func normalisesVolatileText() {
        let n = Normalizer(scriptFolder: "/home/r/study", home: "/home/r", today: "2026-11-23")
        #expect(n.normalize("wrote /home/r/study/out.json") == "wrote <dir>/out.json")
        #expect(n.normalize("from /home/r/data/x.json on 2026-11-23") == "from ~/data/x.json on <today>")
        #expect(n.normalize("time: 0.0123 s") == "time: <elapsed> s")
        #expect(n.normalize("trailing   ") == "trailing")
    }
}

@Suite struct NotebookTests {
    let t = Transcript.parse("# A study\n# of two bills\ncount\n#> count\n#> 4\n\n# Next\nshow x\n")

    @Test func ipynbCells() throws {
        let nb = try JSONValue.parse(Notebook.ipynb(t), file: "nb.ipynb")
        guard case .array(let cells)? = nb["cells"] else { Issue.record("no cells"); return }
        #expect(cells.map { $0["cell_type"] } == [.string("markdown"), .string("code"), .string("markdown"), .string("code")])
        #expect(cells[0]["source"] == .array([.string("A study\n"), .string("of two bills")]))
        #expect(cells[1]["source"] == .array([.string("count")]))
        #expect(cells[1]["outputs"] == .array([.object([("name", .string("stdout")), ("output_type", .string("stream")),
                                                        ("text", .array([.string("count\n"), .string("4")]))])]))
        #expect(cells[3]["outputs"] == .array([]))
        #expect(nb["nbformat"] == .number(4))
    }

    @Test func markdownFences() {
        #expect(Notebook.markdown(t) == "A study\nof two bills\n```dosh\ndosh> count\n```\n```text\ncount\n4\n```\n\nNext\n```dosh\ndosh> show x\n```\n")
    }
}

@Suite struct JournalTests {
    @Test func completedUnfinishedAndFailed() {
        let r = JournalRecord.parse("# dosh journal\n# started 2026-11-23T10:00:00Z\n# cwd /home/r\nload a.json\n# ok\nshow nope\n# failed\ncount\n# ok\nrobust draws 100000000\n", path: "j.dosh")
        #expect(r.started == "2026-11-23T10:00:00Z" && r.workingDirectory == "/home/r")
        #expect(r.completed == ["load a.json", "count"])
        #expect(r.failedCount == 1)
        #expect(r.unfinished == "robust draws 100000000")
    }
}
