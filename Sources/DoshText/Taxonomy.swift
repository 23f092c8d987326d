// Taxonomy.swift: the Tier-1 classifier's vocabulary — cue phrases for the target groups, the
// effects, the four architecture components, proxy terms and outgroup expansion, plus the small
// grammar of negation and exception words. The built-in taxonomy (BuiltinTaxonomy.swift) and a
// user's `--taxonomy FILE` use the same JSON format (docs/text-analysis.md):
//
//   { "name": "…",
//     "groups":       { "outgroup": [cue…], "ingroupNonElite": [cue…], "elite": [cue…] },
//     "effects":      { "burden": [cue…], "benefit": [cue…] },
//     "architecture": { "aar": [cue…], "se": [cue…], "ij": [cue…], "rsc": [cue…] },
//     "proxies": [cue…], "expansion": [cue…],
//     "negators": [word…], "subjectNegators": [word…], "exceptions": [phrase…],
//     "ignore": [phrase…] }
//
// A cue is a phrase ("law and order") or {"cue": "phrase", "weight": 1.5}; the weight defaults to 1.
import DoshFormats
import DoshModel

/// What a cue is evidence of.
public enum CueKind: Hashable, Sendable {
    case group(TargetGroup)
    /// burden or benefit.
    case effect(EffectDirection)
    case architecture(ArchitectureComponent)
    case proxy
    case expansion
    /// A set phrase whose words count for nothing ("under color of law" is not about colour).
    case ignore

    public var name: String {
        switch self {
        case .group(let g): "group " + g.rawName
        case .effect(let e): "effect " + e.rawName
        case .architecture(let a): a.rawValue
        case .proxy: "proxy"
        case .expansion: "expansion"
        case .ignore: "ignored phrase"
        }
    }
}

public enum ArchitectureComponent: String, CaseIterable, Sendable {
    case aar, se, ij, rsc

    var index: Int {
        switch self {
        case .aar: 0
        case .se: 1
        case .ij: 2
        case .rsc: 3
        }
    }
}

public struct Cue: Equatable, Sendable {
    public var kind: CueKind
    /// The phrase as the taxonomy writes it (what `proxyTerms` and `why` show).
    public var phrase: String
    public var weight: Double
    /// The phrase's stems, as vocabulary ids.
    var ids: [Int32]
}

public struct Taxonomy: Sendable {
    public var name: String
    public private(set) var cues: [Cue] = []
    var vocabulary = Vocabulary()
    /// Cue indices by the id of their first stem, longest first (indexed by stem id).
    var byFirst: [[Int]] = []
    /// The most words any cue has.
    var longestCue = 1
    /// Whether the stem with this id is a negator / a subject negator.
    var isNegator: [Bool] = []
    var isSubjectNegator: [Bool] = []
    private var negatorIDs: [Int32] = []
    private var subjectNegatorIDs: [Int32] = []
    /// Exception markers as stem-id sequences ("except", "other than").
    var exceptions: [[Int32]] = []

    /// The built-in taxonomy (BuiltinTaxonomy.swift), parsed once.
    public static let builtIn: Taxonomy = {
        do throws(FormatError) {
            return try Taxonomy.parse(Array(builtinTaxonomyJSON.utf8), file: "<built-in taxonomy>")
        } catch {
            // The built-in JSON is checked by the test suite; an empty taxonomy keeps dosh usable if it ever breaks.
            return Taxonomy(name: "built-in (unreadable: \(error.message))")
        }
    }()

    init(name: String) { self.name = name }

    /// The built-in taxonomy as JSON: a starting point for a custom one (`analyze --write-taxonomy`).
    public static var builtInJSON: String { builtinTaxonomyJSON + "\n" }

    /// Reads a taxonomy file's bytes. Errors are "FILE:LINE:COL: reason".
    public static func parse(_ bytes: [UInt8], file: String) throws(FormatError) -> Taxonomy {
        let root = try JSONValue.parse(bytes, file: file)
        var reader = TaxonomyReader(bytes: bytes, file: file)
        return try reader.read(root)
    }

