import Foundation
import Synchronization
import CCurl
import RxCore
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One request on libcurl: its easy handle, the response as it arrives, and the
/// redirects it follows (`TransportOptions.redirectPolicy`) (each on a fresh easy handle, usually over the same
/// kept-alive connection).
///
/// Threading rule: everything but `receiver`, `original`, `deliveredResult` and the
/// cancelled and delivered flags is only touched under the multi's lock (`CurlMulti`): it
/// is set up, filled by libcurl's write and header callbacks, and read there. The flags
/// are atomic. `deliveredResult` is written under the lock and read once after it by the
/// same thread (`CurlMulti.locked`).
///
/// The stored `var`s are `@exclusivity(unchecked)`: by the rule above one thread at a time
/// touches them, and no access spans a call that touches them again, so the run-time
/// exclusivity checks (~80 instructions each, ~35 a request across the transport) could
/// never fire.
final class CurlTransfer: Disposable, @unchecked Sendable {
    /// How the transfer ended on libcurl's side.
    enum Outcome {
        /// Deliver this.
        case finished(Result<Response, NetworkError>)
        /// A redirect to follow: `request` now holds where to go.
        case redirected
    }

    /// The request as given.
    let original: HTTPRequest
    /// The `URLRequest` it was given as, which the `Response` reports (nil: the provider
    /// gave its own request value, and the response builds one if asked).
    let originalURLRequest: URLRequest?
    /// Hears the outcome once (`complete`), on the thread that saw it (normally the network thread).
    private let receiver: Receiver

    /// Who hears the outcome: a closure, or a provider's request directly (a closure over
    /// it was one more allocation per request).
    private enum Receiver {
        case closure(@Sendable (Result<Response, NetworkError>) -> Void)
        case request(RequestToken)
    }
    /// The request being sent: the original, or where a redirect led.
    @exclusivity(unchecked) private(set) var request: HTTPRequest
    /// The current easy handle, while in the multi handle.
    @exclusivity(unchecked) private(set) var easy: UnsafeMutableRawPointer?
    private let options: TransportOptions
    private let cancelled = Atomic<Bool>(false)
    private let delivered = Atomic<Bool>(false)
    @exclusivity(unchecked) private var headerList: UnsafeMutablePointer<curl_slist>?
    @exclusivity(unchecked) private var body = Data()
    /// The answer's header lines as received, after its status line.
    @exclusivity(unchecked) private var headerLines: [UInt8] = []
    @exclusivity(unchecked) private var exceededLimit = false
    /// The redirects followed so far.
    @exclusivity(unchecked) private var redirects: [Redirect] = []
    /// The request's header fields, which `headerList` was made from.
    @exclusivity(unchecked) private var requestFields: [String: String] = [:]
    /// The URL being fetched, as given to libcurl.
    @exclusivity(unchecked) private var urlString = ""
    /// What the easy handle stays set up for after this transfer (nil: reset it).
    @exclusivity(unchecked) private var reusableConfiguration: Configuration?
    /// The outcome between `markDelivered` (under the multi's lock) and `complete` (after
    /// it, on the same thread).
    @exclusivity(unchecked) private var deliveredResult: Result<Response, NetworkError>?

    /// The multi handle that runs the transfer (set by `CurlMulti.start`), for `dispose`.
    /// Written before the transfer is handed to anyone who may dispose it.
    @exclusivity(unchecked) private(set) var multi: CurlMulti?

    init(request: HTTPRequest, urlRequest: URLRequest?, options: TransportOptions,
         completion: @escaping @Sendable (Result<Response, NetworkError>) -> Void) {
        self.original = request
        self.originalURLRequest = urlRequest
        self.request = request
        self.options = options
        self.receiver = .closure(completion)
    }

    /// A transfer whose outcome goes straight to the provider's request `handler`.
    init(request: HTTPRequest, options: TransportOptions, handler: RequestToken) {
        self.original = request
        self.originalURLRequest = nil
        self.request = request
        self.options = options
        self.receiver = .request(handler)
    }

