// Interrupt.swift: Ctrl-C. A SIGINT handler sets an atomic flag; long loops poll it and throw
// Interrupted, and the shell returns to the prompt with the state as it was.
import DoshModel
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public enum Interrupt {
    static let flag = Atomic<Bool>(false)

    /// Installs the handler (no SA_RESTART, so a blocked read returns EINTR).
    public static func install() {
        var sa = sigaction()
        #if canImport(Glibc)
        sa.__sigaction_handler.sa_handler = { _ in Interrupt.flag.store(true, ordering: .relaxed) }
        #else
        sa.__sigaction_u.__sa_handler = { _ in Interrupt.flag.store(true, ordering: .relaxed) }
        #endif
        sigemptyset(&sa.sa_mask)
        sa.sa_flags = 0
        sigaction(SIGINT, &sa, nil)
        // A parent may have left SIGINT blocked (the mask is inherited across exec); unblock it.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigprocmask(SIG_UNBLOCK, &set, nil)
    }

    public static var requested: Bool { flag.load(ordering: .relaxed) }

    public static func clear() { flag.store(false, ordering: .relaxed) }

    public static func request() { flag.store(true, ordering: .relaxed) }

    /// Throws if Ctrl-C was pressed.
    @inline(__always)
    public static func check() throws(Interrupted) {
        if flag.load(ordering: .relaxed) { throw Interrupted() }
    }
}
