// Tier1Tests.swift: the Tier-1 classifier's rules, with values worked out by hand from the
// built-in taxonomy (BuiltinTaxonomy.swift) and the formulas in Tier1Classifier.swift:
//   s(x) = 1 − 0.5^x;  confidence = 0.25 + 0.35·s(top group)·share + 0.35·s(top effect)·share.
import DoshModel
import DoshText
import Testing

@Suite struct Tier1Tests {
    let tier1 = Tier1Classifier()

    @Test func aProhibitionOnAMarkedGroup() {
        let r = tier1.classify("It shall be unlawful for any alien to possess a firearm.")
        // Cues: unlawful (burden 1), alien (outgroup 1), possess (aar 1), firearm (aar 0.5).
        #expect(r.group == .outgroup)
        #expect(r.effect == .burden)
        // aar = s(1.5 + 2 for an outgroup burden) = 1 − 0.5^3.5 = 0.9116 → 0.91.
        #expect(r.architecture == ArchitectureScores(aar: 0.91, se: 0, ij: 0, rsc: 0))
        // 0.25 + 0.35·s(1)·1 + 0.35·s(1)·1 = 0.25 + 0.175 + 0.175.
        #expect(r.confidence == 0.6)
        #expect(r.proxyTerms == [])
        #expect(!r.expandsOutgroup)
        #expect(r.evidence.map(\.cue) == ["unlawful", "alien", "possess", "firearm"])
    }

    @Test func aSubjectNegatorTurnsADenialIntoAProtection() {
        let r = tier1.classify("No person shall be denied housing on account of race.")
        // "No" opens the clause: the burden "denied" is reversed (benefit 1); "on account of" is a set
        // phrase; race (outgroup 1).
        #expect(r.group == .outgroup)
        #expect(r.effect == .benefit)
        #expect(r.burden == 0 && r.benefit == 1)
        #expect(r.evidence.first { $0.cue == "deny" }?.note == "reversed by 'No'")
        // No burden: aar = s(0.2 × 0) = 0. Confidence 0.25 + 0.175 + 0.175.
        #expect(r.architecture.aar == 0)
        #expect(r.confidence == 0.6)
    }

    @Test func shallNotBeDeniedProtects() {
        let r = tier1.classify("The benefits of a veteran shall not be denied.")
        // veteran (in-group 1); benefit (0.5, before the burden: not its object); "not" reverses "denied" → benefit 1.
        #expect(r.group == .ingroupNonElite)
        #expect(r.effect == .benefit)
        #expect(r.benefit == 1.5)
        // se = s(0.5 for an in-group benefit) = 1 − 0.5^0.5 = 0.2929 → 0.29.
        #expect(r.architecture.se == 0.29)
        // 0.25 + 0.35·s(1)·1 + 0.35·s(1.5)·1 = 0.25 + 0.175 + 0.2262 = 0.6512 → 0.65.
        #expect(r.confidence == 0.65)
    }

    @Test func anExceptionForCrimeRestrictsAProtection() {
        let r = tier1.classify("Neither slavery nor involuntary servitude, except as a punishment for crime whereof the party shall have been duly convicted, shall exist within the United States.")
        // "Neither" reverses slavery and involuntary servitude (benefit 2); "punishment" sits in the
        // exception, which negation does not reach (burden 1): a protection with a carve-out is mixed.
        #expect(r.group == .outgroup)  // crime 0.5 + convicted 1
        #expect(r.effect == .mixed)
        #expect(r.benefit == 2 && r.burden == 1 && r.exceptionBurden == 1)
        #expect(r.evidence.first { $0.cue == "punishment" }?.note == "inside an exception")
        // aar = s(1 servitude + 2) = 0.875 → 0.88; ij = s(0.5 crime) = 0.29.
        #expect(r.architecture == ArchitectureScores(aar: 0.88, se: 0, ij: 0.29, rsc: 0))
        // 0.25 + 0.35·s(1.5)·1 + 0.35·s(2)·0.75 = 0.25 + 0.2262 + 0.1969 = 0.6731 → 0.67.
        #expect(r.confidence == 0.67)
    }

    @Test func aNegatedActIsAProhibition() {
        let r = tier1.classify("No person shall possess a machinegun.")
        // "No" finds no effect cue to reverse; "shall possess" is an act it forbids: burden 1.
        #expect(r.group == .multiple)
        #expect(r.effect == .burden)
        #expect(r.evidence.first?.cue == "prohibition")
        // aar = s(1 possess + 1 for a burden on no marked group) = 0.75.
        #expect(r.architecture.aar == 0.75)
        // 0.25 + 0 + 0.35·s(1)·1 = 0.425; ×100 is 42.5 in binary, rounded half away from zero: 0.43.
        #expect(r.confidence == 0.43)
    }

