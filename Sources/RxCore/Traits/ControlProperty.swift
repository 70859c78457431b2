/// A UI property: a sequence of its values and an observer that sets it.
public protocol ControlPropertyType: ObservableType, ObserverType {
    /// The property as a `ControlProperty`.
    func asControlProperty() -> ControlProperty<Element>
}

/// A UI property (a text field's text, a switch's state): subscribing gives its current
/// value and then its changes; sending elements sets it.
///
/// The values never fail and are subscribed on the main scheduler. Binding an error to
/// it is a programming error: debug builds report it, release builds ignore it.
///
/// `Sendable` as the `Observable` and `AnyObserver` it wraps are (D76).
public struct ControlProperty<PropertyType>: ControlPropertyType, Sendable {
    /// The property's type.
    public typealias Element = PropertyType

    let values: Observable<PropertyType>
    let valueSink: AnyObserver<PropertyType>

    /// Creates a property from its `values` (which must never fail) and the observer that sets it.
    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
        where Element == Values.Element, Element == Sink.Element {
        self.values = values.subscribe(on: ConcurrentMainScheduler.instance)
        self.valueSink = valueSink.asObserver()
    }

    /// Subscribes `observer` to the property's values.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        values.subscribe(observer)
    }

    /// The changes only: the values without the current one delivered on subscription.
    public var changed: ControlEvent<PropertyType> {
        ControlEvent(events: values.skip(1))
    }

    /// The values as a plain `Observable`.
    public func asObservable() -> Observable<Element> { values }

    /// Returns itself.
    public func asControlProperty() -> ControlProperty<Element> { self }

    /// Sets the property to a `.next` element; `.completed` is passed on; `.error` is a
    /// programming error (reported in debug builds, dropped in release).
    public func on(_ event: Event<Element>) {
        switch event {
        case .error(let error):
            bindingError(error)
        case .next, .completed:
            valueSink.on(event)
        }
    }
}

extension ControlPropertyType where Element == String? {
    /// The property with `nil` read as `""`.
    public var orEmpty: ControlProperty<String> {
        let original: ControlProperty<String?> = asControlProperty()
        let values: Observable<String> = original.values.map { $0 ?? "" }
        let valueSink: AnyObserver<String> = original.valueSink.mapObserver { $0 }
        return ControlProperty<String>(values: values, valueSink: valueSink)
    }
}

extension ControlProperty {
    /// The property's values as a `Driver`.
    public func asDriver() -> Driver<Element> {
        asDriver { _ in Driver.empty() }
    }
}
