import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LoopbackHTTP
import RxNetwork

extension RecordedExchange {
    /// The recording as RxNetwork's `Response` to a GET of its path, as the API reads answers.
    var response: Response {
        let url = URL(string: "https://api.github.com\(path)")!
        let http = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
        return Response(statusCode: status, data: body, request: URLRequest(url: url), response: http)
    }
}

/// A fresh directory under the system's temporary directory, removed by `remove()`.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("repo-search-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
