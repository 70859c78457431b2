import RxCore
import TerminalUI

/// What a screen's banner says, and how (info or error).
struct Banner: Equatable {
    var text: String
    var kind: MessageView.Kind
}

extension Reactive where Base: MessageView {
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

extension SharedSequence where SharingStrategy == DriverSharingStrategy {
    /// `drive(_:)` for bindings made while the terminal run loop runs: events still come
    /// on the main queue, but without `drive`'s debug check for the main *thread*.
    ///
    /// TerminalUI's `Application.run` gives the main thread to `dispatchMain()`, after
    /// which Linux runs main-queue work on another thread, so a screen pushed later
    /// (members, a person) would trap in `drive` in debug builds.
    func driveOnMainQueue<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        asObservable().subscribe(observer)
    }
}
