extension ObservableType {
    /// Returns the elements of this sequence and then, once it completes, those of `second`.
    ///
    /// An error from either ends the result with that error.
    /// - seealso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element> where Source.Element == Element {
        Observable.concat([asObservable(), second.asObservable()])
    }

    /// Returns the elements of each sequence in turn: the next is subscribed when the previous completes.
    ///
    /// An error ends the result with that error; an empty sequence of sources completes at once.
    /// Sources that complete synchronously are chained in a loop, so concatenating
    /// 100,000 of them does not deepen the stack.
    /// - seealso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element> where Sequence.Element == Observable<Element> {
        SourceSequenceProducer(sources: sequence, advance: .onCompleted)
    }

    /// Returns the elements of each sequence in turn: the next is subscribed when the previous completes.
    ///
    /// See `concat(_:)` over a sequence.
    /// - seealso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Observable<Element> where Collection.Element == Observable<Element> {
        SourceSequenceProducer(sources: collection, advance: .onCompleted)
    }

    /// Returns the elements of each sequence in turn: the next is subscribed when the previous completes.
    ///
    /// See `concat(_:)` over a sequence.
    /// - seealso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    public static func concat(_ sources: Observable<Element> ...) -> Observable<Element> {
        SourceSequenceProducer(sources: sources, advance: .onCompleted)
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Returns the elements of each inner sequence in turn: an inner sequence is subscribed
    /// when the previous one completes; the ones that arrive meanwhile wait in order.
    ///
    /// Same as `merge(maxConcurrent: 1)`. The result completes when this sequence and every
    /// inner sequence have completed; an error from any of them ends it.
    /// - seealso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    public func concat() -> Observable<Element.Element> {
        merge(maxConcurrent: 1)
    }
}
