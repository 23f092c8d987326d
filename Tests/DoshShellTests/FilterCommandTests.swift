// The filter language at the prompt: exact error text with carets under the exact token, named
// filters, and the workspace left as it was whenever something is wrong.
import DoshShell
import Foundation
import Testing

@Suite struct FilterCommandTests {
    /// Each caret line is drawn under the command line above it (two spaces of indent on both).
    @Test(arguments: [
        ("clauses where grup = outgroup", """
            error: unknown field 'grup' (did you mean 'group'?)
              clauses where grup = outgroup
                            ^^^^

            """),
        ("clauses where aar = outgroup", """
            error: expected a number for aar, not 'outgroup'
              clauses where aar = outgroup
                                  ^^^^^^^^

            """),
        ("count where group = outgrop", """
            error: unknown group 'outgrop' (did you mean 'outgroup'?) (one of: outgroup, ingroupNonElite, elite, multiple)
              count where group = outgrop
                                  ^^^^^^^

            """),
        ("clauses where (group = elite", """
            error: unclosed '(' (no matching ')')
              clauses where (group = elite
                            ^

            """),
        ("clauses where group = elite) limit 3", """
            error: unmatched ')'
              clauses where group = elite) limit 3
                                         ^

            """),
        ("clauses where aar >", """
            error: expected a value after '>'
              clauses where aar >
                                 ^

            """),
        ("count where proxy and by group", """
            error: expected a condition after 'and'
              count where proxy and by group
                                   ^

            """),
        ("clauses where group < elite", """
            error: '<' does not apply to group (a label); use =, != or in
              clauses where group < elite
                                  ^

            """),
        ("clauses where text ~ /a(b/", """
            error: unclosed '(' in regular expression
              clauses where text ~ /a(b/
                                     ^

            """),
        ("clauses where aar > group", """
            error: cannot compare aar (a number) with group (a label)
              clauses where aar > group
                                  ^^^^^

            """),
        ("clauses where @harsh", """
            error: unknown filter '@harsh'; 'filter save NAME EXPR' defines one
              clauses where @harsh
                            ^^^^^^

            """),
        ("clauses where terms = urban", """
            error: '=' does not apply to terms (a list of strings); use has, ~ or !~
              clauses where terms = urban
                                  ^

            """),
        ("clauses where group", """
            error: group is a label: compare it (group = outgroup), or quote "group" to search the text
              clauses where group
                            ^^^^^

            """),
        // Several mistakes: each with its own caret, in order.
        ("clauses where grup = elite and aar = high", """
            error: unknown field 'grup' (did you mean 'group'?)
              clauses where grup = elite and aar = high
                            ^^^^
            error: expected a number for aar, not 'high'
              clauses where grup = elite and aar = high
                                                   ^^^^

            """),
        ("filter save bad aar = x", """
            error: expected a number for aar, not 'x'
              filter save bad aar = x
                                    ^

            """),
        ("filter save self proxy or @self", """
            error: filter @self refers to itself (@self → @self)
              filter save self proxy or @self
                                        ^^^^^

            """),
    ])
    func exactError(command: String, expected: String) {
        let r = output(command)
        #expect(r.err == expected)
        #expect(r.out == "")
        #expect(r.outcome == .failed)
    }

    /// In a script the message also names file, line and column (of the filter's token).
    @Test func scriptErrorsGiveTheColumnOfTheToken() {
        let (shell, c) = makeShell()
        _ = ScriptRunner.run("# s\ncount in holc where tier = x\n", file: "f.dosh", shell: shell, bail: true)
        #expect(c.err == "error: f.dosh:2:28: expected a number for tier, not 'x'\n  count in holc where tier = x\n                             ^\n")
    }

