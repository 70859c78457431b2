import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxCore
import RxNetwork

/// Gets a new token after Twitter refused one (the live account does, through OAuth2).
protocol TwitterReauthorizing: AnyObject, Sendable {
    /// A token to use instead of `rejected`: one already obtained since, or a fresh one.
    /// Fails when no new token can be had.
    func reauthorize(rejecting rejected: AccessToken) -> Single<AccessToken>
}

/// The Twitter API v1.1 on RxNetwork: the live service, or a directory of recorded
/// responses (`--api-cache`), which the same class serves.
///
/// Each endpoint's observable sends one request on subscription, emits the response's
/// JSON objects once and completes; disposing it cancels the request. Answers arrive on
/// a URLSession thread. Failures are `TwitterError`s:
/// - 404 → `.unknownList` (list endpoints) or `.unknownUser` (user timeline);
/// - 401 → the account authorizes again once and the request is sent again with the new
///   token; a second 401 (or no way to get a new token) → `.unauthorized`;
/// - 429 → `.rateLimited(until:)` from `Retry-After` or `x-rate-limit-reset`;
/// - 403 with Twitter's code 453 → `.accessLevel`; other statuses → `.httpStatus`;
/// - a body that is not the endpoint's JSON (truncated, wrong shape) → `.malformedResponse`
///   (`.unreadableRecording` naming the file in replay mode);
/// - no connection and timeouts → `.network`.
///
/// In replay mode a missing recording of a request with a cursor (not `.none`) answers
/// an empty page, as there is nothing newer recorded; a missing first page is
/// `.missingRecording`.
///
/// Thread safety: immutable after init; call from any thread.
public final class TwitterAPI: TwitterAPIProtocol, @unchecked Sendable {
    // @unchecked Sendable: every stored property is a `let`; the provider and the
    // reauthorizer are thread-safe, and `now` is a @Sendable closure.

    /// `https://api.twitter.com/`.
    public static let defaultBaseURL: URL = {
        // A literal known to parse; never data from outside.
        guard let url = URL(string: "https://api.twitter.com/") else { preconditionFailure("the default base URL is valid") }
        return url
    }()

    /// Where requests go (ignored in replay mode except for its path).
    public let baseURL: URL
    /// The recorded responses answered from instead of the network, in replay mode.
    public let replayDirectory: URL?

    let provider: Provider<TwitterTarget>
    private let reauthorizer: (any TwitterReauthorizing)?
    private let now: @Sendable () -> Date

    /// An API talking to `baseURL`, or answering from `replayDirectory` when given.
    ///
    /// - Parameters:
    ///   - account: the account that authorizes again after a 401 (none: a 401 is final).
    ///   - transport: what carries the requests (libcurl by default).
    ///   - plugins: extra RxNetwork plugins after the authorization ones (a
    ///     `NetworkLoggerPlugin` sees the `Authorization` header redacted).
    ///   - requestTimeout: how long a request may take before it fails with `.network`.
    ///   - scheduler: runs the timeouts.
    ///   - now: the clock rate-limit times are measured against.
    public init(
        baseURL: URL = TwitterAPI.defaultBaseURL,
        account: TwitterAccount? = nil,
        replayDirectory: URL? = nil,
        transport: NetworkTransport = CurlTransport.shared,
        plugins: [PluginType] = [],
        requestTimeout: TimeInterval? = Provider<TwitterTarget>.defaultRequestTimeout,
        scheduler: SchedulerType = ConcurrentDispatchQueueScheduler(qos: .default),
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.baseURL = baseURL
        self.replayDirectory = replayDirectory
        self.reauthorizer = account?.authorizer
        self.now = now
        provider = Provider(
            scheduler: scheduler,
            transport: transport,
            plugins: TwitterTarget.authorizationPlugins(for: baseURL) + plugins,
            requestTimeout: requestTimeout,
            replay: replayDirectory.map { ReplayStore(directory: $0) })
    }

    /// The live API at `baseURL`, authorizing again through `account` after a 401, and
    /// saving every answer into `recordingInto` (a replay directory) when given.
    public static func live(baseURL: URL = TwitterAPI.defaultBaseURL, account: TwitterAccount? = nil,
                            recordingInto directory: URL? = nil, plugins: [PluginType] = [],
                            requestTimeout: TimeInterval? = Provider<TwitterTarget>.defaultRequestTimeout) -> TwitterAPI {
        let recorder: [PluginType] = directory.map { [RecordPlugin(store: ReplayStore(directory: $0))] } ?? []
        return TwitterAPI(baseURL: baseURL, account: account, plugins: recorder + plugins, requestTimeout: requestTimeout)
    }

