extension ObservableType {
    /// Maps each element to a sequence and sends the elements of all of them as they arrive.
    ///
    /// The result completes when this sequence and every mapped sequence have completed;
    /// an error from any of them, or thrown by `selector`, ends it. A finished inner
    /// subscription is released at once. Inner elements are forwarded without allocating.
    /// - seealso: [flatMap operator on reactivex.io](http://reactivex.io/documentation/operators/flatmap.html)
    @inlinable
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        MergeProducer.make(source: asObservable(), mode: .unlimited) { try selector($0).asObservable() }
    }
}
