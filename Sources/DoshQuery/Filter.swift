// Filter.swift: the entry point. `CompiledFilter.compile` lexes, parses and checks a filter once
// (every mistake reported together, with command-text spans); `matches`/`count` evaluate it on
// an analysis. Nothing here can change a workspace: filters only read clause columns.
import DoshModel

public struct CompiledFilter: Sendable {
    /// The filter as written.
    public let source: String
    /// The checked filter.
    public let predicate: Predicate

    /// Checks `source` against the clause fields and the workspace's named filters.
    /// - Parameters:
    ///   - offset: where `source` starts in the command text; every error span is shifted by it.
    ///   - defining: the name `source` is being saved under (`filter save NAME …`), so a reference
    ///     to itself is caught as recursion.
    public static func compile(_ source: String, offset: Int, workspace: Workspace,
                               defining: String? = nil) throws(FilterError) -> CompiledFilter {
        let chars = Array(source)
        let (expr, parseIssues) = Parser.parse(chars)
        var filters = workspace.filters
        if let defining { filters[defining] = source }
        var checker = Checker(source: chars, filters: filters, expanding: defining.map { [$0] } ?? [])
        let predicate = checker.check(expr)
        var issues = parseIssues + checker.issues
        if !issues.isEmpty {
            issues.sort { ($0.span.lowerBound, $0.span.upperBound) < ($1.span.lowerBound, $1.span.upperBound) }
            // One caret per token: a token with several complaints keeps the first.
            var seen = Set<Int>()
            issues = issues.filter { seen.insert($0.span.lowerBound).inserted }
            throw FilterError(issues.map { FilterIssue($0.message, ($0.span.lowerBound + offset)..<($0.span.upperBound + offset)) })
        }
        return CompiledFilter(source: source, predicate: predicate)
    }

    /// Indices of the clauses of `a` that match, in document order. `shouldStop` is polled every
    /// few thousand clauses (and inside long regular-expression runs); when it says stop,
    /// evaluation ends with `Cancelled`.
    public func matches(in a: Analysis, shouldStop: @escaping () -> Bool = { false }) throws(Cancelled) -> [Int] {
        var out: [Int] = []
        try run(a, shouldStop) { out.append($0) }
        return out
    }

    /// How many clauses of `a` match (no row is built).
    public func count(in a: Analysis, shouldStop: @escaping () -> Bool = { false }) throws(Cancelled) -> Int {
        var n = 0
        try run(a, shouldStop) { _ in n += 1 }
        return n
    }

    private func run(_ a: Analysis, _ shouldStop: @escaping () -> Bool, _ hit: (Int) -> Void) throws(Cancelled) {
        let stop = StopCheck(shouldStop)
        let count = a.clauses.count
        switch Binder(a, stop: stop).bind(predicate) {
        case .constant(false): return
        case .constant(true):
            for i in 0..<count { hit(i) }
        case .test(let test):
            var i = 0
            while i < count {
                let end = min(count, i + CompiledFilter.pollEvery)
                while i < end {
                    if test(i) { hit(i) }
                    i += 1
                }
                if stop.poll() { throw Cancelled() }
            }
        }
        if stop.stopped { throw Cancelled() }
    }

    static let pollEvery = 2048

    /// The named filters `source` refers to (`@NAME`), in order of appearance.
    public static func namedReferences(in source: String) -> [String] {
        Lexer.tokenize(Array(source)).tokens.compactMap { t in
            if case .named(let n) = t.kind { return n }
            return nil
        }
    }
}

/// Every mistake found in a filter. The first is the error itself; the others are `related`, so
/// the shell prints each with its own caret.
public struct FilterError: DoshError, Equatable {
    public var issues: [FilterIssue]

    public init(_ issues: [FilterIssue]) { self.issues = issues }

    public var message: String { issues.first?.message ?? "invalid filter" }
    public var span: Range<Int>? { issues.first?.span }
    public var related: [any DoshError] {
        issues.dropFirst().map { FilterError([$0]) }
    }
}

/// Evaluation was stopped by the caller's `shouldStop` (Ctrl-C in the shell).
public struct Cancelled: DoshError, Equatable {
    public var message: String { "interrupted" }
    public init() {}
}
