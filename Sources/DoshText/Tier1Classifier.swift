// Tier1Classifier.swift: the transparent lexicon-and-rules classifier. Every label comes from cues
// that can be listed (`clause N why`):
//   1. Cues: taxonomy phrases matched on stemmed words; a cue inside a longer cue of the same kind
//      does not count twice, an effect word inside a longer cue of another kind ("free" in
//      "drug-free zone", "unlawful" in "unlawful user") is not an effect, words inside an ignored
//      set phrase ("under color of law") count for nothing, and a group cue counts once.
//   2. Objects: a benefit within three words after a burden is what the burden takes away
//      ("denied the benefits"): it does not count on its own.
//   3. Negation: a subject negator opening a clause or part ("No person …", "Neither slavery …")
//      reverses the burden cues after it (benefit cues only when there is no burden to reverse);
//      another negator ("shall not be denied or abridged") reverses the next effect cue within five
//      words, not past a modal verb, and the cues coordinated with it. Reversed burdens protect
//      (benefit); reversed benefits withhold (burden).
//   4. Prohibition: "No person shall possess …" / "shall not sell …" (a negated act with no effect
//      cue to reverse) is a burden.
//   5. Exceptions: inside "except …", "unless …" (to the next punctuation) negation does not reach:
//      "Neither slavery …, except as a punishment for crime …, shall exist" protects and restricts.
//   6. Labels: the target group is the group with the most cue weight when it has at least 1 and
//      leads by 0.5, else `multiple` (each proxy term counts 1 for the outgroup); the effect is
//      burden or benefit by weight, `mixed` when an exception keeps a burden inside a protection or
//      both are ≥ 1 with the weaker at least three quarters of the stronger, `neutral` without
//      effect cues (but a neutral clause that widens the outgroup burdens it).
//   7. Scores: s(x) = 1 − 0.5^x turns cue weight into [0, 1): aar = s(aar cues + 2 for an outgroup
//      burden, + 1 for another burden), or s(0.2 × aar cues) when the clause burdens no one;
//      se = s(se cues + 0.5 for an in-group benefit); ij = s(ij cues + 0.5 per proxy term); rsc =
//      s(rsc cues), or s(0.2 × rsc cues) in a protection of the outgroup or in-group.
//      Proxy terms: the distinct proxy cues, at most 5.
//      expandsOutgroup: an outgroup clause with expansion cues, or an outgroup burden with proxies.
//   8. Confidence = min(0.95, 0.25 + 0.35·s(top group)·share of group weight + 0.35·s(top effect)·
//      share of effect weight); 0.75 share for mixed. Scores and confidence are rounded to 2 decimals.
// docs/text-analysis.md explains each rule with examples.
import DoshModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One cue found in a clause, and what became of it.
public struct Evidence: Equatable, Sendable {
    public var kind: CueKind
    /// The cue as the taxonomy writes it ("prohibition" for the rule of step 4).
    public var cue: String
    public var weight: Double
    /// The words it matched, as they stand in the clause.
    public var matched: String
    /// Byte range in the clause text.
    public var range: Range<Int>
    /// Whether it counts towards the labels (see `note` when not).
    public var counted: Bool
    /// What a rule did: "reversed by 'not'", "inside 'except'", "object of 'denied'", "within 'unlawful user'".
    public var note: String
}

/// What Tier 1 decided for one clause, with the sums behind it.
public struct Tier1Result: Equatable, Sendable {
    public var group: TargetGroup
    public var effect: EffectDirection
    public var architecture: ArchitectureScores
    public var proxyTerms: [String]
    public var expandsOutgroup: Bool
    public var confidence: Double
    /// Cue weight per group (outgroup, ingroupNonElite, elite) and per effect after negation.
    public var groupWeights: [Double]
    public var burden: Double
    public var benefit: Double
    /// Burden weight kept inside exception clauses.
    public var exceptionBurden: Double
    public var evidence: [Evidence]
}

public struct Tier1Classifier: Sendable {
    public let taxonomy: Taxonomy

    public init(taxonomy: Taxonomy = .builtIn) { self.taxonomy = taxonomy }

    /// The cue weight that gives a score of 0.5; every further unit halves what is left.
    @inline(__always)
    static func saturate(_ x: Double) -> Double { x <= 0 ? 0 : 1 - exp2(-x) }

    public func classify(_ text: String) -> Tier1Result {
        var scratch: [UInt8] = []
        scratch.reserveCapacity(32)
        var copy = text
        return copy.withUTF8 { classify($0, scratch: &scratch) }
    }

    struct Match {
        var cue: Int
        var from: Int  // token indices, end exclusive
        var to: Int
        var counted = true
        var reversed = false
        var inException = false
        var note = ""
    }

