/// Disposes everything added to it when it is deallocated.
///
/// Unlike RxSwift's bag, finished subscriptions do not pile up in a long-lived bag:
/// whenever the bag has doubled in size it drops the entries that are already
/// disposed (every subscription RxCore returns knows when it has ended).
/// `@unchecked Sendable`: `disposables` and `isDisposed` are only touched while `lock`
/// is held; the bag disposes its contents after releasing it.
public final class DisposeBag: @unchecked Sendable {
    private let lock = PosixLock()
    private var disposables: [Disposable] = []
    private var isDisposed = false
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
        let accepted = lock.withLock { () -> Bool in
            guard !isDisposed else { return false }
            disposables.append(disposable)
            if disposables.count >= compactionThreshold {
                disposables.removeAll { ($0 as? Cancelable)?.isDisposed == true }
                compactionThreshold = max(64, disposables.count * 2)
            }
            return true
        }
        if !accepted { disposable.dispose() }
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
