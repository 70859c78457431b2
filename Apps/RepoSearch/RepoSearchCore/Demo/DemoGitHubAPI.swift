import Foundation
import RxCore

/// The bundled demo (`repo-search --demo`): made-up users and repositories answered as
/// the GitHub API would, ten to a page so the list still loads more as it scrolls. Needs
/// no network and answers at once; the title and the pipe say the repositories are the
/// demo's.
///
/// A user's repositories come most recently updated first, as the live app asks GitHub
/// for them; a search matches every word in a repository's name, description or topics,
/// with `language:` and `user:` (or `org:`) qualifiers, most starred first.
///
/// Thread safety: immutable after init; call from any thread.
public final class DemoGitHubAPI: GitHubAPIProtocol {
    /// How many repositories a page holds.
    public static let pageSize = 10

    /// Where the demo's next-page links point: a reserved documentation host, never asked.
    static let linkBase = "https://example.com/demo"

    /// The users the demo knows, for messages and help.
    public static var userNames: [String] { DemoRepository.users }

    private let now: @Sendable () -> Date

    /// The demo, its repositories dated from the time `now` gives.
    public init(now: @escaping @Sendable () -> Date = { Date() }) {
        self.now = now
    }

    /// The first page of `query`'s repositories; `.notInDemo` for a user the demo does
    /// not know (`.userNotFound` for a name no user can have), `.invalidQuery` for a
    /// qualifier it does not understand.
    public func repositories(for query: SearchQuery) -> Single<RepoPage> {
        Single.deferred { [self] in
            .just(try page(of: query, number: 1))
        }
    }

    /// The page a demo next-page link names; `.foreignLink` for any other address.
    public func page(at url: URL, mode: SearchMode) -> Single<RepoPage> {
        Single.deferred { [self] in
            guard url.absoluteString.hasPrefix(DemoGitHubAPI.linkBase),
                  let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems,
                  let text = items.first(where: { $0.name == "q" })?.value,
                  let number = items.first(where: { $0.name == "page" })?.value.flatMap(Int.init), number >= 1 else {
                throw GitHubError.foreignLink(host: url.host ?? url.absoluteString)
            }
            return .just(try page(of: SearchQuery(mode: mode, text: text), number: number))
        }
    }

    /// Page `number` (from 1) of what `query` finds.
    private func page(of query: SearchQuery, number: Int) throws(GitHubError) -> RepoPage {
        let found = try DemoGitHubAPI.matches(for: query)
        let start = (number - 1) * DemoGitHubAPI.pageSize
        let shown = found.dropFirst(start).prefix(DemoGitHubAPI.pageSize)
        let now = now()
        let repos = shown.enumerated().map { offset, demo in DemoGitHubAPI.repo(demo, id: Int64(start + offset + 1), now: now) }
        let hasMore = start + DemoGitHubAPI.pageSize < found.count
        return RepoPage(repos: repos, next: hasMore ? DemoGitHubAPI.link(to: query, page: number + 1) : nil,
                        totalCount: query.mode == .repositorySearch ? found.count : nil)
    }

    /// Every demo repository `query` finds, in the order GitHub would list them.
    static func matches(for query: SearchQuery) throws(GitHubError) -> [DemoRepository] {
        switch query.mode {
        case .userRepositories:
            let user = query.text.lowercased()
            guard query.isValidUserName else { throw .userNotFound(query.text) }
            guard DemoRepository.users.contains(user) else { throw .notInDemo(query.text, known: DemoRepository.users) }
            return DemoRepository.all.filter { $0.owner == user }.sorted { $0.daysSinceUpdate < $1.daysSinceUpdate }
        case .repositorySearch:
            var words: [String] = []
            var language: String?
            var owner: String?
            for token in query.text.split(whereSeparator: \.isWhitespace).map(String.init) {
                let parts = token.split(separator: ":", maxSplits: 1).map(String.init)
                guard parts.count == 2 else { words.append(token.lowercased()); continue }
                switch parts[0].lowercased() {
                case "language": language = parts[1].lowercased()
                case "user", "org": owner = parts[1].lowercased()
                default: throw .invalidQuery(query.text, reason: "the demo understands words, language: and user:, not \(parts[0]):")
                }
            }
            return DemoRepository.all.filter { demo in
                if let language, demo.language?.lowercased() != language { return false }
                if let owner, demo.owner != owner { return false }
                let text = ([demo.name, demo.description ?? ""] + demo.topics).joined(separator: " ").lowercased()
                return words.allSatisfy { text.contains($0) }
            }
            .sorted { $0.stars > $1.stars }
        }
    }

    /// `demo` as the API would answer it, updated its number of days before `now`.
    private static func repo(_ demo: DemoRepository, id: Int64, now: Date) -> Repo {
        let fullName = demo.owner + "/" + demo.name
        return Repo(id: id, name: demo.name, fullName: fullName, owner: demo.owner, description: demo.description, language: demo.language,
                    stars: demo.stars, forks: demo.forks, openIssues: demo.openIssues, isFork: demo.isFork, isArchived: demo.isArchived,
                    topics: demo.topics, updatedAt: now.addingTimeInterval(-Double(demo.daysSinceUpdate) * 86_400 - 3600),
                    htmlURL: link(path: "/" + fullName))
    }

    /// The demo's link to page `number` of `query` (the query percent-encoded).
    private static func link(to query: SearchQuery, page number: Int) -> URL? {
        var components = URLComponents(string: linkBase + "/" + query.mode.rawValue)
        components?.queryItems = [URLQueryItem(name: "q", value: query.text), URLQueryItem(name: "page", value: String(number))]
        return components?.url
    }

    /// `linkBase` followed by `path` (the demo's own repository names, URL-safe): a
    /// reserved host, so a demo address never reaches a real site.
    private static func link(path: String) -> URL {
        guard let url = URL(string: linkBase + path) else { preconditionFailure("the demo's paths are URL-safe: \(path)") }
        return url
    }
}
