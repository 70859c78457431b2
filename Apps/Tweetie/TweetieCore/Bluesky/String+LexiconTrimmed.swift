import Foundation

extension String {
    /// The string without whitespace and newlines at either end (as
    /// `trimmingCharacters(in: .whitespacesAndNewlines)`), returned as is when it starts
    /// and ends with printable ASCII: Foundation's trimming cost several microseconds a
    /// name, and a poll reads every name and alt text of its page.
    var lexiconTrimmed: String {
        guard let first = utf8.first, let last = utf8.last else { return self }
        func isPlainASCII(_ byte: UInt8) -> Bool { byte > 0x20 && byte < 0x7F }
        if isPlainASCII(first) && isPlainASCII(last) { return self }
        return trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
