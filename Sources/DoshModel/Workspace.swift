// Workspace.swift: everything a session holds — analyses, weights, profile, chains — as one value.
//
// Commands work on a copy and the shell commits it only when the command succeeds, so a failed or
// interrupted command leaves the workspace exactly as it was.

public struct Workspace: Sendable {
    /// User analyses in the order they were added.
    public private(set) var analyses: [Analysis] = []
    /// The user analyses' names, lower-cased, kept by add/drop/rename: duplicate checks in constant time.
    private var userNames: Set<String> = []
    /// At most this many user analyses (each costs memory and every command copies the list's header).
    public static let maxAnalyses = 100_000
    /// The built-in historical policies (read-only, always present).
    public let historical: [Analysis] = HistoricalPolicies.all
    /// Name of the current analysis (the default for show, clauses, export …).
    public private(set) var currentName: String?

    public private(set) var weights: Weights = .app
    /// The name of the weight set in force; nil once it has been changed by `weights set`.
    public private(set) var weightSetName: String? = "app"
    /// Saved weight sets by name; "app" is built in.
    public private(set) var weightSets: [String: Weights] = ["app": .app]
    public var profile: ScoringProfile = .app

    public private(set) var chains: [Chain] = Chain.presets
    public private(set) var chainName = "app"

    /// Named filters (`filter save NAME EXPR`), by name.
    public var filters: [String: String] = [:]

    public init() {}

    // MARK: analyses

    /// User analyses first, then the historical policies.
    public var allAnalyses: [Analysis] { analyses + historical }

    public var current: Analysis? { currentName.flatMap { n in analyses.first { $0.name == n } } }

    /// Finds an analysis by exact name, historical alias, case-insensitive name, or unique prefix.
    public func analysis(named name: String) throws(WorkspaceError) -> Analysis {
        // Walks the two lists in place: copying every analysis per lookup would make loading many quadratic.
        func first(_ test: (String) -> Bool) -> Analysis? {
            if let k = analyses.indices.first(where: { test(analyses[$0].name) }) { return analyses[k] }
            if let k = historical.indices.first(where: { test(historical[$0].name) }) { return historical[k] }
            return nil
        }
        if let a = first({ $0 == name }) { return a }
        if let full = HistoricalPolicies.aliases[name.lowercased()], let a = first({ $0 == full }) { return a }
        let lower = name.lowercased()
        if let a = first({ $0.lowercased() == lower }) { return a }
        let prefixed = names.filter { $0.lowercased().hasPrefix(lower) }
        if prefixed.count == 1, let a = first({ $0 == prefixed[0] }) { return a }
        if prefixed.count > 1 { throw .ambiguousAnalysis(name, candidates: prefixed) }
        throw .unknownAnalysis(name, suggestion: suggestName(name))
    }

    /// Every analysis's name, user analyses first.
    public var names: [String] {
        var out: [String] = []
        out.reserveCapacity(analyses.count + historical.count)
        for k in analyses.indices { out.append(analyses[k].name) }
        for k in historical.indices { out.append(historical[k].name) }
        return out
    }

    /// The closest analysis name, trying the historical aliases too.
    func suggestName(_ name: String) -> String? {
        if let hit = closestMatch(to: name, in: names) { return hit }
        return closestMatch(to: name, in: HistoricalPolicies.aliases.keys.sorted()).flatMap { HistoricalPolicies.aliases[$0] }
    }

    /// The current analysis, or the one named.
    public func analysis(namedOrCurrent name: String?) throws(WorkspaceError) -> Analysis {
        if let name { return try analysis(named: name) }
        if let c = current { return c }
        if analyses.count == 1 { return analyses[0] }
        throw .noCurrentAnalysis
    }

