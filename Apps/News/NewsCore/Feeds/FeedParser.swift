import Foundation

/// Reads RSS 2.0, RSS 1.0 (RDF) and Atom documents into a `Feed`.
///
/// - Titles, links, dates (RFC 822 and RFC 3339, see `FeedDate`), authors, comment counts
///   (`slash:comments`) and the discussion page (`comments`).
/// - Text: `content:encoded` or Atom `content`, else the description or summary, as
///   plain text with numbered links (`HTMLText`); the digest from the summary.
/// - Pictures: one lead picture from `media:thumbnail`, `media:content`, an image
///   `enclosure` or an Atom enclosure link (sizes of one picture count once), then the
///   `<img>`s of the text; three or more make a three-picture row.
/// - Encodings: whatever the prolog declares (GB2312/GBK included) or the HTTP charset
///   says, through `FeedEncoding`; UTF-8 by default.
///
/// Reads with libxml2's SAX parser (`LibXMLSAX`), namespaces resolved, so prefixes may be
/// anything. Call from any thread; each call has its own parser.
public enum FeedParser {
    /// The feed in `data`.
    ///
    /// - Parameters:
    ///   - charset: the HTTP `Content-Type` charset, for documents whose prolog names none.
    ///   - url: where the document came from: relative links resolve against it, and
    ///     entries' ids are scoped to it.
    /// - Throws: `NewsError.malformed` when it is not well-formed XML, not a feed, or in an
    ///   encoding that cannot be read.
    public static func parse(_ data: Data, charset: String? = nil, url: URL? = nil) throws(NewsError) -> Feed {
        let what = url.map { "the feed \($0.absoluteString)" } ?? "the feed"
        // A web page or a JSON document is said as such, not by what the parser trips over in it.
        if let reason = ArrivedDocument(data).reason { throw .malformed(what: what, reason: reason) }
        let document = try FeedEncoding.utf8Document(data, charset: charset)
        var attempt = read(document, url: url)
        if let failure = attempt.error, FeedParser.isReferenceError(failure.code) {
            // A bare `&` or an HTML entity: mend those and try once more.
            attempt = read(Data(FeedRepair.escapingStrayAmpersands(Array(document))), url: url)
        }
        let reader = attempt.reader
        if let failure = attempt.error {
            // A feed that breaks off (cut short, a byte no mending fixes) keeps the entries
            // read before the break; the one it broke in counts as skipped.
            var feed = reader.feed()
            if reader.isFeed, !feed.items.isEmpty {
                feed.skipped += 1
                return feed
            }
            throw .malformed(what: what, reason: "not well-formed XML at line \(failure.line) (\(syntaxReason(failure.code)))")
        }
        guard reader.isFeed else {
            if reader.rootName?.lowercased() == "html", let reason = ArrivedDocument.html.reason { throw .malformed(what: what, reason: reason) }
            throw .malformed(what: what, reason: "it is XML but not RSS or Atom (the root element is <\(reader.rootName ?? "none")>)")
        }
        return reader.feed()
    }

    /// Reads `document`, with libxml2's first error if there was one (it may have gone on
    /// to the end; the entries read before it are in the reader).
    private static func read(_ document: Data, url: URL?) -> (reader: FeedReader, error: LibXMLSAX.SyntaxError?) {
        let reader = FeedReader(documentURL: url)
        let error = LibXMLSAX.parse(document, reader: reader)
        return (reader, error)
    }

    /// An undefined entity, a `&` that starts no reference, or a character XML does not
    /// allow, raw or referenced (libxml2's codes 6–9, 23–26 and 68): what `FeedRepair` mends.
    private static func isReferenceError(_ code: Int) -> Bool {
        (6...9).contains(code) || (23...26).contains(code) || code == 68
    }

