import AppSupport
import RepoSearchCore

extension GitHubAPIProtocol {
    /// Where this API's repositories come from, as `--json`'s envelope says it: GitHub's
    /// recordings or the server it asks; an API that asks no server is the bundled demo.
    var jsonSource: JSONEnvelope.Source {
        guard let github = self as? GitHubAPI else { return .demo }
        return github.replayDirectory.map(JSONEnvelope.Source.recording) ?? .live(github.server)
    }
}
