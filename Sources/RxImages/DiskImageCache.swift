import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Downloaded picture files on disk, bounded in size, the least recently used removed
/// first (Kingfisher's disk storage). Apps keep it in `$XDG_CACHE_HOME/<app>/images`
/// (AppSupport's `AppPaths.imageCacheDirectory`).
///
/// Files are kept as downloaded (decoding again is cheaper than storing pixels) under a
/// name made from the URL's 128-bit hash, in a directory made private (0700: what a user
/// looked at is theirs). Writes go through a temporary file and a rename, so a crash
/// never leaves half a picture under a real name; reading a file marks it used (its
/// modification time). The cache is best effort: a disk that cannot be written only
/// means pictures are fetched again. Thread-safe: every method takes the cache's lock,
/// which guards only its own files and total.
public final class DiskImageCache: @unchecked Sendable {
    // @unchecked Sendable: `totalBytes` is only touched under `lock`; the rest is immutable.

    /// Where the files are.
    public let directory: URL
    /// The most bytes of files kept.
    public let byteLimit: Int

    /// 100 MB by default.
    public static let defaultByteLimit = 100 * 1024 * 1024

    private let lock = NSLock()
    /// The bytes of files in the directory, counted at first use.
    private var totalBytes: Int?

    /// A cache in `directory` (created when first written) of at most `byteLimit` bytes.
    public init(directory: URL, byteLimit: Int = DiskImageCache.defaultByteLimit) {
        self.directory = directory
        self.byteLimit = max(0, byteLimit)
    }

    /// The bytes of files held now.
    public var byteCount: Int {
        lock.withLock { countedTotal() }
    }

    /// The file kept for `url`, which becomes the most recently used; nil when none.
    public func data(for url: URL) -> Data? {
        lock.withLock {
            let file = fileURL(for: url)
            guard let data = try? Data(contentsOf: file) else { return nil }
            // Marks it used; failing to is harmless (it is only removed sooner).
            _ = utimes(file.path, nil)
            return data
        }
    }

    /// Keeps `data` as the file for `url`, then removes the least recently used files
    /// until the total fits. Data larger than the whole limit is not kept.
    public func store(_ data: Data, for url: URL) {
        lock.withLock {
            guard data.count <= byteLimit, prepareDirectory() else { return }
            let file = fileURL(for: url)
            let temporary = directory.appendingPathComponent(".\(file.lastPathComponent).\(getpid()).tmp")
            var total = countedTotal()
            let previous = (try? file.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
            do {
                try data.write(to: temporary)
                guard rename(temporary.path, file.path) == 0 else {
                    try? FileManager.default.removeItem(at: temporary)
                    return
                }
            } catch {
                try? FileManager.default.removeItem(at: temporary)
                return
            }
            total += data.count - previous
            totalBytes = total
            if total > byteLimit { trim(keeping: file) }
        }
    }

    /// Removes the file kept for `url`, if any.
    public func remove(_ url: URL) {
        lock.withLock {
            let file = fileURL(for: url)
            guard let size = try? file.resourceValues(forKeys: [.fileSizeKey]).fileSize,
                  (try? FileManager.default.removeItem(at: file)) != nil else { return }
            totalBytes = totalBytes.map { $0 - size }
        }
    }

    /// Removes every file.
    public func removeAll() {
        lock.withLock {
            for (file, _, _) in files() { try? FileManager.default.removeItem(at: file) }
            totalBytes = 0
        }
    }

    /// Where the file for `url` is (or would be).
    public func filePath(for url: URL) -> String {
        fileURL(for: url).path
    }

    /// The file name for `url`: two 64-bit FNV-1a hashes of its text, in hex.
    func fileURL(for url: URL) -> URL {
        let bytes = Array(url.absoluteString.utf8)
        func fnv(_ seed: UInt64) -> UInt64 {
            var hash = seed
            for byte in bytes {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01B3
            }
            return hash
        }
        let name = String(fnv(0xCBF2_9CE4_8422_2325), radix: 16) + "-" + String(fnv(0x8422_2325_CBF2_9CE4), radix: 16)
        return directory.appendingPathComponent(name)
    }

    private func prepareDirectory() -> Bool {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) { return isDirectory.boolValue }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            return true
        } catch {
            return false
        }
    }

    /// The cache's files (temporary ones left out): path, size, last use.
    private func files() -> [(URL, Int, Date)] {
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey, .isRegularFileKey]
        guard let names = try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: keys) else { return [] }
        return names.compactMap { file in
            guard !file.lastPathComponent.hasPrefix("."), let values = try? file.resourceValues(forKeys: Set(keys)),
                  values.isRegularFile == true else { return nil }
            return (file, values.fileSize ?? 0, values.contentModificationDate ?? .distantPast)
        }
    }

    private func countedTotal() -> Int {
        if let totalBytes { return totalBytes }
        let total = files().reduce(0) { $0 + $1.1 }
        totalBytes = total
        return total
    }

    /// Removes the least recently used files (never `kept`, just written) until the total fits.
    private func trim(keeping kept: URL) {
        var total = files().reduce(0) { $0 + $1.1 }
        for (file, size, _) in files().sorted(by: { $0.2 < $1.2 }) where total > byteLimit {
            guard file.lastPathComponent != kept.lastPathComponent else { continue }
            if (try? FileManager.default.removeItem(at: file)) != nil { total -= size }
        }
        totalBytes = total
    }
}
