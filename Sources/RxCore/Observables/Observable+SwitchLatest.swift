extension ObservableType where Element: ObservableConvertibleType {
    /// Sends the elements of the most recent inner sequence only: each new inner sequence
    /// disposes the subscription to the previous one.
    ///
    /// The result completes when this sequence and the latest inner sequence have
    /// completed; an error from either ends it.
    /// - seealso: [switch operator on reactivex.io](http://reactivex.io/documentation/operators/switch.html)
    @inlinable
    public func switchLatest() -> Observable<Element.Element> {
        SwitchProducer.make(source: asObservable()) { $0.asObservable() }
    }
}
