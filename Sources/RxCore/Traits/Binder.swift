/// An observer that applies each element to a target object, on a scheduler: what
/// UI properties are bound to.
///
/// The target is held weakly: once it is gone, elements are ignored. Binding an error is
/// a programming error: debug builds report it through `Hooks.misuseHandler`, release
/// builds ignore it. Completion is ignored.
///
/// `@unchecked Sendable` (D76): events may arrive on any thread; `binding` is immutable and
/// only schedules the element on `scheduler` (RxCore's schedulers are thread-safe), and the
/// target is read (weakly) and touched only inside the scheduled action, on the scheduler.
public struct Binder<Value>: ObserverType, @unchecked Sendable {
    /// The observed element type.
    public typealias Element = Value

    private let binding: (Event<Value>) -> Void

    /// Creates a binder that calls `binding` with `target` and each element, on `scheduler`
    /// (the main scheduler by default).
    public init<Target: AnyObject>(_ target: Target, scheduler: ImmediateSchedulerType = MainScheduler(), binding: @escaping (Target, Value) -> Void) {
        weak let weakTarget = target
        self.binding = { event in
            switch event {
            case .next(let element):
                _ = scheduler.schedule(element) { element in
                    if let target = weakTarget {
                        binding(target, element)
                    }
                    return Disposables.create()
                }
            case .error(let error):
                bindingError(error)
            case .completed:
                break
            }
        }
    }

    /// Applies a `.next` element to the target; see the type's notes for the other events.
    public func on(_ event: Event<Value>) {
        binding(event)
    }

    /// Erases the binder's type.
    public func asObserver() -> AnyObserver<Value> {
        AnyObserver(eventHandler: on)
    }
}

/// An error reached a binding: a programming error (bindings are for sequences that
/// cannot fail). Reported in debug builds; release builds drop it.
func bindingError(_ error: Swift.Error) {
    rxReportMisuse("Binding error: \(error)")
}
