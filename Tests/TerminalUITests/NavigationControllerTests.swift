import RxCore
import RxTesting
import XCTest
@testable import TerminalUI

/// A screen that records its life cycle and shows its name.
private final class Screen: ViewController {
    let name: String
    var log: [String] = []
    let label = Label()

    init(_ name: String) {
        self.name = name
        super.init()
        title = name
    }

    override func loadView() {
        view = label
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        label.text = "\(name) content"
        log.append("didLoad")
    }
    override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
}

/// A screen with a search field over a list, the field focused.
private final class SearchScreen: ViewController {
    let field = TextField()
    let table = TableView()

    override func loadView() {
        view = StackView(arrangedSubviews: [field, table])
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        focusedView = field
    }
}

final class NavigationControllerTests: LeakCheckingTestCase {
    private func shown(_ root: ViewController, width: Int = 30, height: Int = 4) -> (NavigationController, Window) {
        let navigation = NavigationController(rootViewController: root)
        let window = Window(rootViewController: navigation, size: Size(width: width, height: height))
        window.makeKeyAndVisible()
        return (navigation, window)
    }

    func test_viewDidLoad_isCalledOnceOnFirstUse() {
        let screen = Screen("A")
        XCTAssertFalse(screen.isViewLoaded)
        _ = screen.view
        _ = screen.view
        XCTAssertEqual(screen.log, ["didLoad"])
    }

    func test_window_showsRootWithTitleBar() {
        let (_, window) = shown(Screen("Home"))
        XCTAssertEqual(window.rendered().lines, [
            " Home                         ",
            "Home content                  ",
            "                              ",
            "                              ",
        ])
        XCTAssertEqual(window.rendered()[1, 0]?.style, Style(attributes: [.reverse, .bold]))
    }

    func test_pushAndPop_lifeCycleInOrder() {
        let root = Screen("A")
        let (navigation, window) = shown(root)
        let next = Screen("B")
        navigation.pushViewController(next, animated: true)
        XCTAssertEqual(window.rendered().lines[0], " ‹ B                          ")
        XCTAssertEqual(window.rendered().lines[1], "B content                     ")
        XCTAssertTrue(next.navigationController === navigation)
        navigation.popViewController(animated: true)
        XCTAssertNil(next.navigationController)
        navigation.pushViewController(next, animated: true)
        XCTAssertEqual(root.log, ["didLoad", "willAppear", "didAppear", "willDisappear", "didDisappear",
                                  "willAppear", "didAppear", "willDisappear", "didDisappear"])
        XCTAssertEqual(next.log, ["didLoad", "willAppear", "didAppear", "willDisappear", "didDisappear",
                                  "willAppear", "didAppear"])
    }

    func test_pushBeforeShown_onlyChangesTheStack() {
        let root = Screen("A")
        let navigation = NavigationController(rootViewController: root)
        let next = Screen("B")
        navigation.pushViewController(next, animated: false)
        XCTAssertEqual(root.log, [])
        XCTAssertEqual(next.log, [])
        let window = Window(rootViewController: navigation, size: Size(width: 12, height: 2))
        window.makeKeyAndVisible()
        XCTAssertEqual(next.log, ["didLoad", "willAppear", "didAppear"])
        XCTAssertEqual(root.log, [])
        XCTAssertEqual(window.rendered().lines, [" ‹ B        ", "B content   "])
    }

    func test_escapeAndBackspace_goBack_butNotPastTheRoot() {
        let (navigation, window) = shown(Screen("A"))
        navigation.pushViewController(Screen("B"), animated: true)
        navigation.pushViewController(Screen("C"), animated: true)
        XCTAssertTrue(window.processKey(.escape))
        XCTAssertEqual(navigation.topViewController?.title, "B")
        XCTAssertTrue(window.processKey(.backspace))
        XCTAssertEqual(navigation.topViewController?.title, "A")
        XCTAssertFalse(window.processKey(.escape))
        XCTAssertEqual(navigation.viewControllers.count, 1)
    }

    func test_popToRoot() {
        let (navigation, _) = shown(Screen("A"))
        navigation.pushViewController(Screen("B"), animated: true)
        navigation.pushViewController(Screen("C"), animated: true)
        XCTAssertEqual(navigation.popToRootViewController(animated: true)?.map(\.title), ["B", "C"])
        XCTAssertEqual(navigation.topViewController?.title, "A")
    }

