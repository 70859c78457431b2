import RxCore
import TweetieCore
import WebUI

/// Older posts on a timeline page: the table's last row coming into view asks for the
/// next page (`loadOlder`), and the view model's note ("Loading older posts…") shows in
/// `label` under the list while it loads (hidden otherwise).
enum OlderPosts {
    /// Binds `table`'s end to `loadOlder` and `note` to `label`, until disposed.
    static func bind(_ table: TableView, to loadOlder: PublishRelay<Void>, note: Driver<String?>, in label: Label) -> Disposable {
        let end = table.rx.reachedEnd.bind(to: loadOlder)
        let shown = note.drive(Binder(label) { label, note in
            label.text = note
            label.isHidden = note == nil
        })
        return Disposables.create(end, shown)
    }
}
