// AnalyzeCommands.swift: analyze (a policy text → a user analysis) and `clause N why` (the cues
// behind a clause's Tier-1 labels). The work is DoshText's; this file parses arguments, reads
// files, and turns the result into an analysis and an Output.
import DoshFormats
import DoshModel
import DoshText

extension Commands {
    static let analyzeCommands: [CommandSpec] = [
        CommandSpec(
            "analyze", group: .workspace,
            synopsis: "analyze PATH [as NAME] [--classifier 'CMD'] [--taxonomy FILE] [--threshold X] [--timeout S]",
            summary: "segment and classify a .txt, .md or .pdf policy text into a new analysis",
            details: """
                Splits the text into clauses that read alone (sections from headings, sentences that respect legal \
                abbreviations, enumerated items with their lead-in and closing words), labels each with the \
                transparent Tier-1 classifier, and adds the result as a user analysis named after the file (or NAME). \
                PDF files go through 'pdftotext -layout' (Debian: poppler-utils). \
                --taxonomy FILE replaces the built-in cue lists (see 'analyze --write-taxonomy FILE' for a starting \
                point). --classifier 'CMD' runs CMD once through /bin/sh and asks it about every clause whose Tier-1 \
                confidence is below the threshold (--threshold, default 0.85), one JSON line per clause each way \
                (docs/text-analysis.md); --timeout is how long to wait for each answer (default 30 s). A classifier \
                that fails adds nothing. Under --safe, --classifier needs --allow-exec. 'clause N why' lists the cues \
                behind a clause's labels.
                """,
            examples: ["analyze Examples/community_safety_act.txt", "analyze bill.pdf as draft --classifier 'python3 my_model.py'"],
            options: analyzeOptions, run: runAnalyze),
    ]

    static let analyzeUsage = "analyze PATH [as NAME] [--classifier 'CMD'] [--taxonomy FILE] [--threshold X] [--timeout S]"
    static let analyzeOptions = ["--classifier", "--taxonomy", "--threshold", "--timeout", "--write-taxonomy"]

    /// The words of an analyze command.
    struct AnalyzeRequest {
        var path: Word?
        var name: Word?
        var classifier: Word?
        var taxonomy: Word?
        var threshold = 0.85
        var timeout = 30.0
        var writeTaxonomy: Word?
    }

    static func parseAnalyze(_ inv: Invocation) throws -> AnalyzeRequest {
        var req = AnalyzeRequest()
        var k = 0
        let args = inv.args
        func value(_ option: Word) throws -> Word {
            k += 1
            guard k < args.count else { throw UsageError("\(option.text) needs a value (usage: \(analyzeUsage))", span: option.span) }
            return args[k]
        }
        while k < args.count {
            let w = args[k]
            if !w.quoted, w.text.hasPrefix("--") {
                switch w.text {
                case "--classifier": req.classifier = try value(w)
                case "--taxonomy": req.taxonomy = try value(w)
                case "--write-taxonomy": req.writeTaxonomy = try value(w)
                case "--threshold":
                    let v = try value(w)
                    guard let x = Double(v.text), x >= 0, x <= 1 else {
                        throw UsageError("--threshold must be a number from 0 to 1, not '\(v.text)'", span: v.span)
                    }
                    req.threshold = x
                case "--timeout":
                    let v = try value(w)
                    guard let x = Double(v.text), x > 0, x <= 86_400 else {
                        throw UsageError("--timeout must be a number of seconds greater than 0, not '\(v.text)'", span: v.span)
                    }
                    req.timeout = x
                default:  // Commands.lookup has already refused options not in analyzeOptions
                    throw UsageError("unexpected '\(w.text)' (usage: \(analyzeUsage))", span: w.span)
                }
            } else if w.isKeyword("as") {
                guard req.name == nil else { throw UsageError("'as' may be given once", span: w.span) }
                req.name = try value(w)
            } else if req.path == nil {
                req.path = w
            } else {
                throw UsageError("unexpected '\(w.text)' (analyze reads one file; usage: \(analyzeUsage))", span: w.span)
            }
            k += 1
        }
        return req
    }

