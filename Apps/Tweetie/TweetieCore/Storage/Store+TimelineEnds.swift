import RxStore

extension Store {
    /// The highest stored tweet id (the newest tweet), nil when none is stored.
    ///
    /// - Throws: `StoreError`s of the read.
    public func newestTweetId() throws -> Int64? {
        try objects(Tweet.self).sorted(by: "id", ascending: false).limit(1).toArray().first?.id
    }

    /// The lowest stored tweet id (the oldest tweet), nil when none is stored.
    ///
    /// - Throws: `StoreError`s of the read.
    public func oldestTweetId() throws -> Int64? {
        try objects(Tweet.self).sorted(by: "id", ascending: true).limit(1).toArray().first?.id
    }
}
