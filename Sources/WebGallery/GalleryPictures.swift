import Foundation
import RxCore
import WebUI

/// The gallery's pictures: gradients made on the fly as PNG, served under `/img/`.
enum GalleryPictures {
    /// Serves `/img/gradient-N.png` (N from 0 to 2); anything else fails (404).
    static func serve(_ path: String) -> Single<WebImage> {
        guard path.hasPrefix("/img/gradient-"), path.hasSuffix(".png"),
              let index = Int(path.dropFirst("/img/gradient-".count).dropLast(4)), (0..<3).contains(index) else {
            return .error(RxError.noElements)
        }
        return .just(WebImage(data: gradient(index), contentType: "image/png"))
    }

    private static func gradient(_ index: Int) -> [UInt8] {
        let width = 320
        let height = 180
        let palettes: [((Double, Double, Double), (Double, Double, Double))] = [
            ((47, 111, 235), (147, 51, 234)), ((16, 185, 129), (59, 130, 246)), ((245, 158, 11), (239, 68, 68)),
        ]
        let (from, to) = palettes[index]
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let t = (Double(x) / Double(width) + Double(y) / Double(height)) / 2
                pixels.append(UInt8(from.0 + (to.0 - from.0) * t))
                pixels.append(UInt8(from.1 + (to.1 - from.1) * t))
                pixels.append(UInt8(from.2 + (to.2 - from.2) * t))
            }
        }
        return PNGWriter.encode(rgb: pixels, width: width, height: height)
    }
}
