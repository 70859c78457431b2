import Foundation
import RxCore
import RxImages
import TerminalUI

/// Pictures drawn with cells: a landscape of our own (made here, pixel by pixel) large
/// on the left, and beside it the same picture small, a badge with transparent corners
/// and a placeholder. `f` switches between fit and fill.
final class ImageDemoViewController: GalleryScreen {
    let large = ImageView(image: ImageDemoViewController.landscape)
    let small = ImageView(image: ImageDemoViewController.landscape)
    let badge = ImageView(image: ImageDemoViewController.badge)
    let placeholder = ImageView()
    let caption = Label(style: .dim)
    private let toggle = KeyCommand(key: .character("f"), title: "Fit/fill")

    init() {
        super.init(title: "ImageView")
    }

    override func makeContent() -> View {
        placeholder.placeholder = .text("loading…")
        let side = StackView(arrangedSubviews: [SizedView(small, height: 6), SizedView(badge, height: 6), SizedView(placeholder, height: 4)], spacing: 1)
        return ImageDemoView(large: large, side: side, caption: caption)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        keyCommands.append(toggle)
        let filling = toggle.rx.tap
            .scan(false) { filling, _ in !filling }
            .startWith(false)
            .share(replay: 1)
        filling
            .subscribe(onNext: { [weak self] filling in
                for view in [self?.large, self?.small].compactMap({ $0 }) {
                    view.contentMode = filling ? .scaleAspectFill : .scaleAspectFit
                }
            })
            .disposed(by: disposeBag)
        filling
            .map { $0 ? "Fill: the box covered, the edges cut (f: fit)" : "Fit: the whole picture, its shape kept (f: fill)" }
            .bind(to: caption.rx.text)
            .disposed(by: disposeBag)
    }

    /// A sunset over hills and a lake, 96×64 pixels, drawn here.
    static let landscape = PixelImage(width: 96, height: 64) { x, y in
        let horizon = 40
        let hill = 30 + Int(6 * sin(Double(x) / 9) + 4 * sin(Double(x) / 4 + 1))
        let sunX = 62.0, sunY = 26.0
        let distance = ((Double(x) - sunX) * (Double(x) - sunX) + (Double(y) - sunY) * (Double(y) - sunY)).squareRoot()
        if y < horizon {
            if distance < 8 { return PixelColor(red: 255, green: 214, blue: 90) }
            if y >= hill { return PixelColor(red: UInt8(30 + y % 5), green: UInt8(70 + (x * 3) % 30), blue: 50) }
            let t = Double(y) / Double(horizon)
            let glow = max(0, 1 - distance / 40)
            return PixelColor(red: UInt8(min(255, 40 + 200 * t + 40 * glow)), green: UInt8(min(255, 60 + 80 * t + 60 * glow)),
                              blue: UInt8(min(255, 150 - 60 * t + 20 * glow)))
        }
        // The lake mirrors the sky, darker, with ripples.
        let mirrored = 2 * horizon - y - (x + y) % 3
        let t = Double(max(0, mirrored)) / Double(horizon)
        let shimmer = abs(Double(x) - sunX) < Double(12 - (y - horizon) / 3) && (x + y) % 4 == 0 ? 60.0 : 0
        return PixelColor(red: UInt8(min(255, 20 + 120 * t + shimmer)), green: UInt8(min(255, 40 + 60 * t + shimmer * 0.8)),
                          blue: UInt8(min(255, 110 - 30 * t + shimmer * 0.3)))
    }

    /// A round badge on a transparent square: the terminal's background shows around it.
    static let badge = PixelImage(width: 24, height: 24) { x, y in
        let dx = Double(x) - 11.5, dy = Double(y) - 11.5
        let radius = (dx * dx + dy * dy).squareRoot()
        if radius > 11.5 { return .clear }
        if radius > 9.5 { return PixelColor(red: 250, green: 250, blue: 250) }
        let star = abs(dx) + abs(dy) < 6
        return star ? PixelColor(red: 255, green: 200, blue: 40) : PixelColor(red: 60, green: 90, blue: 200)
    }
}

/// The large picture on the left (two thirds of the width), the others stacked on the
/// right, the caption on the last line.
private final class ImageDemoView: View {
    let large: View
    let side: View
    let caption: View

    init(large: View, side: View, caption: View) {
        self.large = large
        self.side = side
        self.caption = caption
        super.init()
        addSubview(large)
        addSubview(side)
        addSubview(caption)
    }

    override func layoutSubviews() {
        let height = max(0, frame.height - 2)
        let leftWidth = frame.width * 2 / 3
        large.frame = Rect(x: 0, y: 0, width: leftWidth, height: height)
        side.frame = Rect(x: leftWidth + 2, y: 0, width: max(0, frame.width - leftWidth - 2), height: height)
        caption.frame = Rect(x: 0, y: frame.height - 1, width: frame.width, height: min(1, frame.height))
    }
}

/// A view of a fixed height inside a stack.
private final class SizedView: View {
    let content: View
    let height: Int

    init(_ content: View, height: Int) {
        self.content = content
        self.height = height
        super.init()
        addSubview(content)
    }

    override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: min(height, size.height))
    }

    override func layoutSubviews() {
        content.frame = bounds
    }
}
