// Sensitivity.swift: how much a conclusion depends on the weights — sweeps, leave-one-out,
// Monte Carlo robustness, clause-level explanations, tipping points and calibration, in the spirit
// of the OECD/JRC handbook on composite indicators. Everything works on sufficient statistics,
// so no clause is read while weights vary.

/// A deterministic generator (SplitMix64): the same seed gives the same draws everywhere.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [0, 1) with 53 random bits.
    public mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }
}

public enum SensitivityError: DoshError, Equatable {
    case cannotRescale(String)
    case outOfRange(String, Double, ClosedRange<Double>)
    case noTargets(String)

    public var message: String {
        switch self {
        case .cannotRescale(let k): "cannot change '\(k)' alone: the weights it is rescaled against are all 0"
        case .outOfRange(let k, let v, let r): "'\(k)' = \(formatShortest(v)) is outside \(formatShortest(r.lowerBound))…\(formatShortest(r.upperBound))"
        case .noTargets(let c): "chain '\(c)' has no step with both an expected COI and an analysis to score; nothing to calibrate against"
        }
    }
}

public enum Sensitivity {
    // MARK: shared pieces

    /// Competition ranks, 1 = the highest value; ties share the better rank (1, 2, 2, 4).
    public static func ranks(_ values: [Double]) -> [Int] {
        let order = values.indices.sorted { values[$0] > values[$1] || (values[$0] == values[$1] && $0 < $1) }
        var out = [Int](repeating: 0, count: values.count)
        for (position, i) in order.enumerated() {
            if position > 0, values[order[position - 1]] == values[i] { out[i] = out[order[position - 1]] } else { out[i] = position + 1 }
        }
        return out
    }

    /// Quantile by linear interpolation between order statistics (R's type 7) of sorted values.
    public static func quantile(sorted x: [Double], _ p: Double) -> Double {
        guard !x.isEmpty else { return .nan }
        let h = Double(x.count - 1) * p
        let lo = Int(h.rounded(.down))
        let hi = min(lo + 1, x.count - 1)
        return x[lo] + (h - Double(lo)) * (x[hi] - x[lo])
    }

    /// The weights with `key` set to `value` and its siblings rescaled to keep their sum: the other
    /// outer weights for an outer key, the other ADS or EIS weights for an inner key; α alone.
    public static func setting(_ key: WeightKey, to value: Double, in w: Weights) throws(SensitivityError) -> Weights {
        guard value.isFinite, value >= 0 else { throw .outOfRange(key.rawValue, value, 0...Double.greatestFiniteMagnitude) }
        let group: [WeightKey]
        if key.isOuter { group = WeightKey.outer } else if WeightKey.adsInner.contains(key) { group = WeightKey.adsInner }
        else if WeightKey.eisInner.contains(key) { group = WeightKey.eisInner } else {
            var out = w
            out[key] = value
            return out
        }
        let total = group.reduce(0) { $0 + w[$1] }
        let others = total - w[key]
        guard value <= total + 1e-12 else { throw .outOfRange(key.rawValue, value, 0...total) }
        var out = w
        out[key] = value
        if others <= 0 {
            guard abs(value - w[key]) < 1e-15 else { throw .cannotRescale(key.rawValue) }
            return out
        }
        let factor = (total - value) / others
        for k in group where k != key { out[k] = w[k] * factor }
        return out
    }

    /// The analyses sensitivity commands compare: every user analysis, then the historical policies.
    public static func subjects(_ ws: Workspace) -> [Analysis] { ws.allAnalyses }

    /// The statistics of every subject, in `subjects` order, read in place (no analysis is copied).
    public static func subjectStats(_ ws: Workspace) -> [ScoreStats] {
        var out: [ScoreStats] = []
        out.reserveCapacity(ws.analyses.count + ws.historical.count)
        for k in ws.analyses.indices { out.append(ws.analyses[k].stats) }
        for k in ws.historical.indices { out.append(ws.historical[k].stats) }
        return out
    }

    /// COI of every subject under weights `w` (everything else as in `ws`).
    public static func cois(_ ws: Workspace, weights w: Weights) -> [Double] {
        var copy = ws
        copy.setWeights(w, name: nil)
        let scorer = copy.scorer
        return subjectStats(copy).map { scorer.score($0).coi }
    }

    // MARK: rescore

