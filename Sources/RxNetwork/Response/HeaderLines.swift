/// Header fields from the raw lines of an HTTP/1.x or HTTP/2 answer as libcurl hands them
/// over (one field per line, CRLF included, the status line left out), parsed as bytes:
/// Foundation's trimming and searching cost more than the whole loopback round trip.
///
/// Fields of the same name are joined with ", " (RFC 9110 §5.3); an obsolete folded
/// continuation line (starting with a space or tab) is added to the field before it.
enum HeaderLines {
    /// The fields in `bytes`.
    static func fields(_ bytes: [UInt8]) -> [String: String] {
        var fields: [String: String] = [:]
        bytes.withUnsafeBytes { raw in
            var lastName: String?
            for line in raw.split(separator: lineFeed, omittingEmptySubsequences: true) {
                let trimmed = trimmed(line)
                guard !trimmed.isEmpty else { continue }
                if line[line.startIndex] == space || line[line.startIndex] == tab, let name = lastName {
                    fields[name, default: ""] += " " + String(decoding: trimmed, as: UTF8.self)
                } else if let colon = trimmed.firstIndex(of: colon) {
                    let name = String(decoding: Self.trimmed(trimmed[..<colon]), as: UTF8.self)
                    let value = String(decoding: Self.trimmed(trimmed[(colon + 1)...]), as: UTF8.self)
                    if let existing = fields[name] {
                        fields[name] = existing + ", " + value
                    } else {
                        fields[name] = value
                    }
                    lastName = name
                }
            }
        }
        return fields
    }

    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
    private static let colon = UInt8(ascii: ":")
    private static let lineFeed = UInt8(ascii: "\n")

    /// `bytes` without leading and trailing spaces, tabs, CR and LF.
    private static func trimmed(_ bytes: Slice<UnsafeRawBufferPointer>) -> Slice<UnsafeRawBufferPointer> {
        func isBlank(_ byte: UInt8) -> Bool { byte == space || byte == tab || byte == 0x0D || byte == 0x0A }
        guard let first = bytes.firstIndex(where: { !isBlank($0) }), let last = bytes.lastIndex(where: { !isBlank($0) }) else {
            return bytes[bytes.startIndex..<bytes.startIndex]
        }
        return bytes[first...last]
    }
}
