import CCurl
import Foundation

/// A bare libcurl request: one easy handle, set up once and performed again and again
/// (blocking, on the calling thread), so it keeps its connection alive. The floor the
/// provider's libcurl path is measured against.
final class BareCurl {
    private let easy: UnsafeMutableRawPointer?
    private var headers: UnsafeMutablePointer<curl_slist>?
    private var body = Data()

    init(url: URL) {
        easy = curl_easy_init()
        guard let easy else { return }
        ccurl_easy_setopt_string(easy, CURLOPT_URL, url.absoluteString)
        ccurl_easy_setopt_long(easy, CURLOPT_NOSIGNAL, 1)
        ccurl_easy_setopt_string(easy, CURLOPT_ACCEPT_ENCODING, "")
        for line in ["Accept: application/json", "Expect:", "User-Agent: RxNetwork"] { headers = curl_slist_append(headers, line) }
        ccurl_easy_setopt_slist(easy, CURLOPT_HTTPHEADER, headers)
        ccurl_easy_setopt_write_function(easy, CURLOPT_WRITEFUNCTION) { bytes, size, count, context in
            guard let bytes, let context else { return 0 }
            Unmanaged<BareCurl>.fromOpaque(context).takeUnretainedValue().body
                .append(UnsafeRawPointer(bytes).assumingMemoryBound(to: UInt8.self), count: size * count)
            return size * count
        }
        ccurl_easy_setopt_pointer(easy, CURLOPT_WRITEDATA, Unmanaged.passUnretained(self).toOpaque())
    }

    deinit {
        if let easy { curl_easy_cleanup(easy) }
        curl_slist_free_all(headers)
    }

    /// Performs the request; whether it answered 200 with `expected`.
    func perform(expecting expected: Data) -> Bool {
        guard let easy else { return false }
        body.removeAll(keepingCapacity: true)
        guard curl_easy_perform(easy) == CURLE_OK else { return false }
        var status = 0
        ccurl_easy_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &status)
        return status == 200 && body == expected
    }
}
