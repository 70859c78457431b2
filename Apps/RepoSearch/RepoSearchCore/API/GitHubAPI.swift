import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxCore
import RxNetwork

/// The GitHub REST API on RxNetwork: the live service (or another server at a base URL),
/// or a directory of recorded answers (`--api-cache`), which the same class serves.
///
/// Failures are `GitHubError`s:
/// - 404 on a user's repositories → `.userNotFound`;
/// - 403/429 with the limit used up, a `Retry-After` or GitHub's rate-limit message →
///   `.rateLimited(until:)`; another 403 → `.forbidden`; 401 → `.badToken`;
/// - 422 on a search → `.invalidQuery` with GitHub's reason; 5xx → `.server`;
/// - no network or an unknown host → `.offline`; other connection failures → `.network`;
/// - a body that is not the endpoint's JSON → `.malformedResponse`;
/// - a next-page link to another server → `.foreignLink` (never requested).
///
/// `GITHUB_TOKEN` (a `GitHubToken`) is sent only to the token's origin (GitHub's API): an
/// API at another server asks without it.
///
/// Thread safety: immutable after init; call from any thread.
public final class GitHubAPI: GitHubAPIProtocol, @unchecked Sendable {
    // @unchecked Sendable: every stored property is a `let`; the provider is thread-safe
    // and `now` is a @Sendable closure.

    /// `https://api.github.com`.
    public static let defaultServer: URL = {
        // A literal known to parse; never data from outside.
        guard let url = URL(string: "https://api.github.com") else { preconditionFailure("the default server URL is valid") }
        return url
    }()

    /// Where requests go (in replay mode, only its path is used to name files).
    public let server: URL
    /// The recorded answers used instead of the network, in replay mode.
    public let replayDirectory: URL?
    /// Whether setting `GITHUB_TOKEN` would raise the rate limit: requests go live to the
    /// token's origin (GitHub's API) and carry no token yet. A `--base-url` server or a
    /// replay never gets the token, so advice to set it would be wrong there.
    public let tokenWouldHelp: Bool

    let provider: Provider<GitHubTarget>
    private let now: @Sendable () -> Date

    /// An API talking to `server`, or answering from `replayDirectory` when given.
    ///
    /// - Parameters:
    ///   - token: used when `server` is the token's origin; never sent anywhere else.
    ///   - transport: what carries the requests (libcurl by default).
    ///   - plugins: extra RxNetwork plugins after the token (a logger sees it redacted).
    ///   - requestTimeout: how long a request may take before it fails with `.network`.
    ///   - scheduler: runs the timeouts.
    ///   - now: the clock rate-limit waits are measured against.
    public init(
        server: URL = GitHubAPI.defaultServer,
        token: GitHubToken? = nil,
        replayDirectory: URL? = nil,
        transport: NetworkTransport = CurlTransport.shared,
        plugins: [PluginType] = [],
        requestTimeout: TimeInterval? = 20,
        scheduler: SchedulerType = ConcurrentDispatchQueueScheduler(qos: .userInitiated),
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.server = server
        self.replayDirectory = replayDirectory
        self.now = now
        // Bound to its origin, the token would make requests to another server fail:
        // they go without it instead.
        let tokenPlugins: [PluginType] = token.flatMap { Origin(server) == $0.origin ? [$0.plugin] : nil } ?? []
        tokenWouldHelp = replayDirectory == nil && tokenPlugins.isEmpty && Origin(server) == Origin(GitHubAPI.defaultServer)
        provider = Provider(
            scheduler: scheduler,
            transport: transport,
            plugins: tokenPlugins + plugins,
            requestTimeout: requestTimeout,
            replay: replayDirectory.map { ReplayStore(directory: $0) })
    }

    /// The live API at `server`, saving every answer into `recordingInto` (a replay
    /// directory) when given.
    public static func live(server: URL = GitHubAPI.defaultServer, token: GitHubToken? = nil,
                            recordingInto directory: URL? = nil) -> GitHubAPI {
        let recorder: [PluginType] = directory.map { [RecordPlugin(store: ReplayStore(directory: $0))] } ?? []
        return GitHubAPI(server: server, token: token, plugins: recorder)
    }

    /// Answers from the recorded answers in `directory`, named as RxNetwork's
    /// `ReplayStore` names them (`users/sferik/repos-per_page-100-sort-updated`).
    public static func replay(directory: URL) -> GitHubAPI {
        GitHubAPI(replayDirectory: directory, requestTimeout: nil)
    }

    // MARK: - GitHubAPIProtocol

    /// `GET /users/{name}/repos` or `GET /search/repositories` for `query`.
    public func repositories(for query: SearchQuery) -> Single<RepoPage> {
        if query.mode == .userRepositories, !query.isValidUserName {
            return .error(GitHubError.userNotFound(query.text))
        }
        return send(GitHubEndpoint(firstPageOf: query))
    }

    /// The page at `url`, when it is on this API's server (in replay mode, the
    /// recording of its path and query, wherever the link was recorded).
    public func page(at url: URL, mode: SearchMode) -> Single<RepoPage> {
        guard replayDirectory != nil || Origin(url) == Origin(server) else {
            return .error(GitHubError.foreignLink(host: url.host ?? url.absoluteString))
        }
        return send(.page(url, mode))
    }

    // MARK: - Requests

    private func send(_ endpoint: GitHubEndpoint) -> Single<RepoPage> {
        let provider = self.provider
        let server = self.server
        let now = self.now
        let replayDirectory = self.replayDirectory
        return Single.create { observer in
            provider.request(GitHubTarget(endpoint, server: server)) { result in
                switch result {
                case .success(let response) where (200..<300).contains(response.statusCode):
                    do {
                        observer(.success(try GitHubResponse.page(from: response, endpoint: endpoint)))
                    } catch {
                        observer(.failure(error))
                    }
                case .success(let response):
                    observer(.failure(GitHubResponse.error(for: response, endpoint: endpoint, now: now())))
                case .failure(.missingRecording(let file)):
                    observer(.failure(GitHubError.missingRecording(file: GitHubAPI.relative(file, to: replayDirectory))))
                case .failure(let error):
                    observer(.failure(GitHubResponse.error(for: error, server: server)))
                }
            }
        }
    }

    /// `file` relative to `directory`, as the user named the directory.
    private static func relative(_ file: String, to directory: URL?) -> String {
        guard let directory = directory?.standardizedFileURL.path else { return file }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        let standardized = URL(fileURLWithPath: file).standardizedFileURL.path
        return standardized.hasPrefix(prefix) ? String(standardized.dropFirst(prefix.count)) : file
    }
}