    static func runAnalyze(_ state: inout ShellState, _ inv: Invocation, _ env: Environment) throws -> Output {
        let req = try parseAnalyze(inv)
        if let target = req.writeTaxonomy {
            guard req.path == nil else { throw UsageError("--write-taxonomy takes no text to analyse", span: req.path?.span) }
            let path = try env.writablePath(target.text, span: target.span)
            do { try writeFileAtomically(path, Taxonomy.builtInJSON) } catch {
                throw UsageError(error.message.replacingAll(path, with: target.text), span: target.span)
            }
            return .message("wrote the built-in taxonomy to \(target.text); edit it and pass it with --taxonomy")
        }
        guard let pathWord = req.path else { throw UsageError("analyze needs a file (usage: \(analyzeUsage))", span: inv.endSpan) }
        if let cmd = req.classifier, env.safe && !env.allowExec {
            throw UsageError("safe mode: refusing to run classifier '\(cmd.text)' (allow it with --allow-exec)", span: cmd.span)
        }
        let path = env.path(pathWord.text)
        let name = req.name?.text ?? baseName(pathWord.text)
        do throws(WorkspaceError) {
            try state.workspace.checkNewName(name)
        } catch {
            throw UsageError(error.message, span: (req.name ?? pathWord).span)
        }

        var options = AnalyzeOptions()
        options.resolver = TierResolver(threshold: req.threshold)
        options.idPrefix = baseName(pathWord.text)
        options.scorer = state.workspace.scorer
        if let t = req.taxonomy { options.taxonomy = try readTaxonomy(t, env, &state) }
        if let cmd = req.classifier {
            options.classifier = ExternalClassifier(command: cmd.text, timeout: req.timeout, directory: env.baseDirectory)
        }

        let analysis: TextAnalysis
        let fileBytes = try env.read(pathWord)
        do throws(TextError) {
            options.format = try TextFormat.of(pathWord.text)
            var bytes = fileBytes
            if options.format == .pdf || fileBytes.starts(with: Array("%PDF-".utf8)) {
                env.progress?("reading \(pathWord.text) with pdftotext")
                bytes = try PDFText.extract(path: path, file: pathWord.text, isCancelled: { Interrupt.requested })
            }
            let source = try SourceText(bytes, file: pathWord.text)
            analysis = try TextAnalyzer.analyze(source, file: pathWord.text, options: options, progress: env.progress,
                                                isCancelled: { Interrupt.requested })
        } catch {
            env.progress?("")
            if error == .interrupted { throw Interrupted() }
            var span = pathWord.span
            if case .classifier = error, let c = req.classifier { span = c.span }
            throw UsageError(error.message, span: span)
        }

        let a = Analysis(name: name, id: baseName(pathWord.text), policyName: name,
                         sourceFilename: lastPathComponent(pathWord.text), origin: pathWord.text, clauses: analysis.clauses)
        do throws(WorkspaceError) {
            try state.workspace.add(a)
        } catch {
            throw UsageError(error.message, span: (req.name ?? pathWord).span)
        }
        state.recordInput(pathWord.text, env: env)

        let t = a.clauses
        var tiers = [0, 0, 0]
        for tier in t.tier { tiers[Int(tier.rawValue)] += 1 }
        let score = state.workspace.score(a)
        let sev = score.severity
        var lines: [Block] = [
            .severityText("analyzed \(a.name): \(counted(t.count, "clause")), COI \(formatFixed(score.coi, decimals: 4)) \(sev.symbol) \(sev.label)", sev),
        ]
        if let cmd = req.classifier {
            lines.append(.text("classifier '\(cmd.text)': \(counted(analysis.sent, "clause")) below confidence \(formatShortest(req.threshold)) sent, \(analysis.refused) refused; tier 1 \(tiers[0]) · tier 2 \(tiers[1]) · tier 3 \(tiers[2])"))
        } else {
            let unsure = t.confidence.lazy.filter { $0 < req.threshold }.count
            if unsure > 0 {
                lines.append(.text("note: Tier 1 is below confidence \(formatShortest(req.threshold)) on \(counted(unsure, "clause")); --classifier 'CMD' would ask another classifier about them"))
            }
        }
        let table = Table(columns: [Column("name"), .number("clauses", decimals: 0), .number("coi"), Column("label"), Column("source"),
                                    .number("tier1", decimals: 0), .number("tier2", decimals: 0), .number("tier3", decimals: 0),
                                    .number("sent", decimals: 0), .number("refused", decimals: 0)],
                          rows: [[.text(a.name), .int(t.count), .number(score.coi), .text(sev.label), .text(pathWord.text),
                                  .int(tiers[0]), .int(tiers[1]), .int(tiers[2]), .int(analysis.sent), .int(analysis.refused)]])
        return .report(Report(blocks: lines, data: .table(table)))
    }

