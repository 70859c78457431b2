import AppCoreSupport
import Foundation
import RxCore

extension SharedSequence where SharingStrategy == SignalSharingStrategy, Element == URL {
    /// Opens each page with `openPage` and says how that goes (`Banner.opening`): what a
    /// screen does with its view model's `openURL` before handing the words back to the
    /// view model's banner (its `browserBanner`). A newer page puts away what the older
    /// one's opening still had to say. Subscribe on the main queue.
    public func openingPages(with openPage: @escaping PageOpener) -> Signal<Banner> {
        flatMapLatest { url in Banner.opening(url, with: openPage).asSignal(onErrorSignalWith: .empty()) }
    }
}
