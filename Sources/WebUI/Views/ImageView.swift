import RxCore

/// A picture: a real `<img>` whose bytes this app serves itself under `/img/…` (see
/// `WebApplication.imageProvider`), so the page never contacts another host. Without a
/// picture it shows a quiet placeholder. Use from the main queue only.
open class ImageView: View {
    /// How the picture fills the view's box.
    public enum ContentMode: String, Sendable {
        /// All of it, letterboxed.
        case scaleAspectFit
        /// The whole box, cropped.
        case scaleAspectFill
    }

    /// The picture's path on this server, like "/img/avatars/42.jpg"; nil (or a path
    /// outside `/img/`) shows the placeholder.
    public var imagePath: String? {
        didSet { if imagePath != oldValue { enqueue(.content(view: self)) } }
    }

    /// What the picture shows, for screen readers and when it cannot load ("" for a
    /// decorative one).
    public var alternativeText: String {
        didSet { if alternativeText != oldValue { enqueue(.content(view: self)) } }
    }

    /// How the picture fills the box.
    public var contentMode: ContentMode {
        didSet { if contentMode != oldValue { enqueue(.attribute(slot: slot, name: "class", value: classNames)) } }
    }

    /// Creates an image view showing `imagePath`.
    public init(imagePath: String? = nil, alternativeText: String = "", contentMode: ContentMode = .scaleAspectFill) {
        self.imagePath = imagePath
        self.alternativeText = alternativeText
        self.contentMode = contentMode
        super.init()
    }

    /// `imagePath` when it is one of this server's pictures.
    var servedPath: String? {
        guard let imagePath, imagePath.hasPrefix("/img/"), !imagePath.contains("..") else { return nil }
        return imagePath
    }

    open override var tagName: String { "figure" }
    open override var baseClass: String { "image" }
    open override var stateClasses: [String] { [contentMode == .scaleAspectFit ? "fit" : "fill"] }

    open override func renderContent(into html: inout HTML) {
        if let servedPath {
            html.void("img", [("src", servedPath), ("alt", alternativeText), ("loading", "lazy"), ("decoding", "async")])
        } else {
            html.open("span", [("class", "image-placeholder"), ("role", alternativeText.isEmpty ? nil : "img"),
                               ("aria-label", alternativeText.isEmpty ? nil : alternativeText)])
            html.close("span")
        }
    }
}

extension Reactive where Base: ImageView {
    /// Binds the picture's path (on the main queue); nil shows the placeholder.
    public var imagePath: Binder<String?> {
        Binder(base) { imageView, path in
            imageView.imagePath = path
        }
    }
}
