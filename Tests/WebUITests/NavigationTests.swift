import Foundation
import RxCore
import XCTest
@testable import WebUI

/// Navigation follows the browser: pushes are history entries, Back and Forward come
/// back as paths, and a path the stack does not hold asks the router.
final class NavigationTests: XCTestCase {
    private func screen(_ title: String, path: String?) -> TestScreen {
        let screen = TestScreen(Label(title), path: path)
        screen.title = title
        return screen
    }

    private func navigations(_ operations: [[Any]]) -> [String] {
        operations.filter { $0.first as? String == "n" }.map { "\($0[1]) \(($0[2] as? Bool) == true ? "push" : "replace")" }
    }

    func test_aPush_isAHistoryEntry_andSendsTheNewScreensShapeOnce() throws {
        let navigation = NavigationController(rootViewController: screen("Home", path: "/"))
        let harness = LivePageHarness(root: navigation)
        _ = harness.events()
        navigation.pushViewController(screen("Detail", path: "/detail"), animated: true)
        harness.endTurn()
        let operations = try harness.patchOperations()
        XCTAssertEqual(navigations(operations), ["/detail push"])
        XCTAssertEqual(operations.filter { $0.first as? String == "T" }.first?[1] as? String, "Detail")
        let contents = operations.filter { $0.first as? String == "c" }.compactMap { $0[2] as? String }
        XCTAssertEqual(contents.filter { $0.contains(">Detail</p>") }.count, 1, "the screen's markup, once")
        XCTAssertEqual(harness.page.path, "/detail")
    }

    func test_theBrowsersBack_popsToTheScreenWithThatPath_withoutANewEntry() throws {
        let home = screen("Home", path: "/")
        let navigation = NavigationController(rootViewController: home)
        let harness = LivePageHarness(root: navigation)
        navigation.pushViewController(screen("One", path: "/one"), animated: false)
        navigation.pushViewController(screen("Two", path: "/two"), animated: false)
        harness.endTurn()
        _ = harness.events()
        harness.page.handle([InputEvent(type: .navigate, path: "/")])
        harness.endTurn()
        XCTAssertTrue(navigation.topViewController === home)
        XCTAssertEqual(navigation.viewControllers.count, 1)
        XCTAssertEqual(navigations(try harness.patchOperations()), [], "the browser is already there")
    }

    func test_forwardOrABookmark_asksTheRouter() throws {
        let navigation = NavigationController(rootViewController: screen("Home", path: "/"))
        navigation.router = { [unowned self] path in
            path == "/later" ? [screen("Home", path: "/"), screen("Later", path: "/later")] : nil
        }
        let harness = LivePageHarness(root: navigation)
        harness.page.handle([InputEvent(type: .navigate, path: "/later")])
        XCTAssertEqual(navigation.topViewController?.title, "Later")
        XCTAssertEqual(navigation.viewControllers.count, 2)
        _ = harness.events()
        harness.page.handle([InputEvent(type: .navigate, path: "/nowhere")])
        harness.endTurn()
        XCTAssertEqual(navigations(try harness.patchOperations()), ["/later replace"], "an unknown path puts the current one back")
    }

    func test_backWithoutHistory_popsAndReplacesTheAddress() throws {
        let navigation = NavigationController(viewControllers: [screen("Home", path: "/"), screen("Deep", path: "/deep")])
        let harness = LivePageHarness(root: navigation)
        _ = harness.events()
        harness.page.handle([InputEvent(type: .back)])
        harness.endTurn()
        XCTAssertEqual(navigation.viewControllers.count, 1)
        XCTAssertEqual(navigations(try harness.patchOperations()), ["/ replace"])
        harness.page.handle([InputEvent(type: .back)])
        XCTAssertEqual(navigation.viewControllers.count, 1, "the root is never popped")
    }

    func test_appearanceCallbacks_followTheStack() {
        final class Watched: ViewController {
            var log: [String] = []
            override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
            override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
        }
        let root = Watched()
        let navigation = NavigationController(rootViewController: root)
        _ = LivePageHarness(root: navigation)
        navigation.pushViewController(screen("Two", path: "/two"), animated: true)
        navigation.popViewController(animated: true)
        XCTAssertEqual(root.log, ["willAppear", "didDisappear", "willAppear"])
    }

    func test_commands_areButtonsInTheTitleBarAndHelp_andTheirKeysTapThem() throws {
        let home = screen("Home", path: "/")
        let refresh = BarButtonItem(key: .character("r"), title: "Refresh")
        let hidden = KeyCommand(key: .ctrl("l"), title: "Clear", isHot: true)
        home.navigationItem.rightBarButtonItem = refresh
        home.keyCommands = [hidden]
        let navigation = NavigationController(rootViewController: home)
        let harness = LivePageHarness(root: navigation)
        let markup = navigation.view.renderedMarkup
        XCTAssertTrue(markup.contains("data-command=\"\(refresh.slot)\" data-key=\"r\""), markup)
        XCTAssertTrue(markup.contains("data-command=\"\(hidden.slot)\" data-key=\"Ctrl+l\" data-hot"))
        var taps = 0
        let bag = DisposeBag()
        refresh.rx.tap.subscribe(onNext: { taps += 1 }).disposed(by: bag)
        harness.page.handle([InputEvent(type: .tap, slot: refresh.slot)])
        XCTAssertEqual(taps, 1)
        XCTAssertEqual(navigation.keyHints.map(\.key), ["r", "Ctrl-L", "?"])
    }
}

