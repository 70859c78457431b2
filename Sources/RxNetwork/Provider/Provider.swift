import Foundation
import RxCore
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Something that sends requests for targets of one type; `Provider` is the one
/// implementation, the protocol exists so that `provider.rx` can be extended.
public protocol ProviderType: AnyObject {
    /// The target type.
    associatedtype Target: TargetType

    /// Runs stub delays, timeouts and retry delays.
    var scheduler: SchedulerType { get }

    /// Whether a request of this provider has waited longer than its slow-request
    /// threshold without an answer; replays the current value.
    var isSlow: Observable<Bool> { get }

    /// Sends a request for `target` and calls `completion` once with the outcome,
    /// unless the returned token is disposed first.
    func request(_ target: Target, completion: @escaping (Result<Response, NetworkError>) -> Void) -> Cancelable
}

/// Sends requests for `Target` over a `NetworkTransport` (libcurl by default), from
/// stubs, or from a replay directory — the role of Moya's `MoyaProvider`.
///
/// A request goes: `endpointClosure` (target → `Endpoint`) → `requestClosure`
/// (endpoint → `URLRequest`) → plugins' `prepare` → `willSend` → the network, stub or
/// replay → the target's `validationType` → `didReceive` → `process` → completion.
/// On `CurlTransport` with none of the closures, plugins or replay that would read them,
/// the endpoint and `URLRequest` steps are skipped (`Response.request` is built if read).
///
/// Credentials never travel unencrypted: a request carrying an `Authorization` header,
/// a cookie or an API-key header over plain `http://` fails with `.credentialsRefused`
/// unless it goes to this machine (see `CredentialPolicy`), and a plugin bound to an
/// origin refuses to authorize requests to any other (`PluginType.refusal(of:target:)`).
///
/// Redirects are followed only within the request's origin (scheme, host, port). A
/// redirect to another origin is not followed: the 3xx response is delivered as is
/// (with its `Location` header), so credentials never reach a host the target did not
/// name. Every `NetworkTransport` keeps this rule. A provider whose requests carry no
/// credentials may opt into following any http(s) redirect (`redirectPolicy`).
///
/// Timeouts suit pollers: a request fails with `URLError(.timedOut)` after
/// `requestTimeout` (20 s by default, shorter than a 30 s poll interval, so a hanging
/// server shows as an error before the next poll), a connection that does not open
/// within `connectTimeout` (10 s) fails sooner, and after `slowRequestThreshold` (5 s)
/// without an answer `rx.isSlow` turns true, so an app can say "the server is not
/// answering" while it still waits.
///
/// Thread safety: the provider is immutable after `init` (its slow-request count is
/// internally synchronized); its closures and plugins are called on the thread the
/// request was made on, the transport's network thread or the scheduler, so they must be
/// thread-safe.
open class Provider<Target: TargetType>: ProviderType, @unchecked Sendable {
    // @unchecked Sendable: all stored properties are `let`s set in init (the slow-request
    // monitor synchronizes itself); the closures and plugins are documented above as
    // required to be thread-safe.

    /// Builds the endpoint of a target.
    public typealias EndpointClosure = (Target) -> Endpoint
    /// Receives the built request, or why it could not be built.
    public typealias RequestResultClosure = (Result<URLRequest, NetworkError>) -> Void
    /// Turns an endpoint into a request (possibly asynchronously, e.g. after a token refresh).
    public typealias RequestClosure = (Endpoint, @escaping RequestResultClosure) -> Void
    /// Decides whether a target is stubbed.
    public typealias StubClosure = (Target) -> StubBehavior

