/// How an image is sized into a view's box (UIKit's `UIView.ContentMode` names).
public enum ImageContentMode: Hashable, Sendable {
    /// The whole image, as large as fits, centred; the rest of the box is left empty.
    case scaleAspectFit
    /// The box covered, the image centred and cut at the edges that stick out.
    case scaleAspectFill

    /// The rectangle of the source (in source pixels, fractional) that is shown, and the
    /// size in pixels it is drawn at, for an image of `source` pixels in a `box`.
    func placement(ofSource source: Size, in box: Size) -> (crop: SourceRect, size: Size) {
        let whole = SourceRect(x: 0, y: 0, width: Double(source.width), height: Double(source.height))
        guard source.width > 0, source.height > 0, box.width > 0, box.height > 0 else { return (whole, .zero) }
        let scaleX = Double(box.width) / Double(source.width)
        let scaleY = Double(box.height) / Double(source.height)
        switch self {
        case .scaleAspectFit:
            let scale = min(scaleX, scaleY)
            let size = Size(width: max(1, min(box.width, Int((Double(source.width) * scale).rounded()))),
                            height: max(1, min(box.height, Int((Double(source.height) * scale).rounded()))))
            return (whole, size)
        case .scaleAspectFill:
            let scale = max(scaleX, scaleY)
            let width = Double(box.width) / scale
            let height = Double(box.height) / scale
            let crop = SourceRect(x: (Double(source.width) - width) / 2, y: (Double(source.height) - height) / 2, width: width, height: height)
            return (crop, box)
        }
    }
}

/// A rectangle of an image in (fractional) source pixels.
struct SourceRect: Hashable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
}
