extension ObservableType {
    /// A connectable sequence that shares one subscription to the source through a
    /// `PublishSubject`: observers get the events sent after they subscribed.
    ///
    /// Each connection gets a fresh subject, so after the source stopped, a new
    /// subscription and `connect()` subscribe the source again.
    /// - seealso: [publish operator on reactivex.io](http://reactivex.io/documentation/operators/publish.html)
    public func publish() -> ConnectableObservable<Element> {
        multicast(makeSubject: { PublishSubject() })
    }
}
