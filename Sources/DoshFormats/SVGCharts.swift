// SVGCharts.swift: chart values as SVG, standalone (`export svg`) or inline (the HTML report).
// Each drawing has a title, labelled axes, a legend where series or segments need one, a <title>
// and <desc> for screen readers, and the chart's one-line summary printed under it. Meaning never
// rests on colour alone: series have distinct markers, severity bars carry their symbol and label.
import DoshModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public enum SVGChart {
    static let font = "Helvetica, Arial, 'Liberation Sans', sans-serif"
    static let ink = "#222222"
    static let muted = "#555555"
    static let grid = "#d9d9d9"
    /// Paul Tol's colour-blind-safe "bright" scheme: blue, red, green, yellow, cyan, purple.
    static let palette = ["#4477AA", "#EE6677", "#228833", "#CCBB44", "#66CCEE", "#AA3377"]

    /// The app's severity colours (domain.md §9.1) as print-friendly hex values.
    public static func colour(_ c: SeverityColour) -> String {
        switch c {
        case .red: "#C62828"
        case .orange: "#EF6C00"
        case .green: "#2E7D32"
        case .blue: "#1565C0"
        }
    }

    /// A standalone SVG file.
    public static func document(_ chart: Chart) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + element(chart, id: "chart") + "\n"
    }

    /// The <svg> element alone (for inlining in HTML); `id` prefixes its element ids.
    public static func element(_ chart: Chart, id: String) -> String {
        switch chart {
        case .line(let c): lineChart(c, id: id)
        case .bar(let c): barChart(c, id: id)
        case .radar(let c): radarChart(c, id: id)
        }
    }

    // MARK: bar charts

    static func barChart(_ c: BarChart, id: String) -> String {
        let labelSize = 13.0, noteSize = 12.0
        let anyMarked = c.bars.contains(where: \.isMarked)
        let labels = c.bars.map { $0.label }
        let notes = c.bars.map { bar -> String in
            var note = c.segments.count > 1
                ? zip(bar.values, c.segments).map { c.format.text($0) + " " + $1 }.joined(separator: " · ")
                : bar.values.map { c.format.text($0) }.joined(separator: " · ")
            if let sev = bar.severity { note += "  " + sev.symbol + " " + sev.label }
            if bar.isMarked { note += "  ◀ this analysis" }
            return note
        }
        let labelWidth = min(280, labels.map { textWidth($0, labelSize, bold: anyMarked) }.max() ?? 0)
        let noteWidth = min(300, notes.map { textWidth($0, noteSize) }.max() ?? 0)
        let left = 20 + labelWidth + 14
        // At least 360 px of bars: a wide label or note column widens the drawing instead.
        let plotWidth = max(360, 760 - left - noteWidth - 30)
        let width = left + plotWidth + noteWidth + 30
        let legendHeight = c.segments.count > 1 ? 26.0 : 0
        let top = 58 + legendHeight
        let barHeight = 24.0, gap = 14.0
        let plotHeight = Double(c.bars.count) * (barHeight + gap) + gap
        let summary = wrap(c.summary, width: width - 40, size: 12)
        let height = top + plotHeight + 56 + Double(summary.count) * 16 + 12

        var s = open(width: width, height: height, id: id, title: c.title, summary: c.summary)
        s += text(c.title, x: 20, y: 32, size: 18, weight: "bold")
        if c.segments.count > 1 {
            var x = 20.0
            for (k, name) in c.segments.enumerated() {
                s += rect(x: x, y: 46, w: 14, h: 14, fill: palette[k % palette.count])
                s += text(name, x: x + 20, y: 58, size: 12)
                x += 20 + textWidth(name, 12) + 24
            }
        }
        // Value axis: grid lines and tick labels under the bars.
        let axisY = top + plotHeight
        for t in c.range.ticks() {
            let x = left + c.range.fraction(t) * plotWidth
            s += line(x1: x, y1: top, x2: x, y2: axisY, stroke: grid)
            s += text(c.format.text(t), x: x, y: axisY + 16, size: 11, anchor: "middle", fill: muted)
        }
        s += line(x1: left, y1: top, x2: left, y2: axisY, stroke: ink)
        s += line(x1: left, y1: axisY, x2: left + plotWidth, y2: axisY, stroke: ink)
        if c.range.lo < 0, c.range.hi > 0 {
            let zx = left + c.range.fraction(0) * plotWidth
            s += line(x1: zx, y1: top, x2: zx, y2: axisY, stroke: ink, width: 1.5)
        }
        s += text(c.valueTitle, x: left + plotWidth / 2, y: axisY + 36, size: 12, anchor: "middle", fill: muted)

        for (i, bar) in c.bars.enumerated() {
            let y = top + gap + Double(i) * (barHeight + gap)
            s += text(bar.label, x: left - 10, y: y + barHeight / 2 + 4.5, size: labelSize, anchor: "end",
                      weight: bar.isMarked ? "bold" : "normal")
            // Segments stack from the baseline (0, or lo when 0 is out of range); a negative
            // value runs left of it.
            var start = clamp(0, c.range.lo, c.range.hi)
            var reach = left + c.range.fraction(start) * plotWidth
            var lowest = reach
            for (k, v) in bar.values.enumerated() {
                let end = start + (bar.values.count > 1 ? max(0, v) : v)
                let x0 = left + c.range.fraction(min(start, end)) * plotWidth
                let x1 = left + c.range.fraction(max(start, end)) * plotWidth
                let fill = bar.severity.map { colour($0.colour) } ?? palette[k % palette.count]
                let name = c.segments.count > 1 ? "\(bar.label) \(c.segments[k % c.segments.count])" : bar.label
                if x1 - x0 > 0 {
                    s += "<rect x=\"\(n(x0))\" y=\"\(n(y))\" width=\"\(n(x1 - x0))\" height=\"\(n(barHeight))\" fill=\"\(fill)\">"
                        + "<title>\(esc(name)): \(esc(c.format.text(v)))</title></rect>\n"
                }
                start = end
                reach = max(reach, x1)
                lowest = min(lowest, x0)
            }
            if bar.isMarked {
                s += "<rect x=\"\(n(lowest))\" y=\"\(n(y - 3))\" width=\"\(n(max(reach - lowest, 2)))\" height=\"\(n(barHeight + 6))\" fill=\"none\" stroke=\"\(ink)\" stroke-width=\"2\" stroke-dasharray=\"5 3\"/>\n"
            }
            s += text(notes[i], x: left + plotWidth + 10, y: y + barHeight / 2 + 4.5, size: noteSize,
                      fill: bar.severity.map { colour($0.colour) } ?? ink, weight: bar.isMarked ? "bold" : "normal")
        }
        s += summaryLines(summary, y: axisY + 62)
        return s + "</svg>"
    }

    // MARK: line charts

    static func lineChart(_ c: LineChart, id: String) -> String {
        let width = 760.0
        let count = c.xLabels.count
        let tickLabels = c.yRange.ticks().map { c.format.text($0) }
        let tickWidth = tickLabels.map { textWidth($0, 11) }.max() ?? 0
        let left = 20 + 18 + tickWidth + 10
        let right = 40.0
        let legendY = 54.0
        let top = legendY + 26
        let plotHeight = 260.0
        let plotWidth = width - left - right
        let summary = wrap(c.summary, width: width - 40, size: 12)
        let bottom = top + plotHeight
        let height = bottom + 64 + Double(summary.count) * 16 + 12
        let inset = 24.0
        func x(_ i: Int) -> Double {
            count <= 1 ? left + plotWidth / 2 : left + inset + Double(i) * (plotWidth - 2 * inset) / Double(count - 1)
        }
        func y(_ v: Double) -> Double { bottom - c.yRange.fraction(v) * plotHeight }

        var s = open(width: width, height: height, id: id, title: c.title, summary: c.summary)
        s += text(c.title, x: 20, y: 32, size: 18, weight: "bold")
        // Legend: each series' marker and line, then the marked point.
        var lx = left
        for (k, series) in c.series.enumerated() {
            let colour = palette[k % palette.count]
            s += line(x1: lx, y1: legendY, x2: lx + 24, y2: legendY, stroke: colour, width: 2.5)
            s += marker(k, x: lx + 12, y: legendY, colour: colour)
            s += text(series.name, x: lx + 32, y: legendY + 4, size: 12)
            lx += 32 + textWidth(series.name, 12) + 24
        }
        if c.marked != nil {
            s += "<circle cx=\"\(n(lx + 8))\" cy=\"\(n(legendY))\" r=\"7\" fill=\"none\" stroke=\"\(ink)\" stroke-width=\"2\"/>\n"
            s += text(c.markedName, x: lx + 22, y: legendY + 4, size: 12)
        }
        // Axes and grid.
        for (t, label) in zip(c.yRange.ticks(), tickLabels) {
            let ty = y(t)
            s += line(x1: left, y1: ty, x2: left + plotWidth, y2: ty, stroke: grid)
            s += text(label, x: left - 8, y: ty + 4, size: 11, anchor: "end", fill: muted)
        }
        s += line(x1: left, y1: top, x2: left, y2: bottom, stroke: ink)
        s += line(x1: left, y1: bottom, x2: left + plotWidth, y2: bottom, stroke: ink)
        var lastEnd = -Double.infinity
        for i in 0..<count {
            let w = textWidth(c.xLabels[i], 11)
            guard x(i) - w / 2 > lastEnd + 6 else { continue }
            s += line(x1: x(i), y1: bottom, x2: x(i), y2: bottom + 5, stroke: ink)
            s += text(c.xLabels[i], x: x(i), y: bottom + 19, size: 11, anchor: "middle", fill: muted)
            lastEnd = x(i) + w / 2
        }
        s += text(c.xTitle, x: left + plotWidth / 2, y: bottom + 40, size: 12, anchor: "middle", fill: muted)
        s += "<text x=\"0\" y=\"0\" transform=\"translate(\(n(30)) \(n(top + plotHeight / 2))) rotate(-90)\" font-size=\"12\" text-anchor=\"middle\" fill=\"\(muted)\">\(esc(c.yTitle))</text>\n"
        // Series: line, then markers with a tooltip and (for few points) the value.
        for (k, series) in c.series.enumerated() where series.values.count == count {
            let colour = palette[k % palette.count]
            let points = (0..<count).map { "\(n(x($0))),\(n(y(series.values[$0])))" }.joined(separator: " ")
            s += "<polyline points=\"\(points)\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"2.5\" stroke-linejoin=\"round\"/>\n"
            for i in 0..<count {
                let v = series.values[i]
                s += "<g>" + marker(k, x: x(i), y: y(v), colour: colour).dropLast()
                    + "<title>\(esc(c.xLabels[i])): \(esc(c.format.text(v)))</title></g>\n"
                if count <= 12 {
                    s += text(c.format.text(v), x: x(i), y: y(v) - (i == c.marked ? 14 : 10), size: 11, anchor: "middle", fill: ink, halo: true)
                }
            }
        }
        // The marked point gets a ring; the legend names it.
        if let m = c.marked, m < count, let first = c.series.first, first.values.count == count {
            s += "<circle cx=\"\(n(x(m)))\" cy=\"\(n(y(first.values[m])))\" r=\"9\" fill=\"none\" stroke=\"\(ink)\" stroke-width=\"2\"/>\n"
        }
        s += summaryLines(summary, y: bottom + 66)
        return s + "</svg>"
    }

    /// Series k's marker: circle, square, triangle, diamond, …
    static func marker(_ k: Int, x: Double, y: Double, colour: String) -> String {
        switch k % 4 {
        case 0: return "<circle cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"4.5\" fill=\"\(colour)\"/>\n"
        case 1: return "<rect x=\"\(n(x - 4))\" y=\"\(n(y - 4))\" width=\"8\" height=\"8\" fill=\"\(colour)\"/>\n"
        case 2: return "<polygon points=\"\(n(x)),\(n(y - 5)) \(n(x + 5)),\(n(y + 4)) \(n(x - 5)),\(n(y + 4))\" fill=\"\(colour)\"/>\n"
        default: return "<polygon points=\"\(n(x)),\(n(y - 5)) \(n(x + 5)),\(n(y)) \(n(x)),\(n(y + 5)) \(n(x - 5)),\(n(y))\" fill=\"\(colour)\"/>\n"
        }
    }

    // MARK: radar

    static func radarChart(_ c: RadarChart, id: String) -> String {
        let width = 760.0
        let radius = 160.0
        let cx = width / 2, cy = 70 + radius + 50
        let summary = wrap(c.summary, width: width - 40, size: 12)
        let height = cy + radius + 70 + Double(summary.count) * 16 + 12
        let k = max(c.axes.count, 1)
        func angle(_ i: Int) -> Double { -Double.pi / 2 + 2 * Double.pi * Double(i) / Double(k) }
        func point(_ i: Int, _ r: Double) -> (Double, Double) {
            (cx + radius * r * cos(angle(i)), cy + radius * r * sin(angle(i)))
        }
        var s = open(width: width, height: height, id: id, title: c.title, summary: c.summary)
        s += text(c.title, x: 20, y: 32, size: 18, weight: "bold")
        for ring in [0.2, 0.4, 0.6, 0.8, 1.0] {
            let pts = (0..<k).map { point($0, ring) }.map { "\(n($0.0)),\(n($0.1))" }.joined(separator: " ")
            s += "<polygon points=\"\(pts)\" fill=\"none\" stroke=\"\(ring == 1 ? "#999999" : grid)\"/>\n"
            // Ring values left of the top axis; the data values sit right of their points.
            s += text(formatShortest(ring), x: cx - 5, y: cy - radius * ring + 12, size: 10, anchor: "end", fill: muted, halo: true)
        }
        for i in 0..<k {
            let (x, y) = point(i, 1)
            s += line(x1: cx, y1: cy, x2: x, y2: y, stroke: "#999999")
            let (lx, ly) = point(i, 1.12)
            let cosA = cos(angle(i))
            let anchor = abs(cosA) < 0.3 ? "middle" : (cosA > 0 ? "start" : "end")
            let dy = sin(angle(i)) < -0.5 ? -18.0 : (sin(angle(i)) > 0.5 ? 10.0 : -4.0)
            if i < c.axes.count {
                s += text(c.axes[i].short, x: lx, y: ly + dy, size: 14, anchor: anchor, weight: "bold")
                s += text(c.axes[i].long, x: lx, y: ly + dy + 15, size: 11, anchor: anchor, fill: muted)
            }
        }
        let values = (0..<k).map { $0 < c.values.count ? clamp(c.values[$0], 0, 1) : 0 }
        let shape = values.enumerated().map { point($0.offset, $0.element) }.map { "\(n($0.0)),\(n($0.1))" }.joined(separator: " ")
        s += "<polygon points=\"\(shape)\" fill=\"\(palette[0])\" fill-opacity=\"0.3\" stroke=\"\(palette[0])\" stroke-width=\"2.5\"/>\n"
        for (i, v) in values.enumerated() {
            let (x, y) = point(i, v)
            let shown = i < c.values.count ? c.format.text(c.values[i]) : ""
            s += "<circle cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"4.5\" fill=\"\(palette[0])\"><title>\(esc(i < c.axes.count ? c.axes[i].short : "")): \(esc(shown))</title></circle>\n"
            s += text(shown, x: x + 8, y: y - 8, size: 12, weight: "bold", halo: true)
        }
        s += summaryLines(summary, y: cy + radius + 76)
        return s + "</svg>"
    }

    // MARK: gauge

    /// The COI on a bar with the severity bands behind it (for the HTML score card).
    public static func gauge(value: Double, lo: Double, hi: Double, id: String) -> String {
        let width = 520.0, left = 20.0, barWidth = 480.0, top = 14.0, barHeight = 22.0
        let range = AxisRange(lo, hi)
        let sev = Severity(coi: value)
        var s = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"64\" viewBox=\"0 0 \(n(width)) 64\" role=\"img\" aria-labelledby=\"\(id)-title\" font-family=\"\(font)\">\n"
        s += "<title id=\"\(id)-title\">COI \(formatFixed(value, decimals: 4)) on a scale from \(formatShortest(lo)) to \(formatShortest(hi)): \(esc(sev.label))</title>\n"
        var bands: [(Double, Double, SeverityColour)] = [(0, 0.3, .green), (0.3, 0.6, .orange), (0.6, hi, .red)]
        if lo < 0 { bands.insert((lo, 0, .blue), at: 0) }
        for (a, b, colour) in bands {
            let x0 = left + range.fraction(a) * barWidth, x1 = left + range.fraction(b) * barWidth
            s += "<rect x=\"\(n(x0))\" y=\"\(n(top))\" width=\"\(n(x1 - x0))\" height=\"\(n(barHeight))\" fill=\"\(Self.colour(colour))\" fill-opacity=\"0.18\"/>\n"
        }
        let vx = left + range.fraction(value) * barWidth
        s += "<rect x=\"\(n(left))\" y=\"\(n(top + 5))\" width=\"\(n(vx - left))\" height=\"\(n(barHeight - 10))\" fill=\"\(Self.colour(sev.colour))\"/>\n"
        s += "<rect x=\"\(n(left))\" y=\"\(n(top))\" width=\"\(n(barWidth))\" height=\"\(n(barHeight))\" fill=\"none\" stroke=\"#999999\"/>\n"
        s += line(x1: vx, y1: top - 4, x2: vx, y2: top + barHeight + 4, stroke: ink, width: 2)
        var ticks = [lo, 0.3, 0.6, hi]
        if lo < 0 { ticks.insert(0, at: 1) }
        for t in ticks {
            s += text(formatShortest(t), x: left + range.fraction(t) * barWidth, y: top + barHeight + 18, size: 11, anchor: "middle", fill: muted)
        }
        return s + "</svg>"
    }

    // MARK: pieces

    static func open(width: Double, height: Double, id: String, title: String, summary: String) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"0 0 \(n(width)) \(n(height))\" "
            + "role=\"img\" aria-labelledby=\"\(id)-title \(id)-desc\" font-family=\"\(font)\">\n"
            + "<title id=\"\(id)-title\">\(esc(title))</title>\n<desc id=\"\(id)-desc\">\(esc(summary))</desc>\n"
            + "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
    }

    /// Text; with `halo`, a white outline keeps it readable over lines.
    static func text(_ s: String, x: Double, y: Double, size: Double, anchor: String = "start", fill: String = ink,
                     weight: String = "normal", halo: Bool = false) -> String {
        "<text x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"\(n(size))\"" + (anchor == "start" ? "" : " text-anchor=\"\(anchor)\"")
            + (weight == "normal" ? "" : " font-weight=\"\(weight)\"")
            + (halo ? " stroke=\"#ffffff\" stroke-width=\"3\" paint-order=\"stroke\"" : "") + " fill=\"\(fill)\">\(esc(s))</text>\n"
    }

    static func line(x1: Double, y1: Double, x2: Double, y2: Double, stroke: String, width: Double = 1) -> String {
        "<line x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" stroke=\"\(stroke)\"" + (width == 1 ? "" : " stroke-width=\"\(n(width))\"") + "/>\n"
    }

    static func rect(x: Double, y: Double, w: Double, h: Double, fill: String) -> String {
        "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(w))\" height=\"\(n(h))\" fill=\"\(fill)\"/>\n"
    }

    static func summaryLines(_ lines: [String], y: Double) -> String {
        lines.enumerated().map { text($0.element, x: 20, y: y + Double($0.offset) * 16, size: 12, fill: muted) }.joined()
    }

    /// Estimated width in pixels of `s` at `size` (Helvetica metrics; unknown glyphs as "?").
    static func textWidth(_ s: String, _ size: Double, bold: Bool = false) -> Double {
        FontMetrics.width(s, size: size, bold: bold)
    }

    /// Greedy word wrap to `width` pixels.
    static func wrap(_ s: String, width: Double, size: Double) -> [String] {
        wrapWords(s, limit: width) { textWidth($0, size) }
    }

    /// A coordinate with at most two decimals and no trailing zeros.
    static func n(_ v: Double) -> String {
        var s = formatFixed(v, decimals: 2)
        if s.contains(".") {
            while s.last == "0" { s.removeLast() }
            if s.last == "." { s.removeLast() }
        }
        return s
    }
}

