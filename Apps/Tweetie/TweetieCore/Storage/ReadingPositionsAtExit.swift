import AppCoreSupport
import Synchronization

/// Writes the reading position of every list timeline still open when the process ends
/// cleanly (`ExitActions`: `q`, the signals the terminal handles, the end of a pipe),
/// since the screens are not torn down then: a move made less than the debounce time
/// before quitting was lost. Registered after the database (`LocalDatabase` checkpoints
/// it at exit), so it runs before the checkpoint (the last added runs first).
///
/// Thread safety: the list is behind a `Mutex`; the view models are told after it is
/// released, on the exiting thread (the main thread in the apps).
enum ReadingPositionsAtExit {
    private final class WeakViewModel: @unchecked Sendable {
        // @unchecked Sendable: `viewModel` is only read and written under `viewModels`' lock.
        weak var viewModel: ListTimelineViewModel?
        init(_ viewModel: ListTimelineViewModel) { self.viewModel = viewModel }
    }

    private static let viewModels = Mutex<[WeakViewModel]>([])

    /// Adds the exit action once (the first registration).
    private static let installed: Bool = {
        ExitActions.add { ReadingPositionsAtExit.saveAll() }
        return true
    }()

    /// Saves `viewModel`'s position at exit, unless it was released before (its `deinit` saves it then).
    static func register(_ viewModel: ListTimelineViewModel) {
        _ = installed
        viewModels.withLock { list in
            list.removeAll { $0.viewModel == nil }
            list.append(WeakViewModel(viewModel))
        }
    }

    /// Saves the position of every view model still alive that has one not yet written.
    static func saveAll() {
        let alive = viewModels.withLock { list in list.compactMap(\.viewModel) }
        for viewModel in alive { viewModel.savePendingReadingPosition() }
    }
}
