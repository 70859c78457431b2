import AppSupport
import Foundation
import NewsCore
import TerminalUI

/// What both news rows share: the story's id, its sanitized text, whether it was read
/// (then everything is dim), and the thumbnail boxes the layouts place. A layout
/// subclass says where the boxes go and draws the text around them.
///
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

    /// Shows `item` (read or not), its time relative to `now`.
    public func update(with item: NewsItem, read: Bool, now: Date, timeFormatter: RelativeTimeFormatter) {
        itemID = item.id
        isRead = read
        text = NewsRowText(item: item, now: now, timeFormatter: timeFormatter)
        let pictures = item.layout == .threeImages ? item.extraImageURLs : [item.imageURL].compactMap { $0 }
        for (index, thumbnail) in thumbnails.enumerated() {
            thumbnail.imageURL = index < pictures.count ? pictures[index] : nil
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

    /// Dims the pictures of a read story too, then marks highlight and selection.
    public override func drawOverSubviews(into canvas: inout Canvas) {
        if isRead {
            for thumbnail in thumbnails where !thumbnail.isHidden {
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
