import AppCoreSupport

/// Writes the reading position of every list timeline still open when the process ends
/// cleanly (`ExitActions`: `q`, the signals the terminal handles, the end of a pipe),
/// since the screens are not torn down then: a move made less than the debounce time
/// before quitting was lost. Registered after the database (`LocalDatabase` checkpoints
/// it at exit), so it runs before the checkpoint (the last added runs first).
///
/// Thread safety: `ExitRegistry`'s (a lock-guarded weak list); the view models are told
/// after the lock is released, on the exiting thread (the main thread in the apps).
enum ReadingPositionsAtExit {
    private static let viewModels = ExitRegistry<ListTimelineViewModel> { viewModel in
        viewModel.savePendingReadingPosition()
    }

    /// Saves `viewModel`'s position at exit, unless it was released before (its `deinit` saves it then).
    static func register(_ viewModel: ListTimelineViewModel) {
        viewModels.register(viewModel)
    }

    /// Saves the position of every view model still alive that has one not yet written.
    static func saveAll() {
        viewModels.runAll()
    }
}
