import Synchronization

/// A picture as pixels in memory: `width` × `height` RGBA pixels (not premultiplied),
/// row after row from the top — what decoders make and `ImageView` draws (UIImage's role).
///
/// A value: copies share their pixels until one is changed. Each image made gets an
/// `identifier` of its own, which views and terminals use to tell pictures apart
/// without comparing pixels (equality still compares the pixels). Sendable: images are
/// decoded on background queues and handed to the main queue.
public struct PixelImage: Sendable, Equatable, CustomStringConvertible {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// The pixels: 4 bytes each (red, green, blue, alpha), `width * 4` bytes a row.
    public let pixels: [UInt8]
    /// A number no other image made by this process has (copies keep it).
    public let identifier: UInt64

    private static let nextIdentifier = Atomic<UInt64>(1)

    /// An image from RGBA bytes; `pixels` must hold `width * height * 4` bytes (a
    /// programming error otherwise, like an out-of-range index).
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4, "PixelImage: \(pixels.count) bytes for \(width)×\(height) pixels")
        self.width = width
        self.height = height
        self.pixels = pixels
        self.identifier = Self.nextIdentifier.add(1, ordering: .relaxed).oldValue
    }

    /// An image whose pixel at (x, y) is `color(x, y)`.
    public init(width: Int, height: Int, color: (_ x: Int, _ y: Int) -> PixelColor) {
        var pixels = [UInt8](repeating: 0, count: max(0, width) * max(0, height) * 4)
        for y in 0..<max(0, height) {
            for x in 0..<max(0, width) {
                let pixel = color(x, y)
                let index = (y * width + x) * 4
                pixels[index] = pixel.red
                pixels[index + 1] = pixel.green
                pixels[index + 2] = pixel.blue
                pixels[index + 3] = pixel.alpha
            }
        }
        self.init(width: max(0, width), height: max(0, height), pixels: pixels)
    }

    /// The size in pixels.
    public var size: Size { Size(width: width, height: height) }

    /// The memory the pixels take, in bytes (what caches count).
    public var byteCount: Int { pixels.count }

    /// The pixel at (`x`, `y`), or nil outside the image.
    public subscript(x: Int, y: Int) -> PixelColor? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let index = (y * width + x) * 4
        return PixelColor(red: pixels[index], green: pixels[index + 1], blue: pixels[index + 2], alpha: pixels[index + 3])
    }

    /// Same size and pixels (the identifiers may differ).
    public static func == (lhs: PixelImage, rhs: PixelImage) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.pixels == rhs.pixels
    }

    /// "PixelImage 16×8".
    public var description: String { "PixelImage \(width)×\(height)" }
}
