// Files.swift: reading whole files with clear errors, and atomic writes (temp file, fsync, rename).
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import DoshModel

public enum FileError: DoshError, Equatable {
    case notFound(String)
    case isDirectory(String)
    case permissionDenied(String)
    case tooLarge(String, size: Int, limit: Int)
    case unreadable(String, reason: String)
    case writeFailed(String, reason: String)

    public var message: String {
        switch self {
        case .notFound(let p): "\(p): no such file"
        case .isDirectory(let p): "\(p): is a directory, not a file"
        case .permissionDenied(let p): "\(p): permission denied"
        case .tooLarge(let p, let size, let limit):
            "\(p): \(byteCount(size)) is more than dosh can hold in this machine's memory (limit \(byteCount(limit))); split it into smaller files"
        case .unreadable(let p, let r): "\(p): cannot read: \(r)"
        case .writeFailed(let p, let r): "\(p): cannot write: \(r)"
        }
    }
}

/// "68.2 MB", "512 B".
public func byteCount(_ n: Int) -> String {
    let units = ["B", "KB", "MB", "GB", "TB"]
    var v = Double(n)
    var u = 0
    while v >= 1000 && u < units.count - 1 { v /= 1000; u += 1 }
    if u == 0 { return "\(n) B" }
    return String(format1: v) + " " + units[u]
}

extension String {
    /// A number with one decimal, without Foundation.
    init(format1 v: Double) {
        let r = (v * 10).rounded() / 10
        let whole = Int(r)
        let tenth = Int(((r - Double(whole)) * 10).rounded())
        self = "\(whole).\(abs(tenth))"
    }
}

private func errnoText() -> String { String(cString: strerror(errno)) }

/// Reads a whole file. Refuses directories, and files too large to load (more than half the
/// physical memory: loading needs room for the bytes and the clause store built from them).
public func readFile(_ path: String, limit: Int? = nil) throws(FileError) -> [UInt8] {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else {
        switch errno {
        case ENOENT, ENOTDIR: throw .notFound(path)
        case EACCES: throw .permissionDenied(path)
        case EISDIR: throw .isDirectory(path)
        default: throw .unreadable(path, reason: errnoText())
        }
    }
    defer { close(fd) }
    var st = stat()
    guard fstat(fd, &st) == 0 else { throw .unreadable(path, reason: errnoText()) }
    if (st.st_mode & S_IFMT) == S_IFDIR { throw .isDirectory(path) }
    let size = Int(st.st_size)
    let maximum = limit ?? memoryLimit()
    if size > maximum { throw .tooLarge(path, size: size, limit: maximum) }
    var out: [UInt8] = []
    out.reserveCapacity(size)
    var chunk = [UInt8](repeating: 0, count: 1 << 20)
    while true {
        let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if n < 0 {
            if errno == EINTR { continue }
            if errno == EISDIR { throw .isDirectory(path) }
            throw .unreadable(path, reason: errnoText())
        }
        if n == 0 { break }
        out.append(contentsOf: chunk[0..<n])
        if out.count > maximum { throw .tooLarge(path, size: out.count, limit: maximum) }
    }
    return out
}

/// Half the physical memory.
public func memoryLimit() -> Int {
    let pages = sysconf(Int32(_SC_PHYS_PAGES))
    let pageSize = sysconf(Int32(_SC_PAGESIZE))
    guard pages > 0, pageSize > 0 else { return Int.max }
    return pages * pageSize / 2
}

public func fileExists(_ path: String) -> Bool {
    var st = stat()
    return stat(path, &st) == 0
}

public func isDirectory(_ path: String) -> Bool {
    var st = stat()
    return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR
}

/// Writes `bytes` to `path` so that readers see either the old file or the whole new one: a
/// temporary file in the same folder, fsync, rename over the target, fsync the folder.
public func writeFileAtomically(_ path: String, _ bytes: [UInt8]) throws(FileError) {
    let dir = directoryName(path)
    if !dir.isEmpty, !isDirectory(dir) { throw .writeFailed(path, reason: "no such folder '\(dir)'") }
    if isDirectory(path) { throw .isDirectory(path) }
    var template = ((dir.isEmpty ? "" : dir + "/") + ".\(lastPathComponent(path)).tmp-XXXXXX").utf8CString
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else { throw .writeFailed(path, reason: errnoText()) }
    let tempPath = String(cString: template.withUnsafeBufferPointer { $0.baseAddress! })
    var ok = false
    defer {
        if !ok { unlink(tempPath) }
    }
    var written = 0
    while written < bytes.count {
        let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, $0.count - written) }
        if n < 0 {
            if errno == EINTR { continue }
            let reason = errnoText()
            close(fd)
            throw .writeFailed(path, reason: reason)
        }
        written += n
    }
    // New files get the usual permissions (mkstemp creates them 0600).
    let mask = umask(0)
    umask(mask)
    fchmod(fd, 0o666 & ~mask)
    guard fsync(fd) == 0 else {
        let reason = errnoText()
        close(fd)
        throw .writeFailed(path, reason: reason)
    }
    close(fd)
    guard rename(tempPath, path) == 0 else { throw .writeFailed(path, reason: errnoText()) }
    ok = true
    let dfd = open(dir.isEmpty ? "." : dir, O_RDONLY | O_DIRECTORY)
    if dfd >= 0 { fsync(dfd); close(dfd) }
}

public func writeFileAtomically(_ path: String, _ text: String) throws(FileError) {
    try writeFileAtomically(path, Array(text.utf8))
}

/// The folder part of a path ("" for a bare file name, "/" for files at the root).
public func directoryName(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    if slash == path.startIndex { return "/" }
    return String(path[..<slash])
}

/// `path` joined onto `base` unless it is absolute (or base is empty).
public func resolvePath(_ path: String, relativeTo base: String) -> String {
    if path.hasPrefix("/") || base.isEmpty || base == "." { return expandTilde(path) }
    return base + "/" + path
}

/// "~/x" with the home folder.
public func expandTilde(_ path: String) -> String {
    guard path == "~" || path.hasPrefix("~/"), let home = getenv("HOME") else { return path }
    return String(cString: home) + path.dropFirst()
}
