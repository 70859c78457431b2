import TerminalUI

/// tui-gallery: every TerminalUI view with made-up data. Enter opens a view's screen,
/// Esc goes back, ? lists the keys, q quits.
let navigation = NavigationController(rootViewController: GalleryViewController())
Application.run(rootViewController: navigation)