    public struct RescoreRow: Equatable, Sendable {
        public var name: String
        public var before: Double, after: Double
        public var rankBefore: Int, rankAfter: Int
        public var delta: Double { after - before }
        public var labelBefore: Severity { Severity(coi: before) }
        public var labelAfter: Severity { Severity(coi: after) }
    }

    /// Every subject scored under two configurations.
    public static func rescore(before: Workspace, after: Workspace) -> [RescoreRow] {
        let stats = subjectStats(before), names = before.names
        let (scoreBefore, scoreAfter) = (before.scorer, after.scorer)
        let b = stats.map { scoreBefore.score($0).coi }
        let a = stats.map { scoreAfter.score($0).coi }
        let rb = ranks(b), ra = ranks(a)
        return names.indices.map { i in
            RescoreRow(name: names[i], before: b[i], after: a[i], rankBefore: rb[i], rankAfter: ra[i])
        }
    }

    // MARK: sweep

    public struct Sweep: Equatable, Sendable {
        public var key: WeightKey
        public var values: [Double]
        public var names: [String]
        /// cois[step][subject]
        public var cois: [[Double]]
    }

    /// `key` from `from` to `to` in `steps` equal intervals (steps + 1 values).
    public static func sweep(_ ws: Workspace, key: WeightKey, from: Double, to: Double, steps: Int,
                             shouldStop: () -> Bool = { false }) throws -> Sweep {
        var values: [Double] = []
        for s in 0...steps { values.append(steps == 0 ? from : from + (to - from) * Double(s) / Double(steps)) }
        var rows: [[Double]] = []
        for v in values {
            if shouldStop() { throw Interrupted() }
            rows.append(cois(ws, weights: try setting(key, to: v, in: ws.weights)))
        }
        return Sweep(key: key, values: values, names: subjects(ws).map(\.name), cois: rows)
    }

    // MARK: leave one out

    public struct LeaveOneOut: Equatable, Sendable {
        public var names: [String]
        public var nominal: [Double]
        public var nominalRanks: [Int]
        /// Per left-out sub-score, in SubScoreKind order: COI and rank per subject.
        public var cois: [[Double]]
        public var ranks: [[Int]]

        /// Mean |rank change| when each sub-score is left out.
        public var meanRankShift: [Double] {
            ranks.map { r in Double(zip(r, nominalRanks).reduce(0) { $0 + abs($1.0 - $1.1) }) / Double(max(r.count, 1)) }
        }
    }

    /// Each sub-score's weight set to 0 in turn, the other outer weights rescaled to keep their sum.
    public static func leaveOneOut(_ ws: Workspace) throws -> LeaveOneOut {
        let nominal = cois(ws, weights: ws.weights)
        var all: [[Double]] = [], allRanks: [[Int]] = []
        for k in SubScoreKind.allCases {
            let c = cois(ws, weights: try setting(k.weightKey, to: 0, in: ws.weights))
            all.append(c)
            allRanks.append(ranks(c))
        }
        return LeaveOneOut(names: subjects(ws).map(\.name), nominal: nominal, nominalRanks: ranks(nominal), cois: all, ranks: allRanks)
    }

    // MARK: robustness

    public struct RobustRow: Equatable, Sendable {
        public var name: String
        public var coi: Double, coiMedian: Double, coiQ05: Double, coiQ95: Double
        public var rank: Int
        public var rankMedian: Double, rankQ05: Double, rankQ95: Double
        /// Share of draws that give the nominal severity label.
        public var labelStability: Double
        public var label: Severity { Severity(coi: coi) }
    }

