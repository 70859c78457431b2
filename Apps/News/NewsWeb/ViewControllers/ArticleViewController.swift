import AppSupport
import Foundation
import NewsCore
import RxCore
import WebUI

/// The reading page of one story: its title, byline, the story's page and its discussion
/// as links (`o` and `c` follow them), the whole text in paragraphs, and the links
/// numbered in it as real links (`1`…`9`). Each is there only when the story has it (the
/// view model's `links`). Binds `ArticleViewModel` only: every word shown is the view
/// model's. Links open in a new tab of the browser; Esc or Back returns to the list.
///
/// Main queue only.
final class ArticleViewController: ViewController {
    let viewModel: ArticleViewModel

    let messageView = MessageView()
    let titleLabel = Label(textStyle: .title)
    let bylineLabel = Label(textStyle: .secondary)
    let storyLink = LinkLabel(ArticleAction.openStory.title)
    let discussionLink = LinkLabel(ArticleAction.openDiscussion.title)
    let textView = ArticleTextView()
    let linksView = ArticleLinksView()
    private let pagesView = StackView(arrangedSubviews: [], axis: .horizontal, spacing: .small)

    private let disposeBag = DisposeBag()

    init(viewModel: ArticleViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override func loadView() {
        for (link, key, action) in [(storyLink, "o", ArticleAction.openStory), (discussionLink, "c", .openDiscussion)] {
            link.styleName = "button-link"
            link.keyEquivalent = .character(Character(key))
            link.keyEquivalentTitle = action.title
            link.isHidden = true
        }
        pagesView.addArrangedSubview(storyLink)
        pagesView.addArrangedSubview(discussionLink)
        let heading = StackView(arrangedSubviews: [titleLabel, bylineLabel, pagesView], spacing: .small)
        let article = StackView(arrangedSubviews: [heading, textView, linksView], spacing: .large)
        article.styleName = "card"
        view = StackView(arrangedSubviews: [messageView, article], spacing: .normal)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.title.map(Optional.some).drive(rx.title).disposed(by: disposeBag)
        viewModel.title.drive(Binder(titleLabel) { label, title in label.text = title }).disposed(by: disposeBag)
        viewModel.byline.drive(Binder(bylineLabel) { label, byline in label.text = byline }).disposed(by: disposeBag)
        viewModel.text.drive(Binder(textView) { view, text in view.text = text }).disposed(by: disposeBag)
        viewModel.links
            .drive(Binder(self) { viewController, links in
                let story = links.first { $0.kind == .story }
                let discussion = links.first { $0.kind == .discussion }
                viewController.storyLink.url = story?.url
                viewController.storyLink.isHidden = story == nil
                viewController.discussionLink.url = discussion?.url
                viewController.discussionLink.isHidden = discussion == nil
                viewController.pagesView.isHidden = story == nil && discussion == nil
                viewController.linksView.links = links
            })
            .disposed(by: disposeBag)
        viewModel.banner
            .drive(messageView.rx.banner)
            .disposed(by: disposeBag)
    }

    /// The help lists the numbered links as one line ("1-3  Open a numbered link").
    override var keyHints: [KeyHint] {
        let title = ArticleAction.openNumberedLink.title
        var hints = super.keyHints
        let numbered = hints.filter { $0.title == title }
        guard let first = hints.firstIndex(where: { $0.title == title }) else { return hints }
        hints.removeAll { $0.title == title }
        hints.insert(KeyHint(key: numbered.count == 1 ? "1" : "1-\(numbered.count)", title: title), at: first)
        return hints
    }
}
