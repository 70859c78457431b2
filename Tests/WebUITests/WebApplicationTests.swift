import BrowserSupport
import Foundation
import RxCore
import TestSupport
import XCTest
@testable import WebUI

/// The application over real loopback HTTP: the page shell, the compiled-in assets, the
/// live stream and input, pictures. Requests run on a background thread while the test's
/// thread runs the main queue, where the application answers.
final class WebApplicationTests: XCTestCase {
    private var application: WebApplication!
    private var label: Label!
    private var button: Button!
    private var taps = 0
    private var bag = DisposeBag()

    override func setUpWithError() throws {
        application = WebApplication(configuration: WebConfiguration(title: "Test <App>", server: ServerConfiguration(log: { _ in }))) { [unowned self] path in
            label = Label("path \(path)")
            button = Button(title: "Tap")
            button.rx.tap.subscribe(onNext: { [unowned self] in taps += 1 }).disposed(by: bag)
            return NavigationController(rootViewController: TestScreen(StackView(arrangedSubviews: [label, button]), path: path))
        }
        try application.start()
    }

    override func tearDown() {
        application?.stop()
        application = nil
        bag = DisposeBag()
    }

    private var port: UInt16 { application.server!.port }
    private var accessGuard: AccessGuard { application.accessGuard! }
    private var headers: [(String, String)] {
        [("Host", "127.0.0.1:\(port)"), ("Cookie", "\(accessGuard.cookieName)=\(accessGuard.sessionSecret.value)")]
    }

    /// Runs `work` on another thread while this one runs the main queue.
    private func offMain<T: Sendable>(_ work: @escaping @Sendable () throws -> T) throws -> T {
        let box = LockedBox<Result<T, Error>?>(nil)
        let done = expectation(description: "request")
        DispatchQueue.global().async {
            box.set(Result { try work() })
            done.fulfill()
        }
        wait(for: [done], timeout: 20)
        return try XCTUnwrap(box.get()).get()
    }

    func test_url_carriesTheTokenForTheLoopbackAddress() throws {
        let url = try XCTUnwrap(application.url)
        XCTAssertEqual(url.absoluteString, "http://127.0.0.1:\(port)/?token=\(accessGuard.token.value)")
    }

