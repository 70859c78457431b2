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

    /// Sends a request for `target` and calls `completion` once with the outcome,
    /// unless the returned token is disposed first.
    func request(_ target: Target, completion: @escaping (Result<Response, NetworkError>) -> Void) -> Cancelable
}

/// Sends requests for `Target` over URLSession, from stubs, or from a replay
/// directory — the role of Moya's `MoyaProvider`.
///
/// A request goes: `endpointClosure` (target → `Endpoint`) → `requestClosure`
/// (endpoint → `URLRequest`) → plugins' `prepare` → `willSend` → the network, stub or
/// replay → the target's `validationType` → `didReceive` → `process` → completion.
///
/// Credentials never travel unencrypted: a request carrying an `Authorization` header,
/// a cookie or an API-key header over plain `http://` fails with `.credentialsRefused`
/// unless it goes to this machine (see `CredentialPolicy`), and a plugin bound to an
/// origin refuses to authorize requests to any other (`PluginType.refusal(of:target:)`).
///
/// Redirects are followed only within the request's origin (scheme, host, port). A
/// redirect to another origin is not followed: the 3xx response is delivered as is
/// (with its `Location` header), so credentials never reach a host the target did not
/// name. This holds for any session, since the provider sets each task's delegate.
///
/// Thread safety: the provider is immutable after `init`; its closures and plugins are
/// called on the thread the request was made on or the URLSession delegate queue, so
/// they must be thread-safe.
open class Provider<Target: TargetType>: ProviderType, @unchecked Sendable {
    // @unchecked Sendable: all stored properties are `let`s set in init; the closures
    // and plugins are documented above as required to be thread-safe.

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
    /// The session live requests go through.
    public let session: URLSession
    /// The plugins, in order.
    public let plugins: [PluginType]
    /// Runs delayed stubs, timeouts and retry delays; a `TestScheduler` gives virtual time.
    public let scheduler: SchedulerType
    /// How long a request may take before it fails with `URLError(.timedOut)`; `nil` leaves it to URLSession.
    public let requestTimeout: TimeInterval?
    /// When set, requests that are not stubbed are answered from this directory instead of the network.
    public let replay: ReplayStore?

    /// Creates a provider.
    ///
    /// - Parameters:
    ///   - scheduler: runs delayed stubs, timeouts and retry delays (a background dispatch queue by default).
    ///   - requestTimeout: a per-request deadline, enforced on `scheduler` (so it is exact and testable).
    ///   - replay: a directory of recorded responses to answer from instead of the network.
    public init(
        endpointClosure: @escaping EndpointClosure = { Endpoint.defaultMapping(for: $0) },
        requestClosure: @escaping RequestClosure = { $1($0.requestResult()) },
        stubClosure: @escaping StubClosure = { _ in .never },
        scheduler: SchedulerType = ConcurrentDispatchQueueScheduler(qos: .default),
        session: URLSession = Provider.defaultSession(),
        plugins: [PluginType] = [],
        requestTimeout: TimeInterval? = nil,
        replay: ReplayStore? = nil
    ) {
        self.endpointClosure = endpointClosure
        self.requestClosure = requestClosure
        self.stubClosure = stubClosure
        self.scheduler = scheduler
        self.session = session
        self.plugins = plugins
        self.requestTimeout = requestTimeout
        self.replay = replay
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

    /// A session without cookies or a response cache, so requests do not leak state
    /// between each other (and tests see every request on the wire).
    public static func defaultSession() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpShouldSetCookies = false
        return URLSession(configuration: configuration)
    }

    /// Sends a request for `target`; `completion` is called once, on the calling
    /// thread for immediate stubs, otherwise on a URLSession or scheduler thread.
    ///
    /// Disposing the returned token cancels the URLSession task (closing its
    /// connection) or the pending stub; `completion` is then not called, but plugins
    /// still get `didReceive(.failure(.cancelled))` so activity indicators stop.
    @discardableResult
    open func request(_ target: Target, completion: @escaping (Result<Response, NetworkError>) -> Void) -> Cancelable {
        let state = RequestState(provider: self, target: target, completion: completion)
        let endpoint = endpointClosure(target)
        requestClosure(endpoint) { result in
            switch result {
            case .failure(let error):
                state.finish(.failure(error))
            case .success(let request):
                self.send(request, endpoint: endpoint, state: state)
            }
        }
        return state.token
    }

