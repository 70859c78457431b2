extension ObservableType {
    /// Collects every element and, when the source completes, emits them as one
    /// array and completes: the sequence behind `toArray()`.
    func _toArray() -> Observable<[Element]> {
        Pipe(source: asObservable()) { observer in
            let sink = ReduceSink(seed: [Element](), accumulator: { (array: inout [Element], element: Element) in
                array.append(element)
            }, mapResult: { $0 }, observer: observer)
            return (sink, sink.on)
        }
    }
}
