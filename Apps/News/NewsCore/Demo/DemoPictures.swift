import Foundation

/// The pictures of the bundled demo: its stories' picture URLs are on a host that can
/// never resolve (`demo.rxmvvm.invalid`), and these answer for them, so the offline
/// demo shows real thumbnails. Eight small scenes of our own (64×40 palette PNGs, drawn
/// by `scripts/generate-demo-pictures.swift`); a story whose picture is named after a
/// scene (`market-1.jpg`) shows that scene first and the next scenes in its further
/// pictures, any other name a scene chosen by its name. Thread-safe (constant data).
public enum DemoPictures {
    /// The host of the demo's picture URLs.
    public static let host = "demo.rxmvvm.invalid"

    /// The scenes' names, in order.
    public static var names: [String] { encoded.map(\.name) }

    /// The PNG answering `url`, or nil when `url` is not one of the demo's.
    public static func png(for url: URL) -> Data? {
        guard url.host == host, !pictures.isEmpty else { return nil }
        let stem = url.deletingPathExtension().lastPathComponent
        let parts = stem.split(separator: "-")
        let theme = parts.first.map(String.init) ?? stem
        let number = parts.count > 1 ? (Int(parts[1]) ?? 1) : 1
        let first = names.firstIndex(of: aliases[theme] ?? theme) ?? stableIndex(of: theme)
        return pictures[(first + number - 1) % pictures.count]
    }

    /// The stories' picture names that mean a scene of another name.
    private static let aliases = ["swift": "birds", "tools": "harbour", "footbridge": "lane", "repair": "robot"]

    private static let pictures: [Data] = encoded.compactMap { Data(base64Encoded: $0.base64) }

    /// A scene for `name` that stays the same from run to run (FNV-1a, not `hashValue`).
    private static func stableIndex(of name: String) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in name.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
        }
        return Int(hash % UInt64(max(1, pictures.count)))
    }
}
