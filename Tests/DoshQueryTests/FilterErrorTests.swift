// Mistakes found before any evaluation: exact messages and spans (characters of the filter, shifted
// by the offset the shell passes), several at once.
import DoshModel
import DoshQuery
import Testing

@Suite struct FilterErrorTests {
    func issues(_ filter: String, offset: Int = 0) -> [FilterIssue] {
        do {
            _ = try CompiledFilter.compile(filter, offset: offset, workspace: Fixture.workspace)
            return []
        } catch {
            return error.issues
        }
    }

    @Test(arguments: [
        ("grup = outgroup", "unknown field 'grup' (did you mean 'group'?)", 0..<4),
        ("aar = outgroup", "expected a number for aar, not 'outgroup'", 6..<14),
        ("group = outgrop", "unknown group 'outgrop' (did you mean 'outgroup'?) (one of: outgroup, ingroupNonElite, elite, multiple)", 8..<15),
        ("effect = burdn", "unknown effect 'burdn' (did you mean 'burden'?) (one of: burden, benefit, neutral, mixed)", 9..<14),
        ("(group = elite", "unclosed '(' (no matching ')')", 0..<1),
        ("group = elite)", "unmatched ')'", 13..<14),
        ("aar >", "expected a value after '>'", 5..<6),
        ("proxy and", "expected a condition after 'and'", 9..<10),
        ("proxy or or tier = 1", "expected a condition after 'or', found 'or'", 9..<11),
        ("group < elite", "'<' does not apply to group (a label); use =, != or in", 6..<7),
        ("text ~ /a(b/", "unclosed '(' in regular expression", 9..<10),
        ("text ~ /a{2,1}/", "repetition {2,1} has its bounds reversed", 9..<14),
        ("text ~ /(a)\\1/", "backreferences like '\\1' are not supported", 11..<13),
        ("text ~ /(?=a)/", "only (?: …) groups are supported (no lookaround or flags)", 8..<11),
        ("text ~ /[z-a]/", "range out of order in character class", 9..<12),
        ("aar > group", "cannot compare aar (a number) with group (a label)", 6..<11),
        ("@hrash", "unknown filter '@hrash' (did you mean '@harsh'?)", 0..<6),
        ("terms = urban", "'=' does not apply to terms (a list of strings); use has, ~ or !~", 6..<7),
        ("text has x", "'has' applies to terms (a list of strings); use ~ to search text", 5..<8),
        ("group", "group is a label: compare it (group = outgroup), or quote \"group\" to search the text", 0..<5),
        ("aar:0.9..0.1", "empty range: 0.9 is above 0.1", 4..<12),
        ("group:a..b", "a range lo..hi needs a number field; group is a label", 0..<5),
        ("proxy = maybe", "expected true or false for proxy, not 'maybe'", 8..<13),
        ("aar = /x/", "a regular expression needs ~ or !~ (as in aar ~ /…/)", 6..<9),
        ("group in elite", "expected '(' after 'in', as in group in (a, b)", 9..<14),
        ("terms in (a)", "'in' does not apply to terms (a list of strings); use has (terms has \"word\")", 6..<8),
        ("a & b", "unexpected '&' (did you mean '&&'?)", 2..<3),
        ("text ~ \"open", "unterminated string (close it with \")", 7..<8),
        ("text ~ /open", "unterminated regular expression (close it with /)", 7..<8),
        ("= 3", "expected a condition, found '='", 0..<1),
        ("", "empty filter", 0..<1),
        ("tier = 1x", "expected a number for tier, not '1x'", 7..<9),
    ])
    func oneMistake(_ filter: String, _ message: String, _ span: Range<Int>) {
        #expect(issues(filter) == [FilterIssue(message, span)], "\(filter)")
    }

    /// Every mistake in one expression, in order, each at its own token; spans move with the offset.
    @Test func severalMistakesTogether() {
        let found = issues("grup = elite and aar = high or (effect = bad", offset: 14)
        #expect(found == [
            FilterIssue("unknown field 'grup' (did you mean 'group'?)", 14..<18),
            FilterIssue("expected a number for aar, not 'high'", 37..<41),
            FilterIssue("unclosed '(' (no matching ')')", 45..<46),
            FilterIssue("unknown effect 'bad' (one of: burden, benefit, neutral, mixed)", 55..<58),
        ])
    }

    @Test func firstIsTheErrorTheRestAreRelated() {
        do {
            _ = try CompiledFilter.compile("grup = x and aar = y", offset: 0, workspace: Fixture.workspace)
            Issue.record("expected an error")
        } catch {
            #expect(error.message == "unknown field 'grup' (did you mean 'group'?)")
            #expect(error.span == 0..<4)
            #expect(error.related.map(\.message) == ["expected a number for aar, not 'y'"])
            #expect(error.related.map(\.span) == [19..<20])
        }
    }

    @Test func namedFilterProblemsPointAtTheName() {
        var ws = Fixture.workspace
        ws.filters["a"] = "@b"
        ws.filters["b"] = "@a"
        ws.filters["broken"] = "aar = x"
        func issues(_ f: String, defining: String? = nil) -> [FilterIssue] {
            do { _ = try CompiledFilter.compile(f, offset: 0, workspace: ws, defining: defining); return [] } catch { return error.issues }
        }
        #expect(issues("proxy and @a") == [FilterIssue("filter @a refers to itself (@a → @b → @a)", 10..<12)])
        #expect(issues("@broken") == [FilterIssue("in filter @broken: expected a number for aar, not 'x'", 0..<7)])
        // Saving `self` as `@self or proxy` would loop.
        #expect(issues("@self or proxy", defining: "self") == [FilterIssue("filter @self refers to itself (@self → @self)", 0..<5)])
        #expect(issues("@nothing", defining: nil) == [FilterIssue("unknown filter '@nothing'", 0..<8)])
        #expect(issues("@nothing")[0].message == "unknown filter '@nothing'")
    }

    @Test func noFiltersSavedSaysHowToSaveOne() {
        do {
            _ = try CompiledFilter.compile("@x", offset: 0, workspace: Workspace())
        } catch {
            #expect(error.message == "unknown filter '@x'; 'filter save NAME EXPR' defines one")
        }
    }

    /// Deep nesting is refused with an error rather than exhausting the stack.
    @Test func deepNestingIsAnError() {
        let deep = String(repeating: "(", count: 5000) + "proxy" + String(repeating: ")", count: 5000)
        #expect(issues(deep).map(\.message) == ["filter nested too deeply (more than 200 levels)"])
        let nots = String(repeating: "not ", count: 5000) + "proxy"
        #expect(issues(nots).map(\.message) == ["filter nested too deeply (more than 200 levels)"])
        // A long flat chain is fine: and/or are kept flat.
        let flat = Array(repeating: "proxy", count: 5000).joined(separator: " and ")
        #expect(issues(flat) == [])
    }
}
