import RxCore

/// The members of a list, fetched once with the first authorized token.
///
/// The request is made from `init` (as soon as the account is authorized) and cancelled
/// when the view model is deallocated.
public final class ListPeopleViewModel {
    // MARK: - Init

    /// The list whose members are shown.
    public let list: ListIdentifier
    /// The account whose token the request uses.
    public let account: Driver<TwitterAccount.AccountStatus>
    /// Where members come from.
    public let api: any TwitterAPIProtocol

    private let errorMessages = BehaviorRelay<String?>(value: nil)
    private let bag = DisposeBag()

    /// A view model for the members of `list`.
    public init(account: Driver<TwitterAccount.AccountStatus>, list: ListIdentifier, api: any TwitterAPIProtocol) {
        self.account = account
        self.list = list
        self.api = api
        errorMessage = Driver.never()
        bindOutput()
    }

    // MARK: - Output

    /// The members, nil while loading; an empty list after an error.
    public let people = BehaviorRelay<[User]?>(value: nil)
    /// Why loading failed, nil otherwise.
    public private(set) var errorMessage: Driver<String?>
    /// How many members of the answer could not be read and were left out.
    public let skippedMembers = BehaviorRelay<Int>(value: 0)

    // MARK: - Bindings

    private func bindOutput() {
        let people = self.people
        let skippedMembers = self.skippedMembers
        let errorMessages = self.errorMessages
        let members = api.members(of: list)
        let api = self.api
        account.asObservable()
            .compactMap(\.token)
            .take(1)
            .flatMapLatest { token in members(token, .none) }
            .map { api.users(from: $0) }
            .subscribe(
                onNext: { users in
                    errorMessages.accept(nil)
                    skippedMembers.accept(users.skipped)
                    people.accept(users.values)
                },
                onError: { error in
                    errorMessages.accept(TwitterFetchError.twitterError(error).message)
                    people.accept([])
                })
            .disposed(by: bag)
        errorMessage = errorMessages.asDriver()
    }
}