    /// Hands the outcome `markDelivered` kept on (once, after the multi's lock is released,
    /// by the thread that marked it).
    func complete() {
        // Moved out, not copied: a copy of a result went through its value witnesses (a
        // `NetworkError` holds Foundation's `URLError`, whose layout is known at run time).
        guard let result = deliveredResult.take() else { return }
        switch receiver {
        case .closure(let completion): completion(result)
        case .request(let handler): handler.finish(result)
        }
    }

    /// Cancels the transfer, closing its connection, unless its outcome is already on its
    /// way (disposing after the outcome, as the provider does, takes no lock). Any thread.
    func dispose() {
        if !isDelivered, let multi { multi.cancel(self) }
    }

    /// Records the multi handle that runs the transfer, before it starts.
    func run(on multi: CurlMulti) {
        self.multi = multi
    }

    /// Whether the transfer was cancelled (any thread).
    var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

    /// Marks the transfer cancelled, so nothing is delivered from now on (any thread).
    func markCancelled() { cancelled.store(true, ordering: .releasing) }

    /// Whether libcurl is done with the transfer and its outcome is on its way (any thread).
    var isDelivered: Bool { delivered.load(ordering: .acquiring) }

    /// Marks the outcome as on its way to `complete` and keeps it until then (under the
    /// multi's lock).
    func markDelivered(with result: consuming Result<Response, NetworkError>) {
        deliveredResult = result
        delivered.store(true, ordering: .releasing)
    }

    /// The options every request of a multi handle sets alike, given its transfer's limits:
    /// a pooled handle that carries them already skips setting them again.
    struct Configuration: Equatable {
        let options: TransportOptions
    }

    /// A pooled easy handle: `configuration` is what it is still set up for (a plain GET's
    /// handle keeps everything but the per-request options), nil when it was reset; and
    /// the header list its last request sent, made from `requestFields`, which the next
    /// request with the same fields sends again instead of building its own.
    struct SpareHandle {
        let easy: UnsafeMutableRawPointer
        let configuration: Configuration?
        let headerList: UnsafeMutablePointer<curl_slist>?
        let requestFields: [String: String]
        /// The URL the handle is still set to, when `configuration` is not nil (a handle
        /// that was not reset keeps its options, CURLOPT_URL and CURLOPT_HTTPHEADER included).
        let urlString: String

        /// Frees the handle and its header list.
        func destroy() {
            curl_easy_cleanup(easy)
            curl_slist_free_all(headerList)
        }
    }

