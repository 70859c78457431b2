extension ObservableType {
    /// Maps an element to a sequence and sends its elements; elements that arrive while
    /// that sequence is still running are dropped (and `selector` is not called for them).
    ///
    /// Completion and errors are as for `flatMap`.
    /// - seealso: [flatMap operator on reactivex.io](http://reactivex.io/documentation/operators/flatmap.html)
    @inlinable
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        MergeProducer.make(source: asObservable(), mode: .dropWhileBusy) { try selector($0).asObservable() }
    }
}
