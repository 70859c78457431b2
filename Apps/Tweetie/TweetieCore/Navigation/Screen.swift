/// A screen to present: the view model a segue made. The platform (terminal, web page)
/// turns it into its own view controller.
public enum Screen {
    /// The list timeline.
    case listTimeline(ListTimelineViewModel)
    /// The list's members.
    case listPeople(ListPeopleViewModel)
    /// A person's timeline.
    case personTimeline(PersonTimelineViewModel)
}
