/// A key press (or a paste) read from the terminal.
public indirect enum Key: Hashable, Sendable {
    /// Printable text: one grapheme cluster.
    case character(Character)
    /// A control key: Ctrl and a letter (lowercase) or one of `@ \ ] ^ _` and space.
    /// Ctrl-I, Ctrl-M and Ctrl-H arrive as `tab`, `enter` and `backspace`: terminals
    /// send the same bytes for both.
    case ctrl(Character)
    /// Alt (Meta) held with a key: `.alt(.character("f"))`, `.alt(.left)`.
    case alt(Key)
    /// Return or Enter.
    case enter
    /// Tab.
    case tab
    /// Shift-Tab.
    case backTab
    /// Backspace.
    case backspace
    /// Escape on its own.
    case escape
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page up.
    case pageUp
    /// Page down.
    case pageDown
    /// Insert.
    case insert
    /// Delete (forward).
    case delete
    /// A function key, F1 to F12.
    case function(Int)
    /// Text pasted while bracketed paste is on: raw, so sanitize it before showing it.
    case paste(String)
    /// One notch of the mouse wheel away from the user (content moves down, earlier
    /// lines come into view). Only sent while the terminal reports the wheel
    /// (`Application.run(rootViewController:mouseWheel:)`); it goes to the focused
    /// view like a key, wherever the pointer is.
    case scrollUp
    /// One notch of the mouse wheel towards the user (later lines come into view).
    case scrollDown
}

extension Key: CustomStringConvertible {
    /// A short name for help screens and test output, like "Ctrl-A", "Alt-f", "PgDn", "F5".
    public var description: String {
        switch self {
        case .character(" "): return "Space"
        case .character(let character): return String(character)
        case .ctrl(let character): return "Ctrl-\(String(character).uppercased())"
        case .alt(let key): return "Alt-\(key)"
        case .enter: return "Enter"
        case .tab: return "Tab"
        case .backTab: return "Shift-Tab"
        case .backspace: return "Backspace"
        case .escape: return "Esc"
        case .up: return "↑"
        case .down: return "↓"
        case .left: return "←"
        case .right: return "→"
        case .home: return "Home"
        case .end: return "End"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .insert: return "Insert"
        case .delete: return "Delete"
        case .function(let number): return "F\(number)"
        case .paste: return "Paste"
        case .scrollUp: return "Wheel↑"
        case .scrollDown: return "Wheel↓"
        }
    }
}
