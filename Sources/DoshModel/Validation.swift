// Validation.swift: expected vs re-scored COI for a chain's policies (design.md §2.6, domain.md §3.4).

/// One chain step checked against its expected COI.
public struct ValidationRow: Equatable, Sendable {
    public var name: String
    public var year: Int
    public var expected: Double?
    /// The re-scored COI of the step's analysis, if it has one in the workspace.
    public var actual: Double?

    public init(name: String, year: Int, expected: Double?, actual: Double?) {
        self.name = name; self.year = year; self.expected = expected; self.actual = actual
    }

    public var delta: Double? {
        guard let e = expected, let a = actual else { return nil }
        return a - e
    }

    /// nil when the step cannot be checked (no expected COI, or no analysis to score).
    public var passed: Bool? {
        delta.map { abs($0) <= Validation.tolerance + Validation.epsilon }
    }
}

public enum Validation {
    /// Pass when |actual − expected| ≤ 0.10 …
    public static let tolerance = 0.10
    /// … allowing for the binary representation of "0.10".
    public static let epsilon = 1e-9

    /// Scores each step's analysis as if `chain` were in force.
    public static func run(_ chain: Chain, in ws: Workspace) -> [ValidationRow] {
        let scorer = ws.scorer(for: chain)
        return chain.steps.map { step in
            let analysis = step.analysis.flatMap { try? ws.analysis(named: $0) }
            return ValidationRow(
                name: analysis?.name ?? step.name, year: step.year, expected: step.expectedCOI,
                actual: step.expectedCOI == nil ? nil : analysis.map { scorer.score($0).coi })
        }
    }
}
