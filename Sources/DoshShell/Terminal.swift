// Terminal.swift: raw output to file descriptors and terminal facts.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public enum Terminal {
    /// Writes all of `s` to a file descriptor.
    public static func write(_ s: String, to fd: Int32) {
        var s = s
        s.withUTF8 { buf in
            var done = 0
            while done < buf.count {
                let n = sysWrite(fd, buf.baseAddress! + done, buf.count - done)
                if n < 0 {
                    if errno == EINTR { continue }
                    return
                }
                done += n
            }
        }
    }

    public static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

    /// Columns of the terminal on `fd`, if it is one.
    public static func width(_ fd: Int32 = 1) -> Int? {
        var ws = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &ws) == 0, ws.ws_col > 0 else { return nil }
        return Int(ws.ws_col)
    }

    public static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}

#if canImport(Glibc)
private let sysWrite = Glibc.write
#else
private let sysWrite = Darwin.write
#endif
