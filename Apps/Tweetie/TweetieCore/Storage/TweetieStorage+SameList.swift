import Foundation
import RxStore

extension TweetieStorage {
    /// The database of the Bluesky list `list` from `source` in `dataDirectory`, and the
    /// identifier the reader uses for it there: one list, one database, whichever
    /// address names it. Its own file (`databaseURL`) when that exists; else the file
    /// another address of the same list made (the list's at-URI names the owner by DID,
    /// its bsky.app address by handle), found offline by the owner's DID and handle that
    /// `getList`'s answer left in it (`ListDetails`), with the identifier that file was
    /// made for (its reading position is kept under it); else a new file for `list`.
    ///
    /// Reads only files named for `list`'s record key; a file that cannot be opened or
    /// read is passed over (the app's own checks report it when it is the list's).
    public static func database(ofBlueskyList list: BlueskyList, source: TimelineSource,
                                in dataDirectory: URL) -> (list: ListIdentifier, url: URL) {
        let own = databaseURL(source: source, list: list.listIdentifier, in: dataDirectory)
        guard !FileManager.default.fileExists(atPath: own.path) else { return (list.listIdentifier, own) }
        let suffix = "-" + safe(list.rkey) + ".sqlite"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dataDirectory.path)) ?? []
        for name in names.sorted() where name.hasPrefix(source.rawValue + "-") && name.hasSuffix(suffix) {
            let url = dataDirectory.appendingPathComponent(name, isDirectory: false)
            guard let details = try? storedDetails(at: url) else { continue }
            for stored in details {
                guard let identifier = ListIdentifier(stored.list), identifier.slug == list.rkey,
                      databaseURL(source: source, list: identifier, in: dataDirectory) == url,
                      sameOwner(in: stored, as: list) else { continue }
                return (identifier, url)
            }
        }
        return (list.listIdentifier, own)
    }

    /// Whether `details` (a list's stored answer) name `list`'s owner: by DID when the
    /// list gives a DID, else by handle (case-insensitive).
    private static func sameOwner(in details: ListDetails, as list: BlueskyList) -> Bool {
        if list.ownerIsDID { return details.ownerDID == list.owner }
        return details.ownerHandle?.lowercased() == list.owner.lowercased()
    }

    /// The `ListDetails` stored in the reader's database at `url`.
    private static func storedDetails(at url: URL) throws -> [ListDetails] {
        try openStore(at: url).allListDetails()
    }
}
