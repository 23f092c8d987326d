// Renderer.swift: the one place results become text, for every output mode.
import DoshFormats
import DoshModel

public enum Renderer {
    /// The text for `output`, ending in a newline unless empty.
    public static func render(_ output: Output, _ o: RenderOptions) -> String {
        var lines: [String] = []
        emit(output, o, into: &lines)
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    static func emit(_ output: Output, _ o: RenderOptions, into lines: inout [String]) {
        if o.mode.isMachine {
            emitMachine(output.data, o, into: &lines)
            return
        }
        switch output {
        case .none: break
        case .message(let m): lines.append(contentsOf: m.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        case .table(let t): lines.append(contentsOf: humanTable(t, o))
        case .record(let r): lines.append(contentsOf: humanRecord(r, o))
        case .report(let r):
            // Table and box modes draw the layout; markdown and line modes print the data in their own form.
            if o.mode == .table || o.mode == .box {
                lines.append(contentsOf: r.blocks.flatMap { block($0, o) })
            } else {
                emit(r.data, o, into: &lines)
            }
        case .sequence(let items): for item in items { emit(item, o, into: &lines) }
        }
    }

    // MARK: machine modes

    static func emitMachine(_ output: Output, _ o: RenderOptions, into lines: inout [String]) {
        switch output {
        case .none, .message, .report: break
        case .sequence(let items): for item in items { emitMachine(item, o, into: &lines) }
        case .table(let t):
            switch o.mode {
            case .json: lines.append(jsonRows(t, separator: ",\n", open: "[", close: "]"))
            case .jsonl: if !t.rows.isEmpty { lines.append(jsonRows(t, separator: "\n", open: "", close: "")) }
            default:
                lines.append(csvRows(t))
            }
        case .record(let r):
            switch o.mode {
            case .json, .jsonl: lines.append(jsonObject(r.fields))
            default:
                let flat = flatten(r.fields)
                lines.append(csvRecord(flat.map(\.key)))
                lines.append(csvRecord(flat.map { csvText($0.value) }))
            }
        }
    }

    /// The rows of a table as JSON objects in one string (keys escaped once, values written in place).
    static func jsonRows(_ t: Table, separator: String, open: String, close: String) -> String {
        let keys = t.columns.map { jsonString($0.name) + ":" }
        var out = open
        out.reserveCapacity(t.rows.count * 64 * max(1, keys.count))
        for (r, row) in t.rows.enumerated() {
            if r > 0 { out += separator }
            out += "{"
            for (k, v) in row.enumerated() {
                if k > 0 { out += "," }
                out += keys[k]
                writeJSON(v, to: &out)
            }
            out += "}"
        }
        return out + close
    }

    /// The header and rows of a table as CSV lines in one string (numbers need no quoting, so only
    /// text goes through csvField).
    static func csvRows(_ t: Table) -> String {
        var out = Array(csvRecord(t.columns.map(\.name)).utf8)
        out.reserveCapacity(t.rows.count * 12 * max(1, t.columns.count))
        for row in t.rows {
            out.append(0x0A)
            for (k, v) in row.enumerated() {
                if k > 0 { out.append(0x2C) }
                switch v {
                case .number(let d): out.append(contentsOf: formatNumber(d).utf8)
                case .int(let i): out.append(contentsOf: String(i).utf8)
                case .null: break
                default: out.append(contentsOf: csvField(csvText(v)).utf8)
                }
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func writeJSON(_ v: Value, to out: inout String) {
        switch v {
        case .text(let s): writeJSONString(s, to: &out)
        case .number(let d): out += d.isFinite ? formatNumber(d) : "null"
        case .int(let i): out += String(i)
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        default: out += json(v)
        }
    }

    static func jsonObject(_ fields: [Field]) -> String {
        "{" + fields.map { jsonString($0.key) + ":" + json($0.value) }.joined(separator: ",") + "}"
    }

    public static func json(_ v: Value) -> String {
        switch v {
        case .null: "null"
        case .bool(let b): b ? "true" : "false"
        case .int(let i): String(i)
        case .number(let d): d.isFinite ? formatNumber(d) : "null"
        case .text(let s): jsonString(s)
        case .list(let items): "[" + items.map(jsonString).joined(separator: ",") + "]"
        case .array(let items): "[" + items.map(json).joined(separator: ",") + "]"
        case .object(let fields): jsonObject(fields)
        }
    }

    static func csvText(_ v: Value) -> String {
        switch v {
        case .null: ""
        case .bool(let b): b ? "true" : "false"
        case .int(let i): String(i)
        case .number(let d): formatNumber(d)
        case .text(let s): s
        case .list(let items): items.joined(separator: "; ")
        case .array: json(v)
        case .object(let fields): jsonObject(fields)
        }
    }

    /// Nested objects as dotted keys.
    static func flatten(_ fields: [Field], prefix: String = "") -> [Field] {
        fields.flatMap { f -> [Field] in
            if case .object(let inner) = f.value { return flatten(inner, prefix: prefix + f.key + ".") }
            return [Field(prefix + f.key, f.value)]
        }
    }

    // MARK: human modes

    static func humanText(_ v: Value, decimals: Int) -> String {
        switch v {
        case .null: ""
        case .bool(let b): b ? "yes" : "no"
        case .int(let i): String(i)
        case .number(let d): formatFixed(d, decimals: decimals)
        case .text(let s): s
        case .list(let items): items.joined(separator: ", ")
        case .array(let items): items.map { humanText($0, decimals: decimals) }.joined(separator: "; ")
        case .object(let fields): fields.map { "\($0.key) \(humanText($0.value, decimals: decimals))" }.joined(separator: ", ")
        }
    }

    /// Numbers in records: fixed decimals without trailing zeros (0.25, 0.4965, 1).
    static func recordText(_ v: Value, decimals: Int) -> String {
        if case .number(let d) = v {
            var s = formatFixed(d, decimals: decimals)
            if s.contains(".") {
                while s.last == "0" { s.removeLast() }
                if s.last == "." { s.removeLast() }
            }
            return s
        }
        return humanText(v, decimals: decimals)
    }

    static func humanRecord(_ r: Record, _ o: RenderOptions) -> [String] {
        let flat = flatten(r.fields)
        var lines: [String] = []
        if let t = r.title { lines.append(t) }
        switch o.mode {
        case .markdown:
            lines.append("| key | value |")
            lines.append("|---|---|")
            for f in flat { lines.append("| \(markdownCell(f.key)) | \(markdownCell(recordText(f.value, decimals: o.decimals))) |") }
        default:
            let w = flat.map { displayWidth($0.key) }.max() ?? 0
            for f in flat {
                let key = o.mode == .line ? pad(f.key, to: w, .right) + " =" : pad(f.key, to: w, .left)
                lines.append(trimRight(key + " " + recordText(f.value, decimals: o.decimals)))
            }
        }
        return lines
    }

    static func markdownCell(_ s: String) -> String {
        singleLine(s).replacingAll("|", with: "\\|")
    }

    static func humanTable(_ t: Table, _ o: RenderOptions) -> [String] {
        let visible = t.columns.indices.filter { !t.columns[$0].isDetail && $0 != t.groupColumn }
        var lines: [String] = []
        if let title = t.title { lines.append(title) }
        if t.rows.isEmpty {
            lines.append(t.emptyMessage ?? "(no rows)")
            lines.append(contentsOf: t.notes)
            return lines
        }
        let limited = o.maxRows > 0 && t.rows.count > o.maxRows && o.mode != .markdown
        let rows = limited ? Array(t.rows.prefix(o.maxRows)) : t.rows
        let cells: [[String]] = rows.map { row in
            visible.map { k in
                let c = t.columns[k]
                let s = humanText(row[k], decimals: c.alignment == .right ? min(c.decimals, o.decimals) : o.decimals)
                return o.mode == .line ? s : singleLine(s)
            }
        }
        let cols = visible.map { t.columns[$0] }
        switch o.mode {
        case .line:
            let w = cols.map { displayWidth($0.title) }.max() ?? 0
            for (r, row) in cells.enumerated() {
                if r > 0 { lines.append("") }
                for (k, c) in cols.enumerated() { lines.append(trimRight(pad(c.title, to: w, .right) + " = " + row[k])) }
            }
        case .markdown:
            lines.append("| " + cols.map { markdownCell($0.title) }.joined(separator: " | ") + " |")
            lines.append("|" + cols.map { $0.alignment == .right ? "---:" : "---" }.joined(separator: "|") + "|")
            for row in cells { lines.append("| " + row.map(markdownCell).joined(separator: " | ") + " |") }
        default:
            let widths = fitWidths(cols, cells, o)
            let colour: (Int, Int, String) -> String = { r, k, s in
                guard o.useColor, let src = cols[k].severityFrom, let v = rows[r][src].asDouble else { return s }
                return ANSI.code(SeverityColour(value: v)) + s + ANSI.reset
            }
            let groups: [(String?, Range<Int>)] = groupRanges(t, rows)
            let box = o.mode == .box && !o.plain
            for (g, (heading, range)) in groups.enumerated() {
                if let heading {
                    if g > 0 { lines.append("") }
                    lines.append(heading)
                }
                if box { lines.append("┌─" + widths.map { String(repeating: "─", count: $0) }.joined(separator: "─┬─") + "─┐") }
                let header = zip(cols, widths).map { pad(truncate($0.title, to: $1), to: $1, $0.alignment) }
                if box {
                    lines.append("│ " + header.joined(separator: " │ ") + " │")
                    lines.append("├─" + widths.map { String(repeating: "─", count: $0) }.joined(separator: "─┼─") + "─┤")
                } else {
                    lines.append(trimRight(header.joined(separator: "  ")))
                    lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
                }
                for r in range {
                    let parts = cols.indices.map { k in
                        colour(r, k, pad(truncate(cells[r][k], to: widths[k]), to: widths[k], cols[k].alignment))
                    }
                    lines.append(box ? "│ " + parts.joined(separator: " │ ") + " │" : trimRight(parts.joined(separator: "  ")))
                }
                if box { lines.append("└─" + widths.map { String(repeating: "─", count: $0) }.joined(separator: "─┴─") + "─┘") }
            }
        }
        if limited {
            lines.append("(\(o.maxRows) of \(t.rows.count) rows shown; 'last' shows them all, 'set maxrows 0' lifts the limit)")
        }
        lines.append(contentsOf: t.notes)
        return lines
    }

    static func trimRight(_ s: String) -> String {
        var s = s
        while s.last == " " { s.removeLast() }
        return s
    }

    /// Headings and row ranges; one unnamed group when the table is not grouped.
    static func groupRanges(_ t: Table, _ rows: [[Value]]) -> [(String?, Range<Int>)] {
        guard let g = t.groupColumn else { return [(nil, 0..<rows.count)] }
        var out: [(String?, Range<Int>)] = []
        var start = 0
        for r in 1...rows.count where r == rows.count || rows[r][g] != rows[start][g] {
            out.append((humanText(rows[start][g], decimals: 4), start..<r))
            start = r
        }
        return out
    }

    /// Natural column widths, with truncatable columns shrunk (widest first) to fit `o.width`.
    static func fitWidths(_ cols: [Column], _ cells: [[String]], _ o: RenderOptions) -> [Int] {
        var widths = cols.indices.map { k in
            max(displayWidth(cols[k].title), cells.map { displayWidth($0[k]) }.max() ?? 0)
        }
        let separator = o.mode == .box ? 3 : 2
        let frame = o.mode == .box ? 4 : 0
        var total: Int { widths.reduce(0, +) + separator * max(0, widths.count - 1) + frame }
        let minimum = 12
        while total > o.width {
            guard let k = widths.indices.filter({ cols[$0].isTruncatable && widths[$0] > minimum })
                .max(by: { widths[$0] < widths[$1] }) else { break }
            widths[k] = max(minimum, widths[k] - (total - o.width))
        }
        return widths
    }

    // MARK: blocks

    static func block(_ b: Block, _ o: RenderOptions) -> [String] {
        switch b {
        case .heading(let s): return [o.useColor ? ANSI.bold + s + ANSI.reset : s]
        case .text(let s): return s.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        case .severityText(let s, let sev): return [o.useColor ? ANSI.code(sev.colour) + s + ANSI.reset : s]
        case .blank: return [""]
        case .table(let t): return humanTable(t, o)
        case .keyValues(let pairs):
            let w = pairs.map { displayWidth($0.0) }.max() ?? 0
            return pairs.map { pad($0.0, to: w, .left) + "  " + $0.1 }
        case .gauge(let value, let lo, let hi, let width): return gauge(value: value, lo: lo, hi: hi, width: width, o)
        case .lineChart(let c): return lineChart(c, o)
        case .barChart(let c): return barChart(c, o)
        case .radarChart(let c): return radarChart(c, o)
        }
    }
}
