import Foundation
import XCTest
import RxCore
import RxNetwork
import RxTesting
import LoopbackHTTP
@testable import TweetieCore

/// The live account: where its token comes from, the OAuth2 exchange against a real HTTP
/// server, the token saved for the server and consumer key it came from, and renewal
/// after a 401. (The token file itself is AppSupport's `FileTokenStore`, tested there.)
final class TwitterAccountTests: LeakCheckingTestCase {
    private var server: LoopbackServer!
    private var directory: TemporaryDirectory!
    private var tokenStore: MemoryTokenStore!
    private let list = ListIdentifier(username: "icanzilb", slug: "RxSwift")
    /// Key and secret with characters that must be URL-encoded before the Basic header.
    private let consumer = ["TWITTER_CONSUMER_KEY": "my key+1", "TWITTER_CONSUMER_SECRET": "s/ecret:2"]

    override func setUpWithError() throws {
        try super.setUpWithError()
        // Answers arrive on URLSession threads (see TwitterAPIRequestTests).
        checksResources = false
        server = try LoopbackServer()
        directory = try TemporaryDirectory()
        tokenStore = MemoryTokenStore()
    }

    override func tearDown() {
        server.stop()
        directory.remove()
        super.tearDown()
    }

    /// What a token exchanged with `consumer` at the test server is good for.
    private var consumerScope: TokenScope {
        TokenScope(origin: Origin(server.baseURL)!, client: consumer["TWITTER_CONSUMER_KEY"])
    }

    /// A live account on the test server; its Driver delivers on a background queue
    /// instead of the main queue, so the test thread can block on it.
    private func account(_ variables: [String: String]) -> TwitterAccount {
        var account: TwitterAccount!
        SharingScheduler.mock(scheduler: SerialDispatchQueueScheduler(qos: .default)) {
            account = TwitterAccount(environment: directory.environment.merging(variables) { $1 },
                                     tokenStore: tokenStore, baseURL: server.baseURL)
        }
        return account
    }

    private func status(of account: TwitterAccount) throws -> TwitterAccount.AccountStatus? {
        try account.default.asObservable().toBlocking(timeout: 10).first()
    }

    private func error(of account: TwitterAccount) throws -> TwitterError? {
        try account.authorizationError.asObservable().toBlocking(timeout: 10).first() ?? nil
    }

