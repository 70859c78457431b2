import Foundation

/// The recorded Bluesky answers in `shared/fixtures/bluesky`, read in place (never copied
/// into the repository). A test that reads them joins the recordings suite (`RecordingsSuite`).
public enum BlueskyFixtures {
    /// `app.bsky.feed.getListFeed` of pfrazee's "Software curate" list, limit 10: 10 posts and a cursor.
    public static let listFeed = "bskyr_getListFeed_softwarecurate_limit10.json"
    /// `app.bsky.graph.getList` of the same list: the list view and 8 members.
    public static let list = "bskyr_getList_softwarecurate.json"
    /// `app.bsky.feed.getAuthorFeed` of chriskenny.bsky.social: 50 posts and a cursor.
    public static let authorFeed = "bskyr_getAuthorFeed_chriskenny.json"
    /// `app.bsky.actor.getProfiles` of chriskenny.bsky.social: 1 profile.
    public static let profiles = "bskyr_getProfiles_chriskenny.json"
    /// An XRPC 400 `InvalidRequest` body.
    public static let invalidRequest = "bskyr_createRecord_400_InvalidRequest.json"
    /// An XRPC 401 `AuthenticationRequired` body.
    public static let authenticationRequired = "bskyr_createSession_401_AuthenticationRequired.json"

    /// The list the feed and members belong to.
    public static let listURI = "at://did:plc:ragtjsm2j2vknwkz3zp4oxrd/app.bsky.graph.list/3kmokjyuflk2g"
    /// The list's owner.
    public static let listOwnerHandle = "pfrazee.com"
    /// The DID of `listOwnerHandle`.
    public static let listOwnerDID = "did:plc:ragtjsm2j2vknwkz3zp4oxrd"
    /// The list's record key.
    public static let listRecordKey = "3kmokjyuflk2g"
    /// The cursor the recorded list feed page ends with.
    public static let listFeedCursor = "2025-05-22T03:45:30.576Z"

    /// A recording that does not hold what the tests expect of it.
    public struct Missing: Error, CustomStringConvertible {
        /// What was looked for.
        public let description: String
    }

    /// The fixtures directory, through `RecordingsSuite` (skipped without the recordings,
    /// a failure on CI).
    public static func directory(file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        try RecordingsSuite.directory("bluesky", file: file, line: line)
    }

    /// The bytes of the recorded answer `file`.
    public static func data(_ file: String) throws -> Data {
        try Data(contentsOf: directory().appendingPathComponent(file))
    }

    /// The recorded answer `file` as a JSON object, `viewer` fields removed everywhere
    /// when `withoutViewer` (the shape the public AppView sends to readers without an account).
    public static func object(_ file: String, withoutViewer: Bool = false) throws -> [String: Any] {
        let json = try JSONSerialization.jsonObject(with: data(file))
        guard let object = (withoutViewer ? removingViewer(json) : json) as? [String: Any] else {
            throw Missing(description: "\(file) is not a JSON object")
        }
        return object
    }

    /// `json` with every `viewer` key removed, at any depth.
    public static func removingViewer(_ json: Any) -> Any {
        if let object = json as? [String: Any] {
            var copy: [String: Any] = [:]
            for (key, value) in object where key != "viewer" { copy[key] = removingViewer(value) }
            return copy
        }
        if let array = json as? [Any] { return array.map(removingViewer) }
        return json
    }

    /// `json` written as bytes (for a loopback server's reply).
    public static func bytes(_ json: Any) throws -> Data {
        try JSONSerialization.data(withJSONObject: json)
    }
}
