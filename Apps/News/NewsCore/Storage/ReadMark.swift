import Foundation
import RxStore

/// That the user opened a story, kept so it is shown dimmed in later runs too.
public struct ReadMark: Record, Hashable, Sendable {
    /// The story's `NewsItem.id`; the primary key.
    public var id: String
    /// When it was first opened.
    public var readAt: Date

    /// A mark for the story `id`, opened at `readAt`.
    public init(id: String, readAt: Date) {
        self.id = id
        self.readAt = readAt
    }

    /// The `id` column.
    public static var primaryKey: String { "id" }
}
