import Foundation
import RxCore
import Synchronization

/// A source that stands in another when there is no network: the first page comes from
/// `primary`, unless it fails because the network is not there (`NewsError.isOffline`)
/// or takes longer than `firstPageTimeout`; then `fallback` answers, its pages titled
/// `offlineTitle`, until a reload (page 0) reaches `primary` again.
///
/// `news` uses it to show live Hacker News when online and the bundled demo, titled as
/// such, when not.
///
/// Thread safety (`@unchecked Sendable`): every stored property is a `let`; which source
/// answers is behind a `Mutex`, and the scheduler is used only to schedule (schedulers
/// are thread-safe).
public final class OfflineFallbackSource: NewsSource, @unchecked Sendable {
    /// The source wanted.
    public let primary: any NewsSource
    /// The source used while `primary` cannot be reached.
    public let fallback: any NewsSource
    /// The title of the fallback's pages, such as "Demo news (offline)".
    public let offlineTitle: String
    /// How long the first page may take before the fallback answers.
    public let firstPageTimeout: RxTimeInterval

    private let scheduler: SchedulerType
    private let usingFallback = Mutex(false)

    /// `primary`, with `fallback` for when it cannot be reached; `scheduler` times the first page.
    public init(primary: any NewsSource, fallback: any NewsSource, offlineTitle: String,
                firstPageTimeout: RxTimeInterval = .seconds(8), scheduler: SchedulerType) {
        self.primary = primary
        self.fallback = fallback
        self.offlineTitle = offlineTitle
        self.firstPageTimeout = firstPageTimeout
        self.scheduler = scheduler
    }

    /// The primary's title, or `offlineTitle` while the fallback answers.
    public var title: String { usingFallback.withLock { $0 } ? offlineTitle : primary.title }

    /// The sectioning of whichever source answers.
    public var sectioning: NewsSectioning { usingFallback.withLock { $0 } ? fallback.sectioning : primary.sectioning }

    /// Page 0 tries `primary` first; later pages come from whichever answered page 0.
    public func page(at offset: Int, size: Int) -> Single<NewsPage> {
        Single.deferred { [self] in
            guard offset == 0 else {
                return usingFallback.withLock { $0 } ? fallbackPage(at: offset, size: size) : primary.page(at: offset, size: size)
            }
            return primary.page(at: 0, size: size)
                .timeout(firstPageTimeout, scheduler: scheduler)
                .do(onSuccess: { [self] _ in usingFallback.withLock { $0 = false } })
                .catch { [self] error in
                    let offline = (error as? NewsError)?.isOffline == true || (error as? RxError).map { if case .timeout = $0 { return true } else { return false } } == true
                    guard offline else { throw error }
                    usingFallback.withLock { $0 = true }
                    return fallbackPage(at: 0, size: size)
                }
        }
    }

    private func fallbackPage(at offset: Int, size: Int) -> Single<NewsPage> {
        let title = offlineTitle
        return fallback.page(at: offset, size: size).map { page in
            var page = page
            page.sourceTitle = title
            page.standsIn = true
            return page
        }
    }
}
