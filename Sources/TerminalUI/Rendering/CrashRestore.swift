import CTerminalSupport
#if canImport(Glibc)
import Glibc
#endif

/// Gives the terminal back if the process dies of a fatal signal (a Swift trap, a bad
/// pointer, `abort()`), which no Swift code can catch.
///
/// The handler is C (`CTerminalSupport`): on SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT or
/// SIGTRAP it `write`s the restore bytes computed when the terminal was entered and
/// `tcsetattr`s the saved settings, then re-raises the signal with its default action
/// (`SA_RESETHAND`, on an alternate stack so a stack overflow can run it too). Nothing is
/// allocated or locked in it. Arm and disarm from the main queue.
enum CrashRestore {
    /// Arms the handler (installing it on first use) with what `restore()` would do.
    /// Returns false when the handler could not be installed.
    @discardableResult
    static func arm(output: Int32, restoreSequence: String, input: Int32, savedAttributes: termios?) -> Bool {
        guard cts_crash_restore_install() == 0 else { return false }
        let bytes = Array(restoreSequence.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters in
                if var attributes = savedAttributes {
                    cts_crash_restore_arm(output, characters.baseAddress, characters.count, input, &attributes)
                } else {
                    cts_crash_restore_arm(output, characters.baseAddress, characters.count, input, nil)
                }
            }
        }
        return true
    }

    /// Disarms the handler: the terminal was given back.
    static func disarm() {
        cts_crash_restore_disarm()
    }

    /// Whether a crash now would restore the terminal.
    static var isArmed: Bool {
        cts_crash_restore_is_armed() != 0
    }
}
