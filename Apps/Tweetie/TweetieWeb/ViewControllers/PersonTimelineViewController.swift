import AppCoreSupport
import AppSupport
import Differentiator
import Foundation
import RxCore
import TweetieCore
import WebUI

/// One person's timeline on the page: binds `PersonTimelineViewModel` to the title bar,
/// a spinner until the first answer, the banner, the posts and the status bar. The posts
/// are diffed against those shown (the animated data source), so a poll or an older page
/// reaches the page as keyed row operations; the last row coming into view asks for
/// older posts, with the view model's note under the list meanwhile. `o` opens the cursor
/// row's link (a real link). Every word shown is the view model's. Main queue only.
final class PersonTimelineViewController: ViewController {
    let viewModel: PersonTimelineViewModel

    let spinner = Spinner()
    let messageView = MessageView()
    // Enter leads nowhere here: the author's own timeline is this one.
    let tableView = TimelineTableView(selectionTitle: nil, opensLinks: true)
    let olderLabel = Label(textStyle: .secondary)
    let statusBar = StatusBar()

    private let dataSource: RxTableViewSectionedAnimatedDataSource<AnimatableSectionModel<String, Tweet>>
    private let timeFormatter: RelativeTimeFormatter
    private let disposeBag = DisposeBag()

    /// A page for `viewModel`, avatars from `pictures`.
    init(viewModel: PersonTimelineViewModel, pictures: WebPictures) {
        self.viewModel = viewModel
        let environment = viewModel.environment
        let timeFormatter = RelativeTimeFormatter(timeZone: environment.timeZone)
        self.timeFormatter = timeFormatter
        let clock = environment.now
        dataSource = RxTableViewSectionedAnimatedDataSource(configureCell: { _, tableView, indexPath, tweet in
            let cell = tableView.dequeueReusableCell(withIdentifier: TweetCell.identifier, for: indexPath)
            (cell as? TweetCell)?.show(tweet, time: timeFormatter.string(for: tweet.createdAt, now: clock()),
                                       avatarPath: pictures.path(for: tweet.avatarURL), offersReposter: false)
            return cell
        })
        super.init()
    }

    override func loadView() {
        spinner.title = viewModel.activity
        olderLabel.isHidden = true
        statusBar.styleName = "sticky"
        tableView.register(TweetCell.self, forCellReuseIdentifier: TweetCell.identifier)
        view = StackView(arrangedSubviews: [spinner, messageView, tableView, olderLabel, statusBar])
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let viewModel = self.viewModel

        viewModel.title
            .map(Optional.some)
            .drive(rx.title)
            .disposed(by: disposeBag)
        viewModel.isLoading
            .drive(spinner.rx.isAnimating)
            .disposed(by: disposeBag)
        viewModel.banner
            .drive(messageView.rx.banner)
            .disposed(by: disposeBag)

        viewModel.tweets
            .map { [AnimatableSectionModel(model: "", items: $0)] }
            .asObservable()
            .bind(to: tableView.rx.items(dataSource: dataSource))
            .disposed(by: disposeBag)
        TimelineAging.every(viewModel.environment, table: tableView, formatter: timeFormatter)
            .disposed(by: disposeBag)

        let dataSource = self.dataSource
        tableView.rx.itemHighlighted
            .map { indexPath in try? dataSource.model(at: indexPath) as? Tweet }
            .bind(to: viewModel.selectedTweet)
            .disposed(by: disposeBag)
        OlderPosts.bind(tableView, to: viewModel.loadOlder, note: viewModel.olderNote, in: olderLabel)
            .disposed(by: disposeBag)

        viewModel.status
            .map { $0.text() }
            .drive(statusBar.rx.message)
            .disposed(by: disposeBag)
        viewModel.actions
            .map { TimelineHints.hints(for: $0, back: true) }
            .drive(statusBar.rx.hints)
            .disposed(by: disposeBag)
    }
}
