import AppCoreSupport
import RxCore
import TerminalUI

extension MessageView.Kind {
    /// How the terminal shows a banner of `kind`.
    public init(_ kind: Banner.Kind) {
        switch kind {
        case .info: self = .info
        case .success: self = .success
        case .error: self = .error
        }
    }
}

extension Reactive where Base: MessageView {
    /// Shows the banner (its `screenText`: the text and its action's sentence) in its
    /// reserved lines (`MessageView.reservesSpace`), blank for nil, so what is under it
    /// never moves as messages come and go (on the main queue).
    public var reservedBanner: Binder<Banner?> {
        Binder(base) { messageView, banner in
            messageView.reservesSpace = true
            messageView.isHidden = false
            if let banner { messageView.kind = MessageView.Kind(banner.kind) }
            messageView.text = banner?.screenText
        }
    }

    /// Shows the banner (its `screenText`), or hides the view for nil (on the main queue).
    public var banner: Binder<Banner?> {
        Binder(base) { messageView, banner in
            messageView.isHidden = banner == nil
            if let banner {
                messageView.kind = MessageView.Kind(banner.kind)
                messageView.text = banner.screenText
            }
        }
    }
}
