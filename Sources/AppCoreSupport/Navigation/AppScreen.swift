/// An app's screens: an enum with a case per screen, each holding the view model a segue
/// made. `init(segue:environment:)` is where an app says which view model each segue
/// gets; `ScreenNavigator` does the rest.
public protocol AppScreen {
    /// What the app can be asked to show, with its parameters (the documents'
    /// `Navigator.Segue`).
    associatedtype Segue
    /// What every view model is made with (the app's `<App>Environment`).
    associatedtype Environment

    /// The screen `segue` leads to, with a new view model made from `environment`.
    init(segue: Segue, environment: Environment)
}
