// Segmenter.swift: a policy text → clauses that read alone, each with its section and the exact
// source span of its own words.
//
// Legislation is not a list of sentences. It is headings, numbered sections, and enumerations
// whose items are sentence fragments: "It shall be unlawful for any person— (1) who …; (2) who,
// being an alien— (A) is illegally …; or (B) …, to ship … any firearm." The segmenter
//   1. reads the text line by line: headings (only at the start of a line, domain.md §10.12) set the
//      section and never become clauses; labels at a line start or inline after "—", ":", ";" open
//      list items; a lower-case line after the last item is the enumeration's closing words;
//   2. builds the tree of items (ItemLabel readings decide siblings and nesting);
//   3. emits one clause per leaf item, carrying the lead-ins of its ancestors and the closing words,
//      so "(5)(A)" reads "It shall be unlawful for any person who, being an alien, is illegally … ,
//      to ship … any firearm …". Items joined by "and" are conditions of one case and stay one
//      clause; items joined by "or" are alternatives and become separate clauses. Plain paragraphs
//      become one clause per sentence (Sentences handles "U.S.C.", "Sec.", "et seq." …).
// docs/text-analysis.md states the rules in full.
import DoshModel

/// One clause of a text, before classification.
public struct Segment: Equatable, Sendable {
    /// The clause as it reads alone: lead-ins, its own words, closing words; white space collapsed.
    public var text: String
    /// Its own words in the source: UTF-8 byte offsets, end exclusive.
    public var span: Range<Int>
    public var section: SectionType

    public init(text: String, span: Range<Int>, section: SectionType) {
        self.text = text; self.span = span; self.section = section
    }
}

public struct Segmenter: Sendable {
    public var format: TextFormat

    public init(format: TextFormat = .plain) { self.format = format }

    public func segments(_ source: SourceText) -> [Segment] { segments(source.bytes, from: source.start) }

    public func segments(_ bytes: [UInt8], from start: Int = 0) -> [Segment] {
        var tree = DocumentTree(bytes: bytes, markdown: format == .markdown)
        tree.build(from: start)
        var emitter = ClauseEmitter(tree: tree)
        emitter.emitAll()
        return emitter.out
    }

    /// Convenience for tests and tools: segments of a string.
    public func segments(_ text: String) -> [Segment] { segments(Array(text.utf8)) }
}

// MARK: - Lines and headings

struct Line {
    var start: Int
    /// End of the line's content, without "\r\n".
    var end: Int
    /// First non-blank byte.
    var contentStart: Int
    /// Leading white space in columns (a tab counts 4).
    var indent: Int
    var isBlank: Bool { contentStart >= end }
}

func splitLines(_ b: [UInt8], from start: Int) -> [Line] {
    var lines: [Line] = []
    var i = start
    let n = b.count
    while i < n {
        var e = i
        while e < n, b[e] != 0x0A { e += 1 }
        let next = e + 1
        var end = e
        while end > i, b[end - 1] == 0x0D || b[end - 1] == 0x0C || b[end - 1] == 0x20 || b[end - 1] == 0x09 { end -= 1 }
        var c = i
        var indent = 0
        while c < end, b[c] == 0x20 || b[c] == 0x09 || b[c] == 0x0C {
            indent += b[c] == 0x09 ? 4 : (b[c] == 0x0C ? 0 : 1)
            c += 1
        }
        lines.append(Line(start: i, end: end, contentStart: c, indent: indent))
        i = next
    }
    return lines
}

/// A heading line: the section it opens, and body text that follows it on the same line.
struct Heading {
    var section: SectionType
    var body: Range<Int>?
}

enum Headings {
    static let sectionMarkers: [[UInt8]] = ["SEC.", "Sec.", "SECTION", "Section", "SECS.", "Secs."].map { Array($0.utf8) }
    static let divisionMarkers: [[UInt8]] = ["TITLE", "Title", "ARTICLE", "Article", "CHAPTER", "Chapter", "PART", "Part",
                                             "SUBTITLE", "Subtitle", "DIVISION", "Division", "SUBCHAPTER", "Subchapter"].map { Array($0.utf8) }
    /// Words that show a line is a sentence, not a catchline.
    static let verbs: Set<[UInt8]> = Set(["shall", "may", "must", "is", "are", "means", "will", "includes", "cited"].map { Array($0.utf8) })

