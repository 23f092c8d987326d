// ClauseEmitter.swift: walks the item tree and writes clauses that read alone.
//
// A leaf item's clause is: the lead-ins of its ancestors + its own words + the closing words of the
// lists it belongs to (innermost first). Pieces are joined as a reader would:
//   - before closing words: ", "
//   - after a lead-in that ended with ":", or before an item that starts with a capital: ": "
//   - after a lead-in with an unmatched comma ("who, being an alien—"): ", " (the dash closed the aside)
//   - otherwise a space ("any person" + "who is a fugitive").
// An item's trailing "; or", "; and", ";" or "," is dropped, and a clause that would end in one ends
// with "." instead. A list whose items are joined by "and" (conditions of one case) stays one clause.
import DoshModel

struct ClauseEmitter {
    let tree: DocumentTree
    var out: [Segment] = []
    var b: [UInt8] { tree.b }

    init(tree: DocumentTree) { self.tree = tree }

    enum PieceKind { case lead, item, closing }

    struct Piece {
        var bytes: [UInt8]
        var kind: PieceKind
        /// A lead-in that ended with ":".
        var endedWithColon = false
        /// A lead-in with an odd number of top-level commas ("who, being an alien").
        var oddCommas = false
        /// An item whose "; or", ";" or "," was dropped: the clause then ends with a period.
        var droppedConnector = false
    }

    mutating func emitAll() {
        for child in tree.nodes[0].children { emit(child, leads: [], closings: [], override: nil) }
    }

    /// Emits a node's clauses; returns how many it emitted.
    @discardableResult
    mutating func emit(_ n: Int, leads: [Piece], closings: [Piece], override: SectionType?) -> Int {
        let node = tree.nodes[n]
        let override = node.sectionOverride ?? override
        let section = override ?? node.section
        let own = node.textStart < node.textEnd ? Sentences.split(b, node.textStart..<node.textEnd) : []
        let before = out.count

        if node.children.isEmpty {
            guard let first = own.first else { return 0 }
            add(leads + [item(first)] + closings, span: node.labelStart..<first.upperBound, section: section)
            for s in own.dropFirst() { add([item(s)], span: s, section: section) }
            return out.count - before
        }

        var childLeads = leads
        var childClosings = closings
        var closingExtra: [Range<Int>] = []
        if let c = node.closing {
            let parts = Sentences.split(b, c)
            if let first = parts.first { childClosings = [Piece(bytes: collapse(first), kind: .closing)] + closings }
            closingExtra = Array(parts.dropFirst())
        }
        if let last = own.last {
            for (k, s) in own.dropLast().enumerated() {
                add(k == 0 ? leads + [item(s)] : [item(s)], span: k == 0 ? node.labelStart..<s.upperBound : s, section: section)
            }
            if isTerminal(last) {
                // A complete sentence: the items below it read alone without it.
                add(own.count == 1 ? leads + [item(last)] : [item(last)], span: own.count == 1 ? node.labelStart..<last.upperBound : last, section: section)
                childLeads = []
                childClosings = node.closing == nil ? [] : Array(childClosings.prefix(1))
            } else {
                let leadPiece = lead(last)
                childLeads = (own.count == 1 ? leads : []) + [leadPiece]
                if own.count > 1 { childClosings = node.closing == nil ? [] : Array(childClosings.prefix(1)) }
            }
        }

        if shouldMerge(node) {
            var merged: [UInt8] = []
            for c in node.children {
                let text = fullText(c)
                if text.isEmpty { continue }
                if !merged.isEmpty { merged.append(UInt8(ascii: " ")) }
                merged += text
            }
            let end = node.closing?.upperBound ?? lastTextEnd(node)
            add(childLeads + [item(merged)] + childClosings,
                span: node.labelStart..<end, section: section)
        } else {
            var emitted = 0
            for c in node.children { emitted += emit(c, leads: childLeads, closings: childClosings, override: override) }
            if emitted == 0, let last = own.last, !isTerminal(last) {
                add(leads + [item(last)], span: node.labelStart..<last.upperBound, section: section)
            }
        }
        for s in closingExtra { add([item(s)], span: s, section: section) }
        return out.count - before
    }

    // MARK: conjunctive lists

