import Foundation
import RxCore

/// Hands out highlight generations for rows inserted together and ends each one after
/// `duration` on `scheduler`, calling `onFade` with it. Main queue only (with a virtual
/// time scheduler in tests). Pending fades are cancelled when it goes away.
final class InsertionHighlighter {
    private let duration: RxTimeInterval
    private let scheduler: SchedulerType
    private var nextGeneration = 1
    private var timers: [Int: Disposable] = [:]
    /// Called when a generation's highlight ends.
    var onFade: ((Int) -> Void)?

    init(duration: RxTimeInterval, scheduler: SchedulerType) {
        self.duration = duration
        self.scheduler = scheduler
    }

    deinit {
        for timer in timers.values { timer.dispose() }
    }

    /// A new generation, highlighted until its fade; nil when highlighting is off
    /// (a zero, negative or `.never` duration).
    func begin() -> Int? {
        guard duration.isPositive else { return nil }
        let generation = nextGeneration
        nextGeneration += 1
        timers[generation] = scheduler.scheduleRelative(generation, dueTime: duration) { [weak self] generation in
            self?.timers[generation] = nil
            self?.onFade?(generation)
            return Disposables.create()
        }
        return generation
    }
}

extension DispatchTimeInterval {
    /// Whether the interval is a finite length above zero.
    fileprivate var isPositive: Bool {
        switch self {
        case .seconds(let value): return value > 0
        case .milliseconds(let value): return value > 0
        case .microseconds(let value): return value > 0
        case .nanoseconds(let value): return value > 0
        case .never: return false
        @unknown default: return false
        }
    }
}
