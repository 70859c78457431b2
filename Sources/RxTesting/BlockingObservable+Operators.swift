extension BlockingObservable {
    /// All elements, once the sequence completes.
    ///
    /// - Throws: The sequence's error, or `RxError.timeout`.
    public func toArray() throws -> [Element] {
        try elementsOrThrow(materializeResult())
    }

    /// The first element (the subscription is disposed right after it), or nil if the
    /// sequence completes empty.
    ///
    /// - Throws: The sequence's error, or `RxError.timeout`.
    public func first() throws -> Element? {
        try elementsOrThrow(materializeResult(max: 1)).first
    }

    /// The last element, or nil if the sequence completes empty.
    ///
    /// - Throws: The sequence's error, or `RxError.timeout`.
    public func last() throws -> Element? {
        try elementsOrThrow(materializeResult()).last
    }

    /// The only element of the sequence.
    ///
    /// - Throws: `RxError.noElements` if it completes empty, `RxError.moreThanOneElement`
    ///   as soon as a second element arrives, the sequence's error, or `RxError.timeout`.
    public func single() throws -> Element {
        try single { _ in true }
    }

    /// The only element that satisfies `predicate`.
    ///
    /// - Throws: `RxError.noElements` if none does, `RxError.moreThanOneElement` as soon
    ///   as a second one arrives, an error `predicate` throws, the sequence's error, or `RxError.timeout`.
    public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
        let elements = try elementsOrThrow(materializeResult(max: 2, predicate: predicate))
        if elements.count > 1 { throw RxError.moreThanOneElement }
        guard let element = elements.first else { throw RxError.noElements }
        return element
    }

    /// All elements and how the sequence ended, without throwing. A timeout is
    /// `.failed(elements:error: RxError.timeout)` with the elements received so far.
    public func materialize() -> MaterializedSequenceResult<Element> {
        materializeResult()
    }
}