extension NavigationTests {
    /// A bar button item turned off after the screen is shown leaves the title bar (it
    /// stayed: the item did not know its screen, so nothing redrew the bar).
    func test_aBarButtonItemTurnedOff_leavesTheTitleBar_andComesBackWhenOn() throws {
        let home = screen("Home", path: "/")
        let places = BarButtonItem(key: .character("m"), title: "Other places")
        home.navigationItem.rightBarButtonItems = [places]
        let navigation = NavigationController(rootViewController: home)
        let harness = LivePageHarness(root: navigation)
        _ = harness.events()
        XCTAssertTrue(navigation.view.renderedMarkup.contains("data-command=\"\(places.slot)\" data-key=\"m\""))
        places.isEnabled = false
        harness.endTurn()
        XCTAssertFalse(navigation.view.renderedMarkup.contains("class=\"bar-button\" data-command=\"\(places.slot)\""),
                       "the item left the title bar")
        XCTAssertFalse(try harness.patchOperations().isEmpty, "the bar was sent again")
        places.isEnabled = true
        harness.endTurn()
        XCTAssertTrue(navigation.view.renderedMarkup.contains("class=\"bar-button\" data-command=\"\(places.slot)\""))
    }
}

/// The typed hook an app's Navigator uses: routes ↔ paths.
final class WebRouteTests: XCTestCase {
    private enum Route: WebRoute, Equatable {
        case home
        case item(Int)

        init?(path: String) {
            if path == "/" { self = .home; return }
            guard path.hasPrefix("/items/"), let number = Int(path.dropFirst("/items/".count)) else { return nil }
            self = .item(number)
        }

        var path: String {
            switch self {
            case .home: return "/"
            case .item(let number): return "/items/\(number)"
            }
        }
    }

    func test_pushingARoute_setsThePath_andTheBrowsersPathsComeBackAsRoutes() throws {
        let home = TestScreen(Label("home"), path: "/")
        let navigation = NavigationController(rootViewController: home)
        var asked: [Route] = []
        navigation.route(Route.self) { route in
            asked.append(route)
            let screen = TestScreen(Label("\(route)"))
            screen.path = route.path
            return [home, screen]
        }
        let harness = LivePageHarness(root: navigation)
        let item = TestScreen(Label("item 1"))
        navigation.push(item, for: Route.item(1))
        XCTAssertEqual(item.path, "/items/1")
        XCTAssertEqual(harness.page.path, "/items/1")
        harness.page.handle([InputEvent(type: .navigate, path: "/")])
        harness.page.handle([InputEvent(type: .navigate, path: "/items/7")])
        XCTAssertEqual(asked, [.item(7)])
        XCTAssertEqual(harness.page.path, "/items/7")
        harness.page.handle([InputEvent(type: .navigate, path: "/items/<script>")])
        XCTAssertEqual(harness.page.path, "/items/7", "a path naming no route changes nothing")
    }
}

/// A screen whose address follows what it shows (a search naming its query).
final class ScreenPathTests: XCTestCase {
    private func navigations(_ operations: [[Any]]) -> [String] {
        operations.filter { $0.first as? String == "n" }.map { "\($0[1]) \(($0[2] as? Bool) == true ? "push" : "replace")" }
    }

    func test_theTopScreensNewPath_replacesTheAddress_inItsOwnEntry() throws {
        let search = TestScreen(Label("search"), path: "/")
        let navigation = NavigationController(rootViewController: search)
        let harness = LivePageHarness(root: navigation)
        _ = harness.events()
        search.path = "/?q=rx"
        search.path = "/?q=rxswift"
        harness.endTurn()
        XCTAssertEqual(navigations(try harness.patchOperations()), ["/?q=rx replace", "/?q=rxswift replace"], "no new entries")
        XCTAssertEqual(harness.page.path, "/?q=rxswift")

        navigation.pushViewController(TestScreen(Label("detail"), path: "/detail"), animated: false)
        harness.endTurn()
        _ = harness.events()
        search.path = "/?q=other"
        harness.endTurn()
        XCTAssertEqual(navigations(try harness.patchOperations()), [], "a covered screen's address waits for it to be shown")
        navigation.popViewController(animated: false)
        harness.endTurn()
        XCTAssertEqual(navigations(try harness.patchOperations()), ["/?q=other replace"])
    }

    func test_aPushedScreenNamingItsPathAsItLoads_replacesItsNewEntry_notTheOneBelow() throws {
        final class Loading: ViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                path = "/loaded"
            }
        }
        let navigation = NavigationController(rootViewController: TestScreen(Label("home"), path: "/"))
        let harness = LivePageHarness(root: navigation)
        _ = harness.events()
        let screen = Loading()
        screen.path = "/pushed"
        navigation.pushViewController(screen, animated: true)
        harness.endTurn()
        XCTAssertEqual(navigations(try harness.patchOperations()), ["/pushed push", "/loaded replace"])
    }

    func test_aRouterShowingAnotherScreenThanThePathNamed_putsThatScreensPathInTheAddress() throws {
        let home = TestScreen(Label("home"), path: "/?q=shown")
        let navigation = NavigationController(viewControllers: [home, TestScreen(Label("detail"), path: "/detail")])
        navigation.router = { _ in [home] }
        let harness = LivePageHarness(root: navigation)
        _ = harness.events()
        harness.page.handle([InputEvent(type: .navigate, path: "/?q=left-behind")])
        harness.endTurn()
        XCTAssertTrue(navigation.topViewController === home)
        XCTAssertEqual(navigations(try harness.patchOperations()), ["/?q=shown replace"])
    }
}
