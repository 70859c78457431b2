import Foundation

/// A GitHub repository as the search shows it.
///
/// `Codable` in GitHub's own JSON shape (`full_name`, `stargazers_count`, `html_url`,
/// ...), so it decodes the REST API's repository objects and writes a subset of them
/// (what `--json` prints and the stored queries keep). Older answers name the star
/// count `watchers_count` and lack `topics` and `archived`; both are read.
public struct Repo: Hashable, Sendable, Identifiable {
    /// GitHub's numeric id; stable across renames, so it identifies a row.
    public var id: Int64
    /// The name, such as `twitter`.
    public var name: String
    /// Owner and name, such as `sferik/twitter`.
    public var fullName: String
    /// The owner's login.
    public var owner: String
    /// The one-line description, if any.
    public var description: String?
    /// The main language GitHub detected, if any.
    public var language: String?
    /// Stars (`stargazers_count`).
    public var stars: Int
    /// Forks.
    public var forks: Int
    /// Open issues and pull requests.
    public var openIssues: Int
    /// Whether it is a fork of another repository.
    public var isFork: Bool
    /// Whether it is archived (read-only).
    public var isArchived: Bool
    /// Its topics, as GitHub lists them.
    public var topics: [String]
    /// When it last changed, if GitHub said.
    public var updatedAt: Date?
    /// Its page on github.com; always http or https.
    public var htmlURL: URL

    /// A repository with the given fields.
    public init(id: Int64, name: String, fullName: String, owner: String, description: String? = nil, language: String? = nil,
                stars: Int = 0, forks: Int = 0, openIssues: Int = 0, isFork: Bool = false, isArchived: Bool = false,
                topics: [String] = [], updatedAt: Date? = nil, htmlURL: URL) {
        self.id = id
        self.name = name
        self.fullName = fullName
        self.owner = owner
        self.description = description
        self.language = language
        self.stars = stars
        self.forks = forks
        self.openIssues = openIssues
        self.isFork = isFork
        self.isArchived = isArchived
        self.topics = topics
        self.updatedAt = updatedAt
        self.htmlURL = htmlURL
    }
}

extension Repo: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, name, owner, description, language, fork, archived, topics, forks
        case fullName = "full_name"
        case stars = "stargazers_count"
        case watchers = "watchers_count"
        case forksCount = "forks_count"
        case openIssues = "open_issues_count"
        case openIssuesOld = "open_issues"
        case updatedAt = "updated_at"
        case htmlURL = "html_url"
    }

    private enum OwnerKeys: String, CodingKey {
        case login
    }

    /// Reads a repository object of GitHub's REST API.
    ///
    /// - Throws: `DecodingError` when `id`, `name`, `full_name` or `html_url` is missing,
    ///   or `html_url` is not an http(s) URL (it is what `o` opens).
    public init(from decoder: any Decoder) throws {
        let json = try decoder.container(keyedBy: CodingKeys.self)
        let name = try json.decode(String.self, forKey: .name)
        let fullName = try json.decode(String.self, forKey: .fullName)
        let link = try json.decode(String.self, forKey: .htmlURL)
        guard let htmlURL = Repo.webURL(link) else {
            throw DecodingError.dataCorruptedError(forKey: .htmlURL, in: json, debugDescription: "not an http(s) URL: \(link.prefix(80))")
        }
        var owner = fullName.split(separator: "/").first.map(String.init) ?? ""
        if json.contains(.owner), let login = try? json.nestedContainer(keyedBy: OwnerKeys.self, forKey: .owner).decode(String.self, forKey: .login) {
            owner = login
        }
        let updated = try json.decodeIfPresent(String.self, forKey: .updatedAt)
        self.init(
            id: try json.decode(Int64.self, forKey: .id),
            name: name,
            fullName: fullName,
            owner: owner,
            description: try json.decodeIfPresent(String.self, forKey: .description),
            language: try json.decodeIfPresent(String.self, forKey: .language),
            stars: try json.decodeIfPresent(Int.self, forKey: .stars) ?? json.decodeIfPresent(Int.self, forKey: .watchers) ?? 0,
            forks: try json.decodeIfPresent(Int.self, forKey: .forksCount) ?? json.decodeIfPresent(Int.self, forKey: .forks) ?? 0,
            openIssues: try json.decodeIfPresent(Int.self, forKey: .openIssues) ?? json.decodeIfPresent(Int.self, forKey: .openIssuesOld) ?? 0,
            isFork: try json.decodeIfPresent(Bool.self, forKey: .fork) ?? false,
            isArchived: try json.decodeIfPresent(Bool.self, forKey: .archived) ?? false,
            topics: try json.decodeIfPresent([String].self, forKey: .topics) ?? [],
            updatedAt: updated.flatMap(GitHubDate.date(from:)),
            htmlURL: htmlURL)
    }

    /// Writes the fields in GitHub's names (the owner as `{"login": ...}`, the time as
    /// GitHub's timestamp), so what is written reads back the same.
    public func encode(to encoder: any Encoder) throws {
        var json = encoder.container(keyedBy: CodingKeys.self)
        try json.encode(id, forKey: .id)
        try json.encode(name, forKey: .name)
        try json.encode(fullName, forKey: .fullName)
        var ownerJSON = json.nestedContainer(keyedBy: OwnerKeys.self, forKey: .owner)
        try ownerJSON.encode(owner, forKey: .login)
        try json.encode(description, forKey: .description)
        try json.encode(language, forKey: .language)
        try json.encode(stars, forKey: .stars)
        try json.encode(forks, forKey: .forksCount)
        try json.encode(openIssues, forKey: .openIssues)
        try json.encode(isFork, forKey: .fork)
        try json.encode(isArchived, forKey: .archived)
        try json.encode(topics, forKey: .topics)
        try json.encode(updatedAt.map(GitHubDate.string(from:)), forKey: .updatedAt)
        try json.encode(htmlURL.absoluteString, forKey: .htmlURL)
    }

    /// `text` as a URL when it is an absolute http(s) URL with a host.
    static func webURL(_ text: String) -> URL? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http",
              let host = url.host, !host.isEmpty else { return nil }
        return url
    }
}
