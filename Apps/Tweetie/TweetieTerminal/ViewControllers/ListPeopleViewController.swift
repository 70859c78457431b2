import AppCoreSupport
import AppSupport
import Foundation
import RxCore
import TerminalUI
import TweetieCore

/// The members of a list: binds `ListPeopleViewModel`'s people to a table (name,
/// `@username`, bio), its activity to a spinner, its banner and status; Enter on a member
/// asks the navigator for the view model's segue (their timeline).
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

    /// A screen for `viewModel`, showing segues through `navigator`; the view model's
    /// environment's scheduler runs the spinner.
    public init(viewModel: ListPeopleViewModel, navigator: Navigator) {
        self.viewModel = viewModel
        self.navigator = navigator
        spinner = Spinner(scheduler: viewModel.environment.scheduler)
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
        title = viewModel.title
        tableView.register(PersonCell.self, forCellReuseIdentifier: PersonCell.identifier)
        tableView.selectionTitle = "Timeline"
        tableView.rx.setDelegate(self).disposed(by: disposeBag)
        focusedView = tableView
        messageView.isHidden = true
        bindUI()
    }

    private func bindUI() {
        let people = viewModel.people.asDriver()

        viewModel.activity
            .drive(Binder(spinner) { spinner, activity in spinner.title = activity })
            .disposed(by: disposeBag)
        viewModel.activity
            .map { $0 != nil }
            .drive(spinner.rx.isAnimating)
            .disposed(by: disposeBag)

        people.map { $0 ?? [] }
            .do(onNext: { [weak self] in self?.people = $0 })
            .asObservable().bind(to: tableView.rx.items(cellIdentifier: PersonCell.identifier, cellType: PersonCell.self)) { _, user, cell in
                cell.update(with: user)
            }
            .disposed(by: disposeBag)

        viewModel.status
            .map { $0?.text() }
            .drive(statusBar.rx.message)
            .disposed(by: disposeBag)

        viewModel.banner
            .drive(messageView.rx.banner)
            .disposed(by: disposeBag)

        tableView.rx.modelSelected(User.self)
            .subscribe(onNext: { [weak self] user in
                guard let self else { return }
                self.navigator.show(segue: self.viewModel.segue(for: user), sender: self)
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
