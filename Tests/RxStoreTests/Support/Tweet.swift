import Foundation
@testable import RxStore

/// A tweet-shaped record used across the store tests.
struct Tweet: Record, Equatable, Sendable {
    enum Kind: String, Codable, CaseIterable, Sendable { case post, reply }
    struct Author: Codable, Equatable, Sendable { var name: String; var handle: String }

    static let primaryKey = "id"
    static let indexes = [RecordIndex("createdAt")]

    var id: Int
    var text: String
    var createdAt: Date
    var likes: Int
    var kind: Kind
    var author: Author
    var link: URL?
    var avatar: Data?
    var pinned: Bool

    init(id: Int, text: String = "text", likes: Int = 0, kind: Kind = .post, link: URL? = nil, avatar: Data? = nil, pinned: Bool = false) {
        self.id = id
        self.text = text
        self.createdAt = Date(timeIntervalSince1970: 1_700_000_000 + Double(id))
        self.likes = likes
        self.kind = kind
        self.author = Author(name: "Ann", handle: "@ann")
        self.link = link
        self.avatar = avatar
        self.pinned = pinned
    }
}
