import RxCore

/// The current Twitter account: its status as a Driver that view models take.
///
/// `TwitterAccount(status:)` wraps a status sequence given by the caller (the demo data
/// and tests use it).
public final class TwitterAccount {
    /// The account's status: the current one on subscription, then each change. A Driver:
    /// on the main queue, shared, never errors.
    public let `default`: Driver<AccountStatus>

    /// An account whose status is `status` (which should not error; an error ends it as `.unavailable`).
    public init(status: Observable<AccountStatus>) {
        self.default = status.asDriver(onErrorJustReturn: .unavailable)
    }

    /// An account that is always `status`.
    public convenience init(fixed status: AccountStatus) {
        self.init(status: Observable.just(status).concat(Observable.never()))
    }
}
