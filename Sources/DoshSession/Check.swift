// Check.swift: comparing a replay with its recording — normalising volatile text, and a unified
// diff of the lines that differ.
import DoshModel

public struct Normalizer: Sendable {
    /// Replaced by "<dir>": the folder the script lives in, as an absolute path.
    public var scriptFolder: String
    /// Replaced by "~".
    public var home: String?
    /// Today's date (YYYY-MM-DD), replaced by "<today>".
    public var today: String?

    public init(scriptFolder: String, home: String? = nil, today: String? = nil) {
        self.scriptFolder = scriptFolder; self.home = home; self.today = today
    }

    /// A line with volatile parts replaced: absolute paths, today's date, timings.
    public func normalize(_ line: String) -> String {
        var s = line
        if !scriptFolder.isEmpty, scriptFolder != "/" { s = s.replacingAll(scriptFolder, with: "<dir>") }
        if let home, !home.isEmpty, home != "/" { s = s.replacingAll(home, with: "~") }
        if let today, !today.isEmpty { s = s.replacingAll(today, with: "<today>") }
        if s.hasPrefix("time: ") && s.hasSuffix(" s") { s = "time: <elapsed> s" }
        while s.last == " " { s.removeLast() }
        return s
    }
}

public enum UnifiedDiff {
    /// A unified diff of two line lists ("" when equal), with `context` lines around each change.
    public static func diff(expected: [String], actual: [String], expectedName: String, actualName: String, context: Int = 3) -> String {
        guard expected != actual else { return "" }
        let ops = editScript(expected, actual)
        var out = ["--- \(expectedName)", "+++ \(actualName)"]
        // Group changes into hunks.
        var k = 0
        while k < ops.count {
            guard let firstChange = ops[k...].firstIndex(where: { $0.kind != .same }) else { break }
            var end = firstChange
            var lastChange = firstChange
            while end < ops.count {
                if ops[end].kind != .same { lastChange = end }
                if end - lastChange > 2 * context { break }
                end += 1
            }
            let start = max(k, firstChange - context)
            let stop = min(ops.count, lastChange + context + 1)
            let slice = ops[start..<stop]
            let oldStart = slice.first!.oldIndex + 1, newStart = slice.first!.newIndex + 1
            let oldCount = slice.filter { $0.kind != .insert }.count, newCount = slice.filter { $0.kind != .delete }.count
            out.append("@@ -\(oldCount == 0 ? oldStart - 1 : oldStart),\(oldCount) +\(newCount == 0 ? newStart - 1 : newStart),\(newCount) @@")
            for op in slice {
                switch op.kind {
                case .same: out.append(" " + op.text)
                case .delete: out.append("-" + op.text)
                case .insert: out.append("+" + op.text)
                }
            }
            k = stop
        }
        return out.joined(separator: "\n") + "\n"
    }

    struct Op {
        enum Kind { case same, delete, insert }
        var kind: Kind
        var text: String
        var oldIndex: Int
        var newIndex: Int
    }

    /// A shortest edit script by longest common subsequence (blocks are small).
    static func editScript(_ a: [String], _ b: [String]) -> [Op] {
        let n = a.count, m = b.count
        var lcs = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        if n > 0 && m > 0 {
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
                }
            }
        }
        var ops: [Op] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, a[i] == b[j] {
                ops.append(Op(kind: .same, text: a[i], oldIndex: i, newIndex: j)); i += 1; j += 1
            } else if i < n, j == m || lcs[i + 1][j] >= lcs[i][j + 1] {
                ops.append(Op(kind: .delete, text: a[i], oldIndex: i, newIndex: j)); i += 1  // removals first, as diff prints them
            } else {
                ops.append(Op(kind: .insert, text: b[j], oldIndex: i, newIndex: j)); j += 1
            }
        }
        return ops
    }
}