    /// Answers from the recorded responses in `directory`, named as RxNetwork's
    /// `ReplayStore` names them (`1.1/lists/statuses.json-owner_screen_name-X-slug-Y`).
    public static func replay(directory: URL) -> TwitterAPI {
        TwitterAPI(replayDirectory: directory, requestTimeout: nil)
    }

    /// Whether the first page of `list`'s timeline can be answered: always for the live
    /// API; in replay mode, whether the directory holds its recording (named as the
    /// provider would look it up).
    public func hasFirstPage(of list: ListIdentifier) -> Bool {
        guard replayDirectory != nil else { return true }
        guard let file = recordingURL(of: .listStatuses(list, cursor: .none)) else { return false }
        return FileManager.default.fileExists(atPath: file.path)
    }

    /// Where the recording of `endpoint` is in the replay directory, as the provider
    /// looks it up; nil outside replay mode.
    private func recordingURL(of endpoint: TwitterEndpoint) -> URL? {
        guard let replayDirectory else { return nil }
        let target = TwitterTarget(endpoint, baseURL: baseURL, credentials: .none)
        guard let request = try? provider.endpointClosure(target).urlRequest() else { return nil }
        return ReplayStore(directory: replayDirectory).fileURL(for: request)
    }

    /// The recording of `endpoint`, relative to the replay directory, for messages.
    private func recordingFile(of endpoint: TwitterEndpoint) -> String {
        recordingURL(of: endpoint).map { recordingName($0.path) } ?? endpoint.path
    }

    // MARK: - TwitterAPIProtocol

    /// `1.1/statuses/user_timeline.json` for `username`; the statuses.
    public func timeline(of username: String) -> (AccessToken, TimelineCursor) -> Observable<[JSONObject]> {
        { [self] token, cursor in objects(.userTimeline(username: username, cursor: cursor), token: token) }
    }

    /// `1.1/lists/statuses.json` for `list`; the statuses.
    public func timeline(of list: ListIdentifier) -> (AccessToken, TimelineCursor) -> Observable<[JSONObject]> {
        { [self] token, cursor in objects(.listStatuses(list, cursor: cursor), token: token) }
    }

    /// `1.1/lists/members.json` for `list`; the answer's "users".
    public func members(of list: ListIdentifier) -> (AccessToken, TimelineCursor) -> Observable<[JSONObject]> {
        { [self] token, _ in objects(.listMembers(list), token: token) }
    }

    // MARK: - Requests

    /// The objects `endpoint` answers, asked with `token`.
    func objects(_ endpoint: TwitterEndpoint, token: AccessToken) -> Observable<[JSONObject]> {
        send(endpoint, token: token, mayReauthorize: true).asObservable()
    }

    private func send(_ endpoint: TwitterEndpoint, token: AccessToken, mayReauthorize: Bool) -> Single<[JSONObject]> {
        outcome(of: TwitterTarget(endpoint, baseURL: baseURL, credentials: .bearer(token))).flatMap { [self] result in
            switch result {
            case .success(let response) where (200..<300).contains(response.statusCode):
                do throws(TwitterError) {
                    return .just(try TwitterResponse.objects(in: response.data, for: endpoint))
                } catch {
                    // A file of ours, not something Twitter sent: name it.
                    guard replayDirectory != nil, case .malformedResponse(_, let reason) = error else { throw error }
                    throw TwitterError.unreadableRecording(file: recordingFile(of: endpoint), reason: reason)
                }
            case .success(let response) where response.statusCode == 401:
                guard mayReauthorize, let reauthorizer else { throw TwitterError.unauthorized }
                return reauthorizer.reauthorize(rejecting: token)
                    .catch { _ in .error(TwitterError.unauthorized) }
                    .flatMap { [self] fresh in send(endpoint, token: fresh, mayReauthorize: false) }
            case .success(let response):
                throw TwitterResponse.error(for: response, endpoint: endpoint, now: now())
            case .failure(.missingRecording(let file)):
                if !endpoint.cursor.isNone { return .just([]) }
                throw TwitterError.missingRecording(file: recordingName(file))
            case .failure(let error):
                throw TwitterResponse.error(for: error, endpoint: endpoint)
            }
        }
    }

    /// The provider's outcome as an element, so statuses and failures are mapped in one place.
    func outcome(of target: TwitterTarget) -> Single<Result<Response, NetworkError>> {
        let provider = self.provider
        return Single.create { observer in
            provider.request(target) { observer(.success($0)) }
        }
    }

    /// `file` relative to the replay directory, as the user named the directory.
    private func recordingName(_ file: String) -> String {
        guard let directory = replayDirectory?.standardizedFileURL.path else { return file }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        let standardized = URL(fileURLWithPath: file).standardizedFileURL.path
        return standardized.hasPrefix(prefix) ? String(standardized.dropFirst(prefix.count)) : file
    }
}
