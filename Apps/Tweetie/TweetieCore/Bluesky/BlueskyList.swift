import Foundation

/// A Bluesky list, named by its owner (a handle or a DID) and its record key, as a user
/// gives it: the list's at-URI (`at://did:plc:ragtjsm2j2vknwkz3zp4oxrd/app.bsky.graph.list/3kmokjyuflk2g`)
/// or its address on the web (`https://bsky.app/profile/pfrazee.com/lists/3kmokjyuflk2g`).
///
/// An owner given by handle is resolved to its DID when the list is first fetched
/// (`com.atproto.identity.resolveHandle`); the reference itself never needs the network,
/// so the list's database and reading position are found offline. Handles are kept in
/// lower case (they are case-insensitive).
public struct BlueskyList: Hashable, Sendable, CustomStringConvertible {
    /// The collection of list records.
    public static let collection = "app.bsky.graph.list"

    /// The owner's handle (`pfrazee.com`) or DID (`did:plc:…`).
    public var owner: String
    /// The list record's key.
    public var rkey: String

    /// The list `rkey` of `owner` (not checked).
    public init(owner: String, rkey: String) {
        self.owner = owner
        self.rkey = rkey
    }

    /// The list an at-URI or a web address names.
    ///
    /// - Throws: `BlueskyError.invalidAddress` saying what is wrong (not a list, a bad
    ///   handle or record key, another shape of address).
    public init(parsing text: String) throws(BlueskyError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let parts: (owner: Substring, collection: Substring, rkey: Substring)
        if trimmed.lowercased().hasPrefix("at://") {
            let path = trimmed.dropFirst(5).split(separator: "/", omittingEmptySubsequences: false)
            guard path.count == 3 || (path.count == 4 && path[3].isEmpty) else {
                throw .invalidAddress(text, reason: "an at-URI of a list has three parts: at://OWNER/\(BlueskyList.collection)/RKEY")
            }
            parts = (path[0], path[1], path[2])
        } else if let path = BlueskyList.webPath(of: trimmed) {
            guard path.count == 4, path[0] == "profile", path[2] == "lists" else {
                throw .invalidAddress(text, reason: "a list's web address looks like https://bsky.app/profile/HANDLE/lists/RKEY")
            }
            parts = (path[1], Substring(BlueskyList.collection), path[3])
        } else {
            throw .invalidAddress(text, reason: "expected at://OWNER/\(BlueskyList.collection)/RKEY or https://bsky.app/profile/HANDLE/lists/RKEY")
        }
        guard parts.collection == BlueskyList.collection else {
            throw .invalidAddress(text, reason: "it names a record of \(parts.collection.isEmpty ? "no collection" : String(parts.collection)), not a list (\(BlueskyList.collection))")
        }
        let owner: Substring = parts.owner.hasPrefix("@") ? parts.owner.dropFirst() : parts.owner
        guard BlueskyList.isDID(owner) || BlueskyList.isHandle(owner) else {
            throw .invalidAddress(text, reason: "'\(owner)' is neither a handle (like pfrazee.com) nor a DID (like did:plc:…)")
        }
        guard BlueskyList.isRecordKey(parts.rkey) else {
            throw .invalidAddress(text, reason: "'\(parts.rkey)' is not a record key")
        }
        self.init(owner: BlueskyList.isDID(owner) ? String(owner) : owner.lowercased(), rkey: String(parts.rkey))
    }

    /// The list of a `ListIdentifier` made by `listIdentifier` (owner and slug).
    public init(_ list: ListIdentifier) {
        self.init(owner: list.username, rkey: list.slug)
    }

    /// The reader's name for the list: owner and record key, like `pfrazee.com/3kmokjyuflk2g`
    /// (its database, reading position and title use it).
    public var listIdentifier: ListIdentifier { ListIdentifier(username: owner, slug: rkey) }

    /// Whether the owner is given by DID (no resolving needed).
    public var ownerIsDID: Bool { BlueskyList.isDID(owner[...]) }

    /// The list's at-URI with the owner's DID.
    public func atURI(ownerDID: String) -> String { "at://\(ownerDID)/\(BlueskyList.collection)/\(rkey)" }

    /// The at-URI when the owner is a DID, else `owner/rkey`.
    public var description: String { ownerIsDID ? atURI(ownerDID: owner) : "\(owner)/\(rkey)" }

    // MARK: - Syntax

    /// The path segments of an http(s) address with a host (query and fragment dropped,
    /// a trailing `/` ignored); nil for anything else.
    private static func webPath(of text: String) -> [Substring]? {
        let lower = text.lowercased()
        guard let schemeEnd = ["https://", "http://"].first(where: { lower.hasPrefix($0) })?.count else { return nil }
        let rest = text.dropFirst(schemeEnd).prefix { $0 != "?" && $0 != "#" }
        var segments = rest.split(separator: "/", omittingEmptySubsequences: false)
        guard let host = segments.first, !host.isEmpty else { return nil }
        segments.removeFirst()
        if segments.last?.isEmpty == true { segments.removeLast() }
        return segments
    }

    /// `did:METHOD:ID` with the DID syntax's characters.
    static func isDID(_ text: Substring) -> Bool {
        let parts = text.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == "did", !parts[1].isEmpty, !parts[2].isEmpty, text.utf8.count <= 2_048,
              parts[1].unicodeScalars.allSatisfy({ ("a"..."z").contains($0) }),
              let last = parts[2].last, last != ":", last != "%" else { return false }
        return parts[2].unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "._:%-".unicodeScalars.contains($0)) }
    }

    /// A domain name of two or more labels (letters, digits, `-`), the last not starting with a digit.
    static func isHandle(_ text: Substring) -> Bool {
        let labels = text.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, text.utf8.count <= 253, let tld = labels.last?.unicodeScalars.first,
              !("0"..."9").contains(tld) else { return false }
        return labels.allSatisfy { label in
            (1...63).contains(label.count) && label.first != "-" && label.last != "-"
                && label.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-") }
        }
    }

    /// 1 to 512 of `A-Z a-z 0-9 . _ : ~ -`, not `.` or `..`.
    static func isRecordKey(_ text: Substring) -> Bool {
        guard (1...512).contains(text.count), text != ".", text != ".." else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "._:~-".unicodeScalars.contains($0)) }
    }
}
