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

    @Test func niceRanges() {
        // 0.71…0.907: raw step 0.0394 → 0.05 from 0.7 reaches only 0.95 ≥ 0.907 → [0.7, 0.95].
        #expect(AxisRange.nice(covering: [0.907, 0.875255, 0.80348409, 0.74081233, 0.71]) == AxisRange(0.7, 0.95))
        // 0.019…0.09: raw 0.0142 → 0.02 steps from 0 reach 0.1.
        #expect(AxisRange.nice(covering: [0.09, 0.0549, 0.026352, 0.01923696]) == AxisRange(0, 0.1))
        #expect(AxisRange.nice(covering: []) == AxisRange(0, 1))
        #expect(AxisRange(0.7, 0.95).ticks() == [0.7, 0.75, 0.8, 0.85, 0.9, 0.95])
    }
}
