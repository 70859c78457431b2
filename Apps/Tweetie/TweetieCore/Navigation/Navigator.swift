import AppCoreSupport

/// The list reader's navigator (the documents' `Navigator`): makes each segue's view model
/// from a `TweetieEnvironment` (`Screen.init(segue:environment:)`) and hands the screen to the
/// platform's presenter; the first screen is the root, later ones are pushed. View
/// controllers only ask it for segues. Use on the main queue.
public typealias Navigator = ScreenNavigator<Screen>
