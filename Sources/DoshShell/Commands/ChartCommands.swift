// ChartCommands.swift: terminal charts.
import DoshModel

extension Commands {
    static let chartCommands: [CommandSpec] = []
}
