import AppCoreSupport
import AppSupport
import Differentiator
import Foundation
import RepoSearchCore
import RxCore
import TerminalUI

/// The search screen: binds `RepoSearchViewModel` to a text field, a table of
/// repositories, a banner and the status bar, and sends the user's keys and what the
/// table shows back. Nothing else: throttling, requests, paging, storing and every word
/// shown are the view model's; Enter on a repository asks the navigator for its detail.
///
/// Keys: typing edits the search (the field has the focus at first); ↓ or Enter moves
/// into the list, ↑ on its first row or `/` back to the field; Tab switches between a
/// user's repositories and a search; Enter in the list opens the detail, `o` the page
/// in the browser, `r` asks again. The bottom row of the screen is reported after every
/// layout, so reaching the end of the list loads the next page.
///
/// Use from the main queue only.
public final class RepoSearchViewController: ViewController {
    /// The view model bound.
    public let viewModel: RepoSearchViewModel
    /// Where segues go.
    public let navigator: Navigator

    let searchBar = SearchBar()
    let messageView = MessageView()
    let tableView = RepoTableView()
    /// Keys, and how many repositories and requests are left: when both do not fit, `/`
    /// then `o` (both in `?` help) make room ("… · API 59/60 le…" at 80 columns before);
    /// `q` gives way first (help lists it, and it is the one key everybody tries).
    let statusBar = StatusBar(hints: RepoSearchViewController.fieldHints, importance: ["?", "Tab", "↓", "o", "/", "q"])
    /// Switches the mode, wherever the focus is.
    let switchModeCommand = KeyCommand(key: .tab, title: RepoSearchAction.switchMode.title, isHot: true)
    /// Opens the selected repository's page in the browser.
    let openCommand = KeyCommand(key: .character("o"), title: RepoSearchAction.openInBrowser.title)
    /// Asks the current query again.
    let refreshCommand = KeyCommand(key: .character("r"), title: RepoSearchAction.searchAgain.title)
    /// Goes back to the search field.
    let editCommand = KeyCommand(key: .character("/"), title: RepoSearchAction.editSearch.title)

    private let openPage: PageOpener
    private let dataSource: RxTableViewSectionedAnimatedDataSource<AnimatableSectionModel<String, RepoRow>>
    /// The actions that apply now (the view model's).
    private var actions: Set<RepoSearchAction> = [.switchMode]
    /// Whether the list has the focus (else the field has it).
    private var isInList = false
    private let disposeBag = DisposeBag()

    /// A screen for `viewModel`, showing segues through `navigator` and pages with
    /// `openPage` (`Browser.open`; tests record it).
    public init(viewModel: RepoSearchViewModel, navigator: Navigator, openPage: @escaping PageOpener) {
        self.viewModel = viewModel
        self.navigator = navigator
        self.openPage = openPage
        dataSource = RxTableViewSectionedAnimatedDataSource(
            configureCell: { [unowned viewModel] _, tableView, indexPath, row in
                switch row {
                case .repo(let repo):
                    let cell = tableView.dequeueReusableCell(withIdentifier: RepoCell.identifier, for: indexPath)
                    (cell as? RepoCell)?.update(with: viewModel.summary(of: repo))
                    return cell
                case .loadingMore(let text):
                    let cell = tableView.dequeueReusableCell(withIdentifier: LoadingMoreCell.identifier, for: indexPath)
                    (cell as? LoadingMoreCell)?.update(with: text)
                    return cell
                }
            },
            // New pages arrive below the reader; highlighting them would only distract.
            highlightDuration: .never)
        super.init()
        keyCommands = [switchModeCommand, openCommand, refreshCommand, editCommand]
    }

    public override func loadView() {
        view = StackView(arrangedSubviews: [searchBar, messageView, tableView, statusBar])
    }

