/// The `rx` namespace of a type: extend `Reactive where Base: YourType` to add
/// reactive members, reached as `value.rx.member`.
///
/// For a class, every writable property is available as a `Binder`:
/// `label.rx.text` binds to `label.text`.
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The extended value.
    public let base: Base

    /// Wraps `base`.
    public init(_ base: Base) {
        self.base = base
    }

    /// A `Binder` that sets the property at `keyPath` of `base` (held weakly), on the main scheduler.
    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>) -> Binder<Property> where Base: AnyObject {
        Binder(base) { base, value in
            base[keyPath: keyPath] = value
        }
    }
}

/// A type with an `rx` namespace.
public protocol ReactiveCompatible {
    /// The type the namespace extends.
    associatedtype ReactiveBase

    /// The namespace for static reactive members.
    static var rx: Reactive<ReactiveBase>.Type { get set }

    /// The namespace for reactive members.
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    /// The namespace for static reactive members.
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        // Settable only so that `rx` can be used on mutable values; nothing to store.
        set {}
    }

    /// The namespace for reactive members.
    public var rx: Reactive<Self> {
        get { Reactive(self) }
        // Settable only so that `rx` can be used on mutable values; nothing to store.
        set {}
    }
}

#if canImport(Foundation)
import Foundation

/// Every Foundation object has an `rx` namespace, as in RxCocoa.
extension NSObject: ReactiveCompatible {}
#endif
