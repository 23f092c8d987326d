// Completion while a filter is typed: fields, operators after a field, values present in the workspace.
import DoshModel
import DoshQuery
import Testing

@Suite struct CompletionTests {
    let fields = ClauseField.allCases.map(\.rawValue)

    func complete(_ text: String, _ ws: Workspace = Fixture.workspace) -> FilterCompletion {
        FilterCompletion.complete(text, workspace: ws)
    }

    @Test func atTheStartEverythingThatBeginsATerm() {
        #expect(complete("") == FilterCompletion(replaceFrom: 0, candidates: fields + ["not", "@harsh", "@soft"]))
        #expect(complete("gr") == FilterCompletion(replaceFrom: 0, candidates: ["group"]))
        #expect(complete("proxy and (e") == FilterCompletion(replaceFrom: 11, candidates: ["effect", "expands"]))
    }

    @Test func operatorsFitTheFieldsType() {
        #expect(complete("group ").candidates == ["=", "!=", "in"])
        #expect(complete("aar ").candidates == ["=", "!=", "<", "<=", ">", ">=", "in"])
        #expect(complete("terms ").candidates == ["has", "~", "!~"])
        #expect(complete("text ").candidates == ["~", "!~", "=", "!=", "in"])
        #expect(complete("group i") == FilterCompletion(replaceFrom: 6, candidates: ["in"]))
    }

    /// Values come from the workspace: the fixture has every section; the built-in policies only
    /// operative clauses, and no mixed effect.
    @Test func valuesPresentInTheWorkspace() {
        #expect(complete("section = ").candidates == ["title", "definitions", "operativeClauses", "penalties", "exceptions"])
        #expect(complete("section = ", Workspace()).candidates == ["operativeClauses"])
        #expect(complete("effect:", Workspace()).candidates == ["burden", "benefit", "neutral"])
        #expect(complete("effect = m").candidates == ["mixed"])
        #expect(complete("group in (outgroup, e") == FilterCompletion(replaceFrom: 20, candidates: ["elite"]))
        #expect(complete("proxy = ").candidates == ["true", "false"])
        #expect(complete("terms has lo").candidates == ["loitering"])
        #expect(complete("terms has de").candidates == ["\"designated zone\""])
        #expect(complete("analysis = te").candidates == ["test"])
        #expect(complete("analysis = HOLC").candidates == ["\"HOLC Redlining (1934)\""])
        #expect(complete("aar > ").candidates == [])
    }

    @Test func afterAConditionTheConnectives() {
        #expect(complete("aar > 0.5 a").candidates == ["and", "analysis", "aar"])
        #expect(complete("(proxy) o").candidates == ["or"])
    }

    @Test func namedFiltersAfterAt() {
        #expect(complete("proxy and @h") == FilterCompletion(replaceFrom: 10, candidates: ["@harsh"]))
        #expect(complete("@") == FilterCompletion(replaceFrom: 0, candidates: ["@harsh", "@soft"]))
    }

    @Test func nothingInsideAString() {
        #expect(complete("text ~ \"sh").candidates == [])
        #expect(complete("text ~ /sh").candidates == [])
    }
}
