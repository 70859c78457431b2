import NewsCore
import TerminalUI

/// The one-picture row (the document's `OneImageNewsTableViewCell`): a thumbnail box on
/// the left, and beside it the title (up to two lines, bold), the meta line (source,
/// time, comments, points; dim) and the digest; a blank line below. A story without a
/// picture, or any story when pictures are off (`--no-images`), uses the whole width for
/// its text. As tall as its content (`height(for:width:showsPictures:)`): a story
/// without a digest takes three lines, not the five of one with a picture.
///
/// Use from the main queue only.
public final class OneImageNewsCell: NewsCell {
    /// The identifier the list registers it under.
    public static let identifier = "OneImageNewsCell"
    /// The most lines of content a row shows: two of title, the meta line, the digest.
    public static let maximumContentLines = 4
    /// The tallest a row gets: its content and a blank line.
    public static let maximumHeight = maximumContentLines + 1
    /// The thumbnail box: 12 columns by 4 lines (12×8 pixels drawn with half blocks, 3:2).
    public static let thumbnailSize = Size(width: 12, height: 4)

    /// The lines `item`'s row takes in a table `width` columns wide: its title (one or
    /// two lines), the meta line and as much digest as fits `maximumContentLines`, at
    /// least the picture box's height when it shows one, then a blank line. The same
    /// wrapping as `draw`.
    public static func height(for item: NewsItem, width: Int, showsPictures: Bool) -> Int {
        let box = showsPictures && item.imageURL != nil && hasRoomForPicture(width)
        let textWidth = width - (box ? thumbnailSize.width + 2 : 0)
        let content = contentLines(title: sanitize(item.title), digest: sanitize(item.digest), width: textWidth)
        return max(content, box ? thumbnailSize.height : 0) + 1
    }

    /// The lines of content for `title` and `digest` at `width`.
    private static func contentLines(title: String, digest: String, width: Int) -> Int {
        guard width > 0 else { return 1 }
        let titleLines = min(2, TextLayout.wrap(title, width: width).count)
        let digestLines = digest.isEmpty ? 0 : TextLayout.wrap(digest, width: width).count
        return max(1, min(maximumContentLines, titleLines + 1 + digestLines))
    }

    /// Whether a row `width` columns wide leaves the text room beside a picture.
    private static func hasRoomForPicture(_ width: Int) -> Bool {
        width >= thumbnailSize.width + 20
    }

    /// A cell with one picture box.
    public required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier, thumbnailCount: 1)
    }

    /// The box on the left, or none when the story has no picture or pictures are off.
    public override func layoutSubviews() {
        let box = thumbnails[0]
        box.isHidden = box.imageURL == nil || !showsPictures || !OneImageNewsCell.hasRoomForPicture(frame.width)
        box.frame = Rect(origin: .zero, size: OneImageNewsCell.thumbnailSize)
    }

    /// Title, meta line and digest beside the box.
    public override func draw(into canvas: inout Canvas) {
        let left = thumbnails[0].isHidden ? 0 : OneImageNewsCell.thumbnailSize.width + 2
        let width = canvas.size.width - left
        // All but the blank line: the row is as tall as its content (`height(for:…)`).
        let contentLines = min(max(1, canvas.size.height - 1), OneImageNewsCell.maximumContentLines)
        guard width > 0, contentLines > 0 else { return }
        var titleLines = TextLayout.wrap(text.title, width: width)
        if titleLines.count > 2 {
            titleLines = [titleLines[0], TextLayout.truncate(titleLines[1...].joined(separator: " "), toWidth: width)]
        }
        var row = 0
        for line in titleLines.prefix(contentLines) {
            write(line, at: Point(x: left, y: row), width: width, style: .bold, into: &canvas)
            row += 1
        }
        if row < contentLines {
            write(text.meta, at: Point(x: left, y: row), width: width, style: .dim, into: &canvas)
            row += 1
        }
        let digestLines = TextLayout.wrap(text.digest, width: width)
        for (index, line) in digestLines.prefix(max(0, contentLines - row)).enumerated() {
            let last = row + index == contentLines - 1 && index < digestLines.count - 1
            write(last ? TextLayout.truncate(line + " …", toWidth: width) : line, at: Point(x: left, y: row + index),
                  width: width, style: .plain, into: &canvas)
        }
    }
}
