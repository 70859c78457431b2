import RxNetwork

extension TwitterAccount {
    /// Whether the reader can talk to Twitter, and with which token: the documents'
    /// `TwitterAccount.AccountStatus`.
    public enum AccountStatus: Hashable, Sendable, SecretHolding {
        /// No usable credentials (none set, or authorization failed).
        case unavailable
        /// Authorized with this bearer token.
        case authorized(AccessToken)

        /// The token, when authorized.
        public var token: AccessToken? {
            if case .authorized(let token) = self { return token }
            return nil
        }

        /// `unavailable` or `authorized`; never the token, which must not reach logs
        /// (nor `dump`: the mirror has no children).
        public var redactedDescription: String {
            switch self {
            case .unavailable: return "unavailable"
            case .authorized: return "authorized"
            }
        }
    }
}
