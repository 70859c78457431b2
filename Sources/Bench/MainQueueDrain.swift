import Foundation

/// Runs what is queued on the main queue (the view model's and Drivers' hops) until a
/// marker queued behind it has run, three rounds for work queued by work.
func drainMain() {
    for _ in 0..<3 {
        let marker = MainQueueMarker()
        DispatchQueue.main.async { marker.reached = true }
        while !marker.reached { _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 1)) }
    }
}

/// `@unchecked Sendable`: set by a main-queue block and read by the main thread running
/// that queue's run loop, never at the same time.
private final class MainQueueMarker: @unchecked Sendable {
    var reached = false
}
