import Foundation
import LoopbackHTTP

/// The recorded GitHub answers of `shared/fixtures/github`, read in place, and a loopback
/// server answering as GitHub did (for the repository search's API and end-to-end tests).
///
/// What is served where (a recording is served at the path the search asks when it is
/// the same answer GitHub gives there):
/// - `/users/sferik/repos`: octokit's cassette, 30 repositories, `Link` to page 2 (of 3);
/// - `/user/10308/repos?page=2` (that link): github3.py's last page of another user, 3
///   repositories, `Link` first/prev only — a real last page, so paging ends there;
/// - `/search/repositories` with `q=tetris language:assembly` (octokit, 30 of 77, `Link`),
///   `q=github3 language:python` (github3.py, 8), `q=doesnotexist` (PyGithub, empty),
///   `q=jacquev6` (PyGithub's search abuse-limit 403 with `Retry-After: 60`);
/// - `/users/ThisUserShouldReallyNotExist/repos`: PyGithub's 404 for that user;
/// - `/users/jacquev6/repos`: PyGithub's rate-limit 403 (remaining 0, 2013 wording).
public enum GitHubFixtures {
    /// Thrown when a recording does not hold what the tests expect of it.
    public struct Missing: Error, CustomStringConvertible {
        /// What is missing and why it matters.
        public let description = "shared/fixtures/github does not hold the recordings the GitHub tests expect"
    }

    /// octokit: `GET /users/sferik/repos`, 30 repositories with `Link` next/last.
    public static let userRepositories = "octokit-cassettes/returns_a_user_s_repositories.json"
    /// octokit: a search for `tetris language:assembly`, 30 of 77 with `Link`.
    public static let searchTetris = "octokit-cassettes/searches_repositories.json"
    /// github3.py: a search for `github3 language:python`, 8 items.
    public static let searchGithub3 = "github3py/github3py_search_repositories_github3_python.json"
    /// github3.py: page 3 (the last) of a user's repositories, `Link` first/prev only.
    public static let lastPage = "github3py/github3py_user_145979_repos_per_page100_page3_last.json"
    /// PyGithub: a search with no results.
    public static let searchEmpty = "pygithub-replay-bodies/pygithub_search_repositories_q_doesnotexist_empty.json"
    /// PyGithub: the search abuse-limit 403 with `Retry-After`.
    public static let abuseLimit = "pygithub-replay-bodies/pygithub_search_code_403_abuse_rate_limit.json"
    /// PyGithub: a code search, page 1 of 2 (`Link` next).
    public static let codeSearchPage1 = "pygithub-replay-bodies/pygithub_search_code_per_page5_page1.json"
    /// PyGithub: the same code search, page 2 (`Link` prev/first).
    public static let codeSearchPage2 = "pygithub-replay-bodies/pygithub_search_code_per_page5_page2.json"
    /// PyGithub: the 404 for an unknown user.
    public static let unknownUser = "pygithub-replay/Exceptions.testUnknownUser.txt"
    /// PyGithub: a 200 with the limit at 0, then the rate-limit 403.
    public static let rateLimitExceeded = "pygithub-replay/SpecificExceptions.testRateLimitExceeded.txt"

    /// The recorded server, which `Link` headers name.
    public static let origin = "https://api.github.com"

    /// `shared/fixtures/github`; its caller joins the recordings suite (`RecordingsSuite`).
    public static func directory(file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        try RecordingsSuite.directory("github", file: file, line: line)
    }

    /// The file `name` of the fixtures.
    public static func file(_ name: String) throws -> URL {
        try directory().appendingPathComponent(name)
    }

    /// Every recording, as the server answers them (see the type's description).
    public static func exchanges() throws -> [RecordedExchange] {
        let userRepos = try RecordingFormats.vcrCassette(at: file(userRepositories))
        let tetris = try RecordingFormats.vcrCassette(at: file(searchTetris))
        let github3 = try RecordingFormats.bodyWithMeta(at: file(searchGithub3))
        let last = try RecordingFormats.bodyWithMeta(at: file(lastPage))
        let empty = try RecordingFormats.bodyWithMeta(at: file(searchEmpty))
        let abuse = try RecordingFormats.bodyWithMeta(at: file(abuseLimit))
        let code = [try RecordingFormats.bodyWithMeta(at: file(codeSearchPage1)), try RecordingFormats.bodyWithMeta(at: file(codeSearchPage2))]
        let unknown = try RecordingFormats.pyGithubReplay(at: file(unknownUser))
        let limited = try RecordingFormats.pyGithubReplay(at: file(rateLimitExceeded))
        guard let notFound = unknown.first, limited.count == 2 else { throw Missing() }
        return userRepos + tetris + [github3, last, empty] + code + [
            last.served(at: "/user/10308/repos", query: ["page": "2"]),
            abuse.served(at: "/search/repositories", query: ["q": "jacquev6"]),
            notFound.served(at: "/users/ThisUserShouldReallyNotExist/repos"),
            limited[1].served(at: "/users/jacquev6/repos"),
        ]
    }

    /// A loopback server answering every recording, with `Link`s leading back to it.
    /// Stop it when the test ends.
    public static func startServer() throws -> LoopbackServer {
        let exchanges = try exchanges()
        let server = try LoopbackServer()
        server.replay(exchanges, rewriting: origin)
        return server
    }
}