    /// `reusing` (a pooled handle) or a new easy handle, configured for `request`, or why
    /// there can be none (`reusing` is then freed).
    ///
    /// A pooled handle that ran a plain GET with the same limits is not reset: only the
    /// URL, the method, the header list and this transfer's context are set (a reset and
    /// the ~20 options after it cost more than the rest of the request path).
    func makeEasyHandle(reusing spare: SpareHandle?, multi: CurlMulti,
                        trustedCertificatesFile: String?) -> Result<UnsafeMutableRawPointer, NetworkError> {
        guard let url = request.url, request.isHTTP else {
            spare?.destroy()
            return .failure(.invalidURL(request.urlString))
        }
        let fields = request.headerFields
        if let spare, spare.headerList != nil, spare.requestFields == fields {
            // The same fields make the same lines, already checked: send that list again.
            headerList = spare.headerList
        } else {
            switch CurlTransfer.headerList(for: fields) {
            case .failure(let error):
                spare?.destroy()
                return .failure(error)
            case .success(let list):
                curl_slist_free_all(spare?.headerList)
                headerList = list
            }
        }
        requestFields = fields
        guard let easy = spare?.easy ?? curl_easy_init() else {
            curl_slist_free_all(headerList)
            headerList = nil
            return .failure(.underlying(URLError(.cannotLoadFromNetwork, userInfo: CurlTransfer.userInfo(url)), nil))
        }
        self.easy = easy
        body = Data()
        // One allocation for the usual answer's header lines, instead of one per doubling.
        headerLines = []
        headerLines.reserveCapacity(512)

        let configuration = Configuration(options: options)
        // Whether the handle is as a plain GET with these limits left it: every option set
        // then is still set, so only what differs is set again (libcurl copies the URL on
        // every CURLOPT_URL, and each option is a call: the bare loop sets none per request).
        let keepsOptions = spare?.configuration == configuration
        if !keepsOptions {
            // A handle set up for other limits starts from libcurl's defaults again.
            if spare?.configuration != nil { curl_easy_reset(easy) }
            configure(easy, multi: multi, trustedCertificatesFile: trustedCertificatesFile)
        }
        urlString = request.urlString
        if !keepsOptions || spare?.urlString != urlString {
            // Through `withCString`: a native string's own bytes, where the implicit
            // conversion copied them into a new array on every request.
            urlString.withCString { _ = ccurl_easy_setopt_string(easy, CURLOPT_URL, $0) }
        }

        let method = request.method
        if let data = request.body {
            ccurl_easy_setopt_off(easy, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(data.count))
            // COPYPOSTFIELDS copies, so the body need not outlive this call.
            var bytes = [UInt8](data)
            bytes.append(0)  // never an empty buffer, and libcurl reads only the size set above
            bytes.withUnsafeMutableBytes { raw in
                _ = ccurl_easy_setopt_pointer(easy, CURLOPT_COPYPOSTFIELDS, raw.baseAddress)
            }
            if method != "POST" { ccurl_easy_setopt_string(easy, CURLOPT_CUSTOMREQUEST, method) }
        } else {
            switch method {
            // Every handle here is new, reset, or left by a plain GET: already a GET.
            case "GET": break
            case "HEAD": ccurl_easy_setopt_long(easy, CURLOPT_NOBODY, 1)
            case "POST", "PUT", "PATCH":
                // An empty body with `Content-Length: 0`, as servers expect for these.
                ccurl_easy_setopt_off(easy, CURLOPT_POSTFIELDSIZE_LARGE, 0)
                ccurl_easy_setopt_string(easy, CURLOPT_COPYPOSTFIELDS, "")
                if method != "POST" { ccurl_easy_setopt_string(easy, CURLOPT_CUSTOMREQUEST, method) }
            default: ccurl_easy_setopt_string(easy, CURLOPT_CUSTOMREQUEST, method)
            }
        }
        // Only a plain GET leaves nothing behind that the next request would inherit
        // (a body, a custom method, NOBODY); any other handle is reset before reuse.
        reusableConfiguration = method == "GET" && request.body == nil ? configuration : nil
        if !keepsOptions || spare?.headerList != headerList {
            ccurl_easy_setopt_slist(easy, CURLOPT_HTTPHEADER, headerList)
        }

        let context = Unmanaged.passUnretained(self).toOpaque()
        // The multi handle holds this transfer (in `transfers`) while libcurl may call these.
        ccurl_easy_setopt_pointer(easy, CURLOPT_WRITEDATA, context)
        ccurl_easy_setopt_pointer(easy, CURLOPT_HEADERDATA, context)
        return .success(easy)
    }

    /// libcurl's header list for request header `fields`, or why they cannot be sent.
    private static func headerList(for fields: [String: String]) -> Result<UnsafeMutablePointer<curl_slist>?, NetworkError> {
        var lines: [String] = []
        var hasExpect = false
        var hasUserAgent = false
        for (name, value) in fields {
            // A line break would let a value smuggle in headers of its own.
            if hasLineBreak(name) || hasLineBreak(value) {
                return .failure(.parameterEncoding(reason: "the header field '\(name)' contains a line break"))
            }
            hasExpect = hasExpect || isNamed(name, "expect")
            hasUserAgent = hasUserAgent || isNamed(name, "user-agent")
            // "Name;" is libcurl's way to send a header with an empty value.
            lines.append(value.isEmpty ? name + ";" : name + ": " + value)
        }
        // libcurl would send `Expect: 100-continue` for big bodies and wait for an answer
        // many servers never give.
        if !hasExpect { lines.append("Expect:") }
        if !hasUserAgent { lines.append("User-Agent: RxNetwork") }
        var list: UnsafeMutablePointer<curl_slist>?
        for line in lines { list = curl_slist_append(list, line) }
        return .success(list)
    }

