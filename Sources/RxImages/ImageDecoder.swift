import CImageCodecs
import Foundation

/// Decodes JPEG, PNG and WebP files into `PixelImage`s through Debian's libjpeg-turbo,
/// libpng and libwebp, downscaled to the box the picture will fill.
///
/// The format comes from the data's first bytes. A JPEG asked for a small box is
/// decoded at the smallest DCT scale (1/8 … 8/8) that still covers it, and a WebP is
/// scaled by libwebp while decoding, so a thumbnail never costs a full-size decode;
/// the result is then averaged down to exactly what `ImageContentMode` gives for the
/// box. Damaged, truncated and oversized files are typed `ImageError`s; nothing in the
/// C libraries can end the process (their error handlers are ours, see CImageCodecs).
///
/// A value with no state: use it from any thread (the loader decodes on its own queue).
public struct ImageDecoder: Sendable {
    /// The largest files and images accepted.
    public var limits: ImageLimits

    /// A decoder with `limits` (40 megapixels, 20 MB by default).
    public init(limits: ImageLimits = ImageLimits()) {
        self.limits = limits
    }

    /// Decodes `data` at full size.
    ///
    /// - Throws: `ImageError` (not an image, damaged, truncated, too large).
    public func decode(_ data: Data) throws(ImageError) -> PixelImage {
        try decode(data, box: nil)
    }

    /// Decodes `data` sized into a box of `box` pixels by `mode` (see
    /// `PixelImage.scaled(toFit:mode:)`).
    ///
    /// - Throws: `ImageError` (not an image, damaged, truncated, too large).
    public func decode(_ data: Data, fitting box: Size, mode: ImageContentMode) throws(ImageError) -> PixelImage {
        let decoded = try decode(data, box: box.width > 0 && box.height > 0 ? box : nil)
        guard box.width > 0, box.height > 0 else { return decoded }
        return decoded.scaled(toFit: box, mode: mode)
    }

    private func decode(_ data: Data, box: Size?) throws(ImageError) -> PixelImage {
        guard data.count <= limits.maximumBytes else { throw .fileTooLarge(limit: limits.maximumBytes) }
        guard let format = ImageFormat(sniffing: data) else { throw .notAnImage(startsWith: Self.preview(of: data)) }
        var image = cic_image()
        var message = [CChar](repeating: 0, count: Int(CIC_MESSAGE_CAPACITY))
        let maximumPixels = UInt64(max(0, limits.maximumPixels))
        let minimumWidth = Int32(clamping: box?.width ?? 0)
        let minimumHeight = Int32(clamping: box?.height ?? 0)
        let status = data.withUnsafeBytes { raw -> cic_status in
            let bytes = raw.bindMemory(to: UInt8.self).baseAddress
            return message.withUnsafeMutableBufferPointer { text -> cic_status in
                switch format {
                case .jpeg: return cic_decode_jpeg(bytes, raw.count, minimumWidth, minimumHeight, maximumPixels, &image, text.baseAddress)
                case .png: return cic_decode_png(bytes, raw.count, maximumPixels, &image, text.baseAddress)
                case .webp: return cic_decode_webp(bytes, raw.count, minimumWidth, minimumHeight, maximumPixels, &image, text.baseAddress)
                }
            }
        }
        let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        switch status {
        case CIC_OK:
            break
        case CIC_TRUNCATED:
            throw .truncated(format: format)
        case CIC_TOO_MANY_PIXELS:
            throw .tooManyPixels(width: Int(image.source_width), height: Int(image.source_height), limit: limits.maximumPixels)
        case CIC_OUT_OF_MEMORY:
            throw .outOfMemory(width: Int(image.source_width), height: Int(image.source_height))
        default:
            throw .corrupt(format: format, reason: reason.isEmpty ? "the library refused it" : Self.printable(reason))
        }
        defer { cic_free(image.pixels) }
        let width = Int(image.width)
        let height = Int(image.height)
        guard let pixels = image.pixels, width > 0, height > 0 else {
            throw .corrupt(format: format, reason: "the image has no pixels")
        }
        return PixelImage(width: width, height: height, pixels: Array(UnsafeBufferPointer(start: pixels, count: width * height * 4)))
    }

    /// A C library's message made safe to show anywhere: its messages are English ASCII,
    /// but some quote bytes of the file (a PNG chunk's name), which could be a terminal's
    /// escape sequence; every byte outside printable ASCII becomes `?`.
    static func printable(_ reason: String) -> String {
        String(reason.unicodeScalars.map { $0.value >= 0x20 && $0.value < 0x7F ? Character($0) : "?" })
    }

    /// The first bytes of data that is not an image, safe to show: printable ASCII as
    /// text ("<!DOCTYPE html>"), anything else in hex.
    static func preview(of data: Data) -> String {
        let head = [UInt8](data.prefix(16))
        if head.isEmpty { return "nothing (the file is empty)" }
        if head.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            return "\"" + String(decoding: head, as: UTF8.self) + "\""
        }
        return head.prefix(8).map { String(format: "%02X", $0) }.joined(separator: " ")
    }
}
