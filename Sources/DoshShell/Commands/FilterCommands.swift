// FilterCommands.swift: filter save/list (named filters).
import DoshModel

extension Commands {
    static let filterCommands: [CommandSpec] = []
}
