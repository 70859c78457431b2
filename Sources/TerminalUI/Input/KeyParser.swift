import Dispatch
import RxCore

/// Turns the bytes a terminal sends into `Key`s.
///
/// It reads UTF-8 text, control keys, the common escape sequences of xterm-like
/// terminals and the Linux console (arrows, Home/End, PgUp/PgDn, Insert/Delete, F1–F12,
/// with Alt and other modifiers), Alt+key as ESC and the key, and bracketed paste.
///
/// Mouse reports, SGR (`ESC [ < b ; x ; y M` or `m`) and the legacy X10 form (`ESC [ M`
/// and three raw bytes), are read whole whether or not reporting was asked for: a wheel
/// notch becomes `.scrollUp` or `.scrollDown`, every other mouse event (clicks,
/// releases, motion, horizontal wheels) is consumed without a key, and a report cut
/// short gives nothing, so a mouse never types text.
///
/// A lone Esc and the start of a sequence begin with the same byte; when the bytes read
/// so far end inside a possible sequence, the parser waits `escapeTimeout` on its
/// scheduler for more, then gives out what it has (so Esc, then Esc-[ as Alt-[).
/// Bytes that are not valid UTF-8 become U+FFFD; unknown sequences and C1 controls
/// (U+0080–U+009F) are dropped, so a `.character` key never holds a control. No input
/// can make it trap.
///
/// Use on one thread (the main queue); the scheduler must run its work there too.
public final class KeyParser {
    /// Called with each key, in order.
    public var onKey: ((Key) -> Void)?

    private let scheduler: SchedulerType
    private let escapeTimeout: RxTimeInterval
    private var pending: [UInt8] = []
    private var pasted: [UInt8]?
    private var timer: Disposable?