    /// The section a heading's words name (domain.md §4.7, in its priority order), if any.
    static func keywordSection(_ b: [UInt8], _ r: Range<Int>) -> SectionType? {
        let words = lowerWords(b, r)
        if words.count == 1, words[0] == Array("title".utf8) || words[0] == Array("titles".utf8) { return .title }
        for k in words.indices where words[k] == Array("short".utf8) && k + 1 < words.count && words[k + 1] == Array("title".utf8) {
            return .title
        }
        let set = Set(words)
        func any(_ names: [String]) -> Bool { names.contains { set.contains(Array($0.utf8)) } }
        if any(["definition", "definitions", "interpretation"]) { return .definitions }
        if any(["penalty", "penalties", "sanction", "sanctions"]) { return .penalties }
        if any(["exception", "exceptions", "exemption", "exemptions"]) { return .exceptions }
        return nil
    }

    static func lowerWords(_ b: [UInt8], _ r: Range<Int>) -> [[UInt8]] {
        var words: [[UInt8]] = []
        var w: [UInt8] = []
        for i in r {
            let c = b[i]
            if isLetter(c) { w.append(c | 0x20) } else if !w.isEmpty { words.append(w); w = [] }
        }
        if !w.isEmpty { words.append(w) }
        return words
    }

    static func wordCount(_ b: [UInt8], _ r: Range<Int>) -> Int {
        var n = 0
        var inWord = false
        for i in r {
            let space = isSpace(b[i])
            if !space && !inWord { n += 1 }
            inWord = !space
        }
        return n
    }

    static func startsWith(_ b: [UInt8], _ at: Int, _ end: Int, _ word: [UInt8]) -> Bool {
        guard at + word.count <= end else { return false }
        for k in word.indices where b[at + k] != word[k] { return false }
        return true
    }

    static func isAllCaps(_ b: [UInt8], _ r: Range<Int>) -> Bool {
        var letters = 0
        for i in r {
            if isLower(b[i]) { return false }
            if isUpper(b[i]) { letters += 1 }
        }
        return letters >= 3
    }
}

// MARK: - The tree of items

struct Node {
    /// Where the item's label (or the paragraph) starts: the start of the clause's span.
    var labelStart: Int
    var textStart: Int
    var textEnd: Int
    var children: [Int] = []
    /// The closing words of this node's list of children.
    var closing: Range<Int>?
    /// The section in force where the node starts.
    var section: SectionType
    /// A section named by the item's own inline heading ("(b) Exceptions.—"), for its subtree.
    var sectionOverride: SectionType?
    var lineIndent: Int
    var isItem: Bool
}

/// An open list: its numbering, the last value seen, the node that holds it.
struct Frame {
    var kind: ListKind
    var last: Int
    var parent: Int
    var indent: Int
}

struct DocumentTree {
    let b: [UInt8]
    let markdown: Bool
    var nodes: [Node]
    var lines: [Line] = []
    /// Each line's label, and the index of the next line (after it) that has one (lines.count: none).
    private var labels: [ItemLabel?] = []
    private var nextLabelled: [Int] = []

    private var stack: [Frame] = []
    /// The node most recently opened: new first-value labels nest under it.
    private var current = 0
    private var section: SectionType = .operativeClauses
    /// A unit (a node's text or a closing) is collecting lines.
    private var unitOpen = false
    private var closingTarget: Int?
    private var closingRange: Range<Int> = 0..<0
    /// Stack depth when the current line unit started (frames above were opened inline in it).
    private var unitBase = 0

    init(bytes: [UInt8], markdown: Bool) {
        b = bytes
        self.markdown = markdown
        nodes = [Node(labelStart: 0, textStart: 0, textEnd: 0, section: .operativeClauses, lineIndent: 0, isItem: false)]
    }

