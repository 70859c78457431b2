import AppCoreSupport
import AppSupport
import Foundation
import NewsCore
import RxCore
import TerminalUI

/// The reading screen of one story: its title (bold), byline (dim) and whole text with
/// the numbered links listed below it, scrolled with the arrows and PgUp/PgDn. `o` opens
/// the story in the browser, `1`…`9` a numbered link, `c` the discussion page, each only
/// when the story has it (the view model's `actions`; their hints show only then); Esc
/// goes back. Binds `ArticleViewModel` only: every word shown is the view model's.
///
/// Use from the main queue only.
public final class ArticleViewController: ViewController {
    /// The view model bound.
    public let viewModel: ArticleViewModel

    /// The article.
    let textView = ArticleTextView()
    /// Why nothing was opened, or what opening a page did.
    let messageView = MessageView()
    let statusBar = StatusBar()
    /// Opens the story in the browser.
    let openItem = BarButtonItem(key: .character("o"), title: ArticleAction.openStory.title)
    /// Opens the discussion page.
    let discussionCommand = KeyCommand(key: .character("c"), title: ArticleAction.openDiscussion.title)
    /// Open links 1 to 9.
    let linkCommands = (1...9).map { KeyCommand(key: .character(Character(String($0))), title: ArticleAction.openNumberedLink.title) }

    /// The keys of the actions, as the status bar shows them; the numbered links' as
    /// many as the story has (`linkKeys(count:)`).
    private static let actionKeys: [(ArticleAction, String)] = [(.openStory, "o"), (.openNumberedLink, "1-9"), (.openDiscussion, "c")]

    /// The digits that open the story's `count` numbered links: "1" for one, "1-3" for
    /// three, "1-9" for nine and more (a story with one link hinted "1-9", eight keys
    /// that only say there is no such link).
    static func linkKeys(count: Int) -> String {
        count <= 1 ? "1" : "1-\(min(count, 9))"
    }

    /// The story's numbered links, as the last `links` said.
    private var numberedLinkCount = 9

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

        // The keys of the actions that apply work and are hinted; the others neither.
        let numbered = viewModel.links.map { links in
            links.count { if case .numbered = $0.kind { true } else { false } }
        }
        Driver.combineLatest(viewModel.actions, numbered)
            .drive(Binder(self) { viewController, state in
                let (actions, count) = state
                viewController.numberedLinkCount = count
                viewController.openItem.isEnabled = actions.contains(.openStory)
                viewController.discussionCommand.isEnabled = actions.contains(.openDiscussion)
                for command in viewController.linkCommands { command.isEnabled = actions.contains(.openNumberedLink) }
                viewController.statusBar.hints = ArticleViewController.actionKeys.filter { actions.contains($0.0) }
                    .map { action, key in
                        KeyHint(key: action == .openNumberedLink ? ArticleViewController.linkKeys(count: count) : key, title: action.shortTitle)
                    }
                    + [KeyHint(key: "Esc", title: "Back"), KeyHint(key: "?", title: "Help")]
            })
            .disposed(by: disposeBag)

        openItem.rx.tap.bind(to: viewModel.openLink).disposed(by: disposeBag)
        discussionCommand.rx.tap.bind(to: viewModel.openDiscussion).disposed(by: disposeBag)
        for (index, command) in linkCommands.enumerated() {
            command.rx.tap.map { index + 1 }.bind(to: viewModel.openNumberedLink).disposed(by: disposeBag)
        }

        viewModel.openURL
            .openingPages(with: openPage)
            .emit(to: viewModel.browserBanner)
            .disposed(by: disposeBag)
        viewModel.banner
            .drive(messageView.rx.banner)
            .disposed(by: disposeBag)
    }

    /// The help lists the numbered links as one line, "1-3  Open a numbered link" (as
    /// many as the story has), where its nine lines pushed `Esc` and `q` off a 24-line
    /// terminal's help. Each digit still works (and says when there is no such link).
    public override var keyHints: [KeyHint] {
        let linkHints = linkCommands.map(\.keyHint)
        var hints = super.keyHints
        guard let first = hints.firstIndex(where: linkHints.contains) else { return hints }
        hints.removeAll(where: linkHints.contains)
        hints.insert(KeyHint(key: Self.linkKeys(count: numberedLinkCount), title: ArticleAction.openNumberedLink.title), at: first)
        return hints
    }
}
