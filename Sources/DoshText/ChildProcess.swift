// ChildProcess.swift: a program run with posix_spawn and pipes to its standard input, output and
// error, driven by poll() so that dosh can feed it, read it, give up on it after a timeout, and
// stop it on Ctrl-C. Used for pdftotext and for external classifiers.
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum ChildError: Error, Equatable {
    /// The program could not be started (errno).
    case spawnFailed(Int32)
    /// Nothing came out for longer than the timeout.
    case stalled(seconds: Double)
    case interrupted
}

final class ChildProcess {
    let pid: pid_t
    private var input: Int32
    private var output: Int32
    private var errors: Int32
    private var pending: [UInt8] = []
    private var pendingOffset = 0
    private var closeInputWhenWritten = false
    /// The last few kilobytes the program wrote to standard error.
    private(set) var errorTail: [UInt8] = []
    private(set) var exitStatus: Int32?

    /// Starts `argv` (searching PATH when `searchPath`). Signals dosh ignores are reset in the child.
    init(_ argv: [String], searchPath: Bool) throws(ChildError) {
        // Pipes are made close-on-exec one call after pipe(); spawning under a lock keeps a child started
        // by another thread meanwhile from inheriting them (it would hold them open).
        let started = ChildProcess.spawnLock.withLock { _ in Result { () throws(ChildError) in try ChildProcess.start(argv, searchPath: searchPath) } }
        (pid, input, output, errors) = try started.get()
        for fd in [input, output, errors] { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
    }

    private static let spawnLock = Mutex(())

    /// Spawns the program; returns its pid and dosh's ends of its stdin, stdout and stderr.
    private static func start(_ argv: [String], searchPath: Bool) throws(ChildError) -> (pid_t, Int32, Int32, Int32) {
        ChildProcess.ignoreBrokenPipes()
        guard let inPipe = ChildProcess.makePipe() else { throw .spawnFailed(errno) }
        guard let outPipe = ChildProcess.makePipe() else { let e = errno; close(inPipe[0]); close(inPipe[1]); throw .spawnFailed(e) }
        guard let errPipe = ChildProcess.makePipe() else {
            let e = errno
            for fd in inPipe + outPipe { close(fd) }
            throw .spawnFailed(e)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, inPipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        var attr = posix_spawnattr_t()
        posix_spawnattr_init(&attr)
        defer { posix_spawnattr_destroy(&attr) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        sigaddset(&defaults, SIGINT)
        posix_spawnattr_setsigdefault(&attr, &defaults)
        var noMask = sigset_t()
        sigemptyset(&noMask)
        posix_spawnattr_setsigmask(&attr, &noMask)
        // Its own process group, so stopping it stops what it started too (a shell's children).
        posix_spawnattr_setpgroup(&attr, 0)
        posix_spawnattr_setflags(&attr, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))

        let cArgs: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        defer { for p in cArgs { free(p) } }
        var pid: pid_t = 0
        let rc = searchPath
            ? posix_spawnp(&pid, argv[0], &actions, &attr, cArgs, environ)
            : posix_spawn(&pid, argv[0], &actions, &attr, cArgs, environ)
        close(inPipe[0]); close(outPipe[1]); close(errPipe[1])
        guard rc == 0 else {
            close(inPipe[1]); close(outPipe[0]); close(errPipe[0])
            throw .spawnFailed(rc)
        }
        return (pid, inPipe[1], outPipe[0], errPipe[0])
    }

    deinit {
        if exitStatus == nil { terminate() }
        for fd in [input, output, errors] where fd >= 0 { close(fd) }
    }

    /// A pipe whose ends close on exec (the child gets only the ends dup2 puts on 0, 1 and 2).
    static func makePipe() -> [Int32]? {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return nil }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return fds
    }

    /// Writing to a program that has exited must give EPIPE, not kill dosh.
    static func ignoreBrokenPipes() { signal(SIGPIPE, SIG_IGN) }

    /// Queues bytes for the program's standard input; `thenClose` closes it once they are written.
    func send(_ bytes: [UInt8], thenClose: Bool) {
        pending += bytes
        closeInputWhenWritten = thenClose
        if pending.count == pendingOffset && thenClose { closeInput() }
    }

    func closeInput() {
        if input >= 0 { close(input); input = -1 }
    }

    /// Moves data until `handle` (given each chunk of standard output; an empty chunk means the
    /// program closed it) returns false. Fails when no output arrives for `stallTimeout` seconds
    /// or `isCancelled` says Ctrl-C was pressed.
    func pump(stallTimeout: Double, isCancelled: () -> Bool, handle: ([UInt8]) -> Bool) throws(ChildError) {
        var lastOutput = monotonicNow()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            if isCancelled() { throw .interrupted }
            var fds: [pollfd] = []
            if output >= 0 { fds.append(pollfd(fd: output, events: Int16(POLLIN), revents: 0)) }
            if errors >= 0 { fds.append(pollfd(fd: errors, events: Int16(POLLIN), revents: 0)) }
            if input >= 0 && pendingOffset < pending.count { fds.append(pollfd(fd: input, events: Int16(POLLOUT), revents: 0)) }
            let waited = monotonicNow() - lastOutput
            if waited > stallTimeout { throw .stalled(seconds: stallTimeout) }
            let slice = Int32(max(1, min(100, (stallTimeout - waited) * 1000)))
            let n = poll(&fds, nfds_t(fds.count), slice)
            if n < 0 {
                if errno == EINTR { continue }
                throw .spawnFailed(errno)
            }
            for p in fds where p.revents != 0 {
                if p.fd == input {
                    let written = pending.withUnsafeBytes { write(input, $0.baseAddress! + pendingOffset, pending.count - pendingOffset) }
                    if written > 0 {
                        pendingOffset += written
                        if pendingOffset == pending.count {
                            pending.removeAll(keepingCapacity: false)
                            pendingOffset = 0
                            if closeInputWhenWritten { closeInput() }
                        }
                    } else if written < 0 && errno != EAGAIN && errno != EINTR {
                        closeInput()  // the program stopped reading (EPIPE): its exit will tell
                    }
                } else {
                    let got = buffer.withUnsafeMutableBytes { read(p.fd, $0.baseAddress!, $0.count) }
                    if got < 0 && (errno == EAGAIN || errno == EINTR) { continue }
                    if p.fd == errors {
                        if got <= 0 { close(errors); errors = -1; continue }
                        errorTail += buffer[0..<got]
                        if errorTail.count > 4096 { errorTail.removeFirst(errorTail.count - 4096) }
                        continue
                    }
                    if got <= 0 {
                        close(output)
                        output = -1
                        _ = handle([])
                        return
                    }
                    lastOutput = monotonicNow()
                    if !handle(Array(buffer[0..<got])) { return }
                }
            }
        }
    }

