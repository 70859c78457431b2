import Foundation

/// The repositories of a JSON array, decoded one by one: the valid ones in order, and
/// how many were left out as invalid, so one bad element never loses the rest.
public struct DecodedRepos: Equatable, Sendable {
    /// The repositories that decoded, in the array's order.
    public var repos: [Repo]
    /// How many elements were left out.
    public var skipped: Int

    /// A result holding `repos`, with `skipped` elements left out.
    public init(repos: [Repo], skipped: Int) {
        self.repos = repos
        self.skipped = skipped
    }

    /// Decodes the JSON array of repository objects in `data` (read by `RepoJSONReader`,
    /// which takes the fields `Repo` has straight from the bytes).
    ///
    /// - Throws: when `data` is not well-formed JSON or not an array.
    public init(arrayData data: Data) throws {
        self = try RepoJSONReader.repos(in: data)
    }

    /// Decodes the `items` of a search answer (`{"total_count": ..., "items": [...]}`),
    /// with its total.
    ///
    /// - Throws: when `data` is not well-formed JSON or not such an object.
    public static func searchResult(from data: Data) throws -> (decoded: DecodedRepos, totalCount: Int?, incomplete: Bool) {
        try RepoJSONReader.searchResult(in: data)
    }

    /// Decodes with `JSONDecoder` and `Repo`'s `Decodable` conformance: what
    /// `RepoJSONReader` must agree with (the tests compare the two).
    static func decodedWithJSONDecoder(arrayData data: Data) throws -> DecodedRepos {
        DecodedRepos(try JSONDecoder().decode([LossyRepo].self, from: data))
    }

    /// `searchResult(from:)` with `JSONDecoder`, for the same comparison.
    static func searchResultWithJSONDecoder(from data: Data) throws -> (decoded: DecodedRepos, totalCount: Int?, incomplete: Bool) {
        let result = try JSONDecoder().decode(SearchResult.self, from: data)
        return (DecodedRepos(result.items), result.totalCount, result.incompleteResults ?? false)
    }

    private init(_ elements: [LossyRepo]) {
        let repos = elements.compactMap(\.repo)
        self.init(repos: repos, skipped: elements.count - repos.count)
    }

    /// One array element; nil when it is not a valid repository (the array still moves past it).
    private struct LossyRepo: Decodable {
        let repo: Repo?

        init(from decoder: any Decoder) throws {
            repo = try? Repo(from: decoder)
        }
    }

    /// `GET /search/repositories`'s answer.
    private struct SearchResult: Decodable {
        let totalCount: Int?
        let incompleteResults: Bool?
        let items: [LossyRepo]

        enum CodingKeys: String, CodingKey {
            case totalCount = "total_count"
            case incompleteResults = "incomplete_results"
            case items
        }
    }
}
