import Foundation

/// The pagination URLs of an RFC 8288 `Link` header (`<url>; rel="next", ...`).
public struct PaginationLinks: Equatable, Sendable {
    /// The next page.
    public let next: URL?
    /// The previous page.
    public let prev: URL?
    /// The first page.
    public let first: URL?
    /// The last page.
    public let last: URL?

    /// Parses a `Link` header value; unknown relations and malformed parts are skipped.
    public init(linkHeader: String) {
        var links: [String: URL] = [:]
        for part in PaginationLinks.splitOutsideBrackets(linkHeader) {
            let pieces = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let target = pieces.first, target.hasPrefix("<"), target.hasSuffix(">"),
                  let url = URL(string: String(target.dropFirst().dropLast())) else { continue }
            for parameter in pieces.dropFirst() {
                let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                guard pair.count == 2, pair[0].lowercased() == "rel" else { continue }
                let rels = pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"")).split(separator: " ")
                for rel in rels where links[rel.lowercased()] == nil { links[rel.lowercased()] = url }
            }
        }
        next = links["next"]
        prev = links["prev"] ?? links["previous"]
        first = links["first"]
        last = links["last"]
    }

    /// Splits on commas that are not inside `<...>` (URLs may contain commas).
    private static func splitOutsideBrackets(_ header: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var inside = false
        for character in header {
            switch character {
            case "<": inside = true; current.append(character)
            case ">": inside = false; current.append(character)
            case "," where !inside: parts.append(current); current = ""
            default: current.append(character)
            }
        }
        parts.append(current)
        return parts
    }
}

extension Response {
    /// The pagination links of the `Link` header, or `nil` when there is none.
    public var links: PaginationLinks? {
        value(forHTTPHeaderField: "Link").map(PaginationLinks.init(linkHeader:))
    }
}
