import Foundation
import XCTest
@testable import NewsCore

/// HTML to text: paragraphs, numbered links, references, and what hostile markup must not do.
final class HTMLTextTests: XCTestCase {
    func test_paragraphsAndBreaks_becomeBlankLinesAndNewlines() {
        let text = HTMLText(html: "<p>One  two\nthree</p><p>Four<br>five</p><ul><li>a</li><li>b</li></ul>tail").text
        XCTAssertEqual(text, "One two three\n\nFour\nfive\n\n• a\n• b\n\ntail")
    }

    func test_links_areNumberedAfterTheirText_repeatsKeepTheirNumber() throws {
        let html = #"See <a href="https://a.example/x">the docs</a>, <a href='/rel'>this</a> and <a href="https://a.example/x">again</a>."#
        let converted = HTMLText(html: html, baseURL: URL(string: "https://base.example/dir/page"))
        XCTAssertEqual(converted.text, "See the docs [1], this [2] and again [1].")
        XCTAssertEqual(converted.plain, "See the docs, this and again.")
        XCTAssertEqual(converted.links.map(\.absoluteString), ["https://a.example/x", "https://base.example/rel"])
    }

    func test_hackerNewsText_decodesItsReferences() {
        // As the API sends Ask HN texts.
        let html = #"Hey HN! We&#x27;re at (<a href="https:&#x2F;&#x2F;www.shaped.ai&#x2F;">https:&#x2F;&#x2F;www.shaped.ai&#x2F;</a>).<p>&quot;Quoted&quot; &amp; done"#
        let converted = HTMLText(html: html)
        XCTAssertEqual(converted.text, "Hey HN! We're at (https://www.shaped.ai/ [1]).\n\n\"Quoted\" & done")
        XCTAssertEqual(converted.links.map(\.absoluteString), ["https://www.shaped.ai/"])
    }

    func test_references_numericNamedAndUnknown() {
        XCTAssertEqual(HTMLText(html: "&eacute;&#233;&#xE9; &hellip; &nosuch; AT&T &").text, "ééé … &nosuch; AT&T &")
        // 0x80–0x9F are Windows-1252, as browsers read them: never C1 controls.
        XCTAssertEqual(HTMLText(html: "&#x9b;&#150;&#0;").text, "›–\u{FFFD}")
    }

    func test_scriptsStylesAndComments_goWithTheirContent() {
        let html = "<style>p{color:red}</style>a<script>document.write('<p>x</p>')</script>b<!-- <p>c</p> -->d<SCRIPT>unclosed"
        XCTAssertEqual(HTMLText(html: html).text, "abd")
    }

    func test_onlyHTTPLinksAndPictures_areKept() {
        let converted = HTMLText(html: #"<a href="javascript:alert(1)">x</a><img src="data:image/png;base64,AAAA"><img src="https://e.example/p.jpg">"#)
        XCTAssertEqual(converted.text, "x")
        XCTAssertEqual(converted.links, [])
        XCTAssertEqual(converted.images.map(\.absoluteString), ["https://e.example/p.jpg"])
    }

    func test_aLessThanThatStartsNoTag_isText() {
        XCTAssertEqual(HTMLText(html: "1 < 2 and 3 <4 <").text, "1 < 2 and 3 <4 <")
        XCTAssertEqual(HTMLText(html: #"<a href="unterminated>text"#).text, #"<a href="unterminated>text"#)
    }

    func test_preformattedText_keepsItsLines() {
        XCTAssertEqual(HTMLText(html: "<p>code:</p><pre>let x = 1\n  y</pre>after").text, "code:\n\nlet x = 1\n  y\n\nafter")
    }

    func test_digest_cutsAtAWord_andSaysSo() {
        let text = String(repeating: "word ", count: 60)
        let digest = NewsText.digest(text, maxLength: 40)
        XCTAssertTrue(digest.hasSuffix("word…"), digest)
        XCTAssertLessThanOrEqual(digest.count, 40)
        XCTAssertEqual(NewsText.digest("short\n text"), "short text")
    }
}
