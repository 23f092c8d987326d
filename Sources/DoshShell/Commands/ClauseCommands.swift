// ClauseCommands.swift: clauses, count, clause — reading clauses across analyses.
import DoshFormats
import DoshModel
import DoshQuery

extension Commands {
    static let clauseCommands: [CommandSpec] = [
        CommandSpec(
            "clauses", group: .clauses,
            synopsis: "clauses [in NAME,…|all] [where FILTER] [sort FIELD [asc|desc], …] [limit N [offset M]] [cols A,B,…]",
            summary: "list clauses, filtered, sorted and limited",
            details: """
                Lists the clauses of the current analysis (or of the analyses named after 'in'; 'all' means every \
                user analysis). 'where' takes a filter (see 'help filter'); 'sort' orders by one or more fields; \
                'cols' picks the columns. Table modes show analysis, n, group, effect, the four architecture \
                scores, the per-clause score and the text; machine modes print every field.
                """,
            examples: ["clauses limit 5", "clauses in all where group = outgroup and aar >= 0.8 sort score desc cols analysis,n,score,text"],
            run: runClauses),
        CommandSpec(
            "count", group: .clauses, synopsis: "count [in NAME,…|all] [where FILTER] [by FIELD[, FIELD]]",
            summary: "count clauses, optionally grouped",
            details: "Counts the clauses in scope that match the filter, in total or per distinct value of up to two fields (a clause counts once per proxy term when grouped by terms).",
            examples: ["count in all", "count where proxy and not expands by group, effect"],
            run: runCount),
        CommandSpec(
            "clause", group: .clauses, synopsis: "clause ID|N [why [--taxonomy FILE]]",
            summary: "one clause in full (with 'why': the Tier-1 cues behind its labels)",
            details: "Shows every field of one clause of the current analysis, by its position n or its id (ids are searched in every analysis). 'clause N why' lists the Tier-1 cues found in its text, what the negation and exception rules did with them, and how they add up to the labels.",
            examples: ["clause vsc1705-2", "clause 4 why"],
            options: ["--taxonomy"], run: runClause),
    ]

    static let clauseKeywords: Set<String> = ["in", "where", "sort", "limit", "offset", "cols", "by"]

    /// The parts of a clauses/count command.
    struct ClauseRequest {
        var scope: [Analysis] = []
        var filter: CompiledFilter?
        var sort: [(ClauseField, ascending: Bool)] = []
        var limit: Int?
        var offset = 0
        var cols: [ClauseField]?
        var by: [ClauseField] = []
    }

    static func parseClauseRequest(_ inv: Invocation, _ state: ShellState, allowed: Set<String>) throws -> ClauseRequest {
        var req = ClauseRequest()
        var scopeGiven = false
        var k = 0
        let args = inv.args
        while k < args.count {
            let w = args[k]
            guard !w.quoted, allowed.contains(w.text.lowercased()) else {
                throw UsageError("unexpected '\(w.text)' (usage: \(Commands.find(inv.name)!.synopsis))", span: w.span)
            }
            let keyword = w.text.lowercased()
            // A filter runs to the next keyword other than 'in' (which may appear inside it).
            let stops = keyword == "where" ? clauseKeywords.subtracting(["in", "where"]) : clauseKeywords
            let range = (k + 1)..<(inv.keywordIndex(stops, from: k + 1) ?? args.count)
            guard !range.isEmpty else {
                throw UsageError("'\(keyword)' needs something after it", span: w.span)
            }
            switch keyword {
            case "in":
                req.scope = try parseScope(args[range], state.workspace)
                scopeGiven = true
            case "where":
                let (text, offset) = inv.rawText(from: range.lowerBound, to: range.upperBound)
                req.filter = try compileFilter(text, offset: offset, state.workspace)
            case "sort":
                req.sort = try parseSortKeys(args[range])
            case "limit":
                guard range.count == 1 else { throw UsageError("limit takes one number", span: args[range.lowerBound + 1].span) }
                req.limit = try inv.integer(range.lowerBound, what: "limit")
            case "offset":
                guard range.count == 1 else { throw UsageError("offset takes one number", span: args[range.lowerBound + 1].span) }
                req.offset = try inv.integer(range.lowerBound, what: "offset")
            case "cols":
                req.cols = try parseFieldList(args[range])
            case "by":
                req.by = try parseFieldList(args[range])
                guard req.by.count <= 2 else { throw UsageError("count groups by at most two fields", span: args[range.lowerBound].span) }
            default: break
            }
            k = range.upperBound
        }
        if !scopeGiven {
            if let c = state.workspace.current {
                req.scope = [c]
            } else {
                req.scope = state.workspace.analyses
            }
        }
        return req
    }

