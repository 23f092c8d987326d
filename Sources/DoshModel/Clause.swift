// Clause.swift: one labelled clause as a value (the row view of a ClauseTable).

/// The four architecture components (domain.md §1.2). Nominally in [0,1]; nothing clamps them.
public struct ArchitectureScores: Equatable, Hashable, Sendable {
    public var aar: Double  // asymmetric autonomy restriction
    public var se: Double   // selective empathy
    public var ij: Double   // ideological justification
    public var rsc: Double  // resistance to structural critique

    public init(aar: Double = 0, se: Double = 0, ij: Double = 0, rsc: Double = 0) {
        self.aar = aar; self.se = se; self.ij = ij; self.rsc = rsc
    }

    public static let zero = ArchitectureScores()

    public var mean: Double { (aar + se + ij + rsc) / 4 }
}

/// A classified clause of a policy text.
public struct Clause: Equatable, Hashable, Sendable {
    /// 0-based position in the document.
    public var n: Int
    public var id: String
    public var text: String
    public var section: SectionType
    public var group: TargetGroup
    public var effect: EffectDirection
    public var architecture: ArchitectureScores
    public var confidence: Double
    public var tier: Tier
    /// The app's usesProxyVariables. Not in app exports: inferred as "terms non-empty" (design.md §2.5).
    public var usesProxy: Bool
    public var proxyTerms: [String]
    public var expandsOutgroup: Bool
    public var wasSafetyFallback: Bool
    /// Where the clause's own words stand in the analysed text: UTF-8 byte offsets, end exclusive.
    /// Only clauses made by `analyze` have one; imports of app exports do not.
    public var sourceSpan: Range<Int>?

    public init(
        n: Int = 0, id: String = "", text: String = "", section: SectionType = .operativeClauses,
        group: TargetGroup, effect: EffectDirection, architecture: ArchitectureScores = .zero,
        confidence: Double = 0, tier: Tier = .tier1, usesProxy: Bool? = nil, proxyTerms: [String] = [],
        expandsOutgroup: Bool = false, wasSafetyFallback: Bool = false, sourceSpan: Range<Int>? = nil
    ) {
        self.n = n; self.id = id; self.text = text; self.section = section
        self.group = group; self.effect = effect; self.architecture = architecture
        self.confidence = confidence; self.tier = tier
        self.usesProxy = usesProxy ?? !proxyTerms.isEmpty
        self.proxyTerms = proxyTerms; self.expandsOutgroup = expandsOutgroup
        self.wasSafetyFallback = wasSafetyFallback
        self.sourceSpan = sourceSpan
    }

    /// Per-clause score: mean architecture × effect sign (design.md §2.7). Ignores the target group.
    public var score: Double { architecture.mean * effect.scoreMultiplier }
}
