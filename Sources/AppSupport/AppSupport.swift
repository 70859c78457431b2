/// AppSupport: what every app shares, between TerminalUI and the apps — the command line
/// (`CommandLineSpec`), XDG paths (`AppPaths`, `PrivateDirectory`), the terminal-or-pipe
/// choice (`FrontEnd`), safe output and exit statuses (`AppContext`, `StandardStream`),
/// token storage (`FileTokenStore`), replay directories (`ReplayDirectory`), the local
/// database (`LocalDatabase`) with its damaged-database screen, the `q`-to-quit
/// navigation stack (`AppNavigationController`), relative times (`RelativeTimeFormatter`)
/// and opening pages in the browser (`Browser`).
///
/// App cores never import it (it imports TerminalUI); front ends inject what it makes
/// (a token store, a store) into them.
public enum AppSupport {}
