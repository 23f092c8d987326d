// Fields.swift: the clause fields a query can name (design.md §5), their types, and their values.
import DoshModel

/// The type of a field, as the checker sees it.
public enum FieldType: Equatable, Sendable {
    /// A closed label set; `names` are the raw names in declaration order.
    case label(names: [String])
    case number
    case boolean
    case string
    case stringList

    public var description: String {
        switch self {
        case .label: "label"
        case .number: "number"
        case .boolean: "boolean"
        case .string: "string"
        case .stringList: "list of strings"
        }
    }
}

public enum ClauseField: String, CaseIterable, Sendable {
    case analysis, n, id, text, section, group, effect, aar, se, ij, rsc, score, confidence, tier
    case proxy, terms, expands, fallback

    /// Accepts the field name, case-insensitively, or the app's JSON key for it.
    public init?(name: some StringProtocol) {
        let lower = name.lowercased()
        if let f = ClauseField.allCases.first(where: { $0.rawValue == lower }) { self = f; return }
        guard let f = ClauseField.aliases[lower] else { return nil }
        self = f
    }

    public static let aliases: [String: ClauseField] = [
        "sectiontype": .section, "targetgroup": .group, "target": .group, "effectdirection": .effect,
        "tierused": .tier, "usesproxyvariables": .proxy, "proxyterms": .terms, "expandsoutgroup": .expands,
        "wassafetyfallback": .fallback, "position": .n,
    ]

    public var type: FieldType {
        switch self {
        case .analysis, .id, .text: .string
        case .section: .label(names: SectionType.allCases.map(\.rawName))
        case .group: .label(names: TargetGroup.allCases.map(\.rawName))
        case .effect: .label(names: EffectDirection.allCases.map(\.rawName))
        case .n, .aar, .se, .ij, .rsc, .score, .confidence, .tier: .number
        case .proxy, .expands, .fallback: .boolean
        case .terms: .stringList
        }
    }

    public var isNumeric: Bool { type == .number }

    /// For a label field, the extra spellings it accepts (lower case) → the label's raw value.
    public var labelAliases: [String: Int] {
        switch self {
        case .group: TargetGroup.aliases.mapValues { Int($0.rawValue) }
        case .effect: EffectDirection.aliases.mapValues { Int($0.rawValue) }
        case .section: SectionType.aliases.mapValues { Int($0.rawValue) }
        default: [:]
        }
    }

    /// What the field means, for help and completion.
    public var summary: String {
        switch self {
        case .analysis: "name of the analysis the clause belongs to"
        case .n: "0-based position in the document"
        case .id: "clause id"
        case .text: "clause text"
        case .section: "section: title, definitions, operativeClauses, penalties, exceptions"
        case .group: "target group: outgroup, ingroupNonElite (ingroup), elite, multiple"
        case .effect: "effect: burden, benefit, neutral, mixed"
        case .aar: "asymmetric autonomy restriction"
        case .se: "selective empathy"
        case .ij: "ideological justification"
        case .rsc: "resistance to structural critique"
        case .score: "per-clause score: mean architecture × effect sign"
        case .confidence: "classifier confidence"
        case .tier: "classifier tier 1–3"
        case .proxy: "uses proxy variables"
        case .terms: "proxy terms"
        case .expands: "expands the outgroup"
        case .fallback: "was a safety fallback"
        }
    }

    /// The field's value for clause `i` of `a`.
    public func value(_ a: Analysis, _ i: Int) -> FieldValue {
        let t = a.clauses
        switch self {
        case .analysis: return .text(a.name)
        case .n: return .number(Double(t.n[i]))
        case .id: return .text(t.ids[i])
        case .text: return .text(t.text[i])
        case .section: return .label(order: Int(t.section[i].rawValue), name: t.section[i].rawName)
        case .group: return .label(order: Int(t.group[i].rawValue), name: t.group[i].rawName)
        case .effect: return .label(order: Int(t.effect[i].rawValue), name: t.effect[i].rawName)
        case .aar: return .number(t.aar[i])
        case .se: return .number(t.se[i])
        case .ij: return .number(t.ij[i])
        case .rsc: return .number(t.rsc[i])
        case .score: return .number(t.score(i))
        case .confidence: return .number(t.confidence[i])
        case .tier: return .number(Double(t.tier[i].number))
        case .proxy: return .bool(t.usesProxy[i])
        case .expands: return .bool(t.expands[i])
        case .fallback: return .bool(t.fallback[i])
        case .terms: return .list(t.proxyTerms(i))
        }
    }

    /// Sort key (lists sort by their terms joined).
    public func sortKey(_ a: Analysis, _ i: Int) -> FieldValue { value(a, i) }

    /// The values a clause contributes when counting by this field: one per proxy term for
    /// `terms` (or `.none` when it has none), otherwise its value.
    public func groupValues(_ a: Analysis, _ i: Int) -> [FieldValue] {
        if self == .terms {
            let terms = a.clauses.proxyTerms(i)
            return terms.isEmpty ? [.none] : Array(Set(terms)).sorted().map { .text($0) }
        }
        return [value(a, i)]
    }
}

/// A field's value. Comparable within one field: numbers numerically, labels in declaration
/// order, text case-insensitively.
public enum FieldValue: Hashable, Comparable, Sendable {
    case none
    case bool(Bool)
    case number(Double)
    case label(order: Int, name: String)
    case text(String)
    case list([String])

    private var rank: Int {
        switch self {
        case .none: 0
        case .bool: 1
        case .number: 2
        case .label: 3
        case .text: 4
        case .list: 5
        }
    }

    public static func < (l: FieldValue, r: FieldValue) -> Bool {
        switch (l, r) {
        case (.bool(let a), .bool(let b)): return !a && b
        case (.number(let a), .number(let b)): return a < b
        case (.label(let a, _), .label(let b, _)): return a < b
        case (.text(let a), .text(let b)):
            let (la, lb) = (a.lowercased(), b.lowercased())
            return la != lb ? la < lb : a < b
        case (.list(let a), .list(let b)): return a.joined(separator: "\u{1}") < b.joined(separator: "\u{1}")
        default: return l.rank < r.rank
        }
    }
}
