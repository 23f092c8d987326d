// AgreementTests.swift: how far Tier 1 agrees with the hand labels of LabelledClauses.swift, per
// field, on the tuning clauses and on the held-out ones. The figures printed here are the ones
// docs/text-analysis.md reports; the floors below make a regression fail.
import DoshModel
import DoshText
import Testing

/// Agreement of Tier 1 with a set of labelled clauses.
struct Agreement {
    var count = 0
    var group = 0, effect = 0, section = 0
    var absError: [ArchitectureComponent: Double] = [:]
    var within: [ArchitectureComponent: Int] = [:]
    var termsPredicted = 0, termsLabelled = 0, termsCorrect = 0
    /// Clauses the segmenter did not keep as one clause (should be none).
    var split: [String] = []

    init(_ items: [Labelled], classifier: Tier1Classifier = Tier1Classifier()) {
        for item in items {
            count += 1
            let r = classifier.classify(item.text)
            if r.group == item.group { group += 1 }
            if r.effect == item.effect { effect += 1 }
            let doc = (item.heading.map { $0 + "\n\n" } ?? "") + item.text
            let segments = Segmenter().segments(doc)
            if segments.count == 1 {
                if segments[0].section == item.section { section += 1 }
            } else {
                split.append(item.text)
            }
            let predicted: [ArchitectureComponent: Double] = [.aar: r.architecture.aar, .se: r.architecture.se, .ij: r.architecture.ij, .rsc: r.architecture.rsc]
            let labelled: [ArchitectureComponent: Double] = [.aar: item.aar, .se: item.se, .ij: item.ij, .rsc: item.rsc]
            for c in ArchitectureComponent.allCases {
                let d = abs((predicted[c] ?? 0) - (labelled[c] ?? 0))
                absError[c, default: 0] += d
                if d <= 0.2 + 1e-9 { within[c, default: 0] += 1 }
            }
            let p = Set(r.proxyTerms.map { $0.lowercased() })
            let l = Set(item.terms.map { $0.lowercased() })
            termsPredicted += p.count
            termsLabelled += l.count
            termsCorrect += p.intersection(l).count
        }
    }

    func rate(_ k: Int) -> Double { count == 0 ? 0 : Double(k) / Double(count) }
    func mae(_ c: ArchitectureComponent) -> Double { count == 0 ? 0 : (absError[c] ?? 0) / Double(count) }
    func withinRate(_ c: ArchitectureComponent) -> Double { rate(within[c] ?? 0) }
    var precision: Double { termsPredicted == 0 ? 0 : Double(termsCorrect) / Double(termsPredicted) }
    var recall: Double { termsLabelled == 0 ? 0 : Double(termsCorrect) / Double(termsLabelled) }

    static func percent(_ v: Double) -> String { String(Int((v * 100).rounded())) + "%" }
    static func two(_ v: Double) -> String {
        let r = Int((v * 100).rounded())
        return "\(r / 100).\(r % 100 < 10 ? "0" : "")\(r % 100)"
    }

    /// One Markdown table row.
    func row(_ name: String) -> String {
        let arch = ArchitectureComponent.allCases.map { "\(Agreement.two(mae($0))) / \(Agreement.percent(withinRate($0)))" }
        return "| \(name) | \(count) | \(Agreement.percent(rate(group))) | \(Agreement.percent(rate(effect))) | \(Agreement.percent(rate(section))) | "
            + arch.joined(separator: " | ") + " | \(Agreement.percent(precision)) / \(Agreement.percent(recall)) |"
    }
}

@Suite struct AgreementTests {
    let tune = labelledClauses.filter { !$0.holdout }
    let holdout = labelledClauses.filter(\.holdout)

    @Test func theLabelledSetIsLargeEnoughAndWellFormed() {
        #expect(labelledClauses.count >= 80)
        #expect(holdout.count >= 25)
        for item in labelledClauses {
            #expect(!item.why.isEmpty)
            for v in [item.aar, item.se, item.ij, item.rsc] { #expect((0...1).contains(v), "\(item.text)") }
        }
        // Every labelled text is one clause to the segmenter (so its section can be compared).
        #expect(Agreement(labelledClauses).split == [])
    }

    @Test func agreementPerField() {
        let t = Agreement(tune), h = Agreement(holdout), all = Agreement(labelledClauses)
        print("| set | clauses | group | effect | section | aar MAE / ±0.2 | se MAE / ±0.2 | ij MAE / ±0.2 | rsc MAE / ±0.2 | proxy terms P / R |")
        print("|---|---|---|---|---|---|---|---|---|---|")
        print(t.row("tuning"))
        print(h.row("held out"))
        print(all.row("all"))
        // Floors a little under the measured figures (docs/text-analysis.md): a regression fails.
        #expect(t.rate(t.group) >= 0.90)
        #expect(t.rate(t.effect) >= 0.90)
        #expect(h.rate(h.group) >= 0.75)
        #expect(h.rate(h.effect) >= 0.65)
        #expect(all.rate(all.section) >= 0.95)
        for c in ArchitectureComponent.allCases { #expect(all.withinRate(c) >= 0.6, "\(c)") }
        #expect(all.precision >= 0.8)
        #expect(all.recall >= 0.8)
    }
}
