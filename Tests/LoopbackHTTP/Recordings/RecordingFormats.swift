import Foundation

/// Readers of the recording formats in `shared/fixtures` (see its README).
public enum RecordingFormats {
    /// The exchanges of a VCR cassette in JSON: `http_interactions[]` with `request`
    /// (`method`, `uri`) and `response` (`status.code`, `headers` as name → values,
    /// `body.string` or `body.base64_string`).
    public static func vcrCassette(at file: URL) throws -> [RecordedExchange] {
        let root = try jsonObject(file)
        guard let interactions = root["http_interactions"] as? [[String: Any]] else {
            throw RecordingFormatError(file, "no http_interactions array")
        }
        return try interactions.map { interaction in
            guard let request = interaction["request"] as? [String: Any], let response = interaction["response"] as? [String: Any],
                  let uri = request["uri"] as? String, let status = (response["status"] as? [String: Any])?["code"] as? Int else {
                throw RecordingFormatError(file, "an interaction without request uri or response status")
            }
            var headers: [String: String] = [:]
            for (name, values) in response["headers"] as? [String: Any] ?? [:] {
                headers[name] = (values as? [String])?.joined(separator: ", ") ?? values as? String
            }
            let bodyObject = response["body"] as? [String: Any] ?? [:]
            let body: Data
            if let base64 = bodyObject["base64_string"] as? String {
                guard let decoded = Data(base64Encoded: base64, options: .ignoreUnknownCharacters) else {
                    throw RecordingFormatError(file, "a body that is not base64")
                }
                body = decoded
            } else {
                body = Data((bodyObject["string"] as? String ?? "").utf8)
            }
            let target = RecordedExchange.split(uri)
            return RecordedExchange(method: request["method"] as? String ?? "GET", path: target.path, query: target.query,
                                    status: status, headers: headers, body: body)
        }
    }

    /// The exchanges of a PyGithub replay file: per request the lines scheme, method,
    /// host, port, path+query, request headers, request body, status, response headers
    /// (a Python list of pairs) and the body on one line; a blank line between requests.
    public static func pyGithubReplay(at file: URL) throws -> [RecordedExchange] {
        let text = try String(contentsOf: file, encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[...]
        var exchanges: [RecordedExchange] = []
        while true {
            while let first = lines.first, first.trimmingCharacters(in: .whitespaces).isEmpty { lines.removeFirst() }
            guard !lines.isEmpty else { break }
            guard lines.count >= 10 else { throw RecordingFormatError(file, "a request with fewer than 10 lines") }
            let record = Array(lines.prefix(10))
            lines.removeFirst(10)
            guard let status = Int(record[7].trimmingCharacters(in: .whitespaces)) else {
                throw RecordingFormatError(file, "status '\(record[7])' is not a number")
            }
            var headers: [String: String] = [:]
            let strings = try pythonStrings(in: record[8], file: file)
            guard strings.count % 2 == 0 else { throw RecordingFormatError(file, "response headers are not pairs") }
            for index in stride(from: 0, to: strings.count, by: 2) { headers[strings[index]] = strings[index + 1] }
            let target = RecordedExchange.split(record[4])
            exchanges.append(RecordedExchange(method: record[1], path: target.path, query: target.query, status: status,
                                              headers: headers, body: Data(record[9].utf8)))
        }
        return exchanges
    }

    /// The exchange of a body file and its `<file>.meta.json`: `request` (`method` and
    /// `uri`, or `host` and `path`), `status` (a number or `{"code": ...}`) and `headers`
    /// (an object, or a list of name/value pairs).
    public static func bodyWithMeta(at file: URL) throws -> RecordedExchange {
        let body = try Data(contentsOf: file)
        let meta = try jsonObject(file.deletingLastPathComponent().appendingPathComponent(file.lastPathComponent + ".meta.json"))
        let request = meta["request"] as? [String: Any] ?? [:]
        guard let target = (request["uri"] as? String) ?? (request["path"] as? String) else {
            throw RecordingFormatError(file, "the meta file names no request uri or path")
        }
        let status = (meta["status"] as? Int) ?? ((meta["status"] as? [String: Any])?["code"] as? Int) ?? 200
        var headers: [String: String] = [:]
        if let object = meta["headers"] as? [String: Any] {
            for (name, value) in object { headers[name] = value as? String ?? "\(value)" }
        } else if let pairs = meta["headers"] as? [[String]] {
            for pair in pairs where pair.count == 2 { headers[pair[0]] = pair[1] }
        }
        let parts = RecordedExchange.split(target)
        return RecordedExchange(method: request["method"] as? String ?? "GET", path: parts.path, query: parts.query,
                                status: status, headers: headers, body: body)
    }

    private static func jsonObject(_ file: URL) throws -> [String: Any] {
        let data = try Data(contentsOf: file)
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw RecordingFormatError(file, "not a JSON object")
        }
        return object
    }

    /// The string literals of a line of Python `repr` (quoted with ' or ", with backslash escapes).
    static func pythonStrings(in line: String, file: URL) throws -> [String] {
        var strings: [String] = []
        var iterator = line.makeIterator()
        while let character = iterator.next() {
            guard character == "'" || character == "\"" else { continue }
            var value = ""
            var closed = false
            while let next = iterator.next() {
                if next == "\\" {
                    guard let escaped = iterator.next() else { break }
                    switch escaped {
                    case "n": value.append("\n")
                    case "t": value.append("\t")
                    case "r": value.append("\r")
                    default: value.append(escaped)
                    }
                } else if next == character {
                    closed = true
                    break
                } else {
                    value.append(next)
                }
            }
            guard closed else { throw RecordingFormatError(file, "an unterminated string in '\(line.prefix(60))'") }
            strings.append(value)
        }
        return strings
    }
}
