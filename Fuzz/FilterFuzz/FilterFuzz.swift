// FilterFuzz: libFuzzer target for the filter language (lexer, parser, checker, regex engine,
// evaluator and completion). Build and run with `Fuzz/run FilterFuzz SECONDS`.
//
// Each input is a filter. It must never crash; a compile error must carry spans inside the input
// (shifted by the offset given); a compiled filter is evaluated on a small analysis and must agree
// with itself (count == matches.count, and `not (F)` selects exactly the other clauses).
import DoshModel
import DoshQuery

private let workspace: Workspace = {
    var ws = Workspace()
    var table = ClauseTable()
    let texts = ["The Department shall not discriminate.", "Any person in a designated zone may be detained.",
                 "Grants go to property owners; résumé Überprüfung naïve", "", "crime|drug (a) [b] {c} \\d 123 ____"]
    for (k, text) in texts.enumerated() {
        table.append(Clause(n: k, id: "c\(k)", text: text, section: SectionType(rawValue: UInt8(k % 5))!,
                            group: TargetGroup(rawValue: UInt8(k % 4))!, effect: EffectDirection(rawValue: UInt8((k + 1) % 4))!,
                            architecture: ArchitectureScores(aar: Double(k) / 4, se: 0.5, ij: 1 - Double(k) / 4, rsc: 0.25),
                            confidence: 0.1 * Double(k), tier: Tier(rawValue: UInt8(k % 3))!,
                            proxyTerms: k % 2 == 0 ? ["urban", "Crime Rate"] : [], expandsOutgroup: k % 3 == 0))
    }
    try? ws.add(Analysis(name: "fuzz", clauses: table))
    ws.filters = ["harsh": "group = outgroup and aar > 0.5", "loop": "@loop2", "loop2": "proxy or @harsh"]
    return ws
}()

private let analysis = workspace.analyses[0]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFilter(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let length = source.count
    _ = FilterCompletion.complete(source, workspace: workspace)
    do {
        let filter = try CompiledFilter.compile(source, offset: 7, workspace: workspace)
        let rows = try filter.matches(in: analysis)
        guard try filter.count(in: analysis) == rows.count else { fatalError("count differs from matches for \(source)") }
        guard rows == rows.sorted(), Set(rows).count == rows.count else { fatalError("rows not in document order") }
        // Only when wrapping keeps the characters apart: a combining mark after '(' (or a prepended
        // one before ')') fuses with it into another character (see FuzzRegressionTests).
        let wrapped = "not (\(source))"
        if Array(wrapped).count == length + 6, let negated = try? CompiledFilter.compile(wrapped, offset: 0, workspace: workspace) {
            let others = try negated.matches(in: analysis)
            guard Set(rows).isDisjoint(with: others), rows.count + others.count == analysis.clauses.count else {
                fatalError("not (F) is not the complement of F for \(source)")
            }
        }
    } catch let error as FilterError {
        guard !error.issues.isEmpty else { fatalError("a filter error without an issue") }
        for issue in error.issues {
            guard issue.span.lowerBound >= 7, issue.span.upperBound <= 7 + length + 1, !issue.span.isEmpty,
                  !issue.message.isEmpty else {
                fatalError("span \(issue.span) outside the input (\(length) characters) for \(source): \(issue.message)")
            }
        }
    } catch {
        fatalError("unexpected error \(error)")
    }
    return 0
}
