import CSixel
import RxImages

/// Sixel pictures, as the renderer sends them: libsixel quantizes a picture to at most
/// 256 colours (no dithering, so the same picture always gives the same bytes) and
/// writes the DCS string, painted by the terminal at the cursor over the cells the
/// picture covers. A sixel has no transparency here: pixels are laid over black.
enum SixelGraphics {
    /// The most colours a picture is reduced to (what xterm and most terminals keep).
    static let colors: Int32 = 256

    /// The sixel string for `image`, or nil when libsixel fails (no memory): the cells
    /// under it are then left blank rather than showing a broken picture.
    static func encode(_ image: PixelImage) -> String? {
        guard image.width > 0, image.height > 0 else { return nil }
        var rgb = [UInt8](repeating: 0, count: image.width * image.height * 3)
        image.pixels.withUnsafeBufferPointer { pixels in
            for index in 0..<(image.width * image.height) {
                let alpha = UInt32(pixels[index * 4 + 3])
                for channel in 0..<3 {
                    rgb[index * 3 + channel] = UInt8(UInt32(pixels[index * 4 + channel]) * alpha / 255)
                }
            }
        }
        var dither: OpaquePointer?
        guard sixel_dither_new(&dither, colors, nil) == SIXEL_OK, let dither else { return nil }
        defer { sixel_dither_unref(dither) }
        let width = Int32(image.width)
        let height = Int32(image.height)
        let initialized = rgb.withUnsafeMutableBufferPointer { buffer in
            sixel_dither_initialize(dither, buffer.baseAddress, width, height, SIXEL_PIXELFORMAT_RGB888,
                                    SIXEL_LARGE_NORM, SIXEL_REP_CENTER_BOX, SIXEL_QUALITY_HIGH)
        }
        guard initialized == SIXEL_OK else { return nil }
        sixel_dither_set_diffusion_type(dither, SIXEL_DIFFUSE_NONE)
        let sink = SixelSink()
        let context = Unmanaged.passRetained(sink)
        defer { context.release() }
        var output: OpaquePointer?
        let write: sixel_write_function = { data, size, context in
            guard let data, let context, size > 0 else { return 0 }
            let sink = Unmanaged<SixelSink>.fromOpaque(context).takeUnretainedValue()
            data.withMemoryRebound(to: UInt8.self, capacity: Int(size)) { sink.bytes.append(contentsOf: UnsafeBufferPointer(start: $0, count: Int(size))) }
            return size
        }
        guard sixel_output_new(&output, write, context.toOpaque(), nil) == SIXEL_OK, let output else { return nil }
        defer { sixel_output_unref(output) }
        let encoded = rgb.withUnsafeMutableBufferPointer { buffer in
            sixel_encode(buffer.baseAddress, width, height, 3, dither, output)
        }
        guard encoded == SIXEL_OK else { return nil }
        return String(decoding: sink.bytes, as: UTF8.self)
    }
}

/// Collects what libsixel writes; used by one `encode` call on one thread.
private final class SixelSink {
    var bytes: [UInt8] = []
}
