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
    /// value is percent-encoded so it cannot create directories.
    public static func fileName(for url: URL) -> String {
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
