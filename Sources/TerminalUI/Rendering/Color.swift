/// A terminal colour: one of the 16 standard colours, an entry of the 256-colour
/// palette, or a 24-bit colour. Degraded to what the terminal supports when drawn.
public enum Color: Hashable, Sendable {
    /// One of the 16 standard colours (0–7 normal, 8–15 bright); the user's theme decides the hue.
    case ansi(UInt8)
    /// An entry of the xterm 256-colour palette.
    case indexed(UInt8)
    /// A 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)

    /// Standard black.
    public static let black = Color.ansi(0)
    /// Standard red.
    public static let red = Color.ansi(1)
    /// Standard green.
    public static let green = Color.ansi(2)
    /// Standard yellow.
    public static let yellow = Color.ansi(3)
    /// Standard blue.
    public static let blue = Color.ansi(4)
    /// Standard magenta.
    public static let magenta = Color.ansi(5)
    /// Standard cyan.
    public static let cyan = Color.ansi(6)
    /// Standard white (light grey on most themes).
    public static let white = Color.ansi(7)
    /// Bright black (dark grey).
    public static let brightBlack = Color.ansi(8)
    /// Bright red.
    public static let brightRed = Color.ansi(9)
    /// Bright green.
    public static let brightGreen = Color.ansi(10)
    /// Bright yellow.
    public static let brightYellow = Color.ansi(11)
    /// Bright blue.
    public static let brightBlue = Color.ansi(12)
    /// Bright magenta.
    public static let brightMagenta = Color.ansi(13)
    /// Bright cyan.
    public static let brightCyan = Color.ansi(14)
    /// Bright white.
    public static let brightWhite = Color.ansi(15)

    /// The colour as the terminal can show it, or nil when it shows no colour.
    public func degraded(to support: ColorSupport) -> Color? {
        switch (self, support) {
        case (_, .none):
            return nil
        case (.ansi(let index), _):
            return .ansi(index & 0x0F)
        case (.indexed, .ansi256), (.indexed, .trueColor), (.rgb, .trueColor):
            return self
        case (.indexed(let index), .ansi16):
            return index < 16 ? .ansi(index) : .ansi(Palette.nearestStandard(to: Palette.rgb(ofIndex: index)))
        case (.rgb(let r, let g, let b), .ansi256):
            return .indexed(Palette.nearestIndexed(to: (r, g, b)))
        case (.rgb(let r, let g, let b), .ansi16):
            return .ansi(Palette.nearestStandard(to: (r, g, b)))
        }
    }
}

/// The xterm palette, used to approximate colours the terminal cannot show.
enum Palette {
    typealias RGB = (UInt8, UInt8, UInt8)

    /// xterm's default values for the 16 standard colours.
    static let standard: [RGB] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
        (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
        (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// The six levels of each axis of the 6×6×6 colour cube (indices 16–231).
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    static func rgb(ofIndex index: UInt8) -> RGB {
        switch index {
        case 0..<16:
            return standard[Int(index)]
        case 16..<232:
            let cube = Int(index) - 16
            return (UInt8(cubeLevels[cube / 36]), UInt8(cubeLevels[(cube / 6) % 6]), UInt8(cubeLevels[cube % 6]))
        default:
            let level = UInt8(8 + (Int(index) - 232) * 10)
            return (level, level, level)
        }
    }

    static func distance(_ a: RGB, _ b: RGB) -> Int {
        let dr = Int(a.0) - Int(b.0)
        let dg = Int(a.1) - Int(b.1)
        let db = Int(a.2) - Int(b.2)
        return dr * dr + dg * dg + db * db
    }

    static func nearestStandard(to color: RGB) -> UInt8 {
        var best = 0
        var bestDistance = Int.max
        for (index, candidate) in standard.enumerated() {
            let d = distance(color, candidate)
            if d < bestDistance {
                best = index
                bestDistance = d
            }
        }
        return UInt8(best)
    }

    /// The nearest entry among the colour cube and the grey ramp (the standard 16 are
    /// skipped: their hues depend on the user's theme).
    static func nearestIndexed(to color: RGB) -> UInt8 {
        func nearestLevel(_ value: UInt8) -> Int {
            var best = 0
            for (index, level) in cubeLevels.enumerated() where abs(level - Int(value)) < abs(cubeLevels[best] - Int(value)) {
                best = index
            }
            return best
        }
        let cubeIndex = 16 + 36 * nearestLevel(color.0) + 6 * nearestLevel(color.1) + nearestLevel(color.2)
        let average = (Int(color.0) + Int(color.1) + Int(color.2)) / 3
        let greyStep = min(23, max(0, (average - 3) / 10))
        let greyIndex = 232 + greyStep
        let cubeDistance = distance(color, rgb(ofIndex: UInt8(cubeIndex)))
        let greyDistance = distance(color, rgb(ofIndex: UInt8(greyIndex)))
        return UInt8(greyDistance < cubeDistance ? greyIndex : cubeIndex)
    }
}