    /// `a, b` / `a,b` / `all`: analyses by name.
    static func parseScope(_ words: ArraySlice<Word>, _ ws: Workspace) throws -> [Analysis] {
        var out: [Analysis] = []
        for w in words {
            let names = w.quoted ? [w.text] : w.text.split(separator: ",").map { String($0).trimmedWhitespace }
            for name in names where !name.isEmpty {
                if name.lowercased() == "all" && !w.quoted {
                    out.append(contentsOf: ws.analyses)
                } else {
                    do { out.append(try ws.analysis(named: name)) } catch { throw UsageError(error.message, span: w.span) }
                }
            }
        }
        var seen = Set<String>()
        return out.filter { seen.insert($0.name).inserted }
    }

    static func parseFieldList(_ words: ArraySlice<Word>) throws -> [ClauseField] {
        var out: [ClauseField] = []
        for w in words {
            for name in w.text.split(separator: ",").map({ String($0).trimmedWhitespace }) where !name.isEmpty {
                out.append(try field(name, span: w.span))
            }
        }
        return out
    }

    static func parseSortKeys(_ words: ArraySlice<Word>) throws -> [(ClauseField, ascending: Bool)] {
        var out: [(ClauseField, ascending: Bool)] = []
        for w in words {
            for part in w.text.split(separator: ",").map({ String($0).trimmedWhitespace }) where !part.isEmpty {
                let lower = part.lowercased()
                if lower == "asc" || lower == "desc" {
                    guard !out.isEmpty else { throw UsageError("'\(part)' must follow a field", span: w.span) }
                    out[out.count - 1].ascending = lower == "asc"
                } else {
                    out.append((try field(part, span: w.span), true))
                }
            }
        }
        return out
    }

    static func field(_ name: String, span: Range<Int>) throws -> ClauseField {
        if let f = ClauseField(name: name) { return f }
        throw UsageError("unknown field '\(name)'" + didYouMean(closestMatch(to: name, in: ClauseField.allCases.map(\.rawValue))), span: span)
    }

    /// Compiles a `where` filter against the workspace.
    static func compileFilter(_ text: String, offset: Int, _ ws: Workspace) throws -> CompiledFilter {
        try CompiledFilter.compile(text, offset: offset, workspace: ws)
    }

    // MARK: clauses

    static func runClauses(_ state: inout ShellState, _ inv: Invocation, _ env: Environment) throws -> Output {
        let req = try parseClauseRequest(inv, state, allowed: ["in", "where", "sort", "limit", "offset", "cols"])
        var refs = try matchingClauses(req)
        if !req.sort.isEmpty { refs = sortClauses(refs, req.scope, by: req.sort) }
        let total = refs.count
        let start = min(req.offset, refs.count)
        let end = req.limit.map { min(start + $0, refs.count) } ?? refs.count
        refs = Array(refs[start..<end])

        var table = clauseTable(refs, req.scope)
        if let cols = req.cols {
            table = table.selecting(cols.map(\.rawValue))
        } else if req.scope.count <= 1 {
            table.columns[0].isDetail = true  // one analysis: the analysis column is noise in a table
        }
        table.emptyMessage = req.scope.isEmpty ? "(no analyses in scope: 'load PATH' adds one)" : "(no clauses match)"
        if total != refs.count && !refs.isEmpty {
            table.notes.append("rows \(start + 1)–\(end) of \(total)")
        }
        return .table(table)
    }

    /// Every clause in scope that matches the filter, in scope then document order.
    static func matchingClauses(_ req: ClauseRequest) throws -> [ClauseRef] {
        var refs: [ClauseRef] = []
        for (k, a) in req.scope.enumerated() {
            let rows = try matching(req.filter, a)
            for i in rows { refs.append(ClauseRef(analysis: k, clause: i)) }
        }
        return refs
    }

    /// The clauses of `a` that pass `filter` (all of them without one); Ctrl-C stops the scan.
    static func matching(_ filter: CompiledFilter?, _ a: Analysis) throws(Interrupted) -> [Int] {
        guard let filter else { return Array(a.clauses.indices) }
        do { return try filter.matches(in: a, shouldStop: { Interrupt.requested }) } catch { throw Interrupted() }
    }

    static func sortClauses(_ refs: [ClauseRef], _ scope: [Analysis], by keys: [(ClauseField, ascending: Bool)]) -> [ClauseRef] {
        refs.enumerated().sorted { l, r in
            for (f, asc) in keys {
                let a = f.sortKey(scope[l.element.analysis], l.element.clause)
                let b = f.sortKey(scope[r.element.analysis], r.element.clause)
                if a != b { return asc ? a < b : b < a }
            }
            return l.offset < r.offset  // stable
        }.map(\.element)
    }

