import AppCoreSupport
import AppSupport
import Foundation
import RxCore
import TerminalUI
import TweetieCore

/// The members of a list: binds `ListPeopleViewModel`'s people to a table (name,
/// `@username`, bio), shows a spinner while they load and the error in a banner; Enter
/// on a member asks the navigator for their timeline.
///
/// Use from the main queue only.
public final class ListPeopleViewController: ViewController, TableViewDelegate {
    /// The view model bound.
    public let viewModel: ListPeopleViewModel
    /// Where segues go.
    public let navigator: Navigator

    /// Spins while the members load.
    let spinner: Spinner
    /// The load's error; hidden otherwise.
    let messageView = MessageView()
    /// The members.
    let tableView = TimelineTableView()

    private var people: [User] = []
    private let heights = RowHeightCache<Int64>()
    private let disposeBag = DisposeBag()

    /// A screen for `viewModel`, showing segues through `navigator`; `scheduler` runs the
    /// spinner.
    public init(viewModel: ListPeopleViewModel, navigator: Navigator, scheduler: SchedulerType = MainScheduler.instance) {
        self.viewModel = viewModel
        self.navigator = navigator
        spinner = Spinner(title: "Loading members…", scheduler: scheduler)
        super.init()
    }

    /// Keys, and how many members there are: on a narrow terminal `q`, then `Esc` make
    /// room for the whole count (at 40 columns it read "9 m…").
    let statusBar = StatusBar(hints: [
        KeyHint(key: "Enter", title: "Timeline"), KeyHint(key: "Esc", title: "Back"),
        KeyHint(key: "?", title: "Help"), KeyHint(key: "q", title: "Quit"),
    ], importance: ["?", "Enter", "Esc", "q"])

    public override func loadView() {
        view = StackView(arrangedSubviews: [messageView, spinner, tableView, statusBar])
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Members of @\(viewModel.list.username)/\(viewModel.list.slug)"
        tableView.register(PersonCell.self, forCellReuseIdentifier: PersonCell.identifier)
        tableView.selectionTitle = "Timeline"
        tableView.rx.setDelegate(self).disposed(by: disposeBag)
        focusedView = tableView
        messageView.isHidden = true
        bindUI()
    }

    private func bindUI() {
        let people = viewModel.people.asDriver()

        people.map { $0 == nil }
            .drive(spinner.rx.isAnimating)
            .disposed(by: disposeBag)

        people.map { $0 ?? [] }
            .do(onNext: { [weak self] in self?.people = $0 })
            .asObservable().bind(to: tableView.rx.items(cellIdentifier: PersonCell.identifier, cellType: PersonCell.self)) { _, user, cell in
                cell.update(with: user)
            }
            .disposed(by: disposeBag)

        Driver.combineLatest(people, viewModel.skippedMembers.asDriver()) { people, skipped in
            people.map { StatusLine.count($0.count, "member") + StatusLine.skipped(skipped) }
        }
        .drive(statusBar.rx.message)
            .disposed(by: disposeBag)

        viewModel.errorMessage.errorBanner
            .drive(messageView.rx.banner)
            .disposed(by: disposeBag)

        tableView.rx.modelSelected(User.self)
            .subscribe(onNext: { [weak self] user in
                guard let self else { return }
                self.navigator.show(segue: .personTimeline(self.viewModel.account, username: user.username), sender: self)
            })
            .disposed(by: disposeBag)
    }

    // MARK: - TableViewDelegate

    /// The name, the bio's lines and a blank line.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int {
        guard indexPath.row < people.count else { return 1 }
        let user = people[indexPath.row]
        return heights.height(for: user.id, width: tableView.frame.width) {
            PersonCell.height(for: user, width: tableView.frame.width)
        }
    }
}