    func classify(_ b: UnsafeBufferPointer<UInt8>, scratch: inout [UInt8]) -> Tier1Result {
        let tax = taxonomy
        let tokens = Words.tokens(b, scratch: &scratch) { tax.vocabulary.lookup($0) }
        var matches: [Match] = []
        for p in tokens.indices {
            let id = tokens[p].id
            guard id >= 0 else { continue }
            for c in tax.byFirst[Int(id)] {
                let ids = tax.cues[c].ids
                guard p + ids.count <= tokens.count else { continue }
                var ok = true
                for k in 1..<max(ids.count, 1) where tokens[p + k].id != ids[k] { ok = false; break }
                if ok { matches.append(Match(cue: c, from: p, to: p + ids.count)) }
            }
        }
        // Matches are in order of their first word; a match that contains or governs another starts at
        // most `reach` words before it, so each rule looks only at that window (long clauses stay linear).
        let reach = tax.longestCue + 3
        func window(before i: Int) -> ClosedRange<Int> {
            var k = i
            while k > 0, matches[k - 1].from >= matches[i].from - reach { k -= 1 }
            var e = i
            while e + 1 < matches.count, matches[e + 1].from == matches[i].from { e += 1 }
            return k...e
        }
        // 1. Containment (and set phrases that mean nothing here).
        for i in matches.indices {
            let m = matches[i]
            let kind = tax.cues[m.cue].kind
            if kind == .ignore { matches[i].counted = false; continue }
            let near = matches[window(before: i)]
            if let set = near.first(where: { tax.cues[$0.cue].kind == .ignore && $0.from <= m.from && $0.to >= m.to }) {
                matches[i].counted = false
                matches[i].note = "within '\(tax.cues[set.cue].phrase)'"
                continue
            }
            for l in near where l.to - l.from > m.to - m.from && l.from <= m.from && l.to >= m.to {
                let longer = tax.cues[l.cue].kind
                let isEffect: Bool = { if case .effect = kind { return true }; return false }()
                let longerIsArchitecture: Bool = { if case .architecture = longer { return true }; return false }()
                if longer == kind || (isEffect && !longerIsArchitecture) {
                    matches[i].counted = false
                    matches[i].note = "within '\(tax.cues[l.cue].phrase)'"
                    break
                }
            }
        }
        // 2. Objects of a burden: "denied the benefits", but not "offense may petition" (a new predicate).
        for i in matches.indices where matches[i].counted && tax.cues[matches[i].cue].kind == .effect(.benefit) {
            if let burden = matches[window(before: i)].first(where: { $0.counted && tax.cues[$0.cue].kind == .effect(.burden)
                && $0.to <= matches[i].from && matches[i].from - $0.to <= 3
                && !($0.to...matches[i].from).contains { isModal(tokens[$0], b) } }) {
                matches[i].counted = false
                matches[i].note = "object of '\(tax.cues[burden.cue].phrase)'"
            }
        }
        // 5. Exception clauses (marked first: negation does not reach into them).
        var exceptionFrom = [Bool](repeating: false, count: tokens.count)
        for p in tokens.indices where !exceptionFrom[p] {
            for marker in tax.exceptions where p + marker.count <= tokens.count {
                var ok = true
                for k in marker.indices where tokens[p + k].id != marker[k] { ok = false; break }
                guard ok else { continue }
                var q = p
                while q < tokens.count, tokens[q].part == tokens[p].part { exceptionFrom[q] = true; q += 1 }
            }
        }
        for i in matches.indices where exceptionFrom[matches[i].from] { matches[i].inException = true }
        var insideCue = [Bool](repeating: false, count: tokens.count)
        for m in matches where m.counted { for q in m.from..<m.to { insideCue[q] = true } }
        /// The first match starting after token `p` (matches are sorted by their first token).
        func firstMatch(after p: Int) -> Int {
            var lo = 0, hi = matches.count
            while lo < hi { let mid = (lo + hi) / 2; if matches[mid].from > p { hi = mid } else { lo = mid + 1 } }
            return lo
        }
        // 3–4. Negation and prohibition.
        var evidence: [Evidence] = []
        var subjectScopeFrom = Int.max
        var p = 0
        while p < tokens.count {
            let id = tokens[p].id
            guard id >= 0, tax.isNegator[Int(id)] || tax.isSubjectNegator[Int(id)], !exceptionFrom[p] else { p += 1; continue }
            // A negator inside a cue ("does not apply", "shall not be liable") is part of that cue.
            if insideCue[p] { p += 1; continue }
            let word = String(decoding: UnsafeBufferPointer(rebasing: b[tokens[p].start..<tokens[p].end]), as: UTF8.self)
            // "not more than 20 years", "no less than": quantities, not negation.
            if p + 1 < tokens.count, Tier1Classifier.quantityWords.contains(where: { isWord(tokens[p + 1], b, $0) }) { p += 1; continue }
            let opensPart = p == 0 || tokens[p - 1].part != tokens[p].part
            let followedInPart = p + 1 < tokens.count && tokens[p + 1].part == tokens[p].part
            if tax.isSubjectNegator[Int(id)], opensPart, followedInPart, p < subjectScopeFrom {
                subjectScopeFrom = p
                // It reverses the burdens it governs; benefits only when there is no burden to reverse
                // ("No person shall receive a grant"), not the rights a protection names.
                let inScope = matches.indices.filter { matches[$0].from > p && matches[$0].counted && !matches[$0].inException && isEffect(matches[$0]) }
                let burdens = inScope.filter { tax.cues[matches[$0].cue].kind == .effect(.burden) }
                var reversedAny = false
                for i in burdens.isEmpty ? inScope : burdens {
                    matches[i].reversed.toggle()
                    matches[i].note = "reversed by '\(word)'"
                    reversedAny = true
                }
                if !reversedAny, let frame = prohibition(tokens, b, after: p) {
                    evidence.append(Evidence(kind: .effect(.burden), cue: "prohibition", weight: 1, matched: word + " … " + frame,
                                             range: tokens[p].start..<tokens[p].end, counted: true,
                                             note: "'\(word) … \(frame)' forbids an act"))
                }
            } else if p < subjectScopeFrom {
                // The reach ends at a modal verb, which opens a new predicate ("without a parent shall be taken").
                let limit = (p + 1..<min(p + 6, tokens.count)).first { isModal(tokens[$0], b) } ?? p + 6
                if let i = (firstMatch(after: p)..<matches.count).prefix(while: { matches[$0].from < limit }).first(where: {
                    matches[$0].counted && !matches[$0].inException && isEffect(matches[$0]) }) {
                    matches[i].reversed.toggle()
                    matches[i].note = "reversed by '\(word)'"
                    // … and the cues coordinated with it: "shall not be denied or abridged".
                    var last = matches[i].to
                    for j in (i + 1)..<matches.count {
                        guard matches[j].from <= last + 1 else { break }
                        guard matches[j].counted, isEffect(matches[j]), !matches[j].inException else { continue }
                        guard matches[j].from >= last, matches[j].from == last || isConjunction(tokens[last], b) else { break }
                        matches[j].reversed.toggle()
                        matches[j].note = "reversed by '\(word)'"
                        last = matches[j].to
                    }
                } else if p > 0, isModal(tokens[p - 1], b), p + 1 < tokens.count, !isWord(tokens[p + 1], b, "be") {
                    evidence.append(Evidence(kind: .effect(.burden), cue: "prohibition", weight: 1,
                                             matched: text(b, tokens[p - 1].start..<tokens[p + 1].end),
                                             range: tokens[p - 1].start..<tokens[p + 1].end, counted: true,
                                             note: "a negated act is forbidden"))
                }
            }
            p += 1
        }

        // Tally.
        var groups = [0.0, 0.0, 0.0]
        var groupCuesSeen: [Int] = []
        var burden = 0.0, benefit = 0.0, exceptionBurden = 0.0
        var arch = [0.0, 0.0, 0.0, 0.0]  // aar, se, ij, rsc
        var proxies: [String] = []
        var expansion = 0.0
        for m in matches {
            let cue = tax.cues[m.cue]
            var note = m.note
            if m.inException && note.isEmpty { note = "inside an exception" }
            evidence.append(Evidence(kind: cue.kind, cue: cue.phrase, weight: cue.weight,
                                     matched: text(b, tokens[m.from].start..<tokens[m.to - 1].end),
                                     range: tokens[m.from].start..<tokens[m.to - 1].end, counted: m.counted, note: note))
            guard m.counted else { continue }
            switch cue.kind {
            case .group(let g):
                // A group named twice is still one group: each cue counts once.
                if !groupCuesSeen.contains(m.cue) {
                    groupCuesSeen.append(m.cue)
                    groups[Int(g.rawValue)] += cue.weight
                }
            case .effect(let e):
                let isBurden = (e == .burden) != m.reversed
                if isBurden {
                    burden += cue.weight
                    if m.inException { exceptionBurden += cue.weight }
                } else {
                    benefit += cue.weight
                }
            case .architecture(let a): arch[a.index] += cue.weight
            case .proxy: if !proxies.contains(cue.phrase) && proxies.count < 5 { proxies.append(cue.phrase) }
            case .expansion: expansion += cue.weight
            case .ignore: break
            }
        }
        for e in evidence where e.cue == "prohibition" { burden += e.weight }
        // Proxy terms stand in for the outgroup (the paper's "variable swap").
        groups[Int(TargetGroup.outgroup.rawValue)] += Double(proxies.count)
        evidence.sort { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }

        // 6. Labels.
        let order = [TargetGroup.outgroup, .ingroupNonElite, .elite].sorted { groups[Int($0.rawValue)] > groups[Int($1.rawValue)] }
        let top = groups[Int(order[0].rawValue)], second = groups[Int(order[1].rawValue)]
        let group: TargetGroup = top >= 1 && top - second >= 0.5 ? order[0] : .multiple
        var effect: EffectDirection
        if burden == 0 && benefit == 0 { effect = .neutral }
        else if (benefit > 0 && exceptionBurden > 0) || (min(burden, benefit) >= 1 && min(burden, benefit) >= 0.75 * max(burden, benefit)) || burden == benefit { effect = .mixed }
        else { effect = burden > benefit ? .burden : .benefit }
        // Widening who counts as outgroup burdens those it takes in.
        if effect == .neutral && group == .outgroup && expansion > 0 { effect = .burden }

        // 7. Scores.
        let s = Tier1Classifier.saturate
        let burdens = effect == .burden || effect == .mixed
        // aar cues name a freedom; it is restricted only where the clause burdens.
        let aar = burdens ? s(arch[0] + (group == .outgroup ? 2 : 1)) : s(0.2 * arch[0])
        let se = s(arch[1] + (group == .ingroupNonElite && effect == .benefit ? 0.5 : 0))
        let ij = s(arch[2] + 0.5 * Double(proxies.count))
        // Shields serve the side a policy favours: in a protection of the outgroup or in-group,
        // "without a hearing" or "solely" limits the harm instead.
        let protects = effect == .benefit && (group == .outgroup || group == .ingroupNonElite)
        let rsc = s((protects ? 0.2 : 1) * arch[3])
        let expands = group == .outgroup && (expansion > 0 || (!proxies.isEmpty && burdens))

        // 8. Confidence.
        let groupTotal = groups.reduce(0, +)
        let groupShare = groupTotal > 0 ? top / groupTotal : 0
        let effectTop = max(burden, benefit)
        let effectShare = effect == .mixed ? 0.75 : (effectTop > 0 ? effectTop / (burden + benefit) : 0)
        let confidence = min(0.95, 0.25 + 0.35 * s(top) * groupShare + 0.35 * s(effectTop) * effectShare)

        return Tier1Result(
            group: group, effect: effect,
            architecture: ArchitectureScores(aar: round2(aar), se: round2(se), ij: round2(ij), rsc: round2(rsc)),
            proxyTerms: proxies, expandsOutgroup: expands, confidence: round2(confidence),
            groupWeights: groups, burden: burden, benefit: benefit, exceptionBurden: exceptionBurden, evidence: evidence)
    }

