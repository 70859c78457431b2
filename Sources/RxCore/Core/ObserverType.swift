/// Something that receives the events of a sequence.
///
/// Events to one observer never overlap across threads, and nothing is delivered after a
/// stop event. An observer that itself makes a source of its own chain send (re-entrantly,
/// on the delivering thread) receives what that causes within its own call, as in RxSwift;
/// subjects are the exception: they queue re-entrant sends until the current delivery ends.
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
