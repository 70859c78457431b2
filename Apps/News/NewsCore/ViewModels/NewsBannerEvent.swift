import AppCoreSupport

/// What changes the list's banner: something to say, a page that arrived (which puts
/// away what was said before it, except the feed list's notice), or something said that
/// is no longer true.
enum NewsBannerEvent {
    /// Say this until something else is said.
    case show(Banner)
    /// A page arrived; `moved` when the source's feed moved for good, which is said again
    /// (as the notice is kept) until the feed list names the new address.
    case pageArrived(moved: FeedMove?)
    /// Put this away if it is still what the banner says (the server answered after all).
    case withdraw(Banner)
}
