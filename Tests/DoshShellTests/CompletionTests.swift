// Tab completion: what is offered, given what was typed (the libedit glue only passes these through).
@testable import DoshShell
import Testing

@Suite struct CompletionTests {
    func complete(_ before: String, _ word: String) -> [String] {
        let (shell, _) = makeShell()
        shell.run(line: "load Examples/safe_neighborhoods_act.json")
        return Completion.candidates(before: before, word: word, state: shell.state, env: shell.env)
    }

    @Test(arguments: [
        ("", "sho", ["show"]),
        ("", "cl", ["clauses", "count", "clause"].filter { $0.hasPrefix("cl") }),
        ("show ", "ho", ["holc"]),
        ("show ", "saf", ["safe_neighborhoods_act"]),
        ("show ", "\"War", ["\"War on Drugs (1971)\""]),
        ("clauses where ", "gr", ["group"]),
        ("clauses where group ", "", ["=", "!=", "in"]),
        ("clauses where aar ", "", ["=", "!=", "<", "<=", ">", ">=", "in"]),
        ("clauses where group = ", "", ["outgroup", "ingroupNonElite", "elite", "multiple"]),
        ("clauses where group = ", "o", ["outgroup"]),
        ("clauses where terms ", "", ["has", "~", "!~"]),
        ("clauses where ", "effect:b", ["effect:burden", "effect:benefit"]),
        ("clauses where group = outgroup ", "so", ["sort"]),
        ("clauses in ", "ho", ["holc"]),
        ("clauses in holc ", "w", ["where"]),
        ("clauses in holc, ", "w", ["warondrugs", "wod"]),
        ("clauses cols n, ", "t", ["text", "tier", "terms"]),
        ("clauses sort aar ", "de", ["desc"]),
        ("count in all by ", "eff", ["effect"]),
        ("weights set ", "ads.", ["ads.aar=", "ads.se=", "ads.ij=", "ads.rsc="]),
        ("weights ", "n", ["normalize"]),
        ("set mode ", "j", ["json", "jsonl"]),
        ("set ", "ma", ["maxrows"]),
        ("set timer ", "o", ["on", "off"]),
        ("profile ", "s", ["signed"]),
        ("chain use ", "pa", ["paper"]),
        ("validate ", "", ["app", "paper"]),
        ("help ", "fil", ["filter"]),
        ("load ", "Examples/fa", ["Examples/fair_chance_reentry_act.json"]),
        ("load ", "Exam", ["Examples/"]),
        ("export ", "j", ["json"]),
        ("export svg r.svg ", "--", ["--chart"]),
        ("export svg r.svg holc ", "", ["--chart"]),
        ("analyze Examples/tenant_fairness_act.md ", "--t", ["--taxonomy", "--threshold", "--timeout"]),
        ("clause 4 why ", "-", ["--taxonomy"]),
        ("rescore ", "--", []),
        ("count in holc; sho", "", []),
        ("show x; ", "us", ["use"]),
    ])
    func candidates(before: String, word: String, expected: [String]) {
        #expect(complete(before, word) == expected)
    }
}
