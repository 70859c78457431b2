import Foundation
import RxStore
import TerminalUI

/// An app's run on the terminal: one navigation stack (`q` quits from any screen) that
/// shows the damaged-database screen while the database cannot be used, then the app's
/// first screen; and what its screens share from the run (the context, the browser).
///
/// Main queue only.
public final class ScreenSession {
    /// The run's context: its name, environment and paths.
    public let context: AppContext
    /// The stack the run loop shows; the app's presenter pushes onto it.
    public let navigationController: AppNavigationController
    /// Opens a page in the browser (`$BROWSER`, else `xdg-open`); tests record it.
    public var openPage: PageOpener
    /// The app's `Navigator`, kept for the run (it keeps its presenter, which refers to
    /// it and to the stack weakly); set it when the first screen is shown.
    public var navigator: AnyObject?

    /// A session for `context` with a blank first screen; `onQuit` ends the app (tests
    /// count it), `openPage` opens links (the user's browser by default).
    public init(context: AppContext, openPage: PageOpener? = nil, onQuit: @escaping () -> Void = { Application.exit(0) }) {
        self.context = context
        self.openPage = openPage ?? Browser(environment: context.environment).open
        navigationController = AppNavigationController(rootViewController: ViewController(), onQuit: onQuit)
    }

    /// Opens `database` and calls `onOpen` with its store; while it cannot be used, its
    /// damaged-database screen (titled with the app's name) is the only screen: `f` moves
    /// a damaged file aside and then calls `onOpen`, `q` quits.
    public func start(database: LocalDatabase, onOpen: @escaping (Store) -> Void) {
        database.open(showingProblemsIn: navigationController, title: database.appName,
                      onOpen: onOpen, onQuit: navigationController.onQuit)
    }
}
