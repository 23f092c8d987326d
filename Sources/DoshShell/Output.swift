// DoshShell — the shell around the core: the command table, argument parsing, the one renderer
// for every output mode, the line editor, scripts and the command-line entry point.
//
// Output.swift: what commands return. A command never prints; it returns an Output, and the
// renderer turns it into table, box, csv, json, jsonl, markdown or line text.
import DoshFormats
import DoshModel

/// One cell.
public indirect enum Value: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case number(Double)
    case text(String)
    case list([String])
    /// A JSON array of values (e.g. rows inside a record).
    case array([Value])
    case object([Field])

    public var asDouble: Double? {
        switch self {
        case .number(let v): v
        case .int(let v): Double(v)
        default: nil
        }
    }
}

/// A named value in a record or nested object.
public struct Field: Sendable, Equatable {
    public var key: String
    public var value: Value

    public init(_ key: String, _ value: Value) { self.key = key; self.value = value }
}

public enum Alignment: Sendable { case left, right }

/// A table column. `name` is the JSON key; `title` the header in human modes.
public struct Column: Sendable, Equatable {
    public var name: String
    public var title: String
    public var alignment: Alignment
    /// Decimals for numbers in human modes (JSON always prints full precision).
    public var decimals: Int
    /// Hidden in human modes unless asked for with `cols`; always present in machine modes.
    public var isDetail: Bool
    /// Colour cells by the severity of the numeric value in this column index.
    public var severityFrom: Int?
    /// May be shortened with an ellipsis when the table is too wide.
    public var isTruncatable: Bool

    public init(_ name: String, title: String? = nil, alignment: Alignment = .left, decimals: Int = 4,
                isDetail: Bool = false, severityFrom: Int? = nil, isTruncatable: Bool = false) {
        self.name = name; self.title = title ?? name; self.alignment = alignment; self.decimals = decimals
        self.isDetail = isDetail; self.severityFrom = severityFrom; self.isTruncatable = isTruncatable
    }

    public static func number(_ name: String, title: String? = nil, decimals: Int = 4, isDetail: Bool = false,
                              colored: Bool = false, at index: Int? = nil) -> Column {
        Column(name, title: title, alignment: .right, decimals: decimals, isDetail: isDetail,
               severityFrom: colored ? index : nil)
    }
}

/// Rows and columns, with an optional title and notes for human modes.
public struct Table: Sendable, Equatable {
    public var columns: [Column]
    public var rows: [[Value]]
    public var title: String?
    /// Lines printed under the table in human modes ("0 of 4 pass").
    public var notes: [String]
    /// Human modes: rows are shown under a heading per distinct value of this column, which is hidden.
    public var groupColumn: Int?
    /// Human modes: shown instead of an empty table.
    public var emptyMessage: String?

    public init(columns: [Column], rows: [[Value]] = [], title: String? = nil, notes: [String] = [],
                groupColumn: Int? = nil, emptyMessage: String? = nil) {
        self.columns = columns; self.rows = rows; self.title = title; self.notes = notes
        self.groupColumn = groupColumn; self.emptyMessage = emptyMessage
    }

    /// Keeps only the named columns, in the order given (all of them shown in every mode).
    public func selecting(_ names: [String]) -> Table {
        let idx = names.compactMap { n in columns.firstIndex { $0.name == n } }
        var t = self
        t.columns = idx.map { var c = columns[$0]; c.isDetail = false; c.severityFrom = nil; return c }
        t.rows = rows.map { r in idx.map { r[$0] } }
        t.groupColumn = nil
        return t
    }
}

/// One object: JSON prints it as an object; human modes as "key  value" lines.
public struct Record: Sendable, Equatable {
    public var fields: [Field]
    public var title: String?

    public init(_ fields: [Field], title: String? = nil) { self.fields = fields; self.title = title }

    public subscript(key: String) -> Value? { fields.first { $0.key == key }?.value }
}

/// A piece of human-mode layout.
public enum Block: Sendable, Equatable {
    case heading(String)
    case text(String)
    /// Text coloured by a severity (the text itself carries the symbol and label).
    case severityText(String, Severity)
    case blank
    case table(Table)
    /// A horizontal gauge of `value` in [lo, hi], coloured by severity.
    case gauge(value: Double, lo: Double, hi: Double, width: Int)
    /// Label / value pairs, aligned.
    case keyValues([(String, String)])
    /// Charts (Render/Charts.swift draws them), each followed by its one-line summary.
    case lineChart(LineChart)
    case barChart(BarChart)
    case radarChart(RadarChart)

    public static func == (l: Block, r: Block) -> Bool {
        switch (l, r) {
        case (.heading(let a), .heading(let b)), (.text(let a), .text(let b)): a == b
        case (.severityText(let a, let s), .severityText(let b, let t)): a == b && s == t
        case (.blank, .blank): true
        case (.table(let a), .table(let b)): a == b
        case (.gauge(let a, let b, let c, let d), .gauge(let e, let f, let g, let h)): a == e && b == f && c == g && d == h
        case (.keyValues(let a), .keyValues(let b)): a.count == b.count && zip(a, b).allSatisfy { $0 == $1 }
        case (.lineChart(let a), .lineChart(let b)): a == b
        case (.barChart(let a), .barChart(let b)): a == b
        case (.radarChart(let a), .radarChart(let b)): a == b
        default: false
        }
    }
}

/// A result with a human layout and a machine form (a record or a table).
public struct Report: Sendable, Equatable {
    public var blocks: [Block]
    public var data: Output

    public init(blocks: [Block], data: Output) { self.blocks = blocks; self.data = data }
}

public indirect enum Output: Sendable, Equatable {
    case none
    /// A human-mode line; machine modes leave it out (their stdout carries only data).
    case message(String)
    case table(Table)
    case record(Record)
    case report(Report)
    case sequence([Output])

    /// The machine form of the result.
    public var data: Output {
        switch self {
        case .report(let r): r.data.data
        case .sequence(let items): .sequence(items.map(\.data))
        default: self
        }
    }
}