    /// Items joined by "and" are the conditions of one case: keep them in one clause (when short).
    func shouldMerge(_ node: Node) -> Bool {
        guard node.children.count >= 2 else { return false }
        let lead = Headings.lowerWords(b, node.textStart..<max(node.textStart, node.textEnd))
        if contains(lead, ["any", "of", "the", "following"]) || contains(lead, ["one", "of", "the", "following"]) { return false }
        let allOf = contains(lead, ["all", "of", "the", "following"])
        let penultimate = tree.nodes[node.children[node.children.count - 2]]
        let joinedByAnd = allOf || endsWithAnd(lastTextRange(penultimate))
        guard joinedByAnd else { return false }
        let length = lastTextEnd(node) - node.textStart
        return node.children.count <= 4 || length <= 700
    }

    func contains(_ words: [[UInt8]], _ phrase: [String]) -> Bool {
        let p = phrase.map { Array($0.utf8) }
        guard words.count >= p.count else { return false }
        for k in 0...(words.count - p.count) where Array(words[k..<(k + p.count)]) == p { return true }
        return false
    }

    /// The last words of a node's subtree (where its connector to the next sibling stands).
    func lastTextRange(_ node: Node) -> Range<Int> {
        if let c = node.closing { return c }
        if let last = node.children.last { return lastTextRange(tree.nodes[last]) }
        return node.textStart..<node.textEnd
    }

    func lastTextEnd(_ node: Node) -> Int { max(lastTextRange(node).upperBound, node.textEnd) }

    func endsWithAnd(_ r: Range<Int>) -> Bool {
        let t = trimmed(b, r)
        guard t.count >= 3 else { return false }
        let e = t.upperBound
        guard b[e - 3] | 0x20 == UInt8(ascii: "a"), b[e - 2] | 0x20 == UInt8(ascii: "n"), b[e - 1] | 0x20 == UInt8(ascii: "d") else { return false }
        return e - 4 < t.lowerBound || !isLetter(b[e - 4])
    }

    /// An item's whole text with its children, connectors kept: "was issued …; restrains …; and …".
    func fullText(_ n: Int) -> [UInt8] {
        let node = tree.nodes[n]
        var text = node.textStart < node.textEnd ? collapse(node.textStart..<node.textEnd) : []
        var leadPiece: Piece?
        if !text.isEmpty, !node.children.isEmpty {
            let t = trimmed(b, node.textStart..<node.textEnd)
            leadPiece = lead(t)
            text = leadPiece?.bytes ?? text
        }
        var previous = leadPiece
        for c in node.children {
            let childText = fullText(c)
            if childText.isEmpty { continue }
            if text.isEmpty { text = childText } else {
                text += previous.map { separator($0, before: childText) } ?? [UInt8(ascii: " ")]
                text += childText
            }
            previous = nil
        }
        if let c = node.closing {
            text += Array(", ".utf8) + collapse(c)
        }
        return text
    }

    // MARK: pieces

    func item(_ r: Range<Int>) -> Piece {
        item(collapse(r))
    }

    func item(_ bytes: [UInt8]) -> Piece {
        let t = trimConnectors(bytes)
        return Piece(bytes: t, kind: .item, droppedConnector: t.count < bytes.count)
    }

    /// A lead-in: its trailing dash or colon removed ("Schedule I.—" → "Schedule I").
    func lead(_ r: Range<Int>) -> Piece {
        var t = collapse(r)
        var colon = false
        while let last = t.last {
            if last == UInt8(ascii: " ") || last == UInt8(ascii: "-") { t.removeLast(); continue }
            if last == UInt8(ascii: ":") { colon = true; t.removeLast(); continue }
            if t.count >= 3, t[t.count - 3] == 0xE2, t[t.count - 2] == 0x80, last == 0x94 || last == 0x93 { t.removeLast(3); continue }
            break
        }
        if t.last == UInt8(ascii: "."), t.count < r.count { t.removeLast() }
        var depth = 0
        var commas = 0
        for c in t {
            if c == UInt8(ascii: "(") { depth += 1 } else if c == UInt8(ascii: ")") { depth = max(0, depth - 1) }
            else if c == UInt8(ascii: ","), depth == 0 { commas += 1 }
        }
        return Piece(bytes: t, kind: .lead, endedWithColon: colon, oddCommas: commas % 2 == 1)
    }

