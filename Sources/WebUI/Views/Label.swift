import Foundation
import RxCore

/// Text on the page: escaped, so any text from data shows as text.
///
/// `textStyle` chooses the element and its look (a title is a heading); `numberOfLines`
/// 1 keeps it on one line with an ellipsis, 2 or 3 cut it after that many lines with one,
/// 0 (the default) wraps. Use from the main queue only.
open class Label: View {
    /// How a label's text looks.
    public enum TextStyle: String, Sendable {
        /// Running text.
        case body
        /// A screen's big heading (`h2`).
        case title
        /// A heading within a screen (`h3`).
        case headline
        /// Smaller, quieter text.
        case caption
        /// Secondary text, in the muted colour.
        case secondary
        /// Fixed-width text.
        case monospaced
        /// A big number (a temperature, a count).
        case display
    }

    /// The text shown; nil shows nothing.
    public var text: String? {
        didSet {
            if text != oldValue { enqueue(.text(slot: slot, text ?? "")) }
        }
    }

    /// How the text looks; a change re-renders the element.
    public var textStyle: TextStyle {
        didSet { if textStyle != oldValue { setNeedsDisplay() } }
    }

    /// 1 keeps the text on one line, cut with an ellipsis; 2 or 3 cut it after that many
    /// lines (more counts as 3); 0 wraps it.
    public var numberOfLines = 0 {
        didSet { if numberOfLines != oldValue { enqueue(.attribute(slot: slot, name: "class", value: classNames)) } }
    }

    /// Creates a label showing `text` in `textStyle`.
    public init(_ text: String? = nil, textStyle: TextStyle = .body) {
        self.text = text
        self.textStyle = textStyle
        super.init()
    }

    open override var tagName: String {
        switch textStyle {
        case .title: return "h2"
        case .headline: return "h3"
        default: return "p"
        }
    }

    open override var baseClass: String { "label" }

    open override var stateClasses: [String] {
        switch numberOfLines {
        case 1: return [textStyle.rawValue, "one-line"]
        case 2: return [textStyle.rawValue, "lines-2"]
        case 3...: return [textStyle.rawValue, "lines-3"]
        default: return [textStyle.rawValue]
        }
    }

    open override func renderContent(into html: inout HTML) {
        html.text(text)
    }
}

/// A link to a web page: a real `<a>` that opens in a new tab without telling the page
/// where it came from (`rel="noopener noreferrer"`). Only http and https URLs become
/// links; anything else (`javascript:`, `data:`, a file) shows as plain text. With a
/// `keyEquivalent`, that key follows the link as a click does (the browser opens it), and
/// the `?` help lists it.
open class LinkLabel: View {
    /// The link's text; nil shows the URL.
    public var text: String? {
        didSet { if text != oldValue { setNeedsDisplay() } }
    }

    /// Where it goes.
    public var url: URL? {
        didSet { if url != oldValue { setNeedsDisplay() } }
    }

    /// A key that follows the link while no field is being typed in (nil: none); screen
    /// commands with the same key come first.
    public var keyEquivalent: Key? {
        didSet { if keyEquivalent != oldValue { setNeedsDisplay() } }
    }

    /// What the help says the key does; nil says the link's text.
    public var keyEquivalentTitle: String?

    /// Creates a link showing `text` to `url`.
    public init(_ text: String? = nil, url: URL? = nil) {
        self.text = text
        self.url = url
        super.init()
    }

    /// `url` when it is a web page (http or https with a host), else nil.
    public var safeURL: URL? { LinkLabel.webPage(url) }

    /// `url` when it is a web page (http or https with a host), else nil.
    public static func webPage(_ url: URL?) -> URL? {
        guard let url, let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = url.host, !host.isEmpty else { return nil }
        return url
    }

    open override var tagName: String { safeURL == nil ? "span" : "a" }
    open override var baseClass: String { "link" }

    open override var attributes: [(String, String?)] {
        guard let safeURL else { return [] }
        return [("href", safeURL.absoluteString), ("rel", "noopener noreferrer"), ("target", "_blank"),
                ("data-shortcut", keyEquivalent?.webName), ("aria-keyshortcuts", keyEquivalent.map(\.ariaName))]
    }

    /// The key that follows the link, when it is one.
    open override var keyHints: [KeyHint] {
        guard let keyEquivalent, safeURL != nil else { return [] }
        return [KeyHint(keyEquivalent, title: keyEquivalentTitle ?? text ?? url?.absoluteString ?? "")]
    }

    open override func renderContent(into html: inout HTML) {
        html.text(text ?? url?.absoluteString)
    }
}
