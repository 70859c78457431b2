import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A directory of recorded responses, one file per request, named by `fileName(for:)`.
///
/// The body is the file itself. When the status is not 200 or headers matter, a
/// sidecar `<file>.meta.json` holds `{"status": 404, "headers": {"Link": "..."}}`.
/// Used by `Provider(replay:)` to serve requests offline and by `RecordPlugin` to write them.
public struct ReplayStore: Sendable {
    /// The directory the files live in.
    public let directory: URL

    /// Creates a store over `directory`.
    public init(directory: URL) {
        self.directory = directory
    }

    /// The file name of a request: the URL path without its leading `/`, then the
    /// query items sorted by name, with `?`, `&` and `=` each replaced by `-`
    /// (`1.1/lists/statuses.json?slug=Y&owner_screen_name=X` →
    /// `1.1/lists/statuses.json-owner_screen_name-X-slug-Y`). A `/` inside a query
    /// value is percent-encoded so it cannot create directories. A last component longer
    /// than `longestComponent` bytes (file systems refuse names over 255, and the
    /// `.meta.json` sidecar adds 10) keeps its first 200 bytes plus `-` and a 64-bit
    /// FNV-1a hash of the whole, so long queries can be recorded and still never collide
    /// by their cut ends.
    public static func fileName(for url: URL) -> String {
        shortened(fullFileName(for: url))
    }

    /// The longest last path component `fileName(for:)` makes, in UTF-8 bytes.
    public static let longestComponent = 240

    private static func shortened(_ name: String) -> String {
        let leafStart = name.lastIndex(of: "/").map { name.index(after: $0) } ?? name.startIndex
        let leaf = name[leafStart...]
        guard leaf.utf8.count > longestComponent else { return name }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in leaf.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        var kept = Substring("")
        for character in leaf {
            guard kept.utf8.count + String(character).utf8.count <= 200 else { break }
            kept.append(character)
        }
        let hex = String(hash, radix: 16)
        return String(name[..<leafStart]) + kept + "-" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    private static func fullFileName(for url: URL) -> String {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url.path }
        var name = components.percentEncodedPath
        while name.hasPrefix("/") { name.removeFirst() }
        let items = (components.percentEncodedQueryItems ?? []).enumerated()
            .sorted { $0.element.name == $1.element.name ? $0.offset < $1.offset : $0.element.name < $1.element.name }
            .map(\.element)
        for item in items {
            name += "-" + item.name
            if let value = item.value { name += "-" + value.replacingOccurrences(of: "/", with: "%2F") }
        }
        return name
    }

    /// Where the recording of `request` lives.
    public func fileURL(for request: URLRequest) -> URL? {
        guard let url = request.url else { return nil }
        return directory.appendingPathComponent(ReplayStore.fileName(for: url))
    }

    /// `file` (a path inside `directory`, such as `NetworkError.missingRecording`'s) relative
    /// to the directory, for messages that name a recording the way the user named the
    /// directory; other paths are returned unchanged.
    public func relativePath(of file: String) -> String {
        let base = directory.standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        let standardized = URL(fileURLWithPath: file).standardizedFileURL.path
        return standardized.hasPrefix(prefix) ? String(standardized.dropFirst(prefix.count)) : file
    }

    /// The recorded response for `request`, or `NetworkError.missingRecording` naming the expected file.
    public func response(for request: URLRequest) -> Result<Response, NetworkError> {
        guard let file = fileURL(for: request), let url = request.url else {
            return .failure(.invalidURL(request.url?.absoluteString ?? ""))
        }
        guard let body = try? Data(contentsOf: file) else {
            return .failure(.missingRecording(expectedFile: file.path))
        }
        var status = 200
        var headers: [String: String] = [:]
        if let metaData = try? Data(contentsOf: ReplayStore.metaURL(file)),
           let meta = try? JSONDecoder().decode(Meta.self, from: metaData) {
            status = meta.status
            headers = meta.headers ?? [:]
        }
        let http = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
        return .success(Response(statusCode: status, data: body, request: request, response: http))
    }

    /// Writes `response` as the recording of its request.
    ///
    /// - Throws: file-system errors.
    public func save(_ response: Response) throws {
        guard let request = response.request, let file = fileURL(for: request) else { return }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try response.data.write(to: file, options: .atomic)
        let kept = ReplayStore.keptHeaders(response)
        let metaURL = ReplayStore.metaURL(file)
        if response.statusCode != 200 || !kept.isEmpty {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
            try encoder.encode(Meta(status: response.statusCode, headers: kept.isEmpty ? nil : kept)).write(to: metaURL, options: .atomic)
        } else if FileManager.default.fileExists(atPath: metaURL.path) {
            try FileManager.default.removeItem(at: metaURL)
        }
    }

    /// Headers worth replaying: content type, pagination, rate limits and Retry-After
    /// (never cookies or transfer details).
    static func keptHeaders(_ response: Response) -> [String: String] {
        var kept: [String: String] = [:]
        for name in ["Content-Type", "Link", "X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset", "Retry-After"] {
            if let value = response.value(forHTTPHeaderField: name) { kept[name] = value }
        }
        return kept
    }

    static func metaURL(_ file: URL) -> URL {
        file.deletingLastPathComponent().appendingPathComponent(file.lastPathComponent + ".meta.json")
    }

    private struct Meta: Codable {
        let status: Int
        let headers: [String: String]?
    }
}
