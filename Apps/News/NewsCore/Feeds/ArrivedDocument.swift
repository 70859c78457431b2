import Foundation

/// What kind of document arrived where a feed was expected, told by its first bytes, so an
/// error can say what came ("an HTML page, not a feed") instead of what the XML parser
/// tripped over in it (an `&nbsp;` reads as "a & that starts no reference").
enum ArrivedDocument: Equatable {
    /// A web page: `<!DOCTYPE html` or `<html`, after an optional XML declaration.
    case html
    /// A JSON document: `{` or `[`.
    case json
    /// Anything else (XML, or bytes to let the parser judge).
    case other

    /// The kind of `data`, ignoring a byte-order mark, white space and an XML declaration.
    init(_ data: Data) {
        var bytes = data.prefix(4096)[...]
        func skipSpace() {
            while let byte = bytes.first, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { bytes = bytes.dropFirst() }
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        skipSpace()
        if bytes.first == UInt8(ascii: "{") || bytes.first == UInt8(ascii: "[") {
            self = .json
            return
        }
        if bytes.starts(with: Array("<?xml".utf8)), let end = bytes.firstRange(of: Array("?>".utf8)) {
            bytes = bytes[end.upperBound...]
            skipSpace()
        }
        // Comments before the page's start are common in generated pages.
        while bytes.starts(with: Array("<!--".utf8)), let end = bytes.firstRange(of: Array("-->".utf8)) {
            bytes = bytes[end.upperBound...]
            skipSpace()
        }
        let start = String(decoding: bytes.prefix(14), as: UTF8.self).lowercased()
        self = start.hasPrefix("<!doctype html") || start.hasPrefix("<html") ? .html : .other
    }

    /// Why a feed could not be read from this document, when its kind says it (nil: let
    /// the parser say).
    var reason: String? {
        switch self {
        case .html: return "an HTML page arrived, not a feed (if this is a site's page, its RSS or Atom address is in the page's <link rel=\"alternate\">)"
        case .json: return "a JSON document arrived, not an RSS or Atom feed"
        case .other: return nil
        }
    }
}

extension NewsError {
    /// What went wrong, without the "Could not read …" around it (for an error that
    /// names the document itself).
    var detail: String {
        if case .malformed(_, let reason) = self { return reason }
        return message
    }
}
