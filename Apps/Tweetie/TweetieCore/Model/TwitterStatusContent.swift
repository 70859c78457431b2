import Foundation

/// What a Twitter v1.1 status says, read once for a tweet, the status it retweets, or
/// the one it quotes: its author, its text made readable, its links, pictures and quote.
struct TwitterStatusContent {
    /// The author, from `user`.
    let author: User
    /// `full_text` or `text`, with HTML entities unescaped once and each `t.co` address
    /// shown as its full target (`entities.urls`).
    let text: String
    /// The full targets of the text's links.
    let links: [String]
    /// Its pictures and videos.
    let attachments: [Attachment]
    /// The status it quotes (`quoted_status`), without that one's own quote.
    let quote: QuotedTweet?

    /// Reads the status in `decoder`; `readingQuote` false leaves `quoted_status` unread,
    /// as a quote inside a quote is not shown.
    init(from decoder: any Decoder, readingQuote: Bool) throws {
        let json = try decoder.container(keyedBy: TwitterKey.self)
        let escaped = try json.decodeIfPresent(String.self, forKey: TwitterKey("full_text"))
            ?? json.decode(String.self, forKey: TwitterKey("text"))
        // `entities` is read leniently: a status whose links cannot be read still shows
        // its text, with the short addresses.
        var entities = (try? json.decodeIfPresent(TwitterEntities.self, forKey: TwitterKey("entities"))) ?? .none
        if let extended = try? json.decodeIfPresent(TwitterEntities.self, forKey: TwitterKey("extended_entities")),
           extended.media?.isEmpty == false {
            entities = TwitterEntities(urls: entities.urls, media: extended.media)
        }
        text = entities.expanding(TwitterText.unescaped(escaped))
        links = entities.targets
        attachments = entities.attachments
        author = try User(twitterFrom: json.superDecoder(forKey: TwitterKey("user")))
        // An unreadable quote is left out rather than losing the tweet quoting it.
        if readingQuote, json.contains(TwitterKey("quoted_status")),
           let quoted = try? TwitterStatusContent(from: json.superDecoder(forKey: TwitterKey("quoted_status")), readingQuote: false) {
            quote = QuotedTweet(authorName: quoted.author.name, screenName: quoted.author.username, text: quoted.text,
                                attachments: quoted.attachments)
        } else {
            quote = nil
        }
    }
}
