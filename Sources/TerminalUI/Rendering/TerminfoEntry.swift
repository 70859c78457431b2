import Foundation

/// What the system's terminfo database says about a terminal type, as far as TerminalUI
/// needs it: whether the cursor can be moved anywhere (the `cup` capability). A terminal
/// without it (`dumb`, `emacs`'s shell, a printing terminal) cannot show screens.
///
/// Reads the compiled entry (the legacy format and ncurses' extended-number format) from
/// where ncurses looks: `$TERMINFO`, `~/.terminfo`, `$TERMINFO_DIRS`, `/etc/terminfo`,
/// `/lib/terminfo`, `/usr/share/terminfo`.
struct TerminfoEntry: Equatable {
    /// Whether the entry has `cup` (cursor_address).
    var hasCursorAddressing: Bool

    /// The index of `cup` among terminfo's string capabilities.
    private static let cursorAddressIndex = 10

    /// The entry of `term`, or nil when there is none (an unknown type, a database not
    /// installed) or it cannot be read.
    static func load(term: String, environment: [String: String]) -> TerminfoEntry? {
        // A name with a slash would leave the database's directories.
        guard let first = term.utf8.first, !term.contains("/"), term != "." && term != ".." else { return nil }
        for directory in directories(environment: environment) {
            for subdirectory in [String(UnicodeScalar(first)), String(first, radix: 16)] {
                let path = "\(directory)/\(subdirectory)/\(term)"
                if let data = FileManager.default.contents(atPath: path) {
                    return parse(data)
                }
            }
        }
        return nil
    }

    /// Where entries are looked for, in ncurses' order.
    static func directories(environment: [String: String]) -> [String] {
        var directories: [String] = []
        if let terminfo = environment["TERMINFO"], !terminfo.isEmpty { directories.append(terminfo) }
        if let home = environment["HOME"], !home.isEmpty { directories.append(home + "/.terminfo") }
        let defaults = ["/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo"]
        if let list = environment["TERMINFO_DIRS"], !list.isEmpty {
            // An empty element stands for the default directories.
            for element in list.split(separator: ":", omittingEmptySubsequences: false) {
                directories += element.isEmpty ? defaults : [String(element)]
            }
        } else {
            directories += defaults
        }
        return directories
    }

    /// Reads a compiled entry; nil when it is not one.
    static func parse(_ data: Data) -> TerminfoEntry? {
        let bytes = [UInt8](data)
        func short(at offset: Int) -> Int? {
            guard offset >= 0, offset + 1 < bytes.count else { return nil }
            return Int(Int16(bitPattern: UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8))
        }
        guard let magic = short(at: 0), let namesSize = short(at: 2), let booleanCount = short(at: 4),
              let numberCount = short(at: 6), let stringCount = short(at: 8) else { return nil }
        let numberSize: Int
        switch magic {
        case 0o432: numberSize = 2
        case 0o1036: numberSize = 4
        default: return nil
        }
        guard namesSize >= 0, booleanCount >= 0, numberCount >= 0, stringCount >= 0 else { return nil }
        var offset = 12 + namesSize + booleanCount
        if offset % 2 == 1 { offset += 1 }  // numbers start on an even byte
        offset += numberCount * numberSize
        guard stringCount > cursorAddressIndex else { return TerminfoEntry(hasCursorAddressing: false) }
        guard let cup = short(at: offset + 2 * cursorAddressIndex) else { return nil }
        // -1: absent, -2: cancelled.
        return TerminfoEntry(hasCursorAddressing: cup >= 0)
    }
}
