// TextLayout.swift: terminal text measurement, number formatting and ANSI colour.
import DoshModel

/// Columns a string occupies on a terminal: wide East Asian characters and emoji count 2,
/// combining marks 0.
public func displayWidth(_ s: String) -> Int {
    var w = 0
    for ch in s {
        guard let u = ch.unicodeScalars.first?.value else { continue }
        w += scalarWidth(u)
    }
    return w
}

func scalarWidth(_ u: UInt32) -> Int {
    if u == 0 || (u >= 0x300 && u < 0x370) || (u >= 0x200B && u <= 0x200F) { return 0 }
    if (u >= 0x1100 && u <= 0x115F) || (u >= 0x2E80 && u <= 0xA4CF) || (u >= 0xAC00 && u <= 0xD7A3)
        || (u >= 0xF900 && u <= 0xFAFF) || (u >= 0xFE30 && u <= 0xFE4F) || (u >= 0xFF00 && u <= 0xFF60)
        || (u >= 0xFFE0 && u <= 0xFFE6) || (u >= 0x1F300 && u <= 0x1FAFF) || (u >= 0x20000 && u <= 0x3FFFD) {
        return 2
    }
    return 1
}

/// `s` cut to at most `width` columns, ending in "…" when cut.
public func truncate(_ s: String, to width: Int) -> String {
    guard displayWidth(s) > width else { return s }
    guard width > 1 else { return width == 1 ? "…" : "" }
    var out = ""
    var w = 0
    for ch in s {
        let cw = scalarWidth(ch.unicodeScalars.first?.value ?? 0)
        if w + cw > width - 1 { break }
        out.append(ch)
        w += cw
    }
    return out + "…"
}

public func pad(_ s: String, to width: Int, _ alignment: Alignment) -> String {
    let fill = String(repeating: " ", count: max(0, width - displayWidth(s)))
    return alignment == .left ? s + fill : fill + s
}

/// One line for a table cell: line breaks and tabs become spaces, trailing whitespace goes.
public func singleLine(_ s: String) -> String {
    var out = ""
    var pendingSpace = false
    for ch in s {
        if ch.isNewline || ch == "\t" || ch == "\r\n" {
            pendingSpace = true
        } else {
            if pendingSpace, !out.isEmpty { out.append(" ") }
            pendingSpace = false
            out.append(ch)
        }
    }
    while out.last == " " { out.removeLast() }
    return out
}

/// ANSI colour codes for severity colours.
public enum ANSI {
    public static let reset = "\u{1B}[0m"
    public static let bold = "\u{1B}[1m"
    public static let dim = "\u{1B}[2m"

    public static func code(_ c: SeverityColour) -> String {
        switch c {
        case .red: "\u{1B}[31m"
        case .orange: "\u{1B}[38;5;208m"
        case .green: "\u{1B}[32m"
        case .blue: "\u{1B}[34m"
        }
    }
}
