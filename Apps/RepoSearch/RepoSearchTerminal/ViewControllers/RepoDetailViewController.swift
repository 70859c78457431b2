import AppCoreSupport
import AppSupport
import Foundation
import RepoSearchCore
import RxCore
import TerminalUI

/// One repository: its description (wrapped), then every field of `RepoDetailViewModel`
/// on a line of its own; `o` opens its page in the browser, Esc goes back. Binds only.
///
/// Use from the main queue only.
public final class RepoDetailViewController: ViewController {
    /// The view model bound.
    public let viewModel: RepoDetailViewModel

    /// The description, wrapped.
    let descriptionLabel = Label()
    /// The labelled fields, one line each.
    let fieldsStack = StackView()
    /// What opening the page did.
    let messageView = MessageView()
    /// Opens the page.
    let openItem = BarButtonItem(key: .character("o"), title: RepoSearchAction.openInBrowser.title)
    let statusBar = StatusBar(hints: [KeyHint(key: "o", title: RepoSearchAction.openInBrowser.shortTitle), KeyHint(key: "Esc", title: "Back"),
                                      KeyHint(key: "?", title: "Help")])

    private let openPage: PageOpener
    private let disposeBag = DisposeBag()

    /// The detail of `viewModel`'s repository; `openPage` opens a page in the browser.
    public init(viewModel: RepoDetailViewModel, openPage: @escaping PageOpener) {
        self.viewModel = viewModel
        self.openPage = openPage
        super.init()
    }

    public override func loadView() {
        descriptionLabel.numberOfLines = 0
        let gap = Label(" ")
        view = StackView(arrangedSubviews: [messageView, descriptionLabel, gap, fieldsStack, View(), statusBar])
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = openItem
        messageView.isHidden = true
        viewModel.title
            .drive(rx.title)
            .disposed(by: disposeBag)
        viewModel.fields
            .map { $0.first { $0.label == "Description" }?.value }
            .drive(descriptionLabel.rx.text)
            .disposed(by: disposeBag)
        viewModel.fields
            .map(RepoDetailViewController.lines(of:))
            .drive(Binder(fieldsStack) { stack, lines in
                stack.arrangedSubviews.forEach(stack.removeArrangedSubview)
                for line in lines { stack.addArrangedSubview(Label(line)) }
            })
            .disposed(by: disposeBag)
        openItem.rx.tap
            .bind(to: viewModel.openInBrowser)
            .disposed(by: disposeBag)
        viewModel.openURL
            .openingPages(with: openPage)
            .emit(to: viewModel.browserBanner)
            .disposed(by: disposeBag)
        viewModel.banner
            .drive(messageView.rx.banner)
            .disposed(by: disposeBag)
    }

    /// One line a field, in two columns: the labels padded to the longest.
    static func lines(of fields: [RepoField]) -> [String] {
        let width = (fields.map(\.label.count).max() ?? 0) + 2
        return fields.map { field in
            field.label + String(repeating: " ", count: width - field.label.count) + field.value
        }
    }
}
