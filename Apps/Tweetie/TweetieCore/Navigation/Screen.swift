import AppCoreSupport

/// A screen to present: the view model a segue made. The platform (terminal, web page)
/// turns it into its own view controller.
public enum Screen: AppScreen {
    /// The list timeline.
    case listTimeline(ListTimelineViewModel)
    /// The list's members.
    case listPeople(ListPeopleViewModel)
    /// A person's timeline.
    case personTimeline(PersonTimelineViewModel)

    /// The screen `segue` leads to, with a new view model made from `environment`.
    public init(segue: Segue, environment: TweetieEnvironment) {
        switch segue {
        case .listTimeline(let list):
            self = .listTimeline(ListTimelineViewModel(environment: environment, list: list))
        case .listPeople(let list):
            self = .listPeople(ListPeopleViewModel(environment: environment, list: list))
        case .personTimeline(let username):
            self = .personTimeline(PersonTimelineViewModel(environment: environment, username: username))
        }
    }
}