    /// Checks that `name` may name a new analysis.
    public func checkNewName(_ name: String) throws(WorkspaceError) {
        guard !name.isEmpty, name == name.trimmedWhitespace,
              !name.contains(where: { $0 == "," || $0 == "\"" || $0 == "'" || $0.isNewline || $0 == "\t" })
        else { throw .invalidName(name) }
        if name.lowercased() == "all" { throw .invalidName(name) }
        let lower = name.lowercased()
        if userNames.contains(lower), let k = analyses.indices.first(where: { analyses[$0].name.lowercased() == lower }) {
            throw .duplicateName(analyses[k].name)
        }
        for k in historical.indices where historical[k].name.lowercased() == lower { throw .readOnly(historical[k].name) }
        if HistoricalPolicies.aliases[name.lowercased()] != nil { throw .duplicateName(name) }
    }

    /// Adds a user analysis and makes it current.
    public mutating func add(_ analysis: Analysis) throws(WorkspaceError) {
        guard analyses.count < Workspace.maxAnalyses else { throw .full(Workspace.maxAnalyses) }
        try checkNewName(analysis.name)
        var a = analysis
        a.kind = .user
        analyses.append(a)
        userNames.insert(a.name.lowercased())
        currentName = a.name
    }

    public mutating func drop(_ name: String) throws(WorkspaceError) -> Analysis {
        let a = try analysis(named: name)
        guard !a.isReadOnly else { throw .readOnly(a.name) }
        analyses.removeAll { $0.name == a.name }
        userNames.remove(a.name.lowercased())
        if currentName == a.name { currentName = nil }
        return a
    }

    public mutating func rename(_ old: String, to new: String) throws(WorkspaceError) {
        let a = try analysis(named: old)
        guard !a.isReadOnly else { throw .readOnly(a.name) }
        if new.lowercased() != a.name.lowercased() { try checkNewName(new) }
        guard let i = analyses.firstIndex(where: { $0.name == a.name }) else { return }
        analyses[i].name = new
        userNames.remove(a.name.lowercased())
        userNames.insert(new.lowercased())
        if currentName == a.name { currentName = new }
        for c in chains.indices {
            for s in chains[c].steps.indices where chains[c].steps[s].analysis == a.name {
                chains[c].steps[s].analysis = new
            }
        }
    }

    /// Makes an analysis current (historical ones too) and returns its name.
    @discardableResult
    public mutating func use(_ name: String) throws(WorkspaceError) -> Analysis {
        let a = try analysis(named: name)
        currentName = a.name
        return a
    }

    /// Replaces a user analysis's clauses (or other fields) in place.
    public mutating func replace(_ analysis: Analysis) throws(WorkspaceError) {
        guard let i = analyses.firstIndex(where: { $0.name == analysis.name }) else {
            throw .unknownAnalysis(analysis.name, suggestion: nil)
        }
        analyses[i] = analysis
    }

    // MARK: weights and profile

    public mutating func setWeights(_ w: Weights, name: String?) {
        weights = w
        weightSetName = name
    }

    public mutating func saveWeights(as name: String) throws(WorkspaceError) {
        guard name != "app" else { throw .readOnly("app") }
        weightSets[name] = weights
        weightSetName = name
    }

    /// Keeps a weight set under a name without putting it in force.
    public mutating func storeWeights(_ w: Weights, as name: String) {
        weightSets[name] = w
    }

    public mutating func useWeights(_ name: String) throws(WorkspaceError) {
        guard let w = weightSets[name] else {
            throw .unknownWeightSet(name, suggestion: closestMatch(to: name, in: weightSets.keys.sorted()))
        }
        weights = w
        weightSetName = name
    }

    /// A display name for the weights in force ("app", "mine", or "custom").
    public var weightsLabel: String { weightSetName ?? "custom" }

    // MARK: chains

    public var chainInForce: Chain { chains.first { $0.name == chainName } ?? .app }

    public func chain(named name: String) throws(WorkspaceError) -> Chain {
        if let c = chains.first(where: { $0.name == name }) { return c }
        if let c = chains.first(where: { $0.name.lowercased() == name.lowercased() }) { return c }
        throw .unknownChain(name, suggestion: closestMatch(to: name, in: chains.map(\.name)))
    }

