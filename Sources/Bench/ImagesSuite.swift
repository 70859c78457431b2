import CImageCodecs
import Foundation
import RxCore
import RxImages
import TerminalUI

/// A terminal that counts what it is sent and keeps nothing.
private final class CountingTerminal: Terminal {
    let size: Size
    let capabilities = TerminalCapabilities.full
    private(set) var bytes = 0

    init(size: Size) {
        self.size = size
    }

    func write(_ output: String) {
        bytes += output.utf8.count
    }
}

/// Thumbnails as a news feed serves them: 320×240 JPEGs (quality 85) of smooth colour
/// fields with a few hard edges, each different, made with libjpeg-turbo.
private func makeThumbnailFiles(count: Int) -> [Data] {
    (0..<count).map { index in
        let picture = PixelImage(width: 320, height: 240) { x, y in
            let edge = (x / 40 + y / 30 + index) % 3 == 0
            return PixelColor(red: UInt8((x + index * 13) % 256), green: UInt8((y * 2 + index * 7) % 256),
                              blue: edge ? 255 : UInt8((x + y) % 256))
        }
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: Int(CIC_MESSAGE_CAPACITY))
        let status = cic_encode_jpeg(picture.pixels, 320, 240, 85, 0, 0, &output, &size, &message)
        defer { cic_free(output) }
        guard status == CIC_OK, let output else { return Data() }
        return Data(bytes: output, count: size)
    }
}

/// A row with a 16×8-cell picture on the left and a title beside it.
private final class PictureRowCell: TableViewCell {
    let picture = ImageView(contentMode: .scaleAspectFill)

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        addSubview(picture)
    }

    override func layoutSubviews() {
        picture.frame = Rect(x: 0, y: 0, width: 16, height: min(8, frame.height))
        textLabel.frame = Rect(x: 18, y: 0, width: max(0, frame.width - 18), height: 1)
    }
}

/// 1,000 rows of 9 lines whose pictures come from a loader (memory hits once warm), or
/// none when `loader` is nil (the floor: the same rows without pictures).
private final class PictureRowsDataSource: TableViewDataSource, TableViewDelegate {
    let urls: [URL]
    let loader: ImageLoader?

    init(urls: [URL], loader: ImageLoader?) {
        self.urls = urls
        self.loader = loader
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1_000 }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int { 9 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Picture", for: indexPath)
        cell.textLabel.text = "Story number \(indexPath.row + 1): a headline long enough to fill the line"
        if let row = cell as? PictureRowCell, let loader {
            row.picture.rx.image(for: urls[indexPath.row % urls.count], loader: loader)
        }
        return cell
    }
}