    mutating func build(from start: Int) {
        lines = splitLines(b, from: start)
        labels = lines.map { $0.isBlank ? nil : lineLabel($0) }
        nextLabelled = Array(repeating: lines.count, count: lines.count)
        var next = lines.count
        for k in lines.indices.reversed() {
            nextLabelled[k] = next
            if labels[k] != nil { next = k }
        }
        var blankBefore = true
        var li = 0
        while li < lines.count {
            let line = lines[li]
            defer { li += 1 }
            if line.isBlank {
                finishUnit()
                blankBefore = true
                continue
            }
            let label = labels[li]
            if label == nil, let h = heading(li, blankBefore: blankBefore) {
                finishUnit()
                section = h.section
                stack.removeAll()
                current = 0
                if let body = h.body { startPlain(body, line) }
                blankBefore = false
                continue
            }
            if let label {
                finishUnit()
                startItem(label, line)
            } else if unitOpen && !blankBefore {
                if closingTarget != nil {
                    closingRange = closingRange.lowerBound..<line.end
                } else if isClosingCandidate(line) && confirmsClosing(after: li) {
                    finishUnit()
                    startClosing(line)
                } else {
                    addText(line.contentStart..<line.end)
                }
            } else {
                finishUnit()
                if isClosingCandidate(line) && confirmsClosing(after: li) {
                    startClosing(line)
                } else {
                    startPlain(line.contentStart..<line.end, line)
                }
            }
            blankBefore = false
        }
        finishUnit()
    }

    // MARK: headings

    func heading(_ li: Int, blankBefore: Bool) -> Heading? {
        let line = lines[li]
        var s = line.contentStart
        let e = line.end
        if markdown, b[s] == UInt8(ascii: "#") {
            while s < e, b[s] == UInt8(ascii: "#") { s += 1 }
            return Heading(section: Headings.keywordSection(b, s..<e) ?? .operativeClauses, body: nil)
        }
        // "§ 922." — a U.S. Code catchline: always a heading line.
        if b[s] == 0xC2, s + 1 < e, b[s + 1] == 0xA7 {
            return Heading(section: Headings.keywordSection(b, s..<e) ?? .operativeClauses, body: nil)
        }
        for m in Headings.sectionMarkers where Headings.startsWith(b, s, e, m) {
            if let h = sectionHeading(after: s + m.count, end: e) { return h }
        }
        for m in Headings.divisionMarkers where Headings.startsWith(b, s, e, m) {
            if isDivisionHeading(after: s + m.count, line: line) {
                return Heading(section: Headings.keywordSection(b, s..<e) == .title ? .title : .operativeClauses, body: nil)
            }
        }
        let words = Headings.wordCount(b, s..<e)
        if words <= 12, Headings.isAllCaps(b, s..<e) {
            return Heading(section: Headings.keywordSection(b, s..<e) ?? .operativeClauses, body: nil)
        }
        guard isUpper(b[s]) || (markdown && b[s] == UInt8(ascii: "*")) else { return nil }
        let last = b[e - 1]
        let terminal = last == UInt8(ascii: ".") || last == UInt8(ascii: ";") || last == UInt8(ascii: ":") || last == UInt8(ascii: ",")
        // "Definitions", "Penalties.", "Criminal penalties": a short line that names a section.
        if words <= 6, let kw = Headings.keywordSection(b, s..<e), !terminal || words == 1 {
            return Heading(section: kw, body: nil)
        }
        // A short stand-alone line without punctuation ("Statutory Notes").
        let blankAfter = li + 1 >= lines.count || lines[li + 1].isBlank
        if words <= 8, !terminal, last != 0x94, blankBefore, blankAfter {
            return Heading(section: .operativeClauses, body: nil)
        }
        return nil
    }

