/// Disposes everything added to it when it is deallocated.
///
/// Unlike RxSwift's bag, finished subscriptions do not pile up in a long-lived bag:
/// whenever the bag has doubled in size it drops the entries that are already
/// disposed (every subscription RxCore returns knows when it has ended).
///
/// `@unchecked Sendable`: `lock` guards `disposables`, `isDisposed`, `isCompacting` and
/// `compactionThreshold`, and nothing outside the bag is called while it is held: the
/// bag disposes, asks `isDisposed` of, and lets go of its entries only after releasing it.
public final class DisposeBag: @unchecked Sendable {
    private let lock = WordLock()
    private var disposables: [Disposable] = []
    private var isDisposed = false
    private var isCompacting = false
    private var compactionThreshold = 64

    /// Creates an empty bag.
    public init() {}

    /// Creates a bag holding the given disposables.
    public convenience init(disposing disposables: Disposable...) {
        self.init(disposing: disposables)
    }

    /// Creates a bag holding the given disposables.
    public init(disposing disposables: [Disposable]) {
        self.disposables = disposables
    }

    /// Creates a bag holding the disposables the builder lists.
    public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
        self.init(disposing: builder())
    }

    /// Adds a disposable; if the bag is already disposed, disposes it at once.
    public func insert(_ disposable: Disposable) {
        // A subscription that ended within `subscribe` has nothing to dispose: keeping it
        // would only grow the array (a metatype comparison, not a dynamic cast).
        if type(of: disposable) == EndedDisposable.self { return }
        lock.lock()
        guard !isDisposed else {
            lock.unlock()
            disposable.dispose()
            return
        }
        disposables.append(disposable)
        guard disposables.count >= compactionThreshold, !isCompacting else {
            lock.unlock()
            return
        }
        // Compacting asks each entry whether it ended and lets go of those that did: code
        // outside the bag, so it runs on a copy taken out of the lock.
        isCompacting = true
        let taken = disposables
        disposables = []
        lock.unlock()
        compact(taken)
    }

    /// Puts the entries of `taken` that have not ended back, before those inserted meanwhile.
    private func compact(_ taken: [Disposable]) {
        let kept = taken.filter { ($0 as? Cancelable)?.isDisposed != true }
        lock.lock()
        isCompacting = false
        if isDisposed {
            // Disposed while compacting: `dispose()` took only what was inserted meanwhile.
            lock.unlock()
            kept.forEach { $0.dispose() }
            return
        }
        disposables = kept + disposables
        compactionThreshold = max(64, disposables.count * 2)
        lock.unlock()
        // `taken` (and the ended entries only it still holds) is released here, unlocked.
    }

    /// Adds several disposables.
    public func insert(_ disposables: Disposable...) {
        insert(disposables)
    }

    /// Adds several disposables.
    public func insert(_ disposables: [Disposable]) {
        disposables.forEach { insert($0) }
    }

    /// Adds the disposables the builder lists.
    public func insert(@DisposableBuilder builder: () -> [Disposable]) {
        insert(builder())
    }

    private func dispose() {
        let all = lock.withLock { () -> [Disposable] in
            isDisposed = true
            defer { disposables = [] }
            return disposables
        }
        all.forEach { $0.dispose() }
    }

    deinit { dispose() }

    /// Builds a list of disposables with result-builder syntax.
    @resultBuilder
    public enum DisposableBuilder {
        /// Collects the listed disposables.
        public static func buildBlock(_ disposables: Disposable...) -> [Disposable] { disposables }
    }
}
