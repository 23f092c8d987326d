// ShellState.swift: what a running shell holds (the workspace and settings) and what it may do
// (the environment). Commands get a copy of the state; the shell keeps it only if they succeed.
import DoshFormats
import DoshModel
#if canImport(Glibc)
import Glibc
#endif

public struct ShellState: Sendable {
    public var workspace = Workspace()
    public var settings = Settings()
    /// The last result, for `last`.
    public var lastOutput: Output?
    /// `once FILE`: where the next result goes.
    public var onceFile: String?
    /// Set by `quit`.
    public var quitRequested = false
    /// A script run by `dosh run` failed (for the exit status when bail is off).
    public var lastFailed = false
    /// Every file read, by the path as typed (for session headers and report provenance).
    public var inputs: [InputFile] = []
    /// Command lines, oldest first: loaded from the history file in an interactive session, and
    /// every line run since. Consecutive duplicates are dropped; at most `historyLimit` are kept.
    public var history: [String] = []
    public static let historyLimit = 1000
    /// This session's commands with their outputs rendered under `transcriptSettings` (for `save`,
    /// `export notebook`): what a replay by `dosh check` would print.
    public var log: [LogEntry] = []
    /// Pinned settings with the session's own `set` commands applied.
    public var transcriptSettings = Settings.pinned
    /// Files the current command read or wrote, by the path as typed (cleared per command).
    public var touchedPaths: [String] = []
    /// Seeds of the random draws made in this session ("robust: 42").
    public var seeds: [String] = []

    public init() {}

    mutating func remember(_ line: String) {
        let l = line.trimmedWhitespace
        guard !l.isEmpty, history.last != l else { return }
        history.append(l)
        if history.count > ShellState.historyLimit { history.removeFirst(history.count - ShellState.historyLimit) }
    }

    /// Notes a file a command read, identified by size and modification time; it is hashed when a
    /// session or report needs its sha256 (hashing costs about as much as loading, so loads don't pay it).
    mutating func recordInput(_ path: String, env: Environment) {
        inputs.removeAll { $0.path == path }
        let resolved = env.path(path)
        inputs.append(InputFile(path: path, resolved: resolved, identity: FileIdentity(resolved)))
        touchedPaths.append(path)
    }

    /// sha256 of every file read, by the path as typed. A file whose size or modification time
    /// changed since it was read is reported as "changed since it was read".
    /// Only the files `including` accepts are read and hashed.
    public func inputHashes(including: (String) -> Bool = { _ in true }) -> [(path: String, sha256: String)] {
        inputs.filter { including($0.path) }.map { ($0.path, $0.hashNow()) }
    }

    /// Notes a file a command writes (so `save` can make its path relative to the script).
    mutating func recordOutput(_ path: String) { touchedPaths.append(path) }
}

/// A file the session read.
public struct InputFile: Sendable, Equatable {
    public var path: String
    public var resolved: String
    var identity: FileIdentity?

    /// Hashes the file as it is now, if it is still the file that was read.
    func hashNow() -> String {
        guard let id = identity, FileIdentity(resolved) == id, let bytes = try? readFile(resolved) else {
            return "changed since it was read"
        }
        return SHA256.hex(bytes)
    }
}

/// Size and modification time: enough to tell that a file is still the one that was read.
struct FileIdentity: Sendable, Equatable {
    var size: Int
    var seconds: Int
    var nanoseconds: Int

    init?(_ path: String) {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        size = Int(st.st_size)
        seconds = Int(st.st_mtim.tv_sec)
        nanoseconds = Int(st.st_mtim.tv_nsec)
    }
}

/// One command of the session, as a transcript records it.
public struct LogEntry: Sendable, Equatable {
    public var command: String
    public var output: [String]
    public var failed: Bool
    /// The 1-based `history` number of the line the command came from.
    public var historyNumber: Int
    /// Files it read or wrote, by the path as typed.
    public var paths: [String]
}

