import AppSupport
import Foundation
import RxCore
import RxImages
import TerminalUI
import TweetieCore

/// The terminal's `ScreenPresenter`: turns each `Screen` the navigator made into its view
/// controller and shows it on `navigationController`, the screen the run loop shows: a
/// root replaces the whole stack, later screens are pushed (Esc goes back).
///
/// The presenter keeps the navigator (which holds it weakly) alive; keep the presenter.
/// Use from the main queue only.
public final class TerminalPresenter: ScreenPresenter {
    /// The screen the run loop shows. It starts with a blank root, replaced by the first
    /// screen presented (or the app's damaged-database screen) before the run loop starts.
    public private(set) lazy var navigationController = AppNavigationController(rootViewController: ViewController()) {
        [weak self] in self?.onQuit()
    }
    /// The navigator the view controllers ask for segues; set by `attach(_:)`.
    public private(set) var navigator: Navigator?

    /// Said after the list title, like "demo data".
    public var note: String?
    /// The clock relative times are counted from, given to the view controllers.
    public var clock: () -> Date
    /// Where the view controllers write dates older than a week and times of day.
    public var timeZone: TimeZone
    /// Runs the view controllers' timers (throttles, highlights, aging times).
    public var scheduler: SchedulerType
    /// Opens a tweet's link in the browser (`Browser.open`; tests record it); nil offers no `o`.
    public var openPage: PageOpener?
    /// What `q` does.
    public var onQuit: () -> Void
    /// Loads the authors' pictures for the timelines; nil (`--no-images`) shows none.
    public var imageLoader: ImageLoader?

    /// A presenter whose screens get these dependencies.
    public init(note: String? = nil,
                clock: @escaping () -> Date = Date.init, timeZone: TimeZone = .current,
                scheduler: SchedulerType = MainScheduler.instance, onQuit: @escaping () -> Void = { Application.exit(0) }) {
        self.note = note
        self.clock = clock
        self.timeZone = timeZone
        self.scheduler = scheduler
        self.onQuit = onQuit
    }

    /// Makes this the navigator's presenter and keeps the navigator.
    public func attach(_ navigator: Navigator) {
        self.navigator = navigator
        navigator.presenter = self
    }

    /// Shows `screen`: as the root of a new stack, or pushed on the current one.
    public func present(_ screen: Screen, as presentation: Presentation) {
        guard let navigator else { return }
        let viewController = makeViewController(for: screen, navigator: navigator)
        switch presentation {
        case .push: navigationController.pushViewController(viewController, animated: true)
        case .root: navigationController.setViewControllers([viewController], animated: true)
        }
    }

    /// The view controller that binds `screen`'s view model.
    public func makeViewController(for screen: Screen, navigator: Navigator) -> ViewController {
        switch screen {
        case .listTimeline(let viewModel):
            return ListTimelineViewController(viewModel: viewModel, navigator: navigator, note: note, openPage: openPage,
                                              clock: clock, timeZone: timeZone, scheduler: scheduler, imageLoader: imageLoader)
        case .listPeople(let viewModel):
            return ListPeopleViewController(viewModel: viewModel, navigator: navigator, scheduler: scheduler)
        case .personTimeline(let viewModel):
            return PersonTimelineViewController(viewModel: viewModel, navigator: navigator, openPage: openPage, clock: clock,
                                                timeZone: timeZone, scheduler: scheduler, imageLoader: imageLoader)
        }
    }
}
