// Charts.swift: charts and the COI gauge drawn as terminal text. Each chart ends with its
// one-line plain-English summary. `set plain on` swaps every box-drawing, block and symbol
// character for ASCII (screen readers, logs); colour is added only when the options allow it.
import DoshFormats
import DoshModel

/// The characters a chart is drawn with: Unicode, or ASCII under `set plain on`.
struct ChartGlyphs {
    /// Fill of each stacked segment, in order.
    let segments: [String]
    /// The unfilled rest of a bar.
    let empty: String
    /// Point markers of each line series, in order.
    let points: [String]
    let markedPoint: String
    /// The line between points.
    let path: String
    let axis: String, tick: String, corner: String, rule: String
    /// Put before a marked bar's label.
    let marker: String
    /// Between items of one note ("75% benefit · 25% burden").
    let separator: String

    static let unicode = ChartGlyphs(
        segments: ["█", "▒", "▓"], empty: "░", points: ["●", "■", "▲", "◆", "○", "□", "△", "◇", "★", "✚"], markedPoint: "◉", path: "·",
        axis: "│", tick: "┤", corner: "└", rule: "─", marker: "▶ ", separator: " · ")
    static let ascii = ChartGlyphs(
        segments: ["#", "=", "%"], empty: "-", points: ["o", "x", "+", "*", "O", "X", "v", "s", "%", "&"], markedPoint: "@", path: ".",
        axis: "|", tick: "+", corner: "+", rule: "-", marker: "> ", separator: ", ")

    init(segments: [String], empty: String, points: [String], markedPoint: String, path: String, axis: String,
         tick: String, corner: String, rule: String, marker: String, separator: String) {
        self.segments = segments; self.empty = empty; self.points = points; self.markedPoint = markedPoint
        self.path = path; self.axis = axis; self.tick = tick; self.corner = corner; self.rule = rule
        self.marker = marker; self.separator = separator
    }

    init(_ o: RenderOptions) { self = o.plain ? .ascii : .unicode }

    func segment(_ k: Int) -> String { segments[k % segments.count] }
    func point(_ k: Int) -> String { points[k % points.count] }
}

extension Severity {
    /// The symbol for the output: the app's icon as text, or its ASCII stand-in in plain mode.
    func symbol(plain: Bool) -> String { plain ? asciiSymbol : symbol }
}

extension Renderer {
    /// Rows of a line chart's plot area (5 tick intervals of 2 rows each).
    static let lineChartHeight = 11
    /// Longest bar, in columns.
    static let maxBarWidth = 40

    // MARK: gauge

    /// `[████░░░░]` with the severity thresholds marked on a scale line under it.
    static func gauge(value: Double, lo: Double, hi: Double, width: Int, _ o: RenderOptions) -> [String] {
        let g = ChartGlyphs(o)
        let range = AxisRange(lo, hi)
        let filled = Int((range.fraction(value) * Double(width)).rounded())
        var bar = String(repeating: g.segment(0), count: filled)
        if o.useColor { bar = ANSI.code(SeverityColour(value: value)) + bar + ANSI.reset }
        let line = "[" + bar + String(repeating: g.empty, count: width - filled) + "]"
        // Tick labels at lo, 0, the two severity thresholds (0.3, 0.6) and hi.
        var ticks = [lo, 0.3, 0.6, hi]
        if lo < 0 { ticks.insert(0, at: 1) }
        var scale = [Character](repeating: " ", count: width + 2)
        var lastEnd = -1
        for (k, t) in ticks.enumerated() {
            let label = Array(formatShortest(t))
            let centre = 1 + Int((range.fraction(t) * Double(width)).rounded())
            var start = k == 0 ? 0 : (k == ticks.count - 1 ? width + 2 - label.count : centre - label.count / 2)
            start = max(0, min(start, width + 2 - label.count))
            guard start > lastEnd else { continue }
            for (i, ch) in label.enumerated() { scale[start + i] = ch }
            lastEnd = start + label.count
        }
        return [line, trimRight(String(scale))]
    }