    /// Sets what every request of the multi handle sets alike (`Configuration`), on a new
    /// or reset handle.
    private func configure(_ easy: UnsafeMutableRawPointer, multi: CurlMulti, trustedCertificatesFile: String?) {
        // Only HTTP(S), here and (redirects are ours anyway) nowhere else.
        ccurl_easy_setopt_string(easy, CURLOPT_PROTOCOLS_STR, "http,https")
        // No signals (timeouts run on the multi's timer; DNS on libcurl's resolver thread).
        ccurl_easy_setopt_long(easy, CURLOPT_NOSIGNAL, 1)
        ccurl_easy_setopt_long(easy, CURLOPT_FOLLOWLOCATION, 0)
        // Every encoding libcurl can decode (gzip, deflate, and br/zstd when built in).
        ccurl_easy_setopt_string(easy, CURLOPT_ACCEPT_ENCODING, "")
        ccurl_easy_setopt_long(easy, CURLOPT_HTTP_VERSION, CURL_HTTP_VERSION_2TLS)
        ccurl_easy_setopt_long(easy, CURLOPT_TCP_KEEPALIVE, 1)
        // TLS verification stays on (libcurl's default): there is deliberately no switch.
        if let trustedCertificatesFile { ccurl_easy_setopt_string(easy, CURLOPT_CAINFO, trustedCertificatesFile) }
        // Proxies come from http_proxy/https_proxy/no_proxy: CURLOPT_PROXY is never set.
        if let connect = options.connectTimeout {
            ccurl_easy_setopt_long(easy, CURLOPT_CONNECTTIMEOUT_MS, CurlTransfer.milliseconds(connect))
        }
        if let timeout = options.timeout {
            ccurl_easy_setopt_long(easy, CURLOPT_TIMEOUT_MS, CurlTransfer.milliseconds(timeout))
        }
        // Refused before any byte of the body when Content-Length says so; bodies without
        // one (chunked) are cut off by the write callback.
        ccurl_easy_setopt_off(easy, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(options.maximumResponseSize))
        ccurl_easy_setopt_write_function(easy, CURLOPT_WRITEFUNCTION) { bytes, size, count, context in
            guard let context else { return 0 }
            return Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue().receiveBody(bytes, size * count)
        }
        ccurl_easy_setopt_write_function(easy, CURLOPT_HEADERFUNCTION) { bytes, size, count, context in
            guard let context else { return 0 }
            return Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue().receiveHeader(bytes, size * count)
        }
        // The multi knows the connections' sockets, and takes them out of its epoll set
        // before closing them.
        let owner = Unmanaged.passUnretained(multi).toOpaque()
        ccurl_easy_setopt_sockopt_function(easy, CurlMulti.socketOptionsFunction)
        ccurl_easy_setopt_pointer(easy, CURLOPT_SOCKOPTDATA, owner)
        ccurl_easy_setopt_closesocket_function(easy, CurlMulti.closeSocketFunction)
        ccurl_easy_setopt_pointer(easy, CURLOPT_CLOSESOCKETDATA, owner)
    }

    /// Gives up the easy handle (after it left the multi handle) with its header list;
    /// the handle keeps its configuration only when the transfer ended normally on a
    /// plain GET (`cut`: it was removed mid-transfer, so it is reset).
    func takeEasyHandle(cut: Bool = false) -> SpareHandle? {
        defer {
            easy = nil
            headerList = nil
        }
        guard let easy else {
            curl_slist_free_all(headerList)
            return nil
        }
        return SpareHandle(easy: easy, configuration: cut ? nil : reusableConfiguration,
                           headerList: headerList, requestFields: requestFields, urlString: urlString)
    }