    /// libxml2's error codes in words, for the ones feeds run into.
    private static func syntaxReason(_ code: Int) -> String {
        switch code {
        case 4: return "the document is empty or not XML"
        case 5: return "the document ends too early"
        case 6, 7, 8: return "a reference to a character XML does not allow"
        case 9: return "a character XML does not allow"
        case 23, 24, 68: return "a & that starts no reference"
        case 26: return "an undefined entity"
        case 38, 39, 40, 41: return "a broken attribute"
        case 73, 76: return "an element closed by the wrong end tag"
        default: return "libxml2 error \(code)"
        }
    }
}

/// One entry as it is read, before it becomes a `NewsItem` (a class: the reader fills
/// it in place, element by element, without copying it).
private final class EntryDraft {
    var title: String?
    var link: String?
    var guid: String?
    var summary: String?
    var content: String?
    var published: String?
    var updated: String?
    var author: String?
    var comments: Int?
    var discussion: String?
    /// The widest media picture so far, and its width (sizes of one picture).
    var leadPicture: String?
    var leadWidth = -1
    var thumbnail: String?
}

/// The SAX reader behind `FeedParser`; one per document.
private final class FeedReader: SAXReader {
    let documentURL: URL?
    private(set) var rootName: String?
    private(set) var isFeed = false
    private var channelTitle: String?
    private var channelLink: String?
    private var drafts: [EntryDraft] = []
    private var entry: EntryDraft?
    /// Depth of elements below the entry (or the channel) that hold other things, such as
    /// an Atom `author` or an RSS `image`, whose `title`/`link` are not the entry's.
    private var nestedDepth = 0
    private var nestedName: String?
    /// The UTF-8 of the element being captured.
    private var text: [UInt8] = []
    private var capturing = false
    /// The depth of the element being captured, and of the element being read.
    private var captureDepth = 0
    private var depth = 0
    private var atomTextIsHTML = false

    init(documentURL: URL?) {
        self.documentURL = documentURL
    }

    // MARK: Building

    func feed() -> Feed {
        let base = channelLink.flatMap { URL(string: $0, relativeTo: documentURL)?.absoluteURL } ?? documentURL
        let title = channelTitle.map(HTMLText.inlineText).flatMap { $0.isEmpty ? nil : $0 }
            ?? base?.host ?? "Feed"
        var items: [NewsItem] = []
        items.reserveCapacity(drafts.count)
        var seen = Set<String>()
        var skipped = 0
        for draft in drafts {
            guard var item = newsItem(draft, source: title, base: base) else {
                skipped += 1
                continue
            }
            // Two entries with one id would be one row: the later one gets a suffix.
            var id = item.id
            var copy = 2
            while !seen.insert(id).inserted {
                id = "\(item.id)#\(copy)"
                copy += 1
            }
            item.id = id
            items.append(item)
        }
        return Feed(title: title, link: base, items: items, skipped: skipped)
    }

    private func newsItem(_ draft: EntryDraft, source: String, base: URL?) -> NewsItem? {
        let link = draft.link.flatMap { WebAddress.url($0, relativeTo: base) }
        let body = (draft.content ?? draft.summary).map { HTMLText(html: $0, baseURL: link ?? base) }
        let summary = draft.content != nil && draft.summary != nil ? draft.summary.map { HTMLText(html: $0, baseURL: link ?? base) } : body
        let title = draft.title.map(HTMLText.inlineText) ?? ""
        let digest = summary?.digest() ?? ""
        guard !title.isEmpty || !digest.isEmpty else { return nil }

        var pictures: [URL] = []
        for candidate in [draft.thumbnail, draft.leadPicture].compactMap({ $0 }) {
            if let url = WebAddress.url(candidate, relativeTo: link ?? base) {
                pictures.append(url)
                break
            }
        }
        for image in (body?.images ?? []) + (summary?.images ?? []) where !pictures.contains(image) {
            pictures.append(image)
        }

        let key = draft.guid.map(NewsText.trimmed).flatMap { $0.isEmpty ? nil : $0 }
            ?? link?.absoluteString ?? "\(title)|\(draft.published ?? draft.updated ?? "")"
        let scope = documentURL?.absoluteString ?? source
        return NewsItem(
            id: "feed:\(scope)|\(key)",
            title: title.isEmpty ? String(digest.prefix(80)) : title,
            source: source,
            author: draft.author.map(NewsText.singleLine).flatMap { $0.isEmpty ? nil : $0 },
            digest: digest,
            text: body?.text ?? "",
            links: body?.links ?? [],
            commentCount: draft.comments,
            publishedAt: (draft.published ?? draft.updated).flatMap(FeedDate.date),
            link: link,
            discussionURL: draft.discussion.flatMap { WebAddress.url($0) },
            imageURL: pictures.first,
            extraImageURLs: pictures.count >= 3 ? Array(pictures.prefix(3)) : [])
    }

