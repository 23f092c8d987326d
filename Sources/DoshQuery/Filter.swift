// Filter.swift: a compiled clause filter (the language itself lands with the filter issue).
import DoshModel

public struct CompiledFilter: Sendable {
    public static func compile(_ source: String, offset: Int, workspace: Workspace) throws(FilterError) -> CompiledFilter {
        throw FilterError(message: "filters are not available yet", span: offset..<offset + source.count)
    }

    public func matches(in a: Analysis) throws -> [Int] { [] }
    public func count(in a: Analysis) throws -> Int { 0 }
}

public struct FilterError: DoshError {
    public var message: String
    public var span: Range<Int>?
}
