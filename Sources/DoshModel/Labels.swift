// DoshModel — the decodingOppression model: clauses, analyses, weights, scoring, chains, sensitivity.
// No I/O and no printing here; everything is a value.
//
// Labels.swift: the closed label sets a clause carries. Raw names are the app's JSON values;
// aliases are what a researcher types at the prompt. Matching is case-insensitive.

/// A closed label set with the app's raw names and readable aliases.
public protocol ClauseLabel: CaseIterable, Hashable, Sendable, RawRepresentable where RawValue == UInt8 {
    /// The name the app writes in its JSON export.
    var rawName: String { get }
    /// Extra spellings accepted on input (lower case).
    static var aliases: [String: Self] { get }
    /// The label set's name in messages ("targetGroup").
    static var labelSetName: String { get }
}

extension ClauseLabel {
    /// Parses a raw name or alias, case-insensitively.
    public init?(name: some StringProtocol) {
        let lower = name.lowercased()
        if let hit = Self.allCases.first(where: { $0.rawName.lowercased() == lower }) {
            self = hit
        } else if let hit = Self.aliases[lower] {
            self = hit
        } else {
            return nil
        }
    }

    /// Every spelling accepted on input, raw names first (for completion and suggestions).
    public static var allSpellings: [String] {
        allCases.map(\.rawName) + aliases.keys.sorted()
    }
}

/// Whom a clause is about (domain.md §1.1). Paper: O, I \ E, E.
public enum TargetGroup: UInt8, ClauseLabel {
    case outgroup, ingroupNonElite, elite, multiple

    public var rawName: String {
        switch self {
        case .outgroup: "outgroup"
        case .ingroupNonElite: "ingroupNonElite"
        case .elite: "elite"
        case .multiple: "multiple"
        }
    }

    /// The app's display label.
    public var displayName: String {
        switch self {
        case .outgroup: "Outgroup"
        case .ingroupNonElite: "In-Group"
        case .elite: "Elite"
        case .multiple: "Multiple"
        }
    }

    public static let aliases: [String: TargetGroup] = [
        "out": .outgroup, "o": .outgroup,
        "ingroup": .ingroupNonElite, "in": .ingroupNonElite, "buffer": .ingroupNonElite,
        "ingroup-non-elite": .ingroupNonElite, "ingroup_non_elite": .ingroupNonElite,
        "e": .elite, "many": .multiple, "unclear": .multiple,
    ]
    public static let labelSetName = "targetGroup"
}

/// Which way a clause pushes its target group.
public enum EffectDirection: UInt8, ClauseLabel {
    case burden, benefit, neutral, mixed

    public var rawName: String {
        switch self {
        case .burden: "burden"
        case .benefit: "benefit"
        case .neutral: "neutral"
        case .mixed: "mixed"
        }
    }

    public var displayName: String {
        switch self {
        case .burden: "Burden"
        case .benefit: "Benefit"
        case .neutral: "Neutral"
        case .mixed: "Mixed"
        }
    }

    /// The sign used by the per-clause score (design.md §2.7, domain.md §9.2).
    public var scoreMultiplier: Double {
        switch self {
        case .burden: 1
        case .benefit: -1
        case .mixed: 0.5
        case .neutral: 0
        }
    }

    public static let aliases: [String: EffectDirection] = [
        "burdens": .burden, "harm": .burden, "benefits": .benefit, "help": .benefit,
    ]
    public static let labelSetName = "effectDirection"
}

/// The part of the text a clause came from.
public enum SectionType: UInt8, ClauseLabel {
    case title, definitions, operativeClauses, penalties, exceptions

    public var rawName: String {
        switch self {
        case .title: "title"
        case .definitions: "definitions"
        case .operativeClauses: "operativeClauses"
        case .penalties: "penalties"
        case .exceptions: "exceptions"
        }
    }

    public static let aliases: [String: SectionType] = [
        "operative": .operativeClauses, "body": .operativeClauses, "definition": .definitions,
        "penalty": .penalties, "exception": .exceptions,
    ]
    public static let labelSetName = "sectionType"
}

/// Which classifier produced a clause's labels (tier1 rules, tier2 local model, tier3 large model).
public enum Tier: UInt8, ClauseLabel {
    case tier1, tier2, tier3

    public var rawName: String {
        switch self {
        case .tier1: "tier1"
        case .tier2: "tier2"
        case .tier3: "tier3"
        }
    }

    /// 1, 2 or 3, as the JSON contract prints it.
    public var number: Int { Int(rawValue) + 1 }

    public init?(number: Int) {
        guard (1...3).contains(number) else { return nil }
        self.init(rawValue: UInt8(number - 1))
    }

    public static let aliases: [String: Tier] = ["1": .tier1, "2": .tier2, "3": .tier3]
    public static let labelSetName = "tierUsed"
}
