import Synchronization

/// Objects of one kind that get `action` when the process ends cleanly (`ExitActions`),
/// those still alive then: held weakly, so registering keeps nothing alive. The exit action
/// is added at the first registration, so registries run the last first-registered first
/// (Tweetie's reading positions are written before the databases are checkpointed).
///
/// `@unchecked Sendable`: `objects` is only changed under its `Mutex`; a box's weak
/// reference is set once, at init, and loading a weak reference is atomic in the Swift
/// runtime, so the boxes are read after the lock is released; `action` is `@Sendable`, and
/// the objects are called with no lock held, on the exiting thread.
public final class ExitRegistry<Object: AnyObject>: @unchecked Sendable {
    private final class WeakBox: @unchecked Sendable {
        private(set) weak var object: Object?
        init(_ object: Object) { self.object = object }
    }

    private let objects = Mutex<(boxes: [WeakBox], added: Bool)>(([], false))
    private let action: @Sendable (Object) -> Void

    /// A registry calling `action` on each registered object alive at exit.
    public init(action: @escaping @Sendable (Object) -> Void) {
        self.action = action
    }

    /// Calls `action` on `object` at exit, unless it was released before.
    public func register(_ object: Object) {
        let isFirst = objects.withLock { state -> Bool in
            state.boxes.removeAll { $0.object == nil }
            state.boxes.append(WeakBox(object))
            defer { state.added = true }
            return !state.added
        }
        if isFirst { ExitActions.add { [self] in runAll() } }
    }

    /// Calls `action` on every registered object still alive (at exit, or when a test asks).
    public func runAll() {
        let boxes = objects.withLock { $0.boxes }
        for box in boxes {
            if let object = box.object { action(object) }
        }
    }
}
