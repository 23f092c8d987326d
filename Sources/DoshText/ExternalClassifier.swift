// ExternalClassifier.swift: the protocol for classifiers outside dosh (the role of the app's
// Tier 2 and Tier 3 models). dosh starts the command once with /bin/sh -c, writes one JSON line
// per clause to its standard input and closes it, and reads one JSON line per clause, in order:
//
//   → {"id":"bill-4","n":4,"text":"…","section":"operativeClauses"}
//   ← {"id":"bill-4","targetGroup":"outgroup","effectDirection":"burden","aar":0.8,"se":0.2,"ij":0.5,
//      "rsc":0.3,"usesProxyVariables":true,"proxyTerms":["urban"],"expandsOutgroup":false,
//      "confidence":0.9,"tier":2}
//   ← {"id":"bill-5","refused":true}
//
// targetGroup, effectDirection and confidence are required; the scores default to 0, proxyTerms to
// [], usesProxyVariables to "proxyTerms non-empty", expandsOutgroup to false, tier to 2. Anything
// else — an early exit, a line that is not such an answer, an id out of order, a stall longer than
// the timeout, a non-zero exit status — aborts the analysis with one `error: classifier 'CMD' …`.
import DoshFormats
import DoshModel

/// One clause sent to the classifier.
public struct ClassifierRequest: Equatable, Sendable {
    public var id: String
    public var n: Int
    public var text: String
    public var section: SectionType

    public init(id: String, n: Int, text: String, section: SectionType) {
        self.id = id; self.n = n; self.text = text; self.section = section
    }

    var jsonLine: String {
        JSONValue.object([("id", .string(id)), ("n", .number(Double(n))), ("text", .string(text)),
                          ("section", .string(section.rawName))]).serialized() + "\n"
    }
}

/// The labels a classifier gave one clause.
public struct ClassifierAnswer: Equatable, Sendable {
    public var group: TargetGroup
    public var effect: EffectDirection
    public var architecture: ArchitectureScores
    public var usesProxy: Bool
    public var proxyTerms: [String]
    public var expandsOutgroup: Bool
    public var confidence: Double
    public var tier: Tier

    public init(group: TargetGroup, effect: EffectDirection, architecture: ArchitectureScores, usesProxy: Bool,
                proxyTerms: [String], expandsOutgroup: Bool, confidence: Double, tier: Tier) {
        self.group = group; self.effect = effect; self.architecture = architecture; self.usesProxy = usesProxy
        self.proxyTerms = proxyTerms; self.expandsOutgroup = expandsOutgroup; self.confidence = confidence; self.tier = tier
    }
}

public enum ClassifierResult: Equatable, Sendable {
    case answer(ClassifierAnswer)
    /// The classifier declined this clause (its safety rules): Tier 1 stands, flagged as a fallback.
    case refused
}

public struct ExternalClassifier: Sendable {
    public var command: String
    /// Seconds to wait for the next answer before giving up on the classifier.
    public var timeout: Double
    /// The folder the command runs in (a script's folder, so its relative paths work); nil: dosh's own.
    public var directory: String?

    public init(command: String, timeout: Double = 30, directory: String? = nil) {
        self.command = command; self.timeout = timeout; self.directory = directory
    }

    /// What /bin/sh runs: the command, in `directory` when there is one.
    var shellCommand: String {
        guard let d = directory, !d.isEmpty, d != "." else { return command }
        return "cd '" + d.replacingAll("'", with: "'\\''") + "' && " + command
    }

    /// Sends every request and reads one answer per request, in order. `progress` is told how many
    /// answers have arrived.
    public func classify(_ requests: [ClassifierRequest], isCancelled: () -> Bool = { false },
                         progress: (Int) -> Void = { _ in }) throws(TextError) -> [ClassifierResult] {
        guard !requests.isEmpty else { return [] }
        let child: ChildProcess
        do {
            child = try ChildProcess(["/bin/sh", "-c", shellCommand], searchPath: false)
        } catch {
            throw fail("could not be started (/bin/sh is missing?)")
        }
        var request: [UInt8] = []
        for r in requests { request += Array(r.jsonLine.utf8) }
        child.send(request, thenClose: true)

        var results: [ClassifierResult] = []
        results.reserveCapacity(requests.count)
        var line: [UInt8] = []
        var problem: TextError?
        var closed = false
        do {
            try child.pump(stallTimeout: timeout, isCancelled: isCancelled) { chunk in
                if chunk.isEmpty { closed = true; return false }
                for byte in chunk {
                    guard byte == 0x0A else { line.append(byte); continue }
                    defer { line.removeAll(keepingCapacity: true) }
                    if !line.contains(where: { !isSpace($0) }) { continue }
                    guard results.count < requests.count else {
                        problem = fail("wrote more answers than the \(counted(requests.count, "clause")) it was sent")
                        return false
                    }
                    do throws(TextError) {
                        results.append(try parse(line, for: requests[results.count], number: results.count + 1))
                        progress(results.count)
                    } catch {
                        problem = error
                        return false
                    }
                }
                return true
            }
        } catch {
            child.terminate()
            switch error {
            case .interrupted: throw .interrupted
            case .stalled(let s):
                throw fail("gave no answer for \(formatSeconds(s)) (after \(results.count) of \(requests.count)); it was stopped")
            case .spawnFailed(let e): throw fail("could not be run (errno \(e))")
            }
        }
        if let problem {
            child.terminate()
            throw problem
        }
        // A last line without a newline still counts.
        if closed, line.contains(where: { !isSpace($0) }), results.count < requests.count {
            results.append(try parse(line, for: requests[results.count], number: results.count + 1))
            progress(results.count)
        }
        let status = child.wait(timeout: timeout)
        let stderr = child.lastErrorLine.map { ": \($0)" } ?? ""
        guard results.count == requests.count else {
            throw fail("exited (status \(status)) after \(results.count) of \(requests.count) answers\(stderr)")
        }
        guard status == 0 else { throw fail("exited with status \(status)\(stderr)") }
        return results
    }

