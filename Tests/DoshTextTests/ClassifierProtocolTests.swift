// ClassifierProtocolTests.swift: external classifiers as real child processes (small /bin/sh scripts
// in a temporary folder): answers, refusals, crashes, garbage, stalls; tier resolution; Ctrl-C.
import DoshModel
import DoshText
import Foundation
import Testing

/// Writes a shell script and returns the command that runs it.
func script(_ name: String, _ body: String) throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("dosh-classifiers-\(getpid())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let file = dir.appendingPathComponent(name)
    try ("#!/bin/sh\n" + body).write(to: file, atomically: true, encoding: .utf8)
    return "sh " + file.path
}

/// The id of each request line, answered with a fixed tier-3 classification.
let answeringScript = """
    while IFS= read -r line; do
      id=$(printf '%s\\n' "$line" | sed -n 's/^{"id":"\\([^"]*\\)".*/\\1/p')
      printf '{"id":"%s","targetGroup":"elite","effectDirection":"benefit","aar":0.1,"se":0.2,"ij":0.3,"rsc":0.4,"proxyTerms":["urban"],"expandsOutgroup":false,"confidence":0.7,"tier":3}\\n' "$id"
    done
    """

let refusingScript = """
    while IFS= read -r line; do
      id=$(printf '%s\\n' "$line" | sed -n 's/^{"id":"\\([^"]*\\)".*/\\1/p')
      printf '{"id":"%s","refused":true}\\n' "$id"
    done
    """

let twoRequests = [
    ClassifierRequest(id: "bill-0", n: 0, text: "Any alien shall be detained.", section: .operativeClauses),
    ClassifierRequest(id: "bill-1", n: 1, text: "The commission shall consist of nine members.", section: .operativeClauses),
]

/// The message of the TextError `body` throws, with the script's folder removed.
func failure(_ body: () throws(TextError) -> Void) -> String? {
    do {
        try body()
        return nil
    } catch {
        return error.message.replacingOccurrences(of: FileManager.default.temporaryDirectory.appendingPathComponent("dosh-classifiers-\(getpid())").path + "/", with: "")
    }
}

@Suite(.serialized) struct ClassifierProtocolTests {
    @Test func answersComeBackInOrder() throws {
        let cmd = try script("answer.sh", answeringScript)
        var seen: [Int] = []
        let results = try ExternalClassifier(command: cmd, timeout: 10).classify(twoRequests, progress: { seen.append($0) })
        let expected = ClassifierAnswer(group: .elite, effect: .benefit, architecture: ArchitectureScores(aar: 0.1, se: 0.2, ij: 0.3, rsc: 0.4),
                                        usesProxy: true, proxyTerms: ["urban"], expandsOutgroup: false, confidence: 0.7, tier: .tier3)
        #expect(results == [.answer(expected), .answer(expected)])
        #expect(seen == [1, 2])
    }

    @Test func refusalsAreReported() throws {
        let cmd = try script("refuse.sh", refusingScript)
        #expect(try ExternalClassifier(command: cmd, timeout: 10).classify(twoRequests) == [.refused, .refused])
    }

    @Test func aCrashAbortsWithWhatTheProgramSaid() throws {
        let cmd = try script("crash.sh", "read line\necho 'model weights not found' >&2\nexit 3\n")
        #expect(failure { () throws(TextError) in _ = try ExternalClassifier(command: cmd, timeout: 10).classify(twoRequests) }
                == "classifier 'sh crash.sh' exited (status 3) after 0 of 2 answers: model weights not found")
    }

    @Test func aStallIsStoppedAfterTheTimeout() throws {
        let cmd = try script("stall.sh", "read line\nexec sleep 30\n")
        #expect(failure { () throws(TextError) in _ = try ExternalClassifier(command: cmd, timeout: 0.3).classify(twoRequests) }
                == "classifier 'sh stall.sh' gave no answer for 0.3 seconds (after 0 of 2); it was stopped")
    }

    @Test func garbageIsNotAnAnswer() throws {
        let cmd = try script("garbage.sh", "read line\necho 'Sure! Here is the classification:'\n")
        let message = failure { () throws(TextError) in _ = try ExternalClassifier(command: cmd, timeout: 10).classify(twoRequests) }
        #expect(message?.hasPrefix("classifier 'sh garbage.sh' answer 1 (clause n=0) is not a JSON object: ") == true)
        #expect(message?.hasSuffix("in 'Sure! Here is the classification:'") == true)
    }

    @Test(arguments: [
        (#"{"id":"bill-9","targetGroup":"elite","effectDirection":"benefit","confidence":0.7}"#,
         "classifier 'sh bad.sh' answer 1 (clause n=0) has id 'bill-9' where 'bill-0' was expected (answer in the order of the clauses)"),
        (#"{"id":"bill-0","targetGroup":"outgrup","effectDirection":"benefit","confidence":0.7}"#,
         "classifier 'sh bad.sh' answer 1 (clause n=0): unknown targetGroup 'outgrup' (did you mean 'outgroup'?) (one of: outgroup, ingroupNonElite, elite, multiple)"),
        (#"{"id":"bill-0","targetGroup":"elite","effectDirection":"benefit","confidence":1.5}"#,
         "classifier 'sh bad.sh' answer 1 (clause n=0): \"confidence\" must be a number from 0 to 1, not 1.5"),
        (#"{"id":"bill-0","targetGroup":"elite","effectDirection":"benefit"}"#,
         "classifier 'sh bad.sh' answer 1 (clause n=0) has no \"confidence\""),
        (#"{"id":"bill-0","targetGroup":"elite","effectDirection":"benefit","confidence":0.5,"tier":1}"#,
         "classifier 'sh bad.sh' answer 1 (clause n=0): \"tier\" must be 2 or 3, not 1"),
    ])
    func wrongAnswersAreNamed(answer: String, message: String) throws {
        let cmd = try script("bad.sh", "read line\necho '\(answer)'\nsleep 1\n")
        #expect(failure { () throws(TextError) in _ = try ExternalClassifier(command: cmd, timeout: 10).classify(twoRequests) } == message)
    }

    @Test func tooManyAnswersAndABadExitStatusAreFailures() throws {
        let twice = try script("twice.sh", answeringScript.replacingOccurrences(of: "done", with: "  printf '{\"id\":\"%s\",\"refused\":true}\\n' \"$id\"\ndone"))
        #expect(failure { () throws(TextError) in _ = try ExternalClassifier(command: twice, timeout: 10).classify([twoRequests[0]]) }
                == "classifier 'sh twice.sh' wrote more answers than the 1 clause it was sent")
        let failing = try script("fail-at-end.sh", answeringScript + "\necho 'done, with errors' >&2\nexit 2\n")
        #expect(failure { () throws(TextError) in _ = try ExternalClassifier(command: failing, timeout: 10).classify(twoRequests) }
                == "classifier 'sh fail-at-end.sh' exited with status 2: done, with errors")
    }

    @Test func ctrlCStopsTheClassifier() throws {
        let cmd = try script("slow.sh", "read line\nexec sleep 30\n")
        #expect(failure { () throws(TextError) in _ = try ExternalClassifier(command: cmd, timeout: 10).classify(twoRequests, isCancelled: { true }) } == "interrupted")
    }
}
