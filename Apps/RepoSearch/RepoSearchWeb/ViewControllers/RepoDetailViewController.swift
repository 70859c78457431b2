import AppSupport
import Foundation
import RepoSearchCore
import RxCore
import WebUI

/// One repository: every field of `RepoDetailViewModel` as a label beside its value (the
/// page's address a real link), and the link that opens the repository's page in a new
/// tab (`o`). Esc or the back button returns to the search. Binds only. Main queue only.
public final class RepoDetailViewController: ViewController {
    /// The view model bound.
    public let viewModel: RepoDetailViewModel

    let messageView = MessageView()
    /// Label, value, label, value… in two columns.
    let fieldsView = StackView(spacing: .normal)
    /// The repository's page, as a button.
    let pageLink = LinkLabel(RepoSearchAction.openInBrowser.title)

    private let disposeBag = DisposeBag()

    /// The detail of `viewModel`'s repository.
    public init(viewModel: RepoDetailViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    /// The banner, then a card of the fields and the link.
    public override func loadView() {
        fieldsView.styleName = "fields"
        pageLink.styleName = "button"
        pageLink.url = viewModel.repo.htmlURL
        let card = StackView(arrangedSubviews: [fieldsView, StackView(arrangedSubviews: [pageLink], axis: .horizontal)], spacing: .large)
        card.styleName = "card"
        view = StackView(arrangedSubviews: [messageView, card], spacing: .normal)
    }

    /// Binds.
    public override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.title
            .map(Optional.some)
            .drive(rx.title)
            .disposed(by: disposeBag)
        viewModel.fields
            .drive(Binder(fieldsView) { stack, fields in
                stack.arrangedSubviews.forEach { $0.removeFromSuperview() }
                for field in fields {
                    stack.addArrangedSubview(Label(field.label, textStyle: .secondary))
                    stack.addArrangedSubview(field.link.map { LinkLabel(field.value, url: $0) } ?? Label(field.value))
                }
            })
            .disposed(by: disposeBag)
        viewModel.banner
            .drive(messageView.rx.banner)
            .disposed(by: disposeBag)
    }

    /// The keys of the screen, and `o`, which the page gives the repository's link.
    public override var keyHints: [KeyHint] {
        super.keyHints + [KeyHint(.character("o"), title: RepoSearchAction.openInBrowser.title)]
    }
}
