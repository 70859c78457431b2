import RxCore

/// The screens the reader can show, each with everything it needs: the documents'
/// `Navigator.Segue`.
public enum Segue {
    /// The combined timeline of a list.
    case listTimeline(Driver<TwitterAccount.AccountStatus>, ListIdentifier)
    /// The members of a list.
    case listPeople(Driver<TwitterAccount.AccountStatus>, ListIdentifier)
    /// One person's timeline.
    case personTimeline(Driver<TwitterAccount.AccountStatus>, username: String)
}
