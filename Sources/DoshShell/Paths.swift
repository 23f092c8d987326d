// Paths.swift: where dosh keeps its state and configuration (XDG base directories).
import DoshFormats
#if canImport(Glibc)
import Glibc
#endif

public enum Paths {
    /// $XDG_STATE_HOME/dosh, default ~/.local/state/dosh: history and journal.
    public static var stateDirectory: String {
        base("XDG_STATE_HOME", fallback: ".local/state") + "/dosh"
    }

    /// $XDG_CONFIG_HOME/dosh, default ~/.config/dosh: the rc file.
    public static var configDirectory: String {
        base("XDG_CONFIG_HOME", fallback: ".config") + "/dosh"
    }

    public static var historyFile: String { stateDirectory + "/history" }
    public static var rcFile: String { configDirectory + "/doshrc" }

    private static func base(_ variable: String, fallback: String) -> String {
        if let v = Terminal.environment(variable), v.hasPrefix("/") { return v }
        return (Terminal.environment("HOME") ?? ".") + "/" + fallback
    }

    /// Creates a folder and its parents (like mkdir -p); false if it cannot.
    @discardableResult
    public static func makeDirectory(_ path: String) -> Bool {
        if isDirectory(path) { return true }
        let parent = directoryName(path)
        if !parent.isEmpty && parent != path && !isDirectory(parent) { makeDirectory(parent) }
        return mkdir(path, 0o755) == 0 || isDirectory(path)
    }
}
