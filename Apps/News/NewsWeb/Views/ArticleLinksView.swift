import NewsCore
import WebUI

/// The links numbered in a story's text, one a line: "[1]" and the link, which its digit
/// key follows (1 to 9). Hidden when there are none. Main queue only.
final class ArticleLinksView: StackView {
    let headingLabel = Label(ArticleViewModel.linksHeading, textStyle: .headline)
    private var rows: [StackView] = []

    init() {
        super.init(arrangedSubviews: [headingLabel], spacing: .small)
        isHidden = true
    }

    /// The numbered links shown (the others are left out).
    var links: [ArticleLink] = [] {
        didSet {
            let numbered = links.compactMap { link -> (Int, ArticleLink)? in
                if case .numbered(let number) = link.kind { return (number, link) }
                return nil
            }
            isHidden = numbered.isEmpty
            rows.forEach { $0.removeFromSuperview() }
            rows.removeAll()
            for (number, link) in numbered {
                let linkLabel = LinkLabel(link.url.absoluteString, url: link.url)
                if (1...9).contains(number) { linkLabel.keyEquivalent = .character(Character(String(number))) }
                linkLabel.keyEquivalentTitle = link.action.title
                let row = StackView(arrangedSubviews: [Label(link.label, textStyle: .caption), linkLabel], axis: .horizontal, spacing: .small)
                rows.append(row)
                addArrangedSubview(row)
            }
        }
    }
}
