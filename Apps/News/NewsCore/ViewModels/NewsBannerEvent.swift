import AppCoreSupport

/// What changes the list's banner: something to say, or a page that arrived (which puts
/// away what was said before it, except the feed list's notice).
enum NewsBannerEvent {
    /// Say this until something else is said.
    case show(Banner)
    /// A page arrived.
    case pageArrived
}
