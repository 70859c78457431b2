import Foundation

/// Why a body is not the JSON array expected; `message` says what was found.
public enum JSONArrayError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text is not well-formed JSON (empty, truncated, unbalanced): `reason` says where.
    case malformed(reason: String)
    /// The value is not an array; `found` names what it is ("an object", "null").
    case notAnArray(found: String)
    /// A key was asked for, but the document is not an object; `found` names what it is.
    case notAnObject(found: String)
    /// The object has no such key.
    case missingKey(String)

    /// What was wrong.
    public var message: String {
        switch self {
        case .malformed(let reason): return "not well-formed JSON: \(reason)"
        case .notAnArray(let found): return "expected an array, got \(found)"
        case .notAnObject(let found): return "expected an object, got \(found)"
        case .missingKey(let key): return "the object has no \"\(key)\""
        }
    }

    /// Same as `message`.
    public var description: String { message }
}

/// Splits a JSON array into the bytes of each element, checking only the structure
/// (strings closed, brackets balanced, commas between elements, nothing after the
/// end), so a response cut short is still refused as a whole while each element is left
/// to be decoded — or skipped — on its own (see `Decoded`).
public enum JSONArrayElements {
    /// The bytes of each element of the array that `data` is, or, with `key`, of the
    /// array that is the value of `key` in the object that `data` is.
    ///
    /// - Throws: `JSONArrayError`.
    public static func split(_ data: Data, key: String? = nil) throws(JSONArrayError) -> [Data] {
        let bytes = [UInt8](data)
        var scanner = Scanner(bytes: bytes)
        let ranges = try scanner.document(key: key.map { Array($0.utf8) })
        return ranges.map { Data(bytes[$0]) }
    }

    /// The bytes of each element of the array at `key` in the object that `data` is, and
    /// the object's own bytes with that array emptied (`[]`), so its other members (a
    /// page's cursor) can be read even when an element is one the JSON parser refuses.
    ///
    /// - Throws: `JSONArrayError`.
    public static func splitKeepingRest(_ data: Data, key: String) throws(JSONArrayError) -> (elements: [Data], rest: Data) {
        let bytes = [UInt8](data)
        var scanner = Scanner(bytes: bytes)
        let ranges = try scanner.document(key: Array(key.utf8))
        guard let array = scanner.arrayRange else { throw .missingKey(key) }
        let rest = Data(bytes[..<array.lowerBound]) + Data("[]".utf8) + Data(bytes[array.upperBound...])
        return (ranges.map { Data(bytes[$0]) }, rest)
    }

    /// One pass over the bytes; `index` is the next byte to read.
    struct Scanner {
        let bytes: [UInt8]
        var index = 0
        /// Where the array found at the key starts (`[`) and ends (after `]`).
        var arrayRange: Range<Int>?

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        /// The element ranges of the document's array (or of the array at `key`), with
        /// the whole document checked to its end.
        mutating func document(key: [UInt8]?) throws(JSONArrayError) -> [Range<Int>] {
            skipWhitespace()
            guard index < bytes.count else { throw .malformed(reason: "the text is empty") }
            let elements: [Range<Int>]
            if let key {
                guard bytes[index] == UInt8(ascii: "{") else { throw .notAnObject(found: kind(at: index)) }
                elements = try object(findingArrayAt: key)
            } else {
                guard bytes[index] == UInt8(ascii: "[") else { throw .notAnArray(found: kind(at: index)) }
                elements = try array()
            }
            skipWhitespace()
            guard index == bytes.count else { throw .malformed(reason: "text follows the end at byte \(index)") }
            return elements
        }

        /// At `{`: walks the object, returning the elements of the array at `key`.
        mutating func object(findingArrayAt key: [UInt8]) throws(JSONArrayError) -> [Range<Int>] {
            index += 1
            var found: [Range<Int>]?
            skipWhitespace()
            if try peek() == UInt8(ascii: "}") {
                index += 1
            } else {
                while true {
                    skipWhitespace()
                    guard try peek() == UInt8(ascii: "\"") else { throw .malformed(reason: "expected a key at byte \(index)") }
                    let keyStart = index
                    try skipString()
                    let matches = found == nil && Scanner.decodedKey(bytes[keyStart..<index]) == key
                    skipWhitespace()
                    guard try peek() == UInt8(ascii: ":") else { throw .malformed(reason: "expected ':' at byte \(index)") }
                    index += 1
                    skipWhitespace()
                    if matches {
                        guard try peek() == UInt8(ascii: "[") else { throw .notAnArray(found: kind(at: index)) }
                        let start = index
                        found = try array()
                        arrayRange = start..<index
                    } else {
                        try skipValue()
                    }
                    skipWhitespace()
                    let next = try peek()
                    index += 1
                    if next == UInt8(ascii: "}") { break }
                    guard next == UInt8(ascii: ",") else { throw .malformed(reason: "expected ',' or '}' at byte \(index - 1)") }
                }
            }
            guard let found else { throw .missingKey(String(decoding: key, as: UTF8.self)) }
            return found
        }