/// Text escaped for XML and HTML content and attribute values.
public func esc(_ s: String) -> String {
    var out = ""
    for ch in s.unicodeScalars {
        switch ch {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&#39;"
        case _ where ch.value < 0x20 && ch != "\n" && ch != "\t": out += " "
        default: out.unicodeScalars.append(ch)
        }
    }
    return out
}

/// Greedy word wrap: words joined by spaces into lines no wider than `limit` (a word wider than
/// the limit is cut into pieces that fit).
func wrapWords(_ s: String, limit: Double, measure: (String) -> Double) -> [String] {
    var lines: [String] = []
    var current = ""
    for raw in s.split(whereSeparator: { $0 == " " || $0.isNewline || $0 == "\t" }) {
        var word = String(raw)
        let candidate = current.isEmpty ? word : current + " " + word
        if measure(candidate) <= limit { current = candidate; continue }
        if !current.isEmpty { lines.append(current); current = "" }
        while measure(word) > limit, word.count > 1 {
            var piece = ""
            for ch in word {
                if measure(piece + String(ch)) > limit, !piece.isEmpty { break }
                piece.append(ch)
            }
            lines.append(piece)
            word = String(word.dropFirst(piece.count))
        }
        current = word
    }
    if !current.isEmpty { lines.append(current) }
    return lines
}
