/// What a page sends back: one user action, in a POST to `/live/input`.
///
/// `{"session": "…", "events": [{"type": "input", "slot": 12, "value": "sw", "seq": 3}]}`
struct InputMessage: Decodable {
    /// The page's session.
    let session: String
    /// The actions, in the order they happened.
    let events: [InputEvent]
}

/// One user action on a page.
struct InputEvent: Decodable, Equatable {
    /// The kind of action.
    enum Kind: String, Decodable {
        /// A field's text changed (`value`, `seq`).
        case input
        /// Enter in a field.
        case submit
        /// A button, or a key command's key or entry in the help.
        case tap
        /// A table's row was chosen (`key`).
        case select
        /// A table's cursor moved to a row (`key`) with the keyboard.
        case cursor
        /// A table's lowest row in view is now `key` (none: nil), for a table that
        /// reports it (`TableView.reportsLastVisibleRow`).
        case visible
        /// The browser went to `path` (Back, Forward).
        case navigate
        /// Back was asked for where the browser has no page to go back to.
        case back
    }

    /// The kind of action.
    let type: Kind
    /// The view or command it is aimed at.
    var slot: Int?
    /// A field's text.
    var value: String?
    /// A field's input sequence number.
    var seq: Int?
    /// A row's key.
    var key: Int?
    /// A path (navigate).
    var path: String?
}

/// Something on a page that takes input events: views and key commands.
protocol InputTarget: AnyObject {
    /// Handles `event`; returns whether it was for this target.
    func receive(_ event: InputEvent) -> Bool
}
