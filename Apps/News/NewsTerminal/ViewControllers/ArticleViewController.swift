import AppCoreSupport
import AppSupport
import Foundation
import NewsCore
import RxCore
import TerminalUI

/// The reading screen of one story: its title (bold), byline (dim) and whole text with
/// the numbered links listed below it, scrolled with the arrows and PgUp/PgDn. `o` opens
/// the story in the browser, `1`…`9` a numbered link, `c` the discussion page; Esc goes
/// back. Binds `ArticleViewModel` only.
///
/// Use from the main queue only.
public final class ArticleViewController: ViewController {
    /// The view model bound.
    public let viewModel: ArticleViewModel

    /// The article.
    let textView = ArticleTextView()
    /// What opening a page did.
    let messageView = MessageView()
    let statusBar = StatusBar(hints: [
        KeyHint(key: "o", title: "Browser"), KeyHint(key: "1-9", title: "Link"), KeyHint(key: "c", title: "Discussion"),
        KeyHint(key: "Esc", title: "Back"), KeyHint(key: "?", title: "Help"),
    ])
    /// Opens the story in the browser.
    let openItem = BarButtonItem(key: .character("o"), title: "Open in browser")
    /// Opens the discussion page.
    let discussionCommand = KeyCommand(key: .character("c"), title: "Open the discussion")
    /// Open links 1 to 9.
    let linkCommands = (1...9).map { KeyCommand(key: .character(Character(String($0))), title: "Open link \($0)") }

    private let openPage: PageOpener
    private let disposeBag = DisposeBag()

    /// The reading screen of `viewModel`'s story; `openPage` opens a page in the browser.
    public init(viewModel: ArticleViewModel, openPage: @escaping PageOpener) {
        self.viewModel = viewModel
        self.openPage = openPage
        super.init()
    }

    public override func loadView() {
        view = StackView(arrangedSubviews: [messageView, textView, statusBar])
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = openItem
        keyCommands = [discussionCommand] + linkCommands
        focusedView = textView
        messageView.isHidden = true

        viewModel.title.drive(rx.title).disposed(by: disposeBag)
        Driver.combineLatest(viewModel.title, viewModel.byline, viewModel.body) { title, byline, body in
            [ArticleTextView.Paragraph(text: title, style: .bold), ArticleTextView.Paragraph(text: byline, style: .dim),
             ArticleTextView.Paragraph(text: body, style: .plain)]
        }
        .drive(Binder(textView) { textView, paragraphs in textView.paragraphs = paragraphs })
        .disposed(by: disposeBag)

        openItem.rx.tap.bind(to: viewModel.openLink).disposed(by: disposeBag)
        discussionCommand.rx.tap.bind(to: viewModel.openDiscussion).disposed(by: disposeBag)
        for (index, command) in linkCommands.enumerated() {
            command.rx.tap.map { index + 1 }.bind(to: viewModel.openNumberedLink).disposed(by: disposeBag)
        }

        let openPage = self.openPage
        Signal.merge(
            viewModel.openURL.flatMapLatest { url in Banner.opening(url, with: openPage).asSignal(onErrorSignalWith: .empty()) },
            viewModel.notice.map { Banner(text: $0, kind: .info) }
        )
        .map(Optional.some)
        .emit(to: messageView.rx.banner)
        .disposed(by: disposeBag)
    }

    /// The help lists the numbered links as one line, "1-9  Open a numbered link", where
    /// its nine lines ("Open link 1" … "Open link 9") pushed `Esc` and `q` off a 24-line
    /// terminal's help. Each digit still works (and says when there is no such link).
    public override var keyHints: [KeyHint] {
        let linkHints = linkCommands.map(\.keyHint)
        var hints = super.keyHints
        guard let first = hints.firstIndex(where: linkHints.contains) else { return hints }
        hints.removeAll(where: linkHints.contains)
        hints.insert(KeyHint(key: "1-9", title: "Open a numbered link"), at: first)
        return hints
    }
}
