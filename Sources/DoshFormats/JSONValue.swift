// JSONValue.swift: a small JSON tree for small documents (chains, weights, classifier answers,
// notebooks) and the one JSON serializer every output uses. Objects keep key order.
import DoshModel

public indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (l: JSONValue, r: JSONValue) -> Bool {
        switch (l, r) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members.last { $0.0 == key }?.1 }
        return nil
    }

    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    // MARK: parsing

    /// Parses a whole document. Errors name `file` with line and column.
    public static func parse(_ bytes: [UInt8], file: String) throws(FormatError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { (buf) throws(FormatError) -> JSONValue in
            var s = JSONScanner(buf)
            do throws(ScanError) {
                guard s.peek() != nil else { throw ScanError(offset: 0, reason: "no JSON value (the input is empty)") }
                let v = try parseValue(&s)
                try s.expectEnd()
                return v
            } catch {
                throw FormatError(file: file, bytes: buf, scan: error)
            }
        }
    }

    public static func parse(_ text: String, file: String) throws(FormatError) -> JSONValue {
        try parse(Array(text.utf8), file: file)
    }

    static func parseValue(_ s: inout JSONScanner) throws(ScanError) -> JSONValue {
        var scratch: [UInt8] = []
        switch s.peek() {
        case UInt8(ascii: "{"):
            try s.beginObject()
            var members: [(String, JSONValue)] = []
            var first = true
            while try s.nextMember(key: &scratch, first: &first) {
                let key = String(decoding: scratch, as: UTF8.self)
                members.append((key, try parseValue(&s)))
            }
            return .object(members)
        case UInt8(ascii: "["):
            try s.beginArray()
            var items: [JSONValue] = []
            var first = true
            while try s.nextElement(first: &first) { items.append(try parseValue(&s)) }
            return .array(items)
        case UInt8(ascii: "\""):
            try s.readString(into: &scratch)
            return .string(String(decoding: scratch, as: UTF8.self))
        case UInt8(ascii: "t"), UInt8(ascii: "f"):
            return .bool(try s.readBool())
        case UInt8(ascii: "n"):
            try s.readNull()
            return .null
        case nil:
            throw s.error("unexpected end of file (expected a value)")
        case let c? where c == UInt8(ascii: "-") || (c >= 0x30 && c <= 0x39) || c == UInt8(ascii: "N") || c == UInt8(ascii: "I"):
            return .number(try s.readNumber())
        default:
            throw s.error("expected a value, found \(s.found())")
        }
    }

    // MARK: writing

    /// Compact (one line) or pretty (two-space indent, "key" : value, as the app writes).
    public func serialized(pretty: Bool = false) -> String {
        var out = ""
        write(to: &out, pretty: pretty, indent: 0)
        return out
    }

    func write(to out: inout String, pretty: Bool, indent: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let v): out += v.isFinite ? formatNumber(v) : "null"
        case .string(let s): writeJSONString(s, to: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "["
            for (k, item) in items.enumerated() {
                if k > 0 { out += "," }
                if pretty { out += "\n" + String(repeating: "  ", count: indent + 1) }
                item.write(to: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty { out += "\n" + String(repeating: "  ", count: indent) }
            out += "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{"
            for (k, (key, value)) in members.enumerated() {
                if k > 0 { out += "," }
                if pretty { out += "\n" + String(repeating: "  ", count: indent + 1) }
                writeJSONString(key, to: &out)
                out += pretty ? " : " : ":"
                value.write(to: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty { out += "\n" + String(repeating: "  ", count: indent) }
            out += "}"
        }
    }
}

/// Appends `s` as a JSON string literal.
public func writeJSONString(_ s: String, to out: inout String) {
    out += "\""
    // Most strings need no escape: copy them whole.
    if !s.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xE2 }) {
        out += s
        out += "\""
        return
    }
    var run = ""
    for u in s.unicodeScalars {
        switch u {
        case "\"": run += "\\\""
        case "\\": run += "\\\\"
        case "\n": run += "\\n"
        case "\r": run += "\\r"
        case "\t": run += "\\t"
        case _ where u.value < 0x20 || u.value == 0x7F || u.value == 0x2028 || u.value == 0x2029:
            run += "\\u" + hex(Int(u.value), width: 4)
        default: run.unicodeScalars.append(u)
        }
    }
    out += run
    out += "\""
}

public func jsonString(_ s: String) -> String {
    var out = ""
    writeJSONString(s, to: &out)
    return out
}

/// An error in a file: "FILE:LINE:COL: reason", or "FILE: reason" for whole-file problems.
public struct FormatError: DoshError, Equatable {
    public var file: String
    public var position: SourcePosition?
    public var reason: String

    public init(file: String, position: SourcePosition? = nil, reason: String) {
        self.file = file; self.position = position; self.reason = reason
    }

    init(file: String, bytes: UnsafeBufferPointer<UInt8>, scan: ScanError) {
        self.init(file: file, position: SourcePosition(offset: scan.offset, in: bytes), reason: scan.reason)
    }

    public var message: String {
        if let p = position { return "\(file):\(p.line):" + (p.column > 0 ? "\(p.column): " : " ") + reason }
        return "\(file): \(reason)"
    }
}