    func test_setViewControllers_replacesTheStack_oldTopDisappears_newTopAppears() {
        let root = Screen("A")
        let (navigation, window) = shown(root)
        let pushed = Screen("B")
        navigation.pushViewController(pushed, animated: false)
        let newRoot = Screen("C")
        let newTop = Screen("D")
        navigation.setViewControllers([newRoot, newTop], animated: false)
        XCTAssertEqual(navigation.viewControllers.map(\.title), ["C", "D"])
        XCTAssertEqual(window.rendered().lines[0], " ‹ D                          ")
        XCTAssertEqual(window.rendered().lines[1], "D content                     ")
        XCTAssertEqual(pushed.log.suffix(2), ["willDisappear", "didDisappear"])
        XCTAssertEqual(newTop.log, ["didLoad", "willAppear", "didAppear"])
        XCTAssertEqual(newRoot.log, [], "screens below the top are not shown")
        XCTAssertNil(root.navigationController)
        XCTAssertNil(pushed.navigationController)
        XCTAssertTrue(newRoot.navigationController === navigation)
        XCTAssertTrue(window.processKey(.escape))
        XCTAssertEqual(navigation.topViewController?.title, "C")
        XCTAssertFalse(window.processKey(.escape), "C is the root now")
    }

    func test_setViewControllers_keepingTheTop_callsNoAppearance_andEmptyIsIgnored() {
        let root = Screen("A")
        let (navigation, _) = shown(root)
        let below = Screen("Z")
        navigation.setViewControllers([below, root], animated: false)
        XCTAssertEqual(navigation.viewControllers.map(\.title), ["Z", "A"])
        XCTAssertEqual(root.log, ["didLoad", "willAppear", "didAppear"])
        navigation.setViewControllers([], animated: false)
        XCTAssertEqual(navigation.viewControllers.map(\.title), ["Z", "A"])
    }

    func test_barButtonItem_showsInTitleBarAndTapsOnItsKey() {
        let screen = Screen("Posts")
        let refresh = BarButtonItem(key: .character("r"), title: "Refresh")
        screen.navigationItem.rightBarButtonItem = refresh
        let (_, window) = shown(screen)
        XCTAssertEqual(window.rendered().lines[0], " Posts              r Refresh ")
        var taps = 0
        let subscription = refresh.rx.tap.subscribe(onNext: { taps += 1 })
        XCTAssertTrue(window.processKey(.character("r")))
        XCTAssertEqual(taps, 1)
        refresh.isEnabled = false
        XCTAssertFalse(window.processKey(.character("r")))
        XCTAssertEqual(taps, 1)
        XCTAssertEqual(window.rendered().lines[0], " Posts                        ")
        subscription.dispose()
    }

    func test_keyRouting_hotBeforeFocused_coldAfter() {
        let screen = SearchScreen()
        screen.title = "Search"
        let clear = KeyCommand(key: .ctrl("l"), title: "Clear", isHot: true)
        let reload = KeyCommand(key: .character("r"), title: "Reload")
        let back = KeyCommand(key: .character("x"), title: "Shadowed by the field")
        screen.keyCommands = [clear, reload, back]
        let (navigation, window) = shown(screen)
        navigation.pushViewController(Screen("Detail"), animated: false)
        navigation.popViewController(animated: false)
        var events: [String] = []
        let bag = DisposeBag()
        clear.rx.tap.subscribe(onNext: { events.append("clear") }).disposed(by: bag)
        reload.rx.tap.subscribe(onNext: { events.append("reload") }).disposed(by: bag)
        // Cold letters type into the focused field.
        XCTAssertTrue(window.processKey(.character("r")))
        XCTAssertEqual(screen.field.text, "r")
        // Hot keys win over the field (which would not take Ctrl-L anyway).
        XCTAssertTrue(window.processKey(.ctrl("l")))
        // The field leaves ↓ to its superviews and then to the screen, which has no
        // use for it.
        XCTAssertFalse(window.processKey(.down))
        // With the table focused, "r" reaches the cold command.
        screen.focusedView = screen.table
        XCTAssertTrue(window.processKey(.character("r")))
        XCTAssertEqual(events, ["clear", "reload"])
        XCTAssertEqual(screen.field.text, "r")
        // Backspace edits the field instead of going back.
        screen.focusedView = screen.field
        XCTAssertTrue(window.processKey(.backspace))
        XCTAssertEqual(screen.field.text, "")
    }