    func fail(_ reason: String) -> TextError { .classifier(command: command, reason: reason) }

    /// One answer line, checked against the request it answers.
    func parse(_ line: [UInt8], for request: ClassifierRequest, number: Int) throws(TextError) -> ClassifierResult {
        let which = "answer \(number) (clause n=\(request.n))"
        let value: JSONValue
        do {
            value = try JSONValue.parse(line, file: "answer")
        } catch {
            let shown = String(decoding: line.prefix(60), as: UTF8.self)
            throw fail("\(which) is not a JSON object: \(error.reason) in '\(shown)\(line.count > 60 ? "…" : "")'")
        }
        guard case .object = value else { throw fail("\(which) must be a JSON object, not \(value.typeName)") }
        guard case .string(let id)? = value["id"] else { throw fail("\(which) has no \"id\" string") }
        guard id == request.id else {
            throw fail("\(which) has id '\(id)' where '\(request.id)' was expected (answer in the order of the clauses)")
        }
        if case .bool(true)? = value["refused"] { return .refused }

        func label<L: ClauseLabel>(_ key: String, _: L.Type) throws(TextError) -> L {
            guard case .string(let s)? = value[key] else { throw fail("\(which) has no \"\(key)\" string") }
            guard let l = L(name: s) else {
                let names = L.allCases.map(\.rawName)
                throw fail("\(which): unknown \(key) '\(s)'" + didYouMean(closestMatch(to: s, in: names)) + " (one of: \(names.joined(separator: ", ")))")
            }
            return l
        }
        func unit(_ key: String, required: Bool) throws(TextError) -> Double {
            guard let v = value[key] else {
                if required { throw fail("\(which) has no \"\(key)\"") }
                return 0
            }
            guard case .number(let d) = v, d.isFinite, d >= 0, d <= 1 else {
                throw fail("\(which): \"\(key)\" must be a number from 0 to 1, not \(v.serialized())")
            }
            return d
        }
        func flag(_ key: String) throws(TextError) -> Bool? {
            guard let v = value[key] else { return nil }
            guard case .bool(let b) = v else { throw fail("\(which): \"\(key)\" must be true or false, not \(v.serialized())") }
            return b
        }
        let group = try label("targetGroup", TargetGroup.self)
        let effect = try label("effectDirection", EffectDirection.self)
        let arch = ArchitectureScores(aar: try unit("aar", required: false), se: try unit("se", required: false),
                                      ij: try unit("ij", required: false), rsc: try unit("rsc", required: false))
        var terms: [String] = []
        if let t = value["proxyTerms"] {
            guard case .array(let items) = t else { throw fail("\(which): \"proxyTerms\" must be an array of strings") }
            for item in items {
                guard case .string(let s) = item else { throw fail("\(which): \"proxyTerms\" must be an array of strings") }
                terms.append(s)
            }
        }
        var tier = Tier.tier2
        if let t = value["tier"] {
            switch t {
            case .number(let d) where d == 2 || d == 3: tier = d == 2 ? .tier2 : .tier3
            case .string(let s) where s == "tier2" || s == "tier3" || s == "2" || s == "3": tier = s.hasSuffix("2") ? .tier2 : .tier3
            default: throw fail("\(which): \"tier\" must be 2 or 3, not \(t.serialized())")
            }
        }
        return .answer(ClassifierAnswer(
            group: group, effect: effect, architecture: arch,
            usesProxy: try flag("usesProxyVariables") ?? !terms.isEmpty, proxyTerms: terms,
            expandsOutgroup: try flag("expandsOutgroup") ?? false,
            confidence: try unit("confidence", required: true), tier: tier))
    }
}

/// "5 seconds", "0.5 seconds".
func formatSeconds(_ s: Double) -> String {
    let text = s == s.rounded() ? String(Int(s)) : String(s)
    return text + (s == 1 ? " second" : " seconds")
}
