import Foundation
import TerminalUI

extension AppContext {
    /// Runs `rootViewController` full screen on the terminal until the app exits (the
    /// terminal is given back on every exit path); never returns. With `mouseWheel` the
    /// wheel scrolls (see `Application.run(rootViewController:mouseWheel:)`). Call once,
    /// from the main thread.
    ///
    /// When stdin is not a terminal (`app </dev/null`), no key could be read: the app
    /// says so on stderr, with what to do instead, and exits with 1 before drawing.
    /// `pipeExample` is a command that prints, shown as the way out ("weather Berlin | cat"
    /// for an app that needs an argument to print anything); `name | cat` by default.
    public func runScreens(_ rootViewController: ViewController, mouseWheel: Bool = false, pipeExample: String? = nil) -> Never {
        if let problem = KeyboardInput.problem() {
            report("cannot read keys: \(problem). Run \(name) with the terminal as its input, "
                + "or send its output to a pipe (\(pipeExample ?? "\(name) | cat")) for plain text.")
            exit(1)
        }
        Application.run(rootViewController: rootViewController, mouseWheel: mouseWheel)
    }

    /// Turns the main run loop until `body` calls its completion, and returns the value
    /// it was called with: for plain front ends, whose view models deliver on the main
    /// queue. Call from the main thread, and complete on it; a second completion is ignored.
    public func waitOnMainRunLoop<Value>(_ body: (@escaping (Value) -> Void) -> Void) -> Value {
        var result: Value?
        body { value in
            guard result == nil else { return }
            result = value
            // A run returns after the main queue's blocks, not after a timer's or a
            // performed block's: this one ends the turn whatever completed.
            DispatchQueue.main.async {}
        }
        while true {
            if let result { return result }
            // No deadline: a run with one makes a Dispatch timer and cancels it on a worker
            // thread, every turn; a three-feed pipe took ~150 turns and Dispatch started
            // ~30 threads for the cancellations (D85).
            _ = RunLoop.main.run(mode: .default, before: .distantFuture)
        }
    }
}
