import TerminalUI

/// The three-picture row (the document's `ThreeImagesTableViewCell`): the title on the
/// first line (bold), three picture boxes side by side below it, the meta line (dim)
/// under them and a blank line. `height` lines tall.
///
/// Use from the main queue only.
public final class ThreeImagesNewsCell: NewsCell {
    /// The identifier the list registers it under.
    public static let identifier = "ThreeImagesNewsCell"
    /// Lines a row takes: title, five lines of pictures, meta line, blank.
    public static let height = 8
    /// How tall the boxes are.
    public static let thumbnailHeight = 5
    /// The widest a box gets (at 5 lines, 24 columns is 24×10 pixels: 12:5).
    public static let maximumThumbnailWidth = 24
    /// Columns between boxes.
    static let gap = 2

    /// A cell with three picture boxes.
    public required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier, thumbnailCount: 3)
    }

    /// The width of each box in a row `width` columns wide.
    public static func thumbnailWidth(forRowWidth width: Int) -> Int {
        max(1, min(maximumThumbnailWidth, (width - 2 * gap) / 3))
    }

    /// Three equal boxes under the title.
    public override func layoutSubviews() {
        let boxWidth = ThreeImagesNewsCell.thumbnailWidth(forRowWidth: frame.width)
        for (index, box) in thumbnails.enumerated() {
            box.isHidden = false
            box.frame = Rect(x: index * (boxWidth + ThreeImagesNewsCell.gap), y: 1, width: boxWidth, height: ThreeImagesNewsCell.thumbnailHeight)
        }
    }

    /// The title above the boxes, the meta line below them.
    public override func draw(into canvas: inout Canvas) {
        let width = canvas.size.width
        write(text.title, at: .zero, width: width, style: .bold, into: &canvas)
        let metaRow = 1 + ThreeImagesNewsCell.thumbnailHeight
        if metaRow < canvas.size.height {
            write(text.meta, at: Point(x: 0, y: metaRow), width: width, style: .dim, into: &canvas)
        }
    }
}
