import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxCore
import RxNetwork

/// The current Twitter account: its status as a Driver that view models take.
///
/// `TwitterAccount(status:)` wraps a status sequence given by the caller (the demo data
/// and tests use it); `TwitterAccount(environment:tokenStore:)` is the live account,
/// which authorizes from the environment's credentials at once (see `TwitterAuthorizer`)
/// and renews its token when `TwitterAPI` reports a 401.
public final class TwitterAccount {
    /// The account's status: the current one on subscription, then each change. A Driver:
    /// on the main queue, shared, never errors. The live account emits nothing until its
    /// first authorization ends.
    public let `default`: Driver<AccountStatus>

    /// Why authorizing failed (no credentials, refused, a network error), nil while all is
    /// well. Always nil for `init(status:)`. Never contains a token.
    public let authorizationError: Driver<TwitterError?>

    /// Renews the token after a 401; nil for accounts with a given status.
    let authorizer: TwitterAuthorizer?
    private let authorization: Disposable?

    /// An account whose status is `status` (which should not error; an error ends it as `.unavailable`).
    public init(status: Observable<AccountStatus>) {
        self.default = status.asDriver(onErrorJustReturn: .unavailable)
        authorizationError = Driver.just(nil)
        authorizer = nil
        authorization = nil
    }

    /// An account that is always `status`.
    public convenience init(fixed status: AccountStatus) {
        self.init(status: Observable.just(status).concat(Observable.never()))
    }

    /// The live account: a token from `TWITTER_BEARER_TOKEN`, or from `TWITTER_CONSUMER_KEY`
    /// and `TWITTER_CONSUMER_SECRET` through app-only OAuth2, saved in `tokenStore` for
    /// `baseURL`'s origin and that consumer key. Authorization starts now and ends as
    /// `.authorized` or, with the reason in `authorizationError`, `.unavailable`.
    ///
    /// - Parameters:
    ///   - environment: where the variables are read (the process's environment in the app).
    ///   - tokenStore: where the exchanged token is kept between runs (the app passes
    ///     AppSupport's `FileTokenStore`; tests a `MemoryTokenStore`).
    ///   - baseURL: where `oauth2/token` is.
    ///   - transport: what carries the exchange (libcurl by default).
    ///   - requestTimeout: how long the exchange may take.
    public init(environment: [String: String], tokenStore: any TokenStore,
                baseURL: URL = TwitterAPI.defaultBaseURL,
                transport: NetworkTransport = CurlTransport.shared,
                requestTimeout: TimeInterval? = Provider<TwitterTarget>.defaultRequestTimeout) {
        let authorizer = TwitterAuthorizer(credentials: .init(environment: environment), tokenStore: tokenStore,
                                           baseURL: baseURL, transport: transport, requestTimeout: requestTimeout)
        self.authorizer = authorizer
        self.default = authorizer.status.compactMap { $0 }.asDriver(onErrorJustReturn: .unavailable)
        authorizationError = authorizer.lastError.asDriver(onErrorJustReturn: nil)
        // Failures are published through `status` and `lastError`.
        authorization = authorizer.authorize().subscribe { _ in }
    }

    deinit {
        authorization?.dispose()
    }
}