    /// Drops a trailing "; or", "; and", ", or", ";", "," or dash.
    func trimConnectors(_ bytes: [UInt8]) -> [UInt8] {
        var t = bytes
        while t.last == UInt8(ascii: " ") { t.removeLast() }
        for word in ["or", "and"] {
            let w = Array((" " + word).utf8)
            if t.count > w.count + 1, Array(t.suffix(w.count)) == w {
                let before = t[t.count - w.count - 1]
                if before == UInt8(ascii: ";") || before == UInt8(ascii: ",") { t.removeLast(w.count) }
            }
        }
        while let last = t.last {
            if last == UInt8(ascii: ";") || last == UInt8(ascii: ",") || last == UInt8(ascii: ":") || last == UInt8(ascii: " ") { t.removeLast(); continue }
            if t.count >= 3, t[t.count - 3] == 0xE2, t[t.count - 2] == 0x80, last == 0x94 || last == 0x93 { t.removeLast(3); continue }
            break
        }
        return t
    }

    func separator(_ previous: Piece, before next: [UInt8]) -> [UInt8] {
        if previous.kind == .lead && previous.endedWithColon { return Array(": ".utf8) }
        if startsCapital(next) { return previous.bytes.last == UInt8(ascii: ".") ? [UInt8(ascii: " ")] : Array(": ".utf8) }
        if previous.kind == .lead && previous.oddCommas { return Array(", ".utf8) }
        return [UInt8(ascii: " ")]
    }

    func startsCapital(_ t: [UInt8]) -> Bool {
        guard let f = t.first else { return false }
        if isUpper(f) { return true }
        if f == UInt8(ascii: "\""), t.count > 1 { return isUpper(t[1]) }
        if f == 0xE2, t.count > 3, t[1] == 0x80, t[2] == 0x9C { return isUpper(t[3]) }  // “
        return false
    }

    func isTerminal(_ r: Range<Int>) -> Bool {
        var e = r.upperBound - 1
        while e > r.lowerBound, b[e] == UInt8(ascii: ")") || b[e] == UInt8(ascii: "\"") || b[e] == UInt8(ascii: "'") { e -= 1 }
        if e >= r.lowerBound + 2, b[e - 2] == 0xE2, b[e - 1] == 0x80, b[e] == 0x9D || b[e] == 0x99 { e -= 3 }  // ” ’
        guard e >= r.lowerBound else { return false }
        return b[e] == UInt8(ascii: ".") || b[e] == UInt8(ascii: "?") || b[e] == UInt8(ascii: "!")
    }

    /// Source bytes with white space collapsed (and Markdown emphasis dropped).
    func collapse(_ r: Range<Int>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(r.count)
        var space = false
        var i = r.lowerBound
        while i < r.upperBound {
            let c = b[i]
            if isSpace(c) {
                space = !out.isEmpty
                i += 1
                continue
            }
            if tree.markdown, c == UInt8(ascii: "*") || c == UInt8(ascii: "_") || c == UInt8(ascii: "`"),
               c == UInt8(ascii: "`") || (i + 1 < r.upperBound && b[i + 1] == c) {
                i += c == UInt8(ascii: "`") ? 1 : 2
                continue
            }
            if space { out.append(UInt8(ascii: " ")); space = false }
            out.append(c)
            i += 1
        }
        return out
    }

    // MARK: clauses

    mutating func add(_ pieces: [Piece], span: Range<Int>, section: SectionType) {
        var text: [UInt8] = []
        var previous: Piece?
        for p in pieces where !p.bytes.isEmpty {
            if let prev = previous {
                text += p.kind == .closing ? Array(", ".utf8) : separator(prev, before: p.bytes)
            }
            text += p.bytes
            previous = p
        }
        // A clause that would end in "; or", "," or a dash ends with a period instead.
        let trimmedText = trimConnectors(text)
        let last = pieces.last { !$0.bytes.isEmpty }
        if trimmedText.count < text.count || last?.droppedConnector == true {
            text = trimmedText
            if !text.isEmpty, !endsSentence(text) { text.append(UInt8(ascii: ".")) }
        }
        guard !text.isEmpty else { return }
        let string = String(decoding: text, as: UTF8.self)
        out.append(Segment(text: string, span: span, section: section == .operativeClauses ? ContentRules.section(of: text) : section))
    }

