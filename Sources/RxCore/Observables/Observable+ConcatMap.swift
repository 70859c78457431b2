extension ObservableType {
    /// Maps each element to a sequence and sends the elements of those sequences one
    /// sequence after another: each is subscribed when the previous one completes.
    ///
    /// `selector` is called as elements arrive; the sequences it returns wait in order.
    /// Completion and errors are as for `flatMap`.
    /// - seealso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    @inlinable
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        MergeProducer.make(source: asObservable(), mode: .limited(1)) { try selector($0).asObservable() }
    }
}
