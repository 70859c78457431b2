import CImageCodecs
import Foundation
@testable import RxImages
import TestSupport
import XCTest

final class ImageDecoderTests: XCTestCase {
    private let decoder = ImageDecoder()

    private func assertColor(_ color: PixelColor?, near expected: PixelColor, tolerance: Int = 16,
                             file: StaticString = #filePath, line: UInt = #line) {
        guard let color else { return XCTFail("no pixel", file: file, line: line) }
        let distance = max(abs(Int(color.red) - Int(expected.red)), abs(Int(color.green) - Int(expected.green)),
                           abs(Int(color.blue) - Int(expected.blue)), abs(Int(color.alpha) - Int(expected.alpha)))
        XCTAssertLessThanOrEqual(distance, tolerance, "\(color) is not near \(expected)", file: file, line: line)
    }

    private func assertQuadrants(_ image: PixelImage, file: StaticString = #filePath, line: UInt = #line) {
        let (w, h) = (image.width, image.height)
        assertColor(image[w / 4, h / 4], near: PixelColor(red: 255, green: 0, blue: 0), file: file, line: line)
        assertColor(image[3 * w / 4, h / 4], near: PixelColor(red: 0, green: 255, blue: 0), file: file, line: line)
        assertColor(image[w / 4, 3 * h / 4], near: PixelColor(red: 0, green: 0, blue: 255), file: file, line: line)
        assertColor(image[3 * w / 4, 3 * h / 4], near: PixelColor(red: 255, green: 255, blue: 255), file: file, line: line)
    }

