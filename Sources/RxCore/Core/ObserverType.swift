/// Something that receives the events of a sequence.
///
/// Events to one observer never overlap: `on` is never called again before it has
/// returned, and nothing is delivered after a stop event.
public protocol ObserverType {
    /// The type of elements the observer receives.
    associatedtype Element

    /// Receives one event.
    func on(_ event: Event<Element>)
}

extension ObserverType {
    /// Sends `.next(element)`.
    @inlinable
    public func onNext(_ element: Element) { on(.next(element)) }

    /// Sends `.completed`.
    @inlinable
    public func onCompleted() { on(.completed) }

    /// Sends `.error(error)`.
    @inlinable
    public func onError(_ error: Swift.Error) { on(.error(error)) }
}
