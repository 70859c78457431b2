import Foundation
import XCTest
import RxCore
import RxNetwork
import RxTesting
import LoopbackHTTP
@testable import TweetieCore

/// The account's credentials stay with the server they belong to: a token saved for one
/// server (or consumer key) is never sent to another, nothing secret goes over plain
/// HTTP to another machine, a token file others can read is refused, and printing or
/// dumping any value that holds a secret never shows it.
final class TokenBindingTests: LeakCheckingTestCase {
    private var server: LoopbackServer!
    private var directory: TemporaryDirectory!
    private let consumer = ["TWITTER_CONSUMER_KEY": "key-1", "TWITTER_CONSUMER_SECRET": "SECRET-CONSUMER"]

    override func setUpWithError() throws {
        try super.setUpWithError()
        checksResources = false
        server = try LoopbackServer()
        directory = try TemporaryDirectory()
        server.route("/oauth2/token", reply: .json(#"{"token_type":"bearer","access_token":"fresh-for-this-server"}"#))
    }

    override func tearDown() {
        server.stop()
        directory.remove()
        super.tearDown()
    }

    private func account(store: any TokenStore, baseURL: URL? = nil, _ variables: [String: String]? = nil) -> TwitterAccount {
        var account: TwitterAccount!
        SharingScheduler.mock(scheduler: SerialDispatchQueueScheduler(qos: .default)) {
            account = TwitterAccount(environment: directory.environment.merging(variables ?? consumer) { $1 },
                                     tokenStore: store, baseURL: baseURL ?? server.baseURL)
        }
        return account
    }

    private func status(of account: TwitterAccount) throws -> TwitterAccount.AccountStatus? {
        try account.default.asObservable().toBlocking(timeout: 10).first()
    }

    private func error(of account: TwitterAccount) throws -> TwitterError? {
        try account.authorizationError.asObservable().filter { $0 != nil }.toBlocking(timeout: 10).first() ?? nil
    }

    private var serverScope: TokenScope { TokenScope(origin: Origin(server.baseURL)!, client: "key-1") }

    func test_aTokenSavedForAnotherServer_isNeverSentHere_aFreshOneIsFetched() throws {
        let twitter = TokenScope(origin: Origin(URL(string: "https://api.twitter.com/")!)!, client: "key-1")
        let store = MemoryTokenStore(token: "TOKEN-OF-TWITTER", scope: twitter)
        XCTAssertEqual(try status(of: account(store: store)), .authorized("fresh-for-this-server"))
        XCTAssertEqual(server.requests.map(\.path), ["/oauth2/token"])
        XCTAssertFalse(server.requests.contains { ($0.header("Authorization") ?? "").contains("TOKEN-OF-TWITTER") })
        XCTAssertEqual(store.contents?.scope, serverScope, "the new token is saved for this server")
    }

    func test_aTokenSavedForAnotherConsumerKey_isNotUsed() throws {
        let store = MemoryTokenStore(token: "TOKEN-OF-KEY-2", scope: TokenScope(origin: Origin(server.baseURL)!, client: "key-2"))
        XCTAssertEqual(try status(of: account(store: store)), .authorized("fresh-for-this-server"))
    }

    func test_consumerCredentials_overPlainHTTP_toAnotherMachine_areRefused_withAClearMessage() throws {
        let account = account(store: MemoryTokenStore(), baseURL: URL(string: "http://192.0.2.1:9/")!)
        XCTAssertEqual(try status(of: account), .unavailable)
        let message = try XCTUnwrap(try error(of: account)).message
        XCTAssertTrue(message.contains("not sent") && message.contains("https://"), message)
        XCTAssertFalse(message.contains("SECRET-CONSUMER"))
    }

    func test_aBearerTokenFromTheEnvironment_overPlainHTTP_toAnotherMachine_isNotSent() throws {
        let api = TwitterAPI(baseURL: URL(string: "http://192.0.2.1:9/")!)
        let error = api.timeline(of: ListIdentifier(username: "a", slug: "b"))("SECRET-BEARER", .none).awaitTwitterError()
        guard case .network(let reason)? = error else { return XCTFail("\(String(describing: error))") }
        XCTAssertTrue(reason.contains("not sent"), reason)
        XCTAssertFalse(reason.contains("SECRET-BEARER"))
    }

    func test_aTokenStoreThatRefusesItsFile_failsAuthorization_sayingHowToFixIt() throws {
        struct InsecureStore: TokenStore {
            func token(for scope: TokenScope) throws(TokenStoreError) -> String? {
                throw .insecure(path: "/home/u/.config/tweetie/bearer-token", reason: "its mode is 644: others may read or change it")
            }
            func save(_ token: String, for scope: TokenScope) throws(TokenStoreError) {}
            func removeToken() {}
        }
        let account = account(store: InsecureStore())
        XCTAssertEqual(try status(of: account), .unavailable)
        let message = try XCTUnwrap(try error(of: account)).message
        XCTAssertTrue(message.contains("is not private") && message.contains("chmod 600"), message)
        XCTAssertTrue(server.requests.isEmpty, "no exchange replaces a file the user must look at")
    }

    func test_valuesHoldingSecrets_neverPrintThem() {
        let secrets = ["SECRET-BEARER", "SECRET-KEY", "SECRET-CONSUMER"]
        let values: [Any] = [
            TwitterTarget.Credentials.bearer("SECRET-BEARER"),
            TwitterTarget.Credentials.consumer(key: "SECRET-KEY", secret: "SECRET-CONSUMER"),
            TwitterTarget(.oauth2Token, baseURL: server.baseURL, credentials: .consumer(key: "SECRET-KEY", secret: "SECRET-CONSUMER")),
            TwitterAccount.AccountStatus.authorized("SECRET-BEARER"),
            TwitterAuthorizer.Credentials(environment: ["TWITTER_BEARER_TOKEN": "SECRET-BEARER", "TWITTER_CONSUMER_KEY": "SECRET-KEY",
                                                        "TWITTER_CONSUMER_SECRET": "SECRET-CONSUMER"]),
            [Optional(TwitterAccount.AccountStatus.authorized("SECRET-BEARER"))],
        ]
        for value in values {
            var dumped = ""
            dump(value, to: &dumped)
            for text in [dumped, "\(value)", String(reflecting: value)] {
                for secret in secrets { XCTAssertFalse(text.contains(secret), text) }
            }
        }
    }

    func test_theAuthorizer_neverDumpsItsCurrentToken() throws {
        let account = account(store: MemoryTokenStore(), nil)
        XCTAssertEqual(try status(of: account), .authorized("fresh-for-this-server"))
        var dumped = ""
        dump(account, to: &dumped)
        XCTAssertFalse(dumped.contains("fresh-for-this-server"), dumped)
        XCTAssertFalse(dumped.contains("SECRET-CONSUMER"), dumped)
    }
}