    /// "SEC. 3. LOITERING." / "Sec. 4. Penalties. A person who …": the marker, a catchline, and
    /// maybe body text. "Section 5 of the Act …" is not a heading.
    func sectionHeading(after m: Int, end e: Int) -> Heading? {
        var i = m
        guard i < e, b[i] == UInt8(ascii: " ") else { return nil }
        while i < e, b[i] == UInt8(ascii: " ") { i += 1 }
        guard i < e, isDigit(b[i]) else { return nil }
        while i < e, isDigit(b[i]) || isLetter(b[i]) || b[i] == UInt8(ascii: "-") { i += 1 }
        if i < e {
            let c = b[i]
            let dash = c == 0xE2 && i + 2 < e && b[i + 1] == 0x80 && (b[i + 2] == 0x94 || b[i + 2] == 0x93)
            guard c == UInt8(ascii: ".") || c == UInt8(ascii: ":") || dash else { return nil }
            i += dash ? 3 : 1
        }
        let rest = trimmed(b, i..<e)
        if rest.isEmpty { return Heading(section: .operativeClauses, body: nil) }
        // The catchline runs to the first ". " before a capital, or to a dash.
        var split = rest.upperBound
        var k = rest.lowerBound
        while k < rest.upperBound {
            if b[k] == UInt8(ascii: "."), k + 2 < rest.upperBound, b[k + 1] == UInt8(ascii: " "), isUpper(b[k + 2]) { split = k + 1; break }
            if b[k] == 0xE2, k + 2 < rest.upperBound, b[k + 1] == 0x80, b[k + 2] == 0x94 { split = k; break }
            k += 1
        }
        let catchline = rest.lowerBound..<split
        let words = Headings.lowerWords(b, catchline)
        let isCatchline = Headings.isAllCaps(b, catchline) || (words.count <= 8 && !words.contains { Headings.verbs.contains($0) })
        guard isCatchline else {
            return Heading(section: .operativeClauses, body: rest)
        }
        var bodyStart = split
        while bodyStart < rest.upperBound, isSpace(b[bodyStart]) || b[bodyStart] == UInt8(ascii: ".") { bodyStart += 1 }
        if bodyStart + 2 < rest.upperBound, b[bodyStart] == 0xE2, b[bodyStart + 1] == 0x80, b[bodyStart + 2] == 0x94 { bodyStart += 3 }
        let body = trimmed(b, bodyStart..<rest.upperBound)
        return Heading(section: Headings.keywordSection(b, catchline) ?? .operativeClauses, body: body.isEmpty ? nil : body)
    }

    /// "Title 18, § 922(g)", "TITLE I—GENERAL PROVISIONS", "Chapter 7": a division of the code or act.
    func isDivisionHeading(after m: Int, line: Line) -> Bool {
        let e = line.end
        var i = m
        guard i < e, b[i] == UInt8(ascii: " ") else { return false }
        i += 1
        let tokenStart = i
        while i < e, i - tokenStart < 6, isDigit(b[i]) || isUpper(b[i]) || (isLower(b[i]) && isDigit(b[tokenStart])) { i += 1 }
        guard i > tokenStart else { return false }
        if i < e {
            let c = b[i]
            if c == UInt8(ascii: " ") {
                // "Chapter 44 of title 18 is amended" is a sentence.
                guard i + 1 < e, !isLower(b[i + 1]) else { return false }
            } else if !(c == UInt8(ascii: ",") || c == UInt8(ascii: ".") || c == UInt8(ascii: ":") || c == UInt8(ascii: "-") || c == 0xE2) {
                return false
            }
        }
        return Headings.wordCount(b, line.contentStart..<e) <= 14
    }

    // MARK: units

    func lineLabel(_ line: Line) -> ItemLabel? {
        let s = line.contentStart
        // "…described in paragraph\n(2) of this section": a wrapped cross-reference, not an item.
        var q = line.start - 1
        if q >= 0, b[q] == 0x0A { q -= 1 }  // the end of the line before
        while q >= 0, b[q] == UInt8(ascii: " ") || b[q] == 0x0D || b[q] == 0x09 { q -= 1 }
        if q >= 0, b[q] == 0x0A { q = -1 }  // a blank line before: nothing to continue
        if q >= 0, isLetter(b[q]) {
            var w = q
            while w > 0, isLetter(b[w - 1]) { w -= 1 }
            if DocumentTree.referenceNouns.contains(b[w...q].map { $0 | 0x20 }) { return nil }
        }
        if let l = ItemLabel.parenthesised(b, at: s, end: line.end), followsLikeItem(l.end, line.end, strict: false) { return l }
        return ItemLabel.lineStartPlain(b, at: s, end: line.end)
    }

