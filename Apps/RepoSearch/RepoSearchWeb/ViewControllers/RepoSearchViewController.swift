import AppCoreSupport
import AppSupport
import Differentiator
import Foundation
import RepoSearchCore
import RxCore
import WebUI

/// The search page: binds `RepoSearchViewModel` to the field (with the mode's prompt and
/// placeholder), the banner, the status line (count, rate limit) and the list of
/// repositories, and sends typing, the mode switch and the lowest row in the window back.
/// Nothing else: throttling, requests, paging, storing and every word shown are the view
/// model's; choosing a repository asks the navigator for its detail.
///
/// The browser owns the field while it is typed in (the page never writes into it).
/// Keys: Tab switches between a user's repositories and a search (even while typing),
/// `r` searches again, `/` the field, j/k and Enter the list, `o` the page of the
/// repository under the cursor (its row's link), `?` the keys. The address follows the
/// query shown (`RepoRoute`). Main queue only.
public final class RepoSearchViewController: ViewController {
    /// The view model bound.
    public let viewModel: RepoSearchViewModel
    /// Where segues go.
    public let navigator: Navigator

    let promptLabel = Label(textStyle: .caption)
    let searchField = TextField()
    let messageView = MessageView()
    let statusBar = StatusBar()
    let tableView = TableView()

    /// The view model's actions, as buttons in the title bar with their keys.
    let switchModeItem = BarButtonItem(key: .tab, title: RepoSearchAction.switchMode.shortTitle, isHot: true)
    let refreshItem = BarButtonItem(key: .character("r"), title: RepoSearchAction.searchAgain.shortTitle)

    private let dataSource: RxTableViewSectionedAnimatedDataSource<AnimatableSectionModel<String, RepoRow>>
    private let disposeBag = DisposeBag()

    /// A page for `viewModel`, showing segues through `navigator`.
    public init(viewModel: RepoSearchViewModel, navigator: Navigator) {
        self.viewModel = viewModel
        self.navigator = navigator
        dataSource = RxTableViewSectionedAnimatedDataSource(configureCell: { [unowned viewModel] _, tableView, indexPath, row in
            switch row {
            case .repo(let repo):
                let cell = tableView.dequeueReusableCell(withIdentifier: RepoCell.identifier, for: indexPath)
                (cell as? RepoCell)?.update(with: viewModel.summary(of: repo), page: repo.htmlURL)
                return cell
            case .loadingMore(let text):
                let cell = tableView.dequeueReusableCell(withIdentifier: LoadingMoreCell.identifier, for: indexPath)
                (cell as? LoadingMoreCell)?.update(with: text)
                return cell
            }
        })
        super.init()
    }

    /// The field first: typing is what the page is for.
    public override var preferredFocusedView: View? { searchField }

    /// The field under its prompt, the banner, the status line and the list.
    public override func loadView() {
        searchField.kind = .search
        let searchBox = StackView(arrangedSubviews: [promptLabel, searchField], spacing: .small)
        view = StackView(arrangedSubviews: [searchBox, messageView, statusBar, tableView], spacing: .normal)
    }

    /// Binds.
    public override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItems = [switchModeItem, refreshItem]
        tableView.register(RepoCell.self, forCellReuseIdentifier: RepoCell.identifier)
        tableView.register(LoadingMoreCell.self, forCellReuseIdentifier: LoadingMoreCell.identifier)
        searchField.text = viewModel.initialText
        bindUI()
    }

    /// The keys of the screen, and `o`, which the page gives the link of the row under
    /// the cursor.
    public override var keyHints: [KeyHint] {
        super.keyHints + [KeyHint(.character("o"), title: RepoSearchAction.openInBrowser.title)]
    }

    private func bindUI() {
        let viewModel = self.viewModel

        // The documents' binding: the field's text is the view model's keywords.
        searchField.rx.text.orEmpty
            .skip(1)
            .bind(to: viewModel.keywords)
            .disposed(by: disposeBag)

        // The mode's words, and the address of what is shown.
        viewModel.title
            .map(Optional.some)
            .drive(rx.title)
            .disposed(by: disposeBag)
        viewModel.prompt
            .map(Optional.some)
            .drive(promptLabel.rx.text)
            .disposed(by: disposeBag)
        viewModel.placeholder
            .map(Optional.some)
            .drive(searchField.rx.placeholder)
            .disposed(by: disposeBag)
        viewModel.results
            .map { RepoRoute.search(showing: $0).path }
            .distinctUntilChanged()
            .drive(Binder(self) { viewController, path in viewController.path = path })
            .disposed(by: disposeBag)

        // What the view model says: the banner and the status line.
        viewModel.banner
            .drive(messageView.rx.banner)
            .disposed(by: disposeBag)
        viewModel.statusParts
            .map { $0.isEmpty ? nil : $0.joined(separator: " · ") }
            .drive(Binder(statusBar) { statusBar, status in
                statusBar.message = status
                statusBar.isHidden = status == nil
            })
            .disposed(by: disposeBag)

        // The actions that apply, in the title bar.
        viewModel.actions
            .drive(Binder(self) { viewController, actions in
                viewController.switchModeItem.isEnabled = actions.contains(.switchMode)
                viewController.refreshItem.isEnabled = actions.contains(.searchAgain)
            })
            .disposed(by: disposeBag)
        switchModeItem.rx.tap
            .bind(to: viewModel.switchMode)
            .disposed(by: disposeBag)
        refreshItem.rx.tap
            .bind(to: viewModel.refresh)
            .disposed(by: disposeBag)

        // The rows: repositories, and the paging row while the next page loads.
        viewModel.rows
            .map { [AnimatableSectionModel(model: "repositories", items: $0)] }
            .drive(tableView.rx.items(dataSource: dataSource))
            .disposed(by: disposeBag)
        tableView.rx.modelSelected(RepoRow.self)
            .compactMap(\.repo)
            .subscribe(onNext: { [weak self] repo in
                guard let self else { return }
                self.navigator.show(segue: .detail(repo), sender: self)
            })
            .disposed(by: disposeBag)

        // The lowest row in the browser's window goes to the view model, which decides
        // when the end asks for the next page; the paging row is no news. When the state
        // settles the row is told again (a page may have arrived while it stayed there).
        tableView.rx.lastVisibleRow
            .subscribe(onNext: { [weak self] indexPath in self?.reportLastRepoOnScreen(indexPath) })
            .disposed(by: disposeBag)
        viewModel.state
            .drive(Binder(self) { viewController, _ in
                viewController.reportLastRepoOnScreen(viewController.tableView.indexPathForLastVisibleRow)
            })
            .disposed(by: disposeBag)
    }

    /// Tells the view model the repository of the lowest row in the window at `indexPath`
    /// (nil: none in the window).
    private func reportLastRepoOnScreen(_ indexPath: IndexPath?) {
        guard let indexPath else {
            viewModel.lastRepoOnScreen.accept(nil)
            return
        }
        guard let row = try? dataSource.model(at: indexPath) as? RepoRow, let repo = row.repo else { return }
        viewModel.lastRepoOnScreen.accept(repo.id)
    }
}