    /// Builds the endpoint of each target.
    public let endpointClosure: EndpointClosure
    /// Turns endpoints into requests.
    public let requestClosure: RequestClosure
    /// Decides stubbing per target.
    public let stubClosure: StubClosure
    /// What carries live requests.
    public let transport: NetworkTransport
    /// The plugins, in order.
    public let plugins: [PluginType]
    /// Runs delayed stubs, timeouts, the slow-request signal and retry delays; a
    /// `TestScheduler` gives virtual time.
    public let scheduler: SchedulerType
    /// How long a request may take before it fails with `URLError(.timedOut)`; `nil` for no limit.
    public let requestTimeout: TimeInterval?
    /// How long opening a connection may take before it fails with `URLError(.timedOut)`.
    public let connectTimeout: TimeInterval?
    /// After how long without an answer a request counts as slow (`isSlow`); `nil` never.
    public let slowRequestThreshold: TimeInterval?
    /// The largest response body accepted, in bytes; bigger ones fail with
    /// `URLError(.dataLengthExceedsMaximum)`, whose message names the limit.
    public let maximumResponseSize: Int
    /// Which redirects requests follow: same-origin ones only unless the provider opted
    /// into `.anyOrigin` (a request carrying credentials still stays within its origin).
    public let redirectPolicy: RedirectPolicy
    /// When set, requests that are not stubbed are answered from this directory instead of the network.
    public let replay: ReplayStore?
    private let slowRequests = SlowRequestMonitor()
    /// The transport when requests may go to it without a `URLRequest`: libcurl's, with no
    /// plugin, request closure or replay that would want one.
    private let directTransport: CurlTransport?
    /// Whether endpoints are the targets' defaults, so a direct request needs none made.
    private let usesDefaultEndpoints: Bool
    private let timeouts: DeadlineQueue?
    private let slowThresholds: DeadlineQueue?

    /// 20 s: shorter than the usual 30 s poll interval, so a poll that hangs fails (and
    /// says so) before the next one would start.
    public static var defaultRequestTimeout: TimeInterval { 20 }
    /// 10 s to open a connection (TCP and TLS).
    public static var defaultConnectTimeout: TimeInterval { 10 }
    /// 5 s without an answer makes a request slow.
    public static var defaultSlowRequestThreshold: TimeInterval { 5 }

    /// Creates a provider.
    ///
    /// - Parameters:
    ///   - endpointClosure: builds each target's endpoint; nil (the default) is
    ///     `Endpoint.defaultMapping(for:)`, which a request sent without a `URLRequest`
    ///     (see `requestClosure`) skips, building what goes on the wire from the target.
    ///   - requestClosure: turns endpoints into requests; nil (the default) builds them with
    ///     `Endpoint.urlRequest()` (or, on `CurlTransport` without plugins or replay, sends
    ///     the endpoint's parts without making a `URLRequest` at all; `Response.request`
    ///     makes it when asked).
    ///   - stubClosure: whether each target is answered by its `sampleData` (`.immediate`,
    ///     or `.delayed` on `scheduler`) or sent (`.never`, the default).
    ///   - plugins: see requests on their way out and responses on their way back (auth,
    ///     logging, activity).
    ///   - scheduler: runs delayed stubs, timeouts, the slow signal and retry delays (a
    ///     background dispatch queue by default).
    ///   - transport: carries live requests (`CurlTransport.shared` by default;
    ///     `URLSessionTransport` is the alternative).
    ///   - requestTimeout: a per-request deadline, enforced on `scheduler` (so it is
    ///     exact and testable); the transport also gets it (plus a second) as a backstop.
    ///   - connectTimeout: how long opening a connection may take (enforced by the transport).
    ///   - slowRequestThreshold: when a request waiting for an answer starts to count in `isSlow`.
    ///   - maximumResponseSize: the largest body accepted (10 MB by default).
    ///   - redirectPolicy: which redirects are followed (same-origin ones by default).
    ///   - replay: a directory of recorded responses to answer from instead of the network.
    public init(
        endpointClosure: EndpointClosure? = nil,
        requestClosure: RequestClosure? = nil,
        stubClosure: @escaping StubClosure = { _ in .never },
        scheduler: SchedulerType = ConcurrentDispatchQueueScheduler(qos: .default),
        transport: NetworkTransport = CurlTransport.shared,
        plugins: [PluginType] = [],
        requestTimeout: TimeInterval? = Provider.defaultRequestTimeout,
        connectTimeout: TimeInterval? = Provider.defaultConnectTimeout,
        slowRequestThreshold: TimeInterval? = Provider.defaultSlowRequestThreshold,
        maximumResponseSize: Int = TransportOptions.defaultMaximumResponseSize,
        redirectPolicy: RedirectPolicy = .sameOrigin,
        replay: ReplayStore? = nil
    ) {
        self.endpointClosure = endpointClosure ?? { Endpoint.defaultMapping(for: $0) }
        usesDefaultEndpoints = endpointClosure == nil
        self.requestClosure = requestClosure ?? { $1($0.requestResult()) }
        directTransport = requestClosure == nil && plugins.isEmpty && replay == nil ? transport as? CurlTransport : nil
        self.stubClosure = stubClosure
        self.scheduler = scheduler
        self.transport = transport
        self.plugins = plugins
        self.requestTimeout = requestTimeout
        self.connectTimeout = connectTimeout
        self.slowRequestThreshold = slowRequestThreshold
        self.maximumResponseSize = max(0, maximumResponseSize)
        self.redirectPolicy = redirectPolicy
        self.replay = replay
        timeouts = requestTimeout.map { DeadlineQueue(delay: $0, scheduler: scheduler) { $0.timedOut() } }
        slowThresholds = slowRequestThreshold.map { DeadlineQueue(delay: $0, scheduler: scheduler) { $0.becameSlow() } }
    }

