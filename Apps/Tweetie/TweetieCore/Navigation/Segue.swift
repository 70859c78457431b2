/// The screens the reader can show, each with everything it needs: the documents'
/// `Navigator.Segue` (the account is the environment's).
public enum Segue {
    /// The combined timeline of a list.
    case listTimeline(ListIdentifier)
    /// The members of a list.
    case listPeople(ListIdentifier)
    /// One person's timeline.
    case personTimeline(username: String)
}