    func test_questionMark_showsHelpForTheCurrentScreen_anyKeyCloses() {
        let screen = Screen("Posts")
        screen.navigationItem.rightBarButtonItem = BarButtonItem(key: .character("r"), title: "Refresh")
        screen.keyCommands = [KeyCommand(key: .ctrl("n"), title: "New post", isHot: true)]
        let (navigation, window) = shown(Screen("Home"), width: 24, height: 8)
        navigation.pushViewController(screen, animated: false)
        XCTAssertTrue(window.processKey(.character("?")))
        XCTAssertTrue(navigation.isShowingHelp)
        XCTAssertEqual(window.rendered().lines, [
            " ‹ Posts      r Refresh ",
            "Po┌─ Keys ───────────┐  ",
            "  │ r       Refresh  │  ",
            "  │ Ctrl-N  New post │  ",
            "  │ Esc     Back     │  ",
            "  │ ?       Help     │  ",
            "  └──────────────────┘  ",
            "                        ",
        ])
        XCTAssertTrue(window.processKey(.character("r")))
        XCTAssertFalse(navigation.isShowingHelp)
        XCTAssertEqual(navigation.topViewController?.title, "Posts")
        XCTAssertEqual(window.rendered().lines[1], "Posts content           ")
    }

    /// On a 20×6 terminal the help used to cut every title to "…" behind the widest key
    /// and leave the last keys (`q Quit`) out with no sign of them: now a title that does
    /// not fit goes under its key, the bottom border counts the keys below, and ↓ scrolls
    /// to them (any other key still closes the help).
    func test_help_onATinyTerminal_wrapsTitlesUnderKeys_andScrollsToTheLastKey() {
        let screen = Screen("Posts")
        screen.keyCommands = [
            KeyCommand(key: .character("m"), title: "Members"),
            KeyCommand(key: .character("r"), title: "Refresh"),
            KeyCommand(key: .pageDown, title: "Page, first, last"),
            KeyCommand(key: .character("q"), title: "Quit"),
        ]
        let (navigation, window) = shown(screen, width: 20, height: 6)
        XCTAssertTrue(window.processKey(.character("?")))
        XCTAssertEqual(window.rendered().lines, [
            "┌─ Keys ──────────┐ ",
            "│ m  Members      │ ",
            "│ r  Refresh      │ ",
            "│ PgDn            │ ",
            "│   Page, first,  │ ",
            "└─ ↓ 3 more ──────┘ ",
        ])
        for _ in 0..<3 { XCTAssertTrue(window.processKey(.down)) }
        XCTAssertTrue(navigation.isShowingHelp, "↓ scrolls the help, it does not close it")
        XCTAssertEqual(window.rendered().lines, [
            "┌─ Keys ↑ 3 more ─┐ ",
            "│   Page, first,  │ ",
            "│   last          │ ",
            "│ q  Quit         │ ",
            "│ ?  Help         │ ",
            "└─────────────────┘ ",
        ])
        XCTAssertTrue(window.processKey(.down), "at the end ↓ keeps the help open")
        XCTAssertTrue(navigation.isShowingHelp)
        XCTAssertTrue(window.processKey(.character("x")))
        XCTAssertFalse(navigation.isShowingHelp)
    }

    /// Where every key fits, ↓ closes the help as any key does.
    func test_help_thatFits_closesOnDown() {
        let (navigation, window) = shown(Screen("Posts"), width: 30, height: 8)
        XCTAssertTrue(window.processKey(.character("?")))
        XCTAssertTrue(window.processKey(.down))
        XCTAssertFalse(navigation.isShowingHelp)
    }

    func test_help_listsTheFocusedViewsKeys() {
        let screen = SearchScreen()
        let (navigation, _) = shown(screen)
        let hints = navigation.keyHints.map(\.title)
        XCTAssertEqual(hints.first, "Move the cursor")
        XCTAssertEqual(hints.last, "Help")
        XCTAssertFalse(hints.contains("Back"))
    }

    func test_rxTitle_updatesTheTitleBar() {
        let screen = Screen("A")
        let (_, window) = shown(screen, width: 10, height: 2)
        let subscription = Observable.just("Bound").bind(to: screen.rx.title)
        XCTAssertEqual(window.rendered().lines[0], " Bound    ")
        subscription.dispose()
    }

    func test_titleBar_hostileTitleIsSanitizedAndTruncated() {
        let screen = Screen("\u{1B}]0;pwned\u{07}A very long title")
        let (_, window) = shown(screen, width: 12, height: 2)
        XCTAssertEqual(window.rendered().lines[0], " A very lo… ")
    }

    func test_windowResize_relaysOut() {
        let (_, window) = shown(Screen("A"), width: 8, height: 2)
        window.size = Size(width: 12, height: 3)
        XCTAssertEqual(window.rendered().lines, [" A          ", "A content   ", "            "])
    }
}
