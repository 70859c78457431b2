import AppCoreSupport
import Foundation
import NewsCore
import WebUI

/// The line of facts under a story's title, in the core's words (`NewsItem.metaParts`):
/// who published it — a link to the story's page when it has one, so a click or `o` on
/// the row opens it — then how long ago, the comments and the points. Main queue only.
final class StoryMetaView: StackView {
    let sourceLink = LinkLabel()
    let sourceLabel = Label(textStyle: .caption)
    let factsLabel = Label(textStyle: .caption)

    init() {
        super.init(arrangedSubviews: [], axis: .horizontal, spacing: .small)
        styleName = "meta"
        for view in [sourceLink, sourceLabel, factsLabel] as [View] { addArrangedSubview(view) }
    }

    /// Shows `item`'s facts, its time relative to `now`.
    func show(_ item: NewsItem, now: Date, timeFormatter: RelativeTimeFormatter) {
        var parts = item.metaParts(now: now, timeFormatter: timeFormatter)
        let source = item.source.isEmpty ? nil : parts.removeFirst()
        let link = LinkLabel.webPage(item.link)
        sourceLink.text = source ?? item.link?.host
        sourceLink.url = link
        sourceLink.isHidden = link == nil
        sourceLabel.text = link == nil ? source : nil
        sourceLabel.isHidden = sourceLabel.text == nil
        let facts = parts.joined(separator: NewsItem.metaSeparator)
        let separator = NewsItem.metaSeparator.trimmingCharacters(in: .whitespaces)
        factsLabel.text = facts.isEmpty ? nil : (sourceLink.isHidden && sourceLabel.isHidden ? facts : separator + " " + facts)
    }
}
