/// One pixel: red, green, blue and alpha, 8 bits each, not premultiplied.
public struct PixelColor: Hashable, Sendable {
    /// Red, 0–255.
    public var red: UInt8
    /// Green, 0–255.
    public var green: UInt8
    /// Blue, 0–255.
    public var blue: UInt8
    /// Opacity: 0 transparent, 255 opaque.
    public var alpha: UInt8

    /// A pixel with these components (opaque by default).
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A fully transparent pixel.
    public static let clear = PixelColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// Perceived brightness, 0–255 (ITU-R BT.601 weights), ignoring alpha.
    public var luminance: Int {
        (299 * Int(red) + 587 * Int(green) + 114 * Int(blue) + 500) / 1000
    }
}
