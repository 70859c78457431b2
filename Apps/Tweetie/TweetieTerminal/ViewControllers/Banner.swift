import RxCore
import TerminalUI

/// What a screen's banner says, and how (info or error).
struct Banner: Equatable {
    var text: String
    var kind: MessageView.Kind
}

extension Reactive where Base: MessageView {
    /// Shows the banner in its reserved lines (`MessageView.reservesSpace`), blank for
    /// nil, so what is under it never moves as messages come and go (on the main queue).
    var reservedBanner: Binder<Banner?> {
        Binder(base) { messageView, banner in
            messageView.reservesSpace = true
            messageView.isHidden = false
            if let banner { messageView.kind = banner.kind }
            messageView.text = banner?.text
        }
    }

    /// Shows the banner, or hides the view for nil (on the main queue).
    var banner: Binder<Banner?> {
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
    var errorBanner: Driver<Banner?> {
        map { $0.map { Banner(text: $0, kind: .error) } }
    }
}
