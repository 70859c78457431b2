import Foundation
import RxImages
import TerminalUI

/// Where a tweet row shows its author's picture: a box of 4 columns by 2 lines at the
/// left of the row (about square: a cell is twice as tall as wide), the rest of the row
/// moved right by the box and a gap. Only when pictures are on (an `ImageLoader`, so not
/// with `--no-images` and never in plain-text output) and the table is at least
/// `minimumWidth` columns wide: on a narrow terminal the text needs the room more.
enum TweetAvatar {
    /// The box in cells.
    static let size = Size(width: 4, height: 2)
    /// Columns between the box and the text.
    static let gap = 1
    /// The narrowest table that shows pictures.
    static let minimumWidth = 60

    /// The columns the row's text moves right by in a table `width` wide.
    static func inset(tableWidth width: Int, showsPictures: Bool) -> Int {
        showsPictures && width >= minimumWidth ? size.width + gap : 0
    }

    /// The width a row's text is wrapped to (what its height is measured at).
    static func textWidth(tableWidth width: Int, showsPictures: Bool) -> Int {
        width - inset(tableWidth: width, showsPictures: showsPictures)
    }
}

extension TweetCell {
    /// Shows the picture at `url` in the avatar box, loaded by `loader` (nil: pictures are
    /// off, no box and nothing fetched). The box shows a shaded placeholder while loading
    /// and when the picture cannot be had, and the author's initial when they have none
    /// (call after `update(with:time:)`). The load lives in the box, so reusing the cell
    /// or its row scrolling away cancels it. Main queue only.
    public func showAvatar(_ url: URL?, loader: ImageLoader?) {
        avatarLoader = loader
        if let loader {
            let initial = authorName.first.map { String($0).uppercased() } ?? ""
            avatarView.rx.image(for: url, loader: loader, placeholder: url == nil && !initial.isEmpty ? .text(initial) : .shaded)
        } else {
            avatarView.cancelImageLoad()
            avatarView.image = nil
        }
        setNeedsLayout()
    }

    /// Places the avatar box (hidden when there is none) and returns the columns the
    /// rest of the row moves right by.
    func layoutAvatar() -> Int {
        let inset = TweetAvatar.inset(tableWidth: frame.width, showsPictures: avatarLoader != nil)
        avatarView.isHidden = inset == 0
        avatarView.frame = inset == 0 ? .zero : Rect(origin: .zero, size: TweetAvatar.size)
        return inset
    }
}
