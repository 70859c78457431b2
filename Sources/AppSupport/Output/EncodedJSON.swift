import AppCoreSupport
import Foundation

/// One JSON value already written as compact text, keys sorted and slashes left
/// unescaped, safe to show on a terminal: what a `JSONEnvelope` is assembled from.
///
/// Safe on a terminal: JSON escapes C0 controls (ESC becomes `\u001b`) but leaves DEL,
/// the C1 controls (U+0080–U+009F, such as the one-byte CSI) and the bidirectional
/// controls raw; they are written as `\uXXXX` escapes here. They can only occur inside
/// strings, where the escape means the same character, so a JSON reader sees no
/// difference.
///
/// A value; safe to share between threads.
public struct EncodedJSON: Hashable, Sendable, CustomStringConvertible {
    /// The JSON text: `{"id":1,"text":"hi"}`, `"a string"`, `null`.
    public let text: String

    /// `null`.
    public static let null = EncodedJSON(verbatim: "null")

    /// A value already written as JSON text by this type (no check is made).
    private init(verbatim text: String) {
        self.text = text
    }

    /// `object` (what `JSONSerialization` writes: dictionaries with `String` keys,
    /// arrays, strings, numbers, `Bool`, `NSNull`) as JSON; nil when it holds anything
    /// else or a number JSON cannot write (NaN, infinity).
    public init?(object: Any) {
        // Wrapped in an array, so a bare string or number is accepted too.
        guard JSONSerialization.isValidJSONObject([object]),
              let data = try? JSONSerialization.data(withJSONObject: [object], options: [.sortedKeys, .withoutEscapingSlashes]) else {
            return nil
        }
        let array = String(decoding: data, as: UTF8.self)
        self.init(verbatim: EncodedJSON.escapingTerminalControls(String(array.dropFirst().dropLast())))
    }

    /// `value` encoded by its `Encodable` conformance (dates as ISO 8601 instants to the
    /// second, `2024-08-14T15:14:26Z`); nil when encoding fails.
    public init?(encoding value: some Encodable) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(FixedDateFormat.iso8601(date))
        }
        guard let data = try? encoder.encode([value]) else { return nil }
        let array = String(decoding: data, as: UTF8.self)
        self.init(verbatim: EncodedJSON.escapingTerminalControls(String(array.dropFirst().dropLast())))
    }

    /// A JSON string.
    public init(_ string: String) {
        // A string is always valid JSON; the fallback is unreachable.
        self = EncodedJSON(object: string) ?? .null
    }

    /// A JSON string, or `null` for nil.
    public init(_ string: String?) {
        self = string.map { EncodedJSON($0) } ?? .null
    }

    /// A JSON integer, or `null` for nil.
    public init(_ number: Int?) {
        self.init(verbatim: number.map { String($0) } ?? "null")
    }

    /// A JSON array of strings.
    public init(_ strings: [String]) {
        self.init(verbatim: "[" + strings.map { EncodedJSON($0).text }.joined(separator: ",") + "]")
    }

    public var description: String { text }

    /// `json` with the characters a terminal could obey that JSON leaves raw — DEL, C1
    /// controls and bidirectional controls — written as `\uXXXX` escapes.
    static func escapingTerminalControls(_ json: String) -> String {
        func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
            default: return false
            }
        }
        guard json.unicodeScalars.contains(where: needsEscape) else { return json }
        var result = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            if needsEscape(scalar) {
                let hex = String(scalar.value, radix: 16)
                result.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
