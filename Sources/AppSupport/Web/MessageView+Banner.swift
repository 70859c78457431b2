import AppCoreSupport
import RxCore
import WebUI

extension WebUI.MessageView.Kind {
    /// How a page shows a banner of `kind`.
    public init(_ kind: Banner.Kind) {
        switch kind {
        case .info: self = .info
        case .success: self = .success
        case .error: self = .error
        }
    }
}

extension Reactive where Base: WebUI.MessageView {
    /// Shows the banner (its `screenText`: the text and its action's sentence), or nothing
    /// for nil (an empty banner is not shown). On the main queue.
    public var banner: Binder<Banner?> {
        Binder(base) { messageView, banner in
            if let banner { messageView.kind = WebUI.MessageView.Kind(banner.kind) }
            messageView.text = banner?.screenText
        }
    }
}
