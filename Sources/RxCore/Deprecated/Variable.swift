/// RxSwift 3's mutable value with an observable of its changes; removed in RxSwift 5.
///
/// Setting `value` emits it to subscribers; a new subscriber first gets the current
/// value. The sequence completes when the `Variable` is deallocated.
/// `@unchecked Sendable`: `lock` guards `storedValue`, and nothing is called or released
/// under it: the subject is sent to, and a replaced value released, unlocked.
@available(*, deprecated, renamed: "BehaviorRelay", message: "Use `BehaviorRelay`: `relay.accept(_:)` sets, `relay.value` reads.")
public final class Variable<Element>: @unchecked Sendable {
    private let subject: BehaviorSubject<Element>
    private let lock = WordLock()
    private var storedValue: Element

    /// Creates a variable holding `value`.
    public init(_ value: Element) {
        storedValue = value
        subject = BehaviorSubject(value: value)
    }

    /// The current value; setting it emits the new value.
    public var value: Element {
        get { lock.withLock { storedValue } }
        set {
            var replaced = newValue
            lock.withLock { swap(&storedValue, &replaced) }
            withExtendedLifetime(replaced) {}
            subject.on(.next(newValue))
        }
    }

    /// The current value followed by every change; completes when the variable is deallocated.
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }

    deinit {
        subject.on(.completed)
    }
}
