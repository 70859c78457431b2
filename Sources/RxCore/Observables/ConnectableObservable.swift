/// An observable sequence that shares one subscription to its source among its
/// observers, once `connect()` is called.
public protocol ConnectableObservableType: ObservableType {
    /// Subscribes the shared subscription to the source.
    ///
    /// - Returns: The connection; disposing it disconnects from the source.
    func connect() -> Disposable
}

/// The base class of connectable sequences (`publish()`, `replay(_:)`, `multicast(_:)`).
///
/// Observers subscribe to an inner subject; nothing flows until `connect()` subscribes
/// that subject to the source.
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType, @unchecked Sendable {
    @usableFromInline
    override init() {
        super.init()
    }

    /// Subscribes the inner subject to the source. Subclasses override this.
    public func connect() -> Disposable {
        rxAbstractMethod()
    }
}
