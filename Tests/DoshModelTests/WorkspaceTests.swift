// Workspace: names, lookup, errors.
import DoshModel
import Testing

@Suite struct WorkspaceTests {
    func analysis(_ name: String) -> Analysis {
        Analysis(name: name, clauses: ClauseTable([clause(.outgroup, .burden, (1, 1, 1, 1))]))
    }

    @Test func lookupByExactAliasCaseAndPrefix() throws {
        var ws = Workspace()
        try ws.add(analysis("safer_streets"))
        try ws.add(analysis("safe_harbor"))
        #expect(try ws.analysis(named: "safer_streets").name == "safer_streets")
        #expect(try ws.analysis(named: "SAFER_STREETS").name == "safer_streets")
        #expect(try ws.analysis(named: "safer").name == "safer_streets")
        #expect(try ws.analysis(named: "wod").name == "War on Drugs (1971)")
        #expect(throws: WorkspaceError.ambiguousAnalysis("safe", candidates: ["safer_streets", "safe_harbor"])) {
            try ws.analysis(named: "safe")
        }
        #expect(throws: WorkspaceError.unknownAnalysis("safe_streetz", suggestion: "safer_streets")) {
            try ws.analysis(named: "safe_streetz")
        }
    }

    @Test func addMakesCurrentAndRefusesDuplicates() throws {
        var ws = Workspace()
        try ws.add(analysis("a"))
        #expect(ws.currentName == "a")
        #expect(throws: WorkspaceError.duplicateName("a")) { try ws.add(analysis("A")) }
        #expect(throws: WorkspaceError.readOnly("War on Drugs (1971)")) { try ws.add(analysis("war on drugs (1971)")) }
        #expect(throws: WorkspaceError.invalidName("x,y")) { try ws.add(analysis("x,y")) }
        #expect(throws: WorkspaceError.invalidName("all")) { try ws.add(analysis("all")) }
        #expect(ws.analyses.count == 1)
    }

    @Test func renameAndDrop() throws {
        var ws = Workspace()
        try ws.add(analysis("a"))
        try ws.rename("a", to: "b")
        #expect(ws.currentName == "b" && ws.analyses.map(\.name) == ["b"])
        _ = try ws.drop("b")
        #expect(ws.analyses.isEmpty && ws.currentName == nil)
    }

    @Test func messages() {
        #expect(WorkspaceError.unknownAnalysis("x", suggestion: "y").message == "no analysis named 'x' (did you mean 'y'?)")
        #expect(WorkspaceError.readOnly("HOLC Redlining (1934)").message == "'HOLC Redlining (1934)' is built in and read-only")
    }

    @Test func closestMatchSuggestsTyposAndPrefixes() {
        #expect(closestMatch(to: "grup", in: ["group", "effect"]) == "group")
        #expect(closestMatch(to: "analyse", in: ["analyze", "analyses"]) == "analyze")
        #expect(closestMatch(to: "zzzzzz", in: ["group", "effect"]) == nil)
        #expect(editDistance(Array("ab"), Array("ba")) == 1)
    }

    @Test func civilDateFromAppleSeconds() {
        // 2026-02-14T15:42:10Z is 792776530 seconds after 2001-01-01.
        let d = CivilDate(unixSeconds: 792_776_530 + Analysis.appleReferenceOffset)
        #expect(d.iso8601 == "2026-02-14T15:42:10Z")
        #expect(CivilDate(unixSeconds: 0).iso8601 == "1970-01-01T00:00:00Z")
    }
}

/// A million tiny analyses (issue 9): the workspace takes up to 100,000 and then refuses, with this error;
/// adding stays constant time (a set of names), so the 100,000 go in quickly.
@Suite struct ManyAnalysesTests {
    @Test func theWorkspaceTakesAHundredThousandThenRefuses() throws {
        var ws = Workspace()
        let tiny = Analysis(name: "t", clauses: ClauseTable([clause(.outgroup, .burden, (0.5, 0.5, 0.5, 0.5))]))
        var a = tiny
        for k in 0..<Workspace.maxAnalyses {
            a.name = "t\(k)"
            try ws.add(a)
        }
        a.name = "one too many"
        #expect(throws: WorkspaceError.full(100_000)) { try ws.add(a) }
        #expect(WorkspaceError.full(100_000).message == "the workspace already holds 100000 analyses, the most it takes; drop some first")
        #expect(throws: WorkspaceError.duplicateName("t99999")) { _ = try ws.checkNewName("T99999") }
        // Rescoring all of them still reads only their statistics.
        let rows = Sensitivity.rescore(before: ws, after: ws)
        #expect(rows.count == 100_004 && rows.allSatisfy { $0.before == $0.after })
        _ = try ws.drop("t5")
        try ws.checkNewName("t5")
    }
}
