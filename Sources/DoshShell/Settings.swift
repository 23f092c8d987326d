// Settings.swift: output and run settings (`set …`, `settings`).
import DoshModel

public enum OutputMode: String, CaseIterable, Sendable {
    case table, box, csv, json, jsonl, markdown, line

    /// Machine modes carry only data on stdout: no messages, titles or notes.
    public var isMachine: Bool { self == .csv || self == .json || self == .jsonl }
}

public enum ColorSetting: String, CaseIterable, Sendable {
    case auto, on, off
}

public struct Settings: Sendable, Equatable {
    public var mode: OutputMode = .table
    /// Rows shown by table, box and line modes (0: all). `last` shows the whole last result.
    public var maxRows = 40
    /// Terminal width for tables; nil means the terminal's (or 100 when not a terminal).
    public var width: Int?
    public var color: ColorSetting = .auto
    /// Print the real time each command took.
    public var timer = false
    /// Stop a script at the first error.
    public var bail = true
    /// Print each command before its output (scripts).
    public var echo = false
    /// No box drawing or block characters (screen readers, logs).
    public var plain = false
    /// Decimals for numbers in human modes.
    public var decimals = 4

    public init() {}

    /// What `dosh check` and `save` use, so recorded outputs do not depend on the terminal.
    public static let pinned: Settings = {
        var s = Settings()
        s.width = 100
        s.color = .off
        return s
    }()
}

/// Settings resolved for one rendering.
public struct RenderOptions: Sendable {
    public var mode: OutputMode
    public var width: Int
    public var useColor: Bool
    /// 0: no limit.
    public var maxRows: Int
    public var plain: Bool
    public var decimals: Int

    public init(mode: OutputMode = .table, width: Int = 100, useColor: Bool = false, maxRows: Int = 0,
                plain: Bool = false, decimals: Int = 4) {
        self.mode = mode; self.width = width; self.useColor = useColor; self.maxRows = maxRows
        self.plain = plain; self.decimals = decimals
    }
}
