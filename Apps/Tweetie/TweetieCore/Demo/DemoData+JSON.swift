import Foundation

extension DemoData {
    /// Every demo tweet as a Twitter API v1.1 status object (`id`, `id_str`,
    /// `created_at`, `full_text`, `user`, ...), oldest first, timed relative to `now`: the
    /// newest 40 s before it, each older one 4 to 14 minutes before the next.
    static func statusObjects(now: Date) -> [JSONObject] {
        var offsets = [TimeInterval](repeating: 40, count: posts.count)
        for index in stride(from: posts.count - 2, through: 0, by: -1) {
            offsets[index] = offsets[index + 1] + TimeInterval(4 * 60 + ((index + 1) * 37) % 600)
        }
        return posts.enumerated().compactMap { index, post -> JSONObject? in
            guard let author = member(post.author) else { return nil }
            let id = tweetID(index)
            return [
                "id": Int(id),
                "id_str": String(id),
                "created_at": TwitterDate.string(from: now.addingTimeInterval(-offsets[index])),
                "full_text": post.text,
                "truncated": false,
                "display_text_range": [0, post.text.unicodeScalars.count],
                "retweet_count": (index * 7) % 23,
                "favorite_count": (index * 13) % 57,
                "lang": "und",
                "entities": ["urls": linkObjects(in: post.text)],
                "user": userObject(author),
            ]
        }
    }

    /// The addresses written in `text` as the live API lists them (`entities.urls`), so a
    /// demo tweet's link opens with `o` like a real one. The demo writes them in full,
    /// so each is its own target; `indices` count Unicode scalars, as Twitter's do.
    static func linkObjects(in text: String) -> [JSONObject] {
        var links: [JSONObject] = []
        var searchStart = text.startIndex
        while let found = text.range(of: "https://", range: searchStart..<text.endIndex) {
            let end = text[found.lowerBound...].firstIndex(where: \.isWhitespace) ?? text.endIndex
            let address = String(text[found.lowerBound..<end])
            let start = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: found.lowerBound)
            links.append([
                "url": address,
                "expanded_url": address,
                "display_url": String(address.dropFirst("https://".count)),
                "indices": [start, start + address.unicodeScalars.count],
            ])
            searchStart = end
        }
        return links
    }

    /// A member as a Twitter API v1.1 user object.
    static func userObject(_ member: Member) -> JSONObject {
        [
            "id": Int(member.id),
            "id_str": String(member.id),
            "name": member.name,
            "screen_name": member.screenName,
            "description": member.bio,
            "url": member.url.map { $0 as Any } ?? NSNull(),
            "protected": false,
            "followers_count": Int(member.id % 997),
            "verified": false,
        ]
    }

    /// The members answer of `1.1/lists/members.json`: `{"users": [...], "next_cursor": 0, ...}`.
    static func membersObject() -> JSONObject {
        [
            "users": members.map(userObject),
            "next_cursor": 0,
            "next_cursor_str": "0",
            "previous_cursor": 0,
            "previous_cursor_str": "0",
        ]
    }
}