    func test_anyPagePath_getsTheShell_withOurScriptAndStyleOnly() throws {
        let (port, headers) = (self.port, self.headers)
        let response = try offMain { try RawHTTPConnection.exchange(port: port, "GET", "/deep/path", headers: headers) }
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.header("Content-Type"), "text/html; charset=utf-8")
        XCTAssertTrue(response.text.contains("<title>Test &lt;App&gt;</title>"))
        XCTAssertTrue(response.text.contains("<script src=\"/assets/webui.js\" defer></script>"))
        XCTAssertFalse(response.text.contains("<script>"), "no inline script")
        XCTAssertFalse(response.text.contains("style="), "no inline style")
        XCTAssertFalse(response.text.contains("http://") || response.text.contains("https://"), "nothing from another host")
    }

    func test_assets_areTheFilesInTheRepository_byteForByte() throws {
        let (port, headers) = (self.port, self.headers)
        let directory = PackagePaths.root.appendingPathComponent("Sources/WebUI/Assets")
        for (name, type) in [("webui.js", "text/javascript; charset=utf-8"), ("webui.css", "text/css; charset=utf-8"), ("favicon.svg", "image/svg+xml")] {
            let response = try offMain { try RawHTTPConnection.exchange(port: port, "GET", "/assets/\(name)", headers: headers) }
            XCTAssertEqual(response.status, 200, name)
            XCTAssertEqual(response.header("Content-Type"), type)
            let file = try Data(contentsOf: directory.appendingPathComponent(name))
            XCTAssertEqual(Data(response.body), file, "\(name) differs from the file: run swift scripts/generate-web-assets.swift")
        }
        XCTAssertEqual(try offMain { try RawHTTPConnection.exchange(port: port, "GET", "/assets/missing.js", headers: headers) }.status, 404)
    }

    func test_theStream_startsWithASnapshot_andInputComesBackAsPatches() throws {
        let (port, headers) = (self.port, self.headers)
        let connection = try RawHTTPConnection(port: port)
        try connection.sendRequest("GET", "/live/events?path=/first", headers: headers)
        let head = try offMain { try connection.readHead() }
        XCTAssertEqual(head.status, 200)
        XCTAssertEqual(head.header("Content-Type"), "text/event-stream; charset=utf-8")
        let opening = try offMain { try connection.readStream { $0.contains("event: snapshot") && $0.hasSuffix("\n\n") } }
        let snapshot = try XCTUnwrap(LivePageHarness.parse(opening).first { $0.name == "snapshot" })
        let fields = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(snapshot.data.utf8)) as? [String: String])
        XCTAssertEqual(fields["path"], "/first")
        XCTAssertTrue(fields["html"]?.contains("path /first") == true)
        let session = try XCTUnwrap(fields["session"])
        XCTAssertEqual(application.pageCount, 1)

        let body = Array("{\"session\":\"\(session)\",\"events\":[{\"type\":\"tap\",\"slot\":\(button.slot)}]}".utf8)
        let origin = ("Origin", "http://127.0.0.1:\(port)")
        let posted = try offMain { try RawHTTPConnection.exchange(port: port, "POST", "/live/input", headers: headers + [origin], body: body) }
        XCTAssertEqual(posted.status, 204)
        XCTAssertEqual(taps, 1)
        label.text = "tapped"
        let patch = try offMain { try connection.readStream { $0.contains("event: patch") && $0.hasSuffix("\n\n") } }
        XCTAssertTrue(patch.contains("[[\"t\",\(label.slot),\"tapped\"]]"), patch)
    }

    func test_inputForAnUnknownSession_isGone_soThePageReconnects() throws {
        let (port, headers) = (self.port, self.headers)
        let body = Array("{\"session\":\"nope\",\"events\":[]}".utf8)
        let response = try offMain {
            try RawHTTPConnection.exchange(port: port, "POST", "/live/input", headers: headers + [("Origin", "http://127.0.0.1:\(port)")], body: body)
        }
        XCTAssertEqual(response.status, 410)
    }

    func test_inputThatIsNotJSON_isABadRequest() throws {
        let (port, headers) = (self.port, self.headers)
        let response = try offMain {
            try RawHTTPConnection.exchange(port: port, "POST", "/live/input", headers: headers + [("Origin", "http://127.0.0.1:\(port)")],
                                           body: Array("<html>".utf8))
        }
        XCTAssertEqual(response.status, 400)
    }

    func test_pictures_comeFromTheProvider_rasterTypesOnly() throws {
        application.imageProvider = { path in
            switch path {
            case "/img/a.png": return .just(WebImage(data: [1, 2, 3], contentType: "image/png"))
            case "/img/b.svg": return .just(WebImage(data: Array("<svg/>".utf8), contentType: "image/svg+xml"))
            default: return .error(RxError.noElements)
            }
        }
        let (port, headers) = (self.port, self.headers)
        let picture = try offMain { try RawHTTPConnection.exchange(port: port, "GET", "/img/a.png", headers: headers) }
        XCTAssertEqual(picture.status, 200)
        XCTAssertEqual(picture.body, [1, 2, 3])
        XCTAssertEqual(picture.header("Content-Type"), "image/png")
        XCTAssertEqual(picture.header("X-Content-Type-Options"), "nosniff")
        XCTAssertEqual(try offMain { try RawHTTPConnection.exchange(port: port, "GET", "/img/b.svg", headers: headers) }.status, 415)
        XCTAssertEqual(try offMain { try RawHTTPConnection.exchange(port: port, "GET", "/img/none.png", headers: headers) }.status, 404)
    }

    func test_theStream_isRefusedWithoutTheCookie() throws {
        let port = self.port
        let response = try offMain {
            try RawHTTPConnection.exchange(port: port, "GET", "/live/events?path=/", headers: [("Host", "127.0.0.1:\(port)")])
        }
        XCTAssertEqual(response.status, 403)
        XCTAssertEqual(application.pageCount, 0)
    }
}
