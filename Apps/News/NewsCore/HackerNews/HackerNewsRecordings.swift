import Foundation

/// A directory of recorded Hacker News answers (`--api-cache DIR`), in either layout:
/// - RxNetwork's replay naming, as `RecordPlugin` writes it: `v0/topstories.json`,
///   `v0/item/<id>.json`;
/// - the shared fixtures' naming: a file whose name holds `topstories` (and so on) at the
///   top, items in `items/item_<id>.json`.
///
/// An item without a recording is answered as missing (the source skips and counts it).
public struct HackerNewsRecordings: Hashable, Sendable {
    /// The directory.
    public let directory: URL

    /// Recordings in `directory`.
    public init(directory: URL) {
        self.directory = directory
    }

    /// Whether `directory` holds Hacker News recordings of either layout.
    public static func isRecordingDirectory(_ directory: URL) -> Bool {
        let manager = FileManager.default
        if manager.fileExists(atPath: directory.appendingPathComponent("v0").path) { return true }
        if manager.fileExists(atPath: directory.appendingPathComponent("items").path) { return true }
        let names = (try? manager.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.contains { name in HackerNewsList.allCases.contains { name.contains("\($0.rawValue)stories") } }
    }

    /// The recorded body of `target`, or nil when there is none.
    public func body(for target: HackerNewsTarget) -> Data? {
        for file in candidates(for: target.endpoint) {
            if let data = try? Data(contentsOf: file) { return data }
        }
        return nil
    }

    /// Where a recording of `endpoint` may be, in the order looked at.
    func candidates(for endpoint: HackerNewsTarget.Endpoint) -> [URL] {
        switch endpoint {
        case .list(let list):
            let replayName = directory.appendingPathComponent(list.path)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            let fixtureNames = names
                .filter { $0.contains("\(list.rawValue)stories") && $0.hasSuffix(".json") && !$0.hasSuffix(".meta.json") }
                .sorted()
            return [replayName] + fixtureNames.map { directory.appendingPathComponent($0) }
        case .item(let id):
            return [directory.appendingPathComponent("v0/item/\(id).json"),
                    directory.appendingPathComponent("items/item_\(id).json")]
        }
    }
}
