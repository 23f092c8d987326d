// WeightsFile.swift: a weight set as a JSON object with the keys `weights set` takes
// ({"dis": 0.25, …, "ads.aar": 0.35, …, "alpha": 0.1}). Missing keys keep the app's values.
import DoshModel

public enum WeightsFile {
    public static func read(_ bytes: [UInt8], file: String) throws(FormatError) -> Weights {
        let value = try JSONValue.parse(bytes, file: file)
        guard case .object(let members) = value else {
            throw FormatError(file: file, reason: "a weights file is a JSON object of weights, not \(value.typeName)")
        }
        var w = Weights.app
        var seen = Set<String>()
        for (key, v) in members {
            guard let k = WeightKey(rawValue: key) else {
                throw FormatError(file: file, reason: WeightError.unknownKey(key, suggestion: closestMatch(to: key, in: WeightKey.allCases.map(\.rawValue))).message)
            }
            guard seen.insert(key).inserted else { throw FormatError(file: file, reason: "duplicate key '\(key)'") }
            guard case .number(let d) = v else { throw FormatError(file: file, reason: "'\(key)' must be a number, not \(v.typeName)") }
            do { try Weights.check(d, for: k) } catch { throw FormatError(file: file, reason: error.message) }
            w[k] = d
        }
        return w
    }

    public static func write(_ w: Weights) -> String {
        JSONValue.object(WeightKey.allCases.map { ($0.rawValue, .number(w[$0])) }).serialized(pretty: true) + "\n"
    }
}
