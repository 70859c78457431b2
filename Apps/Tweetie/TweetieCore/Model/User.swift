import Foundation
import RxNetwork
import RxStore

/// A Twitter user (a list member or a tweet's author), stored in RxStore keyed by `id`.
///
/// `Codable` is the flat stored shape; `init(twitterJSON:)` and `decodeMany` read the
/// Twitter API v1.1 user object.
public struct User: Record, Hashable, Sendable {
    /// Twitter's numeric user id; the primary key.
    public var id: Int64
    /// The display name.
    public var name: String
    /// The screen name, without the `@`.
    public var username: String
    /// The profile description; empty when there is none.
    public var about: String
    /// The user's web site, if any.
    public var url: URL?
    /// The profile picture, if any.
    public var avatarURL: URL?
    /// Moderation labels on the account, such as "scam"; nil when there are none.
    public var labels: [String]?

    /// A user with the given fields.
    public init(id: Int64, name: String, username: String, about: String = "", url: URL? = nil, avatarURL: URL? = nil,
                labels: [String]? = nil) {
        self.id = id
        self.name = name
        self.username = username
        self.about = about
        self.url = url
        self.avatarURL = avatarURL
        self.labels = labels
    }

    /// The `id` column.
    public static var primaryKey: String { "id" }
}

extension User: TwitterJSONDecodable {
    /// Reads `id`, `name`, `screen_name`, `description`, `url` and
    /// `profile_image_url_https` (or `profile_image_url`).
    init(twitterFrom decoder: any Decoder) throws {
        let json = try decoder.container(keyedBy: TwitterKey.self)
        self.init(
            id: try json.decodeTwitterID(),
            name: try json.decode(String.self, forKey: TwitterKey("name")),
            username: try json.decode(String.self, forKey: TwitterKey("screen_name")),
            about: (try? json.decodeIfPresent(String.self, forKey: TwitterKey("description"))) ?? "",
            url: json.decodeURLIfPresent("url"),
            avatarURL: json.decodeURLIfPresent("profile_image_url_https") ?? json.decodeURLIfPresent("profile_image_url"))
    }
}

extension User {
    /// Decodes one Twitter API v1.1 user object; throws when it is not a valid user.
    public init(twitterJSON object: JSONObject) throws {
        self = try User.decodeTwitterObject(object)
    }

    /// Decodes the users among `objects`, skipping and counting invalid ones.
    public static func decodeMany(_ objects: [JSONObject]) -> Decoded<User> {
        decodeTwitterArray(objects)
    }

    /// Decodes the JSON array of user objects in `data`, skipping and counting invalid
    /// elements; throws only when `data` is not a JSON array.
    public static func decodeMany(from data: Data) throws(JSONArrayError) -> Decoded<User> {
        try decodeTwitterArray(from: data)
    }
}