        /// At `[`: the ranges of the array's elements; `index` ends after `]`.
        mutating func array() throws(JSONArrayError) -> [Range<Int>] {
            index += 1
            var elements: [Range<Int>] = []
            skipWhitespace()
            if try peek() == UInt8(ascii: "]") {
                index += 1
                return elements
            }
            while true {
                skipWhitespace()
                let start = index
                try skipValue()
                elements.append(start..<index)
                skipWhitespace()
                let next = try peek()
                index += 1
                if next == UInt8(ascii: "]") { return elements }
                guard next == UInt8(ascii: ",") else { throw .malformed(reason: "expected ',' or ']' at byte \(index - 1)") }
            }
        }

        /// Moves past one value of any kind. Containers are walked with a stack of the
        /// closers expected, strings with their escapes; scalars are left to the decoder.
        mutating func skipValue() throws(JSONArrayError) {
            var closers: [UInt8] = []
            repeat {
                let byte = try peek()
                switch byte {
                case UInt8(ascii: "\""):
                    try skipString()
                case UInt8(ascii: "{"):
                    closers.append(UInt8(ascii: "}"))
                    index += 1
                case UInt8(ascii: "["):
                    closers.append(UInt8(ascii: "]"))
                    index += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    guard closers.last == byte else { throw .malformed(reason: "unbalanced '\(Character(Unicode.Scalar(byte)))' at byte \(index)") }
                    closers.removeLast()
                    index += 1
                case UInt8(ascii: ","), UInt8(ascii: ":"), 0x20, 0x09, 0x0A, 0x0D:
                    guard !closers.isEmpty else { throw .malformed(reason: "expected a value at byte \(index)") }
                    index += 1
                default:
                    let start = index
                    while index < bytes.count, !Scanner.endsScalar(bytes[index]) { index += 1 }
                    if closers.isEmpty && index == start { throw .malformed(reason: "expected a value at byte \(index)") }
                }
            } while !closers.isEmpty
        }

        /// At `"`: moves past the string and its closing quote.
        mutating func skipString() throws(JSONArrayError) {
            let start = index
            index += 1
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\\"): index += 2
                case UInt8(ascii: "\""):
                    index += 1
                    return
                default: index += 1
                }
            }
            throw .malformed(reason: "a string starting at byte \(start) never ends")
        }

        mutating func skipWhitespace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        /// The byte at `index`; the text must not end here.
        func peek() throws(JSONArrayError) -> UInt8 {
            guard index < bytes.count else { throw .malformed(reason: "the text ends early, after \(bytes.count) bytes") }
            return bytes[index]
        }

        /// What the value starting at `position` is, for messages.
        func kind(at position: Int) -> String {
            switch bytes[position] {
            case UInt8(ascii: "["): return "an array"
            case UInt8(ascii: "{"): return "an object"
            case UInt8(ascii: "\""): return "a string"
            case UInt8(ascii: "n"): return "null"
            default: return "a number or boolean"
            }
        }

        static func endsScalar(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ":"), UInt8(ascii: "\""),
                 UInt8(ascii: "["), UInt8(ascii: "{"), 0x20, 0x09, 0x0A, 0x0D:
                return true
            default:
                return false
            }
        }

        /// A key's UTF-8 bytes with its escapes decoded (nil when they do not decode).
        static func decodedKey(_ quoted: ArraySlice<UInt8>) -> [UInt8]? {
            let inner = quoted.dropFirst().dropLast()
            guard inner.contains(UInt8(ascii: "\\")) else { return Array(inner) }
            let key = (try? JSONSerialization.jsonObject(with: Data(quoted), options: [.fragmentsAllowed])) as? String
            return key.map { Array($0.utf8) }
        }
    }
}
