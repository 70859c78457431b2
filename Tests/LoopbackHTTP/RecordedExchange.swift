import Foundation

/// One HTTP exchange a real service once answered, read from the shared fixtures'
/// formats: VCR cassettes as JSON (`http_interactions[]`, bodies in `body.string` or
/// `body.base64_string`), and bare bodies with an optional `NAME.meta.json` beside them
/// (request URL, status, headers). Served by a `LoopbackServer` as `reply`.
///
/// Headers that describe the original transfer (`Content-Encoding`, `Transfer-Encoding`,
/// `Content-Length`, `Connection`) are dropped: the stored bodies are decoded.
public struct RecordedExchange: Sendable {
    /// The request method, uppercased ("GET" when the recording kept no request).
    public let method: String
    /// The request URL, nil when the recording kept none (a bare body).
    public let url: URL?
    /// The status code (200 when the recording kept none).
    public let status: Int
    /// The response headers worth replaying.
    public let headers: [String: String]
    /// The response body.
    public let body: Data
    /// The file it was read from.
    public let file: URL

    /// Why a recording could not be read.
    public struct ReadError: Error, CustomStringConvertible {
        /// The file.
        public let file: URL
        /// What was wrong.
        public let reason: String
        /// "<file>: <reason>".
        public var description: String { "\(file.path): \(reason)" }

        /// `reason` about `file`.
        public init(file: URL, reason: String) {
            self.file = file
            self.reason = reason
        }
    }

    /// The request's query items, percent-decoded (later duplicates win).
    public var queryItems: [String: String] {
        guard let url, let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return [:] }
        var items: [String: String] = [:]
        for item in components.queryItems ?? [] { items[item.name] = item.value ?? "" }
        return items
    }

    /// The request's path ("" when unknown).
    public var path: String { url?.path ?? "" }

    /// The answer a `LoopbackServer` route gives to replay this exchange.
    public var reply: LoopbackServer.Reply {
        LoopbackServer.Reply(status: status, headers: headers, body: body)
    }

    /// This answer as the answer to `url`: for a bare body whose request is known from
    /// elsewhere (the fixtures' SOURCES.md).
    public func answering(_ url: URL) -> RecordedExchange {
        RecordedExchange(method: method, url: url, status: status, headers: headers, body: body, file: file)
    }

    /// The exchanges recorded in `file`: every interaction of a cassette, or the one
    /// body (with its `.meta.json` when there is one). A `.meta.json` file itself holds none.
    ///
    /// - Throws: `ReadError` when the file or its meta file cannot be read or parsed.
    public static func load(_ file: URL) throws -> [RecordedExchange] {
        if file.lastPathComponent.hasSuffix(".meta.json") { return [] }
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw ReadError(file: file, reason: "cannot be read (\(error.localizedDescription))")
        }
        if let cassette = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
           let interactions = cassette["http_interactions"] as? [[String: Any]] {
            return try interactions.map { try exchange(interaction: $0, file: file) }
        }
        return [try exchange(body: data, file: file)]
    }

    /// Every exchange recorded in the files under `directory` (recursively), in file-name order.
    ///
    /// - Throws: `ReadError` for the first file that cannot be read.
    public static func loadAll(in directory: URL) throws -> [RecordedExchange] {
        try recordingFiles(in: directory).flatMap(load)
    }

    /// The recording files under `directory` (no `.meta.json` sidecars), sorted by path.
    public static func recordingFiles(in directory: URL) throws -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey]) else {
            throw ReadError(file: directory, reason: "is not a readable directory")
        }
        return enumerator.compactMap { item -> URL? in
            guard let url = item as? URL, (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
                  !url.lastPathComponent.hasSuffix(".meta.json") else { return nil }
            return url.standardizedFileURL
        }.sorted { $0.path < $1.path }
    }

    private static func exchange(interaction: [String: Any], file: URL) throws -> RecordedExchange {
        guard let request = interaction["request"] as? [String: Any], let response = interaction["response"] as? [String: Any] else {
            throw ReadError(file: file, reason: "an interaction lacks its request or response")
        }
        let bodyObject = response["body"] as? [String: Any] ?? [:]
        let body: Data
        if let text = bodyObject["string"] as? String {
            body = Data(text.utf8)
        } else if let encoded = bodyObject["base64_string"] as? String, let decoded = Data(base64Encoded: encoded, options: .ignoreUnknownCharacters) {
            body = decoded
        } else {
            throw ReadError(file: file, reason: "an interaction has no body string")
        }
        return RecordedExchange(method: ((request["method"] as? String) ?? "get").uppercased(),
                                url: (request["uri"] as? String).flatMap(URL.init(string:)),
                                status: status(response["status"]) ?? 200, headers: headers(response["headers"]), body: body, file: file)
    }

    private static func exchange(body: Data, file: URL) throws -> RecordedExchange {
        let metaFile = file.deletingLastPathComponent().appendingPathComponent(file.lastPathComponent + ".meta.json")
        guard FileManager.default.fileExists(atPath: metaFile.path) else {
            return RecordedExchange(method: "GET", url: nil, status: 200, headers: ["Content-Type": "application/json"], body: body, file: file)
        }
        guard let data = try? Data(contentsOf: metaFile), let meta = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw ReadError(file: metaFile, reason: "is not a JSON object")
        }
        let request = meta["request"] as? [String: Any] ?? [:]
        // A URL, or (PyGithub's recordings) a host and a path with its query.
        let hostAndPath = (request["host"] as? String).flatMap { host in (request["path"] as? String).map { "https://\(host)\($0)" } }
        let uri = (request["uri"] as? String) ?? (request["url"] as? String) ?? hostAndPath
        return RecordedExchange(method: ((request["method"] as? String) ?? "get").uppercased(), url: uri.flatMap(URL.init(string:)),
                                status: status(meta["status"]) ?? 200, headers: headers(meta["headers"]), body: body, file: file)
    }

    /// A status as a number or as `{"code": n}`.
    private static func status(_ value: Any?) -> Int? {
        if let code = value as? Int { return code }
        if let object = value as? [String: Any] { return object["code"] as? Int }
        return nil
    }

    /// Headers whose values are strings or lists of strings, or a list of name/value pairs
    /// (PyGithub's); names may carry the backquotes an R recorder left around them.
    private static func headers(_ value: Any?) -> [String: String] {
        var headers: [String: String] = [:]
        let pairs = (value as? [[String]])?.compactMap { $0.count == 2 ? ($0[0], $0[1] as Any) : nil }
        for (rawName, rawValue) in pairs ?? (value as? [String: Any] ?? [:]).map({ ($0.key, $0.value) }) {
            let name = rawName.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            guard !transferHeaders.contains(name.lowercased()) else { continue }
            if let text = rawValue as? String {
                headers[name] = text
            } else if let list = rawValue as? [String] {
                headers[name] = list.joined(separator: ", ")
            }
        }
        return headers
    }

    /// Headers about how a recorded body travelled, not the body (which is stored decoded).
    static let transferHeaders: Set<String> = ["content-encoding", "transfer-encoding", "content-length", "connection"]
}
