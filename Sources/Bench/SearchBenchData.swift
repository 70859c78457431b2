import Foundation

/// GitHub-shaped answers for `bench search`: pages of 100 repository objects with every
/// field the REST API sends (owner object, the ~40 URL templates, counts, dates), so
/// decoding costs what a real page costs (~5 KB a repository). Made from a fixed seed.
enum SearchBenchData {
    /// Page `page` (from 1) of `owner`'s repositories: `count` objects with ids that no
    /// other page has.
    static func page(_ page: Int, owner: String = "bench", count: Int = 100) -> Data {
        var generator = SplitMix64(seed: UInt64(page) &* 0x9E37_79B9)
        let objects = (0..<count).map { index in
            repository(id: Int64(page * 1_000 + index), owner: owner, generator: &generator)
        }
        return (try? JSONSerialization.data(withJSONObject: objects)) ?? Data("[]".utf8)
    }

    /// The full name of the first repository of `page(page)`.
    static func firstFullName(ofPage page: Int, owner: String = "bench") -> String {
        "\(owner)/\(name(id: Int64(page * 1_000)))"
    }

    private static let words = ["reactive", "swift", "terminal", "table", "stream", "view", "model", "cache", "query", "socket",
                                "parser", "kit", "core", "ui", "net", "store", "diff", "render", "async", "queue"]
    private static let languages = ["Swift", "Ruby", "Go", "Rust", "C", "Python", "JavaScript", "Assembly", "Haskell", "Kotlin"]

    private static func name(id: Int64) -> String {
        "\(words[Int(id % 20)])-\(words[Int((id / 20) % 20)])-\(id)"
    }

    private static func repository(id: Int64, owner: String, generator: inout SplitMix64) -> [String: Any] {
        let name = name(id: id)
        let api = "https://api.github.com/repos/\(owner)/\(name)"
        var object: [String: Any] = [
            "id": id, "node_id": "MDEwOlJlcG9zaXRvcnk\(id)", "name": name, "full_name": "\(owner)/\(name)", "private": false,
            "owner": [
                "login": owner, "id": 10_308, "node_id": "MDQ6VXNlcjEwMzA4", "avatar_url": "https://avatars.githubusercontent.com/u/10308?v=4",
                "gravatar_id": "", "url": "https://api.github.com/users/\(owner)", "html_url": "https://github.com/\(owner)",
                "followers_url": "https://api.github.com/users/\(owner)/followers",
                "following_url": "https://api.github.com/users/\(owner)/following{/other_user}",
                "gists_url": "https://api.github.com/users/\(owner)/gists{/gist_id}",
                "starred_url": "https://api.github.com/users/\(owner)/starred{/owner}{/repo}",
                "subscriptions_url": "https://api.github.com/users/\(owner)/subscriptions",
                "organizations_url": "https://api.github.com/users/\(owner)/orgs", "repos_url": "https://api.github.com/users/\(owner)/repos",
                "events_url": "https://api.github.com/users/\(owner)/events{/privacy}",
                "received_events_url": "https://api.github.com/users/\(owner)/received_events", "type": "User", "site_admin": false,
            ] as [String: Any],
            "html_url": "https://github.com/\(owner)/\(name)",
            "description": (0..<(4 + Int(generator.next() % 12))).map { _ in words[Int(generator.next() % 20)] }.joined(separator: " "),
            "fork": generator.next() % 5 == 0, "url": api,
            "created_at": "2012-0\(1 + id % 9)-1\(id % 10)T10:20:30Z", "updated_at": "2024-0\(1 + id % 9)-2\(id % 8)T08:09:10Z",
            "pushed_at": "2024-0\(1 + id % 9)-2\(id % 8)T08:09:10Z",
            "git_url": "git://github.com/\(owner)/\(name).git", "ssh_url": "git@github.com:\(owner)/\(name).git",
            "clone_url": "https://github.com/\(owner)/\(name).git", "svn_url": "https://github.com/\(owner)/\(name)",
            "homepage": NSNull(), "size": Int(generator.next() % 50_000), "stargazers_count": Int(generator.next() % 40_000),
            "watchers_count": Int(generator.next() % 40_000), "language": languages[Int(generator.next() % 10)],
            "has_issues": true, "has_projects": true, "has_downloads": true, "has_wiki": true, "has_pages": false,
            "has_discussions": false, "forks_count": Int(generator.next() % 4_000), "mirror_url": NSNull(), "archived": generator.next() % 9 == 0,
            "disabled": false, "open_issues_count": Int(generator.next() % 300), "license": NSNull(), "allow_forking": true,
            "is_template": false, "web_commit_signoff_required": false, "topics": ["swift", "rx", words[Int(id % 20)]],
            "visibility": "public", "forks": 12, "open_issues": 3, "watchers": 40, "default_branch": "main",
        ]
        for template in ["forks", "keys{/key_id}", "collaborators{/collaborator}", "teams", "hooks", "issues/events{/number}", "events",
                         "assignees{/user}", "branches{/branch}", "tags", "git/blobs{/sha}", "git/tags{/sha}", "git/refs{/sha}",
                         "git/trees{/sha}", "statuses/{sha}", "languages", "stargazers", "contributors", "subscribers", "subscription",
                         "commits{/sha}", "git/commits{/sha}", "comments{/number}", "issues/comments{/number}", "contents/{+path}",
                         "compare/{base}...{head}", "merges", "{archive_format}{/ref}", "downloads", "issues{/number}", "pulls{/number}",
                         "milestones{/number}", "notifications{?since,all,participating}", "labels{/name}", "releases{/id}", "deployments"] {
            let key = template.split(whereSeparator: { "/{".contains($0) }).first.map(String.init) ?? template
            object[key.replacingOccurrences(of: ".", with: "_") + "_url"] = "\(api)/\(template)"
        }
        return object
    }
}