    public mutating func useChain(_ name: String) throws(WorkspaceError) {
        chainName = try chain(named: name).name
    }

    /// Adds or replaces a user chain (the presets cannot be replaced).
    public mutating func addChain(_ chain: Chain) throws(WorkspaceError) {
        if Chain.presets.contains(where: { $0.name == chain.name }) { throw .readOnly(chain.name) }
        chains.removeAll { $0.name == chain.name }
        chains.append(chain)
    }

    /// Removes a user chain; if it was in force, the app chain takes its place.
    public mutating func dropChain(_ name: String) throws(WorkspaceError) {
        let c = try chain(named: name)
        if Chain.presets.contains(where: { $0.name == c.name }) { throw .readOnly(c.name) }
        chains.removeAll { $0.name == c.name }
        if chainName == c.name { chainName = "app" }
    }

    /// Each step's factor. A step that gives neither a reduction nor an expected COI uses its
    /// analysis's COI, scored with the capacity left by the steps before it (so no step depends on
    /// itself or on later ones). A step whose analysis is missing has factor 1.
    public func factors(of chain: Chain) -> [Double] {
        let alpha = chain.effectiveAlpha(weights.alpha)
        var capacity = 1.0
        var out: [Double] = []
        for step in chain.steps {
            var f = 1.0
            if let fixed = step.fixedFactor(alpha: alpha) {
                f = fixed
            } else if let ref = step.analysis, let a = try? analysis(named: ref) {
                f = 1 - alpha * scorer(baseline: capacity).score(a).coi
            }
            out.append(f)
            capacity *= f
        }
        return out
    }

    /// B: capacity after the whole chain.
    public func baseline(of chain: Chain) -> Double {
        factors(of: chain).reduce(1.0, *)
    }

    /// The scorer in force: weights, profile, and the baseline of the chain in force.
    public var scorer: Scorer { scorer(baseline: baseline(of: chainInForce)) }

    public func scorer(for chain: Chain) -> Scorer { scorer(baseline: baseline(of: chain)) }

    private func scorer(baseline: Double) -> Scorer {
        Scorer(weights: weights, profile: profile, baseline: baseline)
    }

    public func score(_ a: Analysis) -> ScoreResult { scorer.score(a) }
}

public enum WorkspaceError: DoshError, Equatable {
    case unknownAnalysis(String, suggestion: String?)
    case ambiguousAnalysis(String, candidates: [String])
    case noCurrentAnalysis
    case duplicateName(String)
    case invalidName(String)
    case readOnly(String)
    case unknownWeightSet(String, suggestion: String?)
    case unknownChain(String, suggestion: String?)
    case full(Int)

    public var message: String {
        switch self {
        case .unknownAnalysis(let n, let s): "no analysis named '\(n)'" + didYouMean(s)
        case .ambiguousAnalysis(let n, let c): "'\(n)' matches several analyses: " + c.map { "'\($0)'" }.joined(separator: ", ")
        case .noCurrentAnalysis: "no current analysis (name one, or pick one with 'use NAME')"
        case .duplicateName(let n): "an analysis named '\(n)' already exists (load it 'as' another name, or drop it first)"
        case .invalidName(let n): "'\(n)' cannot name an analysis (no commas, quotes, tabs or line breaks; not 'all')"
        case .readOnly(let n): "'\(n)' is built in and read-only"
        case .unknownWeightSet(let n, let s): "no weight set named '\(n)'" + didYouMean(s)
        case .unknownChain(let n, let s): "no chain named '\(n)'" + didYouMean(s)
        case .full(let limit): "the workspace already holds \(limit) analyses, the most it takes; drop some first"
        }
    }
}

extension StringProtocol {
    /// The string without leading and trailing whitespace and newlines.
    public var trimmedWhitespace: String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return String(s)
    }
}