    /// Monte Carlo over the outer weights: each draw multiplies every outer weight by 1 + U(−noise, noise)
    /// and rescales them to the nominal sum. Same seed → same result.
    public static func robust(_ ws: Workspace, draws: Int, noise: Double, seed: UInt64,
                              shouldStop: () -> Bool = { false }) throws -> [RobustRow] {
        let subjects = subjects(ws)
        let n = subjects.count
        let w0 = ws.weights.outer
        let total = w0.reduce(0, +)
        let nominal = cois(ws, weights: ws.weights)
        let nominalRanks = ranks(nominal)
        // When the chain does not depend on the weights, each subject's bounded sub-scores are fixed
        // and a draw is one dot product per subject.
        let alpha = ws.chainInForce.effectiveAlpha(ws.weights.alpha)
        let fixedChain = ws.chainInForce.steps.allSatisfy { $0.fixedFactor(alpha: alpha) != nil }
        let scorer = ws.scorer
        var bounded = [Double](repeating: 0, count: n * 5)  // subject-major, 5 per subject; 0 for empty analyses
        for (i, a) in subjects.enumerated() where a.stats.count > 0 {
            let r = scorer.combine(scorer.subScores(a.stats))
            for (k, v) in [r.dis, r.ads, r.eis, r.cis, r.oes].enumerated() { bounded[i * 5 + k] = v }
        }
        let (lo, hi) = ws.profile == .app ? (0.0, 1.0) : (-1.0, 1.0)

        var coiDraws = [Double](repeating: 0, count: n * draws)  // subject-major
        var rankCounts = [Int32](repeating: 0, count: n * n)     // rankCounts[i*n + r-1]: draws where subject i ranks r
        var rng = SeededRandom(seed: seed)
        var w = [Double](repeating: 0, count: 5)
        var values = [Double](repeating: 0, count: n)
        var sorted = [Double](repeating: 0, count: n)
        for d in 0..<draws {
            if d & 127 == 0, shouldStop() { throw Interrupted() }
            var sum = 0.0
            for k in 0..<5 {
                w[k] = w0[k] * (1 + noise * (2 * rng.unit() - 1))
                sum += w[k]
            }
            if sum > 0 { for k in 0..<5 { w[k] *= total / sum } }
            if fixedChain {
                bounded.withUnsafeBufferPointer { s in
                    for i in 0..<n {
                        let b = i * 5
                        values[i] = clamp(w[0] * s[b] + w[1] * s[b + 1] + w[2] * s[b + 2] + w[3] * s[b + 3] + w[4] * s[b + 4], lo, hi)
                    }
                }
            } else {
                var weights = ws.weights
                weights.outer = w
                values = cois(ws, weights: weights)
            }
            // Competition rank = 1 + the number of larger values: binary search in the sorted values.
            sorted.withUnsafeMutableBufferPointer { buf in
                for i in 0..<n { buf[i] = values[i] }
                buf.sort(by: >)
            }
            for i in 0..<n {
                var (a, b) = (0, n)
                let v = values[i]
                while a < b { let m = (a + b) / 2; if sorted[m] > v { a = m + 1 } else { b = m } }
                rankCounts[i * n + a] += 1
                coiDraws[i * draws + d] = v
            }
        }
        var out: [RobustRow] = []
        let probabilities = [0.5, 0.05, 0.95]
        for i in 0..<n {
            if shouldStop() { throw Interrupted() }
            let label = Severity(coi: nominal[i])
            var same = 0
            var c = Array(coiDraws[(i * draws)..<((i + 1) * draws)])
            for v in c where Severity(coi: v) == label { same += 1 }
            let q = probabilities.map { quantile(selecting: &c, $0) }
            let r = probabilities.map { rankQuantile(rankCounts[(i * n)..<((i + 1) * n)], draws: draws, $0) }
            out.append(RobustRow(
                name: subjects[i].name, coi: nominal[i], coiMedian: q[0], coiQ05: q[1], coiQ95: q[2], rank: nominalRanks[i],
                rankMedian: r[0], rankQ05: r[1], rankQ95: r[2], labelStability: draws > 0 ? Double(same) / Double(draws) : 1))
        }
        return out
    }

    /// The type-7 quantile of `x` without sorting it all: the two order statistics it interpolates
    /// between are found by selection (`x` is reordered).
    static func quantile(selecting x: inout [Double], _ p: Double) -> Double {
        guard !x.isEmpty else { return .nan }
        let h = Double(x.count - 1) * p
        let lo = Int(h.rounded(.down))
        let a = select(&x, lo)
        guard lo + 1 < x.count, h > Double(lo) else { return a }
        let b = x[(lo + 1)...].min()!  // after selection everything right of lo is ≥ x[lo]
        return a + (h - Double(lo)) * (b - a)
    }

