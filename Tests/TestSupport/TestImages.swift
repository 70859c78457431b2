import CImageCodecs
import Foundation
import RxImages

/// Real image files made with the same libraries' encoders (libjpeg-turbo, libpng,
/// libwebp), from pictures of our own; shared by the image tests and the apps' picture
/// tests.
public enum TestImages {
    /// A picture with a known layout: four quadrants (red, green, blue, white) at full
    /// opacity, so a downscaled copy still has recognizable colours in each corner.
    public static func quadrants(width: Int, height: Int) -> PixelImage {
        PixelImage(width: width, height: height) { x, y in
            switch (x < width / 2, y < height / 2) {
            case (true, true): return PixelColor(red: 255, green: 0, blue: 0)
            case (false, true): return PixelColor(red: 0, green: 255, blue: 0)
            case (true, false): return PixelColor(red: 0, green: 0, blue: 255)
            case (false, false): return PixelColor(red: 255, green: 255, blue: 255)
            }
        }
    }

    /// A smooth gradient with a transparent left half (alpha 0) and an opaque right half.
    public static func halfTransparent(width: Int, height: Int) -> PixelImage {
        PixelImage(width: width, height: height) { x, y in
            PixelColor(red: UInt8(x * 255 / max(1, width - 1)), green: UInt8(y * 255 / max(1, height - 1)), blue: 128,
                       alpha: x < width / 2 ? 0 : 255)
        }
    }

    public static func jpeg(_ image: PixelImage, quality: Int32 = 95, progressive: Bool = false, greyscale: Bool = false) -> Data {
        encode { out, size, message in
            cic_encode_jpeg(image.pixels, Int32(image.width), Int32(image.height), quality, progressive ? 1 : 0, greyscale ? 1 : 0, out, size, message)
        }
    }

    public static func png(_ image: PixelImage, type: cic_png_color_type = CIC_PNG_RGBA, sixteenBit: Bool = false, interlaced: Bool = false) -> Data {
        encode { out, size, message in
            cic_encode_png(image.pixels, Int32(image.width), Int32(image.height), type, sixteenBit ? 1 : 0, interlaced ? 1 : 0, out, size, message)
        }
    }

    public static func webp(_ image: PixelImage, lossless: Bool = true) -> Data {
        encode { out, size, message in
            cic_encode_webp(image.pixels, Int32(image.width), Int32(image.height), 90, lossless ? 1 : 0, out, size, message)
        }
    }

    private static func encode(_ body: (UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, UnsafeMutablePointer<Int>, UnsafeMutablePointer<CChar>) -> cic_status) -> Data {
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: Int(CIC_MESSAGE_CAPACITY))
        let status = message.withUnsafeMutableBufferPointer { body(&output, &size, $0.baseAddress!) }
        defer { cic_free(output) }
        guard status == CIC_OK, let output else {
            preconditionFailure("the test encoder failed: \(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))")
        }
        return Data(bytes: output, count: size)
    }
}
