// Journal.swift: every interactive command, appended to a file before it runs, so a killed shell
// loses nothing (`dosh --recover` replays it). The file is a session script: a header of comments,
// then each command line; after each command, "# ok" or "# failed".
import DoshFormats
import DoshModel
#if canImport(Glibc)
import Glibc
#endif

public final class Journal {
    public let path: String
    private let fd: Int32

    /// Opens a new journal file in `folder` (created if needed), named by the start time and process.
    public init?(folder: String, started: String, workingDirectory: String) {
        let name = started.replacingAll(":", with: "-") + "-\(getpid()).dosh"
        path = folder + "/" + name
        fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return nil }
        append("# dosh journal\n# started \(started)\n# cwd \(workingDirectory)\n")
    }

    deinit { close(fd) }

    /// Records a command line before it runs.
    public func willRun(_ line: String) { append(line.replacingAll("\n", with: " ") + "\n") }

    /// Records how it ended.
    public func didRun(ok: Bool) { append(ok ? "# ok\n" : "# failed\n") }

    private func append(_ s: String) {
        var s = s
        s.withUTF8 { buf in
            var done = 0
            while done < buf.count {
                let n = write(fd, buf.baseAddress! + done, buf.count - done)
                if n < 0 { if errno == EINTR { continue }; return }
                done += n
            }
        }
    }
}

/// A journal read back.
public struct JournalRecord: Equatable, Sendable {
    public var path: String
    public var started: String
    public var workingDirectory: String
    /// Commands that finished successfully, in order.
    public var completed: [String]
    /// A command that was running when the shell stopped (never marked), if any.
    public var unfinished: String?
    public var failedCount: Int

    public static func parse(_ text: String, path: String) -> JournalRecord {
        var r = JournalRecord(path: path, started: "", workingDirectory: "", completed: [], unfinished: nil, failedCount: 0)
        var pending: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) {
            if line.hasPrefix("# started ") { r.started = String(line.dropFirst(10)) }
            else if line.hasPrefix("# cwd ") { r.workingDirectory = String(line.dropFirst(6)) }
            else if line == "# ok" { if let p = pending { r.completed.append(p) }; pending = nil }
            else if line == "# failed" { if pending != nil { r.failedCount += 1 }; pending = nil }
            else if line.hasPrefix("#") { continue }
            else { pending = line }
        }
        r.unfinished = pending
        return r
    }
}
