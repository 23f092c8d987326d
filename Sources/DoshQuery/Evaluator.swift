// Evaluator.swift: binds a checked Predicate to one analysis's clause columns, as closures.
//
// Binding happens once per analysis; the closures then read the ClauseTable arrays directly (no row
// is built, no String is made for text search). `and`/`or` terms run cheapest first, and predicates
// that are the same for every clause of the analysis (`analysis = …`) fold to constants.
import DoshModel

/// Polls the caller's cancellation check; remembers once it said stop.
final class StopCheck {
    private let shouldStop: () -> Bool
    private(set) var stopped = false

    init(_ shouldStop: @escaping () -> Bool) { self.shouldStop = shouldStop }

    func poll() -> Bool {
        if !stopped && shouldStop() { stopped = true }
        return stopped
    }
}

/// A predicate bound to one analysis.
enum BoundPredicate {
    case constant(Bool)
    case test((Int) -> Bool)
}

struct Binder {
    let analysis: Analysis
    let table: ClauseTable
    let stop: StopCheck
    /// Shared scratch for regular expressions (evaluation is single-threaded).
    let matcher: RegexMatcher

    init(_ a: Analysis, stop: StopCheck) {
        analysis = a
        table = a.clauses
        self.stop = stop
        matcher = RegexMatcher(stop: stop)
    }

    func bind(_ p: Predicate) -> BoundPredicate {
        switch p {
        case .constant(let b): return .constant(b)
        case .not(let inner):
            switch bind(inner) {
            case .constant(let b): return .constant(!b)
            case .test(let t): return .test { !t($0) }
            }
        case .all(let terms): return combine(terms, isAll: true)
        case .any(let terms): return combine(terms, isAll: false)
        case .number(let f, let cmp, let x): return .test(numberTest(f, cmp, x))
        case .numberIn(let f, let xs):
            let get = numberGetter(f)
            return .test { i in xs.contains(get(i)) }
        case .numberBetween(let f, let lo, let hi):
            let get = numberGetter(f)
            return .test { i in let v = get(i); return v >= lo && v <= hi }
        case .numbers(let f, let cmp, let g):
            let a = numberGetter(f), b = numberGetter(g)
            return .test { i in cmp.holds(a(i), b(i)) }
        case .label(let f, let mask): return .test(labelTest(f, mask))
        case .labels(let f, let equal, let g):
            let a = labelGetter(f), b = labelGetter(g)
            return .test { i in (a(i) == b(i)) == equal }
        case .flag(let f, let want):
            let col = flagColumn(f)
            return .test { i in col[i] == want }
        case .flags(let f, let equal, let g):
            let a = flagColumn(f), b = flagColumn(g)
            return .test { i in (a[i] == b[i]) == equal }
        case .string(let f, let test): return bindString(f, test)
        case .strings(let f, let equal, let g):
            let a = foldedGetter(f), b = foldedGetter(g)
            return .test { i in (a(i) == b(i)) == equal }
        case .anyTerm(let test):
            let t = table
            let check = stringTest(test)
            return .test { i in
                for j in t.termRange(i) {
                    let r = t.terms.byteRange(j)
                    if t.terms.bytes[r].allSatisfy({ $0 < 0x80 && ($0 &- 0x41) >= 26 }) {
                        if t.terms.bytes.withUnsafeBufferPointer({ check($0, r) }) { return true }
                    } else {
                        let f = folded(t.terms[j])
                        if f.withUnsafeBufferPointer({ check($0, 0..<f.count) }) { return true }
                    }
                }
                return false
            }
        }
    }

    /// `and`/`or` over several terms: constants decide or drop out, the rest run cheapest first.
    func combine(_ terms: [Predicate], isAll: Bool) -> BoundPredicate {
        var tests: [(cost: Int, test: (Int) -> Bool)] = []
        for term in terms {
            switch bind(term) {
            case .constant(let b):
                if b != isAll { return .constant(b) }  // false in an and, true in an or
            case .test(let t):
                tests.append((Binder.cost(term), t))
            }
        }
        tests.sort { $0.cost < $1.cost }  // stable: equal costs keep the order written
        switch tests.count {
        case 0: return .constant(isAll)
        case 1: return .test(tests[0].test)
        case 2:
            let a = tests[0].test, b = tests[1].test
            return .test(isAll ? { a($0) && b($0) } : { a($0) || b($0) })
        default:
            let ts = tests.map(\.test)
            if isAll { return .test { i in ts.allSatisfy { $0(i) } } }
            return .test { i in ts.contains { $0(i) } }
        }
    }

    /// Rough relative cost per clause, so cheap column tests filter before text searches.
    static func cost(_ p: Predicate) -> Int {
        switch p {
        case .constant: 0
        case .label, .flag, .flags, .labels: 1
        case .number, .numbers, .numberBetween: 2
        case .numberIn(_, let xs): 2 + xs.count
        case .string(_, .matches), .anyTerm(.matches): 200
        case .string, .strings: 20
        case .anyTerm: 40
        case .not(let q): cost(q)
        case .all(let qs), .any(let qs): qs.reduce(0) { $0 + cost($1) }
        }
    }

