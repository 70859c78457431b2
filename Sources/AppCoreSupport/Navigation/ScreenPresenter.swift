/// The platform side of an app's navigation: shows a screen (a view model its `Navigator`
/// made for a segue) as its own view controller. The terminal pushes view controllers, a
/// web page pushes a URL, tests record what was asked.
///
/// Every app core has a `Navigator` with a `Segue` enum (what to show) and a `Screen` enum
/// (the view model made for it); front ends present screens and nothing else pushes them.
public protocol ScreenPresenter<Screen>: AnyObject {
    /// The app's screens: an enum of view models.
    associatedtype Screen

    /// Shows `screen` as `presentation` asks. Called on the main queue.
    func present(_ screen: Screen, as presentation: Presentation)
}