/// `bench images`: decoding and drawing thumbnails, scrolling a table of picture rows,
/// and the memory cache's bound.
@MainActor
func runImagesSuite() -> Bool {
    var results: [BenchResult] = []
    let files = makeThumbnailFiles(count: 100)
    let decoder = ImageDecoder()
    let box = Size(width: 16, height: 8)

    // MARK: a. Decode + downscale + draw 100 thumbnails

    var drawnCells = 0
    let views = (0..<100).map { _ in ImageView(contentMode: .scaleAspectFill, frame: Rect(origin: .zero, size: box)) }
    var buffer = Buffer(size: box)
    var failures = 0
    func thumbnails() {
        for (index, file) in files.enumerated() {
            guard let image = try? decoder.decode(file, fitting: Size(width: 16, height: 16), mode: .scaleAspectFill) else {
                failures += 1
                continue
            }
            views[index].image = image
            views[index].render(into: &buffer)
            drawnCells += buffer.cells.count
        }
    }
    func fullSizeDecodes() {
        for file in files { blackHole(try? decoder.decode(file)) }
    }
    let thumbnailTime = bestNanoseconds(operations: 1, repetitions: 9, thumbnails)
    let fullTime = bestNanoseconds(operations: 1, repetitions: 5, fullSizeDecodes)
    let drewPictures = failures == 0 && buffer.cells.allSatisfy { $0.symbol == "▀" }
    results.append(BenchResult(
        name: "decode+downscale+draw 100 thumbnails",
        figure: drewPictures ? "\(format(thumbnailTime / 1_000_000, decimals: 2)) ms" : "failed",
        reference: "16x8 cells from 320x240 JPEGs, one core; full-size decodes alone \(format(fullTime / 1_000_000, decimals: 2)) ms (\(format(fullTime / thumbnailTime))x)",
        target: "<= 30 ms", met: drewPictures && thumbnailTime <= 30_000_000))

    // MARK: b. Scrolling a table of picture rows

    let size = Size(width: 200, height: 60)
    let urls = (0..<100).map { URL(string: "https://images.example/\($0).jpg")! }
    let cache = ImageCache()
    // Warm: every picture decoded for its box, as after a first scroll through.
    for (index, url) in urls.enumerated() {
        if let image = try? decoder.decode(files[index], fitting: Size(width: 16, height: 16), mode: .scaleAspectFill) {
            cache.insert(image, for: ImageCacheKey(url: url, pixelSize: Size(width: 16, height: 16), contentMode: .scaleAspectFill))
        }
    }
    let loader = ImageLoader(memoryCache: cache, diskCache: nil)
    func scrollFrames(loader: ImageLoader?) -> (perFrame: Double, pictures: Bool, bytes: Int) {
        let dataSource = PictureRowsDataSource(urls: urls, loader: loader)
        let table = TableView(frame: Rect(origin: .zero, size: size))
        table.register(PictureRowCell.self, forCellReuseIdentifier: "Picture")
        table.delegate = dataSource
        table.dataSource = dataSource
        let terminal = CountingTerminal(size: size)
        let renderer = Renderer(terminal: terminal)
        var frames = 0
        func frame() {
            frames += 1
            _ = table.processKey(frames % 600 < 300 ? .scrollDown : .scrollUp)
            var screen = Buffer(size: size)
            table.render(into: &screen)
            renderer.render(screen)
        }
        // The table holds its data source weakly.
        return withExtendedLifetime(dataSource) {
            frame()
            let shown = table.rendered(size: size)
            let pictures = loader == nil || shown.cells.contains { $0.symbol == "▀" }
            let perFrame = bestNanoseconds(operations: 200, repetitions: 5) { for _ in 0..<200 { frame() } }
            return (perFrame, pictures, terminal.bytes / max(1, frames))
        }
    }
    let withPictures = scrollFrames(loader: loader)
    let textOnly = scrollFrames(loader: nil)
    results.append(BenchResult(
        name: "scroll a table of picture rows",
        figure: withPictures.pictures ? "\(format(withPictures.perFrame / 1_000_000, decimals: 3)) ms/frame" : "no pictures",
        reference: "200x60, 3 lines a frame, \(withPictures.bytes) bytes/frame; same rows without pictures \(format(textOnly.perFrame / 1_000_000, decimals: 3)) ms (\(format(withPictures.perFrame / textOnly.perFrame))x)",
        target: "<= 4 ms", met: withPictures.pictures && withPictures.perFrame <= 4_000_000))

    // MARK: c. The memory cache's bound

    let bound = 2 * 1024 * 1024
    let bounded = ImageCache(byteLimit: bound)
    var peak = 0
    let thumbnail = PixelImage(width: 16, height: 16) { x, y in PixelColor(red: UInt8(x * 16), green: UInt8(y * 16), blue: 0) }
    let inserted = 10_000
    for index in 0..<inserted {
        bounded.insert(thumbnail, for: ImageCacheKey(url: URL(string: "https://images.example/\(index).jpg")!,
                                                      pixelSize: thumbnail.size, contentMode: .scaleAspectFit))
        peak = max(peak, bounded.byteCount)
    }
    let newestKept = bounded.image(for: ImageCacheKey(url: URL(string: "https://images.example/\(inserted - 1).jpg")!,
                                                       pixelSize: thumbnail.size, contentMode: .scaleAspectFit)) != nil
    results.append(BenchResult(
        name: "memory cache byte bound",
        figure: "peak \(format(Double(peak) / 1_048_576, decimals: 2)) MB",
        reference: "bound \(format(Double(bound) / 1_048_576, decimals: 2)) MB; \(inserted) thumbnails (\(format(Double(inserted * thumbnail.byteCount) / 1_048_576, decimals: 1)) MB) inserted, \(bounded.count) kept",
        target: "<= bound", met: peak <= bound && newestKept))
    blackHole(drawnCells)
    return report("images", results)
}
