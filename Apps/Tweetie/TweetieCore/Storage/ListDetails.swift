import RxStore

/// What the source told about a list beyond its identifier: its own name and its owner's
/// handle and DID (Bluesky's `getList`), kept in the list's database so a restart, offline
/// too, titles the list as the last answer did. Raw text from the server: `ListTitle`
/// makes it safe.
public struct ListDetails: Record, Hashable, Sendable {
    /// The list, as `ListIdentifier.description` (`owner/slug`, as the user named it); the primary key.
    public var list: String
    /// The list's name as its owner wrote it; nil when it has none.
    public var name: String?
    /// The owner's handle (`pfrazee.com`), when the answer had one.
    public var ownerHandle: String?
    /// The owner's DID (`did:plc:…`), when the answer had one.
    public var ownerDID: String?

    /// The details of `list`.
    public init(list: ListIdentifier, name: String?, ownerHandle: String? = nil, ownerDID: String? = nil) {
        self.list = list.description
        self.name = name
        self.ownerHandle = ownerHandle
        self.ownerDID = ownerDID
    }

    /// The `list` column.
    public static var primaryKey: String { "list" }
}

extension Store {
    /// The stored details of `list`, or nil when none were saved.
    ///
    /// - Throws: `StoreError`s of the read.
    public func listDetails(of list: ListIdentifier) throws -> ListDetails? {
        try object(ofType: ListDetails.self, forPrimaryKey: list.description)
    }

    /// Every stored list's details (a list's database holds one list: one record, or none).
    ///
    /// - Throws: `StoreError`s of the read.
    public func allListDetails() throws -> [ListDetails] {
        Array(objects(ListDetails.self))
    }

    /// Keeps `details`, replacing the ones saved for the same list.
    ///
    /// - Throws: `StoreError`s of the write.
    public func saveListDetails(_ details: ListDetails) throws {
        try add(details, update: .modified)
    }
}
