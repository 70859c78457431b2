import Foundation
import RxStore

/// What a source called itself when its stories were last kept: a feed is named by its
/// address until its first page says its title, so a start that shows stored stories
/// (offline, or before the fresh page) shows the title that came with them.
public struct StoredSource: Record, Hashable, Sendable {
    /// The source's `NewsSource.storageKey`; the primary key.
    public var source: String
    /// The title its newest first page came with.
    public var title: String

    /// `source` titled `title`.
    public init(source: String, title: String) {
        self.source = source
        self.title = title
    }

    /// The `source` column.
    public static var primaryKey: String { "source" }
}
