// HistoricalPolicies.swift: the four built-in historical analyses (domain.md §3.2).
//
// The app keeps them as label vectors without text; each clause here carries a one-line
// description of what its labels stand for instead. Confidence 0.88, tier 3, as in the app.

public enum HistoricalPolicies {
    public static let slaveCodes = "Virginia Slave Codes (1705)"
    public static let thirteenth = "13th Amendment (1865)"
    public static let redlining = "HOLC Redlining (1934)"
    public static let warOnDrugs = "War on Drugs (1971)"

    /// Short names accepted wherever an analysis name is.
    public static let aliases: [String: String] = [
        "vsc": slaveCodes, "slavecodes": slaveCodes,
        "13th": thirteenth, "amendment13": thirteenth,
        "holc": redlining, "redlining": redlining,
        "wod": warOnDrugs, "warondrugs": warOnDrugs, "drugs": warOnDrugs,
    ]

    /// In chain order: 1705, 1865, 1934, 1971.
    public static let all: [Analysis] = [
        policy(slaveCodes, year: 1705, key: "vsc1705", [
            (.outgroup, .burden, (0.95, 0.90, 0.85, 0.90), [], true, false,
             "Holds the enslaved in lifelong, inherited bondage and fixes by descent who may be held."),
            (.elite, .benefit, (0.80, 0.70, 0.75, 0.80), [], false, false,
             "Secures slaveholders' property in persons and their power to discipline it."),
            (.outgroup, .burden, (0.90, 0.85, 0.80, 0.95), ["property", "servitude"], false, true,
             "Restricts movement, assembly and arms for the enslaved, framed as the protection of property and servitude."),
            (.ingroupNonElite, .benefit, (0.60, 0.55, 0.50, 0.60), [], false, false,
             "Grants poor white colonists status privileges over the enslaved: the buffer's wage."),
        ]),
        policy(thirteenth, year: 1865, key: "amend13", [
            (.outgroup, .benefit, (0.20, 0.25, 0.15, 0.20), [], false, false,
             "Abolishes slavery and involuntary servitude."),
            (.multiple, .neutral, (0.10, 0.10, 0.10, 0.10), [], false, false,
             "Gives Congress the power to enforce the article by legislation."),
            (.elite, .burden, (0.30, 0.20, 0.20, 0.25), [], false, false,
             "Ends slaveholders' claim to human property without compensation."),
        ]),
        policy(redlining, year: 1934, key: "holc1934", [
            (.outgroup, .burden, (0.85, 0.80, 0.75, 0.90), ["risk", "neighborhood", "stability"], true, true,
             "Grades neighbourhoods by 'risk' and 'stability', marking the out-group's areas hazardous and widening who is excluded."),
            (.elite, .benefit, (0.70, 0.60, 0.65, 0.70), [], false, false,
             "Shields lenders and investors from losses on federally backed mortgages."),
            (.outgroup, .burden, (0.80, 0.75, 0.70, 0.85), ["credit", "property"], false, true,
             "Denies credit and property ownership in redlined areas."),
            (.ingroupNonElite, .benefit, (0.40, 0.45, 0.40, 0.50), [], false, false,
             "Opens long-term, low-interest mortgages to white homeowners."),
        ]),
        policy(warOnDrugs, year: 1971, key: "wod1971", [
            (.outgroup, .burden, (0.80, 0.70, 0.75, 0.85), ["crime", "narcotics", "drug-free"], true, true,
             "Criminalises drug use as a public-order threat, widening who is policed as the out-group."),
            (.elite, .benefit, (0.60, 0.55, 0.60, 0.70), [], false, false,
             "Funds enforcement agencies and the prison industry."),
            (.outgroup, .burden, (0.75, 0.65, 0.70, 0.80), ["gangs"], false, true,
             "Targets enforcement at neighbourhoods framed as gang territory."),
            (.ingroupNonElite, .burden, (0.45, 0.40, 0.35, 0.50), [], false, false,
             "Spills enforcement and sentencing onto poor white communities."),
        ]),
    ]

    private typealias Row = (
        TargetGroup, EffectDirection, (Double, Double, Double, Double), [String], Bool, Bool, String
    )

    private static func policy(_ name: String, year: Int, key: String, _ rows: [Row]) -> Analysis {
        var table = ClauseTable()
        for (i, r) in rows.enumerated() {
            let (group, effect, arch, terms, expands, usesProxy, text) = r
            table.append(Clause(
                n: i, id: "\(key)-\(i + 1)", text: text, section: .operativeClauses, group: group, effect: effect,
                architecture: ArchitectureScores(aar: arch.0, se: arch.1, ij: arch.2, rsc: arch.3),
                confidence: 0.88, tier: .tier3, usesProxy: usesProxy, proxyTerms: terms,
                expandsOutgroup: expands, wasSafetyFallback: false))
        }
        return Analysis(name: name, kind: .historical, id: key, policyName: name, sourceFilename: "built-in",
                        year: year, origin: "built-in", clauses: table)
    }
}
