// SessionCommands.swift: save, history, journal.
import DoshModel

extension Commands {
    static let sessionCommands: [CommandSpec] = []
}
