// Chain.swift: historical chains as data (design.md §2.3, domain.md §2.4, §3.3, §8).
//
// Each step strips a share of the out-group's remaining capacity: O_t = O_{t−1} · factor_t.
// A step's factor is 1 − reduction when it gives a reduction (the paper's chain), otherwise
// 1 − α·COI, with COI the step's expected value or its analysis's re-scored COI.

/// One policy in a chain.
public struct ChainStep: Equatable, Hashable, Sendable {
    public var name: String
    public var year: Int
    /// The COI the step is expected to have (the app's hard-coded value); factor 1 − α·coi.
    public var expectedCOI: Double?
    /// A share of capacity removed, taken as is (the paper's per-step reductions); factor 1 − reduction.
    public var reduction: Double?
    /// A workspace analysis that stands for this step; its re-scored COI is shown beside the expected
    /// one, and used for the factor when the step has neither a reduction nor an expected COI.
    public var analysis: String?

    public init(name: String, year: Int, expectedCOI: Double? = nil, reduction: Double? = nil, analysis: String? = nil) {
        self.name = name; self.year = year; self.expectedCOI = expectedCOI
        self.reduction = reduction; self.analysis = analysis
    }

    /// The factor when it does not depend on the workspace; nil when it needs the analysis's COI.
    public func fixedFactor(alpha: Double) -> Double? {
        if let r = reduction { return 1 - r }
        if let c = expectedCOI { return 1 - alpha * c }
        return nil
    }
}

/// An ordered list of policies whose compounding sets the baseline capacity B that CIS uses.
public struct Chain: Equatable, Hashable, Sendable {
    public var name: String
    /// The chain's own α for COI steps; nil means the α of the weights in force.
    public var alpha: Double?
    public var steps: [ChainStep]
    public var note: String

    public init(name: String, alpha: Double? = nil, steps: [ChainStep], note: String = "") {
        self.name = name; self.alpha = alpha; self.steps = steps; self.note = note
    }

    public func effectiveAlpha(_ weightsAlpha: Double) -> Double { alpha ?? weightsAlpha }

    /// The app's chain: one α for every step, P_t = the hard-coded expected COI.
    public static let app = Chain(
        name: "app",
        steps: [
            ChainStep(name: HistoricalPolicies.slaveCodes, year: 1705, expectedCOI: 0.93, analysis: HistoricalPolicies.slaveCodes),
            ChainStep(name: HistoricalPolicies.thirteenth, year: 1865, expectedCOI: 0.35, analysis: HistoricalPolicies.thirteenth),
            ChainStep(name: HistoricalPolicies.redlining, year: 1934, expectedCOI: 0.82, analysis: HistoricalPolicies.redlining),
            ChainStep(name: HistoricalPolicies.warOnDrugs, year: 1971, expectedCOI: 0.78, analysis: HistoricalPolicies.warOnDrugs),
        ],
        note: "the app's chain: factor 1 − α·expected COI per policy")

    /// The paper's chain: a different reduction per shock, first step dated 1619.
    public static let paper = Chain(
        name: "paper",
        steps: [
            ChainStep(name: "Enslavement (1619)", year: 1619, reduction: 0.91, analysis: HistoricalPolicies.slaveCodes),
            ChainStep(name: "13th Amendment and convict leasing (1865)", year: 1865, reduction: 0.39, analysis: HistoricalPolicies.thirteenth),
            ChainStep(name: "Redlining (1934)", year: 1934, reduction: 0.52, analysis: HistoricalPolicies.redlining),
            ChainStep(name: "War on Drugs (1971)", year: 1971, reduction: 0.27, analysis: HistoricalPolicies.warOnDrugs),
        ],
        note: "the paper's chain: per-step reductions 0.91, 0.39, 0.52, 0.27")

    public static let presets: [Chain] = [.app, .paper]
}

/// Running capacity after each factor, starting from 1 (the value before the first step is not listed).
public func capacities(_ factors: [Double]) -> [Double] {
    var capacity = 1.0
    return factors.map { capacity *= $0; return capacity }
}
