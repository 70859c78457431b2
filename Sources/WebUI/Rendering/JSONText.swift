/// Writes JSON by hand: the live channel's messages are small arrays of numbers and
/// strings, and a fixed, byte-for-byte form keeps them cheap and testable.
enum JSONText {
    /// `text` as a JSON string literal; every control character, the line separators
    /// U+2028/U+2029 and `<` (so no message can close a script element) are escaped.
    static func quote(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "<": result += "\\u003c"
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A JSON value written from its parts.
    enum Value {
        case string(String)
        case int(Int)
        case bool(Bool)
        case null
        case array([Value])
        case object([(String, Value)])

        var text: String {
            switch self {
            case .string(let string): return JSONText.quote(string)
            case .int(let number): return String(number)
            case .bool(let flag): return flag ? "true" : "false"
            case .null: return "null"
            case .array(let values): return "[" + values.map(\.text).joined(separator: ",") + "]"
            case .object(let members): return "{" + members.map { JSONText.quote($0.0) + ":" + $0.1.text }.joined(separator: ",") + "}"
            }
        }
    }
}
