import Foundation
import RxCore
import TweetieCore
import WebUI

/// One post in a timeline: the author's picture at the left; beside it the author's
/// name, `@handle` and the relative time, who reposted it (a button to the reposter's
/// timeline where the screen offers it) and whom it answers, the text with its
/// attachments and labels, its links (real links, titled as `TweetLinks` says) and the
/// quoted post.
///
/// Every text is the core's (`TweetText`, `TweetLinks`); WebUI escapes it. Clicking the
/// row opens the author (the table's choice); the reposter's button is `reposterButton`.
/// Main queue only.
final class TweetCell: MediaCell {
    /// The identifier the timelines register it under.
    static let identifier = "TweetCell"

    let timeLabel = Label(textStyle: .caption)
    /// "reposted by @a": opens the reposter's timeline.
    let reposterButton = Button()
    /// "replying to @b", and "reposted by @a" where the screen does not offer the reposter.
    let contextLabel = Label(textStyle: .secondary)
    /// The text, then a line per picture or video and the labels.
    let bodyLabel = Label()
    /// The post's links.
    let linksView = StackView(axis: .horizontal, spacing: .small)
    /// The quoted post.
    let quoteLabel = Label(textStyle: .secondary)

    /// When it was sent (for aging the time).
    private(set) var createdAt: Date?
    /// The reposter button's subscription, ended with the cell.
    let disposeBag = DisposeBag()

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        reposterButton.styleName = "inline"
        bodyLabel.styleName = "multiline"
        quoteLabel.styleName = "quote"
        linksView.styleName = "links"
        byline.addArrangedSubview(timeLabel)
        for view in [reposterButton, contextLabel, bodyLabel, linksView, quoteLabel] as [View] { content.addArrangedSubview(view) }
    }

    /// Shows `tweet`, sent `time` ago, with the author's picture at `avatarPath` (a page
    /// path from `WebPictures`; nil shows the placeholder); a repost's reposter as a
    /// button when `offersReposter`, else as text.
    func show(_ tweet: Tweet, time: String, avatarPath: String?, offersReposter: Bool) {
        createdAt = tweet.createdAt
        avatarView.imagePath = avatarPath
        nameLabel.text = tweet.authorName
        handleLabel.text = "@" + tweet.screenName
        timeLabel.text = time
        let reposted = offersReposter ? TweetText.reposted(tweet) : nil
        reposterButton.title = reposted
        reposterButton.isHidden = reposted == nil
        let context = offersReposter ? TweetText.reply(tweet) : TweetText.context(of: tweet)
        contextLabel.text = context
        contextLabel.isHidden = context == nil
        bodyLabel.text = TweetText.bodyParts(of: tweet, linkCards: false).joined(separator: "\n")
        let links = TweetLinks.urls(in: tweet)
        linksView.subviews.forEach { $0.removeFromSuperview() }
        for url in links { linksView.addArrangedSubview(LinkLabel(TweetLinks.title(of: url, in: tweet), url: url)) }
        linksView.isHidden = links.isEmpty
        let quote = TweetText.quote(of: tweet)
        quoteLabel.text = quote
        quoteLabel.isHidden = quote == nil
    }
}
