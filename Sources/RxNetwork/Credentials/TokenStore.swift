import Foundation
import Synchronization

/// What a stored token is good for: the origin that issued it and the client it was
/// issued to (an OAuth consumer key, nil when there is none). A token is only read back
/// for the same scope, so a token from one server is never sent to another, nor used
/// for other consumer credentials.
public struct TokenScope: Hashable, Sendable, Codable, SecretHolding {
    /// The server the token came from and may be sent to.
    public var origin: Origin
    /// The client the token was issued to, such as an OAuth consumer key.
    public var client: String?

    /// A scope of `origin` for `client`.
    public init(origin: Origin, client: String? = nil) {
        self.origin = origin
        self.client = client
    }

    /// The origin; never the client (a key may be private), nor in `dump`.
    public var redactedDescription: String { origin.description }
}

/// Keeps a token between runs (a bearer token from an OAuth2 exchange, say). App cores
/// take one by injection; front ends pass a file-backed store (AppSupport's
/// `FileTokenStore`), tests a `MemoryTokenStore`.
///
/// Implementations are thread-safe.
public protocol TokenStore: Sendable {
    /// The token saved for `scope`; nil when there is none or the saved one has another
    /// scope (it is then left alone, and never returned).
    ///
    /// - Throws: `TokenStoreError` when a saved token exists but must not be used
    ///   (readable by others, owned by someone else) or cannot be read.
    func token(for scope: TokenScope) throws(TokenStoreError) -> String?

    /// Saves `token` for `scope`, replacing what was saved.
    func save(_ token: String, for scope: TokenScope) throws(TokenStoreError)

    /// Forgets the saved token (a refused one), whatever its scope.
    func removeToken()
}

/// Why a saved token cannot be read or saved; `message` says what to do. Never holds
/// the token.
public enum TokenStoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The token file is readable or writable by others, or not the user's: like ssh
    /// with a private key, it is not used.
    case insecure(path: String, reason: String)
    /// The saved token could not be read.
    case unreadable(path: String, reason: String)
    /// The token could not be saved.
    case cannotSave(path: String, reason: String)

    /// What is wrong and what to do.
    public var message: String {
        switch self {
        case .insecure(let path, let reason):
            return "The token file \(path) is not private (\(reason)), so it was not used. Remove it (a new token is fetched) or make it yours and private with chmod 600."
        case .unreadable(let path, let reason):
            return "The token file \(path) cannot be read (\(reason)). Remove it; a new token is fetched."
        case .cannotSave(let path, let reason):
            return "The token could not be saved to \(path) (\(reason)); it will be fetched again next time."
        }
    }

    /// Same as `message`.
    public var description: String { message }
}

/// A `TokenStore` in memory: for tests and for runs that must not write files.
///
/// Thread safety: the saved token is behind a `Mutex`; nothing is called while it is held.
public final class MemoryTokenStore: TokenStore, SecretHolding {
    private let saved: Mutex<(token: String, scope: TokenScope)?>

    /// An empty store, or one holding `token` for `scope`.
    public init(token: String? = nil, scope: TokenScope? = nil) {
        if let token, let scope { saved = Mutex((token, scope)) } else { saved = Mutex(nil) }
    }

    /// The token saved for `scope`, if any.
    public func token(for scope: TokenScope) -> String? {
        saved.withLock { $0.flatMap { $0.scope == scope ? $0.token : nil } }
    }

    /// The saved token and its scope, whatever the scope (for tests).
    public var contents: (token: String, scope: TokenScope)? { saved.withLock { $0 } }

    /// Saves `token` for `scope`.
    public func save(_ token: String, for scope: TokenScope) {
        saved.withLock { $0 = (token, scope) }
    }

    /// Forgets the token.
    public func removeToken() {
        saved.withLock { $0 = nil }
    }

    /// Whether a token is held and for which origin; never the token.
    public var redactedDescription: String {
        saved.withLock { $0.map { "MemoryTokenStore(a token for \($0.scope))" } ?? "MemoryTokenStore(empty)" }
    }
}
