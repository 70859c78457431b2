import Foundation
import RxCore
import Synchronization

/// Serves an application's screens as live pages on this machine: each browser tab gets
/// its own view controllers from `makeRootViewController`, kept in step with the page
/// over one event stream (see `LivePage`), behind the `AccessGuard`.
///
/// ```swift
/// let app = WebApplication(configuration: WebConfiguration(title: "Weather")) { path in
///     NavigationController(rootViewController: WeatherViewController(path: path))
/// }
/// let url = try app.start()
/// print(url)
/// ```
/// Routes: any page path gets the page shell (the tab then opens `/live/events` and
/// posts its input to `/live/input`); `/assets/…` are the compiled-in script, style and
/// icon; `/img/…` are the app's pictures (`imageProvider`). Use from the main queue
/// (the server's thread only hands work to it).
public final class WebApplication {
    /// Makes a tab's root view controller for the path it opened.
    public typealias RootFactory = (_ path: String) -> ViewController

    /// How it serves.
    public let configuration: WebConfiguration
    /// Serves `/img/<rest>`: given the whole path, the picture (or an error: 404). Called
    /// on the main queue; nil serves no pictures.
    public var imageProvider: ((String) -> Single<WebImage>)?

    /// The server, once started.
    public private(set) var server: HTTPServer?
    /// The guard, once started (its token is in `url`).
    public private(set) var accessGuard: AccessGuard?

    private let makeRootViewController: RootFactory
    private(set) var pages: [String: LivePage] = [:]

    /// Creates an application; nothing is served before `start()`.
    public init(configuration: WebConfiguration, makeRootViewController: @escaping RootFactory) {
        self.configuration = configuration
        self.makeRootViewController = makeRootViewController
    }

    /// The address to print and open: the root page with this run's token.
    public var url: URL? {
        accessGuard.flatMap { URL(string: $0.signInURL) }
    }

    /// The number of tabs whose view controllers are kept.
    public var pageCount: Int { pages.count }

    /// Starts serving; returns the address to open (with the token).
    ///
    /// - Throws: `ServerError` when the port cannot be had.
    @discardableResult
    public func start() throws(ServerError) -> URL {
        let gate = GuardGate()
        let me = MainBound(self)
        var serverConfiguration = configuration.server
        serverConfiguration.defaultHeaders = SecurityHeaders.all + serverConfiguration.defaultHeaders
        let shell = Array(PageShell.document(title: configuration.title).utf8)
        let maxPending = serverConfiguration.maxPendingStreamBytes
        let server = try HTTPServer(configuration: serverConfiguration) { request in
            guard let accessGuard = gate.value.withLock({ $0 }) else { return .response(.text(503, "Starting.")) }
            switch accessGuard.check(request) {
            case .reject(let rejection): return .response(AccessGuard.response(for: rejection))
            case .respond(let response): return .response(response)
            case .allow: return WebApplication.route(request, shell: shell, maxPendingBytes: maxPending, app: me)
            }
        }
        let accessGuard = AccessGuard(port: server.port)
        gate.value.withLock { $0 = accessGuard }
        self.server = server
        self.accessGuard = accessGuard
        return URL(string: accessGuard.signInURL)!
    }

    /// Stops serving and releases every tab. Returns when the server's thread is done.
    public func stop() {
        server?.stop()
        server = nil
        for page in Array(pages.values) { page.release() }
    }

    // MARK: - Routing (the server's thread)

    private static func route(_ request: HTTPRequest, shell: [UInt8], maxPendingBytes: Int, app: MainBound<WebApplication>) -> HTTPReply {
        let path = request.path
        if path.hasPrefix("/assets/") {
            guard request.method != "POST", let asset = WebAssets.file(named: String(path.dropFirst("/assets/".count))) else {
                return .response(.text(404, "No such file."))
            }
            return .response(HTTPResponse(status: 200, headers: [HTTPHeader("Content-Type", asset.contentType),
                                                                  HTTPHeader("Cache-Control", "no-cache")], body: asset.bytes))
        }
        switch (request.method, path) {
        case ("GET", "/live/events"):
            let session = request.query["session"]
            let pagePath = request.query["path"] ?? "/"
            let stream = EventStream(maxPendingBytes: maxPendingBytes, onClose: { [app] in
                DispatchQueue.main.async { app.value.streamDidClose() }
            })
            let bound = MainBound(stream)
            DispatchQueue.main.async { app.value.attach(bound.value, session: session, path: pagePath) }
            return .stream(stream, headers: [HTTPHeader("Content-Type", "text/event-stream; charset=utf-8"),
                                             HTTPHeader("Cache-Control", "no-store"), HTTPHeader("X-Accel-Buffering", "no")])
        case ("POST", "/live/input"):
            guard let message = try? JSONDecoder().decode(InputMessage.self, from: Data(request.body)) else {
                return .response(.text(400, "The input is not understood."))
            }
            let bound = MainBound(message)
            return .deferred { respond in
                DispatchQueue.main.async { respond(app.value.handle(bound.value)) }
            }
        case ("POST", _):
            return .response(.text(404, "Nothing to post to here."))
        case (_, "/favicon.ico"):
            return .response(HTTPResponse(status: 301, headers: [HTTPHeader("Location", "/assets/favicon.svg")]))
        default:
            if path.hasPrefix("/img/") {
                return .deferred { respond in
                    DispatchQueue.main.async { app.value.serveImage(path, respond: respond) }
                }
            }
            return .response(HTTPResponse(status: 200, headers: [HTTPHeader("Content-Type", "text/html; charset=utf-8"),
                                                                  HTTPHeader("Cache-Control", "no-store")], body: shell))
        }
    }

    // MARK: - Tabs (main queue)

    /// Attaches a tab's new stream to its page, or to a new page for `path` when the
    /// session is unknown (a new tab, or one whose page was released).
    func attach(_ stream: EventStream, session: String?, path: String) {
        let page: LivePage
        if let session, let existing = pages[session] {
            page = existing
        } else {
            page = LivePage(rootViewController: makeRootViewController(path), configuration: configuration)
            page.onRelease = { [weak self] page in self?.pages[page.id] = nil }
            pages[page.id] = page
        }
        page.attach(stream)
        if stream.closed { page.streamDidClose(stream) }
    }

    /// Some stream ended: the pages whose stream it was start waiting to be released.
    func streamDidClose() {
        for page in pages.values {
            if let stream = page.stream, stream.closed { page.streamDidClose(stream) }
        }
    }

    /// Applies a tab's input; 410 tells a tab whose page is gone to reconnect.
    func handle(_ message: InputMessage) -> HTTPResponse {
        guard let page = pages[message.session] else { return .text(410, "This page was closed; reconnecting.") }
        page.handle(message.events)
        return .noContent
    }

    private func serveImage(_ path: String, respond: @escaping @Sendable (HTTPResponse) -> Void) {
        guard let imageProvider else {
            respond(.text(404, "No such picture."))
            return
        }
        _ = imageProvider(path).subscribe { event in
            switch event {
            case .success(let image) where WebImage.servedTypes.contains(image.contentType):
                respond(HTTPResponse(status: 200, headers: [HTTPHeader("Content-Type", image.contentType),
                                                             HTTPHeader("Cache-Control", "private, max-age=3600")], body: image.data))
            case .success:
                respond(.text(415, "That kind of picture is not served."))
            case .failure:
                respond(.text(404, "No such picture."))
            }
        }
    }
}

/// The guard, made once the port is known and read by the server's thread.
private final class GuardGate: Sendable {
    let value = Mutex<AccessGuard?>(nil)
}
