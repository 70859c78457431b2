import Dispatch
import Foundation

extension WebApplication {
    /// Serves until Ctrl-C, SIGTERM or SIGHUP, then stops the server (ending every
    /// stream and releasing every tab) and exits with status 0. Call on the main thread
    /// after `start()`; it runs the main queue and never returns.
    public func runUntilTerminated() -> Never {
        var sources: [DispatchSourceSignal] = []
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
            let application = MainBound(self)
            source.setEventHandler {
                application.value.stop()
                exit(0)
            }
            source.resume()
            sources.append(source)
        }
        withExtendedLifetime(sources) {
            dispatchMain()
        }
    }
}
