import Foundation
import RxImages

/// The kitty graphics protocol's commands, as the renderer sends them: a picture is
/// transmitted once under a number (raw RGBA, base64, in chunks of 4,096 bytes), then
/// placed at the cursor over a rectangle of cells without moving the cursor. Every
/// command asks for no answer (`q=2`), so nothing comes back on the input.
enum KittyGraphics {
    /// The terminal's number for a picture: its identifier folded into 32 bits (never 0).
    static func imageNumber(_ image: PixelImage) -> UInt32 {
        let folded = UInt32(truncatingIfNeeded: image.identifier ^ (image.identifier >> 32))
        return folded == 0 ? 1 : folded
    }

    /// Sends `image`'s pixels under its number.
    static func transmit(_ image: PixelImage) -> String {
        let payload = Data(image.pixels).base64EncodedString()
        let number = imageNumber(image)
        var output = ""
        var start = payload.startIndex
        var first = true
        repeat {
            let end = payload.index(start, offsetBy: 4096, limitedBy: payload.endIndex) ?? payload.endIndex
            let more = end < payload.endIndex ? 1 : 0
            let keys = first ? "a=t,f=32,s=\(image.width),v=\(image.height),i=\(number),q=2,m=\(more)" : "m=\(more)"
            output += "\u{1B}_G\(keys);\(payload[start..<end])\u{1B}\\"
            start = end
            first = false
        } while start < payload.endIndex
        return output
    }

    /// Places the picture numbered `number` at the cursor over `columns` × `rows` cells.
    static func place(_ number: UInt32, columns: Int, rows: Int) -> String {
        "\u{1B}_Ga=p,i=\(number),c=\(columns),r=\(rows),C=1,q=2\u{1B}\\"
    }

    /// Removes every placement on screen (the pictures stay with the terminal).
    static let removePlacements = "\u{1B}_Ga=d,d=a,q=2\u{1B}\\"
    /// Removes every placement and frees every picture.
    static let removeEverything = "\u{1B}_Ga=d,d=A,q=2\u{1B}\\"
}
