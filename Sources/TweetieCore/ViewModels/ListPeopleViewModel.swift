import RxCore

/// The members of a list.
///
/// CONTRACT SKELETON — the implementation is being written.
public final class ListPeopleViewModel {
    // MARK: - Init

    /// The list whose members are shown.
    public let list: ListIdentifier
    /// The account whose token the request uses.
    public let account: Driver<TwitterAccount.AccountStatus>
    /// Where members come from.
    public let api: any TwitterAPIProtocol

    /// A view model for the members of `list`.
    public init(account: Driver<TwitterAccount.AccountStatus>, list: ListIdentifier, api: any TwitterAPIProtocol) {
        self.account = account
        self.list = list
        self.api = api
        errorMessage = Driver.never()
    }

    // MARK: - Output

    /// The members, nil while loading; an empty list after an error.
    public let people = BehaviorRelay<[User]?>(value: nil)
    /// Why loading failed, nil otherwise.
    public private(set) var errorMessage: Driver<String?>
}
