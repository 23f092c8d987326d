// AnalyzeCommands.swift: analyze (text analysis).
import DoshModel

extension Commands {
    static let analyzeCommands: [CommandSpec] = []
}
