extension PixelImage {
    /// The image sized into a box of `box` pixels by `mode`: for `.scaleAspectFit` the
    /// whole image at the largest size that fits (smaller than the box along one axis),
    /// for `.scaleAspectFill` exactly the box, cut evenly at the edges that stick out.
    /// An image already of that size is returned as is.
    ///
    /// Shrinking averages every source pixel under each new one (premultiplied by alpha,
    /// so transparent pixels do not darken edges); growing repeats pixels. Any thread.
    public func scaled(toFit box: Size, mode: ImageContentMode) -> PixelImage {
        let (crop, size) = mode.placement(ofSource: self.size, in: box)
        if size == self.size && crop.x == 0 && crop.y == 0 { return self }
        return resampled(crop, to: size)
    }

    /// The part `crop` of the image (source pixels) resampled to `size`.
    func resampled(_ crop: SourceRect, to size: Size) -> PixelImage {
        guard size.width > 0, size.height > 0, width > 0, height > 0 else {
            return PixelImage(width: max(0, size.width), height: max(0, size.height),
                              pixels: [UInt8](repeating: 0, count: max(0, size.width) * max(0, size.height) * 4))
        }
        let columns = ResamplingTaps(origin: crop.x, length: crop.width, sourceCount: width, count: size.width)
        let rows = ResamplingTaps(origin: crop.y, length: crop.height, sourceCount: height, count: size.height)
        let sourceWidth = width
        // Pass 1: each source row the rows use, shrunk horizontally (premultiplied floats).
        let firstRow = rows.firstSource
        let rowCount = rows.lastSource - firstRow + 1
        var horizontal = [Float](repeating: 0, count: rowCount * size.width * 4)
        pixels.withUnsafeBufferPointer { source in
            horizontal.withUnsafeMutableBufferPointer { target in
                for row in 0..<rowCount {
                    let sourceRow = (firstRow + row) * sourceWidth * 4
                    let targetRow = row * size.width * 4
                    for x in 0..<size.width {
                        var red: Float = 0, green: Float = 0, blue: Float = 0, alpha: Float = 0
                        for tap in columns.range(of: x) {
                            let index = sourceRow + columns.sources[tap] * 4
                            let weight = columns.weights[tap] * Float(source[index + 3])
                            red += weight * Float(source[index])
                            green += weight * Float(source[index + 1])
                            blue += weight * Float(source[index + 2])
                            alpha += weight
                        }
                        let index = targetRow + x * 4
                        target[index] = red
                        target[index + 1] = green
                        target[index + 2] = blue
                        target[index + 3] = alpha
                    }
                }
            }
        }
        // Pass 2: vertically, then back to straight 8-bit RGBA.
        var output = [UInt8](repeating: 0, count: size.width * size.height * 4)
        horizontal.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                for y in 0..<size.height {
                    for x in 0..<size.width {
                        var red: Float = 0, green: Float = 0, blue: Float = 0, alpha: Float = 0
                        for tap in rows.range(of: y) {
                            let index = ((rows.sources[tap] - firstRow) * size.width + x) * 4
                            let weight = rows.weights[tap]
                            red += weight * source[index]
                            green += weight * source[index + 1]
                            blue += weight * source[index + 2]
                            alpha += weight * source[index + 3]
                        }
                        let index = (y * size.width + x) * 4
                        if alpha > 0.5 {
                            target[index] = UInt8(min(255, red / alpha + 0.5))
                            target[index + 1] = UInt8(min(255, green / alpha + 0.5))
                            target[index + 2] = UInt8(min(255, blue / alpha + 0.5))
                        }
                        target[index + 3] = UInt8(min(255, alpha + 0.5))
                    }
                }
            }
        }
        return PixelImage(width: size.width, height: size.height, pixels: output)
    }
}

/// Which source pixels make each output pixel along one axis, and how much each counts:
/// the share of the output pixel's span (a box filter) that the source pixel covers.
struct ResamplingTaps {
    /// The source index of each tap.
    var sources: [Int] = []
    /// The weight of each tap (an output pixel's weights add up to 1).
    var weights: [Float] = []
    /// Where each output pixel's taps start in `sources`; one more entry at the end.
    var starts: [Int] = [0]

    var firstSource: Int { sources.min() ?? 0 }
    var lastSource: Int { sources.max() ?? 0 }

    init(origin: Double, length: Double, sourceCount: Int, count: Int) {
        let step = length / Double(count)
        for index in 0..<count {
            var start = origin + Double(index) * step
            var end = start + step
            if step < 1 {
                // Growing: the source pixel under the output pixel's centre.
                let centre = min(Double(sourceCount) - 0.5, max(0, (start + end) / 2))
                start = centre.rounded(.down)
                end = start + 1
            }
            let first = max(0, min(sourceCount - 1, Int(start.rounded(.down))))
            let last = max(first, min(sourceCount - 1, Int(end.rounded(.up)) - 1))
            var total: Float = 0
            let tapStart = sources.count
            for source in first...last {
                let covered = Float(min(end, Double(source + 1)) - max(start, Double(source)))
                guard covered > 0 else { continue }
                sources.append(source)
                weights.append(covered)
                total += covered
            }
            if sources.count == tapStart {
                sources.append(first)
                weights.append(1)
                total = 1
            }
            for tap in tapStart..<sources.count { weights[tap] /= total }
            starts.append(sources.count)
        }
    }

    @inline(__always)
    func range(of index: Int) -> Range<Int> { starts[index]..<starts[index + 1] }
}
