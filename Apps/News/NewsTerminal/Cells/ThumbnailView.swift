import Foundation
import TerminalUI

/// The box a story's picture goes in, `size` cells large. Until pictures can be drawn it
/// shows a placeholder of exactly that size: a dim shaded box, so rows keep their shape
/// and the layout is the one the pictures will have.
///
/// Use from the main queue only.
public final class ThumbnailView: View {
    /// The picture this box stands for, if any (what an image loader will fetch).
    public var imageURL: URL? {
        didSet { if imageURL != oldValue { setNeedsDisplay() } }
    }

    /// The placeholder's shading.
    static let placeholder: Character = "░"

    /// Fills the box with the placeholder.
    public override func draw(into canvas: inout Canvas) {
        let style = Style(attributes: .dim)
        let line = String(repeating: ThumbnailView.placeholder, count: canvas.size.width)
        for row in 0..<canvas.size.height {
            canvas.write(line, at: Point(x: 0, y: row), style: style)
        }
    }
}
