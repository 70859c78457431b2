import Foundation
import TerminalUI
import TweetieCore
@testable import TweetieTerminal

extension TweetCell {
    /// The lines a cell draws for `tweet` at `width` (as tall as `height(for:width:)`
    /// says), trailing blanks cut, with "5m" as its time.
    static func renderedLines(for tweet: Tweet, width: Int) -> [String] {
        let cell = TweetCell(reuseIdentifier: TweetCell.identifier)
        cell.update(with: tweet, time: "5m")
        let height = TweetCell.height(for: tweet, width: width)
        cell.frame = Rect(x: 0, y: 0, width: width, height: height)
        cell.layoutSubviews()
        return cell.rendered(size: Size(width: width, height: height)).lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }
}
