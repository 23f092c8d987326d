// SegmenterTests.swift: clauses of tricky legal text, exactly — sentences around abbreviations,
// headings and sections, enumerations with lead-ins and closing words, the shared corpus.
import DoshModel
import DoshText
import Foundation
import Testing

/// The shared U.S. Code corpus, next to the repository (never copied into it).
let corpusFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus/uscode")

func corpusBytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: corpusFolder.appendingPathComponent(name)))
}

func texts(_ segments: [Segment]) -> [String] { segments.map(\.text) }

/// The source bytes a segment's span covers.
func spanText(_ doc: String, _ s: Segment) -> String {
    String(decoding: Array(doc.utf8)[s.span], as: UTF8.self)
}

@Suite struct SentenceTests {
    @Test func abbreviationsDoNotEndSentences() {
        let doc = "The Secretary shall act under 21 U.S.C. 802 et seq. and Sec. 5 of the Act. The rules, i.e. the regulations, "
            + "take effect on Jan. 1. Payments under § 922(g) and §§ 1–3 are due on Dec. 31 of each year, et seq. The Board "
            + "may act. Judge John Q. Public presided over funds of the U.S. The end."
        // By hand: "U.S.C." and "Sec." are followed by digits; "seq." before "and" (not an opener) does not end;
        // "i.e." is followed by a small letter; "Jan." and "Dec." by digits; "1." before "Payments" ends; "seq."
        // before "The" (an opener) ends; "Q." is an initial; "U.S." before "The" ends.
        #expect(texts(Segmenter().segments(doc)) == [
            "The Secretary shall act under 21 U.S.C. 802 et seq. and Sec. 5 of the Act.",
            "The rules, i.e. the regulations, take effect on Jan. 1.",
            "Payments under § 922(g) and §§ 1–3 are due on Dec. 31 of each year, et seq.",
            "The Board may act.",
            "Judge John Q. Public presided over funds of the U.S.",
            "The end.",
        ])
    }

    @Test func linesOfAParagraphJoinAndSpansPointAtTheSource() {
        let doc = "A tenant may request\nrepairs.   The landlord\r\nshall respond.\n"
        let s = Segmenter().segments(doc)
        #expect(texts(s) == ["A tenant may request repairs.", "The landlord shall respond."])
        // Bytes 0..<29 are "A tenant may request\nrepairs." (20 + 1 + 8); after three spaces, 32..<60 are
        // "The landlord\r\nshall respond." (12 + 2 + 14).
        #expect(s.map(\.span) == [0..<29, 32..<60])
        #expect(spanText(doc, s[1]) == "The landlord\r\nshall respond.")
    }
}

@Suite struct HeadingTests {
    static let bill = """
        SAFE STREETS ACT

        SECTION 1. SHORT TITLE.

        This Act may be cited as the Safe Streets Act.

        SEC. 2. DEFINITIONS.

        In this Act, the term "zone" means an area designated by the chief of police.

        SEC. 3. LOITERING.

        A person who loiters in a zone commits an offense. The owner of the land shall retain title to it.

        SEC. 4. PENALTIES.

        An offense under section 3 is a class C misdemeanor.

        Section 5 of the Parks Act is amended by striking "dusk".

        """

    /// Headings set the section and are not clauses; "title" inside a sentence changes nothing; a
    /// sentence that starts "Section 5 of" is not a heading (domain.md §10.12).
    static let expected: [(String, SectionType)] = [
        ("This Act may be cited as the Safe Streets Act.", .title),
        ("In this Act, the term \"zone\" means an area designated by the chief of police.", .definitions),
        ("A person who loiters in a zone commits an offense.", .operativeClauses),
        ("The owner of the land shall retain title to it.", .operativeClauses),
        ("An offense under section 3 is a class C misdemeanor.", .penalties),
        ("Section 5 of the Parks Act is amended by striking \"dusk\".", .penalties),
    ]

    @Test func sectionsComeFromHeadingsAtLineStarts() {
        let s = Segmenter().segments(HeadingTests.bill)
        #expect(s.map { $0.text } == HeadingTests.expected.map(\.0))
        #expect(s.map { $0.section } == HeadingTests.expected.map(\.1))
    }

    @Test func windowsLineEndingsGiveTheSameClauses() {
        let crlf = HeadingTests.bill.replacingOccurrences(of: "\n", with: "\r\n")
        let s = Segmenter().segments(crlf)
        #expect(s.map { $0.text } == HeadingTests.expected.map(\.0))
        #expect(s.map { $0.section } == HeadingTests.expected.map(\.1))
    }

    @Test func sectionWordsInsideTheTextDoNotSwitchTheSection() {
        // In the app any line containing "title" or "exceptions" switched the section for good.
        let doc = "The buyer takes title to the goods.\n\nNo exceptions are allowed for late payment.\n"
        #expect(Segmenter().segments(doc).map(\.section) == [.operativeClauses, .operativeClauses])
    }

