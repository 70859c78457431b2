/// What a terminal said when asked at start how it shows pictures (`GraphicsQuery`).
public struct GraphicsAnswer: Hashable, Sendable {
    /// The kitty graphics protocol's reply to the query, if one came.
    public enum KittyReply: Hashable, Sendable {
        /// No reply: the terminal does not know the protocol (it ignored the command).
        case none
        /// `OK`: pictures can be sent.
        case ok
        /// An error message: the terminal knows the protocol but refused the query.
        case error(String)
    }

    /// Whether the device attributes answer came (every terminal sends one; without it
    /// the wait timed out and nothing below is known).
    public var answered: Bool
    /// The kitty graphics reply.
    public var kitty: KittyReply
    /// Whether the device attributes list 4 (sixel graphics).
    public var sixel: Bool
    /// The pixels of one cell, when the terminal reported them (`CSI 16 t`).
    public var cellPixelSize: Size?

    /// An answer.
    public init(answered: Bool, kitty: KittyReply = .none, sixel: Bool = false, cellPixelSize: Size? = nil) {
        self.answered = answered
        self.kitty = kitty
        self.sixel = sixel
        self.cellPixelSize = cellPixelSize
    }

    /// The protocol to draw pictures with: kitty when it said OK, else sixel when the
    /// attributes list it, else cells; nil when no answer came (decide otherwise).
    public var graphics: GraphicsProtocol? {
        guard answered else { return nil }
        if kitty == .ok { return .kitty }
        return sixel ? .sixel : GraphicsProtocol.none
    }
}

