import Foundation
import RxNetwork

/// Reads Bluesky profiles (`app.bsky.actor.defs#profileView`, its basic and detailed
/// forms: a list member's `subject`, a post's `author`, `getProfiles`' `profiles`) into
/// the reader's `User`: the DID gives the id, the handle the username, the display name
/// (or the handle when there is none) the name, and the labels on the account its labels.
/// Viewer fields (what a signed-in server adds) are ignored. Pure; any thread.
enum BlueskyProfile {
    /// The users among `profiles`, in order; one without a DID or handle is skipped and counted.
    static func decodeMany(_ profiles: [JSONObject]) -> Decoded<User> {
        let users = profiles.compactMap(user(from:))
        return Decoded(values: users, skipped: profiles.count - users.count)
    }

    /// The user of one profile; nil without a DID or handle.
    static func user(from profile: JSONObject) -> User? {
        guard let did = profile.lexiconString("did"), !did.isEmpty,
              let handle = profile.lexiconString("handle"), !handle.isEmpty else { return nil }
        let labels = self.labels(of: profile)
        return User(id: BlueskyFeedID.userID(did: did), name: displayName(of: profile) ?? handle, username: handle,
                    about: profile.lexiconString("description") ?? "", url: nil,
                    avatarURL: httpURL(profile.lexiconString("avatar")), labels: labels.isEmpty ? nil : labels)
    }

    /// The profile's display name, nil when missing or blank.
    static func displayName(of profile: JSONObject) -> String? {
        guard let name = profile.lexiconString("displayName")?.lexiconTrimmed,
              !name.isEmpty else { return nil }
        return name
    }

    /// The values of the labels in `object`'s `labels` that are in force (not negated),
    /// without repeats, leaving out `!no-unauthenticated` (the author asking logged-out
    /// apps not to show them, which is not a warning for the reader).
    static func labels(of object: JSONObject) -> [String] {
        var values: [String] = []
        for label in object.lexiconObjects("labels") where (label["neg"] as? Bool) != true {
            guard let value = label.lexiconString("val"), !value.isEmpty, value != "!no-unauthenticated",
                  !values.contains(value) else { continue }
            values.append(value)
        }
        return values
    }

    /// `string` as an http(s) URL; nil otherwise (a `javascript:` link is not kept).
    static func httpURL(_ string: String?) -> URL? {
        guard let string, let url = URL(string: string), let scheme = url.scheme?.lowercased(),
              scheme == "https" || scheme == "http", url.host?.isEmpty == false else { return nil }
        return url
    }
}