    /// What libcurl's result `code` means for this transfer; for a redirect it follows,
    /// `request` becomes the next one. Read before the easy handle is released.
    func outcome(of code: CURLcode) -> Outcome {
        guard let easy else { return .finished(.failure(.cancelled)) }
        var status = 0
        ccurl_easy_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &status)
        let response = status > 0 ? makeResponse(easy, status: status) : nil
        if code != CURLE_OK {
            if exceededLimit || code == CURLE_FILESIZE_EXCEEDED {
                return .finished(.failure(.underlying(TransportOptions.tooLarge(original.url, limit: options.maximumResponseSize), nil)))
            }
            var errorCode = CurlTransfer.errorCode(code)
            if code == CURLE_PEER_FAILED_VERIFICATION {
                var verification = 0
                ccurl_easy_getinfo_long(easy, CURLINFO_SSL_VERIFYRESULT, &verification)
                errorCode = CurlTransfer.certificateErrorCode(verification)
            }
            let error = URLError(errorCode, userInfo: CurlTransfer.userInfo(request.url))
            return .finished(.failure(.underlying(error, response)))
        }
        guard let response else {
            return .finished(.failure(.underlying(URLError(.badServerResponse, userInfo: CurlTransfer.userInfo(request.url)), nil)))
        }
        if [301, 302, 303, 307, 308].contains(status), let next = redirectTarget(easy) {
            let decision = options.redirectPolicy.decision(origin: original.url, next: next, hops: redirects.count,
                                                           carriesCredentials: CredentialPolicy.carriesCredentials(original))
            switch decision {
            case .fail(let error):
                return .finished(.failure(.underlying(error, response)))
            case .follow:
                if let from = request.url { redirects.append(Redirect(statusCode: status, from: from, to: next)) }
                request = CurlTransfer.redirected(request, to: next, status: status)
                return .redirected
            case .deliver:
                break
            }
        }
        return .finished(.success(response))
    }

    // MARK: - libcurl's callbacks (under the multi's lock)

    private func receiveBody(_ bytes: UnsafeMutablePointer<CChar>?, _ count: Int) -> Int {
        guard let bytes else { return 0 }
        if body.count + count > options.maximumResponseSize {
            exceededLimit = true
            return 0  // anything but `count` aborts the transfer
        }
        body.append(UnsafeRawPointer(bytes).assumingMemoryBound(to: UInt8.self), count: count)
        return count
    }

    /// One header line (libcurl calls once per line, CRLF included), kept as bytes and
    /// parsed only if someone reads the headers (`HeaderLines`): most callers read only
    /// the body, and parsing here held up every answer on the network thread.
    private func receiveHeader(_ bytes: UnsafeMutablePointer<CChar>?, _ count: Int) -> Int {
        guard let bytes else { return 0 }
        let line = UnsafeRawBufferPointer(start: bytes, count: count)
        if CurlTransfer.isStatusLine(line) {
            // A new response (after `100 Continue` or a proxy's CONNECT): start over.
            headerLines.removeAll(keepingCapacity: true)
        } else {
            headerLines.append(contentsOf: line)
        }
        return count
    }

    /// Whether `line` starts with "HTTP/", compared byte by byte: a static array and the
    /// generic `starts(with:)` cost a `swift_once` and an iterator on every header line.
    private static func isStatusLine(_ line: UnsafeRawBufferPointer) -> Bool {
        line.count >= 5 && line[0] == UInt8(ascii: "H") && line[1] == UInt8(ascii: "T") && line[2] == UInt8(ascii: "T")
            && line[3] == UInt8(ascii: "P") && line[4] == UInt8(ascii: "/")
    }

    // MARK: - Building the outcome

    private func makeResponse(_ easy: UnsafeMutableRawPointer, status: Int) -> Response? {
        // The URL asked for, unless libcurl went elsewhere (it does not follow redirects,
        // so only a proxy or a rewritten URL would make it differ).
        var effective: UnsafeMutablePointer<CChar>?
        ccurl_easy_getinfo_string(easy, CURLINFO_EFFECTIVE_URL, &effective)
        let asked = request.url
        let url: URL?
        if let effective, urlString.withCString({ strcmp($0, effective) != 0 }) {
            url = URL(string: String(cString: effective)) ?? asked
        } else {
            url = asked
        }
        guard let url else { return nil }
        var version = 0
        ccurl_easy_getinfo_long(easy, CURLINFO_HTTP_VERSION, &version)
        let head = Response.Head(url: url, httpVersion: CurlTransfer.versionName(version), headerLines: headerLines)
        return Response(statusCode: status, data: body, request: originalURLRequest, sent: original, head: head,
                        redirects: redirects)
    }

    private func redirectTarget(_ easy: UnsafeMutableRawPointer) -> URL? {
        var location: UnsafeMutablePointer<CChar>?
        ccurl_easy_getinfo_string(easy, CURLINFO_REDIRECT_URL, &location)
        return location.flatMap { URL(string: String(cString: $0)) }
    }

    /// The request a redirect leads to: 303 (and 301/302 after a POST, as browsers do)
    /// becomes a GET without a body; 307 and 308 repeat the request as it was.
    static func redirected(_ request: HTTPRequest, to url: URL, status: Int) -> HTTPRequest {
        let method = request.method
        if (status == 303 && method != "HEAD") || ((status == 301 || status == 302) && method == "POST") {
            return request.redirected(to: url, method: "GET", dropsBody: true)
        }
        return request.redirected(to: url, method: method, dropsBody: false)
    }

    /// Whether `text` holds a line break (`Character.isNewline`), checked byte by byte
    /// when it is ASCII.
    private static func hasLineBreak(_ text: String) -> Bool {
        var ascii = true
        for byte in text.utf8 {
            if byte >= 0x0A && byte <= 0x0D { return true }
            if byte >= 0x80 { ascii = false }
        }
        return !ascii && text.contains(where: \.isNewline)
    }

    /// Whether header `name` is `lowercase` (given in lower case), ignoring ASCII case.
    private static func isNamed(_ name: String, _ lowercase: StaticString) -> Bool {
        let wanted = UnsafeBufferPointer(start: lowercase.utf8Start, count: lowercase.utf8CodeUnitCount)
        guard name.utf8.count == wanted.count else { return false }
        return zip(name.utf8, wanted).allSatisfy { ($0 | 0x20) == $1 }
    }

    static func userInfo(_ url: URL?) -> [String: Any] {
        url.map { [NSURLErrorFailingURLErrorKey: $0] } ?? [:]
    }

    private static func milliseconds(_ seconds: TimeInterval) -> Int {
        Int(min(max(seconds, 0.001), Double(Int32.max) / 1000) * 1000)
    }

    private static func versionName(_ version: Int) -> String {
        switch version {
        case CURL_HTTP_VERSION_1_0: return "HTTP/1.0"
        case CURL_HTTP_VERSION_2_0: return "HTTP/2"
        case CURL_HTTP_VERSION_3: return "HTTP/3"
        default: return "HTTP/1.1"
        }
    }

    /// The `URLError` code for a certificate libcurl refused, from OpenSSL's verify result
    /// (`X509_V_ERR_*`). The chain passing (0) means libcurl's own host name check failed.
    static func certificateErrorCode(_ verification: Int) -> URLError.Code {
        switch verification {
        case 10: return .serverCertificateHasBadDate      // X509_V_ERR_CERT_HAS_EXPIRED
        case 9: return .serverCertificateNotYetValid      // X509_V_ERR_CERT_NOT_YET_VALID
        case 2, 18, 19, 20, 21: return .serverCertificateHasUnknownRoot  // no trusted issuer, self-signed
        default: return .serverCertificateUntrusted       // host name mismatch, and anything else
        }
    }

    /// The `URLError` code closest to libcurl's result, so retry policies and messages
    /// treat both transports alike.
    static func errorCode(_ code: CURLcode) -> URLError.Code {
        switch code {
        case CURLE_OPERATION_TIMEDOUT: return .timedOut
        case CURLE_COULDNT_CONNECT: return .cannotConnectToHost
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY: return .cannotFindHost
        case CURLE_SEND_ERROR, CURLE_RECV_ERROR, CURLE_GOT_NOTHING, CURLE_PARTIAL_FILE: return .networkConnectionLost
        case CURLE_PEER_FAILED_VERIFICATION: return .serverCertificateUntrusted
        case CURLE_SSL_CONNECT_ERROR, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER, CURLE_SSL_CACERT_BADFILE,
             CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH, CURLE_SSL_INVALIDCERTSTATUS:
            return .secureConnectionFailed
        case CURLE_WEIRD_SERVER_REPLY, CURLE_BAD_CONTENT_ENCODING, CURLE_HTTP2, CURLE_HTTP2_STREAM,
             CURLE_UNSUPPORTED_PROTOCOL, CURLE_HTTP_RETURNED_ERROR:
            return .badServerResponse
        case CURLE_TOO_MANY_REDIRECTS: return .httpTooManyRedirects
        case CURLE_URL_MALFORMAT: return .badURL
        case CURLE_ABORTED_BY_CALLBACK: return .cancelled
        default: return .unknown
        }
    }
}
