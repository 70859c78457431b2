import TerminalUI

/// A gallery screen's root view: its content over all lines but the last, and a status
/// bar with the screen's key hints on the last line.
final class ScreenView: View {
    let content: View
    let statusBar = StatusBar()

    init(content: View) {
        self.content = content
        super.init()
        addSubview(content)
        addSubview(statusBar)
    }

    override func layoutSubviews() {
        let barHeight = min(1, frame.height)
        content.frame = Rect(x: 0, y: 0, width: frame.width, height: frame.height - barHeight)
        statusBar.frame = Rect(x: 0, y: frame.height - barHeight, width: frame.width, height: barHeight)
    }
}

/// A one-line text field, so a stack gives it one line instead of sharing the screen.
final class LineTextField: TextField {
    override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: min(1, size.height))
    }
}

/// A one-line status bar, for showing one inside a stack.
final class LineStatusBar: StatusBar {
    override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: min(1, size.height))
    }
}
