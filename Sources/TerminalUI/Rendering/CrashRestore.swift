import CTerminalSupport
#if canImport(Glibc)
import Glibc
#endif

/// Gives the terminal back if the process dies of a signal: a crash (a Swift trap, a bad
/// pointer, `abort()`), which no Swift code can catch, or any other signal whose default
/// action ends the process (`kill -QUIT`, `-USR1`, `-ALRM`, `-PIPE`, ...; see
/// `cts_crash_restore_install` for the list and which ones are left to their owner).
///
/// The handler is C (`CTerminalSupport`): it `write`s the restore bytes computed when the
/// terminal was entered and `tcsetattr`s the saved settings, then re-raises the signal
/// with its default action (`SA_RESETHAND`), so the process ends as it would have, with
/// status 128 + the signal. It runs on an alternate stack of the thread that took the
/// signal, so a stack overflow can run it too: the installing thread has one, and so
/// must every thread that runs code owning the terminal (`coverCurrentThread()`;
/// `Application.run` runs the main queue on the main thread for this). Nothing is
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

    /// Gives the calling thread an alternate signal stack, so a stack overflow on it
    /// restores the terminal too. Returns false when none could be made.
    @discardableResult
    static func coverCurrentThread() -> Bool {
        cts_crash_restore_cover_thread() == 0
    }

    /// Whether the handler is installed for `signal` now.
    static func handles(_ signal: Int32) -> Bool {
        cts_crash_restore_handles(signal) != 0
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
