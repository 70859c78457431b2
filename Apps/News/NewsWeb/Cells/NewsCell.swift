import AppCoreSupport
import AppSupport
import Foundation
import NewsCore
import WebUI

/// What both news rows share: the story, its title, the line of facts under it (the
/// source as a link to the story's page, how long ago, comments, points), whether it was
/// read (then the row is dimmed), and the picture boxes a layout places. Pictures are
/// real `<img>`s served by the app (`WebPictures`); without one a box is not shown.
///
/// The table keeps a row's cell while the row is on the page, so a cell changes in place
/// (read, its time aging) and only what changed is sent. Main queue only.
class NewsCell: TableViewCell {
    /// The story shown.
    private(set) var item: NewsItem?
    /// Whether the story was read: the row is dimmed.
    var isRead = false {
        didSet { styleName = isRead ? "dimmed" : nil }
    }
    /// The headline.
    let titleLabel = Label(textStyle: .headline)
    /// Source, time, comments, points.
    let metaView = StoryMetaView()
    /// The picture boxes, left to right.
    let thumbnails: [ImageView]

    /// A cell with `thumbnailCount` picture boxes.
    init(reuseIdentifier: String?, thumbnailCount: Int) {
        thumbnails = (0..<thumbnailCount).map { _ in ImageView(contentMode: .scaleAspectFill) }
        super.init(reuseIdentifier: reuseIdentifier)
        textLabel.isHidden = true
        detailTextLabel.isHidden = true
    }

    /// Not used: the layouts make their cells with their box counts.
    required init(reuseIdentifier: String?) {
        thumbnails = []
        super.init(reuseIdentifier: reuseIdentifier)
    }

    /// Shows `item` (read or not), its time relative to `now`, and its pictures' page paths
    /// from `pictures` (none when pictures are off).
    func show(_ item: NewsItem, read: Bool, now: Date, timeFormatter: RelativeTimeFormatter, pictures: WebPictures) {
        self.item = item
        isRead = read
        titleLabel.text = item.title
        updateTime(now: now, timeFormatter: timeFormatter)
        let urls = item.layout == .threeImages ? item.extraImageURLs : [item.imageURL].compactMap { $0 }
        for (index, thumbnail) in thumbnails.enumerated() {
            thumbnail.imagePath = index < urls.count ? pictures.path(for: urls[index]) : nil
            thumbnail.isHidden = thumbnail.imagePath == nil
        }
        layoutPictures(shown: thumbnails.contains { !$0.isHidden })
    }

    /// The facts line again, its time relative to `now` (times age while a row is shown).
    func updateTime(now: Date, timeFormatter: RelativeTimeFormatter) {
        guard let item else { return }
        metaView.show(item, now: now, timeFormatter: timeFormatter)
    }

    /// Places the boxes, `shown` when any has a picture; a layout overrides it.
    func layoutPictures(shown: Bool) {}
}
