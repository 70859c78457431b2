import TerminalUI

/// An app's navigation stack: TerminalUI's `NavigationController` (Esc back, `?`
/// help) plus `q` to quit from any screen, listed in help.
///
/// `q` is tried after the top screen, so a screen could still use the key.
/// Use from the main queue only.
open class AppNavigationController: NavigationController {
    /// What `q` does; the app ends the run loop (tests record it).
    public var onQuit: () -> Void

    /// A stack holding `rootViewController`; `onQuit` runs on `q`.
    public init(rootViewController: ViewController, onQuit: @escaping () -> Void) {
        self.onQuit = onQuit
        super.init(rootViewController: rootViewController)
    }

    open override func handleKey(_ key: Key) -> Bool {
        if super.handleKey(key) { return true }
        if key == .character("q") {
            onQuit()
            return true
        }
        return false
    }

    /// The screen's keys, then `q` unless the screen lists its own `q` (the
    /// damaged-database screen does), so help never names a key twice.
    open override var keyHints: [KeyHint] {
        let hints = super.keyHints
        return hints.contains { $0.key == "q" } ? hints : hints + [KeyHint(key: "q", title: "Quit")]
    }
}
