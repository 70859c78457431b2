import Foundation
import TestSupport

/// The real recorded Twitter responses in `shared/fixtures/twitter`, read in place (never
/// copied into the repository); found by `PackagePaths.requireFixtures`.
enum TwitterFixtures {
    static let listStatuses = "1.1/lists/statuses.json-owner_screen_name-icanzilb-slug-RxSwift"
    static let listStatusesMaxID = "1.1/lists/statuses.json-max_id-1070684513213267967-owner_screen_name-icanzilb-since_id-1071396963340435457-slug-RxSwift"
    static let listMembers = "1.1/lists/members.json-count-100-include_entities-false-owner_screen_name-icanzilb-skip_status-1-slug-RxSwift"

    /// The recorded user timeline of `screenName`.
    static func userTimeline(_ screenName: String) -> String {
        "1.1/statuses/user_timeline.json-contributor_details-false-count-100-include_rts-true-screen_name-\(screenName)"
    }

    /// The fixtures directory; its caller joins the recordings suite (`RecordingsSuite`).
    static func requireDirectory() throws -> URL {
        try PackagePaths.requireFixtures("twitter")
    }

    /// The bytes of the recorded response at `path`.
    static func data(_ path: String) throws -> Data {
        try Data(contentsOf: requireDirectory().appendingPathComponent(path))
    }

    /// The recorded response at `path` parsed with JSONSerialization.
    static func json(_ path: String) throws -> Any {
        try JSONSerialization.jsonObject(with: data(path))
    }

    /// Every recorded response, as paths relative to the fixtures directory, sorted.
    static func allPaths() throws -> [String] {
        let directory = try requireDirectory()
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        let base = directory.standardizedFileURL.path + "/"
        return enumerator.compactMap { item -> String? in
            guard let url = item as? URL, (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { return nil }
            return String(url.standardizedFileURL.path.dropFirst(base.count))
        }.sorted()
    }
}
