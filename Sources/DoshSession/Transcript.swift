// DoshSession — session scripts (.dosh): the transcript model and its parser, the script and
// notebook writers, the diff and normalisation `dosh check` compares with, and the journal format.
//
// Transcript.swift: a script as items — comments, blank lines, and command lines with the output
// recorded under them as `#> ` lines (design.md §7).
import DoshModel

/// One piece of a session script.
public enum TranscriptItem: Equatable, Sendable {
    /// A comment line (without the leading "#"), or a blank line when nil.
    case comment(String?)
    /// A command line (one or more commands separated by ';') and its recorded output lines.
    case command(Command)

    public struct Command: Equatable, Sendable {
        public var text: String
        /// 1-based line of the command in its file (0 when made in memory).
        public var line: Int
        /// The recorded output, one element per line, without the "#> " prefix.
        public var output: [String]
        /// The command failed when it was recorded (saved as a comment, not replayed).
        public var failed: Bool

        public init(text: String, line: Int = 0, output: [String] = [], failed: Bool = false) {
            self.text = text; self.line = line; self.output = output; self.failed = failed
        }
    }
}

/// What a saved session's header records.
public struct SessionHeader: Equatable, Sendable {
    public var version: String
    public var date: String
    public var profile: String
    public var weights: String
    public var chain: String
    /// Every file the session read, by the path the script uses, with its sha256.
    public var inputs: [(path: String, sha256: String)]
    /// Seeds of random draws ("robust: 20261123").
    public var seeds: [String]

    public init(version: String, date: String, profile: String, weights: String, chain: String,
                inputs: [(path: String, sha256: String)] = [], seeds: [String] = []) {
        self.version = version; self.date = date; self.profile = profile; self.weights = weights
        self.chain = chain; self.inputs = inputs; self.seeds = seeds
    }

    public static func == (l: SessionHeader, r: SessionHeader) -> Bool {
        l.version == r.version && l.date == r.date && l.profile == r.profile && l.weights == r.weights
            && l.chain == r.chain && l.inputs.map { "\($0.path) \($0.sha256)" } == r.inputs.map { "\($0.path) \($0.sha256)" }
            && l.seeds == r.seeds
    }

    /// The header as comment lines.
    public var lines: [String] {
        var out = ["# dosh \(version)", "# saved \(date)", "# profile \(profile) · weights \(weights) · chain \(chain)"]
        for i in inputs { out.append("# input \(i.path) sha256:\(i.sha256)") }
        for s in seeds { out.append("# seed \(s)") }
        return out
    }
}

public struct Transcript: Equatable, Sendable {
    public var items: [TranscriptItem]

    public init(items: [TranscriptItem] = []) { self.items = items }

    public var commands: [TranscriptItem.Command] {
        items.compactMap { if case .command(let c) = $0 { return c } else { return nil } }
    }

    /// Parses a script. Lines beginning with "#>" belong to the command above them; other lines
    /// beginning with "#" are comments; the rest are commands.
    public static func parse(_ text: String) -> Transcript {
        var items: [TranscriptItem] = []
        var lineNo = 0
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        for raw in lines {
            lineNo += 1
            var l = raw
            if l.hasSuffix("\r") { l.removeLast() }
            let trimmed = l.trimmedWhitespace
            if trimmed.hasPrefix("#>") {
                let body = String(trimmed.dropFirst(2))
                let out = body.hasPrefix(" ") ? String(body.dropFirst()) : body
                if case .command(var c)? = items.last {
                    c.output.append(out)
                    items[items.count - 1] = .command(c)
                } else {
                    items.append(.comment(">" + body))  // output with no command above it: keep as text
                }
            } else if trimmed.isEmpty {
                items.append(.comment(nil))
            } else if trimmed.hasPrefix("#") {
                items.append(.comment(String(trimmed.dropFirst())))
            } else {
                items.append(.command(.init(text: l, line: lineNo)))
            }
        }
        return Transcript(items: items)
    }

    /// Recorded header fields ("# input PATH sha256:HEX" lines).
    public var recordedInputs: [(path: String, sha256: String, line: Int)] {
        var out: [(String, String, Int)] = []
        var lineNo = 0
        for item in items {
            lineNo += item.lineCount
            guard case .comment(let c?) = item else { continue }
            let parts = c.trimmedWhitespace.split(separator: " ", omittingEmptySubsequences: true)
            if parts.count >= 3, parts[0] == "input", parts.last!.hasPrefix("sha256:") {
                let path = parts[1..<(parts.count - 1)].joined(separator: " ")
                out.append((path, String(parts.last!.dropFirst(7)), lineNo))
            }
        }
        return out
    }

    /// The script text: commands with their `#> ` output lines (a failed command as a comment).
    public func render() -> String {
        var out: [String] = []
        for item in items {
            switch item {
            case .comment(nil): out.append("")
            case .comment(let c?): out.append("#" + c)
            case .command(let c):
                if c.failed {
                    out.append("# failed: " + c.text)
                    out.append(contentsOf: c.output.map { "#   " + $0 })
                } else {
                    out.append(c.text)
                    out.append(contentsOf: c.output.map { $0.isEmpty ? "#>" : "#> " + $0 })
                }
            }
        }
        return out.joined(separator: "\n") + "\n"
    }
}

extension TranscriptItem {
    /// Lines the item occupies in a rendered script.
    var lineCount: Int {
        switch self {
        case .comment: 1
        case .command(let c): 1 + c.output.count
        }
    }
}
