// Analysis.swift: one scored policy in the workspace — a user's import or a built-in historical policy.

/// Where an analysis came from.
public enum AnalysisKind: String, Sendable, Equatable {
    /// Loaded or analysed by the user; may be dropped and renamed.
    case user
    /// One of the four built-in historical policies; read-only.
    case historical
}

/// A policy's classified clauses and what is known about the document.
public struct Analysis: Sendable, Equatable {
    /// The name used at the prompt (unique in the workspace).
    public var name: String
    public var kind: AnalysisKind
    /// The app's analysis UUID (upper case), or one derived for analyses made here.
    public var id: String
    /// The app's policyName (the PDF base name).
    public var policyName: String
    public var sourceFilename: String
    /// Seconds since 2001-01-01T00:00:00Z, as the app exports it.
    public var dateAnalyzed: Double?
    /// Year the policy was enacted, when known (project superset; historical policies).
    public var year: Int?
    /// The scoreResult stored in the file, if any (what the app computed at analysis time).
    public var storedScore: ScoreResult?
    /// Where it came from, for display ("Examples/x.json", "built-in").
    public var origin: String

    public var clauses: ClauseTable {
        didSet { stats = ScoreStats(clauses) }
    }

    /// Sufficient statistics of `clauses`: everything scoring needs, so rescoring never touches clauses.
    public private(set) var stats: ScoreStats

    public init(
        name: String, kind: AnalysisKind = .user, id: String = "", policyName: String? = nil,
        sourceFilename: String = "", dateAnalyzed: Double? = nil, year: Int? = nil,
        storedScore: ScoreResult? = nil, origin: String = "", clauses: ClauseTable
    ) {
        self.name = name; self.kind = kind; self.id = id; self.policyName = policyName ?? name
        self.sourceFilename = sourceFilename; self.dateAnalyzed = dateAnalyzed; self.year = year
        self.storedScore = storedScore; self.origin = origin; self.clauses = clauses
        self.stats = ScoreStats(clauses)
    }

    public var isReadOnly: Bool { kind == .historical }

    /// Seconds between 1970-01-01 and 2001-01-01 (the Apple reference date the app's JSON uses).
    public static let appleReferenceOffset: Double = 978_307_200

    /// The calendar year (UTC) of `dateAnalyzed`, if there is one.
    public var yearAnalyzed: Int? {
        guard let d = dateAnalyzed else { return nil }
        return CivilDate(unixSeconds: d + Analysis.appleReferenceOffset).year
    }
}

/// A UTC calendar date/time from Unix seconds, without Foundation (proleptic Gregorian).
public struct CivilDate: Equatable, Sendable {
    public var year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Double

    public init(unixSeconds t: Double) {
        let days = Int((t / 86_400).rounded(.down))
        var secs = t - Double(days) * 86_400
        hour = Int(secs / 3600); secs -= Double(hour) * 3600
        minute = Int(secs / 60); secs -= Double(minute) * 60
        second = secs
        // Howard Hinnant's days-from-civil inverse.
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        day = doy - (153 * mp + 2) / 5 + 1
        month = mp < 10 ? mp + 3 : mp - 9
        year = yoe + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// ISO-8601 in UTC, to the second: 2026-02-21T14:05:09Z.
    public var iso8601: String {
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        let y = String(year).count >= 4 ? String(year) : String(repeating: "0", count: 4 - String(year).count) + String(year)
        return "\(y)-\(two(month))-\(two(day))T\(two(hour)):\(two(minute)):\(two(Int(second)))Z"
    }
}