    mutating func add(_ kind: CueKind, _ phrase: String, weight: Double) -> Bool {
        let stems = Words.stems(of: phrase)
        guard !stems.isEmpty else { return false }
        let ids = stems.map { vocabulary.intern($0) }
        // "addict" and "addicted" stem alike: one cue, the larger weight.
        if let same = cues.firstIndex(where: { $0.kind == kind && $0.ids == ids }) {
            cues[same].weight = max(cues[same].weight, weight)
            return true
        }
        cues.append(Cue(kind: kind, phrase: phrase, weight: weight, ids: ids))
        return true
    }

    mutating func setGrammar(negators: [String], subjectNegators: [String], exceptions: [String]) {
        negatorIDs = negators.flatMap { Words.stems(of: $0).map { vocabulary.intern($0) } }
        subjectNegatorIDs = subjectNegators.flatMap { Words.stems(of: $0).map { vocabulary.intern($0) } }
        self.exceptions = exceptions.map { Words.stems(of: $0).map { vocabulary.intern($0) } }.filter { !$0.isEmpty }
    }

    /// Builds the lookup tables once every cue and grammar word has its id.
    mutating func finish() {
        let n = Int(vocabulary.count)
        byFirst = Array(repeating: [], count: n)
        for (k, cue) in cues.enumerated() { byFirst[Int(cue.ids[0])].append(k) }
        for k in byFirst.indices { byFirst[k].sort { cues[$0].ids.count > cues[$1].ids.count } }
        longestCue = cues.map(\.ids.count).max() ?? 1
        isNegator = Array(repeating: false, count: n)
        isSubjectNegator = Array(repeating: false, count: n)
        for id in negatorIDs { isNegator[Int(id)] = true }
        for id in subjectNegatorIDs { isSubjectNegator[Int(id)] = true }
    }
}

/// Turns the JSON tree into a Taxonomy, pointing errors at the key or value at fault.
struct TaxonomyReader {
    let bytes: [UInt8]
    let file: String

    static let topKeys = ["name", "groups", "effects", "architecture", "proxies", "expansion", "negators", "subjectNegators",
                          "exceptions", "ignore"]
    /// Grammar words a taxonomy may leave out: the built-in ones are used.
    static let defaultNegators = ["not", "no", "never", "nor", "neither", "cannot", "without"]
    static let defaultSubjectNegators = ["no", "neither", "nothing", "none"]
    static let defaultExceptions = ["except", "excepting", "other than", "unless", "but not"]

    mutating func read(_ root: JSONValue) throws(FormatError) -> Taxonomy {
        guard case .object(let members) = root else { throw error(at: 0, "a taxonomy is a JSON object (with 'groups', 'effects', …), not \(root.typeName)") }
        var t = Taxonomy(name: "custom")
        var grammar: [String: [String]] = [:]
        for (key, value) in members {
            switch key {
            case "name":
                guard case .string(let s) = value else { throw error(key: key, "'name' must be a string") }
                t.name = s
            case "groups":
                try readMap(value, key: key, names: TargetGroup.allCases.filter { $0 != .multiple }.map(\.rawName)) { (name, list) throws(FormatError) in
                    for (phrase, w) in list where !t.add(.group(TargetGroup(name: name) ?? .multiple), phrase, weight: w) {
                        throw error(string: phrase, "cue '\(phrase)' has no words")
                    }
                }
            case "effects":
                try readMap(value, key: key, names: ["burden", "benefit"]) { (name, list) throws(FormatError) in
                    for (phrase, w) in list where !t.add(.effect(name == "burden" ? .burden : .benefit), phrase, weight: w) {
                        throw error(string: phrase, "cue '\(phrase)' has no words")
                    }
                }
            case "architecture":
                try readMap(value, key: key, names: ArchitectureComponent.allCases.map(\.rawValue)) { (name, list) throws(FormatError) in
                    for (phrase, w) in list where !t.add(.architecture(ArchitectureComponent(rawValue: name) ?? .aar), phrase, weight: w) {
                        throw error(string: phrase, "cue '\(phrase)' has no words")
                    }
                }
            case "proxies", "expansion", "ignore":
                let kind: CueKind = key == "proxies" ? .proxy : key == "expansion" ? .expansion : .ignore
                for (phrase, w) in try readCues(value, key: key) where !t.add(kind, phrase, weight: w) {
                    throw error(string: phrase, "cue '\(phrase)' has no words")
                }
            case "negators", "subjectNegators", "exceptions":
                grammar[key] = try readCues(value, key: key).map(\.0)
            default:
                throw error(key: key, "unknown key '\(key)'" + didYouMean(closestMatch(to: key, in: TaxonomyReader.topKeys))
                                + " (keys: \(TaxonomyReader.topKeys.joined(separator: ", ")))")
            }
        }
        t.setGrammar(negators: grammar["negators"] ?? TaxonomyReader.defaultNegators,
                     subjectNegators: grammar["subjectNegators"] ?? TaxonomyReader.defaultSubjectNegators,
                     exceptions: grammar["exceptions"] ?? TaxonomyReader.defaultExceptions)
        t.finish()
        return t
    }

