import Foundation

/// Runs the main run loop until everything queued on the main queue has run (a few
/// rounds, for work queued by work): XCTest runs on the main thread but not inside a
/// main-queue block, so `MainScheduler` (and so every Driver) queues its work. Call from
/// the main thread.
public func drainMainQueue() {
    for _ in 0..<3 {
        let done = DrainMarker()
        DispatchQueue.main.async { done.reached = true }
        while !done.reached {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 1))
        }
    }
}

/// `@unchecked Sendable`: written by a main-queue block and read by the main thread
/// running that queue's run loop, never at the same time.
private final class DrainMarker: @unchecked Sendable {
    var reached = false
}
