import TerminalUI

/// A status bar that makes room for its message: TerminalUI's `StatusBar` given an
/// `importance` (`RankedStatusBar(hints:importance:)`), which leaves the least important
/// hints out first when the hints and the message do not both fit.
///
/// The ranking began here (at 80 columns the plain bar cut "N new ↑ (g)" and the update
/// time) and moved into TerminalUI when News needed it too.
typealias RankedStatusBar = StatusBar