    /// Every field of each clause, in the order of the JSON contract.
    static func clauseTable(_ refs: [ClauseRef], _ scope: [Analysis]) -> Table {
        let columns: [Column] = [
            Column("analysis", isTruncatable: true), .number("n", decimals: 0), Column("id", isDetail: true),
            Column("group"), Column("effect"), .number("aar", decimals: 2), .number("se", decimals: 2),
            .number("ij", decimals: 2), .number("rsc", decimals: 2), .number("score", decimals: 3),
            .number("confidence", decimals: 2, isDetail: true), .number("tier", decimals: 0, isDetail: true),
            Column("proxy", isDetail: true), Column("terms", isDetail: true), Column("expands", isDetail: true),
            Column("fallback", isDetail: true), Column("section", isDetail: true),
            Column("text", isTruncatable: true),
        ]
        let rows = refs.map { ref -> [Value] in
            let a = scope[ref.analysis]
            let t = a.clauses
            let i = ref.clause
            return [
                .text(a.name), .int(t.n[i]), .text(t.ids[i]), .text(t.group[i].rawName), .text(t.effect[i].rawName),
                .number(t.aar[i]), .number(t.se[i]), .number(t.ij[i]), .number(t.rsc[i]), .number(t.score(i)),
                .number(t.confidence[i]), .int(t.tier[i].number), .bool(t.usesProxy[i]), .list(t.proxyTerms(i)),
                .bool(t.expands[i]), .bool(t.fallback[i]), .text(t.section[i].rawName), .text(t.text[i]),
            ]
        }
        return Table(columns: columns, rows: rows)
    }

    // MARK: count

    static func runCount(_ state: inout ShellState, _ inv: Invocation, _ env: Environment) throws -> Output {
        let req = try parseClauseRequest(inv, state, allowed: ["in", "where", "by"])
        if req.by.isEmpty {
            var n = 0
            for a in req.scope {
                guard let f = req.filter else { n += a.clauses.count; continue }
                do { n += try f.count(in: a, shouldStop: { Interrupt.requested }) } catch { throw Interrupted() }
            }
            return .table(Table(columns: [.number("count", decimals: 0)], rows: [[.int(n)]]))
        }
        var counts: [[FieldValue]: Int] = [:]
        for a in req.scope {
            for i in try matching(req.filter, a) {
                for key in groupKeys(req.by, a, i) { counts[key, default: 0] += 1 }
            }
        }
        let rows = counts.keys.sorted { $0.lexicographicallyPrecedes($1) }.map { key in key.map(cellValue) + [.int(counts[key]!)] }
        let columns = req.by.map { f in f.isNumeric ? Column.number(f.rawValue) : Column(f.rawValue) } + [.number("count", decimals: 0)]
        return .table(Table(columns: columns, rows: rows, emptyMessage: "(no clauses match)"))
    }

    /// The group(s) a clause falls in. A list field (terms) puts a clause in one group per term.
    static func groupKeys(_ fields: [ClauseField], _ a: Analysis, _ i: Int) -> [[FieldValue]] {
        var keys: [[FieldValue]] = [[]]
        for f in fields {
            let options = f.groupValues(a, i)
            keys = keys.flatMap { k in options.map { k + [$0] } }
        }
        return keys
    }

    static func cellValue(_ v: FieldValue) -> Value {
        switch v {
        case .none: .null
        case .bool(let b): .bool(b)
        case .number(let d): d == d.rounded() && abs(d) < 1e15 ? .int(Int(d)) : .number(d)
        case .label(_, let name): .text(name)
        case .text(let s): .text(s)
        case .list(let l): .list(l)
        }
    }

    // MARK: clause

    static func runClause(_ state: inout ShellState, _ inv: Invocation, _ env: Environment) throws -> Output {
        let why = inv.args.count >= 2 && inv.args[1].isKeyword("why")
        if !why { try inv.expectCount(1, 1, usage: "clause ID|N [why]") }
        let ws = state.workspace
        let arg = inv.args[0]
        var found: (Analysis, Int)?
        if let n = Int(arg.text) {
            let a: Analysis
            do { a = try ws.analysis(namedOrCurrent: nil) } catch { throw UsageError(error.message, span: arg.span) }
            guard let i = a.clauses.n.firstIndex(of: n) else {
                throw UsageError("\(a.name) has no clause \(n) (n runs from \(a.clauses.n.first ?? 0) to \(a.clauses.n.last ?? 0))", span: arg.span)
            }
            found = (a, i)
        } else {
            let order = (ws.current.map { [$0] } ?? []) + ws.allAnalyses
            for a in order {
                if let i = a.clauses.indices.first(where: { a.clauses.ids[$0] == arg.text }) { found = (a, i); break }
            }
        }
        guard let (a, i) = found else { throw UsageError("no clause with id '\(arg.text)'", span: arg.span) }
        if why { return try clauseWhy(a, i, inv.args.dropFirst(2), env, &state) }
        let table = clauseTable([ClauseRef(analysis: 0, clause: i)], [a])
        let record = Record(zip(table.columns, table.rows[0]).map { Field($0.name, $1) })
        let pairs = record.fields.filter { $0.key != "text" }.map { ($0.key, Renderer.recordText($0.value, decimals: 4)) }
        let blocks: [Block] = [.keyValues(pairs), .blank, .text(a.clauses.text[i].trimmedWhitespace)]
        return .report(Report(blocks: blocks, data: .record(record)))
    }
}

/// A clause in a request's scope.
struct ClauseRef: Hashable {
    var analysis: Int
    var clause: Int
}