    @Test func whatADenialTakesAwayIsNotABenefit() {
        let r = tier1.classify("No applicant shall be denied the benefits of this program because of a conviction.")
        #expect(r.group == .outgroup)
        #expect(r.effect == .benefit)
        #expect(r.evidence.first { $0.cue == "benefit" }?.note == "object of 'deny'")
        #expect(r.benefit == 1)
    }

    @Test func proxiesPointAtTheOutgroupAndExpansionWidensIt() {
        let r = tier1.classify("Any person found loitering in a designated zone or in the company of a known gang member shall be arrested.")
        // Outgroup: loitering 1 + gang member 1 + one per proxy term (designated zone, gang) = 4; elite:
        // company 0.5. Burden: loiter 1 + arrest 1.
        #expect(r.group == .outgroup)
        #expect(r.groupWeights == [4, 0, 0.5])
        #expect(r.effect == .burden)
        #expect(r.proxyTerms == ["designated zone", "gang"])
        #expect(r.expandsOutgroup)  // "in the company of"
        // aar = s(2 + 2) = 0.9375 → 0.94; ij = s(0.5 × 2 proxies) = 0.5.
        #expect(r.architecture == ArchitectureScores(aar: 0.94, se: 0, ij: 0.5, rsc: 0))
        // 0.25 + 0.35·s(4)·(4/4.5) + 0.35·s(2)·1 = 0.25 + 0.2917 + 0.2625 = 0.8042 → 0.8.
        #expect(r.confidence == 0.8)
    }

    @Test func aClauseWithoutCuesIsNeutralAndUnsure() {
        let r = tier1.classify("The commission shall consist of nine members.")
        #expect(r.group == .multiple && r.effect == .neutral)
        #expect(r.confidence == 0.25)
        #expect(r.evidence == [])
    }

    @Test(arguments: [("policies", "policy"), ("denied", "deny"), ("denies", "deny"), ("committed", "commit"),
                      ("possessed", "possess"), ("evicting", "evict"), ("fined", "fin"), ("fine", "fin"),
                      ("aliens", "alien"), ("status", "status"), ("this", "this"), ("need", "need")])
    func stemsMeetTheirCues(word: String, stem: String) {
        // The classifier matches cue "deny" in "denied": both reduce to the same stem.
        let t = try! Taxonomy.parse(Array(#"{"groups": {"outgroup": ["\#(stem)"]}}"#.utf8), file: "t.json")
        #expect(Tier1Classifier(taxonomy: t).classify("the \(word) here").groupWeights[0] == 1, "\(word) → \(stem)")
    }
}

@Suite struct TaxonomyTests {
    @Test func theBuiltInTaxonomyParses() {
        let t = Taxonomy.builtIn
        #expect(t.name == "built-in")
        #expect(t.cues.count > 400)
        // --write-taxonomy writes exactly what is built in, and it reads back the same.
        let again = try? Taxonomy.parse(Array(Taxonomy.builtInJSON.utf8), file: "copy.json")
        #expect(again?.cues == t.cues)
    }

    @Test func aCustomTaxonomyReplacesTheBuiltInOne() throws {
        let t = try Taxonomy.parse(Array(#"{"name": "zoo", "groups": {"outgroup": ["zebra"]}, "effects": {"burden": ["stripes"]}}"#.utf8), file: "zoo.json")
        let custom = Tier1Classifier(taxonomy: t).classify("The zebra has stripes.")
        #expect(custom.group == .outgroup && custom.effect == .burden && custom.confidence == 0.6)
        let builtIn = Tier1Classifier().classify("The zebra has stripes.")
        #expect(builtIn.group == .multiple && builtIn.effect == .neutral)
    }

    @Test(arguments: [
        (#"{"groups": {"outgrop": ["x"]}}"#,
         "t.json:1:13: unknown groups key 'outgrop' (did you mean 'outgroup'?) (one of: outgroup, ingroupNonElite, elite)"),
        (#"{"effects": {"burden": [{"cue": "fine", "weight": 20}]}}"#,
         "t.json:1:33: the weight of cue 'fine' must be a number in (0, 10]"),
        (#"{"group": {}}"#,
         "t.json:1:2: unknown key 'group' (did you mean 'groups'?) (keys: name, groups, effects, architecture, proxies, expansion, negators, subjectNegators, exceptions, ignore)"),
        ("[1, 2]", "t.json:1:1: a taxonomy is a JSON object (with 'groups', 'effects', …), not an array"),
        ("{\n  \"proxies\": [\"urban\", 3]\n}", "t.json:2:3: cue 2 of 'proxies' must be a string or {\"cue\": …, \"weight\": …}, not a number"),
    ])
    func badTaxonomiesAreReportedWithLineAndColumn(json: String, message: String) {
        do {
            _ = try Taxonomy.parse(Array(json.utf8), file: "t.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.message == message)
        }
    }

    @Test func aJSONSyntaxErrorHasItsPosition() {
        do {
            _ = try Taxonomy.parse(Array("{\n  \"groups\": {\n}".utf8), file: "t.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.message.hasPrefix("t.json:3:2: "))
        }
    }
}
