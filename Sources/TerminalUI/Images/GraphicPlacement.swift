import RxImages

/// A picture placed over a rectangle of cells in a frame, for terminals that show
/// pixels (the kitty graphics protocol, sixel). The renderer sends each kitty picture
/// once and places it again only when the frame's placements change; a sixel is painted
/// again when its cells were rewritten.
public struct GraphicPlacement: Hashable, Sendable {
    /// The picture, already of the size it is shown at.
    public let image: PixelImage
    /// The cells it covers, in screen coordinates.
    public let rect: Rect

    /// A placement of `image` over `rect`.
    public init(image: PixelImage, rect: Rect) {
        self.image = image
        self.rect = rect
    }

    /// The same picture (by identifier, not pixels) over the same cells.
    public static func == (lhs: GraphicPlacement, rhs: GraphicPlacement) -> Bool {
        lhs.image.identifier == rhs.image.identifier && lhs.rect == rhs.rect
    }

    /// Hashes the picture's identifier and the rectangle.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(image.identifier)
        hasher.combine(rect)
    }
}