    /// The target's default endpoint (`Endpoint.defaultMapping(for:)`).
    public static func defaultEndpointMapping(for target: Target) -> Endpoint {
        Endpoint.defaultMapping(for: target)
    }

    /// Builds the request with `endpoint.urlRequest()`.
    public static func defaultRequestMapping(for endpoint: Endpoint, closure: RequestResultClosure) {
        ProviderSupport.defaultRequestMapping(for: endpoint, closure: closure)
    }

    /// Never stubs.
    public static func neverStub(_ target: Target) -> StubBehavior { .never }
    /// Stubs every target at once.
    public static func immediatelyStub(_ target: Target) -> StubBehavior { .immediate }
    /// Stubs every target after `seconds`.
    public static func delayedStub(_ seconds: TimeInterval) -> (Target) -> StubBehavior {
        { _ in .delayed(seconds: seconds) }
    }

    /// Whether a request has waited longer than `slowRequestThreshold` without an
    /// answer (true while at least one has); replays the current value, sends changes
    /// only, on the thread of the change (the scheduler's or the transport's).
    public var isSlow: Observable<Bool> { slowRequests.isSlow }

    /// Sends a request for `target`; `completion` is called once, on the calling
    /// thread for immediate stubs and replay, otherwise on the transport's thread (for
    /// `CurlTransport`, its network thread) or a scheduler thread.
    ///
    /// Disposing the returned token cancels the transfer (closing its connection) or the
    /// pending stub; `completion` is then not called, but plugins still get
    /// `didReceive(.failure(.cancelled))` so activity indicators stop.
    @discardableResult
    open func request(_ target: Target, completion: @escaping (Result<Response, NetworkError>) -> Void) -> Cancelable {
        start(target, delivery: .completion(completion))
    }

    /// `request(_:completion:)` for `provider.rx.request`, whose `Single` observer hears
    /// the outcome directly; only for a provider of this very class (a subclass may
    /// override `request(_:completion:)`, which the `Single` must then go through).
    @usableFromInline
    func request(_ target: Target, single observer: @escaping (Result<Response, Error>) -> Void) -> Cancelable {
        start(target, delivery: .single(observer))
    }

    private func start(_ target: Target, delivery: RequestToken.Delivery) -> Cancelable {
        let token = RequestToken(target: target, plugins: plugins, slowRequests: slowRequests, delivery: delivery)
        var behavior: StubBehavior?
        if let directTransport {
            let stub = stubClosure(target)
            if stub == .never, usesDefaultEndpoints, let request = Endpoint.httpRequest(for: target) {
                send(request, over: directTransport, token: token)
                return token
            }
            behavior = stub
        }
        let endpoint = endpointClosure(target)
        if let directTransport, behavior == .never, let request = endpoint.httpRequest() {
            send(request, over: directTransport, token: token)
            return token
        }
        requestClosure(endpoint) { result in
            switch result {
            case .failure(let error):
                token.finish(.failure(error))
            case .success(let request):
                self.send(request, endpoint: endpoint, target: target, token: token, behavior: behavior)
            }
        }
        return token
    }

    /// Sends `request` on libcurl as the endpoint made it, with no `URLRequest` (nothing
    /// that would read one is set: no plugin, request closure or replay).
    private func send(_ request: HTTPRequest, over transport: CurlTransport, token: RequestToken) {
        token.willSend(nil)
        if let refusal = CredentialPolicy.refusal(for: request) {
            return token.finish(.failure(refusal))
        }
        // The transfer calls the token directly: a closure over
        // it was one more allocation per request.
        token.attach(transport.send(request, options: transportOptions, handler: token))
        // After sending, so this bookkeeping runs while the server works on the request.
        watchDeadlines(of: token, url: request.url)
    }