    @Test func contentRulesNameDefinitionsPenaltiesAndExceptions() {
        let doc = """
            The term "zone" means an area designated under section 4.

            Whoever violates this section shall be fined not more than $500.

            This section does not apply to a licensed business.

            The chief of police shall designate zones.
            """
        #expect(Segmenter().segments(doc).map(\.section) == [.definitions, .penalties, .exceptions, .operativeClauses])
    }

    @Test func markdownHeadingsBulletsAndEmphasis() {
        let doc = """
            # Fair Housing Act

            ## Sec. 2. Definitions

            **Tenant** means a person who rents a dwelling.

            ## Sec. 3. Protections

            - A landlord shall not refuse to rent to a tenant because of race.
            - A landlord shall not evict a tenant without just cause.

            """
        let s = Segmenter(format: .markdown).segments(doc)
        #expect(texts(s) == [
            "Tenant means a person who rents a dwelling.",
            "A landlord shall not refuse to rent to a tenant because of race.",
            "A landlord shall not evict a tenant without just cause.",
        ])
        #expect(s.map(\.section) == [.definitions, .operativeClauses, .operativeClauses])
    }
}

@Suite struct EnumerationTests {
    @Test func nestedItemsCarryTheirLeadInsAndClosingWords() {
        let doc = """
            It shall be unlawful for any person—
            (1) who is a fugitive from justice; or
            (2) who, being an alien—
              (A) is unlawfully present; or
              (B) holds a nonimmigrant visa,
            to possess a firearm.
            """
        let s = Segmenter().segments(doc)
        // By hand: the lead-in loses its dash; "who, being an alien" has one comma before the dash, so the
        // dash closed an aside and becomes ", "; each item drops "; or" or ","; the closing follows ", ".
        #expect(texts(s) == [
            "It shall be unlawful for any person who is a fugitive from justice, to possess a firearm.",
            "It shall be unlawful for any person who, being an alien, is unlawfully present, to possess a firearm.",
            "It shall be unlawful for any person who, being an alien, holds a nonimmigrant visa, to possess a firearm.",
        ])
        // Each span is the item's own words, label included.
        #expect(s.map { spanText(doc, $0) } == [
            "(1) who is a fugitive from justice; or", "(A) is unlawfully present; or", "(B) holds a nonimmigrant visa,",
        ])
    }

    @Test func conditionsJoinedByAndStayOneClause() {
        let doc = """
            (a) A person is eligible for a grant if the person—
            (1) is a resident of the State; and
            (2) has an income below the limit,
            as determined by the Secretary.
            (b) The Secretary shall publish the limit.
            """
        let s = Segmenter().segments(doc)
        #expect(texts(s) == [
            "A person is eligible for a grant if the person is a resident of the State; and has an income below the limit, as determined by the Secretary.",
            "The Secretary shall publish the limit.",
        ])
        // The merged clause spans from "(a)" to the end of the closing words.
        #expect(spanText(doc, s[0]).hasPrefix("(a) A person"))
        #expect(spanText(doc, s[0]).hasSuffix("as determined by the Secretary."))
    }

    @Test func inlineItemsAndInlineClosingWords() {
        let doc = "Any person who— (a) intercepts a communication; or (b) discloses its contents, shall be fined under this title."
        let s = Segmenter().segments(doc)
        #expect(texts(s) == [
            "Any person who intercepts a communication, shall be fined under this title.",
            "Any person who discloses its contents, shall be fined under this title.",
        ])
        #expect(s.map { spanText(doc, $0) } == ["(a) intercepts a communication; or", "(b) discloses its contents"])
        #expect(s.map(\.section) == [.penalties, .penalties])
    }

    @Test func crossReferencesAreNotItems() {
        // "(y)(2)", "101(a)", "paragraph (2)" and a wrapped "paragraph\n(3) of" are references, not labels.
        let doc = "Except as provided in subsection (y)(2) and paragraph (2), the limits of section 101(a) apply under paragraph\n(3) of this section."
        #expect(texts(Segmenter().segments(doc)) == [
            "Except as provided in subsection (y)(2) and paragraph (2), the limits of section 101(a) apply under paragraph (3) of this section.",
        ])
    }

    @Test func romanNumeralsAndLettersAreToldApartBySequence() {
        // "(i)" after "(h)" is the ninth letter; "(i)" under "(j)" starts roman numerals. Items joined by
        // "or" are alternatives: one clause each.
        let doc = """
            The Board may—
            (g) keep records;
            (h) hold hearings;
            (i) publish findings; or
            (j) report to the Governor on—
              (i) costs; or
              (ii) delays.
            """
        #expect(texts(Segmenter().segments(doc)) == [
            "The Board may keep records.",
            "The Board may hold hearings.",
            "The Board may publish findings.",
            "The Board may report to the Governor on costs.",
            "The Board may report to the Governor on delays.",
        ])
    }

    @Test func dutiesJoinedByAndStayOneClause() {
        let doc = "The Board shall— (1) keep records; (2) hold hearings; and (3) publish findings."
        #expect(texts(Segmenter().segments(doc)) == ["The Board shall keep records; hold hearings; and publish findings."])
    }
}