    // MARK: bar charts

    static func barChart(_ c: BarChart, _ o: RenderOptions) -> [String] {
        let g = ChartGlyphs(o)
        var lines = [c.title]
        guard !c.bars.isEmpty else { return lines + ["(no bars)", c.summary] }
        let anyMarked = c.bars.contains(where: \.isMarked)
        let labelWidth = min(32, c.bars.map { displayWidth($0.label) }.max() ?? 0)
        // Widths come from the uncoloured notes; colour codes take no columns.
        let notes = c.bars.map { barNote($0, c, g, o, colour: false) }
        let noteWidth = notes.map { displayWidth($0) }.max() ?? 0
        let fixed = (anyMarked ? displayWidth(g.marker) : 0) + labelWidth + 2 + 2 + noteWidth
        let width = max(10, min(maxBarWidth, o.width - fixed))
        for bar in c.bars {
            let note = barNote(bar, c, g, o, colour: o.useColor)
            // Segments stack from the baseline (0, or lo when 0 is out of range); a negative
            // value runs left of it.
            var cells = [String](repeating: g.empty, count: width)
            var start = clamp(0, c.range.lo, c.range.hi)
            for (k, v) in bar.values.enumerated() {
                let end = start + (bar.values.count > 1 ? max(0, v) : v)
                let a = Int((c.range.fraction(min(start, end)) * Double(width)).rounded())
                let b = Int((c.range.fraction(max(start, end)) * Double(width)).rounded())
                for x in a..<max(a, b) { cells[x] = g.segment(k) }
                start = end
            }
            var fill = ""
            var k = 0
            while k < width {
                // Runs of one glyph, so colour codes wrap each run once.
                var j = k
                while j < width, cells[j] == cells[k] { j += 1 }
                let run = String(repeating: cells[k], count: j - k)
                if o.useColor, cells[k] != g.empty, let sev = bar.severity {
                    fill += ANSI.code(sev.colour) + run + ANSI.reset
                } else {
                    fill += run
                }
                k = j
            }
            let mark = anyMarked ? (bar.isMarked ? g.marker : String(repeating: " ", count: displayWidth(g.marker))) : ""
            lines.append(trimRight(mark + pad(truncate(bar.label, to: labelWidth), to: labelWidth, .left) + "  " + fill + "  " + note))
        }
        if c.segments.count > 1 {
            lines.append(c.segments.enumerated().map { "\(g.segment($0.offset)) \($0.element)" }.joined(separator: "  "))
        }
        lines.append(c.summary)
        return lines
    }

    /// The text after a bar: its value(s), and its severity symbol and label when it has one.
    static func barNote(_ bar: Bar, _ c: BarChart, _ g: ChartGlyphs, _ o: RenderOptions, colour: Bool) -> String {
        var note: String
        if c.segments.count > 1 {
            note = zip(bar.values, c.segments).map { c.format.text($0) + " " + $1 }.joined(separator: g.separator)
        } else {
            note = bar.values.map { c.format.text($0) }.joined(separator: g.separator)
        }
        if let sev = bar.severity {
            let text = sev.symbol(plain: o.plain) + " " + sev.label
            note += "  " + (colour ? ANSI.code(sev.colour) + text + ANSI.reset : text)
        }
        return note
    }

    // MARK: radar

    /// A radar drawn as one bar per axis (a text radar would not read): short name, bar over
    /// [0, 1], the value and the axis's long name.
    static func radarChart(_ c: RadarChart, _ o: RenderOptions) -> [String] {
        let g = ChartGlyphs(o)
        var lines = [c.title]
        let labelWidth = c.axes.map { displayWidth($0.short) }.max() ?? 0
        let width = max(10, min(maxBarWidth, o.width - labelWidth - 4 - 8 - 36))
        for (axis, v) in zip(c.axes, c.values) {
            let filled = Int((AxisRange(0, 1).fraction(v) * Double(width)).rounded())
            let fill = String(repeating: g.segment(0), count: filled) + String(repeating: g.empty, count: width - filled)
            lines.append(pad(axis.short, to: labelWidth, .left) + "  " + fill + "  " + pad(c.format.text(v), to: 4, .right) + "  " + axis.long)
        }
        lines.append(c.summary)
        return lines
    }

