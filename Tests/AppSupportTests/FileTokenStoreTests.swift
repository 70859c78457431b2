import Foundation
#if canImport(Glibc)
import Glibc
#endif
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
        XCTAssertEqual(chmod(file.path, 0o600), 0)
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

    // MARK: - Like ssh: a file others can read is refused

    private func saveThenChmod(_ mode: mode_t) throws -> FileTokenStore {
        let store = FileTokenStore(file: file)
        try store.save("SECRET-TOKEN", for: twitter)
        XCTAssertEqual(chmod(file.path, mode), 0)
        return store
    }

    func test_aTokenFileOthersMayRead_isRefused_withHowToFixIt() throws {
        for mode: mode_t in [0o644, 0o640, 0o604, 0o620, 0o602] {
            let store = try saveThenChmod(mode)
            XCTAssertThrowsError(try store.token(for: twitter), String(mode, radix: 8)) { error in
                guard case .insecure(_, let reason)? = error as? TokenStoreError else { return XCTFail("\(error)") }
                XCTAssertTrue(reason.contains(String(mode, radix: 8)), reason)
                let message = (error as? TokenStoreError)?.message ?? ""
                XCTAssertTrue(message.contains("chmod 600") && !message.contains("SECRET-TOKEN"), message)
            }
            XCTAssertThrowsError(try store.verify())
        }
        XCTAssertEqual(try saveThenChmod(0o600).token(for: twitter), "SECRET-TOKEN")
        XCTAssertEqual(try saveThenChmod(0o400).token(for: twitter), "SECRET-TOKEN")
    }

    func test_aTokenFileOfAnotherUser_isRefused() throws {
        let store: FileTokenStore
        if geteuid() == 0 {
            store = try saveThenChmod(0o600)
            XCTAssertEqual(chown(file.path, 65_534, 65_534), 0)
        } else {
            // A file of root's, private or not, is never this user's token.
            store = FileTokenStore(file: URL(fileURLWithPath: "/etc/passwd"))
        }
        XCTAssertThrowsError(try store.token(for: twitter)) { error in
            guard case .insecure(_, let reason)? = error as? TokenStoreError else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.contains("belongs to user"), reason)
        }
    }

    func test_aSymbolicLinkInPlaceOfTheTokenFile_isRefused() throws {
        let real = try saveThenChmod(0o600)
        let target = directory.appendingPathComponent("elsewhere")
        XCTAssertEqual(rename(file.path, target.path), 0)
        XCTAssertEqual(symlink(target.path, file.path), 0)
        XCTAssertThrowsError(try real.token(for: twitter)) { error in
            XCTAssertEqual(error as? TokenStoreError, .insecure(path: file.path, reason: "it is a symbolic link"))
        }
    }

    func test_saving_tightensAnOpenConfigDirectory() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        XCTAssertEqual(chmod(directory.path, 0o755), 0)
        try FileTokenStore(file: file).save("t", for: twitter)
        XCTAssertEqual(try permissions(of: directory), 0o700)
    }
}
