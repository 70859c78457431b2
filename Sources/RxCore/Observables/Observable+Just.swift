extension ObservableType {
    /// Returns a sequence that sends `element` and then completes.
    ///
    /// Both events are sent synchronously, before `subscribe` returns.
    /// - seealso: [just operator on reactivex.io](http://reactivex.io/documentation/operators/just.html)
    @inlinable
    public static func just(_ element: Element) -> Observable<Element> {
        JustObservable(element: element)
    }

    /// Returns a sequence that sends `element` and then completes, on `scheduler`.
    ///
    /// The element and the completion are scheduled as two consecutive actions, as in RxSwift.
    /// - seealso: [just operator on reactivex.io](http://reactivex.io/documentation/operators/just.html)
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        ScheduledOptionalProducer(optional: element, scheduler: scheduler)
    }
}

/// `just` without a scheduler: it needs no sink, because both events are sent before
/// `subscribe` returns and there is nothing to cancel.
///
/// Built in the caller's code (`just` is inlinable), so creating one finds its
/// type's metadata in a cache instead of asking the runtime for it each time.
///
/// `_subscribe` is reached through the class's vtable, so it runs unspecialized code, where
/// building an `Event<Element>` asks the runtime for the enum's metadata. The events are
/// therefore built by `emit`, a closure that captures nothing made in the (inlinable)
/// initializer, which is compiled for the caller's element type.
@usableFromInline
final class JustObservable<Element>: Observable<Element>, @unchecked Sendable {
    @usableFromInline typealias Emit = (Element, (Event<Element>) -> Void) -> Void

    @usableFromInline let element: Element
    @usableFromInline let emit: Emit

    @inlinable
    init(element: Element) {
        self.element = element
        self.emit = { element, observer in
            observer(.next(element))
            observer(.completed)
        }
        super.init()
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        observer.on(.next(element))
        observer.on(.completed)
        return Disposables.create()
    }

    override func _subscribe(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        emit(element, observer)
        return Disposables.create()
    }
}