    public override var preferredFocusedView: View? { searchBar.textField }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(RepoCell.self, forCellReuseIdentifier: RepoCell.identifier)
        tableView.register(LoadingMoreCell.self, forCellReuseIdentifier: LoadingMoreCell.identifier)
        tableView.rx.setDelegate(self).disposed(by: disposeBag)
        messageView.isHidden = true
        searchBar.textField.text = viewModel.initialText
        bindUI()
        updateHints()
    }

    private func bindUI() {
        let viewModel = self.viewModel
        let textField = searchBar.textField

        // The documents' binding: the field's text is the view model's keywords.
        textField.rx.text.orEmpty
            .skip(1)
            .bind(to: viewModel.keywords)
            .disposed(by: disposeBag)

        // The mode's words: the title, the prompt and the placeholder.
        viewModel.title
            .map(Optional.some)
            .drive(rx.title)
            .disposed(by: disposeBag)
        viewModel.prompt
            .drive(Binder(searchBar) { searchBar, prompt in
                searchBar.promptLabel.text = prompt
                searchBar.setNeedsLayout()
            })
            .disposed(by: disposeBag)
        viewModel.placeholder
            .drive(Binder(textField) { textField, placeholder in
                textField.placeholder = placeholder
                textField.setNeedsDisplay()
            })
            .disposed(by: disposeBag)
        switchModeCommand.rx.tap
            .bind(to: viewModel.switchMode)
            .disposed(by: disposeBag)
        refreshCommand.rx.tap
            .bind(to: viewModel.refresh)
            .disposed(by: disposeBag)

        // The rows: repositories, and the paging row while the next page loads.
        viewModel.rows
            .map { [AnimatableSectionModel(model: "repositories", items: $0)] }
            .drive(tableView.rx.items(dataSource: dataSource))
            .disposed(by: disposeBag)
        // A reader on the last repository sees the paging row come in below it.
        viewModel.isLoadingMore
            .filter { $0 }
            .drive(Binder(self) { viewController, _ in
                let tableView = viewController.tableView
                let rows = tableView.numberOfRows(inSection: 0)
                guard rows > 1, tableView.indexPathForSelectedRow?.row == rows - 2 else { return }
                tableView.scrollToRow(at: IndexPath(row: rows - 1, section: 0))
            })
            .disposed(by: disposeBag)

        // What the view model says: the banner and the status line.
        viewModel.banner
            .drive(messageView.rx.banner)
            .disposed(by: disposeBag)
        viewModel.statusParts
            .map { $0.joined(separator: " · ") }
            .drive(statusBar.rx.message)
            .disposed(by: disposeBag)
        viewModel.actions
            .drive(Binder(self) { viewController, actions in
                viewController.actions = actions
                viewController.openCommand.isEnabled = actions.contains(.openInBrowser)
                viewController.refreshCommand.isEnabled = actions.contains(.searchAgain)
                viewController.updateHints()
            })
            .disposed(by: disposeBag)

        // Enter in the list asks the navigator for the repository's detail.
        tableView.rx.modelSelected(RepoRow.self)
            .compactMap(\.repo)
            .subscribe(onNext: { [weak self] repo in
                guard let self else { return }
                self.navigator.show(segue: .detail(repo), sender: self)
            })
            .disposed(by: disposeBag)

        // `o`: the selected repository's page; what opening does goes back to the banner.
        openCommand.rx.tap
            .compactMap { [weak self] in self?.selectedRepo }
            .bind(to: viewModel.openRepo)
            .disposed(by: disposeBag)
        viewModel.openURL
            .openingPages(with: openPage)
            .emit(to: viewModel.browserBanner)
            .disposed(by: disposeBag)

        // Moving between the field and the list.
        textField.rx.controlEvent(.editingDidEndOnExit)
            .bind(to: Binder(self) { viewController, _ in viewController.focusList() })
            .disposed(by: disposeBag)
        editCommand.rx.tap
            .bind(to: Binder(self) { viewController, _ in viewController.focusField() })
            .disposed(by: disposeBag)

        // The bottom row after every layout goes to the view model, which decides when
        // the end asks for the next page; the paging row is no news. A settled list is
        // laid out again, so the end already on screen is reported once more.
        let lastRepoOnScreen = viewModel.lastRepoOnScreen
        tableView.onLayout = { bottomCell in
            switch bottomCell {
            case let cell as RepoCell: lastRepoOnScreen.accept(cell.repoId)
            case is LoadingMoreCell: break
            default: lastRepoOnScreen.accept(nil)
            }
        }
        viewModel.state
            .drive(Binder(tableView) { tableView, _ in tableView.setNeedsLayout() })
            .disposed(by: disposeBag)
    }

    /// The repository of the selected row.
    private var selectedRepo: Repo? {
        guard let indexPath = tableView.indexPathForSelectedRow,
              let row = try? dataSource.model(at: indexPath) as? RepoRow else { return nil }
        return row.repo
    }

    // MARK: - Focus


    /// Leaves the field for the list, even an empty one (offline, no results): there `q`,
    /// `?` and `r` work instead of being typed into the search.
    private func focusList() {
        if tableView.indexPathForSelectedRow == nil, tableView.numberOfRows(inSection: 0) > 0 {
            tableView.selectRow(at: IndexPath(row: 0, section: 0))
        }
        tableView.becomeFirstResponder()
        isInList = true
        updateHints()
    }

    private func focusField() {
        searchBar.textField.becomeFirstResponder()
        isInList = false
        updateHints()
    }

    /// The keys shown while typing: printable keys go into the field.
    static let fieldHints = [KeyHint(key: "Tab", title: RepoSearchAction.switchMode.shortTitle), KeyHint(key: "↓", title: "Results")]

    /// The keys shown in the list: the actions among `actions` that have a hint, `/`, help
    /// and quitting (keys work in the list only, so it is the only place `q` is offered).
    static func listHints(offering actions: Set<RepoSearchAction>) -> [KeyHint] {
        var hints = [KeyHint(key: "Tab", title: RepoSearchAction.switchMode.shortTitle)]
        if actions.contains(.openInBrowser) { hints.append(KeyHint(key: "o", title: RepoSearchAction.openInBrowser.shortTitle)) }
        return hints + [KeyHint(key: "/", title: RepoSearchAction.editSearch.shortTitle), KeyHint(key: "?", title: "Help"),
                        KeyHint(key: "q", title: "Quit")]
    }

    private func updateHints() {
        statusBar.hints = isInList ? RepoSearchViewController.listHints(offering: actions) : RepoSearchViewController.fieldHints
    }

    /// ↓ (or Esc) in the field moves into the list; ↑ on the list's first row back to the field.
    public override func processKey(_ key: Key) -> Bool {
        switch key {
        case .down where focusedView === searchBar.textField, .escape where focusedView === searchBar.textField:
            focusList()
            return true
        case .up where focusedView === tableView:
            focusField()
            return true
        default:
            return false
        }
    }
}

extension RepoSearchViewController: TableViewDelegate {
    /// Repositories take two lines, the paging row one.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int {
        guard let row = try? dataSource.model(at: indexPath) as? RepoRow, row.repo != nil else { return 1 }
        return RepoCell.height
    }
}