    private static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)
    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    /// Creates a parser that waits `escapeTimeout` on `scheduler` to tell a lone Esc
    /// from a sequence (50 ms by default: sequences arrive in one read on local and
    /// most remote terminals).
    public init(scheduler: SchedulerType, escapeTimeout: RxTimeInterval = .milliseconds(50), onKey: ((Key) -> Void)? = nil) {
        self.scheduler = scheduler
        self.escapeTimeout = escapeTimeout
        self.onKey = onKey
    }

    deinit {
        timer?.dispose()
    }

    /// Parses `bytes` read from the terminal, delivering every complete key.
    public func feed<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        timer?.dispose()
        timer = nil
        pending.append(contentsOf: bytes)
        parse(final: false)
        if !pending.isEmpty && pasted == nil {
            timer = scheduler.scheduleRelative((), dueTime: escapeTimeout) { [weak self] _ in
                self?.timeout()
                return Disposables.create()
            }
        }
    }

    /// Parses `text` as if its UTF-8 bytes were read (a convenience for tests).
    public func feed(_ text: String) {
        feed(Array(text.utf8))
    }

    /// Gives out whatever is pending now, as if the escape timeout had passed.
    public func flush() {
        timer?.dispose()
        timer = nil
        parse(final: true)
    }

    private func timeout() {
        timer = nil
        parse(final: true)
    }

    // MARK: - Parsing

    private enum Step {
        case key(Key, consumed: Int)
        case skip(Int)
        case needMore
    }

    private func parse(final: Bool) {
        var index = 0
        var text = String.UnicodeScalarView()

        func emitText() {
            guard !text.isEmpty else { return }
            for character in String(text) {
                onKey?(.character(character))
            }
            text.removeAll()
        }

        while index < pending.count {
            if pasted != nil {
                index = readPaste(from: index)
                if pasted != nil { break }
                continue
            }
            let byte = pending[index]
            if byte >= 0x20 && byte != 0x7F {
                switch decodeScalar(at: index, final: final) {
                case .some((let scalar, let length)):
                    // C1 controls written as UTF-8 are controls, not text: dropped.
                    if !Self.isC1Control(scalar) { text.append(scalar) }
                    index += length
                    continue
                case .none:
                    break
                }
                break  // incomplete UTF-8: wait for more
            }
            emitText()
            if matches(Self.pasteStart, at: index) {
                index += Self.pasteStart.count
                pasted = []
                continue
            }
            switch step(at: index, final: final) {
            case .key(let key, let consumed):
                index += consumed
                onKey?(key)
            case .skip(let count):
                index += count
            case .needMore:
                emitText()
                pending.removeFirst(index)
                return
            }
        }
        emitText()
        pending.removeFirst(min(index, pending.count))
    }

    /// Collects pasted bytes until the end marker; returns the index after what it read.
    private func readPaste(from start: Int) -> Int {
        var index = start
        while index < pending.count {
            if pending[index] == 0x1B {
                if matches(Self.pasteEnd, at: index) {
                    let text = String(decoding: pasted ?? [], as: UTF8.self)
                    pasted = nil
                    onKey?(.paste(text))
                    return index + Self.pasteEnd.count
                }
                if pending.count - index < Self.pasteEnd.count && Self.pasteEnd.starts(with: pending[index...]) {
                    // Maybe the end marker, split across reads: keep it pending.
                    return index
                }
            }
            pasted?.append(pending[index])
            index += 1
        }
        return index
    }

    private func matches(_ marker: [UInt8], at index: Int) -> Bool {
        pending.count - index >= marker.count && pending[index..<(index + marker.count)].elementsEqual(marker)
    }

    /// Decodes one UTF-8 scalar at `index`: nil when the bytes end inside it and more
    /// may come; U+FFFD (consuming one byte) when the bytes are invalid.
    private func decodeScalar(at index: Int, final: Bool) -> (Unicode.Scalar, Int)? {
        let lead = pending[index]
        let length: Int
        switch lead {
        case 0x00..<0x80: return (Unicode.Scalar(lead), 1)
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return ("\u{FFFD}", 1)
        }
        var value = UInt32(lead) & (0xFF >> (length + 1))
        for offset in 1..<length {
            guard index + offset < pending.count else {
                return final ? ("\u{FFFD}", pending.count - index) : nil
            }
            let byte = pending[index + offset]
            guard byte & 0xC0 == 0x80 else { return ("\u{FFFD}", offset) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return ("\u{FFFD}", length) }
        return (scalar, length)
    }

    /// Reads a control byte or an escape sequence at `index`.
    private func step(at index: Int, final: Bool) -> Step {
        let byte = pending[index]
        guard byte == 0x1B else { return .key(Self.controlKey(byte), consumed: 1) }
        guard index + 1 < pending.count else {
            return final ? .key(.escape, consumed: 1) : .needMore
        }
        let next = pending[index + 1]
        switch next {
        case UInt8(ascii: "["):
            return controlSequence(at: index, final: final)
        case UInt8(ascii: "O"):
            guard index + 2 < pending.count else {
                return final ? .key(.alt(.character("O")), consumed: 2) : .needMore
            }
            let key: Key?
            switch pending[index + 2] {
            case UInt8(ascii: "A"): key = .up
            case UInt8(ascii: "B"): key = .down
            case UInt8(ascii: "C"): key = .right
            case UInt8(ascii: "D"): key = .left
            case UInt8(ascii: "H"): key = .home
            case UInt8(ascii: "F"): key = .end
            case UInt8(ascii: "P"): key = .function(1)
            case UInt8(ascii: "Q"): key = .function(2)
            case UInt8(ascii: "R"): key = .function(3)
            case UInt8(ascii: "S"): key = .function(4)
            case UInt8(ascii: "M"): key = .enter
            default: key = nil
            }
            return key.map { .key($0, consumed: 3) } ?? .skip(3)
        case 0x1B:
            return .key(.escape, consumed: 1)
        case 0x00..<0x20, 0x7F:
            return .key(.alt(Self.controlKey(next)), consumed: 2)
        default:
            guard let (scalar, length) = decodeScalar(at: index + 1, final: final) else {
                return .needMore
            }
            if Self.isC1Control(scalar) { return .skip(1 + length) }
            return .key(.alt(.character(Character(scalar))), consumed: 1 + length)
        }
    }

    /// Reads `ESC [ parameters final`.
    private func controlSequence(at index: Int, final: Bool) -> Step {
        var end = index + 2
        // The Linux console's F1–F5: ESC [ [ A–E.
        if end < pending.count, pending[end] == UInt8(ascii: "[") {
            guard end + 1 < pending.count else { return final ? .skip(pending.count - index) : .needMore }
            let letter = pending[end + 1]
            if letter >= UInt8(ascii: "A") && letter <= UInt8(ascii: "E") {
                return .key(.function(Int(letter - UInt8(ascii: "A")) + 1), consumed: 4)
            }
            return .skip(4)
        }
        if end < pending.count, pending[end] == UInt8(ascii: "M") {
            return legacyMouseReport(at: index, final: final)
        }
        let isMouseReport = end < pending.count && pending[end] == UInt8(ascii: "<")
        while end < pending.count {
            let byte = pending[end]
            if byte >= 0x40 && byte <= 0x7E { break }
            if byte < 0x20 || byte > 0x7E {
                // Not a sequence after all: drop the introducer and read on from here.
                return .skip(end - index)
            }
            end += 1
        }
        guard end < pending.count else {
            if final {
                // A mouse report cut short: its numbers are no one's text.
                if isMouseReport { return .skip(pending.count - index) }
                // Cut short: read it as Alt-[ and let the rest be text.
                return .key(.alt(.character("[")), consumed: 2)
            }
            return .needMore
        }
        if isMouseReport {
            let key = Self.sgrMouseKey(pending[(index + 3)..<end], final: pending[end])
            return key.map { .key($0, consumed: end + 1 - index) } ?? .skip(end + 1 - index)
        }
        let parameters = String(decoding: pending[(index + 2)..<end], as: UTF8.self)
            .split(separator: ";", omittingEmptySubsequences: false)
            .map { Int($0) ?? 0 }
        let consumed = end + 1 - index
        guard let key = Self.sequenceKey(final: pending[end], parameters: parameters) else {
            return .skip(consumed)
        }
        return .key(key, consumed: consumed)
    }

    /// Reads `ESC [ M` and its three raw bytes (32 + button, 32 + column, 32 + row; any
    /// byte value, so they are never read as text). Cut short, it gives nothing.
    private func legacyMouseReport(at index: Int, final: Bool) -> Step {
        let length = 6
        guard pending.count - index >= length else {
            return final ? .skip(pending.count - index) : .needMore
        }
        let key = Self.wheelKey(button: Int(pending[index + 3]) - 32, isPress: true)
        return key.map { .key($0, consumed: length) } ?? .skip(length)
    }

    /// The wheel key of an SGR report's `b;x;y` and final byte (`M` press, `m` release);
    /// nil for other mouse events and malformed reports.
    private static func sgrMouseKey(_ parameters: ArraySlice<UInt8>, final: UInt8) -> Key? {
        guard final == UInt8(ascii: "M") || final == UInt8(ascii: "m") else { return nil }
        let fields = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        guard fields.count == 3 else { return nil }
        var numbers: [Int] = []
        for field in fields {
            guard !field.isEmpty, field.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
                  let number = Int(String(decoding: field, as: UTF8.self)) else { return nil }
            numbers.append(number)
        }
        return wheelKey(button: numbers[0], isPress: final == UInt8(ascii: "M"))
    }

    /// xterm's button code: the low two bits are the button, 64 marks the wheel (0 up,
    /// 1 down; 2 and 3 are horizontal), 32 motion, 128 the extra buttons 8–11, and 4, 8,
    /// 16 the modifiers (ignored: Ctrl-wheel scrolls too).
    private static func wheelKey(button: Int, isPress: Bool) -> Key? {
        guard isPress, button >= 0, button & 64 != 0, button & (32 | 128) == 0 else { return nil }
        switch button & 3 {
        case 0: return .scrollUp
        case 1: return .scrollDown
        default: return nil
        }
    }

    private static func sequenceKey(final: UInt8, parameters: [Int]) -> Key? {
        let base: Key?
        switch final {
        case UInt8(ascii: "A"): base = .up
        case UInt8(ascii: "B"): base = .down
        case UInt8(ascii: "C"): base = .right
        case UInt8(ascii: "D"): base = .left
        case UInt8(ascii: "H"): base = .home
        case UInt8(ascii: "F"): base = .end
        case UInt8(ascii: "P"): base = .function(1)
        case UInt8(ascii: "Q"): base = .function(2)
        case UInt8(ascii: "R"): base = .function(3)
        case UInt8(ascii: "S"): base = .function(4)
        case UInt8(ascii: "Z"): base = .backTab
        case UInt8(ascii: "~"):
            switch parameters.first ?? 0 {
            case 1, 7: base = .home
            case 2: base = .insert
            case 3: base = .delete
            case 4, 8: base = .end
            case 5: base = .pageUp
            case 6: base = .pageDown
            case 11...15: base = .function((parameters.first ?? 0) - 10)
            case 17...21: base = .function((parameters.first ?? 0) - 11)
            case 23, 24: base = .function((parameters.first ?? 0) - 12)
            default: base = nil
            }
        default:
            base = nil
        }
        guard let base else { return nil }
        // xterm's modifier parameter: 1 + (shift 1 | alt 2 | ctrl 4 | meta 8).
        let modifier = parameters.count > 1 ? max(0, parameters[1] - 1) : 0
        return modifier & 0b1010 != 0 ? .alt(base) : base
    }

    private static func isC1Control(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x80 && scalar.value <= 0x9F
    }

    private static func controlKey(_ byte: UInt8) -> Key {
        switch byte {
        case 0x0D, 0x0A: return .enter
        case 0x09: return .tab
        case 0x08, 0x7F: return .backspace
        case 0x1B: return .escape
        case 0x00: return .ctrl(" ")
        case 0x01...0x1A: return .ctrl(Character(Unicode.Scalar(byte + 0x60)))
        default: return .ctrl(Character(Unicode.Scalar(byte + 0x40)))
        }
    }
}