    private func send(_ request: URLRequest, endpoint: Endpoint, state: RequestState<Target>) {
        var request = request
        if let requestTimeout { request.timeoutInterval = max(request.timeoutInterval, requestTimeout + 1) }
        request = plugins.reduce(request) { $1.prepare($0, target: state.target) }
        state.willSend(request)
        if let requestTimeout {
            state.token.attach(scheduler.scheduleRelative((), dueTime: .seconds(requestTimeout)) { _ in
                // Claim the outcome before cancelling, so the task's own `cancelled` callback loses the race.
                state.finish(.failure(.underlying(URLError(.timedOut, userInfo: ProviderSupport.userInfo(request)), nil)), cancellingWork: true)
                return Disposables.create()
            })
        }
        switch stubClosure(state.target) {
        case .immediate:
            state.finish(ProviderSupport.stubResult(endpoint, request: request))
        case .delayed(let seconds):
            state.token.attach(scheduler.scheduleRelative((), dueTime: .seconds(seconds)) { _ in
                state.finish(ProviderSupport.stubResult(endpoint, request: request))
                return Disposables.create()
            })
        case .never:
            if let replay {
                state.finish(replay.response(for: request))
            } else if let refusal = CredentialPolicy.refusal(for: request)
                        ?? plugins.lazy.compactMap({ $0.refusal(of: request, target: state.target) }).first {
                // Credentials that would go unencrypted, or to another origin than theirs.
                state.finish(.failure(refusal))
            } else {
                perform(request, state: state)
            }
        }
    }

    private func perform(_ request: URLRequest, state: RequestState<Target>) {
        // A type-erased closure, so the `@Sendable` completion does not capture `Target`.
        let finish = UncheckedBox<(Result<Response, NetworkError>) -> Void>({ state.finish($0) })
        let task = session.dataTask(with: request) { data, response, error in
            finish.value(ProviderSupport.networkResult(request: request, data: data, response: response, error: error))
        }
        // Redirects to another origin are refused; see SameOriginRedirects.
        task.delegate = SameOriginRedirects.shared
        state.token.attach(task)
        task.resume()
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

    static func userInfo(_ request: URLRequest) -> [String: Any] {
        request.url.map { [NSURLErrorFailingURLErrorKey: $0] } ?? [:]
    }

    /// The outcome of a URLSession callback.
    static func networkResult(request: URLRequest, data: Data?, response: URLResponse?, error: Error?) -> Result<Response, NetworkError> {
        let http = response as? HTTPURLResponse
        let built = http.map { Response(statusCode: $0.statusCode, data: data ?? Data(), request: request, response: $0) }
        if let error {
            if let urlError = error as? URLError {
                return .failure(urlError.code == .cancelled ? .cancelled : .underlying(urlError, built))
            }
            return .failure(.other(error, built))
        }
        guard let built else {
            return .failure(.underlying(URLError(.badServerResponse, userInfo: userInfo(request)), nil))
        }
        return .success(built)
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

/// The mutable part of one request: whether it was sent, and the once-only delivery.
final class RequestState<Target: TargetType>: @unchecked Sendable {
    // @unchecked Sendable: `sent` is written once before the request can finish
    // (in `willSend`, before any network/stub work starts) and read in `finish`,
    // which `token.claimFinish()` makes run at most once.
    let target: Target
    let token: RequestToken
    private let plugins: [PluginType]
    private let completion: (Result<Response, NetworkError>) -> Void
    private var sent = false

    init(provider: Provider<Target>, target: Target, completion: @escaping (Result<Response, NetworkError>) -> Void) {
        self.target = target
        self.plugins = provider.plugins
        self.completion = completion
        let box = WeakBox<RequestState<Target>>()
        self.token = RequestToken(onCancel: { box.value?.cancelled() })
        box.value = self
    }

    func willSend(_ request: URLRequest) {
        sent = true
        plugins.forEach { $0.willSend(request, target: target) }
    }

    /// Delivers `result` through validation and plugins, once; `cancellingWork` also
    /// cancels the task in flight (for timeouts).
    func finish(_ result: Result<Response, NetworkError>, cancellingWork: Bool = false) {
        guard token.claimFinish() else { return }
        if cancellingWork { token.abortWork() } else { token.release() }
        let validated = result.flatMap(validate)
        if sent { plugins.forEach { $0.didReceive(validated, target: target) } }
        let processed = plugins.reduce(validated) { $1.process($0, target: target) }
        completion(processed)
    }

    /// Called when the token is disposed before an outcome: plugins hear of it, the subscriber does not.
    private func cancelled() {
        guard token.claimFinish() else { return }
        if sent { plugins.forEach { $0.didReceive(.failure(.cancelled), target: target) } }
    }

    private func validate(_ response: Response) -> Result<Response, NetworkError> {
        let codes = target.validationType.statusCodes
        if codes.isEmpty || codes.contains(response.statusCode) { return .success(response) }
        return .failure(.statusCode(response))
    }
}

/// Carries a value into a `@Sendable` closure; the value's own type documents its thread safety.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// A weak reference, set after init, so the token can call back into its request
/// without a retain cycle.
final class WeakBox<Value: AnyObject>: @unchecked Sendable {
    // @unchecked Sendable: `value` is set once during RequestState.init, before the
    // box is shared with any other thread.
    weak var value: Value?
}

extension DispatchTimeInterval {
    /// An interval of `seconds` (fractional), as nanoseconds.
    static func seconds(_ seconds: TimeInterval) -> DispatchTimeInterval {
        .nanoseconds(Int((max(0, seconds) * 1_000_000_000).rounded()))
    }
}