    static let referenceNouns: Set<[UInt8]> = Set([
        "section", "sections", "subsection", "subsections", "paragraph", "paragraphs", "subparagraph", "subparagraphs",
        "clause", "clauses", "subclause", "subclauses", "item", "items", "title", "chapter", "subchapter", "part", "subpart",
    ].map { Array($0.utf8) })

    /// After a label: another label, a dash, the end of the line, or a word that can open an item.
    /// `strict` (an inline label after a mere word or comma) also refuses words that mark a
    /// cross-reference: "(2) of this section", "(2) is amended".
    func followsLikeItem(_ i: Int, _ end: Int, strict: Bool) -> Bool {
        if i >= end { return true }
        if b[i] == UInt8(ascii: "(") || b[i] == 0xE2 { return true }
        guard b[i] == UInt8(ascii: " ") || b[i] == 0x09 else { return false }
        var k = i
        while k < end, b[k] == UInt8(ascii: " ") || b[k] == 0x09 { k += 1 }
        guard k < end else { return true }
        let c = b[k]
        guard isLetter(c) || c == UInt8(ascii: "(") || c == UInt8(ascii: "\"") || c >= 0x80 || isDigit(c) else { return false }
        var w = k
        var word: [UInt8] = []
        while w < end, isLetter(b[w]) { word.append(b[w] | 0x20); w += 1 }
        return !strict || !DocumentTree.rejectFollow.contains(word)
    }

    static let rejectFollow: Set<[UInt8]> = Set(["of", "and", "or", "through", "thru", "above", "below", "nor", "is", "are",
                                                 "was", "were", "to", "shall", "may"].map { Array($0.utf8) })

    /// Words before "(a)" that make it a cross-reference or a parenthetical, not an inline item.
    static let referenceWords: Set<[UInt8]> = Set([
        "section", "sections", "subsection", "subsections", "paragraph", "paragraphs", "subparagraph", "subparagraphs",
        "clause", "clauses", "subclause", "subclauses", "item", "items", "subitem", "title", "titles", "chapter",
        "chapters", "subchapter", "part", "parts", "subpart", "division", "subdivision", "article", "articles",
        "schedule", "schedules", "rule", "rules", "note", "in", "of", "under", "by", "to", "with", "from", "and", "or",
        "than", "at", "for", "on", "per", "see", "also", "through", "thru", "between", "within", "pursuant",
        "described", "specified", "referred", "listed", "defined", "provided", "nor", "as", "the", "a", "an", "each",
    ].map { Array($0.utf8) })

    mutating func startPlain(_ r: Range<Int>, _ line: Line) {
        let n = addNode(Node(labelStart: r.lowerBound, textStart: r.lowerBound, textEnd: r.lowerBound, section: section,
                             lineIndent: line.indent, isItem: false), parent: 0)
        current = n
        unitOpen = true
        unitBase = stack.count
        addText(r)
    }

