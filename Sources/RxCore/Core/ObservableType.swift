/// A push-based sequence: the protocol every observable sequence conforms to.
///
/// Operators are extensions of this protocol; all of them return `Observable`.
public protocol ObservableType: ObservableConvertibleType {
    /// Subscribes `observer` to the sequence.
    ///
    /// - Returns: A disposable that cancels the subscription. Disposing is idempotent,
    ///   thread-safe, and after it returns nothing more is delivered to `observer`.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

extension ObservableType {
    /// The sequence as an `Observable`; custom `ObservableType`s are wrapped.
    @inlinable
    public func asObservable() -> Observable<Element> {
        if let observable = self as? Observable<Element> { return observable }
        return Observable.create { observer in self.subscribe(observer) }
    }
}
