import Foundation
import RxCore

/// What a news view model needs from around it: the scheduler that times the offset
/// throttle and delivers store changes, the clock read marks are stamped with, the
/// calendar day sections are cut with, and the page size.
public struct NewsEnvironment {
    /// Times the throttle; delivers the read marks' changes.
    public var scheduler: SchedulerType
    /// Now.
    public var now: () -> Date
    /// Where days begin and end (its time zone), for day sections.
    public var calendar: Calendar
    /// Stories per page (10, as the document asks for).
    public var pageSize: Int
    /// How long offsets are throttled (0.3 s, as in the document).
    public var throttle: RxTimeInterval

    /// An environment with these parts.
    public init(scheduler: SchedulerType = MainScheduler.instance, now: @escaping () -> Date = Date.init,
                calendar: Calendar = .current, pageSize: Int = 10, throttle: RxTimeInterval = .milliseconds(300)) {
        self.scheduler = scheduler
        self.now = now
        self.calendar = calendar
        self.pageSize = max(1, pageSize)
        self.throttle = throttle
    }
}
