import TerminalUI

/// The one-picture row (the document's `OneImageNewsTableViewCell`): a thumbnail box on
/// the left, and beside it the title (up to two lines, bold), the meta line (source,
/// time, comments, points; dim) and the digest; a blank line below. A story without a
/// picture uses the whole width for its text. `height` lines tall.
///
/// Use from the main queue only.
public final class OneImageNewsCell: NewsCell {
    /// The identifier the list registers it under.
    public static let identifier = "OneImageNewsCell"
    /// Lines a row takes: four of content and a blank one.
    public static let height = 5
    /// The thumbnail box: 12 columns by 4 lines (12×8 pixels drawn with half blocks, 3:2).
    public static let thumbnailSize = Size(width: 12, height: 4)

    /// A cell with one picture box.
    public required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier, thumbnailCount: 1)
    }

    /// The box on the left, or none when the story has no picture.
    public override func layoutSubviews() {
        let box = thumbnails[0]
        box.isHidden = box.imageURL == nil || frame.width < OneImageNewsCell.thumbnailSize.width + 20
        box.frame = Rect(origin: .zero, size: OneImageNewsCell.thumbnailSize)
    }

    /// Title, meta line and digest beside the box.
    public override func draw(into canvas: inout Canvas) {
        let left = thumbnails[0].isHidden ? 0 : OneImageNewsCell.thumbnailSize.width + 2
        let width = canvas.size.width - left
        let contentLines = min(canvas.size.height, OneImageNewsCell.height - 1)
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