    private func tokenReply(_ token: String, type: String = "bearer") -> LoopbackServer.Reply {
        .json(#"{"token_type":"\#(type)","access_token":"\#(token)"}"#)
    }

    // MARK: - Where the token comes from

    func test_bearerTokenInTheEnvironment_isUsed_withoutAnExchange() throws {
        let account = account(["TWITTER_BEARER_TOKEN": "env-token"].merging(consumer) { $1 })
        XCTAssertEqual(try status(of: account), .authorized("env-token"))
        XCTAssertTrue(server.requests.isEmpty)
    }

    func test_noCredentials_isUnavailable_withAnErrorNamingTheVariables() throws {
        let account = account([:])
        XCTAssertEqual(try status(of: account), .unavailable)
        XCTAssertEqual(try error(of: account), .noCredentials)
        XCTAssertTrue(server.requests.isEmpty)
    }

    // MARK: - The OAuth2 exchange

    func test_consumerKeyAndSecret_areExchangedForABearerToken_withBasicAuthOfTheEncodedPair() throws {
        server.route("/oauth2/token", reply: tokenReply("AAAA-fresh"))
        let account = account(consumer)
        XCTAssertEqual(try status(of: account), .authorized("AAAA-fresh"))
        let request = try XCTUnwrap(server.requests.first)
        XCTAssertEqual(server.requests.count, 1)
        XCTAssertEqual(request.method, "POST")
        XCTAssertEqual(request.target, "/oauth2/token")
        XCTAssertEqual(request.header("Authorization"), "Basic " + Data("my%20key%2B1:s%2Fecret%3A2".utf8).base64EncodedString())
        XCTAssertEqual(String(decoding: request.body, as: UTF8.self), "grant_type=client_credentials")
        XCTAssertTrue(request.header("Content-Type")?.hasPrefix("application/x-www-form-urlencoded") == true, "\(String(describing: request.header("Content-Type")))")
        XCTAssertNil(try error(of: account))
    }

    func test_theExchangedToken_isSaved_boundToTheServerAndTheConsumerKey() throws {
        server.route("/oauth2/token", reply: tokenReply("AAAA-fresh"))
        XCTAssertEqual(try status(of: account(consumer)), .authorized("AAAA-fresh"))
        XCTAssertEqual(tokenStore.contents?.token, "AAAA-fresh")
        XCTAssertEqual(tokenStore.contents?.scope, consumerScope)
    }

    func test_theCachedToken_isReusedByTheNextRun_withoutAnotherExchange() throws {
        server.route("/oauth2/token", reply: tokenReply("AAAA-fresh"))
        XCTAssertEqual(try status(of: account(consumer)), .authorized("AAAA-fresh"))
        server.route("/oauth2/token", reply: tokenReply("BBBB-other"))
        XCTAssertEqual(try status(of: account(consumer)), .authorized("AAAA-fresh"))
        XCTAssertEqual(server.requests.count, 1)
    }

    func test_anAnswerThatIsNotABearerToken_isUnavailable_withAClearError() throws {
        server.route("/oauth2/token", reply: tokenReply("AAAA", type: "mac"))
        let account = account(consumer)
        XCTAssertEqual(try status(of: account), .unavailable)
        XCTAssertEqual(try error(of: account), .authorizationFailed("Twitter answered token_type \"mac\", expected \"bearer\""))
        XCTAssertNil(tokenStore.contents, "nothing is saved")
    }

    func test_refusedConsumerCredentials_areUnavailable_withAnErrorNamingTheVariables() throws {
        server.route("/oauth2/token", reply: .json(#"{"errors":[{"code":99,"message":"Unable to verify your credentials"}]}"#, status: 403))
        let account = account(consumer)
        XCTAssertEqual(try status(of: account), .unavailable)
        guard case .authorizationFailed(let reason)? = try error(of: account) else { return XCTFail("expected authorizationFailed") }
        XCTAssertTrue(reason.contains("403") && reason.contains("TWITTER_CONSUMER_KEY"), reason)
        XCTAssertFalse(reason.contains("s/ecret"), "the secret is never shown")
    }

    func test_refusedConsumerCredentials_sayTheLoginFailed_withTwittersReason() throws {
        server.route("/oauth2/token", reply: .json(#"{"errors":[{"code":99,"message":"Unable to verify your credentials"}]}"#, status: 403))
        let account = account(consumer)
        XCTAssertEqual(try status(of: account), .unavailable)
        let message = try error(of: account)?.message ?? ""
        XCTAssertTrue(message.hasPrefix("Login to Twitter failed: Twitter refused the consumer key and secret "
            + "(HTTP 403: Unable to verify your credentials)"), message)
    }

    func test_aServerFailureOfTheExchange_saysTheServerFailed_notTheCredentials() throws {
        server.route("/oauth2/token", reply: .json("{}", status: 500))
        let account = account(consumer)
        XCTAssertEqual(try status(of: account), .unavailable)
        let message = try error(of: account)?.message ?? ""
        XCTAssertTrue(message.hasPrefix("Login to Twitter failed: Twitter's server failed (HTTP 500 Internal Server Error)"), message)
        XCTAssertFalse(message.contains("refused"), message)
    }

    func test_anAnswerWithoutAnAccessToken_isUnavailable() throws {
        server.route("/oauth2/token", reply: .json(#"{"token_type":"bearer"}"#))
        let account = account(consumer)
        XCTAssertEqual(try status(of: account), .unavailable)
        XCTAssertEqual(try error(of: account), .authorizationFailed("the answer of oauth2/token has no access_token"))
    }

    // MARK: - Renewal after a 401

    func test_a401_dropsTheCachedToken_authorizesOnce_andSendsTheRequestAgainWithTheNewToken() throws {
        tokenStore.save("stale", for: consumerScope)
        server.route("/oauth2/token", reply: tokenReply("fresh"))
        server.route("/1.1/lists/statuses.json") { request in
            request.header("Authorization") == "Bearer fresh" ? .json(#"[{"id":1}]"#) : .json("{}", status: 401)
        }
        let account = account(consumer)
        XCTAssertEqual(try status(of: account), .authorized("stale"))
        let api = TwitterAPI.live(baseURL: server.baseURL, account: account)

        let statuses = try api.timeline(of: list)("stale", .none).awaitAnswer()

        XCTAssertEqual(statuses.count, 1)
        XCTAssertEqual(server.requests.map(\.path), ["/1.1/lists/statuses.json", "/oauth2/token", "/1.1/lists/statuses.json"])
        XCTAssertEqual(server.requests.map { $0.header("Authorization") ?? "" }.first, "Bearer stale")
        XCTAssertEqual(server.requests.last?.header("Authorization"), "Bearer fresh")
        XCTAssertEqual(tokenStore.token(for: consumerScope), "fresh")
        XCTAssertEqual(try account.default.asObservable().filter { $0 == .authorized("fresh") }.toBlocking(timeout: 10).first(), .authorized("fresh"))
    }

    func test_a401AfterRenewal_givesUpWithUnauthorized_afterExactlyOneExchange() throws {
        server.route("/oauth2/token", reply: tokenReply("fresh"))
        server.route("/1.1/lists/statuses.json", reply: .json("{}", status: 401))
        let account = account(consumer)
        XCTAssertEqual(try status(of: account), .authorized("fresh"))
        let api = TwitterAPI.live(baseURL: server.baseURL, account: account)

        XCTAssertEqual(api.timeline(of: list)("fresh", .none).awaitTwitterError(), .unauthorized)
        XCTAssertEqual(server.requests.map(\.path), ["/oauth2/token", "/1.1/lists/statuses.json", "/oauth2/token", "/1.1/lists/statuses.json"])
    }

    func test_a401WithOnlyAnEnvironmentToken_isUnauthorized_andTheAccountBecomesUnavailable() throws {
        server.route("/1.1/lists/statuses.json", reply: .json("{}", status: 401))
        let account = account(["TWITTER_BEARER_TOKEN": "env-token"])
        XCTAssertEqual(try status(of: account), .authorized("env-token"))
        let api = TwitterAPI.live(baseURL: server.baseURL, account: account)

        XCTAssertEqual(api.timeline(of: list)("env-token", .none).awaitTwitterError(), .unauthorized)
        XCTAssertEqual(server.requests.map(\.path), ["/1.1/lists/statuses.json"])
        XCTAssertEqual(try account.default.asObservable().filter { $0 == .unavailable }.toBlocking(timeout: 10).first(), .unavailable)
    }

    func test_aTokenAlreadyRenewedByAnotherRequest_isReused_withoutAnotherExchange() throws {
        server.route("/oauth2/token", reply: tokenReply("fresh"))
        let account = account(consumer)
        XCTAssertEqual(try status(of: account), .authorized("fresh"))
        let authorizer = try XCTUnwrap(account.authorizer)
        XCTAssertEqual(try authorizer.reauthorize(rejecting: "older").asObservable().toBlocking(timeout: 10).first(), "fresh")
        XCTAssertEqual(server.requests.count, 1)
    }

    func test_fixedAccounts_haveNoAuthorizationError() throws {
        var account: TwitterAccount!
        SharingScheduler.mock(scheduler: SerialDispatchQueueScheduler(qos: .default)) {
            account = TwitterAccount(fixed: .authorized("t"))
        }
        XCTAssertNil(account.authorizer)
        XCTAssertEqual(try status(of: account), .authorized("t"))
        XCTAssertNil(try account.authorizationError.asObservable().toBlocking(timeout: 1).first() ?? nil)
    }
}
