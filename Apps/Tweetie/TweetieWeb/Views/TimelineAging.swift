import AppCoreSupport
import RxCore
import TweetieCore
import WebUI

/// Relative times age while the rows stay on the page: every minute each row's time is
/// worked out again, and only the times that changed reach the page (a label sends
/// nothing for an equal text).
enum TimelineAging {
    /// Ages the times of `table`'s `TweetCell`s every minute on `environment`'s scheduler
    /// and clock, until disposed.
    static func every(_ environment: TweetieEnvironment, table: TableView, formatter: RelativeTimeFormatter) -> Disposable {
        let clock = environment.now
        return Observable<Int>.interval(.seconds(60), scheduler: environment.scheduler)
            .subscribe(onNext: { [weak table] _ in
                guard let table else { return }
                let now = clock()
                for row in 0..<table.numberOfRows(inSection: 0) {
                    guard let cell = table.cellForRow(at: .row(row)) as? TweetCell, let date = cell.createdAt else { continue }
                    cell.timeLabel.text = formatter.string(for: date, now: now)
                }
            })
    }
}
