import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxCore
import RxNetwork

/// Gets the bearer token of the live account and a new one when Twitter refuses it.
///
/// The token is `TWITTER_BEARER_TOKEN` when set; otherwise it comes from
/// `TWITTER_CONSUMER_KEY` + `TWITTER_CONSUMER_SECRET` through app-only OAuth2
/// (`POST oauth2/token`), saved in the `TokenStore` for the server's origin and the
/// consumer key, and reused on the next run against the same server and key. After a 401
/// the cache is dropped and the exchange made once more (a bearer token from the
/// environment alone cannot be renewed). Tokens never reach logs or error messages.
///
/// Thread safety (`@unchecked Sendable`): `current` is only touched under `lock`; the
/// relays and the provider are thread-safe; everything else is immutable.
final class TwitterAuthorizer: TwitterReauthorizing, CustomReflectable, @unchecked Sendable {
    /// What the environment offers. Printing or dumping it never shows the values.
    struct Credentials: Sendable, SecretHolding {
        var bearerToken: String?
        var consumerKey: String?
        var consumerSecret: String?

        /// Reads the three variables; empty values count as unset.
        init(environment: [String: String]) {
            func value(_ name: String) -> String? {
                guard let raw = environment[name]?.trimmingCharacters(in: .whitespacesAndNewlines), !raw.isEmpty else { return nil }
                return raw
            }
            bearerToken = value("TWITTER_BEARER_TOKEN")
            consumerKey = value("TWITTER_CONSUMER_KEY")
            consumerSecret = value("TWITTER_CONSUMER_SECRET")
        }

        /// Which variables are set, never their values.
        var redactedDescription: String {
            let set = [("bearer token", bearerToken), ("consumer key", consumerKey), ("consumer secret", consumerSecret)]
                .filter { $0.1 != nil }.map { $0.0 }
            return "Credentials(\(set.isEmpty ? "none" : set.joined(separator: ", ")))"
        }

        /// The consumer key and secret, when both are set.
        var consumer: (key: String, secret: String)? {
            guard let consumerKey, let consumerSecret else { return nil }
            return (consumerKey, consumerSecret)
        }
    }

    let credentials: Credentials
    let tokenStore: any TokenStore
    let baseURL: URL
    private let provider: Provider<TwitterTarget>
    private let lock = NSLock()
    private var current: AccessToken?

    /// The account's status: nil until the first authorization ends, then each change.
    let status = BehaviorRelay<TwitterAccount.AccountStatus?>(value: nil)
    /// Why the last authorization failed; nil after a success.
    let lastError = BehaviorRelay<TwitterError?>(value: nil)

    init(credentials: Credentials, tokenStore: any TokenStore, baseURL: URL, transport: NetworkTransport, requestTimeout: TimeInterval?) {
        self.credentials = credentials
        self.tokenStore = tokenStore
        self.baseURL = baseURL
        provider = Provider(transport: transport, plugins: TwitterTarget.authorizationPlugins(for: baseURL), requestTimeout: requestTimeout)
    }

    /// The base URL only: `dump` must not reach the current token.
    var customMirror: Mirror { Mirror(self, children: ["baseURL": baseURL, "credentials": credentials], displayStyle: .class) }

    /// The token to start with: the environment's, the cached one, or a new one from the
    /// exchange. Fails with `.noCredentials`, `.authorizationFailed` or `.network`.
    func authorize() -> Single<AccessToken> {
        Single<AccessToken>.deferred { [self] in
            if let token = credentials.bearerToken { return .just(token) }
            guard let consumer = credentials.consumer else { return .error(TwitterError.noCredentials) }
            if let scope = scope(of: consumer) {
                do throws(TokenStoreError) {
                    // A token saved for another server or key is not returned: it costs an exchange.
                    if let saved = try tokenStore.token(for: scope) { return .just(saved) }
                } catch {
                    // Like ssh with a private key others can read: refuse, and say how to fix it.
                    return .error(TwitterError.authorizationFailed(String(error.message.dropLast(error.message.hasSuffix(".") ? 1 : 0))))
                }
            }
            return exchange(consumer)
        }
        .do(onSuccess: { [self] in publish($0) }, onError: { [self] in publish(failure: $0) })
    }

