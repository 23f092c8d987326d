// The command line (design.md §3): modes of running and exit codes, on the real binary.
import DoshShell
import Foundation
import Testing

@Suite struct CLITests {
    @Test func versionAndHelp() throws {
        let v = try dosh(["--version"])
        #expect(v.status == 0 && v.out == "dosh 0.1.0\n")
        let h = try dosh(["--help"])
        #expect(h.status == 0 && h.out.hasPrefix("usage: dosh [options] [FILE…]"))
    }

    @Test func usageErrorsExitTwo() throws {
        let r = try dosh(["--mdoe", "json"])
        #expect(r.status == 2)
        #expect(r.err.hasPrefix("error: unknown option '--mdoe' (did you mean '--mode'?)\n"))
        #expect(try dosh(["run"]).status == 2)
        #expect(try dosh(["--mode", "xml", "-c", "quit"]).err.hasPrefix("error: unknown mode 'xml'"))
    }

    @Test func dashCRunsCommandsAndStopsAtTheFirstFailure() throws {
        let ok = try dosh(["-c", "count in holc; count in wod", "--mode", "csv"])
        #expect(ok.status == 0 && ok.out == "count\n4\ncount\n4\n" && ok.err == "")
        let bad = try dosh(["-c", "count in holc\nshow nope\ncount in wod", "--mode", "csv"])
        #expect(bad.status == 1)
        #expect(bad.out == "count\n4\n")
        #expect(bad.err == "error: no analysis named 'nope'\n  show nope\n       ^^^^\n")
        let keepGoing = try dosh(["--no-bail", "-c", "show nope; count in wod", "--mode", "csv"])
        #expect(keepGoing.status == 1 && keepGoing.out == "count\n4\n")
    }

    @Test func runScriptResolvesPathsFromItsFolder() throws {
        let dir = temporaryFolder()
        let script = dir.appendingPathComponent("s.dosh")
        let examples = repoRoot.appendingPathComponent("Examples").path
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("ex").path, withDestinationPath: examples)
        try "# a script\nload ex/fair_chance_reentry_act.json\ncount\nshow nope\ncount\n".write(to: script, atomically: true, encoding: .utf8)
        let r = try dosh(["run", script.path], directory: FileManager.default.temporaryDirectory)
        #expect(r.status == 1)
        #expect(r.out.hasSuffix("count\n-----\n   12\n"))
        #expect(r.err == "error: \(script.path):4:6: no analysis named 'nope'\n  show nope\n       ^^^^\n")
    }

    /// Piped input is a script: same bytes as `dosh run`, no prompt, no escape codes.
    @Test func pipedInputMatchesRun() throws {
        let dir = temporaryFolder()
        let script = dir.appendingPathComponent("tour.dosh")
        let text = "load \(repoRoot.path)/Examples/safe_neighborhoods_act.json\nanalyses\nshow\nclauses limit 3\nweights set dis=0.4\nvalidate\n"
        try text.write(to: script, atomically: true, encoding: .utf8)
        let piped = try dosh([], stdin: text)
        let ran = try dosh(["run", script.path])
        #expect(piped.status == 0 && ran.status == 0)
        #expect(piped.out == ran.out)
        #expect(!piped.out.contains("\u{1B}") && !piped.out.contains("dosh>"))
        #expect(piped.out.contains("loaded safe_neighborhoods_act: 14 clauses"))
    }

    @Test func colourOnlyWhenAsked() throws {
        let plain = try dosh(["-c", "show vsc"])
        #expect(!plain.out.contains("\u{1B}["))
        let forced = try dosh(["-c", "set color on; show vsc"])
        #expect(forced.out.contains("\u{1B}[38;5;208mCOI 0.4965  ⊖ Moderately Oppressive\u{1B}[0m"))
    }

    /// SIGINT (Ctrl-C) during a long command stops it within a second; the script stops there and
    /// nothing it would have changed is changed.
    @Test func interruptStopsALongCommandWithinASecond() throws {
        let p = Process()
        p.executableURL = doshBinary
        p.arguments = ["--mode", "csv", "-c", "weights set dis=0.3; robust draws 10000000; weights"]
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        Thread.sleep(forTimeInterval: 0.5)
        let sent = Date()
        kill(p.processIdentifier, SIGINT)
        p.waitUntilExit()
        let elapsed = Date().timeIntervalSince(sent)
        #expect(elapsed < 1.0, "took \(elapsed) s to stop")
        #expect(p.terminationStatus == 1)
        #expect(String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) == "interrupted; the workspace is as it was\n")
        // Only `weights set`'s record: the script stopped at robust and never ran the last `weights`.
        let printed = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(printed.split(separator: "\n").count == 2 && printed.contains("\ncustom,0.3,"))
    }
}

@Suite struct HelpTests {
    /// `help CMD` gives syntax, a paragraph, and two examples, for every command.
    @Test func everyCommandHasSyntaxDetailsAndTwoExamples() {
        for c in Commands.all {
            #expect(c.examples.count == 2, "\(c.name) has \(c.examples.count) examples")
            #expect(c.synopsis.hasPrefix(c.name), "\(c.name)'s synopsis starts with '\(c.synopsis)'")
            #expect(!c.details.isEmpty && !c.summary.isEmpty)
            #expect(output("help \(c.name)").out.hasPrefix(c.synopsis + "\n\n"))
        }
    }

    @Test func helpFilterShowsTheCommandAndTheLanguage() {
        let out = output("help filter").out
        #expect(out.hasPrefix("filter save NAME FILTER"))
        #expect(out.contains("Fields:") || out.contains("fields"))
    }

    @Test func helpListsGroups() {
        let out = output("help").out
        for g in CommandGroup.allCases where Commands.all.contains(where: { $0.group == g }) { #expect(out.contains(g.rawValue + "\n")) }
    }
}
