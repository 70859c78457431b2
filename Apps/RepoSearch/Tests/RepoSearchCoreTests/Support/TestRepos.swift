import Foundation
@testable import RepoSearchCore

/// Made-up repositories and pages for the view-model tests.
enum TestRepos {
    /// Repository `id`, named `repo-<id>` and owned by `owner`.
    static func repo(_ id: Int64, owner: String = "ann") -> Repo {
        Repo(id: id, name: "repo-\(id)", fullName: "\(owner)/repo-\(id)", owner: owner, description: "Repository \(id)",
             language: "Swift", stars: Int(id), htmlURL: URL(string: "https://github.com/\(owner)/repo-\(id)")!)
    }

    /// A page of the repositories `ids`, with a next page when `next` is given.
    static func page(_ ids: [Int64], next: Int? = nil, rateLimit: GitHubRateLimit? = nil, totalCount: Int? = nil) -> RepoPage {
        RepoPage(repos: ids.map { repo($0) }, next: next.map(nextURL), totalCount: totalCount, rateLimit: rateLimit)
    }

    /// The URL of page `number`.
    static func nextURL(_ number: Int) -> URL {
        URL(string: "https://api.github.com/user/1/repos?page=\(number)")!
    }
}
