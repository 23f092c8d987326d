// Weights.swift: the numbers a researcher may change (design.md §2.2), and the scoring profiles.

/// One weight's name as typed at the prompt (`weights set ads.aar=0.4`).
public enum WeightKey: String, CaseIterable, Sendable {
    case dis, ads, eis, cis, oes
    case adsAAR = "ads.aar", adsSE = "ads.se", adsIJ = "ads.ij", adsRSC = "ads.rsc"
    case eisExtraction = "eis.extraction", eisResistance = "eis.resistance", eisDivision = "eis.division"
    case alpha

    /// The five weights of the composite.
    public static let outer: [WeightKey] = [.dis, .ads, .eis, .cis, .oes]
    public static let adsInner: [WeightKey] = [.adsAAR, .adsSE, .adsIJ, .adsRSC]
    public static let eisInner: [WeightKey] = [.eisExtraction, .eisResistance, .eisDivision]

    public var isOuter: Bool { WeightKey.outer.contains(self) }
}

/// Outer, inner and compounding weights of the model. `app` is the upstream default.
public struct Weights: Equatable, Hashable, Sendable {
    public var dis = 0.25, ads = 0.25, eis = 0.20, cis = 0.15, oes = 0.15
    public var adsAAR = 0.35, adsSE = 0.20, adsIJ = 0.20, adsRSC = 0.25
    public var eisExtraction = 0.4, eisResistance = 0.3, eisDivision = 0.3
    /// Extractive intensity α of the compounding model.
    public var alpha = 0.1

    public init() {}

    /// The upstream app's weights.
    public static let app = Weights()

    public subscript(key: WeightKey) -> Double {
        get {
            switch key {
            case .dis: dis
            case .ads: ads
            case .eis: eis
            case .cis: cis
            case .oes: oes
            case .adsAAR: adsAAR
            case .adsSE: adsSE
            case .adsIJ: adsIJ
            case .adsRSC: adsRSC
            case .eisExtraction: eisExtraction
            case .eisResistance: eisResistance
            case .eisDivision: eisDivision
            case .alpha: alpha
            }
        }
        set {
            switch key {
            case .dis: dis = newValue
            case .ads: ads = newValue
            case .eis: eis = newValue
            case .cis: cis = newValue
            case .oes: oes = newValue
            case .adsAAR: adsAAR = newValue
            case .adsSE: adsSE = newValue
            case .adsIJ: adsIJ = newValue
            case .adsRSC: adsRSC = newValue
            case .eisExtraction: eisExtraction = newValue
            case .eisResistance: eisResistance = newValue
            case .eisDivision: eisDivision = newValue
            case .alpha: alpha = newValue
            }
        }
    }

    /// The outer weights in sub-score order DIS, ADS, EIS, CIS, OES.
    public var outer: [Double] {
        get { [dis, ads, eis, cis, oes] }
        set { (dis, ads, eis, cis, oes) = (newValue[0], newValue[1], newValue[2], newValue[3], newValue[4]) }
    }

    public var outerSum: Double { dis + ads + eis + cis + oes }
    public var adsSum: Double { adsAAR + adsSE + adsIJ + adsRSC }
    public var eisSum: Double { eisExtraction + eisResistance + eisDivision }

    /// The same set with the outer weights rescaled to sum to 1 (unchanged if they sum to 0).
    public func normalized() -> Weights {
        let s = outerSum
        guard s > 0 else { return self }
        var w = self
        w.outer = outer.map { $0 / s }
        return w
    }

    /// Checks a value for a weight: finite and not negative.
    public static func check(_ value: Double, for key: WeightKey) throws(WeightError) {
        guard value.isFinite else { throw .notFinite(key: key.rawValue) }
        guard value >= 0 else { throw .negative(key: key.rawValue, value: value) }
    }
}

public enum WeightError: DoshError, Equatable {
    case notFinite(key: String)
    case negative(key: String, value: Double)
    case unknownKey(String, suggestion: String?)

    public var message: String {
        switch self {
        case .notFinite(let k): "weight '\(k)' must be a finite number"
        case .negative(let k, let v): "weight '\(k)' must not be negative (got \(formatShortest(v)))"
        case .unknownKey(let k, let s): "unknown weight '\(k)'" + didYouMean(s)
        }
    }
}

/// How sub-scores are bounded before they are combined (design.md §2.1, domain.md §10.1).
public enum ScoringProfile: String, CaseIterable, Sendable {
    /// The upstream app: each sub-score clamped to [0,1], COI clamped to [0,1].
    case app
    /// Signed: DIS, ADS, EIS, OES in [−1,1], COI in [−1,1], so "Liberatory" is reachable.
    case signed

    public var summary: String {
        switch self {
        case .app: "sub-scores clamped to [0,1] before weighting, COI in [0,1] (the app's scorer)"
        case .signed: "DIS, ADS, EIS, OES kept in [-1,1], COI in [-1,1] (negative = liberatory)"
        }
    }
}
