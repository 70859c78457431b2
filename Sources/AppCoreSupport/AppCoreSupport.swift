/// AppCoreSupport: what every app's core shares, below the platforms — the words a view
/// model hands its front ends (`Banner` and the `BannerAction` it offers, relative times),
/// the navigation pattern (`Presentation`, `ScreenPresenter`, which each app's `Navigator`
/// presents through), and the test values of an app's `Environment` (`Unimplemented`).
///
/// App cores and their view models import it; it imports no platform (no TerminalUI, no
/// WebUI), so the same view model drives the terminal, the pipe and the web page.
public enum AppCoreSupport {}
