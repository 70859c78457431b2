import Foundation
import XCTest
@testable import NewsCore

/// RSS 2.0 and Atom from the shared fixtures (their README's counts), encodings, pictures,
/// and documents that are not feeds.
final class FeedParserTests: XCTestCase {
    // MARK: - The shared feeds

    func test_guardianRSS_hasItsFiftyFiveItems_withDatesLinksAndOnePicture() throws {
        let url = try XCTUnwrap(URL(string: "https://www.theguardian.com/us/rss"))
        let feed = try FeedParser.parse(NewsFixtures.data("rss", "guardian.rss"), url: url)

        XCTAssertEqual(feed.title, "The Guardian")
        XCTAssertEqual(feed.items.count, 55)
        XCTAssertEqual(feed.skipped, 0)
        let first = try XCTUnwrap(feed.items.first)
        XCTAssertEqual(first.title, "Trump State of the Union address promised unity but emphasized discord")
        XCTAssertEqual(first.source, "The Guardian")
        XCTAssertEqual(first.author, "David Smith in Washington")
        XCTAssertEqual(first.link?.absoluteString, "https://www.theguardian.com/us-news/2018/jan/31/donald-trump-state-of-the-union-address-unity-discord")
        XCTAssertEqual(first.publishedAt, FeedDate.date(from: "2018-01-31T07:26:05Z"))
        // Two sizes of one picture are one picture: the wider one, and a one-picture row.
        XCTAssertEqual(first.imageURL?.absoluteString.contains("w=460"), true)
        XCTAssertEqual(first.layout, .oneImage)
        XCTAssertTrue(first.digest.hasPrefix("The president’s ‘new American moment’ speech stirred Republican applause"), first.digest)
        XCTAssertTrue(first.text.contains("Fact check: Donald Trump's State of the Union address analyzed [1]"), first.text)
        XCTAssertEqual(first.links.first?.absoluteString, "https://www.theguardian.com/us-news/2018/jan/30/state-of-the-union-fact-check-trumps-address-analyzed")
        XCTAssertEqual(Set(feed.items.map(\.id)).count, 55, "ids are unique")
        XCTAssertEqual(feed.items.last?.title, "Earth's ultimate yogis – in pictures")
    }

    func test_heiseAtom_hasItsFifteenEntries_inGerman_withPictures() throws {
        let feed = try FeedParser.parse(NewsFixtures.data("rss", "heise.atom"))

        XCTAssertEqual(feed.title, "heise developer neueste Meldungen")
        XCTAssertEqual(feed.items.count, 15)
        let titles = feed.items.map(\.title)
        XCTAssertEqual(titles[0], "Java-Anwendungsserver: Red Hat gibt WildFly 10 frei")
        XCTAssertEqual(titles[1], "Scrum Day 2016: Bewerbungen für Vorträge und Workshops")
        XCTAssertEqual(titles[2], "Microsoft veröffentlicht Cordova-Erweiterung für Visual Studio Code")
        let first = feed.items[0]
        XCTAssertEqual(first.publishedAt, FeedDate.date(from: "2016-02-01T16:22:00Z"), "published, not updated, with its +01:00")
        XCTAssertEqual(first.link?.host, "www.heise.de")
        XCTAssertEqual(first.imageURL?.absoluteString,
                       "http://www.heise.de/scale/geometry/264/q80/imgs/18/1/7/3/9/9/2/1/wildfly-2bf4ffd2935e38b6-90200def80b152e9-5ba35d3770232d92.jpeg")
        XCTAssertTrue(first.digest.hasPrefix("Die nun verfügbare Version 10 des Enterprise-Java-Servers"), first.digest)
        XCTAssertTrue(first.text.hasPrefix("Die nun verfügbare Version 10"), "a link around only a picture gets no number: \(first.text)")
    }

