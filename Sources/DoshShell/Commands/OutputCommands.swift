// OutputCommands.swift: set, settings, last, once.
import DoshModel

extension Commands {
    static let outputCommands: [CommandSpec] = [
        CommandSpec(
            "set", group: .output, synopsis: "set mode|maxrows|width|color|timer|bail|echo|plain|decimals VALUE",
            summary: "change a setting",
            details: """
                mode: table, box, csv, json, jsonl, markdown or line. maxrows: rows shown by table, box and line \
                modes (0 for all). width: table width in columns, or auto. color: auto (only on a terminal, never \
                with NO_COLOR), on or off. timer: print the real time each command took. bail: stop scripts at the \
                first error. echo: print each command before its output. plain: no box drawing or block characters. \
                decimals: decimals shown for numbers in human modes.
                """,
            examples: ["set mode json", "set maxrows 0"],
            run: runSet),
        CommandSpec(
            "settings", group: .output, synopsis: "settings",
            summary: "show every setting",
            details: "Lists each setting and its value.",
            examples: ["settings", "set mode json; settings"],
            run: { state, inv, _ in
                try inv.expectCount(0, 0, usage: "settings")
                return .record(settingsRecord(state.settings))
            }),
        CommandSpec(
            "last", group: .output, synopsis: "last",
            summary: "print the whole last result (no row limit)",
            details: "Prints the last result again with every row, in the mode in force.",
            examples: ["last", "set mode csv; last"],
            run: { state, inv, _ in
                try inv.expectCount(0, 0, usage: "last")
                guard let out = state.lastOutput else { throw UsageError("there is no result yet") }
                return out
            }),
        CommandSpec(
            "once", group: .output, synopsis: "once FILE",
            summary: "send the next result to a file",
            details: "The next command's result is written (atomically, in the mode in force, without colour or row limit) to FILE instead of the screen.",
            examples: ["once out.csv", "set mode csv; once all.csv; clauses in all"],
            run: { state, inv, env in
                try inv.expectCount(1, 1, usage: "once FILE")
                let f = inv.args[0]
                _ = try env.writablePath(f.text, span: f.span)
                state.onceFile = f.text
                state.recordOutput(f.text)
                return .message("the next result goes to \(f.text)")
            }),
    ]

    static func settingsRecord(_ s: Settings) -> Record {
        Record([
            Field("mode", .text(s.mode.rawValue)), Field("maxrows", .int(s.maxRows)),
            Field("width", s.width.map(Value.int) ?? .text("auto")), Field("color", .text(s.color.rawValue)),
            Field("timer", .text(s.timer ? "on" : "off")), Field("bail", .text(s.bail ? "on" : "off")),
            Field("echo", .text(s.echo ? "on" : "off")), Field("plain", .text(s.plain ? "on" : "off")),
            Field("decimals", .int(s.decimals)),
        ])
    }

    static let settingNames = ["mode", "maxrows", "width", "color", "timer", "bail", "echo", "plain", "decimals"]

    static func runSet(_ state: inout ShellState, _ inv: Invocation, _ env: Environment) throws -> Output {
        try inv.expectCount(2, 2, usage: "set NAME VALUE")
        let (name, value) = (inv.args[0], inv.args[1])
        let v = value.text.lowercased()
        func onOff() throws -> Bool {
            switch v {
            case "on", "true", "yes", "1": return true
            case "off", "false", "no", "0": return false
            default: throw UsageError("\(name.text) is on or off, not '\(value.text)'", span: value.span)
            }
        }
        switch name.text.lowercased() {
        case "mode":
            guard let m = OutputMode(rawValue: v) else {
                throw UsageError("unknown mode '\(value.text)'" + didYouMean(closestMatch(to: v, in: OutputMode.allCases.map(\.rawValue)))
                                    + " (one of: " + OutputMode.allCases.map(\.rawValue).joined(separator: ", ") + ")", span: value.span)
            }
            state.settings.mode = m
        case "maxrows": state.settings.maxRows = try inv.integer(1, what: "maxrows")
        case "width":
            state.settings.width = v == "auto" ? nil : try inv.integer(1, what: "width", minimum: 20)
        case "color", "colour":
            guard let c = ColorSetting(rawValue: v) else { throw UsageError("color is auto, on or off, not '\(value.text)'", span: value.span) }
            state.settings.color = c
        case "timer": state.settings.timer = try onOff()
        case "bail": state.settings.bail = try onOff()
        case "echo": state.settings.echo = try onOff()
        case "plain": state.settings.plain = try onOff()
        case "decimals":
            let d = try inv.integer(1, what: "decimals")
            guard d <= 12 else { throw UsageError("decimals must be at most 12", span: value.span) }
            state.settings.decimals = d
        default:
            throw UsageError("unknown setting '\(name.text)'" + didYouMean(closestMatch(to: name.text, in: settingNames)), span: name.span)
        }
        return .none
    }
}
