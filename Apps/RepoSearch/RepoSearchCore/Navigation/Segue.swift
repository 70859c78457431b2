/// The screens the repository search can show, each with everything it needs: the
/// documents' `Navigator.Segue`.
public enum Segue {
    /// The search screen in `mode`, starting with `text` typed (nil: an empty field).
    case search(text: String?, mode: SearchMode)
    /// The detail of one repository.
    case detail(Repo)
}
