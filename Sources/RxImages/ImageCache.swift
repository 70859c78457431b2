import Foundation

/// Decoded pictures in memory, least recently used dropped first, bounded in bytes
/// (Kingfisher's memory storage).
///
/// Each entry costs its pixels' `byteCount`; inserting beyond `byteLimit` drops the
/// least recently used entries until the total fits again, and a picture larger than
/// the whole limit is not kept. Thread-safe: every method takes the cache's lock and
/// calls nothing outside it while holding it.
public final class ImageCache: @unchecked Sendable {
    // @unchecked Sendable: `entries`, the list links and `totalBytes` are only touched
    // under `lock`; `byteLimit` is immutable.

    /// The most bytes of pixels kept.
    public let byteLimit: Int

    private final class Entry {
        let key: ImageCacheKey
        let image: PixelImage
        var newer: Entry?
        var older: Entry?

        init(key: ImageCacheKey, image: PixelImage) {
            self.key = key
            self.image = image
        }
    }

    private let lock = NSLock()
    private var entries: [ImageCacheKey: Entry] = [:]
    /// The least recently used entry; the list runs to `newest` through `newer`.
    private var oldest: Entry?
    private var newest: Entry?
    private var totalBytes = 0

    /// 32 MB by default: about 8,000 thumbnails of 16×8 cells, or 32 screens of full-width pictures.
    public static let defaultByteLimit = 32 * 1024 * 1024

    /// An empty cache holding at most `byteLimit` bytes of pixels.
    public init(byteLimit: Int = ImageCache.defaultByteLimit) {
        self.byteLimit = max(0, byteLimit)
    }

    deinit {
        removeAll()
    }

    /// The bytes of pixels held now (never above `byteLimit`).
    public var byteCount: Int { lock.withLock { totalBytes } }

    /// The number of pictures held.
    public var count: Int { lock.withLock { entries.count } }

    /// The picture for `key`, which becomes the most recently used; nil when not held.
    public func image(for key: ImageCacheKey) -> PixelImage? {
        lock.withLock {
            guard let entry = entries[key] else { return nil }
            moveToNewest(entry)
            return entry.image
        }
    }

    /// Keeps `image` for `key` (replacing any), dropping the least recently used
    /// pictures until everything fits; a picture larger than the limit is not kept.
    public func insert(_ image: PixelImage, for key: ImageCacheKey) {
        lock.withLock {
            if let old = entries.removeValue(forKey: key) { unlink(old) }
            guard image.byteCount <= byteLimit else { return }
            let entry = Entry(key: key, image: image)
            entries[key] = entry
            link(entry)
            while totalBytes > byteLimit, let victim = oldest {
                entries.removeValue(forKey: victim.key)
                unlink(victim)
            }
        }
    }

    /// Drops every picture.
    public func removeAll() {
        lock.withLock {
            // The list links both ways: unlink every entry so none keeps another alive.
            var entry = oldest
            while let current = entry {
                entry = current.newer
                current.newer = nil
                current.older = nil
            }
            entries.removeAll()
            oldest = nil
            newest = nil
            totalBytes = 0
        }
    }

    private func link(_ entry: Entry) {
        entry.older = newest
        entry.newer = nil
        if let newest { newest.newer = entry } else { oldest = entry }
        newest = entry
        totalBytes += entry.image.byteCount
    }

    private func unlink(_ entry: Entry) {
        if let older = entry.older { older.newer = entry.newer } else { oldest = entry.newer }
        if let newer = entry.newer { newer.older = entry.older } else { newest = entry.older }
        entry.newer = nil
        entry.older = nil
        totalBytes -= entry.image.byteCount
    }

    private func moveToNewest(_ entry: Entry) {
        guard newest !== entry else { return }
        unlink(entry)
        link(entry)
    }
}
