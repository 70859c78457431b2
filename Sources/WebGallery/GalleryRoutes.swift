import WebUI

/// The gallery's routes: each demo screen has a path, so Back, Forward, reload and a
/// bookmark land on it (the mapping an app's navigator gives `NavigationController.router`).
enum GalleryRoutes {
    /// One demo: its path, name, what it shows, and how to make its screen.
    struct Entry {
        let path: String
        let name: String
        let summary: String
        let section: String
        let make: () -> ViewController
    }

    static var entries: [Entry] {
        [
        Entry(path: "/labels", name: "Label", summary: "Text styles, wrapping, links, any script", section: "Text and input") { LabelsViewController() },
        Entry(path: "/text-field", name: "TextField", summary: "Typing mirrored through rx; clear after submit", section: "Text and input") { TextFieldViewController() },
        Entry(path: "/hostile", name: "Hostile text", summary: "Markup and escapes from data, shown as text", section: "Text and input") { HostileTextViewController() },
        Entry(path: "/table", name: "TableView", summary: "300 rows in sections; j k Enter", section: "Lists") { TableDemoViewController() },
        Entry(path: "/pour-in", name: "Pour in", summary: "Posts arrive every 2 s as keyed row operations", section: "Lists") { PourInViewController() },
        Entry(path: "/banner", name: "MessageView", summary: "A banner, announced to screen readers", section: "Feedback") { MessageDemoViewController() },
        Entry(path: "/spinner", name: "Spinner", summary: "An activity indicator, toggled by s", section: "Feedback") { SpinnerDemoViewController() },
        Entry(path: "/status-bar", name: "StatusBar", summary: "Key hints and a live message", section: "Feedback") { StatusBarDemoViewController() },
        Entry(path: "/charts", name: "Charts", summary: "A big number, a bar chart and range bars in SVG", section: "Charts and pictures") { ChartsViewController() },
        Entry(path: "/images", name: "ImageView", summary: "Pictures served by the app under /img/", section: "Charts and pictures") { ImageDemoViewController() },
        Entry(path: "/reconnect", name: "Reconnect", summary: "Drop the live stream; the page comes back", section: "The live channel") { ReconnectViewController() },
        ]
    }

    /// The screens for `route`: the gallery, with the demo on top when it names one.
    static func screens(for route: GalleryRoute) -> [ViewController] {
        let gallery = GalleryViewController()
        guard let entry = entries.first(where: { $0.path == route.path }) else { return [gallery] }
        let screen = entry.make()
        screen.path = entry.path
        return [gallery, screen]
    }

    /// A tab's navigation controller for the path it opened (an unknown path: the gallery).
    static func makeRoot(path: String) -> ViewController {
        let navigation = NavigationController(viewControllers: screens(for: GalleryRoute(path: path) ?? .gallery))
        navigation.route(GalleryRoute.self, screens: screens(for:))
        return navigation
    }
}

/// A gallery screen's address: "/" for the gallery, a demo's path for its screen.
struct GalleryRoute: WebRoute {
    /// The gallery itself.
    static let gallery = GalleryRoute(checkedPath: "/")

    let path: String

    private init(checkedPath: String) {
        path = checkedPath
    }

    /// The route of `path`, nil when it names no screen.
    init?(path: String) {
        guard path == "/" || GalleryRoutes.entries.contains(where: { $0.path == path }) else { return nil }
        self.init(checkedPath: path)
    }
}
