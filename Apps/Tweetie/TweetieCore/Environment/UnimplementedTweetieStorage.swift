import AppCoreSupport
import Differentiator
import RxCore

/// `TweetieEnvironment.unimplemented`'s storage: every call reports its use; reads find
/// nothing and writes fail.
final class UnimplementedTweetieStorage: TweetieStorageType {
    let unimplemented: Unimplemented

    init(_ unimplemented: Unimplemented) {
        self.unimplemented = unimplemented
    }

    private static let name = "TweetieEnvironment.storage"

    func timeline(on scheduler: ImmediateSchedulerType) -> Observable<([Tweet], ListChangeset<Tweet>?)> {
        let unimplemented = self.unimplemented
        return Observable.deferred { unimplemented.observable(Self.name) }
    }

    func add(_ tweets: [Tweet]) throws {
        try fail()
    }

    func newestTweetId() throws -> Int64? {
        unimplemented(Self.name)
        return nil
    }

    func oldestTweetId() throws -> Int64? {
        unimplemented(Self.name)
        return nil
    }

    func countOfTweets(newerThan id: Int64) throws -> Int {
        unimplemented(Self.name)
        return 0
    }

    func readingPosition(of list: ListIdentifier) throws -> Int64? {
        unimplemented(Self.name)
        return nil
    }

    func saveReadingPosition(_ tweetId: Int64, of list: ListIdentifier) throws {
        try fail()
    }

    func listDetails(of list: ListIdentifier) throws -> ListDetails? {
        unimplemented(Self.name)
        return nil
    }

    func saveListDetails(_ details: ListDetails) throws {
        try fail()
    }

    private func fail() throws {
        unimplemented(Self.name)
        throw UnimplementedDependency(name: Self.name)
    }
}
