import Foundation
import WebUI

/// An app's run as a live web page (`--web`): what every tab's screens share from the
/// run — the context, and the pictures the app serves. Each tab gets its own navigator
/// and view models (`RunnableApp.webRoot`). Main queue only.
public final class WebSession {
    /// The run's context: its name, environment and paths.
    public let context: AppContext
    /// The pictures the pages show, served by the app under `/img/`.
    public let pictures: WebPictures

    /// A session for `context` serving `pictures`.
    public init(context: AppContext, pictures: WebPictures) {
        self.context = context
        self.pictures = pictures
    }
}
