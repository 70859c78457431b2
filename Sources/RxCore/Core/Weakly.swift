/// Binds a closure that takes `object` to `object`, held weakly: the bound closure
/// does nothing once the object is gone. The `subscribe(with:)`, `drive(with:)`,
/// `emit(with:)` and `bind(with:)` families are built from these.
@inlinable
func weakly<Object: AnyObject, Value>(_ object: Object, _ body: ((Object, Value) -> Void)?) -> ((Value) -> Void)? {
    body.map { body in
        { [weak object] value in
            guard let object else { return }
            body(object, value)
        }
    }
}

/// Binds a closure that takes `object` to `object`, held weakly (see above).
@inlinable
func weakly<Object: AnyObject>(_ object: Object, _ body: ((Object) -> Void)?) -> (() -> Void)? {
    body.map { body in
        { [weak object] in
            guard let object else { return }
            body(object)
        }
    }
}