    mutating func startItem(_ label: ItemLabel, _ line: Line) {
        if let (f, value) = siblingFrame(label, indent: line.indent) {
            stack.removeSubrange((f + 1)...)
            stack[f].last = value
            attachItem(label, parent: stack[f].parent, line: line)
        } else if let first = label.readings.first(where: { $0.value == 1 }) ?? label.readings.first(where: { $0.kind == .bullet }) {
            // A new list: under the node just opened, unless the line is indented less than it.
            if line.indent < nodes[current].lineIndent {
                while let top = stack.last, top.indent > line.indent { stack.removeLast() }
                current = stack.last.map { nodes[$0.parent].children.last ?? $0.parent } ?? 0
            }
            stack.append(Frame(kind: first.kind, last: first.value, parent: current, indent: line.indent))
            attachItem(label, parent: current, line: line)
        } else if let f = stack.indices.last(where: { i in label.readings.contains { $0.kind == stack[i].kind } }),
                  let reading = label.readings.first(where: { $0.kind == stack[f].kind }) {
            // Out of sequence ("(5)" after "(3)": a repealed item): still a sibling.
            stack.removeSubrange((f + 1)...)
            stack[f].last = reading.value
            attachItem(label, parent: stack[f].parent, line: line)
        } else {
            let r = label.readings[0]
            stack.append(Frame(kind: r.kind, last: r.value, parent: current, indent: line.indent))
            attachItem(label, parent: current, line: line)
        }
        unitOpen = true
        unitBase = stack.count
        addText(nodes[current].textStart..<line.end)
    }

    /// The innermost open list that this label continues, and the value it continues with.
    /// Bullets continue the innermost bullet list at the same indentation.
    func siblingFrame(_ label: ItemLabel, indent: Int? = nil) -> (Int, Int)? {
        for f in stack.indices.reversed() {
            for r in label.readings where r.kind == stack[f].kind {
                if r.kind == .bullet {
                    if let indent, indent != stack[f].indent { continue }
                    return (f, 0)
                }
                if r.value == stack[f].last + 1 { return (f, r.value) }
            }
        }
        return nil
    }

    mutating func attachItem(_ label: ItemLabel, parent: Int, line: Line) {
        var textStart = label.end
        while textStart < line.end, b[textStart] == UInt8(ascii: " ") || b[textStart] == 0x09 { textStart += 1 }
        var node = Node(labelStart: label.start, textStart: textStart, textEnd: textStart, section: section,
                        lineIndent: line.indent, isItem: true)
        inlineHeading(&node, lineEnd: line.end)
        current = addNode(node, parent: parent)
    }

    mutating func addNode(_ node: Node, parent: Int) -> Int {
        nodes.append(node)
        let n = nodes.count - 1
        nodes[parent].children.append(n)
        return n
    }

    /// "(b) Exceptions.—This section …": a short capitalised phrase ending ".—" heads the item.
    /// It names the section of the item's subtree, and is dropped when words follow it.
    func inlineHeading(_ node: inout Node, lineEnd: Int) {
        let s = node.textStart
        guard s < lineEnd, isUpper(b[s]) else { return }
        var k = s
        var words = 1
        while k < lineEnd, k - s < 80 {
            let c = b[k]
            if c == UInt8(ascii: ".") {
                let dashAt = k + 1
                let isDash = (dashAt + 2 < lineEnd && b[dashAt] == 0xE2 && b[dashAt + 1] == 0x80 && b[dashAt + 2] == 0x94)
                    || (dashAt + 1 < lineEnd && b[dashAt] == UInt8(ascii: "-") && b[dashAt + 1] == UInt8(ascii: "-"))
                guard isDash else { return }
                if let kw = Headings.keywordSection(b, s..<k) { node.sectionOverride = kw }
                var after = dashAt + (b[dashAt] == 0xE2 ? 3 : 2)
                while after < lineEnd, b[after] == UInt8(ascii: " ") { after += 1 }
                if after < lineEnd { node.textStart = after; node.textEnd = after }
                return
            }
            if c == UInt8(ascii: " ") { words += 1; if words > 8 { return } }
            else if !(isLetter(c) || isDigit(c) || c == UInt8(ascii: "'") || c == UInt8(ascii: ",") || c == UInt8(ascii: "-") || c >= 0x80) { return }
            k += 1
        }
    }

