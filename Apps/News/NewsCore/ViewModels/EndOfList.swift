/// The lowest story on screen, the list's last story and the next page's offset, as the
/// list's view model watches the end of the list: when the last story is on screen, the
/// next page is asked for.
struct EndOfList: Equatable {
    /// The id of the lowest story the screen shows, nil when none.
    var lastOnScreen: String?
    /// The id of the list's last story, nil while it is empty.
    var lastInList: String?
    /// The offset of the page after the list, nil after the last page.
    var nextOffset: Int?

    /// Whether the list's last story is on screen.
    var isOnScreen: Bool { lastOnScreen != nil && lastOnScreen == lastInList }
}
