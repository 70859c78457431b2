import Differentiator
import RxCore
import TerminalUI

/// Posts pour in: every two seconds one to three new posts arrive at the top of the
/// timeline (and now and then an old one gets a like or is dropped), bound through the
/// animated data source. New rows are highlighted for a moment; scrolled down, the
/// rows being read stay put while posts arrive above (g shows the newest).
final class PourInDemoViewController: GalleryScreen {
    /// A made-up post: its number is its identity, likes change its content.
    struct Post: IdentifiableType, Equatable {
        var number: Int
        var author: String
        var likes = 0

        var identity: Int { number }
    }

    typealias Section = AnimatableSectionModel<String, Post>

    let tableView = TableView()
    private let pause = KeyCommand(key: .character("p"), title: "Pause/resume")

    init() {
        super.init(title: "Pour in")
    }

    override func makeContent() -> View {
        tableView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        focusedView = tableView
        keyCommands.append(pause)
        let dataSource = RxTableViewSectionedAnimatedDataSource<Section>(
            configureCell: { _, tableView, indexPath, post in
                let cell = tableView.dequeueReusableCell(withIdentifier: "Post", for: indexPath)
                let likes = post.likes == 0 ? "" : "  ♥ \(post.likes)"
                cell.textLabel.text = "Post \(post.number) by \(post.author)\(likes)"
                return cell
            },
            titleForHeaderInSection: { dataSource, section in
                "\(dataSource[section].model) (\(dataSource[section].items.count))"
            }
        )
        let paused = pause.rx.tap
            .scan(false) { paused, _ in !paused }
            .startWith(false)
            .share(replay: 1)
        let ticks = Observable<Int>.interval(.seconds(2), scheduler: MainScheduler.instance)
            .withLatestFrom(paused) { tick, paused in paused ? nil : tick }
            .compactMap { $0 }
        let timeline = ticks
            .scan(Feed.initial) { feed, tick in feed.next(tick) }
            .startWith(Feed.initial)
            .map { feed in
                [
                    Section(model: "Pinned", items: Feed.pinned),
                    Section(model: "Timeline", items: feed.posts),
                ]
            }
        timeline
            .bind(to: tableView.rx.items(dataSource: dataSource))
            .disposed(by: disposeBag)
        paused
            .map { $0 ? "Paused — p resumes" : "Posts arrive every 2 s — g shows the newest" }
            .subscribe(onNext: { [weak self] message in
                (self?.view as? ScreenView)?.statusBar.message = message
            })
            .disposed(by: disposeBag)
    }

    /// The made-up timeline: its posts, newest first.
    struct Feed {
        static let authors = ["Ada", "Grace", "Linus", "Ken", "Dennis", "Barbara", "Edsger", "Donald", "美咲", "Zoë"]
        static let pinned = [Post(number: 0, author: "the gallery", likes: 42)]
        static let initial = Feed(posts: (1...12).reversed().map { Post(number: $0, author: authors[$0 % authors.count]) }, nextNumber: 13)

        var posts: [Post]
        var nextNumber: Int

        /// The feed after one more tick: one to three new posts on top, a like for an
        /// older post every third tick, and the oldest dropped beyond 60 posts.
        func next(_ tick: Int) -> Feed {
            var feed = self
            for _ in 0..<(tick % 3 + 1) {
                feed.posts.insert(Post(number: feed.nextNumber, author: Self.authors[feed.nextNumber % Self.authors.count]), at: 0)
                feed.nextNumber += 1
            }
            if tick % 3 == 2, feed.posts.count > 5 {
                feed.posts[feed.posts.count / 2].likes += 1
            }
            if feed.posts.count > 60 {
                feed.posts.removeLast(feed.posts.count - 60)
            }
            return feed
        }
    }
}
