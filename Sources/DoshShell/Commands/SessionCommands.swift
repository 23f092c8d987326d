// SessionCommands.swift: save (the session as a checkable script), history, and the transcript
// they and `export notebook` are built from.
import DoshFormats
import DoshModel
import DoshSession
#if canImport(Glibc)
import Glibc
#endif

extension Commands {
    static let sessionCommands: [CommandSpec] = [
        CommandSpec(
            "save", group: .output, synopsis: "save FILE [FROM..TO]",
            summary: "write this session as a replayable script, with each command's output",
            details: """
                Writes the commands of this session that succeeded, each followed by its output as '#> ' lines \
                (rendered with pinned settings: table mode, no colour, width 100, plus the session's own 'set' \
                commands), under a header naming the dosh version, the date, the profile, weights and chain, the \
                sha256 of every file read, and the seeds of random draws. Failed commands are kept as comments. \
                FROM..TO limits it to those 'history' numbers. File paths are rewritten relative to the script's \
                folder, so 'dosh check FILE' replays it anywhere. The file is written atomically.
                """,
            examples: ["save Sessions/my-study.dosh", "save part.dosh 12..20"],
            run: runSave),
        CommandSpec(
            "history", group: .output, synopsis: "history [PATTERN] | history save FILE FROM..TO",
            summary: "list earlier command lines, numbered; or save a range of them as a script",
            details: "Lists the command history (kept across interactive sessions in $XDG_STATE_HOME/dosh/history, 1000 lines), oldest first and numbered; with PATTERN, only the lines containing it (case-insensitive). 'history save FILE FROM..TO' writes those lines as a script (commands only; 'save' records outputs too). Up and Down recall lines at the prompt, and Ctrl-R searches them.",
            examples: ["history weights", "history save redo.dosh 3..9"],
            options: nil, run: runHistory),
    ]

    static func runHistory(_ state: inout ShellState, _ inv: Invocation, _ env: Environment) throws -> Output {
        if let first = inv.args.first, first.isKeyword("save") {
            try inv.expectCount(3, 3, usage: "history save FILE FROM..TO")
            let range = try numberRange(inv.args[2], limit: state.history.count)
            let file = inv.args[1]
            let path = try env.writablePath(file.text, span: file.span)
            let lines = ["# dosh \(DoshVersion.current)", "# history lines \(range.lowerBound)..\(range.upperBound)"]
                + state.history[(range.lowerBound - 1)..<range.upperBound]
            try writeOrExplain(path, lines.joined(separator: "\n") + "\n", file)
            state.recordOutput(file.text)
            return .message("saved history lines \(range.lowerBound)..\(range.upperBound) to \(file.text)")
        }
        let pattern = inv.rawText(from: 0).text.lowercased()
        let rows: [[Value]] = state.history.enumerated().compactMap { k, line in
            pattern.isEmpty || line.lowercased().contains(pattern) ? [.int(k + 1), .text(line)] : nil
        }
        return .table(Table(columns: [.number("n", decimals: 0), Column("command", isTruncatable: true)], rows: rows,
                            emptyMessage: pattern.isEmpty ? "(no history yet)" : "(no history line contains '\(pattern)')"))
    }

    /// "12..20" or "12": 1-based, within 1…limit.
    static func numberRange(_ w: Word, limit: Int) throws -> ClosedRange<Int> {
        let parts = w.text.split(separator: ".", omittingEmptySubsequences: true).map(String.init)
        let dots = w.text.contains("..")
        guard (dots && parts.count == 2) || (!dots && parts.count == 1), let a = Int(parts[0]), let b = Int(parts.last!), a >= 1, a <= b else {
            throw UsageError("expected a range of history numbers like 3..9, not '\(w.text)'", span: w.span)
        }
        guard b <= limit else { throw UsageError("the history has \(counted(limit, "line")); \(b) is past the end", span: w.span) }
        return a...b
    }

    static func writeOrExplain(_ path: String, _ text: String, _ file: Word) throws {
        do { try writeFileAtomically(path, text) } catch { throw UsageError(error.message.replacingAll(path, with: file.text), span: file.span) }
    }