    /// Waits up to `timeout` seconds for the program to exit; kills it when it does not.
    /// Returns the exit status (128 + signal for a killed program).
    @discardableResult
    func wait(timeout: Double) -> Int32 {
        if let s = exitStatus { return s }
        let deadline = monotonicNow() + timeout
        drainErrors(until: min(deadline, monotonicNow() + 2))
        while true {
            var status: Int32 = 0
            let r = waitpid(pid, &status, WNOHANG)
            if r == pid { exitStatus = decode(status); return exitStatus ?? 1 }
            if r < 0 && errno != EINTR { exitStatus = 1; return 1 }
            if monotonicNow() > deadline { terminate(); return exitStatus ?? 1 }
            usleep(5_000)
        }
    }

    /// Reads what is left on standard error (it may arrive after standard output closed).
    private func drainErrors(until deadline: Double) {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while errors >= 0 {
            let left = deadline - monotonicNow()
            if left <= 0 { return }
            var p = [pollfd(fd: errors, events: Int16(POLLIN), revents: 0)]
            let n = poll(&p, 1, Int32(max(1, min(100, left * 1000))))
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { continue }
            let got = buffer.withUnsafeMutableBytes { read(errors, $0.baseAddress!, $0.count) }
            if got < 0 && (errno == EAGAIN || errno == EINTR) { continue }
            if got <= 0 { close(errors); errors = -1; return }
            errorTail += buffer[0..<got]
            if errorTail.count > 4096 { errorTail.removeFirst(errorTail.count - 4096) }
        }
    }

    /// Stops the program and everything it started (SIGKILL to its process group) and reaps it.
    func terminate() {
        guard exitStatus == nil else { return }
        kill(-pid, SIGKILL)
        kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        exitStatus = decode(status)
    }

    private func decode(_ status: Int32) -> Int32 {
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// The last line the program wrote to standard error, if any.
    var lastErrorLine: String? {
        let text = String(decoding: errorTail, as: UTF8.self)
        return text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).last.map { String($0).trimmedForMessage }
    }
}

func monotonicNow() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

extension String {
    /// At most 200 characters, without surrounding white space.
    var trimmedForMessage: String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return s.count > 200 ? String(s.prefix(200)) + "…" : String(s)
    }
}