    func test_gb2312RSS_decodesToCorrectChinese() throws {
        let data = try NewsFixtures.data("rss", "encoding-gb2312.xml")
        XCTAssertEqual(FeedEncoding.declaredEncoding(data), "gb2312")
        let feed = try FeedParser.parse(data)

        XCTAssertEqual(feed.title, "新闻国内")
        XCTAssertEqual(feed.items.count, 20)
        XCTAssertEqual(Array(feed.items.prefix(3).map(\.title)), [
            "习近平为何如此强调崇尚英雄？",
            "习近平谈抗战：牢记历史是要以史为鉴、面向未来",
            "最高法：适时出台防卫过当的认定标准 鼓励正当防卫",
        ])
        XCTAssertEqual(feed.items.last?.title, "全国心理卫生学术大会 我国心理健康服务供需失衡严重")
        XCTAssertTrue(feed.items[0].digest.hasPrefix("编者按：历史是人民书写的"), feed.items[0].digest)
        XCTAssertEqual(feed.items[0].publishedAt, FeedDate.date(from: "2018-09-18T14:38:10Z"))
        XCTAssertFalse(feed.items.contains { $0.title.contains("\u{FFFD}") }, "nothing undecodable")
    }

    // MARK: - Encodings

    func test_gbkCharactersBeyondGB2312_decode_whenTheFeedSaysGB2312() throws {
        // 镕 (U+9555) is in GBK but not in GB2312: GBK bytes 0xE9 0x46. Feeds that say
        // GB2312 use such characters, so GB2312 is read as its superset.
        var data = Data(#"<?xml version="1.0" encoding="GB2312"?><rss><channel><title>t</title><item><title>"#.utf8)
        data.append(contentsOf: [0xE9, 0x46])
        data.append(contentsOf: Array("</title></item></channel></rss>".utf8))
        XCTAssertEqual(try FeedParser.parse(data).items.first?.title, "镕")
    }

    func test_theHTTPCharset_isUsed_whenThePrologNamesNone() throws {
        var data = Data("<rss><channel><title>t</title><item><title>".utf8)
        data.append(contentsOf: [0xCF, 0xF0, 0xE8, 0xE2, 0xE5, 0xF2])   // "Привет" in windows-1251
        data.append(contentsOf: Array("</title></item></channel></rss>".utf8))
        XCTAssertEqual(try FeedParser.parse(data, charset: "windows-1251").items.first?.title, "Привет")
    }

    func test_anUnknownEncoding_isAClearError() {
        let data = Data(#"<?xml version="1.0" encoding="x-no-such-charset"?><rss><channel/></rss>"#.utf8)
        XCTAssertThrowsError(try FeedParser.parse(data)) { error in
            XCTAssertEqual((error as? NewsError)?.message.contains("x-no-such-charset"), true, "\(error)")
        }
    }

    // MARK: - Shapes

    func test_threePictures_makeAThreePictureRow_oneMakesAOnePictureRow() throws {
        let rss = """
        <rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>Pics</title>
        <item><title>Three</title><link>https://example.org/3</link>
          <description>&lt;p&gt;a&lt;img src="/a.jpg"&gt;&lt;img src="/b.jpg"&gt;&lt;img src="https://cdn.example.org/c.jpg"&gt;&lt;img src="/pixel.gif" width="1" height="1"&gt;&lt;/p&gt;</description></item>
        <item><title>One</title><link>https://example.org/1</link><media:thumbnail url="https://example.org/t.jpg"/></item>
        <item><title>Enclosure</title><enclosure url="https://example.org/e.png" type="image/png" length="10"/></item>
        <item><title>None</title></item>
        </channel></rss>
        """
        let feed = try FeedParser.parse(Data(rss.utf8))
        XCTAssertEqual(feed.items.map(\.layout), [.threeImages, .oneImage, .oneImage, .oneImage])
        XCTAssertEqual(feed.items[0].extraImageURLs.map(\.absoluteString),
                       ["https://example.org/a.jpg", "https://example.org/b.jpg", "https://cdn.example.org/c.jpg"])
        XCTAssertEqual(feed.items[1].imageURL?.absoluteString, "https://example.org/t.jpg")
        XCTAssertEqual(feed.items[2].imageURL?.absoluteString, "https://example.org/e.png")
        XCTAssertNil(feed.items[3].imageURL)
    }

    func test_rss1AndAtomText_areRead() throws {
        let rdf = """
        <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
        <channel><title>Old style</title><link>https://example.org/</link></channel>
        <item><title>First</title><link>https://example.org/1</link><dc:date>2020-05-01T10:00:00Z</dc:date><dc:creator>Ann</dc:creator></item>
        </rdf:RDF>
        """
        let feed = try FeedParser.parse(Data(rdf.utf8))
        XCTAssertEqual(feed.title, "Old style")
        XCTAssertEqual(feed.items.map(\.title), ["First"])
        XCTAssertEqual(feed.items.first?.author, "Ann")

        let atom = """
        <feed xmlns="http://www.w3.org/2005/Atom"><title>A &lt;b&gt; feed</title>
        <entry><title type="text">x &lt; y &amp; z</title><id>tag:1</id><updated>2020-01-01T00:00:00Z</updated>
        <author><name>Bo</name></author><link href="/e/1"/>
        <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>Para <b>bold</b></p></div></content></entry></feed>
        """
        let atomFeed = try FeedParser.parse(Data(atom.utf8), url: URL(string: "https://example.com/feed"))
        XCTAssertEqual(atomFeed.title, "A <b> feed", "Atom text is text, not markup")
        XCTAssertEqual(atomFeed.items.first?.title, "x < y & z")
        XCTAssertEqual(atomFeed.items.first?.author, "Bo")
        XCTAssertEqual(atomFeed.items.first?.link?.absoluteString, "https://example.com/e/1")
        XCTAssertEqual(atomFeed.items.first?.text, "Para bold")
    }

    func test_entriesWithoutTitleOrText_areSkippedAndCounted() throws {
        let rss = "<rss><channel><title>t</title><item><link>https://x/1</link></item><item><description>only text</description></item></channel></rss>"
        let feed = try FeedParser.parse(Data(rss.utf8))
        XCTAssertEqual(feed.skipped, 1)
        XCTAssertEqual(feed.items.map(\.title), ["only text"])
    }

    func test_notWellFormed_andNotAFeed_areClearErrors() {
        XCTAssertThrowsError(try FeedParser.parse(Data("<rss><channel><title>t</title>".utf8))) { error in
            XCTAssertEqual((error as? NewsError)?.message, "Could not read the feed: not well-formed XML at line 1 (the document ends too early).")
        }
        XCTAssertThrowsError(try FeedParser.parse(Data("<rss>\n<channel></title></rss>".utf8))) { error in
            XCTAssertEqual((error as? NewsError)?.message.contains("at line 2 (an element closed by the wrong end tag)"), true, "\(error)")
        }
        XCTAssertThrowsError(try FeedParser.parse(Data("<opml><body/></opml>".utf8))) { error in
            XCTAssertEqual((error as? NewsError)?.message.contains("not RSS or Atom (the root element is <opml>)"), true, "\(error)")
        }
    }

    func test_aFeedCutShort_keepsTheEntriesBeforeTheBreak_andCountsTheBrokenOneSkipped() throws {
        let rss = "<rss><channel><title>t</title><item><title>One</title></item><item><title>Two</title></item><item><title>Thr"
        let feed = try FeedParser.parse(Data(rss.utf8))
        XCTAssertEqual(feed.items.map(\.title), ["One", "Two"])
        XCTAssertEqual(feed.skipped, 1)
    }

    func test_aReferenceToAControlCharacter_isDropped_andEveryEntryIsKept() throws {
        let rss = "<rss><channel><title>t</title><item><title>Red&#x1b;[31m text &#27;&#xD800;</title></item><item><title>Two</title></item></channel></rss>"
        let feed = try FeedParser.parse(Data(rss.utf8))
        XCTAssertEqual(feed.items.map(\.title), ["Red[31m text \u{FFFD}", "Two"])
        XCTAssertEqual(feed.skipped, 0)
        let raw = try FeedParser.parse(Data("<rss><channel><title>t</title><item><title>Bell\u{07}!</title></item></channel></rss>".utf8))
        XCTAssertEqual(raw.items.map(\.title), ["Bell!"], "a raw control character goes too")
    }

    func test_aBadByte_isReplaced_andEveryEntryIsKept() throws {
        var bytes = Data("<rss><channel><title>t</title><item><title>Caf".utf8)
        bytes.append(0xE9)  // Latin-1's é in a document that says nothing, so UTF-8
        bytes.append(Data("</title></item><item><title>Two</title></item></channel></rss>".utf8))
        let feed = try FeedParser.parse(bytes)
        XCTAssertEqual(feed.items.map(\.title), ["Caf\u{FFFD}", "Two"])
        XCTAssertEqual(feed.skipped, 0)
    }

    func test_aWebPageOrJSON_whereAFeedWasExpected_isSaidAsSuch() {
        let pages = [
            "<!DOCTYPE html>\n<html><head><title>News &nbsp; & more</title></head><body>Caf&eacute;<br></body></html>",
            "\u{FEFF}  <html lang=\"en\"><body>&copy; 2026</body></html>",
            "<?xml version=\"1.0\"?>\n<!-- made by a CMS -->\n<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.0 Strict//EN\" \"x\"><html/>",
            "<html xmlns=\"http://www.w3.org/1999/xhtml\"><body>well-formed</body></html>",
        ]
        for page in pages {
            XCTAssertThrowsError(try FeedParser.parse(Data(page.utf8), url: URL(string: "https://example.org/news"))) { error in
                XCTAssertEqual((error as? NewsError)?.message.hasPrefix("Could not read the feed https://example.org/news: an HTML page arrived, not a feed"), true,
                               "\(page): \(error)")
            }
        }
        XCTAssertThrowsError(try FeedParser.parse(Data("[1, 2]".utf8))) { error in
            XCTAssertEqual((error as? NewsError)?.message, "Could not read the feed: a JSON document arrived, not an RSS or Atom feed.")
        }
        XCTAssertThrowsError(try FeedSource.decode(Data(#"{"status": "ok", "items": 3}"#.utf8), charset: nil, url: URL(string: "https://example.org/rss")!)) { error in
            XCTAssertEqual((error as? NewsError)?.message,
                           "Could not read the feed https://example.org/rss: a JSON document arrived, not an RSS or Atom feed nor an article list in NetEase's shape (items does not hold an array of articles).")
        }
    }

    func test_strayAmpersandsAndHTMLEntities_areMended_notFatal() throws {
        let rss = "<rss><channel><title>AT&T &amp; friends</title><item><title>Caf&eacute; &nbsp;&copy; &#233; &bogus; <![CDATA[&raw]]></title></item></channel></rss>"
        let feed = try FeedParser.parse(Data(rss.utf8))
        XCTAssertEqual(feed.title, "AT&T & friends")
        XCTAssertEqual(feed.items.first?.title, "Café © é &bogus; &raw")
    }

    func test_hostileTitles_keepTheirEscapes_forTheViewsToRemove() throws {
        // The core leaves control characters to the views (TerminalUI removes whole escape
        // sequences, JSON escapes them); markup in a title is dropped here.
        let rss = "<rss><channel><title>t</title><item><title>&lt;script&gt;alert(1)&lt;/script&gt;Safe &amp;#x1b;[31mred</title></item></channel></rss>"
        let title = try XCTUnwrap(FeedParser.parse(Data(rss.utf8)).items.first?.title)
        XCTAssertEqual(title, "Safe \u{1B}[31mred")
    }
}
