/// What `subscribe(onNext:…)` on a `PublishSubject` returns: the subject, the observer's
/// key and, unretained, the subscription's sink.
///
/// A value of three words, so it fits in an existential's inline buffer: subscribing to a
/// publish subject allocates no handle object. The subject's observer slot is the sink's
/// only owner, so disposing lets go of the user's closures at once even while this value
/// lives on (what `SubscriptionHandle` is for on other sources). The sink pointer is used
/// only after its observer was found and taken out of the subject under the subject's
/// lock: that taken-out observer holds the sink, so it is alive; when the key is gone
/// the sink ended (a stop event disposed it) or the subject was disposed, and it is not
/// touched.
///
/// `@unchecked Sendable`: every field is immutable; the unretained sink is only reached
/// through the subject's `disposeSink`, under the rule above (the subject's lock decides
/// which thread takes the observer out, and only that one disposes the sink).
@usableFromInline
struct SubjectSinkSubscription<Element>: Cancelable, @unchecked Sendable {
    @usableFromInline let owner: SubjectCore<Element>
    @usableFromInline let key: UInt64
    @usableFromInline let sink: Unmanaged<Sink<Never>>

    @usableFromInline
    init(owner: SubjectCore<Element>, key: UInt64, sink: Unmanaged<Sink<Never>>) {
        self.owner = owner
        self.key = key
        self.sink = sink
    }

    /// Whether the subscription was disposed or has ended (its observer left the subject).
    @usableFromInline
    var isDisposed: Bool { !owner.isSubscribed(key) }

    /// Unsubscribes the sink's observer and disposes the sink. Calling it again does nothing.
    @usableFromInline
    func dispose() {
        owner.disposeSink(key: key, sink: sink)
    }
}
