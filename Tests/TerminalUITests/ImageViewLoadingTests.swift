import Foundation
import LoopbackHTTP
import RxImages
import TerminalUI
import TestSupport
import XCTest

/// `imageView.rx.image(for:loader:)`, the glue between TerminalUI's `ImageView` and
/// RxImages' `ImageLoader`: a cell that lets go of its picture cancels the request, against
/// the real loopback HTTP server over the default libcurl transport.
final class ImageViewLoadingTests: XCTestCase {
    private var fixture: ImageServerFixture!
    private var server: LoopbackServer { fixture.server }

    override func setUpWithError() throws {
        fixture = try ImageServerFixture(name: "imageview-loading")
    }

    override func tearDown() {
        fixture?.tearDown()
    }

    private func url(_ path: String) -> URL { fixture.url(path) }
    private func requests(to path: String) -> Int { fixture.requests(to: path) }
    private func makeLoader() -> ImageLoader { fixture.makeLoader() }

    func test_reusingACell_cancelsItsRequest() {
        server.route("/slow.jpg", reply: .never)
        let closed = expectation(description: "the client closed the connection")
        server.whenClientCloses { path in if path == "/slow.jpg" { closed.fulfill() } }
        let arrived = expectation(description: "the request arrived")
        server.route("/slow.jpg") { _ in arrived.fulfill(); return .never }
        let loader = makeLoader()
        let cell = PictureCell(reuseIdentifier: "picture")
        cell.frame = Rect(x: 0, y: 0, width: 16, height: 8)
        _ = cell.rendered(size: Size(width: 16, height: 8))
        cell.picture.rx.image(for: url("slow.jpg"), loader: loader)
        wait(for: [arrived], timeout: 10)
        cell.prepareForReuse()
        wait(for: [closed], timeout: 10)
        XCTAssertNil(cell.picture.image)
        XCTAssertEqual(server.clientClosedPaths, ["/slow.jpg"])
    }

    func test_aCellScrolledAway_cancelsItsRequest_butAnotherCellStillWaitingKeepsIt() {
        let arrived = expectation(description: "the request arrived")
        server.route("/slow.jpg") { _ in arrived.fulfill(); return .never }
        let loader = makeLoader()
        let cells = (0..<2).map { _ in PictureCell(reuseIdentifier: "picture") }
        for cell in cells {
            cell.frame = Rect(x: 0, y: 0, width: 16, height: 8)
            _ = cell.rendered(size: Size(width: 16, height: 8))
            cell.picture.rx.image(for: url("slow.jpg"), loader: loader)
        }
        wait(for: [arrived], timeout: 10)
        let closed = expectation(description: "the client closed the connection")
        server.whenClientCloses { _ in closed.fulfill() }
        cells[0].didEndDisplaying()
        XCTAssertEqual(server.clientClosedPaths, [], "the other cell still waits")
        cells[1].didEndDisplaying()
        wait(for: [closed], timeout: 10)
        XCTAssertEqual(requests(to: "slow.jpg"), 1)
    }
}

/// A table row with one picture.
final class PictureCell: TableViewCell {
    let picture = ImageView()

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        addSubview(picture)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        picture.frame = bounds
    }
}
