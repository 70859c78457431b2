/// A sequence that never fails: it emits elements and may complete, but never errors.
///
/// Build one from an `Observable` with `asInfallible(onErrorJustReturn:)` and its
/// siblings, which say what replaces an error.
public protocol InfallibleType: ObservableConvertibleType {}

/// An observable sequence that cannot fail.
///
/// `Sendable` as the `Observable` it wraps is (D76).
public struct Infallible<Element>: InfallibleType, Sendable {
    private let source: Observable<Element>

    /// Wraps `source`, which the caller guarantees never errors.
    init(_ source: Observable<Element>) {
        self.source = source
    }

    /// The sequence as a plain `Observable` (that never errors).
    public func asObservable() -> Observable<Element> { source }
}

extension InfallibleType {
    /// Returns the sequence as an `Infallible`.
    public func asInfallible() -> Infallible<Element> {
        if let infallible = self as? Infallible<Element> { return infallible }
        return Infallible(asObservable())
    }
}

extension ObservableConvertibleType {
    /// An `Infallible` that emits `element` and completes instead of failing.
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(asObservable().catchAndReturn(element))
    }

    /// An `Infallible` that continues with `infallible` instead of failing.
    public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { _ in infallible.asObservable() })
    }

    /// An `Infallible` that continues with the sequence `onErrorRecover` returns for the error.
    public func asInfallible(onErrorRecover: @escaping (Swift.Error) -> Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { onErrorRecover($0).asObservable() })
    }
}
