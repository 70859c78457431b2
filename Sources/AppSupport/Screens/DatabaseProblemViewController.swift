import RxCore
import TerminalUI

/// Says the local database cannot be used and why, and offers `f` to move it aside and
/// start fresh (nothing is deleted) when it is damaged, and `q` to quit. A database that
/// is not damaged (another program's, read-only, newer) is not offered to be moved.
///
/// Use from the main queue only.
public final class DatabaseProblemViewController: ViewController {
    /// Moves the database aside and starts fresh.
    let freshCommand = KeyCommand(key: .character("f"), title: "Move it aside and start fresh")
    /// Quits.
    let quitCommand = KeyCommand(key: .character("q"), title: "Quit")
    /// The explanation.
    let messageLabel = Label()
    /// The outcome of a failed `f`.
    let messageView = MessageView(kind: .error)

    private let problem: String
    private let path: String
    private let offersFresh: Bool
    private let disposeBag = DisposeBag()

    /// A screen titled `title` (the app's name) explaining `problem` with the database at
    /// `path`; `onFresh` (nil: `f` is not offered) runs on `f` and returns an error
    /// message when moving it aside failed; `onQuit` runs on `q`.
    public init(title: String, problem: String, path: String, onFresh: (() -> String?)?, onQuit: @escaping () -> Void) {
        self.problem = problem
        self.path = path
        offersFresh = onFresh != nil
        super.init()
        self.title = title
        keyCommands = onFresh == nil ? [quitCommand] : [freshCommand, quitCommand]
        freshCommand.rx.tap
            .subscribe(onNext: { [weak self] in
                guard let failure = onFresh?() else { return }
                self?.messageView.text = failure
                self?.messageView.isHidden = false
            })
            .disposed(by: disposeBag)
        quitCommand.rx.tap
            .subscribe(onNext: { onQuit() })
            .disposed(by: disposeBag)
    }

    public override func loadView() {
        let heading = Label("The local database cannot be used", style: Style(attributes: .bold))
        let keys = Label(offersFresh ? "Press f to move it aside and start fresh (nothing is deleted: the file is renamed), or q to quit."
                                     : "Press q to quit; nothing was changed.")
        keys.numberOfLines = 0
        messageLabel.numberOfLines = 0
        // No filler below: on a short terminal the explanation gets every line the keys
        // leave (a filler took half of them, and "is damaged" fell off a 40×10 screen).
        view = StackView(arrangedSubviews: [heading, messageLabel, keys, messageView], spacing: 1)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        messageLabel.text = "\(problem)\n\nFile: \(path)"
        messageView.isHidden = true
    }
}
