/// Forwards every event unchanged; stateless apart from the base sink's disposed flag.
final class PassThroughEventSink<Element>: Sink<Element>, @unchecked Sendable {
    func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        if event.isStopEvent {
            forwardTerminal(event)
        } else {
            forward(event)
        }
    }
}
