// SessionFuzz: libFuzzer target for the session-script side — transcripts (.dosh with #> blocks),
// command splitting and word tokenizing, invocations, journals. Run with `Fuzz/run SessionFuzz SECONDS`.
//
// Nothing may crash; a parsed transcript renders to text that parses back to the same items; split
// commands and words carry spans that point at themselves in the input.
import DoshSession
import DoshShell

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSession(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)

    // Transcripts: one parse normalises; after that, render and parse agree.
    let once = Transcript.parse(Transcript.parse(text).render())
    let twice = Transcript.parse(once.render())
    func shape(_ t: Transcript) -> [String] {
        t.items.map { item in
            switch item {
            case .comment(let c): "#" + (c ?? "<blank>")
            case .command(let c): c.text + " ⟶ " + c.output.joined(separator: "⏎")
            }
        }
    }
    guard shape(once) == shape(twice) else { fatalError("a transcript does not survive rendering") }
    _ = once.recordedInputs
    _ = Notebook.ipynb(once)
    _ = Notebook.markdown(once)
    _ = JournalRecord.parse(text, path: "j.dosh")

    // Each line as a command line.
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(64) {
        let chars = Array(line)
        for cmd in splitCommands(String(line)) {
            let end = cmd.offset + cmd.text.count
            guard cmd.offset >= 0, end <= chars.count, String(chars[cmd.offset..<end]) == cmd.text else {
                fatalError("a command's offset does not point at it")
            }
            if let words = try? tokenize(cmd.text) {
                var last = 0
                for w in words {
                    guard w.span.lowerBound >= last, w.span.upperBound <= cmd.text.count, !w.span.isEmpty else {
                        fatalError("word spans out of order or outside the command")
                    }
                    last = w.span.upperBound
                }
            }
            _ = try? Invocation(cmd.text)
        }
    }
    return 0
}
