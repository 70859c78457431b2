/// A key as the page reports it, named as TerminalUI's keys are, so an app's commands
/// read the same on both.
public enum Key: Hashable, Sendable {
    /// A printable character (as typed, with Shift applied).
    case character(Character)
    /// Ctrl and a letter (lowercase).
    case ctrl(Character)
    /// Return or Enter.
    case enter
    /// Escape.
    case escape
    /// Tab.
    case tab
    /// Shift and Tab.
    case backTab
    /// Backspace.
    case backspace
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
    /// A function key, F1 to F12.
    case function(Int)

    /// The key's name in the page's script: the browser's `KeyboardEvent.key`, with
    /// "Ctrl+" before it when Ctrl is held, "Shift+Tab" for Shift and Tab (the page
    /// matches keys by it).
    public var webName: String {
        switch self {
        case .character(let character): return String(character)
        case .ctrl(let character): return "Ctrl+" + String(character).lowercased()
        case .enter: return "Enter"
        case .escape: return "Escape"
        case .tab: return "Tab"
        case .backTab: return "Shift+Tab"
        case .backspace: return "Backspace"
        case .up: return "ArrowUp"
        case .down: return "ArrowDown"
        case .left: return "ArrowLeft"
        case .right: return "ArrowRight"
        case .home: return "Home"
        case .end: return "End"
        case .pageUp: return "PageUp"
        case .pageDown: return "PageDown"
        case .function(let number): return "F\(number)"
        }
    }
}

extension Key {
    /// The key as `aria-keyshortcuts` names it ("c", "Control+R", "Shift+Tab").
    public var ariaName: String {
        switch self {
        case .ctrl(let character): return "Control+" + String(character).uppercased()
        case .character(" "): return "Space"
        default: return webName
        }
    }
}

extension Key: CustomStringConvertible {
    /// A short name for help, like "Ctrl-R", "Esc", "↑", "F5" (as TerminalUI names them).
    public var description: String {
        switch self {
        case .character(" "): return "Space"
        case .character(let character): return String(character)
        case .ctrl(let character): return "Ctrl-\(String(character).uppercased())"
        case .enter: return "Enter"
        case .escape: return "Esc"
        case .tab: return "Tab"
        case .backTab: return "Shift-Tab"
        case .backspace: return "Backspace"
        case .up: return "↑"
        case .down: return "↓"
        case .left: return "←"
        case .right: return "→"
        case .home: return "Home"
        case .end: return "End"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .function(let number): return "F\(number)"
        }
    }
}

/// A key and what it does, as shown in a status bar or the `?` help overlay.
public struct KeyHint: Hashable, Sendable {
    /// The key's name as shown, like "Enter", "j k" or "Ctrl-R".
    public var key: String
    /// What the key does, like "Open" or "Refresh".
    public var title: String

    /// Creates a hint showing `key` (a name) and `title`.
    public init(key: String, title: String) {
        self.key = key
        self.title = title
    }

    /// Creates a hint for `key`, named by its description.
    public init(_ key: Key, title: String) {
        self.init(key: key.description, title: title)
    }
}
