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

    /// Decodes the JSON array of repository objects in `data`.
    ///
    /// - Throws: `DecodingError` only when `data` is not a JSON array.
    public init(arrayData data: Data) throws {
        self.init(try JSONDecoder().decode([LossyRepo].self, from: data))
    }

    /// Decodes the `items` of a search answer (`{"total_count": ..., "items": [...]}`),
    /// with its total.
    ///
    /// - Throws: `DecodingError` when `data` is not such an object.
    public static func searchResult(from data: Data) throws -> (decoded: DecodedRepos, totalCount: Int?, incomplete: Bool) {
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
