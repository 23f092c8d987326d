// LoaderFuzz: libFuzzer target for the file readers — the app export (as JSON and as JSONL), chain
// files (JSON and CSV), weights files and the JSON value parser. Run with `Fuzz/run LoaderFuzz SECONDS`.
//
// Nothing may crash. Whatever loads must export and load back to the same clauses; every error must
// name a line and column inside the input.
import DoshFormats
import DoshModel

private func checkPosition(_ error: FormatError, _ bytes: [UInt8], _ what: String) {
    guard let p = error.position else { return }
    // Lines end at \n, \r\n, or a lone \r (CSV allows all three).
    var lines = 1
    for (k, b) in bytes.enumerated() where b == 0x0A || (b == 0x0D && (k + 1 == bytes.count || bytes[k + 1] != 0x0A)) { lines += 1 }
    guard p.line >= 1, p.line <= lines, p.column >= 0, p.column <= bytes.count + 1 else {
        fatalError("\(what): position \(p.line):\(p.column) outside the input (\(lines) lines, \(bytes.count) bytes)")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLoader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    for file in ["f.json", "f.jsonl"] {
        do {
            let a = try AppExport.read(bytes, file: file).analysis
            let score = Scorer.app.score(a)
            let text = AppExport.write(a, score: score, version: DoshVersion.current)
            let b = try AppExport.read(Array(text.utf8), file: "round.json").analysis
            guard b.clauses == a.clauses, b.name == a.name, b.id == a.id, b.year == a.year,
                  b.dateAnalyzed == a.dateAnalyzed, b.storedScore == score else {
                fatalError("export and load do not reproduce the analysis")
            }
        } catch let e as FormatError {
            checkPosition(e, bytes, file)
        } catch {
            fatalError("unexpected error \(error)")
        }
    }
    for file in ["c.json", "c.csv"] {
        do {
            let c = try ChainFile.read(bytes, file: file)
            let again = try ChainFile.read(Array(ChainFile.write(c, csv: file.hasSuffix(".csv")).utf8), file: file)
            guard again.steps == c.steps, again.alpha == c.alpha else { fatalError("a chain does not survive writing") }
        } catch {
            checkPosition(error, bytes, file)
        }
    }
    do { _ = try WeightsFile.read(bytes, file: "w.json") } catch { checkPosition(error, bytes, "weights") }
    do {
        let v = try JSONValue.parse(bytes, file: "v.json")
        guard try JSONValue.parse(v.serialized(), file: "again.json") == v else { fatalError("JSON does not survive serialising") }
    } catch {
        checkPosition(error, bytes, "json")
    }
    return 0
}