    private func assertThrows(_ expected: ImageError, _ data: Data, decoder: ImageDecoder? = nil,
                              file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try (decoder ?? self.decoder).decode(data), file: file, line: line) { error in
            XCTAssertEqual(error as? ImageError, expected, file: file, line: line)
        }
    }

    // MARK: - JPEG

    func test_baselineJPEG_decodesAtItsSizeWithItsColours() throws {
        let image = try decoder.decode(TestImages.jpeg(TestImages.quadrants(width: 64, height: 48)))
        XCTAssertEqual(image.size, Size(width: 64, height: 48))
        assertQuadrants(image)
        XCTAssertEqual(image[0, 0]?.alpha, 255)
    }

    func test_progressiveJPEG_decodesLikeABaselineOne() throws {
        let source = TestImages.quadrants(width: 64, height: 48)
        let progressive = TestImages.jpeg(source, progressive: true)
        // SOF2 (FF C2) marks a progressive frame; a baseline file has SOF0 instead.
        XCTAssertNotNil(progressive.range(of: Data([0xFF, 0xC2])))
        XCTAssertNil(TestImages.jpeg(source).range(of: Data([0xFF, 0xC2])))
        let image = try decoder.decode(progressive)
        XCTAssertEqual(image.size, Size(width: 64, height: 48))
        assertQuadrants(image)
    }

    func test_greyscaleJPEG_decodesToGreyPixels() throws {
        let image = try decoder.decode(TestImages.jpeg(TestImages.quadrants(width: 32, height: 32), greyscale: true))
        XCTAssertEqual(image.size, Size(width: 32, height: 32))
        let red = try XCTUnwrap(image[8, 8])
        XCTAssertEqual(red.red, red.green)
        XCTAssertEqual(red.green, red.blue)
        assertColor(red, near: PixelColor(red: 76, green: 76, blue: 76))  // red's luma
    }

    func test_jpegForASmallBox_isDecodedAtTheSmallestDCTScaleThatCoversIt() throws {
        let data = TestImages.jpeg(TestImages.quadrants(width: 640, height: 480))
        var image = cic_image()
        var message = [CChar](repeating: 0, count: Int(CIC_MESSAGE_CAPACITY))
        let status = data.withUnsafeBytes { raw in
            cic_decode_jpeg(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, 32, 32, 0, &image, &message)
        }
        defer { cic_free(image.pixels) }
        XCTAssertEqual(status, CIC_OK)
        // 1/8 gives 80×60, which covers 32×32; the file's own size is reported beside it.
        XCTAssertEqual([image.width, image.height, image.source_width, image.source_height], [80, 60, 640, 480])
    }

    func test_decodingIntoABox_givesTheFitOrFillSize() throws {
        let data = TestImages.jpeg(TestImages.quadrants(width: 640, height: 480))
        let fitted = try decoder.decode(data, fitting: Size(width: 16, height: 16), mode: .scaleAspectFit)
        XCTAssertEqual(fitted.size, Size(width: 16, height: 12))
        assertQuadrants(fitted)
        let filled = try decoder.decode(data, fitting: Size(width: 16, height: 16), mode: .scaleAspectFill)
        XCTAssertEqual(filled.size, Size(width: 16, height: 16))
        assertQuadrants(filled)
    }

    func test_truncatedJPEG_isATruncatedError() {
        let data = TestImages.jpeg(TestImages.quadrants(width: 64, height: 48))
        assertThrows(.truncated(format: .jpeg), data.prefix(data.count / 2))
        // Cut inside the header, among the quantization tables.
        assertThrows(.truncated(format: .jpeg), data.prefix(40))
    }

    func test_truncatedProgressiveJPEG_isATruncatedError() {
        let data = TestImages.jpeg(TestImages.quadrants(width: 64, height: 48), progressive: true)
        assertThrows(.truncated(format: .jpeg), data.prefix(data.count * 2 / 3))
    }

    func test_jpegWithDamagedData_isACorruptError() throws {
        var data = TestImages.jpeg(TestImages.quadrants(width: 64, height: 48))
        // The SOF0 segment's sample precision set to 3 bits, which no JPEG has.
        let sof = try XCTUnwrap(data.range(of: Data([0xFF, 0xC0])))
        data[sof.upperBound + 2] = 3
        XCTAssertThrowsError(try decoder.decode(data)) { error in
            guard case .corrupt(.jpeg, let reason) = error as? ImageError else { return XCTFail("\(error)") }
            XCTAssertFalse(reason.isEmpty)
            XCTAssertTrue((error as? ImageError)?.description.contains("damaged") == true)
        }
    }

    func test_hugeJPEG_isRefusedFromItsHeaderAlone() throws {
        var data = TestImages.jpeg(TestImages.quadrants(width: 64, height: 48))
        // The SOF0 segment claims 60,000×60,000 (3.6 gigapixels); the pixels were never there.
        let sof = try XCTUnwrap(data.range(of: Data([0xFF, 0xC0])))
        let start = sof.upperBound + 3
        data.replaceSubrange(start..<(start + 4), with: [0xEA, 0x60, 0xEA, 0x60])
        assertThrows(.tooManyPixels(width: 60_000, height: 60_000, limit: 40_000_000), data)
    }

    // MARK: - PNG

    func test_pngWithAlpha_keepsEveryPixelAndItsTransparency() throws {
        let source = TestImages.halfTransparent(width: 20, height: 10)
        let image = try decoder.decode(TestImages.png(source))
        XCTAssertEqual(image, source)
        XCTAssertEqual(image[0, 0]?.alpha, 0)
        XCTAssertEqual(image[19, 9]?.alpha, 255)
    }

    func test_palettePNGWithATransparencyChunk_decodesToRGBA() throws {
        let source = PixelImage(width: 8, height: 4) { x, _ in
            x < 4 ? PixelColor(red: 200, green: 30, blue: 10, alpha: 128) : PixelColor(red: 0, green: 90, blue: 250)
        }
        XCTAssertEqual(try decoder.decode(TestImages.png(source, type: CIC_PNG_PALETTE)), source)
    }

    func test_sixteenBitInterlacedRGBAndGreyPNGs_decodeTo8BitRGBA() throws {
        let source = TestImages.quadrants(width: 17, height: 9)
        XCTAssertEqual(try decoder.decode(TestImages.png(source, type: CIC_PNG_RGB, sixteenBit: true, interlaced: true)), source)
        let grey = try decoder.decode(TestImages.png(source, type: CIC_PNG_GREY_ALPHA))
        XCTAssertEqual(grey[0, 0], PixelColor(red: 76, green: 76, blue: 76))
        XCTAssertEqual(grey[16, 8], PixelColor(red: 255, green: 255, blue: 255))
    }

    func test_truncatedPNG_isATruncatedError() {
        let data = TestImages.png(TestImages.halfTransparent(width: 40, height: 40))
        assertThrows(.truncated(format: .png), data.prefix(data.count - 30))
        assertThrows(.truncated(format: .png), data.prefix(20))
    }

    func test_pngWithABadChecksum_isACorruptError() throws {
        var data = TestImages.png(TestImages.halfTransparent(width: 8, height: 8))
        // The last byte of IHDR's CRC (8 signature + 8 chunk header + 13 data + 4 CRC).
        data[32] ^= 0xFF
        XCTAssertThrowsError(try decoder.decode(data)) { error in
            guard case .corrupt(.png, let reason) = error as? ImageError else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.lowercased().contains("crc"), reason)
        }
    }

    // MARK: - WebP

    func test_losslessWebP_keepsEveryPixel_andLossyWebPItsColours() throws {
        let source = TestImages.halfTransparent(width: 24, height: 12)
        let decoded = try decoder.decode(TestImages.webp(source))
        // libwebp keeps what can be seen: every alpha, and the colour of visible pixels.
        for y in 0..<12 {
            for x in 0..<24 {
                let pixel = try XCTUnwrap(decoded[x, y])
                XCTAssertEqual(pixel.alpha, source[x, y]?.alpha)
                if pixel.alpha > 0 { XCTAssertEqual(pixel, source[x, y]) }
            }
        }
        let lossy = try decoder.decode(TestImages.webp(TestImages.quadrants(width: 64, height: 48), lossless: false))
        XCTAssertEqual(lossy.size, Size(width: 64, height: 48))
        assertQuadrants(lossy)
    }

    func test_webpForASmallBox_isScaledWhileDecoding() throws {
        let image = try decoder.decode(TestImages.webp(TestImages.quadrants(width: 400, height: 200)),
                                       fitting: Size(width: 20, height: 20), mode: .scaleAspectFit)
        XCTAssertEqual(image.size, Size(width: 20, height: 10))
        assertQuadrants(image)
    }

    func test_truncatedWebP_isATruncatedError() {
        let data = TestImages.webp(TestImages.quadrants(width: 64, height: 48), lossless: false)
        assertThrows(.truncated(format: .webp), data.prefix(data.count / 2))
    }

    // MARK: - Not images, limits

    func test_dataThatIsNoImage_isNotAnImage_withItsStartShownSafely() {
        assertThrows(.notAnImage(startsWith: "\"<!DOCTYPE html><\""), Data("<!DOCTYPE html><html>Not found</html>".utf8))
        assertThrows(.notAnImage(startsWith: "47 49 46 38 39 61 01 00"), Data([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0x1B, 0x5B]))
        assertThrows(.notAnImage(startsWith: "nothing (the file is empty)"), Data())
        XCTAssertTrue(ImageError.notAnImage(startsWith: "x").description.contains("not a JPEG, PNG or WebP"))
    }

    func test_aLibraryMessageQuotingTheFile_keepsOnlyPrintableASCII() {
        XCTAssertEqual(ImageDecoder.printable("IHDR: CRC error"), "IHDR: CRC error")
        XCTAssertEqual(ImageDecoder.printable("chunk \u{1B}[2J\u{07}é: unknown"), "chunk ?[2J??: unknown")
    }

    func test_imagesOverThePixelLimit_areRefused() {
        let small = ImageDecoder(limits: ImageLimits(maximumPixels: 1_000))
        let source = TestImages.quadrants(width: 64, height: 48)
        for data in [TestImages.jpeg(source), TestImages.png(source), TestImages.webp(source)] {
            assertThrows(.tooManyPixels(width: 64, height: 48, limit: 1_000), data, decoder: small)
        }
        XCTAssertTrue(ImageError.tooManyPixels(width: 9_000, height: 9_000, limit: 40_000_000).description.contains("40 megapixels"))
    }

    func test_filesOverTheByteLimit_areRefusedUnread() {
        let small = ImageDecoder(limits: ImageLimits(maximumBytes: 100))
        assertThrows(.fileTooLarge(limit: 100), TestImages.png(TestImages.halfTransparent(width: 40, height: 40)), decoder: small)
    }
}
