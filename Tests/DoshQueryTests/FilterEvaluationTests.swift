// Filters evaluated on the fixture (Fixture.swift): each expected list is derived by hand from the
// clause values listed there, in document order.
import DoshModel
@testable import DoshQuery
import Testing

@Suite struct FilterEvaluationTests {
    @Test(arguments: [
        // labels, with raw names, aliases and any case
        ("group = outgroup", [1, 2, 5]),
        ("group = ingroup", [4, 7]),                          // alias of ingroupNonElite
        ("group = InGroupNonElite", [4, 7]),
        ("group != outgroup", [0, 3, 4, 6, 7]),
        ("effect = harm", [1, 2, 5]),                         // alias of burden
        ("section = operative", [2, 3, 7]),
        ("group in (outgroup, e)", [1, 2, 3, 5]),             // e: alias of elite
        ("effect in (benefit, mixed)", [3, 4, 6]),
        ("section in (title, penalties)", [0, 5]),
        // numbers
        ("aar > 0.8", [2, 5]),                                // 0.9, 0.85
        ("aar >= 0.85", [2, 5]),
        ("aar < 0.3", [0, 4, 7]),                             // 0.1, 0.2, 0.0
        ("aar <= 0.3", [0, 3, 4, 7]),
        ("aar = 0.5", [6]),
        ("aar != 0.5", [0, 1, 2, 3, 4, 5, 7]),
        ("tier = 1", [0, 1, 4, 5]),
        ("tier in (2, 3)", [2, 3, 6, 7]),
        ("tier = tier3", [3, 7]),                             // the app's tier names work too
        ("score:<-0.3", [3, 4]),                              // −0.45, −0.325
        ("score:-0.4..0", [0, 4, 7]),                         // 0, −0.325, 0
        ("n in (0, 7)", [0, 7]),
        ("n > -1 and n < 1", [0]),                            // a negative number
        ("score > 0.5", [1, 2, 5]),                           // 0.55, 0.725, 0.6
        ("score < 0", [3, 4]),
        ("score = 0", [0, 7]),
        // booleans
        ("proxy", [1, 2, 5, 6, 7]),
        ("not proxy", [0, 3, 4]),
        ("!proxy", [0, 3, 4]),
        ("-proxy", [0, 3, 4]),
        ("proxy = false", [0, 3, 4]),
        ("proxy:yes", [1, 2, 5, 6, 7]),
        ("fallback:true", [4, 6]),
        ("proxy and not expands", [2, 6, 7]),                 // proxy 1 2 5 6 7, expands 1 5
        ("fallback and group = multiple", [6]),
        // field against field
        ("se > ij", [2, 3, 4]),                               // .8>.5, .5>.4, .6>.3
        ("aar >= rsc", [1, 2, 4, 5, 6]),
        ("expands != fallback", [1, 4, 5, 6]),                // expands 1 5, fallback 4 6
        ("proxy = expands", [0, 1, 3, 4, 5]),                 // both true 1 5, both false 0 3 4
        // text: substring, case-insensitive
        ("text ~ \"shall\"", [2, 3, 6, 7]),                    // clause 7 has SHALL
        ("shall", [2, 3, 6, 7]),                              // a bare word
        ("\"shall not\"", [7]),                               // clause 6 says "shall be"
        ("text !~ \"shall\"", [0, 1, 4, 5]),
        ("-shall", [0, 1, 4, 5]),
        ("text = \"Property owners shall receive tax credits.\"", [3]),
        ("text:résumé", [7]),
        ("RÉSUMÉ", [7]),
        // regular expressions, case-insensitive
        ("text ~ /^a/", [0, 2]),                              // "An Act", "A peace"
        ("text ~ /\\d+ days/", [5]),
        ("text ~ /crime|jail/", [5, 7]),
        ("text ~ /SHALL\\s+NOT/", [7]),
        ("text ~ /\\bact\\b/", [0, 6]),
        ("text ~ /ow(n|ner)s?\\b/", [3, 4]),                  // owners, Homeowners
        ("text ~ /[A-C]ct/", [0, 6]),                          // "Act"
        ("text ~ /^[^a-z]/", [1]),                             // starts with a quote mark
        ("text ~ /y\\.$/", [6, 7]),                            // assembly., history.
        ("text ~ /o{2}/", [4]),                                // good
        ("text ~ /a.?b/", [5, 7]),                             // punishable, about
        ("text !~ /e/", []),
        ("/résumé/", [7]),
        // lists
        ("terms has \"urban\"", [2]),                          // Urban, any case
        ("terms has urb", []),                                 // has is exact
        ("terms ~ urb", [2]),
        ("terms:crime", [7]),
        ("terms ~ /zone$/", [1]),
        ("terms !~ \"a\"", [0, 3, 4, 5, 7]),                   // no term containing an a
        // ids and the analysis
        ("id = t3", [3]),
        ("id:T7-X", [7]),
        ("id ~ t", [0, 1, 2, 3, 4, 5, 6, 7]),
        ("analysis = test", [0, 1, 2, 3, 4, 5, 6, 7]),
        ("analysis != test", []),
        ("analysis in (other, TEST)", [0, 1, 2, 3, 4, 5, 6, 7]),
        // shorthand
        ("tier:2", [2, 6]),
        ("confidence:0.5..0.7", [1, 3, 4, 7]),                 // .55 .7 .5 .65
        ("confidence:<0.6", [1, 4, 6]),
        ("confidence:>=0.9", [0, 5]),
        ("n:2..4", [2, 3, 4]),
        ("group:outgroup aar:>0.8", [2, 5]),                   // juxtaposition means and
        // precedence and grouping
        ("group = elite or group = outgroup and aar > 0.85", [2, 3]),
        ("(group = elite or group = outgroup) and aar > 0.85", [2]),
        ("group:outgroup || tier:3", [1, 2, 3, 5, 7]),
        ("group = outgroup && !expands", [2]),
        ("not (group = outgroup or group = multiple)", [3, 4, 7]),
        ("not not proxy", [1, 2, 5, 6, 7]),
        ("aar > 0.8 \"jail\"", [5]),
        ("shall or jail and tier = 1", [2, 3, 5, 6, 7]),
        // named filters
        ("@harsh", [2, 5]),
        ("@soft", [2, 3, 4, 5]),                               // @harsh or benefit
        ("not @harsh and proxy", [1, 6, 7]),
    ])
    func selects(_ filter: String, _ expected: [Int]) throws {
        #expect(Fixture.select(filter) == .success(expected), "\(filter)")
    }