    @Test func namedFiltersSaveListUseDrop() {
        let (shell, c) = makeShell()
        var r = run("filter list", in: shell, c)
        #expect(r.out == "(no saved filters: 'filter save NAME FILTER' adds one)\n")
        r = run("filter save harsh group = outgroup and aar >= 0.8; filter save h2 @harsh and proxy", in: shell, c)
        #expect(r.out == "saved filter @harsh: group = outgroup and aar >= 0.8\nsaved filter @h2: @harsh and proxy\n")
        r = run("filter list", in: shell, c)
        #expect(r.out == """
            name    filter
            ------  -------------------------------
            @h2     @harsh and proxy
            @harsh  group = outgroup and aar >= 0.8

            """)
        // HOLC: clauses 0 and 1 are outgroup with aar 0.85 and 0.9 (both with proxy terms).
        r = run("set mode json; count in holc where @h2; filter list; set mode table", in: shell, c)
        #expect(r.out == "[{\"count\":2}]\n[{\"name\":\"h2\",\"filter\":\"@harsh and proxy\"},\n{\"name\":\"harsh\",\"filter\":\"group = outgroup and aar >= 0.8\"}]\n")
        r = run("filter drop harsh", in: shell, c)
        #expect(r.err == "error: filter @harsh is used by @h2; drop or change those first\n  filter drop harsh\n              ^^^^^\n")
        #expect(shell.state.workspace.filters.count == 2)
        r = run("filter drop @h2; filter drop harsh", in: shell, c)
        #expect(r.out == "dropped filter @h2\ndropped filter @harsh\n")
        #expect(shell.state.workspace.filters.isEmpty)
    }

    @Test func aFailedSaveLeavesTheFiltersAsTheyWere() {
        let (shell, c) = makeShell()
        run("filter save a proxy", in: shell, c)
        let r = run("filter save a aar > high", in: shell, c)
        #expect(r.outcome == .failed)
        #expect(shell.state.workspace.filters == ["a": "proxy"])
        #expect(run("filter save 2a proxy", in: shell, c).err == "error: '2a' cannot name a filter (a letter, then letters, digits, '_' or '-')\n  filter save 2a proxy\n              ^^\n")
        #expect(run("filter sav a proxy", in: shell, c).err.hasPrefix("error: unknown filter command 'sav' (did you mean 'save'?)"))
    }

    /// A bad filter changes nothing: the analyses, the current one and the filters stay.
    @Test func badFilterLeavesWorkspaceUnchanged() {
        let (shell, c) = makeShell()
        run("load Examples/fair_chance_reentry_act.json; filter save f proxy", in: shell, c)
        let before = shell.state.workspace
        let r = run("clauses where f = x", in: shell, c)
        #expect(r.outcome == .failed)
        #expect(shell.state.workspace.analyses == before.analyses)
        #expect(shell.state.workspace.filters == before.filters)
        #expect(shell.state.workspace.currentName == "fair_chance_reentry_act")
    }

    /// Counts and rows on an example bill, checked against its clause table (Examples/).
    @Test func queriesOnAnExample() {
        let (shell, c) = makeShell()
        run("load Examples/fair_chance_reentry_act.json", in: shell, c)
        // Outgroup clauses: n 0–6, 8 and 10; of those, burden: 8 and 10.
        #expect(run("count where group = outgroup", in: shell, c).out == "count\n-----\n    9\n")
        #expect(run("clauses where group:outgroup effect:harm cols n", in: shell, c).out == " n\n--\n 8\n10\n")
        #expect(run("clauses where terms has \"high-crime areas\" cols n,terms", in: shell, c).out
                == " n  terms\n--  ----------------\n10  high-crime areas\n")
        // "Sections 4 and 5 …" (8) and "violates section 4" (9).
        #expect(run("clauses where text ~ /sections? \\d/ sort n desc cols n", in: shell, c).out == "n\n-\n9\n8\n")
    }

    @Test func helpExplainsTheLanguage() {
        let r = output("help filter")
        #expect(r.out.contains("field:a..b  between, inclusive"))
        #expect(r.out.contains("@NAME      a filter saved with 'filter save'"))
    }

    @Test func sessionScriptRunsCleanly() throws {
        let r = try dosh(["run", repoRoot.appendingPathComponent("Sessions/filters.dosh").path])
        #expect(r.status == 0)
        #expect(r.err == "")
        #expect(r.out.contains("saved filter @unexplained: @harsh and not proxy\n"))
    }
}