    // MARK: numbers

    func storedColumn(_ f: ClauseField) -> [Double]? {
        switch f {
        case .aar: table.aar
        case .se: table.se
        case .ij: table.ij
        case .rsc: table.rsc
        case .confidence: table.confidence
        default: nil
        }
    }

    func numberGetter(_ f: ClauseField) -> (Int) -> Double {
        if let col = storedColumn(f) { return { col[$0] } }
        let t = table
        switch f {
        case .n: let n = t.n; return { Double(n[$0]) }
        case .tier: let tier = t.tier; return { Double(tier[$0].number) }
        default: return { t.score($0) }  // .score: the checker lets only number fields through
        }
    }

    /// The hot path (`aar > 0.5`): one closure per operator, reading the column directly.
    func numberTest(_ f: ClauseField, _ cmp: NumberComparison, _ x: Double) -> (Int) -> Bool {
        guard let col = storedColumn(f) else {
            let get = numberGetter(f)
            return { cmp.holds(get($0), x) }
        }
        switch cmp {
        case .equal: return { col[$0] == x }
        case .notEqual: return { col[$0] != x }
        case .less: return { col[$0] < x }
        case .lessEqual: return { col[$0] <= x }
        case .greater: return { col[$0] > x }
        case .greaterEqual: return { col[$0] >= x }
        }
    }

    // MARK: labels and flags

    func labelGetter(_ f: ClauseField) -> (Int) -> UInt8 {
        let t = table
        switch f {
        case .group: let c = t.group; return { c[$0].rawValue }
        case .effect: let c = t.effect; return { c[$0].rawValue }
        default: let c = t.section; return { c[$0].rawValue }
        }
    }

    func labelTest(_ f: ClauseField, _ mask: UInt32) -> (Int) -> Bool {
        switch f {
        case .group: let c = table.group; return { mask & (1 << UInt32(c[$0].rawValue)) != 0 }
        case .effect: let c = table.effect; return { mask & (1 << UInt32(c[$0].rawValue)) != 0 }
        default: let c = table.section; return { mask & (1 << UInt32(c[$0].rawValue)) != 0 }
        }
    }

    func flagColumn(_ f: ClauseField) -> [Bool] {
        switch f {
        case .proxy: table.usesProxy
        case .expands: table.expands
        default: table.fallback
        }
    }

    // MARK: strings

    /// A test over lower-cased UTF-8 bytes `buffer[range]`.
    func stringTest(_ test: StringTest) -> (UnsafeBufferPointer<UInt8>, Range<Int>) -> Bool {
        switch test {
        case .equalsAny(let needles):
            return { buf, r in
                needles.contains { n in n.count == r.count && n.withUnsafeBufferPointer { nb in
                    var k = 0
                    while k < n.count && nb[k] == buf[r.lowerBound + k] { k += 1 }
                    return k == n.count
                } }
            }
        case .contains(let needle):
            let s = needle.search
            return { buf, r in s.occurs(in: buf, r) }
        case .matches(let re):
            let m = matcher
            return { buf, r in re.matches(UnsafeBufferPointer(rebasing: buf[r]), using: m) }
        }
    }

    func bindString(_ f: ClauseField, _ test: StringTest) -> BoundPredicate {
        let check = stringTest(test)
        switch f {
        case .analysis:
            let name = folded(analysis.name)
            return .constant(name.withUnsafeBufferPointer { check($0, 0..<name.count) })
        case .text:
            // The folded twin of the text column: searched in place.
            let col = table.foldedText
            return .test { i in col.bytes.withUnsafeBufferPointer { check($0, col.byteRange(i)) } }
        default:
            let get = foldedGetter(f)
            return .test { i in
                let bytes = get(i)
                return bytes.withUnsafeBufferPointer { check($0, 0..<bytes.count) }
            }
        }
    }

    /// The lower-cased UTF-8 of a string field for clause i (the slow path: ids, field-to-field).
    func foldedGetter(_ f: ClauseField) -> (Int) -> [UInt8] {
        let t = table
        switch f {
        case .analysis:
            let name = folded(analysis.name)
            return { _ in name }
        case .text:
            return { Array(t.foldedText.bytes[t.foldedText.byteRange($0)]) }
        default:
            let ids = t.ids
            return { i in
                let bytes = ids.bytes[ids.byteRange(i)]
                // Ids are nearly always ASCII: fold the bytes without building a String.
                if bytes.allSatisfy({ $0 < 0x80 }) { return bytes.map { ($0 &- 0x41) < 26 ? $0 | 0x20 : $0 } }
                return folded(ids[i])
            }
        }
    }
}
