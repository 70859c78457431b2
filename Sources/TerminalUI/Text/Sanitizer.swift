/// Makes text that comes from data (posts, names, descriptions, titles) safe to print.
///
/// A terminal obeys control characters and escape sequences wherever they appear, so
/// a hostile string could move the cursor, rewrite the window title, change colours or
/// reverse the reading direction of the rest of the screen. `sanitize` removes:
/// - C0 and C1 control characters and DEL (a tab becomes a space; newlines are kept only
///   when asked for);
/// - whole escape sequences: CSI (`ESC [` or 0x9B) up to its final byte; OSC (`ESC ]`),
///   DCS (`ESC P`), SOS, PM and APC strings up to their terminator (BEL, `ESC \` or
///   0x9C), or to the end of the text when unterminated; any other `ESC x` pair;
/// - bidirectional overrides, embeddings, isolates and marks.
///
/// Views sanitize the text they are given, so callers need not; call it when building
/// strings for the terminal by other means.
public func sanitize(_ text: String, keepingNewlines: Bool = false) -> String {
    Sanitizer.sanitize(text, keepingNewlines: keepingNewlines)
}

enum Sanitizer {
    private enum State {
        case text
        case escape            // after ESC
        case controlSequence   // inside CSI, until a final byte 0x40...0x7E
        case controlString     // inside OSC/DCS/SOS/PM/APC, until BEL or ST
        case controlStringEscape  // ESC seen inside a control string: ST if `\` follows
    }

    static func sanitize(_ text: String, keepingNewlines: Bool) -> String {
        // Fast path: nothing to remove in plain printable text.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        // Also without building a copy for other text with nothing to remove (CJK, emoji).
        if text.unicodeScalars.allSatisfy(isKept) { return text }

        var scalars = String.UnicodeScalarView()
        var state = State.text
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            let value = scalar.value
            switch state {
            case .text:
                break
            case .escape:
                switch value {
                case 0x5B: state = .controlSequence                  // [
                case 0x5D, 0x50, 0x58, 0x5E, 0x5F: state = .controlString  // ] P X ^ _
                case 0x20...0x2F: break                               // intermediates: ESC ( B and the like
                default: state = .text                                // a two-byte sequence: drop both
                }
                continue
            case .controlSequence:
                if value >= 0x40 && value <= 0x7E { state = .text }
                else if value == 0x1B { state = .escape }
                else if value < 0x20 || value > 0x7E { state = .text }   // malformed: stop swallowing
                continue
            case .controlString:
                if value == 0x07 || value == 0x9C { state = .text }
                else if value == 0x1B { state = .controlStringEscape }
                continue
            case .controlStringEscape:
                state = value == 0x5C ? .text : .controlString
                continue
            }

            let isCR = value == 0x0D
            defer { previousWasCR = isCR }
            switch value {
            case 0x1B:
                state = .escape
            case 0x9B:
                state = .controlSequence
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
                state = .controlString
            case 0x09:
                scalars.append(" ")
            case 0x0A:
                if !previousWasCR { scalars.append(keepingNewlines ? "\n" : " ") }
            case 0x0D:
                scalars.append(keepingNewlines ? "\n" : " ")
            case 0x00...0x1F, 0x7F...0x9F:
                break
            case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
                break  // bidi marks, embeddings, overrides and isolates
            default:
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// Whether `scalar` passes through unchanged in text state: not a control, not an
    /// escape or string introducer, not a bidi control (the `default` case above).
    private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
            return false
        default:
            return true
        }
    }
}