/// Where and how the shell runs.
public struct Environment: Sendable {
    /// Relative paths resolve against this folder (a script's folder; "" for the working directory).
    public var baseDirectory = ""
    /// Refuse writes outside `baseDirectory` and running programs (`check`, `run --safe`).
    public var safe = false
    public var allowExec = false
    public var isInteractive = false
    public var stdoutIsTerminal = false
    public var terminalWidth: Int?
    /// NO_COLOR is set.
    public var noColor = false
    /// Where long commands (analyze) report progress: a status line on a terminal's stderr, set
    /// by the CLI only when stderr is a terminal, so other output never changes. "" clears it.
    public var progress: (@Sendable (String) -> Void)?

    public init() {}

    /// A path as typed, resolved against the base directory.
    public func path(_ typed: String) -> String { resolvePath(typed, relativeTo: baseDirectory) }

    /// The path to write `typed` to, refusing places outside the script's folder in safe mode.
    /// The bytes of the file a word names; errors show the path as typed, with a caret under it.
    public func read(_ word: Word) throws(UsageError) -> [UInt8] {
        let resolved = path(word.text)
        do {
            return try readFile(resolved)
        } catch {
            throw UsageError(error.message.replacingAll(resolved, with: word.text), span: word.span)
        }
    }

    /// The folder relative paths resolve against, as an absolute path.
    public var absoluteBase: String {
        if baseDirectory.hasPrefix("/") { return normalizeAbsolute(baseDirectory) }
        let cwd = currentDirectory()
        return normalizeAbsolute(baseDirectory.isEmpty ? cwd : cwd + "/" + baseDirectory)
    }

    public func writablePath(_ typed: String, span: Range<Int>?) throws(UsageError) -> String {
        let p = path(typed)
        if safe {
            let normal = normalizePath(typed)
            if typed.hasPrefix("/") || typed.hasPrefix("~") || normal.hasPrefix("..") {
                throw UsageError("safe mode: refusing to write '\(typed)' outside the script's folder", span: span)
            }
        }
        return p
    }

    func renderOptions(_ s: Settings, forFile: Bool = false) -> RenderOptions {
        let color: Bool
        switch s.color {
        case .on: color = !forFile
        case .off: color = false
        case .auto: color = !forFile && stdoutIsTerminal && !noColor
        }
        return RenderOptions(mode: s.mode, width: s.width ?? terminalWidth ?? 100, useColor: color,
                             maxRows: forFile ? 0 : s.maxRows, plain: s.plain, decimals: s.decimals)
    }
}

/// The process's working directory.
func currentDirectory() -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    guard getcwd(&buffer, buffer.count) != nil else { return "." }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// An absolute path without `.`, `..` or doubled slashes.
func normalizeAbsolute(_ p: String) -> String {
    var parts: [Substring] = []
    for c in p.split(separator: "/") {
        if c == "." || c.isEmpty { continue }
        if c == ".." { if !parts.isEmpty { parts.removeLast() } } else { parts.append(c) }
    }
    return "/" + parts.joined(separator: "/")
}

/// `target` (absolute) as seen from the folder `from` (absolute): "../Examples/x.json".
func relativePath(from: String, to target: String) -> String {
    let a = normalizeAbsolute(from).split(separator: "/"), b = normalizeAbsolute(target).split(separator: "/")
    var common = 0
    while common < a.count, common < b.count, a[common] == b[common] { common += 1 }
    let up = Array(repeating: "..", count: a.count - common)
    let rest = b[common...].map(String.init)
    let joined = (up + rest).joined(separator: "/")
    return joined.isEmpty ? "." : joined
}

/// `a/./b/../c` → `a/c`; leading `..` kept.
func normalizePath(_ p: String) -> String {
    var parts: [Substring] = []
    for c in p.split(separator: "/") {
        if c == "." || c.isEmpty { continue }
        if c == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(c) }
    }
    return parts.joined(separator: "/")
}

extension Workspace {
    /// The analysis named by `word`, or the current one when it is nil; errors point at the word.
    func analysis(_ word: Word?) throws(UsageError) -> Analysis {
        do throws(WorkspaceError) {
            return try analysis(namedOrCurrent: word?.text)
        } catch {
            throw UsageError(error.message, span: word?.span)
        }
    }
}
