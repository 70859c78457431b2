import RxCore
import TerminalUI

/// What a screen's banner (a `MessageView` above its content) says, and how: info or
/// error. Bind a `Driver<Banner?>` to `messageView.rx.banner`; nil hides it.
public struct Banner: Equatable, Sendable {
    /// The text shown (sanitized by the view).
    public var text: String
    /// Info or error.
    public var kind: MessageView.Kind

    /// A banner saying `text` as `kind`.
    public init(text: String, kind: MessageView.Kind) {
        self.text = text
        self.kind = kind
    }
}

extension Reactive where Base: MessageView {
    /// Shows the banner in its reserved lines (`MessageView.reservesSpace`), blank for
    /// nil, so what is under it never moves as messages come and go (on the main queue).
    public var reservedBanner: Binder<Banner?> {
        Binder(base) { messageView, banner in
            messageView.reservesSpace = true
            messageView.isHidden = false
            if let banner { messageView.kind = banner.kind }
            messageView.text = banner?.text
        }
    }

    /// Shows the banner, or hides the view for nil (on the main queue).
    public var banner: Binder<Banner?> {
        Binder(base) { messageView, banner in
            messageView.isHidden = banner == nil
            if let banner {
                messageView.kind = banner.kind
                messageView.text = banner.text
            }
        }
    }
}

extension SharedSequence where SharingStrategy == DriverSharingStrategy, Element == String? {
    /// An error banner for each message; none for nil.
    public var errorBanner: Driver<Banner?> {
        map { $0.map { Banner(text: $0, kind: .error) } }
    }
}
