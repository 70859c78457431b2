/// The screens the news reader can show, each with everything it needs: the documents'
/// `Navigator.Segue`.
public enum Segue {
    /// The list of stories of the environment's sources, the first one first.
    case stories
    /// The reading screen of a story.
    case article(NewsItem)
}
