/// A screen to present: the view model a segue made. The platform (terminal, plain
/// text) turns it into its own view controller.
public enum Screen {
    /// The list timeline.
    case listTimeline(ListTimelineViewModel)
    /// The list's members.
    case listPeople(ListPeopleViewModel)
    /// A person's timeline.
    case personTimeline(PersonTimelineViewModel)
}

/// How a screen is shown.
public enum Presentation: Hashable, Sendable {
    /// Replaces everything (the first screen).
    case root
    /// On top of the current screen; going back returns to it.
    case push
}

/// The platform side of navigation: shows a screen the `Navigator` made. The terminal
/// app pushes view controllers; tests record what was asked.
public protocol ScreenPresenter: AnyObject {
    /// Shows `screen` as `presentation` asks. Called on the main queue.
    func present(_ screen: Screen, as presentation: Presentation)
}
