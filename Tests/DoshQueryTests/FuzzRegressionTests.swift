// Inputs the fuzzer (Fuzz/FilterFuzz) found, kept as regression tests.
import DoshModel
import DoshQuery
import Testing

@Suite struct FuzzRegressionTests {
    /// crash-c44e1dcb… (bytes d8 91 21 21 1a 91 2e cd d8 80): the fuzzer's "not (F) is the complement
    /// of F" check failed. The filter reads characters as displayed (grapheme clusters): the input
    /// starts with U+0611, a combining mark, and ends with U+0600, a prepended mark, so wrapped in
    /// `not ( … )` they fuse with the parentheses, which are then no parentheses at all. The check
    /// now applies only when wrapping keeps the characters apart; the input itself must still
    /// compile and run.
    @Test func combiningMarksFuseWithParentheses() throws {
        let bytes: [UInt8] = [0xD8, 0x91, 0x21, 0x21, 0x1A, 0x91, 0x2E, 0xCD, 0xD8, 0x80]
        let source = String(decoding: bytes, as: UTF8.self)
        // U+0611 | ! | ! | U+001A U+FFFD . U+FFFD U+0600 as one word: text contains "ؑ" and not not contains the word.
        let f = try CompiledFilter.compile(source, offset: 0, workspace: Fixture.workspace)
        #expect(try f.matches(in: Fixture.analysis) == [])
        let wrapped = "not (" + source + ")"
        #expect(Array(wrapped).count == Array(source).count + 4)  // '(' and ')' fused: 6 added, 2 lost
        #expect(Array(wrapped)[4] == "(\u{0611}")
        // Read as: not (text ~ "(ؑ") and text ~ "…؀)": the fixture has neither.
        let g = try CompiledFilter.compile(wrapped, offset: 0, workspace: Fixture.workspace)
        #expect(try g.matches(in: Fixture.analysis) == [])
    }
}
