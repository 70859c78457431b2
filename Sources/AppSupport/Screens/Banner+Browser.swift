import AppCoreSupport
import Foundation
import RxCore

/// Opens a page in the browser; the `Completable` completes once the browser has it and
/// fails with a `BrowserError` when it could not (`Browser.open`; tests pass fakes).
public typealias PageOpener = (URL) -> Completable

extension Banner {
    /// How long an opener may run before the page counts as opened: `xdg-open` handing a
    /// page to a running browser ends at once, but one that started the browser itself
    /// (or `BROWSER=firefox`) runs until the browser is closed.
    public static let browserPatience: RxTimeInterval = .seconds(3)

    /// Opens `url` with `openPage` and says how that goes: "Opening …" at once, then
    /// "Opened … in the browser." when the opener ends well (or is still running after
    /// `browserPatience`), or the browser's error with the link, so it can be copied.
    ///
    /// Subscribe on the main queue; banners arrive on `scheduler` (the main queue's by
    /// default). The main queue never waits for the browser.
    public static func opening(_ url: URL, with openPage: @escaping PageOpener,
                               scheduler: SchedulerType = MainScheduler.instance) -> Observable<Banner> {
        let link = url.absoluteString
        let opened = Banner(text: "Opened \(link) in the browser.", kind: .info)
        let outcome = Observable<Banner>.deferred {
            openPage(url).andThen(Observable.just(opened))
        }
        .timeout(browserPatience, scheduler: scheduler)
        .catch { error -> Observable<Banner> in
            switch error {
            case RxError.timeout:
                return .just(opened)
            case BrowserError.unsupportedURL(let text):
                return .just(Banner(text: BrowserError.unsupportedURL(text).message, kind: .error))
            case let error as BrowserError:
                return .just(Banner(text: "\(error.message) The link: \(link)", kind: .error))
            default:
                return .just(Banner(text: "The browser could not open \(link): \(error.localizedDescription)", kind: .error))
            }
        }
        .observe(on: scheduler)
        return outcome.startWith(Banner(text: "Opening \(link) in the browser…", kind: .info))
    }
}