/// The question asked of a terminal once at start, and the reading of its answer.
///
/// The request is a kitty graphics query (a 1×1 picture that is only checked, never
/// kept: `a=q`), a request for the cell size in pixels (`CSI 16 t`) and last the primary
/// device attributes request (`CSI c`), which every terminal answers: its answer marks
/// the end, so a terminal that knows neither of the others costs one round trip, not
/// the timeout. Terminals answer in order.
///
/// `GraphicsAnswerParser` reads the answers out of whatever arrives on the input while
/// waiting: keys typed meanwhile (and any sequence that is not one of our answers) are
/// kept whole, in order, for the app. Pure: no I/O, fed bytes as they are read.
public enum GraphicsQuery {
    /// The kitty query's picture number (any will do; the reply carries it).
    static let kittyQueryID = 31
    /// The bytes written to ask.
    public static let request = "\u{1B}_Gi=\(kittyQueryID),s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\" + "\u{1B}[16t" + "\u{1B}[c"
}

/// Reads the answers to `GraphicsQuery.request` out of the bytes a terminal sends,
/// keeping every other byte for the app. See `GraphicsQuery`.
public struct GraphicsAnswerParser {
    /// The longest answer read as one; anything longer is not ours and is kept.
    static let longestAnswer = 512

    private var pending: [UInt8] = []
    private var kitty: GraphicsAnswer.KittyReply = .none
    private var sixel = false
    private var cellPixelSize: Size?
    /// The bytes that were not answers, in order.
    public private(set) var keptInput: [UInt8] = []
    /// Whether the device attributes answer arrived: nothing more is coming.
    public private(set) var isComplete = false

    /// A parser that has read nothing.
    public init() {}

    /// Reads `bytes` (any split: an answer cut between two reads is joined). Bytes after
    /// the device attributes answer are kept for the app.
    public mutating func feed<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        if isComplete {
            keptInput.append(contentsOf: bytes)
            return
        }
        pending.append(contentsOf: bytes)
        var index = 0
        while index < pending.count {
            if isComplete {
                keptInput.append(contentsOf: pending[index...])
                index = pending.count
                break
            }
            guard pending[index] == 0x1B else {
                keptInput.append(pending[index])
                index += 1
                continue
            }
            switch readSequence(at: index) {
            case .incomplete:
                pending.removeFirst(index)
                return
            case .other(let end):
                keptInput.append(contentsOf: pending[index..<end])
                index = end
            case .answer(let end):
                index = end
            }
        }
        pending.removeAll()
    }

    /// What was read, and the kept input including a sequence still cut off: call when
    /// the wait ends (answered or timed out).
    public mutating func finish() -> (answer: GraphicsAnswer, keptInput: [UInt8]) {
        keptInput.append(contentsOf: pending)
        pending.removeAll()
        let answer = GraphicsAnswer(answered: isComplete, kitty: kitty, sixel: sixel, cellPixelSize: cellPixelSize)
        return (answer, keptInput)
    }

    private enum Scanned {
        case incomplete
        /// Not one of our answers; ends before `end`.
        case other(end: Int)
        /// One of our answers, read; ends before `end`.
        case answer(end: Int)
    }

    /// Reads the escape sequence starting at `start` (an ESC).
    private mutating func readSequence(at start: Int) -> Scanned {
        guard start + 1 < pending.count else { return .incomplete }
        switch pending[start + 1] {
        case UInt8(ascii: "["): return readControlSequence(at: start)
        case UInt8(ascii: "_"): return readApplicationCommand(at: start)
        default: return .other(end: start + 1)
        }
    }

    /// `ESC [` parameters, intermediates, a final byte: DA1 (`?…c`) and the cell size
    /// (`6;h;w t`) are ours.
    private mutating func readControlSequence(at start: Int) -> Scanned {
        var index = start + 2
        while index < pending.count {
            let byte = pending[index]
            if (0x40...0x7E).contains(byte) {
                let body = String(decoding: pending[(start + 2)..<index], as: UTF8.self)
                return read(body: body, final: byte) ? .answer(end: index + 1) : .other(end: index + 1)
            }
            // Not a parameter or intermediate byte: a broken sequence, not ours.
            guard (0x20...0x3F).contains(byte), index - start < Self.longestAnswer else { return .other(end: index) }
            index += 1
        }
        return .incomplete
    }

    private mutating func read(body: String, final: UInt8) -> Bool {
        if final == UInt8(ascii: "c"), body.hasPrefix("?") {
            let attributes = body.dropFirst().split(separator: ";").compactMap { Int($0) }
            sixel = attributes.dropFirst().contains(4)
            isComplete = true
            return true
        }
        if final == UInt8(ascii: "t") {
            let numbers = body.split(separator: ";").compactMap { Int($0) }
            if numbers.count == 3, numbers[0] == 6 {
                if numbers[1] > 0, numbers[2] > 0, numbers[1] <= 1024, numbers[2] <= 1024 {
                    cellPixelSize = Size(width: numbers[2], height: numbers[1])
                }
                return true
            }
        }
        return false
    }

    /// `ESC _ … ESC \`: a kitty graphics reply (`G` keys `;` message) is ours.
    private mutating func readApplicationCommand(at start: Int) -> Scanned {
        var index = start + 2
        while index + 1 < pending.count {
            if pending[index] == 0x1B {
                guard pending[index + 1] == UInt8(ascii: "\\") else { return .other(end: index) }
                let body = String(decoding: pending[(start + 2)..<index], as: UTF8.self)
                return readKittyReply(body) ? .answer(end: index + 2) : .other(end: index + 2)
            }
            guard index - start < Self.longestAnswer else { return .other(end: index) }
            index += 1
        }
        return .incomplete
    }

    private mutating func readKittyReply(_ body: String) -> Bool {
        guard body.hasPrefix("G"), let semicolon = body.firstIndex(of: ";") else { return false }
        let keys = body[body.index(after: body.startIndex)..<semicolon].split(separator: ",")
        guard keys.contains("i=\(GraphicsQuery.kittyQueryID)") else { return false }
        let message = String(body[body.index(after: semicolon)...])
        kitty = message == "OK" ? .ok : .error(message)
        return true
    }
}
