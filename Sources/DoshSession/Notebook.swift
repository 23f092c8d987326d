// Notebook.swift: a transcript as a Jupyter notebook (nbformat 4) or as Markdown with fenced blocks.
import DoshFormats
import DoshModel

public enum Notebook {
    /// One code cell per command (its output as a stdout stream), one markdown cell per run of comments.
    public static func ipynb(_ t: Transcript, title: String? = nil) -> String {
        var cells: [JSONValue] = []
        var prose: [String] = []
        var count = 0
        func flushProse() {
            while prose.last?.isEmpty == true { prose.removeLast() }
            while prose.first?.isEmpty == true { prose.removeFirst() }
            if !prose.isEmpty {
                cells.append(.object([
                    ("cell_type", .string("markdown")), ("metadata", .object([])), ("source", sourceLines(prose)),
                ]))
            }
            prose = []
        }
        if let title { prose.append("# " + title) }
        for item in t.items {
            switch item {
            case .comment(nil): prose.append("")
            case .comment(let c?): prose.append(c.hasPrefix(" ") ? String(c.dropFirst()) : c)
            case .command(let c):
                flushProse()
                count += 1
                var outputs: [JSONValue] = []
                if !c.output.isEmpty {
                    outputs.append(.object([
                        ("name", .string(c.failed ? "stderr" : "stdout")), ("output_type", .string("stream")),
                        ("text", sourceLines(c.output)),
                    ]))
                }
                cells.append(.object([
                    ("cell_type", .string("code")), ("execution_count", .number(Double(count))), ("metadata", .object([])),
                    ("outputs", .array(outputs)), ("source", sourceLines([c.text])),
                ]))
            }
        }
        flushProse()
        let doc = JSONValue.object([
            ("cells", .array(cells)),
            ("metadata", .object([
                ("kernelspec", .object([("display_name", .string("dosh")), ("language", .string("dosh")), ("name", .string("dosh"))])),
                ("language_info", .object([("name", .string("dosh"))])),
            ])),
            ("nbformat", .number(4)), ("nbformat_minor", .number(5)),
        ])
        return doc.serialized(pretty: true) + "\n"
    }

    /// nbformat's multi-line strings: a list of lines, each but the last ending in "\n".
    static func sourceLines(_ lines: [String]) -> JSONValue {
        .array(lines.enumerated().map { k, l in .string(k < lines.count - 1 ? l + "\n" : l) })
    }

    /// Markdown: comments as prose, each command and its output in fenced blocks.
    public static func markdown(_ t: Transcript, title: String? = nil) -> String {
        var out: [String] = []
        if let title { out.append("# " + title); out.append("") }
        for item in t.items {
            switch item {
            case .comment(nil): out.append("")
            case .comment(let c?): out.append(c.hasPrefix(" ") ? String(c.dropFirst()) : c)
            case .command(let c):
                out.append("```dosh")
                out.append("dosh> " + c.text)
                out.append("```")
                if !c.output.isEmpty {
                    let fence = c.output.contains { $0.hasPrefix("```") } ? "~~~" : "```"
                    out.append(fence + "text")
                    out.append(contentsOf: c.output)
                    out.append(fence)
                }
            }
        }
        return out.joined(separator: "\n") + "\n"
    }
}
