extension ObservableType {
    /// Maps each element to a sequence and sends the elements of the most recent one
    /// only: each new element disposes the subscription to the previous sequence.
    ///
    /// The result completes when this sequence and the latest mapped sequence have
    /// completed; an error from either, or thrown by `selector`, ends it. Inner elements
    /// are forwarded without allocating.
    /// - seealso: [flatMapLatest operator on reactivex.io](http://reactivex.io/documentation/operators/flatmap.html)
    @inlinable
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        SwitchProducer.make(source: asObservable()) { try selector($0).asObservable() }
    }
}