    /// A token instead of `rejected`: the current one if it changed meanwhile (another
    /// request already renewed it), else a new exchange after dropping the cache. Fails
    /// with `.unauthorized` when there is no consumer key and secret to exchange.
    func reauthorize(rejecting rejected: AccessToken) -> Single<AccessToken> {
        Single<AccessToken>.deferred { [self] in
            if let token = lock.withLock({ current }), token != rejected { return .just(token) }
            tokenStore.removeToken()
            guard let consumer = credentials.consumer else { return .error(TwitterError.unauthorized) }
            return exchange(consumer)
        }
        .do(onSuccess: { [self] in publish($0) }, onError: { [self] in publish(failure: $0) })
    }

    /// `POST oauth2/token` with the consumer's Basic header; caches the bearer token.
    private func exchange(_ consumer: (key: String, secret: String)) -> Single<AccessToken> {
        let target = TwitterTarget(.oauth2Token, baseURL: baseURL, credentials: .consumer(key: consumer.key, secret: consumer.secret))
        let provider = self.provider
        let tokenStore = self.tokenStore
        let scope = scope(of: consumer)
        return Single.create { observer in
            provider.request(target) { result in
                switch TwitterAuthorizer.token(from: result) {
                case .success(let token):
                    // Failing to save only costs an exchange next run.
                    if let scope { try? tokenStore.save(token, for: scope) }
                    observer(.success(token))
                case .failure(let error):
                    observer(.failure(error))
                }
            }
        }
    }

    /// What a token exchanged with `consumer` at `baseURL` is good for.
    private func scope(of consumer: (key: String, secret: String)) -> TokenScope? {
        Origin(baseURL).map { TokenScope(origin: $0, client: consumer.key) }
    }

    /// The bearer token in the exchange's answer, or why there is none.
    static func token(from result: Result<Response, NetworkError>) -> Result<AccessToken, TwitterError> {
        let response: Response
        switch result {
        case .success(let value): response = value
        case .failure(let error): return .failure(TwitterResponse.error(for: error, endpoint: .oauth2Token))
        }
        let status = response.statusCode
        let said = TwitterResponse.errorMessage(in: response.data).map { ": \($0)" } ?? ""
        switch status {
        case 200..<300: break
        case 401, 403:
            return .failure(.authorizationFailed("Twitter refused the consumer key and secret (HTTP \(status)\(said)); "
                + "check TWITTER_CONSUMER_KEY and TWITTER_CONSUMER_SECRET"))
        case 500..<600:
            let name = HTTPStatusName.of(status).map { " \($0)" } ?? ""
            return .failure(.authorizationFailed("Twitter's server failed (HTTP \(status)\(name)\(said)) while checking the consumer key; "
                + "try again later"))
        default:
            return .failure(.authorizationFailed("oauth2/token answered HTTP \(status)\(said)"))
        }
        guard let object = (try? JSONSerialization.jsonObject(with: response.data)) as? [String: Any] else {
            return .failure(.authorizationFailed("the answer of oauth2/token is not a JSON object"))
        }
        guard let type = object["token_type"] as? String else {
            return .failure(.authorizationFailed("the answer of oauth2/token has no token_type"))
        }
        guard type.lowercased() == "bearer" else {
            let shown = String(type.unicodeScalars.filter { $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F }.prefix(20).map(Character.init))
            return .failure(.authorizationFailed("Twitter answered token_type \"\(shown)\", expected \"bearer\""))
        }
        guard let token = object["access_token"] as? String, !token.isEmpty else {
            return .failure(.authorizationFailed("the answer of oauth2/token has no access_token"))
        }
        return .success(token)
    }

    private func publish(_ token: AccessToken) {
        lock.withLock { current = token }
        lastError.accept(nil)
        status.accept(.authorized(token))
    }

    private func publish(failure error: Error) {
        lock.withLock { current = nil }
        lastError.accept(error as? TwitterError ?? .authorizationFailed("unexpected error"))
        status.accept(.unavailable)
    }
}
