import RxImages

/// What an `ImageView` shows while it has no image (loading, failed, or none).
public enum ImagePlaceholder: Equatable, Sendable {
    /// Nothing: the box stays blank.
    case none
    /// The box shaded with "░", dim, so a layout keeps its shape.
    case shaded
    /// A short text in the middle of the box, dim (sanitized when drawn).
    case text(String)
    /// A picture of our own (a generic avatar, a "no picture" sign).
    case image(PixelImage)
}
