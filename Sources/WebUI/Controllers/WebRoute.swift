/// A screen an app can show, named by a URL path: the hook between an app's Navigator
/// (its routes enum) and the browser's address bar.
///
/// ```swift
/// enum Route: WebRoute {
///     case timeline, member(String)
///     init?(path: String) { … }          // "/members/alice" → .member("alice")
///     var path: String { … }             // .member("alice") → "/members/alice"
/// }
/// navigationController.route(Route.self) { route in navigator.screens(for: route) }
/// navigationController.push(MemberViewController(…), for: .member("alice"))
/// ```
/// Paths are what Back, Forward, reload and bookmarks bring back, so `init(path:)` must
/// accept every `path` it gives, and reject (nil) anything else: a typed-in address is
/// untrusted input.
public protocol WebRoute {
    /// The route a path names, nil for one that names none.
    init?(path: String)
    /// The route's path, starting with "/".
    var path: String { get }
}

extension NavigationController {
    /// Makes `router` read paths as `Route`s and ask `screens` for the stack to show
    /// (root first) for a path the stack does not hold.
    public func route<Route: WebRoute>(_ type: Route.Type, screens: @escaping (Route) -> [ViewController]) {
        router = { path in
            Route(path: path).map(screens)
        }
    }

    /// Pushes `viewController` as the screen of `route`: its path becomes the address.
    public func push<Route: WebRoute>(_ viewController: ViewController, for route: Route, animated: Bool = true) {
        viewController.path = route.path
        pushViewController(viewController, animated: animated)
    }
}
