import Foundation

/// The recording formats of `shared/fixtures` by name (see its README): VCR cassettes and
/// bodies with a `.meta.json` (read by `RecordedExchange.load`), and PyGithub's replay
/// files (plain text), read here.
public enum RecordingFormats {
    /// The exchanges of a VCR cassette in JSON.
    public static func vcrCassette(at file: URL) throws -> [RecordedExchange] {
        try RecordedExchange.load(file)
    }

    /// The exchange of a body file and its `<file>.meta.json`.
    public static func bodyWithMeta(at file: URL) throws -> RecordedExchange {
        guard let exchange = try RecordedExchange.load(file).first else {
            throw RecordedExchange.ReadError(file: file, reason: "holds no recording")
        }
        return exchange
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
            guard lines.count >= 10 else { throw RecordedExchange.ReadError(file: file, reason: "a request with fewer than 10 lines") }
            let record = Array(lines.prefix(10))
            lines.removeFirst(10)
            guard let status = Int(record[7].trimmingCharacters(in: .whitespaces)) else {
                throw RecordedExchange.ReadError(file: file, reason: "status '\(record[7])' is not a number")
            }
            let strings = try pythonStrings(in: record[8], file: file)
            guard strings.count % 2 == 0 else { throw RecordedExchange.ReadError(file: file, reason: "response headers are not pairs") }
            var headers: [String: String] = [:]
            for index in stride(from: 0, to: strings.count, by: 2)
            where !RecordedExchange.transferHeaders.contains(strings[index].lowercased()) {
                headers[strings[index]] = strings[index + 1]
            }
            exchanges.append(RecordedExchange(method: record[1].uppercased(), url: URL(string: "\(record[0])://\(record[2])\(record[4])"),
                                              status: status, headers: headers, body: Data(record[9].utf8), file: file))
        }
        return exchanges
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
            guard closed else { throw RecordedExchange.ReadError(file: file, reason: "an unterminated string in '\(line.prefix(60))'") }
            strings.append(value)
        }
        return strings
    }
}

extension RecordedExchange {
    /// The request's query items, decoded as a form is (`+` is a space), as servers read them.
    public var query: [String: String] {
        url.map { RecordedExchange.formQuery(of: $0.absoluteString) } ?? [:]
    }

    /// The answer's header `name`, matched without case.
    public func header(_ name: String) -> String? {
        headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// The same answer for a request to `path` (with `query`, else the recorded query) on
    /// the recorded server: a recording of an equivalent request, such as a 404 for a user
    /// served where the user's repositories are asked.
    public func served(at path: String, query: [String: String]? = nil) -> RecordedExchange {
        var components = URLComponents()
        components.scheme = url?.scheme ?? "https"
        components.host = url?.host ?? "localhost"
        components.port = url?.port
        components.path = path
        let items = (query ?? self.query).sorted { $0.key < $1.key }
        components.queryItems = items.isEmpty ? nil : items.map { URLQueryItem(name: $0.key, value: $0.value) }
        return answering(components.url ?? url ?? URL(fileURLWithPath: path))
    }

    /// The decoded query of a request target or URL (`/a?x=1&q=a+b`).
    static func formQuery(of target: String) -> [String: String] {
        guard let components = URLComponents(string: target) else { return [:] }
        var query: [String: String] = [:]
        for item in components.percentEncodedQueryItems ?? [] {
            let value = (item.value ?? "").replacingOccurrences(of: "+", with: " ")
            query[item.name] = value.removingPercentEncoding ?? value
        }
        return query
    }
}
