import AppCoreSupport
import AppSupport
import Foundation
import NewsCore
import WebUI

/// The one-picture row (the document's `OneImageNewsTableViewCell`): the picture on the
/// left, and beside it the title, the facts line and the digest (cut after two lines). A
/// story without a picture, or any story when pictures are off (`--no-images`), gives
/// the whole width to its text. Main queue only.
final class OneImageNewsCell: NewsCell {
    /// The identifier the list registers it under.
    static let identifier = "OneImageNewsCell"

    let digestLabel = Label(textStyle: .secondary)
    private let body = StackView(arrangedSubviews: [], axis: .horizontal)

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier, thumbnailCount: 1)
        digestLabel.numberOfLines = 2
        let text = StackView(arrangedSubviews: [titleLabel, metaView, digestLabel], spacing: .small)
        body.addArrangedSubview(thumbnails[0])
        body.addArrangedSubview(text)
        addSubview(body)
    }

    override func show(_ item: NewsItem, read: Bool, now: Date, timeFormatter: RelativeTimeFormatter, pictures: WebPictures) {
        digestLabel.text = item.digest
        super.show(item, read: read, now: now, timeFormatter: timeFormatter, pictures: pictures)
    }

    override func layoutPictures(shown: Bool) {
        body.styleName = shown ? "media-row" : nil
    }
}
