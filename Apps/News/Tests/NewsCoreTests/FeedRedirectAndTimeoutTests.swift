import Foundation
import XCTest
import LoopbackHTTP
import RxCore
import RxTesting
@testable import NewsCore

/// Feeds on loopback servers that moved (redirects to another origin, to another scheme,
/// too many) or that do not answer in time.
final class FeedRedirectAndTimeoutTests: XCTestCase {
    private let rss = #"<rss><channel><title>Moved</title><item><title>Still here</title><link>/a</link></item></channel></rss>"#

    private func fetchFirstPage(_ source: any NewsSource) throws -> NewsPage {
        guard let page = try source.page(at: 0, size: 10).asObservable().toBlocking(timeout: 20).first() else {
            throw NewsError.malformed(what: "the page", reason: "the source completed without one")
        }
        return page
    }

    func test_aFeedThatMovedToAnotherOrigin_isFollowed_andItsFirstPageSaysWhereTo() throws {
        let old = try LoopbackServer()
        let new = try LoopbackServer()
        defer { old.stop(); new.stop() }
        new.route("/feed.xml", reply: LoopbackServer.Reply(headers: ["Content-Type": "application/rss+xml"], body: Data(rss.utf8)))
        // Another port (and host name): another origin.
        let newAddress = "http://localhost:\(new.port)/feed.xml"
        old.route("/rss", reply: LoopbackServer.Reply(status: 301, headers: ["Location": newAddress], body: Data()))
        let oldAddress = old.baseURL.appendingPathComponent("rss")

        let source = FeedSource(location: .url(oldAddress))
        let page = try fetchFirstPage(source)
        XCTAssertEqual(page.items.map(\.title), ["Still here"])
        XCTAssertEqual(page.moved, FeedMove(from: oldAddress.absoluteString, to: newAddress))
        XCTAssertEqual(page.moved?.message, "\(oldAddress.absoluteString) moved to \(newAddress); update your feed list")
        XCTAssertNil(try source.page(at: 1, size: 10).asObservable().toBlocking(timeout: 20).first()?.moved,
                     "only the first page says it")
        XCTAssertEqual(new.requests.count, 1)
    }

    func test_aFeedOnATemporaryRedirect_isFollowed_withoutAMove() throws {
        let old = try LoopbackServer()
        let new = try LoopbackServer()
        defer { old.stop(); new.stop() }
        new.route("/feed.xml", reply: LoopbackServer.Reply(headers: ["Content-Type": "application/rss+xml"], body: Data(rss.utf8)))
        old.route("/rss", reply: LoopbackServer.Reply(status: 302, headers: ["Location": "http://localhost:\(new.port)/feed.xml"], body: Data()))
        let page = try fetchFirstPage(FeedSource(location: .url(old.baseURL.appendingPathComponent("rss"))))
        XCTAssertEqual(page.items.count, 1)
        XCTAssertNil(page.moved)
    }

    func test_aFeedRedirectedToAFile_isRefused_withAClearError() throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.route("/rss", reply: LoopbackServer.Reply(status: 301, headers: ["Location": "file:///etc/passwd"], body: Data()))
        XCTAssertThrowsError(try fetchFirstPage(FeedSource(location: .url(server.baseURL.appendingPathComponent("rss"))))) { error in
            XCTAssertEqual((error as? NewsError)?.message,
                           "The request failed (the server sent it on to file:///etc/passwd, which is not an http(s) address).")
        }
    }

    func test_aFeedRedirectedMoreThanFiveTimes_isAClearError() throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        for hop in 0..<6 {
            server.route("/hop\(hop)", reply: LoopbackServer.Reply(status: 301, headers: ["Location": "/hop\(hop + 1)"], body: Data()))
        }
        server.route("/hop6", reply: LoopbackServer.Reply(headers: ["Content-Type": "application/rss+xml"], body: Data(rss.utf8)))
        XCTAssertThrowsError(try fetchFirstPage(FeedSource(location: .url(server.baseURL.appendingPathComponent("hop0"))))) { error in
            let message = (error as? NewsError)?.message ?? "\(error)"
            XCTAssertTrue(message.hasPrefix("The request failed (the server sent it on more than 5 times"), message)
        }
        XCTAssertEqual(server.requests.count, 6, "the first request and five redirects, no more")
    }

    func test_aFeedThatDoesNotAnswerInTime_saysSo_notNoNetwork_andCountsAsOfflineForTheDemo() throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.route("/slow", reply: LoopbackServer.Reply(headers: ["Content-Type": "application/rss+xml"], body: Data(rss.utf8), delay: 3))
        let source = FeedSource(location: .url(server.baseURL.appendingPathComponent("slow")), requestTimeout: 0.2)
        XCTAssertThrowsError(try fetchFirstPage(source)) { error in
            XCTAssertEqual(error as? NewsError, .timedOut(host: "127.0.0.1"))
            XCTAssertEqual((error as? NewsError)?.message, "The server 127.0.0.1 did not answer in time. Try again later.")
            XCTAssertEqual((error as? NewsError)?.isOffline, true)
        }

        let withDemo = OfflineFallbackSource(primary: source, fallback: ScriptedNewsSource(title: "Demo"),
                                             offlineTitle: "Demo news (offline)", scheduler: ConcurrentDispatchQueueScheduler(qos: .default))
        XCTAssertEqual(try fetchFirstPage(withDemo).sourceTitle, "Demo news (offline)")
    }
}