    // MARK: SAXReader

    func didStartElement(_ elementName: String, namespace: Namespace, attributes: ElementAttributes) {
        depth += 1
        if rootName == nil {
            rootName = elementName
            isFeed = elementName == "rss" || (elementName == "feed" && namespace == .atom)
                || (elementName == "RDF" && namespace == .rdf)
        }
        if nestedDepth > 0 {
            nestedDepth += 1
            if entry != nil, nestedName == "author", elementName == "name" { startCapture() }
            return
        }
        // Inside a captured element (Atom XHTML content): its text, not its elements.
        if capturing { return }
        if FeedReader.isEntry(elementName, namespace) {
            entry = EntryDraft()
            return
        }
        if entry != nil {
            startEntryElement(elementName, namespace: namespace, attributes: attributes)
            return
        }
        switch (namespace, elementName) {
        case (.none, "title"), (.rss1, "title"), (.atom, "title"):
            atomTextIsHTML = attributes["type"] == "html" || attributes["type"] == "xhtml"
            startCapture()
        case (.atom, "link"):
            if channelLink == nil, attributes["rel"] == nil || attributes["rel"] == "alternate" { channelLink = attributes["href"] }
        case (.none, "link"), (.rss1, "link"):
            startCapture()
        case (.none, "image"), (.none, "textInput"), (.none, "textinput"), (.rss1, "image"), (.rss1, "textinput"),
             (.atom, "author"), (.atom, "contributor"):
            // Their `title` and `link` are not the feed's.
            nest(elementName)
        default:
            break
        }
    }

    private func startEntryElement(_ name: String, namespace: Namespace, attributes: ElementAttributes) {
        guard let draft = entry else { return }
        switch (namespace, name) {
        case (.media, "content"):
            let isImage = attributes["medium"] == "image" || attributes["type"]?.hasPrefix("image/") == true
                || (attributes["medium"] == nil && attributes["type"] == nil && attributes["url"].map(WebAddress.looksLikeImage) == true)
            if isImage, let url = attributes["url"] {
                let width = Int(attributes["width"] ?? "") ?? 0
                if width > draft.leadWidth {
                    draft.leadPicture = url
                    draft.leadWidth = width
                }
            }
        case (.media, "thumbnail"):
            if draft.thumbnail == nil { draft.thumbnail = attributes["url"] }
        case (.none, "enclosure"):
            if attributes["type"]?.hasPrefix("image/") == true, draft.leadPicture == nil { draft.leadPicture = attributes["url"] }
        case (.atom, "link"):
            let relation = attributes["rel"] ?? "alternate"
            if relation == "alternate", draft.link == nil {
                draft.link = attributes["href"]
            } else if relation == "enclosure", attributes["type"]?.hasPrefix("image/") == true, draft.leadPicture == nil {
                draft.leadPicture = attributes["href"]
            } else if relation == "replies", draft.discussion == nil {
                draft.discussion = attributes["href"]
            }
        case (.atom, "author"), (.atom, "source"), (.none, "source"):
            nest(name)
        case (.atom, "title"), (.atom, "summary"), (.atom, "content"):
            atomTextIsHTML = attributes["type"] == "html" || attributes["type"] == "xhtml"
                || attributes["type"]?.contains("html") == true
            startCapture()
        case (.none, "title"), (.none, "link"), (.none, "description"), (.none, "pubDate"), (.none, "guid"), (.none, "author"), (.none, "comments"),
             (.rss1, "title"), (.rss1, "link"), (.rss1, "description"),
             (.atom, "published"), (.atom, "updated"), (.atom, "id"),
             (.content, "encoded"), (.dublinCore, "date"), (.dublinCore, "creator"), (.slash, "comments"):
            startCapture()
        default:
            break
        }
    }