    /// Rearranges `x` so that x[k] is the k-th smallest, smaller ones before it, larger after (Hoare
    /// selection with a median-of-three pivot); returns x[k].
    static func select(_ x: inout [Double], _ k: Int) -> Double {
        x.withUnsafeMutableBufferPointer { a in
            var (left, right) = (0, a.count - 1)
            while left < right {
                let mid = (left + right) / 2
                if a[mid] < a[left] { a.swapAt(mid, left) }
                if a[right] < a[left] { a.swapAt(right, left) }
                if a[right] < a[mid] { a.swapAt(right, mid) }
                let pivot = a[mid]
                var (i, j) = (left, right)
                while i <= j {
                    while a[i] < pivot { i += 1 }
                    while a[j] > pivot { j -= 1 }
                    if i <= j { a.swapAt(i, j); i += 1; j -= 1 }
                }
                if k <= j { right = j } else if k >= i { left = i } else { break }
            }
            return a[k]
        }
    }

    /// The type-7 quantile of ranks given as counts per rank (counts[r-1] draws had rank r).
    static func rankQuantile(_ counts: ArraySlice<Int32>, draws: Int, _ p: Double) -> Double {
        let h = Double(draws - 1) * p
        let lo = Int(h.rounded(.down))
        func orderStatistic(_ k: Int) -> Double {  // the k-th smallest rank (0-based)
            var seen = 0
            for (r, c) in counts.enumerated() {
                seen += Int(c)
                if seen > k { return Double(r + 1) }
            }
            return Double(counts.count)
        }
        let a = orderStatistic(lo)
        guard lo + 1 < draws, h > Double(lo) else { return a }
        return a + (h - Double(lo)) * (orderStatistic(lo + 1) - a)
    }

    // MARK: explain

    public struct ClauseInfluence: Equatable, Sendable {
        /// Row in the analysis's clause table.
        public var clause: Int
        /// Sub-score (native range) with the clause minus without it.
        public var change: Double
        /// COI with the clause minus without it.
        public var coiChange: Double
    }

    public struct Explanation: Equatable, Sendable {
        public var result: ScoreResult
        public var native: SubScores
        /// For each sub-score (SubScoreKind order), the clauses that move it most, largest |change| first.
        public var influences: [[ClauseInfluence]]
    }

    /// Each clause left out in turn: which clauses move each sub-score most.
    public static func explain(_ a: Analysis, in ws: Workspace, top: Int = 3) -> Explanation {
        let scorer = ws.scorer
        let native = scorer.subScores(a.stats)
        let result = scorer.score(a.stats)
        var perKind = [[ClauseInfluence]](repeating: [], count: 5)
        if a.clauses.count > 1 {
            for i in a.clauses.indices {
                let without = a.stats.removing(i, of: a.clauses)
                let n = scorer.subScores(without)
                let coi = scorer.score(without).coi
                let changes = zip(native.vector, n.vector).map { $0 - $1 }
                for k in 0..<5 { perKind[k].append(ClauseInfluence(clause: i, change: changes[k], coiChange: result.coi - coi)) }
            }
        }
        let influences = perKind.map { list in
            Array(list.filter { abs($0.change) > 1e-12 }
                .sorted { abs($0.change) > abs($1.change) || (abs($0.change) == abs($1.change) && $0.clause < $1.clause) }
                .prefix(top))
        }
        return Explanation(result: result, native: native, influences: influences)
    }

    // MARK: tipping points

    public struct TippingRow: Equatable, Sendable {
        public var key: WeightKey
        public var current: Double
        /// The weight value at which the order flips (or the COI crosses the threshold), if any in range.
        public var value: Double?
        public var upper: Double
        /// True when solved in closed form (COI linear in the weight), false when found by search.
        public var exact: Bool
        public var change: Double? { value.map { $0 - current } }
    }

