extension ObservableType {
    /// Keeps only the elements for which `predicate` returns true.
    ///
    /// An error thrown by `predicate` ends the sequence with that error.
    /// - seealso: [filter operator on reactivex.io](http://reactivex.io/documentation/operators/filter.html)
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        // Fused with the `map`/`filter`/`compactMap` run it is applied to, if any.
        MapFilterChain(appending: .filter(predicate), to: asObservable())
    }
}
