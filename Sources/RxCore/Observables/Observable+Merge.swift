extension ObservableType {
    /// Sends the elements of all the given sequences as they arrive.
    ///
    /// Every source is subscribed during `subscribe`. The result completes when all of
    /// them have completed, and fails as soon as one fails.
    /// - seealso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Observable<Element> where Collection.Element == Observable<Element> {
        MergeArrayProducer(sources: Array(sources))
    }

    /// Sends the elements of all the given sequences as they arrive.
    ///
    /// See `merge(_:)` over a collection.
    /// - seealso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        MergeArrayProducer(sources: sources)
    }

    /// Sends the elements of all the given sequences as they arrive.
    ///
    /// See `merge(_:)` over a collection.
    /// - seealso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        MergeArrayProducer(sources: sources)
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Sends the elements of every inner sequence as they arrive.
    ///
    /// The result completes when this sequence and every inner sequence have completed,
    /// and fails as soon as any of them fails. A finished inner subscription is released at once.
    /// - seealso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    @inlinable
    public func merge() -> Observable<Element.Element> {
        MergeProducer.make(source: asObservable(), mode: .unlimited) { $0.asObservable() }
    }

    /// Sends the elements of the inner sequences, running at most `maxConcurrent` of them
    /// at a time; the others wait, in order, for a running one to complete.
    ///
    /// Completion and errors are as for `merge()`. A `maxConcurrent` below 1 is treated as 1.
    /// - seealso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    @inlinable
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        MergeProducer.make(source: asObservable(), mode: .limited(maxConcurrent)) { $0.asObservable() }
    }
}
