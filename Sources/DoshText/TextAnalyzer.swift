// TextAnalyzer.swift: the pipeline — checked text → segments → Tier 1 → (an external classifier
// for the clauses Tier 1 is not sure of) → resolved clauses, with progress and Ctrl-C.
//
// Tier resolution (domain.md §4.1, with the threshold configurable): a Tier-1 result with
// confidence ≥ the threshold (0.85) is kept; otherwise the external classifier's answer is used,
// whatever its confidence; a refusal keeps Tier 1 and sets wasSafetyFallback. Without a classifier
// every clause keeps its Tier-1 labels.
import DoshModel

public struct TierResolver: Sendable, Equatable {
    public var threshold: Double

    public init(threshold: Double = 0.85) { self.threshold = threshold }

    public func needsClassifier(_ t1: Tier1Result) -> Bool { t1.confidence < threshold }

    /// The clause's final labels from Tier 1 and, when it was asked, the classifier.
    public func resolve(_ t1: Tier1Result, _ external: ClassifierResult?) -> Clause {
        var c = Clause(group: t1.group, effect: t1.effect, architecture: t1.architecture, confidence: t1.confidence,
                       tier: .tier1, usesProxy: !t1.proxyTerms.isEmpty, proxyTerms: t1.proxyTerms,
                       expandsOutgroup: t1.expandsOutgroup)
        guard needsClassifier(t1), let external else { return c }
        switch external {
        case .refused:
            c.wasSafetyFallback = true
        case .answer(let a):
            c.group = a.group; c.effect = a.effect; c.architecture = a.architecture; c.confidence = a.confidence
            c.tier = a.tier; c.usesProxy = a.usesProxy; c.proxyTerms = a.proxyTerms; c.expandsOutgroup = a.expandsOutgroup
        }
        return c
    }
}

public struct AnalyzeOptions: Sendable {
    public var taxonomy: Taxonomy = .builtIn
    public var resolver = TierResolver()
    public var classifier: ExternalClassifier?
    public var format: TextFormat = .plain
    /// Clause ids are "<idPrefix>-<n>".
    public var idPrefix = "text"
    /// Scores the clauses classified so far, for the running COI in the progress line.
    public var scorer: Scorer?

    public init() {}
}

/// An analysed text: its clauses, and what the classifier did.
public struct TextAnalysis: Sendable {
    public var clauses: ClauseTable
    /// Clauses sent to the external classifier, and how many of them it refused.
    public var sent = 0
    public var refused = 0
}

public enum TextAnalyzer {
    /// Analyses checked text. `progress` gets short status lines (throttled); `isCancelled` is
    /// polled between clauses and while waiting for the classifier.
    public static func analyze(_ source: SourceText, file: String, options: AnalyzeOptions,
                               progress: ((String) -> Void)? = nil,
                               isCancelled: () -> Bool = { false }) throws(TextError) -> TextAnalysis {
        progress?("segmenting \(file)")
        let segments = Segmenter(format: options.format).segments(source)
        guard !segments.isEmpty else { throw .noClauses(file) }
        if isCancelled() { throw .interrupted }

        let classifier = Tier1Classifier(taxonomy: options.taxonomy)
        var t1: [Tier1Result] = []
        t1.reserveCapacity(segments.count)
        var stats = ScoreStats()
        var lastReport = monotonicNow()
        var scratch: [UInt8] = []
        for (k, s) in segments.enumerated() {
            if isCancelled() { throw .interrupted }
            var text = s.text
            let r = text.withUTF8 { classifier.classify($0, scratch: &scratch) }
            t1.append(r)
            if let progress {
                stats.add(Clause(group: r.group, effect: r.effect, architecture: r.architecture, proxyTerms: r.proxyTerms,
                                 expandsOutgroup: r.expandsOutgroup))
                let now = monotonicNow()
                if now - lastReport >= 0.1 {
                    lastReport = now
                    let coi = options.scorer.map { " · COI " + fixed4($0.score(stats).coi) } ?? ""
                    progress("classifying clause \(k + 1) of \(segments.count)\(coi)")
                }
            }
        }

        var external: [Int: ClassifierResult] = [:]
        var sent = 0, refused = 0
        if let ext = options.classifier {
            let escalate = segments.indices.filter { options.resolver.needsClassifier(t1[$0]) }
            let requests = escalate.map { ClassifierRequest(id: "\(options.idPrefix)-\($0)", n: $0, text: segments[$0].text, section: segments[$0].section) }
            let answers = try ext.classify(requests, isCancelled: isCancelled) { done in
                progress?("classifier: \(done) of \(requests.count) clauses answered")
            }
            for (k, i) in escalate.enumerated() {
                external[i] = answers[k]
                if answers[k] == .refused { refused += 1 }
            }
            sent = requests.count
        }

        var table = ClauseTable()
        table.reserveCapacity(segments.count, textBytes: segments.reduce(0) { $0 + $1.text.utf8.count })
        for (i, s) in segments.enumerated() {
            var c = options.resolver.resolve(t1[i], external[i])
            c.n = i
            c.id = "\(options.idPrefix)-\(i)"
            c.text = s.text
            c.section = s.section
            c.sourceSpan = s.span
            table.append(c)
        }
        progress?("")
        return TextAnalysis(clauses: table, sent: sent, refused: refused)
    }

    /// A number with 4 decimals, for the progress line.
    static func fixed4(_ v: Double) -> String {
        let r = Int((v * 10_000).rounded())
        let frac = String(abs(r) % 10_000)
        return (r < 0 ? "-" : "") + "\(abs(r) / 10_000)." + String(repeating: "0", count: 4 - frac.count) + frac
    }
}
