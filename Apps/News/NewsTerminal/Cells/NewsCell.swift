import AppCoreSupport
import AppSupport
import Foundation
import NewsCore
import RxImages
import TerminalUI

/// What both news rows share: the story's id, its sanitized text, whether it was read
/// (then its text is dim), and the thumbnail boxes the layouts place, whose pictures the
/// cell asks the app's one `ImageLoader` for. A layout subclass says where the boxes go
/// and draws the text around them.
///
/// A picture's load lives in its box (`ImageView.imageLoad`): configuring the cell again
/// replaces it, and the table cancels it when the cell is reused or its row scrolls away.
/// Use from the main queue only.
public class NewsCell: TableViewCell {
    /// The id of the story shown.
    public private(set) var itemID: String?
    /// Whether the story was read: the row is dimmed.
    public private(set) var isRead = false
    /// The row's text, sanitized.
    var text = NewsRowText()
    /// The picture boxes, left to right.
    let thumbnails: [ThumbnailView]
    /// Whether pictures are shown at all (false with `--no-images`): a layout may then
    /// give a box's room to the text.
    public private(set) var showsPictures = true

    /// A cell with `thumbnailCount` picture boxes.
    init(reuseIdentifier: String?, thumbnailCount: Int) {
        thumbnails = (0..<thumbnailCount).map { _ in ThumbnailView() }
        super.init(reuseIdentifier: reuseIdentifier)
        textLabel.isHidden = true
        for thumbnail in thumbnails { addSubview(thumbnail) }
    }

    /// Not used: the layouts make their cells with their box counts.
    public required init(reuseIdentifier: String?) {
        thumbnails = []
        super.init(reuseIdentifier: reuseIdentifier)
        textLabel.isHidden = true
    }

    /// Shows `item` (read or not), its time relative to `now`, and its pictures loaded by
    /// `imageLoader` (nil: pictures are off, nothing is fetched, the boxes stay placeholders
    /// or give their room away). A picture in the loader's memory cache shows in the same
    /// frame.
    public func update(with item: NewsItem, read: Bool, now: Date, timeFormatter: RelativeTimeFormatter, imageLoader: ImageLoader?) {
        itemID = item.id
        isRead = read
        text = NewsRowText(item: item, now: now, timeFormatter: timeFormatter)
        showsPictures = imageLoader != nil
        let pictures = item.layout == .threeImages ? item.extraImageURLs : [item.imageURL].compactMap { $0 }
        for (index, thumbnail) in thumbnails.enumerated() {
            let url = index < pictures.count ? pictures[index] : nil
            thumbnail.imageURL = url
            if let imageLoader {
                thumbnail.rx.image(for: url, loader: imageLoader)
            } else {
                thumbnail.cancelImageLoad()
                thumbnail.image = nil
            }
        }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Forgets the story.
    public override func prepareForReuse() {
        super.prepareForReuse()
        itemID = nil
        isRead = false
        text = NewsRowText()
        for thumbnail in thumbnails { thumbnail.imageURL = nil }
    }

    /// Dims the placeholders of a read story too (not its pictures: dim would darken only
    /// the upper half of each half-block cell), then marks highlight and selection.
    public override func drawOverSubviews(into canvas: inout Canvas) {
        if isRead {
            for thumbnail in thumbnails where !thumbnail.isHidden && thumbnail.image == nil {
                canvas.addAttributes(.dim, in: thumbnail.frame)
            }
        }
        super.drawOverSubviews(into: &canvas)
    }

    /// Writes `line` at `point`, cut to `width`, in `style` (dim when read).
    func write(_ line: String, at point: Point, width: Int, style: Style, into canvas: inout Canvas) {
        guard width > 0, !line.isEmpty else { return }
        canvas.write(TextLayout.truncate(line, toWidth: width), at: point, style: NewsRowText.style(style, read: isRead))
    }
}
