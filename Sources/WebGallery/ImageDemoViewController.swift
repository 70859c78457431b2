import WebUI

/// Pictures served by the gallery itself under /img/ (made on the fly), fit and fill,
/// and the placeholder shown without one.
final class ImageDemoViewController: DemoViewController {
    init() {
        super.init(title: "ImageView")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let pictures = (0..<3).map { index in
            ImageView(imagePath: "/img/gradient-\(index).png", alternativeText: "Gradient \(index + 1)",
                      contentMode: index == 2 ? .scaleAspectFit : .scaleAspectFill)
        }
        let row = StackView(arrangedSubviews: pictures, axis: .horizontal, spacing: .normal)
        row.styleName = "picture-row"
        stack.addArrangedSubview(card("Served by the app", [row, Label("The page never contacts another host: the CSP allows pictures from this server only.",
                                                                          textStyle: .secondary)]))
        stack.addArrangedSubview(card("No picture yet", [ImageView(alternativeText: "Placeholder")]))
    }
}
