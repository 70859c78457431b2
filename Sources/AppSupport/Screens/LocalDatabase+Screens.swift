import RxStore
import TerminalUI

extension LocalDatabase {
    /// Opens the database and hands the store to `onOpen`. When it cannot be used, shows
    /// a `DatabaseProblemViewController` (titled `title`) as the only screen of
    /// `navigationController` instead: for a damaged file `f` moves it aside, opens a
    /// fresh one and then calls `onOpen`; `q` calls `onQuit`. Main queue only.
    public func open(showingProblemsIn navigationController: NavigationController, title: String,
                     onOpen: @escaping (Store) -> Void, onQuit: @escaping () -> Void) {
        let store: Store
        do throws(LocalDatabaseError) {
            store = try open()
        } catch {
            let problem = DatabaseProblemViewController(
                title: title, problem: error.summary, path: url.path,
                onFresh: !error.canStartFresh ? nil : {
                    do throws(LocalDatabaseError) {
                        try moveAside()
                        onOpen(try open())
                        return nil
                    } catch {
                        return error.summary
                    }
                },
                onQuit: onQuit)
            navigationController.setViewControllers([problem], animated: false)
            return
        }
        onOpen(store)
    }
}
