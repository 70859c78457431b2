extension ObservableType {
    /// A connectable sequence that shares one subscription to the source through a
    /// `ReplaySubject` holding the latest `bufferSize` elements.
    ///
    /// Each connection gets a fresh subject (and an empty buffer).
    /// - seealso: [replay operator on reactivex.io](http://reactivex.io/documentation/operators/replay.html)
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject.create(bufferSize: bufferSize) })
    }

    /// A connectable sequence that shares one subscription to the source through a
    /// `ReplaySubject` holding every element.
    ///
    /// Each connection gets a fresh subject (and an empty buffer).
    /// - seealso: [replay operator on reactivex.io](http://reactivex.io/documentation/operators/replay.html)
    public func replayAll() -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject.createUnbounded() })
    }
}
