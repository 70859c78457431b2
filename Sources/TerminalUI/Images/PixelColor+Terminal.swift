import RxImages

extension PixelColor {
    /// The pixel as a 24-bit terminal colour.
    public var terminalColor: Color { .rgb(red, green, blue) }
}