    func endsSentence(_ t: [UInt8]) -> Bool {
        guard let l = t.last else { return false }
        if l == UInt8(ascii: ".") || l == UInt8(ascii: "?") || l == UInt8(ascii: "!") { return true }
        if (l == UInt8(ascii: ")") || l == UInt8(ascii: "\"")), t.count > 1 { return endsSentence(Array(t.dropLast())) }
        if t.count >= 4, t[t.count - 3] == 0xE2, t[t.count - 2] == 0x80, l == 0x9D { return endsSentence(Array(t.dropLast(3))) }
        return false
    }
}

/// What a clause's own words say about its section, where no heading said otherwise.
enum ContentRules {
    enum Rule: Int { case title, definitionMark, means, penalty, exception }

    /// Every phrase with the rule it signals, indexed by first byte so one pass over a clause finds them.
    static let phrases = PhraseIndex<Rule>([
        (.title, "may be cited as"),
        (.definitionMark, "the term “"), (.definitionMark, "the term \""), (.means, " means "),
        (.penalty, "shall be fined"), (.penalty, "shall be imprisoned"), (.penalty, "imprisoned not more than"),
        (.penalty, "imprisoned for not"), (.penalty, "is punishable by"), (.penalty, "are punishable by"),
        (.penalty, "shall be punishable by"), (.penalty, "shall be punished by"), (.penalty, "is guilty of"),
        (.penalty, "civil penalty"), (.penalty, "shall be sentenced"), (.penalty, "misdemeanor punishable"),
        (.penalty, "felony punishable"), (.penalty, "is a class"), (.penalty, "commits a misdemeanor"),
        (.penalty, "commits a felony"),
        (.exception, "does not apply"), (.exception, "do not apply"), (.exception, "shall not apply"),
        (.exception, "is exempt"), (.exception, "are exempt"), (.exception, "shall not be unlawful"),
        (.exception, "this act does not"), (.exception, "this section does not"),
    ])
    static let titleStarts = ["an act relating to", "a bill to", "an act to"].map { Array($0.utf8) }
    static let definitionStarts = ["the term", "\"", "“"].map { Array($0.utf8) }

    static func section(of text: [UInt8]) -> SectionType {
        var lower = text
        for k in lower.indices where isUpper(lower[k]) { lower[k] |= 0x20 }
        var found = [false, false, false, false, false]
        phrases.scan(lower) { found[$0.rawValue] = true }
        if found[Rule.title.rawValue] || titleStarts.contains(where: { lower.starts(with: $0) }) { return .title }
        if found[Rule.means.rawValue], found[Rule.definitionMark.rawValue] || definitionStarts.contains(where: { lower.starts(with: $0) }) {
            return .definitions
        }
        if found[Rule.penalty.rawValue] { return .penalties }
        if found[Rule.exception.rawValue] { return .exceptions }
        return .operativeClauses
    }
}

/// A set of byte phrases searched in one pass: candidates are looked up by the byte at each position.
struct PhraseIndex<Tag: Sendable>: Sendable {
    private var phrases: [(tag: Tag, bytes: [UInt8])] = []
    private var byFirst: [[Int]] = Array(repeating: [], count: 256)

    init(_ list: [(Tag, String)]) {
        for (tag, text) in list {
            let bytes = Array(text.utf8)
            guard let first = bytes.first else { continue }
            byFirst[Int(first)].append(phrases.count)
            phrases.append((tag, bytes))
        }
    }

    /// Calls `found` with the tag of every phrase occurrence in `hay`.
    func scan(_ hay: [UInt8], _ found: (Tag) -> Void) {
        hay.withUnsafeBufferPointer { h in
            for i in 0..<h.count {
                for p in byFirst[Int(h[i])] {
                    let bytes = phrases[p].bytes
                    guard i + bytes.count <= h.count else { continue }
                    var k = 1
                    while k < bytes.count, h[i + k] == bytes[k] { k += 1 }
                    if k == bytes.count { found(phrases[p].tag) }
                }
            }
        }
    }
}
