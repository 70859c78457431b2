extension ObservableType {
    /// Returns a sequence that sends the given elements, in order, and then completes.
    ///
    /// On the default `CurrentThreadScheduler` the elements are sent in a loop on the
    /// current thread's trampoline, after `subscribe` has returned the subscription
    /// (or, when subscribed from inside another operator, when the trampoline reaches it).
    /// - seealso: [from operator on reactivex.io](http://reactivex.io/documentation/operators/from.html)
    public static func of(_ elements: Element ..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        SequenceProducer(elements: elements, scheduler: scheduler)
    }
}