    /// Reads a taxonomy file named by a word (FILE:LINE:COL errors), recording its hash.
    static func readTaxonomy(_ word: Word, _ env: Environment, _ state: inout ShellState) throws -> Taxonomy {
        let bytes = try env.read(word)
        do throws(FormatError) {
            let t = try Taxonomy.parse(bytes, file: word.text)
            state.recordInput(word.text, env: env)
            return t
        } catch {
            throw UsageError(error.message, span: word.span)
        }
    }

    // MARK: clause N why

    /// `clause N why [--taxonomy FILE]`: the Tier-1 cues in the clause's text, what each rule did
    /// with them, and how they add up to the labels. Called from `clause` (ClauseCommands.swift).
    static func clauseWhy(_ a: Analysis, _ i: Int, _ rest: ArraySlice<Word>, _ env: Environment,
                          _ state: inout ShellState) throws -> Output {
        var taxonomy = Taxonomy.builtIn
        var from = "the built-in taxonomy"
        var k = rest.startIndex
        while k < rest.endIndex {
            let w = rest[k]
            guard w.text == "--taxonomy", k + 1 < rest.endIndex else {
                throw UsageError("unexpected '\(w.text)' (usage: clause ID|N why [--taxonomy FILE])", span: w.span)
            }
            taxonomy = try readTaxonomy(rest[k + 1], env, &state)
            from = rest[k + 1].text
            k += 2
        }
        let t = a.clauses
        let r = Tier1Classifier(taxonomy: taxonomy).classify(t.text[i])
        let rows: [[Value]] = r.evidence.map { e in
            [.text(e.kind.name), .text(e.cue), .text(e.matched), .number(e.weight), .bool(e.counted), .text(e.note)]
        }
        let cues = Table(columns: [Column("kind"), Column("cue"), Column("matched"), .number("weight", decimals: 2),
                                   Column("counted"), Column("note", isTruncatable: true)],
                         rows: rows, title: "cues from \(from)", emptyMessage: "(no cue of \(from) occurs in this clause)")
        let g = r.groupWeights
        func w(_ v: Double) -> String { formatShortest((v * 100).rounded() / 100) }
        var pairs: [(String, String)] = [
            ("group", "\(r.group.rawName)   (cue weight: outgroup \(w(g[0])), ingroupNonElite \(w(g[1])), elite \(w(g[2])); a group needs ≥ 1 and a lead of 0.5)"),
            ("effect", "\(r.effect.rawName)   (burden \(w(r.burden)), benefit \(w(r.benefit))" + (r.exceptionBurden > 0 ? ", burden kept inside an exception \(w(r.exceptionBurden))" : "") + ")"),
            ("scores", "aar \(w(r.architecture.aar)) · se \(w(r.architecture.se)) · ij \(w(r.architecture.ij)) · rsc \(w(r.architecture.rsc))   (s(x) = 1 − 0.5^x of cue weight)"),
            ("proxy terms", r.proxyTerms.isEmpty ? "none" : r.proxyTerms.joined(separator: ", ")),
            ("expands outgroup", r.expandsOutgroup ? "yes" : "no"),
            ("confidence", "\(w(r.confidence))   (0.25 + 0.35·s(group)·share + 0.35·s(effect)·share, at most 0.95)"),
        ]
        let stored = "\(t.group[i].rawName)/\(t.effect[i].rawName), tier \(t.tier[i].number), confidence \(w(t.confidence[i]))"
        let note: String
        if t.tier[i] != .tier1 {
            note = " (the tier-\(t.tier[i].number) classifier's answer; Tier 1's own is above)"
        } else if t.group[i] == r.group && t.effect[i] == r.effect {
            note = " (Tier 1 finds the same now)"
        } else {
            note = " (Tier 1 finds otherwise now: another taxonomy, or a clause dosh did not analyse)"
        }
        pairs.append(("stored labels", stored + note))
        if t.fallback[i] { pairs.append(("fallback", "the external classifier refused this clause; Tier 1 stands")) }
        if let span = t.sourceSpan[i] { pairs.append(("source", "bytes \(span.lowerBound)–\(span.upperBound) of \(a.origin)")) }
        let blocks: [Block] = [
            .heading("clause \(t.n[i]) of \(a.name): why"), .text(t.text[i]), .blank, .table(cues), .blank, .keyValues(pairs),
        ]
        return .report(Report(blocks: blocks, data: .table(cues)))
    }
}