    func isEffect(_ m: Match) -> Bool {
        if case .effect = taxonomy.cues[m.cue].kind { return true }
        return false
    }

    func isConjunction(_ t: Token, _ b: UnsafeBufferPointer<UInt8>) -> Bool { isWord(t, b, "or") || isWord(t, b, "and") }

    static let quantityWords = ["more", "less", "fewer", "later", "earlier", "exceeding", "greater", "longer"]

    static let modalWords = ["shall", "may", "must", "will"]

    func isModal(_ t: Token, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        Tier1Classifier.modalWords.contains { isWord(t, b, $0) }
    }

    func isWord(_ t: Token, _ b: UnsafeBufferPointer<UInt8>, _ w: String) -> Bool {
        let u = Array(w.utf8)
        guard t.end - t.start == u.count else { return false }
        for k in u.indices where b[t.start + k] | 0x20 != u[k] { return false }
        return true
    }

    /// "No person … shall possess": the modal after a subject negator and the act it forbids
    /// (not "shall be …", which describes what is done to the subject).
    func prohibition(_ tokens: [Token], _ b: UnsafeBufferPointer<UInt8>, after p: Int) -> String? {
        guard let m = (p + 1..<tokens.count).first(where: { isModal(tokens[$0], b) }), m + 1 < tokens.count else { return nil }
        var v = m + 1
        if isWord(tokens[v], b, "not"), v + 1 < tokens.count { v += 1 }
        guard !isWord(tokens[v], b, "be"), !isWord(tokens[v], b, "have") else { return nil }
        return text(b, tokens[m].start..<tokens[v].end)
    }

    func text(_ b: UnsafeBufferPointer<UInt8>, _ r: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: b[r]), as: UTF8.self)
    }
}

/// Rounded to 2 decimals (half away from zero).
func round2(_ v: Double) -> Double { (v * 100).rounded() / 100 }