    /// Adds `r` to the current node's text, splitting off inline items ("…who— (a) …; (b) …").
    mutating func addText(_ r: Range<Int>) {
        var i = r.lowerBound
        var depth = 0
        var lastLabelEnd = nodes[current].isItem && nodes[current].textStart >= r.lowerBound ? nodes[current].textStart : -1
        while i < r.upperBound {
            let c = b[i]
            if c == UInt8(ascii: "(") {
                if let label = ItemLabel.parenthesised(b, at: i, end: r.upperBound) {
                    if depth == 0, acceptInline(label, lastLabelEnd: lastLabelEnd, end: r.upperBound) {
                        lastLabelEnd = nodes[current].textStart
                        i = nodes[current].textStart
                        continue
                    }
                    i = label.end
                    continue
                }
                depth += 1
            } else if c == UInt8(ascii: ")") {
                depth = max(0, depth - 1)
            }
            i += 1
        }
        nodes[current].textEnd = max(nodes[current].textEnd, r.upperBound)
    }

    enum Before { case chain, strong, comma, word, reject }

    /// What stands before an inline label: another label, "—" ":" ";" ".", ",", a word.
    func context(before p: Int, lastLabelEnd: Int) -> Before {
        var q = p - 1
        while q >= 0, b[q] == UInt8(ascii: " ") || b[q] == 0x09 || b[q] == 0x0A || b[q] == 0x0D { q -= 1 }
        if lastLabelEnd >= 0, q < lastLabelEnd { return .chain }
        guard q >= 0, q >= nodes[current].textStart else { return .reject }
        let spaced = q < p - 1
        let c = b[q]
        if q >= 2, b[q - 2] == 0xE2, b[q - 1] == 0x80, c == 0x94 || c == 0x93 { return .strong }  // — –
        guard spaced else { return .reject }
        switch c {
        case UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "."): return .strong
        case UInt8(ascii: "-"): return q > 0 && b[q - 1] == UInt8(ascii: "-") ? .strong : .reject
        case UInt8(ascii: ","): return .comma
        default: break
        }
        guard isLetter(c) else { return .reject }
        var w = q
        while w > 0, isLetter(b[w - 1]) { w -= 1 }
        let word = b[w...q].map { $0 | 0x20 }
        if word == Array("or".utf8) || word == Array("and".utf8) {
            var k = w - 1
            while k >= 0, b[k] == UInt8(ascii: " ") { k -= 1 }
            if k >= 0, b[k] == UInt8(ascii: ";") { return .strong }
            if k >= 0, b[k] == UInt8(ascii: ",") { return .comma }
            return .reject
        }
        return DocumentTree.referenceWords.contains(word) ? .reject : .word
    }

    /// Opens an inline item when the label continues a list (after "—", ":", ";", "." or ",") or
    /// starts one (after "—", ":", ";", another label, or an ordinary word).
    mutating func acceptInline(_ label: ItemLabel, lastLabelEnd: Int, end: Int) -> Bool {
        let before = context(before: label.start, lastLabelEnd: lastLabelEnd)
        if before == .reject { return false }
        guard followsLikeItem(label.end, end, strict: before == .word || before == .comma) else { return false }
        let cut = trimmed(b, nodes[current].textStart..<label.start)
        if before != .word, let (f, value) = siblingFrame(label) {
            nodes[current].textEnd = cut.upperBound
            stack.removeSubrange((f + 1)...)
            stack[f].last = value
            attachInline(label, parent: stack[f].parent, end: end)
            return true
        }
        guard before != .comma, let first = label.readings.first(where: { $0.value == 1 }) else { return false }
        nodes[current].textEnd = cut.upperBound
        stack.append(Frame(kind: first.kind, last: 1, parent: current, indent: nodes[current].lineIndent + 1))
        attachInline(label, parent: current, end: end)
        return true
    }

    mutating func attachInline(_ label: ItemLabel, parent: Int, end: Int) {
        var textStart = label.end
        while textStart < end, b[textStart] == UInt8(ascii: " ") { textStart += 1 }
        var node = Node(labelStart: label.start, textStart: textStart, textEnd: textStart, section: section,
                        lineIndent: nodes[parent].lineIndent + 1, isItem: true)
        inlineHeading(&node, lineEnd: end)
        current = addNode(node, parent: parent)
    }

    // MARK: closing words

    /// A lower-case line right after an item that ended with "," ";" "—" or ":", no deeper than it.
    func isClosingCandidate(_ line: Line) -> Bool {
        guard !stack.isEmpty, nodes[current].isItem, isLower(b[line.contentStart]) else { return false }
        guard line.indent <= nodes[current].lineIndent else { return false }
        var q = line.start - 1
        while q >= 0, isSpace(b[q]) { q -= 1 }
        guard q >= 0 else { return false }
        let c = b[q]
        if c == UInt8(ascii: ",") || c == UInt8(ascii: ";") || c == UInt8(ascii: ":") { return true }
        if q >= 2, b[q - 2] == 0xE2, b[q - 1] == 0x80, c == 0x94 || c == 0x93 { return true }
        // "…; or" / "…, and"
        var w = q
        while w > 0, isLetter(b[w - 1]) { w -= 1 }
        let word = b[w...q].map { $0 | 0x20 }
        guard word == Array("or".utf8) || word == Array("and".utf8) else { return false }
        var k = w - 1
        while k >= 0, b[k] == UInt8(ascii: " ") { k -= 1 }
        return k >= 0 && (b[k] == UInt8(ascii: ";") || b[k] == UInt8(ascii: ","))
    }

    /// The candidate is closing words unless the next label continues the innermost list.
    func confirmsClosing(after li: Int) -> Bool {
        let k = nextLabelled[li]
        guard k < lines.count, let label = labels[k], let top = stack.last else { return true }
        return !label.readings.contains { $0.kind == top.kind && ($0.value == top.last + 1 || $0.kind == .bullet) }
    }

    mutating func startClosing(_ line: Line) {
        let f = stack.indices.last { stack[$0].indent <= line.indent } ?? 0
        let target = stack[f].parent
        stack.removeSubrange(f...)
        closingTarget = target
        closingRange = line.contentStart..<line.end
        current = target
        unitOpen = true
        unitBase = stack.count
    }

    /// Ends the unit being collected. An inline list whose lead-in ends "who—" and whose last item
    /// ends ", shall be punished …" gets those words as its closing.
    mutating func finishUnit() {
        guard unitOpen else { return }
        unitOpen = false
        if let target = closingTarget {
            nodes[target].closing = trimmed(b, closingRange)
            closingTarget = nil
            return
        }
        guard stack.count > unitBase else { return }
        let outer = stack[unitBase]
        let lead = trimmed(b, nodes[outer.parent].textStart..<nodes[outer.parent].textEnd)
        guard !lead.isEmpty, endsWithDashOrColon(lead), !containsModal(lead), nodes[current].isItem else { return }
        let text = nodes[current].textStart..<nodes[current].textEnd
        guard let cut = lastModalClause(text) else { return }
        nodes[current].textEnd = cut.comma
        nodes[outer.parent].closing = trimmed(b, cut.start..<text.upperBound)
        stack.removeSubrange(unitBase...)
        current = outer.parent
    }

    func endsWithDashOrColon(_ r: Range<Int>) -> Bool {
        let e = r.upperBound
        if b[e - 1] == UInt8(ascii: ":") { return true }
        return e - r.lowerBound >= 3 && b[e - 3] == 0xE2 && b[e - 2] == 0x80 && (b[e - 1] == 0x94 || b[e - 1] == 0x93)
    }

    static let modals: [[UInt8]] = ["shall", "may", "must", "will"].map { Array($0.utf8) }

    func containsModal(_ r: Range<Int>) -> Bool {
        Headings.lowerWords(b, r).contains { DocumentTree.modals.contains($0) }
    }

    /// The last ", shall …" (or may/must/will) in `r`: where the comma is and the modal starts.
    func lastModalClause(_ r: Range<Int>) -> (comma: Int, start: Int)? {
        var k = r.upperBound - 2
        while k > r.lowerBound {
            if b[k] == UInt8(ascii: ","), b[k + 1] == UInt8(ascii: " ") {
                for m in DocumentTree.modals where Headings.startsWith(b, k + 2, r.upperBound, m + [UInt8(ascii: " ")]) {
                    return (k, k + 2)
                }
            }
            k -= 1
        }
        return nil
    }
}
