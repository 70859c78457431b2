import AppCoreSupport
import XCTest

/// The navigator every app uses: the view model from the environment, the first screen
/// as the root and later ones pushed, nothing shown (or counted) without a presenter.
final class ScreenNavigatorTests: XCTestCase {
    private enum TestScreen: AppScreen, Equatable {
        case page(String)

        init(segue: String, environment: String) {
            self = .page("\(environment):\(segue)")
        }
    }

    private final class RecordingPresenter: ScreenPresenter {
        var shown: [(TestScreen, Presentation)] = []
        func present(_ screen: TestScreen, as presentation: Presentation) {
            shown.append((screen, presentation))
        }
    }

    func test_theFirstScreenIsTheRoot_laterOnesArePushed_andEachIsMadeFromTheEnvironment() {
        let navigator = ScreenNavigator<TestScreen>(environment: "env")
        let presenter = RecordingPresenter()
        navigator.show(segue: "lost")
        navigator.presenter = presenter
        navigator.show(segue: "a")
        navigator.show(segue: "b")
        XCTAssertEqual(presenter.shown.map(\.0), [.page("env:a"), .page("env:b")], "a segue without a presenter is dropped")
        XCTAssertEqual(presenter.shown.map(\.1), [.root, .push], "and it did not count as the first")
    }

    func test_presentationOrder_isRootOnce_thenPush() {
        var order = PresentationOrder()
        XCTAssertEqual([order.next(), order.next(), order.next()], [.root, .push, .push])
    }
}
