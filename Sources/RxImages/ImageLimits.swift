/// The largest pictures decoded: bigger ones are refused with a typed error before
/// any pixel memory is taken (a hostile or mistaken 60,000×60,000 file costs nothing).
public struct ImageLimits: Hashable, Sendable {
    /// The most pixels (width × height) of a file; 40 megapixels by default.
    public var maximumPixels: Int
    /// The most bytes of a file; 20 MB by default (also the loader's download cap).
    public var maximumBytes: Int

    /// Limits; the defaults suit thumbnails and avatars with room to spare.
    public init(maximumPixels: Int = 40_000_000, maximumBytes: Int = 20_000_000) {
        self.maximumPixels = maximumPixels
        self.maximumBytes = maximumBytes
    }
}
