// Chain commands at the shell: loading files (and their errors), name clashes, compare and diff in JSON.
import DoshShell
import Foundation
import Testing

@Suite struct ChainCommandTests {
    @Test func loadShowUseDrop() throws {
        let (shell, c) = makeShell()
        var r = run("chain load Examples/jim_crow_chain.csv as jc", in: shell, c)
        #expect(r.err == "")
        #expect(r.out == "loaded chain jc: 4 steps, capacity after it 0.444358\n")
        r = run("set mode csv; chain show jc", in: shell, c)
        // .7 × .75 = .525; × (1 − .082) = .48195; × (1 − .078) = .4443579.
        #expect(r.out.hasPrefix("name,year,expected,reduction,analysis,rescored,factor,capacity\nBlack Codes,1865,,0.3,,,0.7,0.7\nPlessy v. Ferguson,1896,,0.25,,,0.75,0.5249999999999999\n"))
        #expect(r.out.contains("\nWar on Drugs,1971,0.78,,War on Drugs (1971),"))
        r = run("chain use jc; chain drop jc", in: shell, c)
        #expect(shell.state.workspace.chainName == "app")
        _ = run("set mode table", in: shell, c)
        r = run("chain drop jc", in: shell, c)
        #expect(r.err == "error: no chain named 'jc'\n  chain drop jc\n             ^^\n")
    }

    @Test(arguments: [
        ("chain load Examples/jim_crow_chain.csv as app", "error: 'app' is a built-in chain; load it 'as' another name\n  chain load Examples/jim_crow_chain.csv as app\n                                            ^^^\n"),
        ("chain drop paper", "error: 'paper' is built in and read-only\n  chain drop paper\n             ^^^^^\n"),
        ("chain shwo", "error: unknown chain subcommand 'shwo' (did you mean 'show'?) (usage: chain show [NAME] | use NAME | load FILE [as NAME] | save NAME FILE | drop NAME)\n  chain shwo\n        ^^^^\n"),
        ("chain load Examples/nope.csv", "error: Examples/nope.csv: no such file\n  chain load Examples/nope.csv\n             ^^^^^^^^^^^^^^^^^\n"),
        ("compare holc to nope", "error: no chain named 'nope'\n  compare holc to nope\n                  ^^^^\n"),
        ("diff holc", "error: diff needs more arguments (usage: diff A B)\n  diff holc\n           ^\n"),
    ])
    func errors(command: String, expected: String) {
        #expect(output(command).err == expected)
    }

    @Test func malformedChainFileNamesItsLineAndAddsNothing() throws {
        let dir = temporaryFolder()
        try "name,year,coi\nA,1900,0.5\nB,1901,2\n".write(to: dir.appendingPathComponent("bad.csv"), atomically: true, encoding: .utf8)
        let (shell, c) = makeShell()
        shell.env.baseDirectory = dir.path
        let r = run("chain load bad.csv", in: shell, c)
        #expect(r.err == "error: bad.csv:3: step 2: 'coi' must be between -1 and 1, not 2\n")
        #expect(shell.state.workspace.chains.map(\.name) == ["app", "paper"])
    }

    @Test func compareAndDiffInJSON() throws {
        let (shell, c) = makeShell { $0.mode = .json }
        var r = run("load Examples/safe_neighborhoods_act.json; compare to app", in: shell, c)
        let o = try #require(try jsonObjects(r.out.split(separator: "\n").last.map(String.init) ?? "").first)
        #expect(o["chain"] as? String == "app" && o["rank"] as? Int == 4 && o["of"] as? Int == 5)
        #expect(o["nearest"] as? String == "War on Drugs (1971)")
        #expect((o["steps"] as? [[String: Any]])?.map { $0["year"] as? Int } == [1705, 1865, 1934, 1971])
        _ = run("analyze Examples/community_safety_act.txt as a; analyze Examples/community_safety_act_amended.txt as b", in: shell, c)
        let rows = try jsonObjects(run("diff a b", in: shell, c).out)
        #expect(rows.map { $0["change"] as? String } == ["reworded", "relabelled", "relabelled", "removed", "removed", "removed", "removed", "removed", "added", "added"])
        #expect(Set(rows[0].keys) == ["change", "n_a", "n_b", "what", "dis", "ads", "eis", "cis", "oes", "coi", "text"])
    }
}
