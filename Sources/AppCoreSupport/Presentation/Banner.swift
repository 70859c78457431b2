import RxCore

/// What a screen's banner says: a view-model output (`Driver<Banner?>`, nil for none) that
/// every front end shows as it can — a message line on the terminal, an `aria-live` region
/// on a page, a line on stderr in a pipe.
///
/// The text is true on every front end. What a front end can do about it, it learns from
/// `action`, a typed case the view model chose: a screen shows the action's words and its
/// control, a pipe (which exits instead) leaves it out. No front end writes its own text.
public struct Banner: Hashable, Sendable {
    /// How a banner is shown.
    public enum Kind: Hashable, Sendable {
        /// Neutral information.
        case info
        /// Something went right.
        case success
        /// Something went wrong.
        case error
    }

    /// The words shown (front ends make them safe: they may quote a server).
    public var text: String
    /// Info, success or error.
    public var kind: Kind
    /// What a screen can do about it, nil when nothing.
    public var action: BannerAction?

    /// A banner saying `text` as `kind`, offering `action`.
    public init(text: String, kind: Kind, action: BannerAction? = nil) {
        self.text = text
        self.kind = kind
        self.action = action
    }

    /// An information banner.
    public static func info(_ text: String, action: BannerAction? = nil) -> Banner {
        Banner(text: text, kind: .info, action: action)
    }

    /// An error banner.
    public static func error(_ text: String, action: BannerAction? = nil) -> Banner {
        Banner(text: text, kind: .error, action: action)
    }

    /// What a screen shows: the text, then the action's sentence when it has one
    /// ("… Will retry."). A pipe prints `text` alone.
    public var screenText: String {
        guard let sentence = action?.sentence else { return text }
        return text.isEmpty ? sentence : "\(text) \(sentence)"
    }
}

extension SharedSequence where SharingStrategy == DriverSharingStrategy, Element == String? {
    /// An error banner for each message; none for nil.
    public var errorBanner: Driver<Banner?> {
        map { $0.map { Banner.error($0) } }
    }
}
