import Foundation

/// What a decoded picture in the memory cache is: the file at `url` sized into a box of
/// `pixelSize` by `contentMode` (the same file at two sizes is two entries).
public struct ImageCacheKey: Hashable, Sendable {
    /// Where the file came from.
    public var url: URL
    /// The box it was sized into, in pixels.
    public var pixelSize: Size
    /// How it was sized into the box.
    public var contentMode: ImageContentMode

    /// A key.
    public init(url: URL, pixelSize: Size, contentMode: ImageContentMode) {
        self.url = url
        self.pixelSize = pixelSize
        self.contentMode = contentMode
    }
}
