// Reweighting commands at the shell: weight sets, rescore, robust, sweep, tipping, calibrate — JSON
// keys, exact errors, and the seed recorded for the session header.
@testable import DoshShell
import Foundation
import Testing

@Suite struct WeightSetCommandTests {
    @Test func saveUseListResetNormalize() throws {
        let dir = temporaryFolder()
        let (shell, c) = makeShell()
        shell.env.baseDirectory = dir.path
        var r = run("weights set dis=0.5 oes=0; weights save heavy heavy.json; weights reset", in: shell, c)
        #expect(r.err == "")
        #expect(shell.state.workspace.weightsLabel == "app")
        r = run("set mode json; weights use heavy.json", in: shell, c)
        #expect(r.out == #"{"name":"heavy","dis":0.5,"ads":0.25,"eis":0.2,"cis":0.15,"oes":0,"ads.aar":0.35,"ads.se":0.2,"ads.ij":0.2,"ads.rsc":0.25,"eis.extraction":0.4,"eis.resistance":0.3,"eis.division":0.3,"alpha":0.1,"outer_sum":1.0999999999999999}"# + "\n")
        r = run("weights normalize; weights list", in: shell, c)
        let list = try jsonObjects(r.out.split(separator: "\n", maxSplits: 1).last.map(String.init) ?? "")
        #expect(list.map { $0["name"] as? String } == ["app", "heavy"])
        #expect(abs(shell.state.workspace.weights.dis - 0.5 / 1.0999999999999999) < 1e-15)
        #expect(shell.state.workspace.weightsLabel == "custom")
        r = run("weights use nope", in: shell, c)
        #expect(r.err == "error: no weight set named 'nope'\n  weights use nope\n              ^^^^\n")
    }
}

@Suite struct ReweightingCommandTests {
    @Test func rescoreJSONKeysAndFlips() throws {
        let r = output("weights set dis=0.5; weights save heavy; weights reset; set mode json; rescore with heavy")
        let rows = try jsonObjects(r.out.components(separatedBy: "\n").drop { !$0.hasPrefix("[") }.joined(separator: "\n"))
        #expect(rows.count == 4)
        #expect(Set(rows[0].keys) == ["name", "coi_before", "coi_after", "delta", "rank_before", "rank_after", "label_before", "label_after", "rank_changed", "label_changed"])
        // The Slave Codes: .4965 → .4965 + .25·.75 = .6840, Moderately → Highly.
        let vsc = try #require(rows.first { $0["name"] as? String == "Virginia Slave Codes (1705)" })
        #expect(abs((vsc["coi_after"] as! Double) - (0.496536502838 + 0.1875)) < 1e-9)
        #expect(vsc["label_after"] as? String == "Highly Oppressive" && vsc["label_changed"] as? Bool == true)
    }

    @Test func robustJSONIsDeterministicAndRecordsItsSeed() throws {
        let (shell, c) = makeShell { $0.mode = .json }
        let first = run("robust draws 500 seed 9", in: shell, c).out
        let second = run("robust draws 500 seed 9", in: shell, c).out
        #expect(first == second)
        let rows = try jsonObjects(first)
        #expect(rows.allSatisfy { Set($0.keys) == ["name", "coi", "coi_median", "coi_q05", "coi_q95", "rank", "rank_median", "rank_q05", "rank_q95", "label_stability"] })
        #expect(shell.state.seeds == ["robust draws 500 noise 0.25 seed 9", "robust draws 500 noise 0.25 seed 9"])
    }

    @Test(arguments: [
        ("robust draws 0", "error: draws must be a whole number ≥ 1, not '0'\n  robust draws 0\n               ^\n"),
        ("robust noise 1.5", "error: noise is a fraction in [0, 1), not 1.5\n  robust noise 1.5\n               ^^^\n"),
        ("robust drws 5", "error: unexpected 'drws' (usage: robust [draws N] [noise F] [seed S]) (did you mean 'draws'?)\n  robust drws 5\n         ^^^^\n"),
        ("sweep dsi from 0 to 1", "error: unknown weight 'dsi' (did you mean 'dis'?)\n  sweep dsi from 0 to 1\n        ^^^\n"),
        ("sweep dis from 0 to 1.5", "error: dis can go from 0 to 1 (the sum of its group), not 1.5\n  sweep dis from 0 to 1.5\n                      ^^^\n"),
        ("sweep dis from 0 to 1 step 0.3", "error: 0.3 does not divide 0…1 evenly\n  sweep dis from 0 to 1 step 0.3\n                             ^^^\n"),
        ("tipping holc holc", "error: name two different analyses\n  tipping holc holc\n               ^^^^\n"),
        ("tipping holc nope", "error: no analysis named 'nope'\n  tipping holc nope\n               ^^^^\n"),
        ("calibrate chain nope", "error: no chain named 'nope'\n  calibrate chain nope\n                  ^^^^\n"),
        ("calibrate paper", "error: chain 'paper' has no step with both an expected COI and an analysis to score; nothing to calibrate against\n  calibrate paper\n            ^^^^^\n"),
    ])
    func exactErrors(command: String, expected: String) {
        let r = output(command)
        #expect(r.err == expected)
        #expect(r.outcome == .failed)
    }

    @Test func sweepTableAndChart() {
        let r = output("sweep dis from 0 to 0.5 step 0.25")
        #expect(r.out.hasPrefix("""
            COI as dis goes from 0 to 0.5 (app profile; other weights rescaled)
            name                          0.000   0.250   0.500
            ---------------------------  ------  ------  ------
            Virginia Slave Codes (1705)  0.4120  0.4965  0.5810
            """))
        #expect(r.out.contains("Sweep of dis"))
        #expect(output("sweep dis from 0 to 0.5 step 0.25", mode: .csv).out.hasPrefix("weight,value,name,coi\ndis,0,Virginia Slave Codes (1705),0.41204867045"))
    }

    @Test func calibrateSavesAWeightSetAndReportsInJSON() throws {
        let (shell, c) = makeShell { $0.mode = .json }
        let r = run("calibrate", in: shell, c)
        let o = try #require(try jsonObjects(r.out).first)
        #expect(o["chain"] as? String == "app" && o["total"] as? Int == 4)
        #expect((o["unreachable"] as? [String])?.count == 4)
        #expect((o["policies"] as? [[String: Any]])?.count == 4)
        #expect(shell.state.workspace.weightSets["calibrated"] != nil)
        #expect(shell.state.workspace.weightsLabel == "app")  // saved, not put in force
    }
}
