import RxCore
import TweetieCore

extension TweetieEnvironment {
    /// The same environment, its polls and Drivers' timers on `scheduler` (a test's).
    func on(_ scheduler: SchedulerType) -> TweetieEnvironment {
        var environment = self
        environment.scheduler = scheduler
        return environment
    }
}