    /// For each outer weight: the value nearest the current one where `gap(weights)` changes sign.
    static func tipping(_ ws: Workspace, gap: (Workspace, Weights) -> Double) -> [TippingRow] {
        let w = ws.weights
        let total = w.outerSum
        return WeightKey.outer.map { key in
            let current = w[key]
            func g(_ t: Double) -> Double? { (try? setting(key, to: t, in: w)).map { gap(ws, $0) } }
            guard let g0 = g(0), let g1 = g(total), let gc = g(current) else {
                return TippingRow(key: key, current: current, value: nil, upper: total, exact: false)
            }
            if gc == 0 { return TippingRow(key: key, current: current, value: current, upper: total, exact: true) }
            // Linear case: the gap is affine in t when no clamp binds.
            let slope = (g1 - g0) / total
            if slope != 0 {
                let t = -g0 / slope
                // A root at either end is a tie at the limit, not a change of order.
                if t > 1e-9, t < total - 1e-9, let gt = g(t), abs(gt) < 1e-9 {
                    let mid = (g(total / 3) ?? .nan), linearMid = g0 + slope * total / 3
                    if abs(mid - linearMid) < 1e-9 {
                        return TippingRow(key: key, current: current, value: clamp(t, 0, total), upper: total, exact: true)
                    }
                }
            }
            // Clamps bind: scan for sign changes, refine by bisection, keep the one nearest `current`.
            let samples = 2000
            var best: Double?
            var prevT = 0.0, prevG = g0
            for s in 1...samples {
                let t = total * Double(s) / Double(samples)
                guard let gt = g(t) else { continue }
                if (prevG < 0) != (gt < 0) && gt != 0 && prevG != 0 {
                    var (a, b, ga) = (prevT, t, prevG)
                    for _ in 0..<60 {
                        let m = (a + b) / 2
                        guard let gm = g(m) else { break }
                        if (ga < 0) == (gm < 0) && gm != 0 { a = m; ga = gm } else { b = m }
                    }
                    let root = (a + b) / 2
                    if root > 1e-9, root < total - 1e-9, best == nil || abs(root - current) < abs(best! - current) { best = root }
                }
                prevT = t
                prevG = gt
            }
            return TippingRow(key: key, current: current, value: best, upper: total, exact: false)
        }
    }

    /// Where each outer weight would have to go (others rescaled) for A and B to swap places.
    public static func tipping(_ ws: Workspace, _ a: Analysis, _ b: Analysis) -> [TippingRow] {
        tipping(ws) { ws, w in
            var copy = ws
            copy.setWeights(w, name: nil)
            let s = copy.scorer
            return s.score(a).coi - s.score(b).coi
        }
    }

    /// Where each outer weight would have to go for A's COI to reach `threshold`.
    public static func tipping(_ ws: Workspace, _ a: Analysis, at threshold: Double) -> [TippingRow] {
        tipping(ws) { ws, w in
            var copy = ws
            copy.setWeights(w, name: nil)
            return copy.scorer.score(a).coi - threshold
        }
    }

    // MARK: calibration

    public struct CalibrationRow: Equatable, Sendable {
        public var name: String
        public var expected: Double
        public var fitted: Double
        /// The bounded sub-scores the fit combines.
        public var subScores: [Double]
        public var residual: Double { fitted - expected }
        public var passed: Bool { abs(residual) <= Validation.tolerance + Validation.epsilon }
    }

    public struct Calibration: Equatable, Sendable {
        /// Outer weights (DIS, ADS, EIS, CIS, OES), non-negative, summing to 1.
        public var outer: [Double]
        public var rows: [CalibrationRow]
        /// Targets no weights can reach under the profile: (name, expected, reachable range).
        public var unreachable: [(name: String, expected: Double, range: ClosedRange<Double>)]
        public var sumOfSquares: Double { rows.reduce(0) { $0 + $1.residual * $1.residual } }

        public static func == (l: Calibration, r: Calibration) -> Bool {
            l.outer == r.outer && l.rows == r.rows && l.unreachable.map(\.name) == r.unreachable.map(\.name)
        }
    }

    /// Non-negative outer weights summing to 1 that best fit the chain's expected COIs (least squares),
    /// with the inner weights, α and profile in force. A vanishing pull (1e-9) towards the weights in
    /// force picks one answer when several fit equally well.
    public static func calibrate(_ ws: Workspace, chain: Chain) throws(SensitivityError) -> Calibration {
        let scorer = ws.scorer(for: chain)
        var names: [String] = [], targets: [Double] = [], rows: [[Double]] = []
        for step in chain.steps {
            guard let e = step.expectedCOI, let ref = step.analysis, let a = try? ws.analysis(named: ref) else { continue }
            let r = scorer.score(a)
            names.append(a.name)
            targets.append(e)
            rows.append([r.dis, r.ads, r.eis, r.cis, r.oes])
        }
        guard !rows.isEmpty else { throw .noTargets(chain.name) }
        let total = ws.weights.outerSum
        let prior = total > 0 ? ws.weights.outer.map { $0 / total } : [Double](repeating: 0.2, count: 5)
        let w = simplexLeastSquares(rows, targets, prior: prior)
        let (lo, hi) = ws.profile == .app ? (0.0, 1.0) : (-1.0, 1.0)
        let fitted = rows.map { r in clamp(zip(r, w).reduce(0) { $0 + $1.0 * $1.1 }, lo, hi) }
        let calibrationRows = names.indices.map { CalibrationRow(name: names[$0], expected: targets[$0], fitted: fitted[$0], subScores: rows[$0]) }
        let unreachable = names.indices.compactMap { j -> (String, Double, ClosedRange<Double>)? in
            let range = rows[j].min()!...rows[j].max()!
            return range.contains(targets[j]) ? nil : (names[j], targets[j], range)
        }
        return Calibration(outer: w, rows: calibrationRows, unreachable: unreachable)
    }

