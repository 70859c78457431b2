import Differentiator
import RxCore
import WebUI

/// Posts arriving every 2 seconds through the animated data source: each change reaches
/// the page as keyed row operations (insert, update, move, delete), never the list again.
final class PourInViewController: DemoViewController {
    /// A made-up post.
    struct Post: Diffable {
        let id: Int
        var text: String
        var likes: Int
        var identity: Int { id }
    }

    private let tableView = TableView()
    private let status = StatusBar()
    private var posts: [Post] = (1...5).reversed().map { Post(id: $0, text: PourInViewController.text(for: $0), likes: 0) }
    private var tick = 0
    private let relay: BehaviorRelay<[Post]>

    init() {
        relay = BehaviorRelay(value: posts)
        super.init(title: "Pour in")
    }

    static func text(for id: Int) -> String {
        let subjects = ["Swift on Linux", "Reactive streams", "Server-driven pages", "Keyed lists", "Rainy Tuesday", "Coffee"]
        return "Post \(id): thoughts on \(subjects[id % subjects.count])"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        stack.addArrangedSubview(status)
        stack.addArrangedSubview(tableView)
        let dataSource = RxTableViewSectionedAnimatedDataSource<AnimatableSectionModel<String, Post>>(
            configureCell: { _, tableView, indexPath, post in
                let cell = tableView.dequeueReusableCell(withIdentifier: "Post", for: indexPath)
                cell.textLabel.text = post.text
                cell.detailTextLabel.text = post.likes == 0 ? "No likes yet" : "♥ \(post.likes)"
                return cell
            })
        relay.map { [AnimatableSectionModel(model: "Posts", items: $0)] }
            .bind(to: tableView.rx.items(dataSource: dataSource))
            .disposed(by: disposeBag)
        relay.map { "\($0.count) posts" }.bind(to: status.rx.message).disposed(by: disposeBag)
        Observable<Int>.interval(.seconds(2), scheduler: MainScheduler.instance)
            .subscribe(onNext: { [weak self] _ in self?.step() })
            .disposed(by: disposeBag)
    }

    /// One arrival: a new post on top; now and then a like, a post moving up, an old one gone.
    private func step() {
        tick += 1
        let id = (posts.map(\.id).max() ?? 0) + 1
        posts.insert(Post(id: id, text: Self.text(for: id), likes: 0), at: 0)
        if tick % 2 == 0, posts.count > 2 { posts[2].likes += 1 }
        if tick % 3 == 0, posts.count > 4 { posts.insert(posts.remove(at: 4), at: 1) }
        if posts.count > 12 { posts.removeLast() }
        relay.accept(posts)
    }
}