@Suite struct CorpusSegmentationTests {
    /// 18 U.S.C. 922(g): nine paragraphs, (5) with two subparagraphs, (8) with three conditions joined by
    /// "and" → ten clauses, each "It shall be unlawful for any person …, to ship … commerce."
    @Test func firearmProhibitionsBecomeTenClausesThatReadAlone() throws {
        let bytes = try corpusBytes("usc_18_922g.txt")
        let s = Segmenter().segments(bytes)
        #expect(s.count == 10)
        let closing = ", to ship or transport in interstate or foreign commerce, or possess in or affecting commerce, any firearm or ammunition; or to receive any firearm or ammunition which has been shipped or transported in interstate or foreign commerce."
        for c in s {
            #expect(c.text.hasPrefix("It shall be unlawful for any person who"))
            #expect(c.text.hasSuffix(closing))
            #expect(c.section == .operativeClauses)
        }
        #expect(s[4].text == "It shall be unlawful for any person who, being an alien, is illegally or unlawfully in the United States" + closing)
        #expect(s[1].text == "It shall be unlawful for any person who is a fugitive from justice" + closing)
        #expect(String(decoding: bytes[s[4].span], as: UTF8.self) == "(A) is illegally or unlawfully in the United States; or")
        // (8)'s three conditions stay together.
        #expect(s[8].text.hasPrefix("It shall be unlawful for any person who is subject to a court order that was issued after a hearing"))
        #expect(s[8].text.contains("; and includes a finding that such person represents a credible threat"))
    }

    @Test(arguments: ["usc_18_1589.txt", "usc_18_241.txt", "usc_18_242.txt", "usc_18_2511.txt", "usc_18_922g.txt",
                      "usc_18_922o.txt", "usc_18_981a.txt", "usc_21_812b.txt", "usc_21_841a.txt", "usc_42_2000d.txt",
                      "usc_52_10301.txt", "usc_8_ch7.txt"])
    func everyCorpusFileSegmentsIntoClausesWithValidSpans(file: String) throws {
        let bytes = try corpusBytes(file)
        let s = Segmenter().segments(bytes)
        #expect(!s.isEmpty)
        for c in s {
            #expect(!c.text.isEmpty)
            #expect(c.span.lowerBound >= 0 && c.span.upperBound <= bytes.count && !c.span.isEmpty)
            #expect(!c.text.contains("\n") && !c.text.hasSuffix(" "))
        }
    }

    @Test func headingLinesAreNotClauses() throws {
        let s = Segmenter().segments(try corpusBytes("usc_42_2000d.txt"))
        #expect(texts(s) == ["No person in the United States shall, on the ground of race, color, or national origin, be excluded from participation in, be denied the benefits of, or be subjected to discrimination under any program or activity receiving Federal financial assistance."])
    }
}

@Suite struct SourceTextTests {
    @Test(arguments: [
        ([UInt8](), "x.txt: the file is empty (nothing to analyse)"),
        (Array(" \n\t\n".utf8), "x.txt: the file is empty (nothing to analyse)"),
        ([0x41, 0x0A, 0x42, 0xE9, 0x43], "x.txt:2:2: not valid UTF-8 (byte 0xE9); it looks like Latin-1 or Windows-1252 text: convert it with 'iconv -f windows-1252 -t utf-8'"),
        ([0xFF, 0xFE, 0x41, 0x00], "x.txt: the text is UTF-16; convert it to UTF-8 (e.g. 'iconv -f utf-16 -t utf-8')"),
        ([0x41, 0x00, 0x42], "x.txt: this is not a text file (it contains NUL bytes); analyze reads .txt, .md and .pdf"),
    ])
    func badInputIsRefusedWithALocation(bytes: [UInt8], message: String) {
        #expect(throws: TextError.self) { _ = try SourceText(bytes, file: "x.txt") }
        do {
            _ = try SourceText(bytes, file: "x.txt")
        } catch {
            #expect(error.message == message)
        }
    }

    @Test func aByteOrderMarkIsSkippedButSpansStayInTheFile() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("No person shall be denied a vote.".utf8)
        let source = try SourceText(bytes, file: "bom.txt")
        let s = Segmenter().segments(source)
        #expect(s.map(\.span) == [3..<36])
    }

    @Test(arguments: [("bill.json", "bill.json: analyze does not read .json files; for an app export or JSONL clauses use 'load bill.json'"),
                      ("bill.docx", "bill.docx: analyze does not read .docx files; save it as .txt or .pdf first")])
    func fileKindsAnalyzeDoesNotRead(name: String, message: String) {
        do {
            _ = try TextFormat.of(name)
            Issue.record("expected an error")
        } catch {
            #expect(error.message == message)
        }
        #expect((try? TextFormat.of("a/b.PDF")) == .pdf)
        #expect((try? TextFormat.of("notes.md")) == .markdown)
        #expect((try? TextFormat.of("README")) == .plain)
    }
}