    private func send(_ request: URLRequest, endpoint: Endpoint, target: Target, token: RequestToken, behavior: StubBehavior?) {
        let request = plugins.reduce(request) { $1.prepare($0, target: token.target) }
        token.willSend(request)
        let behavior = behavior ?? stubClosure(target)
        if behavior == .immediate {
            return token.finish(ProviderSupport.stubResult(endpoint, request: request))
        }
        if behavior == .never, let replay {
            return token.finish(replay.response(for: request))
        }
        if behavior == .never, let refusal = CredentialPolicy.refusal(for: request)
            ?? plugins.lazy.compactMap({ $0.refusal(of: request, target: token.target) }).first {
            // Credentials that would go unencrypted, or to another origin than theirs: not sent.
            return token.finish(.failure(refusal))
        }
        if case .delayed(let seconds) = behavior {
            watchDeadlines(of: token, url: request.url)
            token.attach(scheduler.scheduleRelative((), dueTime: .seconds(seconds)) { _ in
                token.finish(ProviderSupport.stubResult(endpoint, request: request))
                return Disposables.create()
            })
        } else {
            // A type-erased closure, so the `@Sendable` completion does not capture `Target`.
            let finish = UncheckedBox<(Result<Response, NetworkError>) -> Void>({ token.finish($0) })
            token.attach(transport.send(request, options: transportOptions) { finish.value($0) })
            // After sending, so this bookkeeping runs while the server works on the request.
            watchDeadlines(of: token, url: request.url)
        }
    }

    /// The limits the transport gets: the timeout plus a second, as a backstop behind the
    /// provider's own (exact, on the scheduler).
    private var transportOptions: TransportOptions {
        TransportOptions(connectTimeout: connectTimeout, timeout: requestTimeout.map { $0 + 1 },
                         maximumResponseSize: maximumResponseSize, redirectPolicy: redirectPolicy)
    }

    /// Starts the request's timeout and slow-request clocks (unless it has already ended).
    private func watchDeadlines(of token: RequestToken, url: URL?) {
        guard !token.isFinished else { return }
        token.willWait(for: url)
        // The queues hold the token: a finished request's entry waits for its deadline
        // holding no subscriber (the token lets go of it with the outcome).
        timeouts?.add(token)
        slowThresholds?.add(token)
    }
}

/// The parts of a request's life that do not depend on the target type (kept out of
/// the generic class so `@Sendable` closures need not capture `Target`).
enum ProviderSupport {
    static func defaultRequestMapping(for endpoint: Endpoint, closure: (Result<URLRequest, NetworkError>) -> Void) {
        do {
            closure(.success(try endpoint.urlRequest()))
        } catch let error as NetworkError {
            closure(.failure(error))
        } catch {
            closure(.failure(.other(error, nil)))
        }
    }

    static func userInfo(_ url: URL?) -> [String: Any] {
        url.map { [NSURLErrorFailingURLErrorKey: $0] } ?? [:]
    }

    /// The outcome of the endpoint's stub.
    static func stubResult(_ endpoint: Endpoint, request: URLRequest) -> Result<Response, NetworkError> {
        switch endpoint.sampleResponseClosure() {
        case .networkResponse(let statusCode, let data):
            let http = request.url.flatMap { HTTPURLResponse(url: $0, statusCode: statusCode, httpVersion: "HTTP/1.1", headerFields: nil) }
            return .success(Response(statusCode: statusCode, data: data, request: request, response: http))
        case .response(let http, let data):
            return .success(Response(statusCode: http.statusCode, data: data, request: request, response: http))
        case .networkError(let error):
            if let error = error as? NetworkError { return .failure(error) }
            if let error = error as? URLError { return .failure(.underlying(error, nil)) }
            return .failure(.other(error, nil))
        }
    }
}

/// Carries a value into a `@Sendable` closure; the value's own type documents its thread safety.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

extension DispatchTimeInterval {
    /// An interval of `seconds` (fractional), as nanoseconds.
    static func seconds(_ seconds: TimeInterval) -> DispatchTimeInterval {
        .nanoseconds(Int((max(0, seconds) * 1_000_000_000).rounded()))
    }
}
