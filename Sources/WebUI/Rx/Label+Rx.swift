import Foundation
import RxCore

extension Reactive where Base: Label {
    /// Binds the label's text (on the main queue).
    public var text: Binder<String?> {
        Binder(base) { label, text in
            label.text = text
        }
    }
}

extension Reactive where Base: LinkLabel {
    /// Binds where the link goes (on the main queue); only http(s) URLs become links.
    public var url: Binder<URL?> {
        Binder(base) { link, url in
            link.url = url
        }
    }
}
