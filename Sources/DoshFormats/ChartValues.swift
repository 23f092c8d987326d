// ChartValues.swift: charts as values — what a chart shows, not how it is drawn. The terminal
// renderer (DoshShell/Render/Charts.swift) and the SVG writer (SVGCharts.swift) draw the same
// values, so a chart reads the same on screen and in a paper. Every chart carries a one-line
// plain-English summary (like the app's accessibility values), printed under it and used as the
// SVG's description.
import DoshModel

/// How a chart writes its values and axis ticks.
public enum ValueFormat: Sendable, Equatable {
    /// Fixed decimals: 0.93.
    case decimal(Int)
    /// A fraction as a percentage: 0.907 → 90.7% with 1 decimal.
    case percent(Int)

    public func text(_ v: Double) -> String {
        switch self {
        case .decimal(let d): formatFixed(v, decimals: d)
        case .percent(let d): formatPercent(v, decimals: d)
        }
    }
}

/// A value range for an axis.
public struct AxisRange: Sendable, Equatable {
    public var lo: Double
    public var hi: Double

    public init(_ lo: Double, _ hi: Double) {
        self.lo = lo
        self.hi = hi > lo ? hi : lo + 1
    }

    /// Where `v` falls, from 0 (lo) to 1 (hi), clamped.
    public func fraction(_ v: Double) -> Double {
        guard v.isFinite else { return 0 }
        return clamp((v - lo) / (hi - lo), 0, 1)
    }

    /// The value at fraction `f` of the way from lo to hi.
    public func value(at f: Double) -> Double { lo + f * (hi - lo) }

    /// A range covering `values` whose five equal steps are round numbers (1, 2, 2.5 or 5 × 10^k),
    /// so every tick label is short. Falls back to [0, 1] for no values.
    public static func nice(covering values: [Double], intervals: Int = 5) -> AxisRange {
        let finite = values.filter(\.isFinite)
        guard var lo = finite.min(), var hi = finite.max() else { return AxisRange(0, 1) }
        if hi - lo < 1e-12 { lo -= 0.05; hi += 0.05 }
        let raw = (hi - lo) / Double(intervals)
        var magnitude = 1.0
        while magnitude > raw { magnitude /= 10 }
        while magnitude * 10 <= raw { magnitude *= 10 }
        for multiple in [1.0, 2.0, 2.5, 5.0, 10.0, 20.0, 25.0, 50.0] {
            let step = multiple * magnitude
            let start = (lo / step).rounded(.down) * step
            if start + step * Double(intervals) >= hi - 1e-12 {
                return AxisRange(roundNoise(start), roundNoise(start + step * Double(intervals)))
            }
        }
        return AxisRange(lo, hi)
    }

    /// The tick values from lo to hi in `intervals` equal steps.
    public func ticks(_ intervals: Int = 5) -> [Double] {
        (0...intervals).map { roundNoise(lo + (hi - lo) * Double($0) / Double(intervals)) }
    }
}

/// `v` rounded to 12 decimals, so 0.30000000000000004 reads as 0.3 in tick labels.
func roundNoise(_ v: Double) -> Double { (v * 1e12).rounded() / 1e12 }

/// One named line of a line chart.
public struct ChartSeries: Sendable, Equatable {
    public var name: String
    public var values: [Double]

    public init(_ name: String, _ values: [Double]) { self.name = name; self.values = values }
}

/// Points joined by lines over categorical x positions (years, weight values).
public struct LineChart: Sendable, Equatable {
    public var title: String
    public var xTitle: String
    public var yTitle: String
    /// One label per x position.
    public var xLabels: [String]
    /// Each series has one value per x label.
    public var series: [ChartSeries]
    public var yRange: AxisRange
    public var format: ValueFormat
    /// An x position to highlight (the current analysis), and what to call it in the legend.
    public var marked: Int?
    public var markedName: String
    public var summary: String
    /// What the chart is ("trajectory", "sweep"): `export svg --chart sweep` and the HTML report
    /// find the last sweep's chart by it.
    public var key: String

    public init(title: String, xTitle: String, yTitle: String, xLabels: [String], series: [ChartSeries],
                yRange: AxisRange, format: ValueFormat, marked: Int? = nil, markedName: String = "this analysis",
                summary: String, key: String = "") {
        self.title = title; self.xTitle = xTitle; self.yTitle = yTitle; self.xLabels = xLabels
        self.series = series; self.yRange = yRange; self.format = format; self.marked = marked
        self.markedName = markedName; self.summary = summary; self.key = key
    }
}

/// One bar: one value per segment of its chart (stacked left to right).
public struct Bar: Sendable, Equatable {
    public var label: String
    public var values: [Double]
    /// Drawn apart from the others (the current analysis).
    public var isMarked: Bool
    /// Colour and symbol by severity (COI bars); nil for plain bars.
    public var severity: Severity?

    public init(_ label: String, _ values: [Double], isMarked: Bool = false, severity: Severity? = nil) {
        self.label = label; self.values = values; self.isMarked = isMarked; self.severity = severity
    }
}

/// Horizontal bars, stacked when there is more than one segment.
public struct BarChart: Sendable, Equatable {
    public var title: String
    /// Names of the stacked segments ("benefit", "burden"); one name for simple bars.
    public var segments: [String]
    public var bars: [Bar]
    public var range: AxisRange
    public var format: ValueFormat
    /// The value axis title (SVG).
    public var valueTitle: String
    public var summary: String

    public init(title: String, segments: [String], bars: [Bar], range: AxisRange = AxisRange(0, 1),
                format: ValueFormat, valueTitle: String, summary: String) {
        self.title = title; self.segments = segments; self.bars = bars; self.range = range
        self.format = format; self.valueTitle = valueTitle; self.summary = summary
    }
}

/// Values on axes radiating from a centre, each in [0, 1].
public struct RadarChart: Sendable, Equatable {
    public var title: String
    /// Short axis names ("AAR") and their long names ("asymmetric autonomy restriction").
    public var axes: [(short: String, long: String)]
    public var values: [Double]
    public var format: ValueFormat
    public var summary: String

    public init(title: String, axes: [(short: String, long: String)], values: [Double], format: ValueFormat,
                summary: String) {
        self.title = title; self.axes = axes; self.values = values; self.format = format; self.summary = summary
    }

    public static func == (l: RadarChart, r: RadarChart) -> Bool {
        l.title == r.title && l.values == r.values && l.format == r.format && l.summary == r.summary
            && l.axes.count == r.axes.count && zip(l.axes, r.axes).allSatisfy { $0.short == $1.short && $0.long == $1.long }
    }
}

/// Any chart, for code that handles them alike (the HTML report, `export svg`).
public enum Chart: Sendable, Equatable {
    case line(LineChart)
    case bar(BarChart)
    case radar(RadarChart)

    public var title: String {
        switch self {
        case .line(let c): c.title
        case .bar(let c): c.title
        case .radar(let c): c.title
        }
    }

    public var summary: String {
        switch self {
        case .line(let c): c.summary
        case .bar(let c): c.summary
        case .radar(let c): c.summary
        }
    }
}
