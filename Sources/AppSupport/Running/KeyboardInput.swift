#if canImport(Glibc)
import Glibc
#endif

/// Whether the screens can read keys: standard input must be a terminal. Run as
/// `tweetie </dev/null` (from a script, a service, an editor's task), screens would take
/// the terminal over and end at once at the end of their input, without a word.
/// `AppContext.runScreens` checks it; a program running `Application` itself (the
/// gallery) asks it before drawing.
public enum KeyboardInput {
    /// What stands in the way of reading keys from `descriptor` ("stdin is /dev/null"),
    /// or nil when it is a terminal.
    public static func problem(descriptor: Int32 = STDIN_FILENO) -> String? {
        if isatty(descriptor) == 1 { return nil }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return "stdin is closed" }
        switch info.st_mode & S_IFMT {
        case S_IFIFO: return "stdin is a pipe, not a terminal"
        case S_IFREG: return "stdin is a file, not a terminal"
        case S_IFSOCK: return "stdin is a socket, not a terminal"
        case S_IFCHR:
            var null = stat()
            if stat("/dev/null", &null) == 0 && null.st_rdev == info.st_rdev { return "stdin is /dev/null, not a terminal" }
            return "stdin is a device that is not a terminal"
        default:
            return "stdin is not a terminal"
        }
    }
}
