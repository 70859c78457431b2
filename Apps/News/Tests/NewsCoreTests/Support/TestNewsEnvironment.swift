import AppCoreSupport
import Foundation
import NewsCore
import RxCore
import RxTesting
import TestSupport

extension NewsEnvironment {
    /// A test's environment: `sources` (with the feed list's `leftOut` lines), read marks
    /// in `storage`, `scheduler` for time, the clock standing at `now`, days cut in UTC;
    /// anything else used fails the test.
    static func testing(_ sources: [any NewsSource], leftOut: [String] = [], storage: any NewsStorageType,
                        scheduler: TestScheduler, now: Date) -> NewsEnvironment {
        var environment = NewsEnvironment.unimplemented(Unimplemented(failTest))
        environment.sourceList = NewsSourceList(sources, leftOut: leftOut)
        environment.storage = storage
        environment.scheduler = scheduler
        environment.now = { now }
        return environment
    }
}
