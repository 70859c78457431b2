import RxCore
import TerminalUI

extension TableView {
    /// Configures the rows on screen again every `period`, so what they show that depends
    /// on the clock (relative times like "5m") keeps up. The table only asks for cells
    /// when rows change, so without this a row would say "now" for as long as it stays
    /// on screen. Dispose to stop; holds the table weakly. Main queue only (the scheduler
    /// must deliver there).
    public func reloadVisibleRows(every period: RxTimeInterval, scheduler: SchedulerType) -> Disposable {
        Observable<Int>.interval(period, scheduler: scheduler)
            .subscribe(onNext: { [weak self] _ in
                guard let self else { return }
                let visible = self.indexPathsForVisibleRows
                if !visible.isEmpty { self.reloadRows(at: visible) }
            })
    }
}