    func didEndElement(_ elementName: String, namespace: Namespace) {
        defer { depth -= 1 }
        if nestedDepth > 0 {
            nestedDepth -= 1
            if entry != nil, nestedName == "author", elementName == "name", capturing {
                let name = finishCapture()
                if entry?.author == nil { entry?.author = name }
            }
            if nestedDepth == 0 { nestedName = nil }
            return
        }
        if capturing {
            guard depth == captureDepth else { return }
            let value = finishCapture()
            if entry != nil {
                endEntryElement(elementName, namespace: namespace, value: value)
            } else if elementName == "title" {
                channelTitle = channelTitle ?? (namespace == .atom && !atomTextIsHTML ? FeedReader.escaped(value) : value)
            } else if elementName == "link" {
                channelLink = channelLink ?? value
            }
            return
        }
        if FeedReader.isEntry(elementName, namespace), let finished = entry {
            drafts.append(finished)
            entry = nil
        }
    }

    private func endEntryElement(_ name: String, namespace: Namespace, value: String) {
        guard let draft = entry else { return }
        switch (namespace, name) {
        case (.none, "title"), (.rss1, "title"):
            draft.title = value
        case (.atom, "title"):
            draft.title = atomTextIsHTML ? value : FeedReader.escaped(value)
        case (.none, "link"), (.rss1, "link"):
            draft.link = draft.link ?? value
        case (.none, "description"), (.rss1, "description"):
            draft.summary = value
        case (.atom, "summary"):
            draft.summary = atomTextIsHTML ? value : FeedReader.escaped(value)
        case (.content, "encoded"):
            draft.content = value
        case (.atom, "content"):
            draft.content = atomTextIsHTML ? value : FeedReader.escaped(value)
        case (.none, "pubDate"), (.atom, "published"), (.dublinCore, "date"):
            draft.published = draft.published ?? value
        case (.atom, "updated"):
            draft.updated = value
        case (.none, "guid"), (.atom, "id"):
            draft.guid = value
        case (.none, "author"):
            draft.author = draft.author ?? FeedReader.rssAuthor(value)
        case (.dublinCore, "creator"):
            draft.author = value
        case (.slash, "comments"):
            draft.comments = Int(NewsText.trimmed(value))
        case (.none, "comments"):
            draft.discussion = value
        default:
            break
        }
    }

    func foundCharacters(_ bytes: UnsafeBufferPointer<UInt8>) {
        if capturing { text.append(contentsOf: bytes) }
    }

    // MARK: Helpers

    private func startCapture() {
        capturing = true
        captureDepth = depth
        text.removeAll(keepingCapacity: true)
    }

    private static func isEntry(_ name: String, _ namespace: Namespace) -> Bool {
        (name == "item" && (namespace == .none || namespace == .rss1)) || (name == "entry" && namespace == .atom)
    }

    private func finishCapture() -> String {
        capturing = false
        return String(decoding: text, as: UTF8.self)
    }

    private func nest(_ name: String) {
        nestedDepth = 1
        nestedName = name
    }

    /// Plain text made safe to read as HTML (Atom `type="text"`, where `<` is a character).
    private static func escaped(_ text: String) -> String {
        guard text.contains("<") || text.contains("&") else { return text }
        return text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    }

    /// The name in an RSS `author` (`jane@example.com (Jane Doe)`), else the whole value.
    private static func rssAuthor(_ value: String) -> String {
        if let open = value.firstIndex(of: "("), let close = value.lastIndex(of: ")"), open < close {
            return String(value[value.index(after: open)..<close])
        }
        return value
    }
}
