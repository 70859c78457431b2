import Foundation
import TerminalUI

/// The box a story's picture goes in: an `ImageView` that fills its box (the picture is
/// cut evenly, as news thumbnails are) and shows the dim shaded placeholder while the
/// picture loads, when it cannot be had, and when pictures are off — so rows keep their
/// shape either way.
///
/// Use from the main queue only.
public final class ThumbnailView: ImageView {
    /// The picture this box stands for, if any (what the cell asks the loader for).
    public internal(set) var imageURL: URL?

    /// An empty box.
    public init() {
        super.init(contentMode: .scaleAspectFill)
        placeholder = .shaded
    }
}