    /// {"outgroup": [...], …} with names from a closed set.
    func readMap(_ value: JSONValue, key: String, names: [String],
                 _ body: (String, [(String, Double)]) throws(FormatError) -> Void) throws(FormatError) {
        guard case .object(let members) = value else { throw error(key: key, "'\(key)' must be an object with keys \(names.joined(separator: ", ")), not \(value.typeName)") }
        for (name, list) in members {
            guard names.contains(name) else {
                throw error(key: name, "unknown \(key) key '\(name)'" + didYouMean(closestMatch(to: name, in: names)) + " (one of: \(names.joined(separator: ", ")))")
            }
            try body(name, try readCues(list, key: name))
        }
    }

    /// ["phrase", {"cue": "phrase", "weight": 2}, …]
    func readCues(_ value: JSONValue, key: String) throws(FormatError) -> [(String, Double)] {
        guard case .array(let items) = value else { throw error(key: key, "'\(key)' must be an array of cues, not \(value.typeName)") }
        var out: [(String, Double)] = []
        for (k, item) in items.enumerated() {
            switch item {
            case .string(let s):
                out.append((s, 1))
            case .object:
                guard case .string(let s)? = item["cue"] else {
                    throw error(key: key, "cue \(k + 1) of '\(key)' is an object without a \"cue\" string")
                }
                var weight = 1.0
                if let w = item["weight"] {
                    guard case .number(let v) = w, v.isFinite, v > 0, v <= 10 else {
                        throw error(string: s, "the weight of cue '\(s)' must be a number in (0, 10]")
                    }
                    weight = v
                }
                out.append((s, weight))
            default:
                throw error(key: key, "cue \(k + 1) of '\(key)' must be a string or {\"cue\": …, \"weight\": …}, not \(item.typeName)")
            }
        }
        return out
    }

    func error(at offset: Int, _ reason: String) -> FormatError {
        bytes.withUnsafeBufferPointer { FormatError(file: file, position: SourcePosition(offset: offset, in: $0), reason: reason) }
    }

    /// An error located at the first occurrence of `"key"` in the file.
    func error(key: String, _ reason: String) -> FormatError {
        error(at: offset(of: jsonString(key) + ":", orElse: jsonString(key)), reason)
    }

    func error(string: String, _ reason: String) -> FormatError {
        error(at: offset(of: jsonString(string), orElse: nil), reason)
    }

    func offset(of needle: String, orElse fallback: String?) -> Int {
        if let k = find(Array(needle.utf8)) { return k }
        if let f = fallback, let k = find(Array(f.utf8)) { return k }
        // "key":<space>value — allow white space before the colon.
        if needle.hasSuffix(":"), let k = find(Array(needle.dropLast().utf8)) { return k }
        return 0
    }

    func find(_ needle: [UInt8]) -> Int? {
        guard !needle.isEmpty, needle.count <= bytes.count else { return nil }
        var k = 0
        while k + needle.count <= bytes.count {
            if bytes[k] == needle[0], Array(bytes[k..<(k + needle.count)]) == needle { return k }
            k += 1
        }
        return nil
    }
}