    // MARK: line charts

    static func lineChart(_ c: LineChart, _ o: RenderOptions) -> [String] {
        let g = ChartGlyphs(o)
        var lines = [c.title]
        let n = c.xLabels.count
        guard n > 0, !c.series.isEmpty else { return lines + ["(no points)", c.summary] }
        let height = lineChartHeight
        let intervals = (height - 1) / 2
        let tickLabels = (0...intervals).map { c.format.text(c.yRange.value(at: 1 - Double($0) / Double(intervals))) }
        let yWidth = tickLabels.map { displayWidth($0) }.max() ?? 0
        let spacing = max(4, (c.xLabels.map { displayWidth($0) }.max() ?? 0) + 2)
        let available = max(10, o.width - yWidth - 2)
        let plotWidth = n == 1 ? 1 : min(available, (n - 1) * spacing + 1)
        let xs = (0..<n).map { n == 1 ? 0 : Int((Double($0) * Double(plotWidth - 1) / Double(n - 1)).rounded()) }
        func row(_ v: Double) -> Int { Int(((1 - c.yRange.fraction(v)) * Double(height - 1)).rounded()) }

        var grid = [[String]](repeating: [String](repeating: " ", count: plotWidth), count: height)
        for s in c.series where s.values.count == n {
            // The line first, then the points over it.
            var previous: (x: Int, r: Int)?
            for i in 0..<max(0, n - 1) {
                for x in xs[i]...xs[i + 1] {
                    let t = xs[i + 1] == xs[i] ? 0 : Double(x - xs[i]) / Double(xs[i + 1] - xs[i])
                    let r = row(s.values[i] + t * (s.values[i + 1] - s.values[i]))
                    if let p = previous, p.x == x - 1, abs(p.r - r) > 1 {
                        for between in (min(p.r, r) + 1)..<max(p.r, r) where grid[between][x] == " " { grid[between][x] = g.path }
                    }
                    if grid[r][x] == " " { grid[r][x] = g.path }
                    previous = (x, r)
                }
            }
        }
        for (k, s) in c.series.enumerated() where s.values.count == n {
            for i in 0..<n { grid[row(s.values[i])][xs[i]] = i == c.marked ? g.markedPoint : g.point(k) }
        }

        lines.append(c.yTitle)
        for r in 0..<height {
            let isTick = r % 2 == 0
            let label = isTick ? tickLabels[r / 2] : ""
            lines.append(trimRight(pad(label, to: yWidth, .right) + " " + (isTick ? g.tick : g.axis) + grid[r].joined()))
        }
        lines.append(String(repeating: " ", count: yWidth) + " " + g.corner + String(repeating: g.rule, count: plotWidth))
        // x labels centred under their points, skipping any that would touch the one before.
        var labelLine = [Character](repeating: " ", count: yWidth + 2 + plotWidth + spacing)
        var lastEnd = -1
        for i in 0..<n {
            let label = Array(c.xLabels[i])
            let start = max(0, yWidth + 2 + xs[i] - label.count / 2)
            guard start > lastEnd, start + label.count <= labelLine.count else { continue }
            for (k, ch) in label.enumerated() { labelLine[start + k] = ch }
            lastEnd = start + label.count
        }
        lines.append(trimRight(String(labelLine)))
        let titlePad = max(0, yWidth + 2 + (plotWidth - displayWidth(c.xTitle)) / 2)
        lines.append(String(repeating: " ", count: titlePad) + c.xTitle)
        var legend = c.series.enumerated().map { "\(g.point($0.offset)) \($0.element.name)" }
        if c.marked != nil { legend.append("\(g.markedPoint) \(c.markedName)") }
        lines.append(legend.joined(separator: "  "))
        lines.append(c.summary)
        return lines
    }
}
