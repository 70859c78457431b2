/// RxCocoa's errors, for code ported from RxCocoa that throws or matches them (a binding
/// library's `castingError`, a data source's `itemsNotYetBound`). RxCore itself does not
/// produce them; the cases about the Objective-C runtime (`invalidPropertyName`,
/// `invalidObjectOnKeyPath`, `errorDuringSwizzling`) are kept for matching only.
///
/// `@unchecked Sendable`: the objects and types a case carries are only described (by
/// `debugDescription`), never read otherwise or mutated, so sharing them is safe.
public enum RxCocoaError: Swift.Error, CustomDebugStringConvertible, @unchecked Sendable {
    /// An unknown error.
    case unknown
    /// An operation was attempted that `object` does not allow.
    case invalidOperation(object: Any)
    /// A data source was set, but no items were bound to it yet.
    case itemsNotYetBound(object: Any)
    /// `object` has no property named `propertyName`.
    case invalidPropertyName(object: Any, propertyName: String)
    /// An object on a key path could not be observed.
    case invalidObjectOnKeyPath(object: Any, sourceObject: AnyObject, propertyName: String)
    /// Swizzling a method failed.
    case errorDuringSwizzling
    /// `object` could not be cast to `targetType`.
    case castingError(object: Any, targetType: Any.Type)

    /// A message that says what happened, as RxCocoa words it.
    public var debugDescription: String {
        switch self {
        case .unknown:
            return "Unknown error occurred."
        case let .invalidOperation(object):
            return "Invalid operation was attempted on `\(object)`."
        case let .itemsNotYetBound(object):
            return "Data source is set, but items are not yet bound to user interface for `\(object)`."
        case let .invalidPropertyName(object, propertyName):
            return "Object `\(object)` doesn't have a property named `\(propertyName)`."
        case let .invalidObjectOnKeyPath(object, sourceObject, propertyName):
            return "Unobservable object `\(object)` was observed as `\(propertyName)` of `\(sourceObject)`."
        case .errorDuringSwizzling:
            return "Error during swizzling."
        case let .castingError(object, targetType):
            return "Error casting `\(object)` to `\(targetType)`"
        }
    }
}
