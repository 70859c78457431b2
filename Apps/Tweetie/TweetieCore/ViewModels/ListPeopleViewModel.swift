import AppCoreSupport
import RxCore

/// The members of a list, fetched once with the first authorized token. It says what a
/// screen tells about them: the title, what is loading, the failure, and the count.
///
/// The request is made from `init` (as soon as the account is authorized) and cancelled
/// when the view model is deallocated.
public final class ListPeopleViewModel {
    // MARK: - Init

    /// The list whose members are shown.
    public let list: ListIdentifier
    /// Where members come from, and the account.
    public let environment: TweetieEnvironment

    private let errorMessages = BehaviorRelay<String?>(value: nil)
    private let bag = DisposeBag()

    /// A view model for the members of `list`, asked of `environment`'s API.
    public init(environment: TweetieEnvironment, list: ListIdentifier) {
        self.environment = environment
        self.list = list
        // The owner by the handle the list's last answer gave (an at-URI names it by DID).
        title = "Members of \(ListTitle.identifier(of: list, details: (try? environment.storage.listDetails(of: list)) ?? nil))"
        errorMessage = Driver.never()
        banner = Driver.never()
        status = Driver.never()
        activity = Driver.never()
        bindOutput()
        bindPresentation()
    }

    // MARK: - Output

    /// "Members of @owner/slug", the owner by handle once the list's details were stored.
    public let title: String
    /// The members, nil while loading; an empty list after an error.
    public let people = BehaviorRelay<[User]?>(value: nil)
    /// Why loading failed, nil otherwise.
    public private(set) var errorMessage: Driver<String?>
    /// How many members of the answer could not be read and were left out.
    public let skippedMembers = BehaviorRelay<Int>(value: 0)
    /// The banner: why loading failed; nil otherwise.
    public private(set) var banner: Driver<Banner?>
    /// The status line: "8 members" and how many were left out; nil while loading.
    public private(set) var status: Driver<StatusLine?>
    /// What is awaited ("Loading members…"), nil once the answer came.
    public private(set) var activity: Driver<String?>

    /// Where choosing `user` leads: their timeline.
    public func segue(for user: User) -> Segue {
        .personTimeline(username: user.username)
    }

    // MARK: - Bindings

    private func bindOutput() {
        let people = self.people
        let skippedMembers = self.skippedMembers
        let errorMessages = self.errorMessages
        let api = environment.api
        let members = api.members(of: list)
        environment.account.asObservable()
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

    private func bindPresentation() {
        banner = errorMessage.errorBanner
        let people = self.people.asDriver()
        status = Driver.combineLatest(people, skippedMembers.asDriver()) { people, skipped in
            people.map { StatusLine(parts: [StatusLine.count($0.count, "member")] + StatusLine.skipped(skipped)) }
        }
        .distinctUntilChanged()
        activity = people.map { $0 == nil ? "Loading members…" : nil }.distinctUntilChanged()
    }
}