    static func runSave(_ state: inout ShellState, _ inv: Invocation, _ env: Environment) throws -> Output {
        try inv.expectCount(1, 2, usage: "save FILE [FROM..TO]")
        let file = inv.args[0]
        let path = try env.writablePath(file.text, span: file.span)
        var entries = state.log
        if inv.args.count == 2 {
            let range = try numberRange(inv.args[1], limit: state.history.count)
            entries = entries.filter { range.contains($0.historyNumber) }
            guard !entries.isEmpty else {
                let own = state.log.map(\.historyNumber)
                throw UsageError("no command of this session is in \(range.lowerBound)..\(range.upperBound)"
                                    + (own.isEmpty ? "" : " (this session's lines are \(own.min()!)..\(own.max()!))"), span: inv.args[1].span)
            }
        }
        guard !entries.isEmpty else { throw UsageError("nothing to save yet: this session has run no commands") }
        let folder = directoryName(normalizeAbsolute(path.hasPrefix("/") ? path : currentDirectory() + "/" + path))
        let text = sessionTranscript(entries, state, env, folder: folder).render()
        try writeOrExplain(path, text, file)
        let failed = entries.filter(\.failed).count
        return .message("saved \(counted(entries.count - failed, "command")) to \(file.text)"
                            + (failed > 0 ? " (\(failed) failed, kept as comments)" : ""))
    }

    /// The session's entries as a transcript for a script in `folder` (an absolute path): header,
    /// then each command with its output, file paths made relative to `folder`.
    static func sessionTranscript(_ entries: [LogEntry], _ state: ShellState, _ env: Environment, folder: String) -> Transcript {
        let base = env.absoluteBase
        func relocate(_ typed: String) -> String {
            let absolute = typed.hasPrefix("/") ? typed : base + "/" + typed
            return relativePath(from: folder, to: expandTilde(absolute))
        }
        let used = Set(entries.flatMap(\.paths))
        let ws = state.workspace
        let header = SessionHeader(
            version: DoshVersion.current, date: CivilDate(unixSeconds: Double(time(nil))).iso8601,
            profile: ws.profile.rawValue, weights: ws.weightsLabel, chain: ws.chainName,
            inputs: state.inputHashes(including: used.contains).map { (relocate($0.path), $0.sha256) },
            seeds: state.seeds)
        var items: [TranscriptItem] = header.lines.map { .comment(String($0.dropFirst())) } + [.comment(nil)]
        // Outputs mention files by the path as typed (e.g. a `source` column); show the relocated one.
        let renames = Set(state.log.flatMap(\.paths)).filter { $0.count >= 4 && ($0.contains("/") || $0.contains(".")) }
            .map { ($0, relocate($0)) }.filter { $0.0 != $0.1 }.sorted { $0.0.count > $1.0.count }
        for e in entries {
            var text = e.command
            if !e.paths.isEmpty, let words = try? tokenize(e.command) {
                // Replace path words from the end so earlier spans stay valid.
                var chars = Array(text)
                for w in words.reversed() where e.paths.contains(w.text) {
                    chars.replaceSubrange(w.span, with: Array(DoshCLI.quoteWord(relocate(w.text))))
                }
                text = String(chars)
            }
            let output = e.output.map { line in renames.reduce(line) { $0.replacingAll($1.0, with: $1.1) } }
            items.append(.command(.init(text: text, output: output, failed: e.failed)))
        }
        return Transcript(items: items)
    }

    /// `export notebook FILE.ipynb|FILE.md`: the session so far.
    static func sessionNotebook(_ r: ExportRequest) throws -> String {
        let lower = r.file.text.lowercased()
        guard lower.hasSuffix(".ipynb") || lower.hasSuffix(".md") else {
            throw UsageError("a notebook file ends in .ipynb (Jupyter) or .md (Markdown)", span: r.file.span)
        }
        let path = r.env.path(r.file.text)
        let folder = directoryName(normalizeAbsolute(path.hasPrefix("/") ? path : currentDirectory() + "/" + path))
        let t = sessionTranscript(r.state.log, r.state, r.env, folder: folder)
        let title = "dosh session " + CivilDate(unixSeconds: Double(time(nil))).iso8601
        return lower.hasSuffix(".md") ? Notebook.markdown(t, title: title) : Notebook.ipynb(t, title: title)
    }
}
