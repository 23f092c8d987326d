// SensitivityCommands.swift: rescore, sweep, loo, robust, explain, tipping, calibrate.
import DoshModel

extension Commands {
    static let sensitivityCommands: [CommandSpec] = []
}