    /// argmin ‖Cw − e‖² + μ‖w − prior‖² over the probability simplex, by checking the KKT conditions on
    /// every support (5 weights: 31 supports).
    static func simplexLeastSquares(_ c: [[Double]], _ e: [Double], prior: [Double], mu: Double = 1e-9) -> [Double] {
        let k = 5
        // Normal equations: Q = 2(CᵀC + μI), q = 2(Cᵀe + μ·prior).
        var q2 = [[Double]](repeating: [Double](repeating: 0, count: k), count: k)
        var q1 = [Double](repeating: 0, count: k)
        for (row, target) in zip(c, e) {
            for a in 0..<k {
                q1[a] += 2 * row[a] * target
                for b in 0..<k { q2[a][b] += 2 * row[a] * row[b] }
            }
        }
        for a in 0..<k { q2[a][a] += 2 * mu; q1[a] += 2 * mu * prior[a] }
        func objective(_ w: [Double]) -> Double {
            var f = 0.0
            for (row, target) in zip(c, e) { let d = zip(row, w).reduce(0) { $0 + $1.0 * $1.1 } - target; f += d * d }
            for a in 0..<k { f += mu * (w[a] - prior[a]) * (w[a] - prior[a]) }
            return f
        }
        var best: [Double]?
        var bestValue = Double.infinity
        for mask in 1..<(1 << k) {
            let support = (0..<k).filter { mask & (1 << $0) != 0 }
            let m = support.count
            // [Q_PP 1; 1ᵀ 0] [w_P; λ] = [q_P; 1]
            var a = [[Double]](repeating: [Double](repeating: 0, count: m + 2), count: m + 1)
            for (r, i) in support.enumerated() {
                for (s, j) in support.enumerated() { a[r][s] = q2[i][j] }
                a[r][m] = 1
                a[r][m + 1] = q1[i]
            }
            for s in 0..<m { a[m][s] = 1 }
            a[m][m + 1] = 1
            guard let x = solveLinear(&a) else { continue }
            guard x[0..<m].allSatisfy({ $0 >= -1e-12 }) else { continue }
            var w = [Double](repeating: 0, count: k)
            for (r, i) in support.enumerated() { w[i] = max(0, x[r]) }
            let lambda = x[m]
            // Dual feasibility for the weights held at 0: ∂f/∂w_i + λ ≥ 0.
            var feasible = true
            for i in 0..<k where !support.contains(i) {
                let gradient = (0..<k).reduce(0) { $0 + q2[i][$1] * w[$1] } - q1[i]
                if gradient + lambda < -1e-9 { feasible = false; break }
            }
            guard feasible else { continue }
            let value = objective(w)
            if value < bestValue - 1e-15 { bestValue = value; best = w }
        }
        let w = best ?? prior
        let s = w.reduce(0, +)
        return w.map { $0 / s }
    }

    /// Gaussian elimination with partial pivoting on an augmented n×(n+1) matrix; nil if singular.
    static func solveLinear(_ a: inout [[Double]]) -> [Double]? {
        let n = a.count
        for col in 0..<n {
            guard let pivot = (col..<n).max(by: { abs(a[$0][col]) < abs(a[$1][col]) }), abs(a[pivot][col]) > 1e-14 else { return nil }
            a.swapAt(col, pivot)
            for r in 0..<n where r != col {
                let f = a[r][col] / a[col][col]
                if f != 0 { for c in col...n { a[r][c] -= f * a[col][c] } }
            }
        }
        return (0..<n).map { a[$0][n] / a[$0][$0] }
    }
}