    @Test func countAgreesWithMatches() throws {
        let f = try CompiledFilter.compile("group = outgroup and aar > 0.5 and text ~ \"shall\"", offset: 0, workspace: Fixture.workspace)
        #expect(try f.matches(in: Fixture.analysis) == [2])
        #expect(try f.count(in: Fixture.analysis) == 1)
    }

    /// `analysis = …` is the same for every clause of an analysis: it folds to a constant.
    @Test func analysisTestsFoldToConstants() throws {
        let f = try CompiledFilter.compile("analysis = other and aar > 0", offset: 0, workspace: Fixture.workspace)
        guard case .constant(false) = Binder(Fixture.analysis, stop: StopCheck { false }).bind(f.predicate) else {
            Issue.record("expected a constant")
            return
        }
    }

    /// Cheap column tests run before text searches, whatever the order written.
    @Test func cheapTermsFirst() {
        let text = Predicate.string(.text, .contains(ByteSearchNeedle(Array("x".utf8))))
        let group = Predicate.label(.group, mask: 1)
        #expect(Binder.cost(group) < Binder.cost(.number(.aar, .greater, 0.5)))
        #expect(Binder.cost(.number(.aar, .greater, 0.5)) < Binder.cost(text))
    }

    @Test func shouldStopCancels() throws {
        var table = ClauseTable()
        for k in 0..<5000 { table.append(Clause(n: k, text: "clause \(k)", group: .outgroup, effect: .burden)) }
        let big = Analysis(name: "big", clauses: table)
        let f = try CompiledFilter.compile("group = outgroup", offset: 0, workspace: Workspace())
        #expect(throws: Cancelled.self) { try f.matches(in: big, shouldStop: { true }) }
        #expect(throws: Cancelled.self) { try f.count(in: big, shouldStop: { true }) }
        #expect(try f.count(in: big) == 5000)
    }

    /// A regular expression over one very long text stops when asked, inside the text.
    @Test func longRegexRunIsInterruptible() throws {
        let long = String(repeating: "a", count: 300_000)
        let one = Analysis(name: "one", clauses: ClauseTable([Clause(text: long, group: .elite, effect: .benefit)]))
        let f = try CompiledFilter.compile("text ~ /(a|aa)*[bc]/", offset: 0, workspace: Workspace())
        var polls = 0
        #expect(throws: Cancelled.self) { try f.matches(in: one, shouldStop: { polls += 1; return polls > 1 }) }
        #expect(try f.matches(in: one) == [])  // the classic backtracking killer, answered in one pass
    }

    /// Filters never change what they read.
    @Test func evaluationLeavesTheAnalysisAsItWas() throws {
        let before = Fixture.analysis
        _ = Fixture.select("text ~ /a/ or terms has x or se > ij")
        #expect(Fixture.analysis == before)
    }

    @Test func namedReferences() {
        #expect(CompiledFilter.namedReferences(in: "@a and (b or @c-1) \"@d\"") == ["a", "c-1"])
    }
}
