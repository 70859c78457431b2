import Foundation
import RxNetwork
import XCTest
@testable import AppSupport

/// The token file: private from the first byte, never half written, and a token is only
/// read back for the server and client it was saved for.
final class FileTokenStoreTests: XCTestCase {
    private var directory: URL!
    private var file: URL { directory.appendingPathComponent("bearer-token") }
    private let twitter = TokenScope(origin: Origin(URL(string: "https://api.twitter.com/")!)!, client: "key-1")

    override func setUpWithError() throws {
        directory = try TemporaryDirectory(for: self).url.appendingPathComponent("config/demo")
    }

    func test_aSavedToken_isInAFileOnlyTheUserCanRead_inAPrivateDirectory() throws {
        try FileTokenStore(file: file).save("AAAA-fresh", for: twitter)
        XCTAssertEqual(try permissions(of: file), 0o600)
        XCTAssertEqual(try permissions(of: directory), 0o700)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["bearer-token"], "no temporary file is left")
        XCTAssertEqual(try FileTokenStore(file: file).token(for: twitter), "AAAA-fresh")
    }

    func test_aTokenIsOnlyReadBack_forItsOriginAndClient() throws {
        let store = FileTokenStore(file: file)
        try store.save("AAAA", for: twitter)
        let otherHost = TokenScope(origin: Origin(URL(string: "https://evil.example/")!)!, client: "key-1")
        let otherPort = TokenScope(origin: Origin(URL(string: "https://api.twitter.com:8443/")!)!, client: "key-1")
        let plainHTTP = TokenScope(origin: Origin(URL(string: "http://api.twitter.com/")!)!, client: "key-1")
        let otherKey = TokenScope(origin: twitter.origin, client: "key-2")
        for scope in [otherHost, otherPort, plainHTTP, otherKey] {
            XCTAssertNil(try store.token(for: scope), "\(scope) \(String(describing: scope.client))")
        }
        XCTAssertEqual(try store.token(for: twitter), "AAAA")
    }

    func test_aFileWithoutAScope_isNotUsed() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("bare-token-from-an-older-version\n".utf8).write(to: file)
        XCTAssertNil(try FileTokenStore(file: file).token(for: twitter))
    }

    func test_noFile_isNoToken_andRemoveForgetsIt() throws {
        let store = FileTokenStore(file: file)
        XCTAssertNil(try store.token(for: twitter))
        try store.save("AAAA", for: twitter)
        store.removeToken()
        XCTAssertNil(try store.token(for: twitter))
        XCTAssertFalse(FileManager.default.fileExists(atPath: file.path))
    }
}
