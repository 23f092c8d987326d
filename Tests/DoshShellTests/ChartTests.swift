// Terminal charts: exact text of each chart primitive and each chart command, in box mode
// (Unicode) and with `set plain on` (ASCII only), at the pinned width of 100.
import DoshFormats
import DoshModel
@testable import DoshShell
import Testing

func draw(_ block: Block, plain: Bool = false, width: Int = 100, color: Bool = false) -> String {
    Renderer.render(.report(Report(blocks: [block], data: .none)),
                    RenderOptions(mode: .box, width: width, useColor: color, plain: plain))
}

@Suite struct ChartPrimitiveTests {
    // Three points on [0, 1]: 1.0, 0.5, 0.0 over x labels a, b, c.
    static let line = LineChart(
        title: "Falling", xTitle: "step", yTitle: "value", xLabels: ["a", "b", "c"],
        series: [ChartSeries("v", [1, 0.5, 0])], yRange: AxisRange(0, 1), format: .decimal(1), marked: 2,
        markedName: "last", summary: "a: 1.0, b: 0.5, c: 0.0")

    // Height 11 rows = 5 tick intervals of 0.2. Row of v = round((1 − v) × 10): 1.0 → 0, 0.5 → 5,
    // 0.0 → 10. Labels are one character, so points sit 4 columns apart (x = 0, 4, 8); the line
    // between them is interpolated per column and gaps of more than one row are filled.
    @Test func lineChartBox() {
        #expect(draw(.lineChart(Self.line)) == """
            Falling
            value
            1.0 ┤●
                │ ·
            0.8 ┤  ·
                │  ·
            0.6 ┤   ·
                │    ●
            0.4 ┤     ·
                │      ·
            0.2 ┤      ·
                │       ·
            0.0 ┤        ◉
                └─────────
                 a   b   c
                   step
            ● v  ◉ last
            a: 1.0, b: 0.5, c: 0.0

            """)
    }

    @Test func lineChartPlainIsASCII() {
        let text = draw(.lineChart(Self.line), plain: true)
        #expect(text == """
            Falling
            value
            1.0 +o
                | .
            0.8 +  .
                |  .
            0.6 +   .
                |    o
            0.4 +     .
                |      .
            0.2 +      .
                |       .
            0.0 +        @
                +---------
                 a   b   c
                   step
            o v  @ last
            a: 1.0, b: 0.5, c: 0.0

            """)
        #expect(text.unicodeScalars.allSatisfy { $0.isASCII })
    }

    static let stacked = BarChart(
        title: "Stacked", segments: ["benefit", "burden"],
        bars: [Bar("Elite", [0.75, 0.25]), Bar("In-Group", [0, 0]), Bar("Outgroup", [0.1, 0.9])],
        format: .percent(0), valueTitle: "share", summary: "Elite: 75% benefit, 25% burden")

    // Bars are 40 columns: 0.75 → 30 filled, the cumulative 1.0 → 40, so 10 of the second segment;
    // 0.1 → 4 and 36. An all-zero bar is all unfilled.
    @Test func stackedBarsBox() {
        #expect(draw(.barChart(Self.stacked)) == """
            Stacked
            Elite     ██████████████████████████████▒▒▒▒▒▒▒▒▒▒  75% benefit · 25% burden
            In-Group  ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░  0% benefit · 0% burden
            Outgroup  ████▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒  10% benefit · 90% burden
            █ benefit  ▒ burden
            Elite: 75% benefit, 25% burden

            """)
    }

    @Test func stackedBarsPlain() {
        #expect(draw(.barChart(Self.stacked), plain: true) == """
            Stacked
            Elite     ##############################==========  75% benefit, 25% burden
            In-Group  ----------------------------------------  0% benefit, 0% burden
            Outgroup  ####====================================  10% benefit, 90% burden
            # benefit  = burden
            Elite: 75% benefit, 25% burden

            """)
    }

    static let severityBars = BarChart(
        title: "COI", segments: ["COI"],
        bars: [Bar("high", [0.93], severity: .high), Bar("mine", [0.25], isMarked: true, severity: .low)],
        format: .decimal(2), valueTitle: "COI", summary: "high: 0.93; mine: 0.25")

    // 0.93 × 40 = 37.2 → 37 filled; 0.25 × 40 = 10. The marked bar gets the marker; severity adds
    // the symbol and label (ASCII stand-ins in plain mode) and, with colour on, the severity colour.
    @Test func markedSeverityBars() {
        #expect(draw(.barChart(Self.severityBars)) == """
            COI
              high  █████████████████████████████████████░░░  0.93  ▲ Highly Oppressive
            ▶ mine  ██████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░  0.25  ✓ Low Oppression
            high: 0.93; mine: 0.25

            """)
        #expect(draw(.barChart(Self.severityBars), plain: true) == """
            COI
              high  #####################################---  0.93  ! Highly Oppressive
            > mine  ##########------------------------------  0.25  + Low Oppression
            high: 0.93; mine: 0.25

            """)
        let red = "\u{1B}[31m", green = "\u{1B}[32m", reset = "\u{1B}[0m"
        #expect(draw(.barChart(Self.severityBars), color: true).split(separator: "\n").map(String.init)[1...2] == [
            "  high  \(red)\(String(repeating: "█", count: 37))\(reset)░░░  0.93  \(red)▲ Highly Oppressive\(reset)",
            "▶ mine  \(green)\(String(repeating: "█", count: 10))\(reset)\(String(repeating: "░", count: 30))  0.25  \(green)✓ Low Oppression\(reset)",
        ])
    }

    // 0.3682 × 40 = 14.7 → 15 filled. Scale labels are centred on their positions: 0.3 at
    // column 1 + 12, 0.6 at 1 + 24; 1 ends under "]". Signed: 0 sits at the middle (column 21).
    @Test func gaugeWithThresholds() {
        #expect(draw(.gauge(value: 0.3682, lo: 0, hi: 1, width: 40)) == """
            [███████████████░░░░░░░░░░░░░░░░░░░░░░░░░]
            0           0.3         0.6              1

            """)
        #expect(draw(.gauge(value: -0.2, lo: -1, hi: 1, width: 40), plain: true) == """
            [################------------------------]
            -1                   0    0.3   0.6      1

            """)
    }

    // On [−1, 1] bars start at 0 (column 20 of 40): 0.5 fills columns 20..<30, −0.5 fills 10..<20.
    @Test func negativeBarsRunLeftOfZero() {
        let c = BarChart(title: "Signed", segments: ["COI"], bars: [Bar("up", [0.5]), Bar("down", [-0.5])],
                         range: AxisRange(-1, 1), format: .decimal(2), valueTitle: "COI", summary: "up 0.50, down -0.50")
        let e = String(repeating: "░", count: 10), f = String(repeating: "█", count: 10)
        #expect(draw(.barChart(c)) == "Signed\nup    \(e)\(e)\(f)\(e)  0.50\ndown  \(e)\(f)\(e)\(e)  -0.50\nup 0.50, down -0.50\n")
    }

    @Test func niceRanges() {
        // 0.71…0.907: raw step 0.0394 → 0.05 from 0.7 reaches only 0.95 ≥ 0.907 → [0.7, 0.95].
        #expect(AxisRange.nice(covering: [0.907, 0.875255, 0.80348409, 0.74081233, 0.71]) == AxisRange(0.7, 0.95))
        // 0.019…0.09: raw 0.0142 → 0.02 steps from 0 reach 0.1.
        #expect(AxisRange.nice(covering: [0.09, 0.0549, 0.026352, 0.01923696]) == AxisRange(0, 0.1))
        #expect(AxisRange.nice(covering: []) == AxisRange(0, 1))
        #expect(AxisRange(0.7, 0.95).ticks() == [0.7, 0.75, 0.8, 0.85, 0.9, 0.95])
    }
}

/// The six-clause analysis of Tests/DoshModelTests/MetricsTests.swift, whose metrics are worked
/// out there by hand:
///   1 elite benefit (.8,.6,.7,.9) conf .9 tier1        4 outgroup mixed (.5,.5,.5,.5) conf .6 tier1 [urban]
///   2 elite burden (.2,.2,.2,.2) conf .7 tier2         5 ingroupNonElite benefit (.4,.2,.3,.1) conf .5 tier3 fallback
///   3 outgroup burden (.9,.7,.8,.6) conf .8 tier1      6 multiple neutral (0,.2,.1,.3) conf .4 tier1 [Gang] expands
///     [urban, gang] expands
func chartSample() -> Analysis {
    func c(_ n: Int, _ g: TargetGroup, _ e: EffectDirection, _ a: (Double, Double, Double, Double), _ conf: Double,
           _ tier: Tier, terms: [String] = [], expands: Bool = false, fallback: Bool = false) -> Clause {
        Clause(n: n, id: "s-\(n + 1)", text: "Clause \(n + 1) of the sample act.", group: g, effect: e,
               architecture: ArchitectureScores(aar: a.0, se: a.1, ij: a.2, rsc: a.3), confidence: conf, tier: tier,
               proxyTerms: terms, expandsOutgroup: expands, wasSafetyFallback: fallback)
    }
    return Analysis(name: "sample", policyName: "sample_act", sourceFilename: "sample_act.pdf", year: 2024,
                    origin: "hand-built", clauses: ClauseTable([
        c(0, .elite, .benefit, (0.8, 0.6, 0.7, 0.9), 0.9, .tier1),
        c(1, .elite, .burden, (0.2, 0.2, 0.2, 0.2), 0.7, .tier2),
        c(2, .outgroup, .burden, (0.9, 0.7, 0.8, 0.6), 0.8, .tier1, terms: ["urban", "gang"], expands: true),
        c(3, .outgroup, .mixed, (0.5, 0.5, 0.5, 0.5), 0.6, .tier1, terms: ["urban"]),
        c(4, .ingroupNonElite, .benefit, (0.4, 0.2, 0.3, 0.1), 0.5, .tier3, fallback: true),
        c(5, .multiple, .neutral, (0.0, 0.2, 0.1, 0.3), 0.4, .tier1, terms: ["Gang"], expands: true),
    ]))
}

/// What `command` prints for the sample in box mode (Unicode) or in table mode with `set plain on`.
func commandText(_ command: String, plain: Bool) -> String {
    let (shell, c) = makeShell { $0.mode = plain ? .table : .box; $0.plain = plain }
    try? shell.state.workspace.add(chartSample())
    let r = run(command, in: shell, c)
    #expect(r.err == "")
    if plain { #expect(r.out.unicodeScalars.allSatisfy { $0.isASCII }, "plain output of '\(command)' is not ASCII") }
    return r.out
}

@Suite struct ChartCommandTests {
    // COI = .25·(1/6) + .15·(.45·B) = .0417 + .0500 = .0917 (MetricsTests); gauge .0917 × 40 = 3.7 → 4.
    // CIS .3334 falls in [0.3, 0.6): moderate; the other sub-scores are below 0.3: low.
    @Test func showBox() {
        #expect(commandText("show", plain: false) == """
                    sample  (hand-built)
                    COI 0.0917  ✓ Low Oppression
                    [████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░]
                    0           0.3         0.6              1
                    profile app · weights app · chain app · 6 clauses

                    ┌───────────┬────────────────────────┬────────┬────────┬──────────────┬────────────┐
                    │ sub-score │ name                   │ weight │  value │ contribution │ level      │
                    ├───────────┼────────────────────────┼────────┼────────┼──────────────┼────────────┤
                    │ DIS       │ Differential Impact    │ 0.2500 │ 0.1667 │       0.0417 │ ✓ low      │
                    │ ADS       │ Architecture Detection │ 0.2500 │ 0.0000 │       0.0000 │ ✓ low      │
                    │ EIS       │ Elite Interest         │ 0.2000 │ 0.0000 │       0.0000 │ ✓ low      │
                    │ CIS       │ Compounding Impact     │ 0.1500 │ 0.3334 │       0.0500 │ ⊖ moderate │
                    │ OES       │ Outgroup Expansion     │ 0.1500 │ 0.0000 │       0.0000 │ ✓ low      │
                    └───────────┴────────────────────────┴────────┴────────┴──────────────┴────────────┘
                    COI = sum of contributions = 0.0917

                    tiers: tier 1 4 · tier 2 1 · tier 3 1 · safety fallbacks 1

                    """)
    }

    // elite 1/2 → 20 of 40; in-group 1 → 40; outgroup 1/3 → 13, then 1 → 40, so 27 burden.
    @Test func benefitBox() {
        #expect(commandText("chart benefit", plain: false) == """
                    Benefit hierarchy: sample
                    Elite     ████████████████████▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒  50% benefit · 50% burden
                    In-Group  ████████████████████████████████████████  100% benefit · 0% burden
                    Outgroup  █████████████▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒  33% benefit · 67% burden
                    █ benefit  ▒ burden
                    Elite: 50% benefit, 50% burden; In-Group: 100% benefit, 0% burden; Outgroup: 33% benefit, 67% burden

                    """)
    }

    // means .467, .4, .433, .433 (MetricsTests) × 40 → 19, 16, 17, 17.
    @Test func radarBox() {
        #expect(commandText("chart radar", plain: false) == """
                    Architecture radar: sample
                    AAR  ███████████████████░░░░░░░░░░░░░░░░░░░░░  0.47  asymmetric autonomy restriction
                    SE   ████████████████░░░░░░░░░░░░░░░░░░░░░░░░  0.40  selective empathy
                    IJ   █████████████████░░░░░░░░░░░░░░░░░░░░░░░  0.43  ideological justification
                    RSC  █████████████████░░░░░░░░░░░░░░░░░░░░░░░  0.43  resistance to structural critique
                    Architecture means: AAR 0.47, SE 0.40, IJ 0.43, RSC 0.43

                    """)
    }

    // Bars are 38 wide here (100 − marker 2 − label 27 − 2 − 2 − note 29): .93 → 35, .35 → 13,
    // .82 → 31, .78 → 30, .0917 → 3.
    @Test func historyBox() {
        #expect(commandText("chart history", plain: false) == """
                    Historical comparison: chain app
                      Virginia Slave Codes (1705)  ███████████████████████████████████░░░  0.93  ▲ Highly Oppressive
                      13th Amendment (1865)        █████████████░░░░░░░░░░░░░░░░░░░░░░░░░  0.35  ⊖ Moderately Oppressive
                      HOLC Redlining (1934)        ███████████████████████████████░░░░░░░  0.82  ▲ Highly Oppressive
                      War on Drugs (1971)          ██████████████████████████████░░░░░░░░  0.78  ▲ Highly Oppressive
                    ▶ sample                       ███░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░  0.09  ✓ Low Oppression
                    Virginia Slave Codes (1705): 0.93 (expected); 13th Amendment (1865): 0.35 (expected); HOLC Redlining (1934): 0.82 (expected); War on Drugs (1971): 0.78 (expected); sample: 0.09 (this analysis)

                    """)
    }

    // 1/3 → 13, 1/2 → 20, density (4/6)/5 = .133 → 5; terms case-sensitive: Gang, gang, urban.
    @Test func outgroupBox() {
        #expect(commandText("chart outgroup", plain: false) == """
                    Outgroup expansion: sample
                    Expansion rate  █████████████░░░░░░░░░░░░░░░░░░░░░░░░░░░  33%
                    Proxy usage     ████████████████████░░░░░░░░░░░░░░░░░░░░  50%
                    Proxy density   █████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░  13%
                    Expansion rate 33%; proxy usage 50%; proxy density 13%; unique proxy terms (3): Gang, gang, urban

                    """)
    }

    // 2/6 → 13, 1/6 → 7 and 7; mean confidence (.9 + .7)/2.
    @Test func eliteBox() {
        #expect(commandText("chart elite", plain: false) == """
                    Elite interest: sample
                    Elite clauses  █████████████░░░░░░░░░░░░░░░░░░░░░░░░░░░  33%
                    Elite benefit  ███████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░  17%
                    Elite burden   ███████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░  17%
                    Elite clauses 33%; elite benefit 17%; elite burden 17%; average confidence of elite clauses 0.80

                    """)
    }

    // Capacities .907, .875255, .80348409, B, B·(1 − .1·.0917) = .7340 (MetricsTests). The nice axis is
    // [0.7, 0.95] (step .05 is the first from 0.7 that reaches .907); row = round((1 − (v − .7)/.25)·10):
    // 2, 3, 6, 8, 9; five 4-character labels → points 6 columns apart (x = 0, 6, 12, 18, 24).
    @Test func trajectoryBox() {
        #expect(commandText("trajectory", plain: false) == """
                    ┌──────┬─────────────────────────────┬────────┬──────────┐
                    │ year │ policy                      │ factor │ capacity │
                    ├──────┼─────────────────────────────┼────────┼──────────┤
                    │ 1705 │ Virginia Slave Codes (1705) │ 0.9070 │   0.9070 │
                    │ 1865 │ 13th Amendment (1865)       │ 0.9650 │   0.8753 │
                    │ 1934 │ HOLC Redlining (1934)       │ 0.9180 │   0.8035 │
                    │ 1971 │ War on Drugs (1971)         │ 0.9220 │   0.7408 │
                    │ 2024 │ sample                      │ 0.9908 │   0.7340 │
                    └──────┴─────────────────────────────┴────────┴──────────┘

                    Compounding trajectory: sample appended to chain app
                    out-group capacity (share of its starting capacity)
                    95.0% ┤
                          │
                    90.0% ┤●···
                          │    ··●·
                    85.0% ┤        ··
                          │          ··
                    80.0% ┤            ●·
                          │              ··
                    75.0% ┤                ··●··
                          │                     ···◉
                    70.0% ┤
                          └─────────────────────────
                         1705  1865  1934  1971  2024
                                     year
                    ● capacity  ◉ sample
                    1705: 90.7%, 1865: 87.5%, 1934: 80.3%, 1971: 74.1%, 2024: 73.4%

                    """)
    }

    @Test func showPlain() {
        #expect(commandText("show", plain: true) == """
                    sample  (hand-built)
                    COI 0.0917  + Low Oppression
                    [####------------------------------------]
                    0           0.3         0.6              1
                    profile app, weights app, chain app, 6 clauses

                    sub-score  name                    weight   value  contribution  level
                    ---------  ----------------------  ------  ------  ------------  ----------
                    DIS        Differential Impact     0.2500  0.1667        0.0417  + low
                    ADS        Architecture Detection  0.2500  0.0000        0.0000  + low
                    EIS        Elite Interest          0.2000  0.0000        0.0000  + low
                    CIS        Compounding Impact      0.1500  0.3334        0.0500  - moderate
                    OES        Outgroup Expansion      0.1500  0.0000        0.0000  + low
                    COI = sum of contributions = 0.0917

                    tiers: tier 1 4, tier 2 1, tier 3 1, safety fallbacks 1

                    """)
    }

    @Test func benefitPlain() {
        #expect(commandText("chart benefit", plain: true) == """
                    Benefit hierarchy: sample
                    Elite     ####################====================  50% benefit, 50% burden
                    In-Group  ########################################  100% benefit, 0% burden
                    Outgroup  #############===========================  33% benefit, 67% burden
                    # benefit  = burden
                    Elite: 50% benefit, 50% burden; In-Group: 100% benefit, 0% burden; Outgroup: 33% benefit, 67% burden

                    """)
    }

    @Test func radarPlain() {
        #expect(commandText("chart radar", plain: true) == """
                    Architecture radar: sample
                    AAR  ###################---------------------  0.47  asymmetric autonomy restriction
                    SE   ################------------------------  0.40  selective empathy
                    IJ   #################-----------------------  0.43  ideological justification
                    RSC  #################-----------------------  0.43  resistance to structural critique
                    Architecture means: AAR 0.47, SE 0.40, IJ 0.43, RSC 0.43

                    """)
    }

    @Test func historyPlain() {
        #expect(commandText("chart history", plain: true) == """
                    Historical comparison: chain app
                      Virginia Slave Codes (1705)  ###################################---  0.93  ! Highly Oppressive
                      13th Amendment (1865)        #############-------------------------  0.35  - Moderately Oppressive
                      HOLC Redlining (1934)        ###############################-------  0.82  ! Highly Oppressive
                      War on Drugs (1971)          ##############################--------  0.78  ! Highly Oppressive
                    > sample                       ###-----------------------------------  0.09  + Low Oppression
                    Virginia Slave Codes (1705): 0.93 (expected); 13th Amendment (1865): 0.35 (expected); HOLC Redlining (1934): 0.82 (expected); War on Drugs (1971): 0.78 (expected); sample: 0.09 (this analysis)

                    """)
    }

    @Test func outgroupPlain() {
        #expect(commandText("chart outgroup", plain: true) == """
                    Outgroup expansion: sample
                    Expansion rate  #############---------------------------  33%
                    Proxy usage     ####################--------------------  50%
                    Proxy density   #####-----------------------------------  13%
                    Expansion rate 33%; proxy usage 50%; proxy density 13%; unique proxy terms (3): Gang, gang, urban

                    """)
    }

    @Test func elitePlain() {
        #expect(commandText("chart elite", plain: true) == """
                    Elite interest: sample
                    Elite clauses  #############---------------------------  33%
                    Elite benefit  #######---------------------------------  17%
                    Elite burden   #######---------------------------------  17%
                    Elite clauses 33%; elite benefit 17%; elite burden 17%; average confidence of elite clauses 0.80

                    """)
    }

    @Test func trajectoryPlain() {
        #expect(commandText("trajectory", plain: true) == """
                    year  policy                       factor  capacity
                    ----  ---------------------------  ------  --------
                    1705  Virginia Slave Codes (1705)  0.9070    0.9070
                    1865  13th Amendment (1865)        0.9650    0.8753
                    1934  HOLC Redlining (1934)        0.9180    0.8035
                    1971  War on Drugs (1971)          0.9220    0.7408
                    2024  sample                       0.9908    0.7340

                    Compounding trajectory: sample appended to chain app
                    out-group capacity (share of its starting capacity)
                    95.0% +
                          |
                    90.0% +o...
                          |    ..o.
                    85.0% +        ..
                          |          ..
                    80.0% +            o.
                          |              ..
                    75.0% +                ..o..
                          |                     ...@
                    70.0% +
                          +-------------------------
                         1705  1865  1934  1971  2024
                                     year
                    o capacity  @ sample
                    1705: 90.7%, 1865: 87.5%, 1934: 80.3%, 1971: 74.1%, 2024: 73.4%

                    """)
    }
}

@Suite struct ChartDataTests {
    func json(_ command: String) -> String {
        let (shell, c) = makeShell { $0.mode = .json }
        try? shell.state.workspace.add(chartSample())
        return run(command, in: shell, c).out
    }

    // The app's six BenefitHierarchyDatum values: elite .5/.5, in-group 1/0, outgroup 1/3, 2/3.
    @Test func benefitRows() {
        #expect(json("chart benefit") == #"[{"group":"elite","effect":"benefit","percent":0.5},"# + "\n"
            + #"{"group":"elite","effect":"burden","percent":0.5},"# + "\n"
            + #"{"group":"ingroupNonElite","effect":"benefit","percent":1},"# + "\n"
            + #"{"group":"ingroupNonElite","effect":"burden","percent":0},"# + "\n"
            + #"{"group":"outgroup","effect":"benefit","percent":0.3333333333333333},"# + "\n"
            + #"{"group":"outgroup","effect":"burden","percent":0.6666666666666666}]"# + "\n")
    }

    @Test func trajectoryRowsAndChain() throws {
        let rows = try jsonObjects(json("trajectory"))
        #expect(rows.map { $0["year"] as? Int } == [1705, 1865, 1934, 1971, 2024])
        #expect(rows.map { $0["policy"] as? String }.last == "sample")
        #expect(rows.map { $0["current"] as? Bool } == [false, false, false, false, true])
        #expect(rows.allSatisfy { Set($0.keys) == ["year", "policy", "factor", "capacity", "current"] })
        // The paper chain by name (one word that is a chain, not an analysis): first capacity 1 − .91.
        let paper = try jsonObjects(json("trajectory paper"))
        #expect(abs((paper.first?["capacity"] as? Double ?? 0) - 0.09) < 1e-12)
        #expect(paper.map { $0["year"] as? Int } == [1619, 1865, 1934, 1971, 2024])
    }

    @Test func outgroupAndEliteRecords() {
        #expect(json("chart outgroup") == #"{"name":"sample","expansion_rate":0.3333333333333333,"proxy_usage_rate":0.5,"proxy_density":0.13333333333333333,"unique_proxy_terms":["Gang","gang","urban"]}"# + "\n")
        #expect(json("chart elite") == #"{"name":"sample","elite_clause_rate":0.3333333333333333,"elite_benefit_rate":0.16666666666666666,"elite_burden_rate":0.16666666666666666,"elite_average_confidence":0.8,"elite_clauses":2}"# + "\n")
    }

    @Test func badChartNamesPointAtTheWord() {
        let (shell, c) = makeShell()
        try? shell.state.workspace.add(chartSample())
        let r = run("chart radr", in: shell, c)
        #expect(r.outcome == .failed)
        #expect(r.err == "error: unknown chart 'radr' (did you mean 'radar'?) (one of benefit, radar, trajectory, history, outgroup, elite)\n  chart radr\n        ^^^^\n")
        let t = run("trajectory sample papr", in: shell, c)
        #expect(t.err == "error: no chain named 'papr' (did you mean 'paper'?)\n  trajectory sample papr\n                    ^^^^\n")
    }

    @Test func colourOnlyWhenAllowed() {
        let (shell, c) = makeShell { $0.color = .on }
        try? shell.state.workspace.add(chartSample())
        // Settings.color on, but the pinned test shell's output is not a terminal: `on` forces colour.
        let coloured = run("chart history", in: shell, c).out
        #expect(coloured.contains("\u{1B}[32m███\u{1B}[0m"))
        shell.state.settings.color = .off
        #expect(!run("chart history", in: shell, c).out.contains("\u{1B}["))
    }
}
