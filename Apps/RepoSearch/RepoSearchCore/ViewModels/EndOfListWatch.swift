/// When the end of the list on screen asks for the next page: once each time the last
/// repository reaches the bottom of the screen. A front end reports the bottom row after
/// every layout, so one arrival is reported frame after frame; a page that failed must
/// not be asked again each frame, only once the reader leaves the end and comes back, or
/// once a page has arrived (a refresh, stored results replaced by GitHub's).
struct EndOfListWatch: Equatable {
    /// What happened.
    enum Report: Equatable {
        /// The bottom row of the screen is the repository with this id (nil: none, an
        /// empty list) while the list's last is `last`.
        case bottom(Int64?, last: Int64?)
        /// A page arrived.
        case pageArrived
    }

    /// The last repository whose arrival at the bottom asked; nil once the reader left.
    private var askedAt: Int64?

    /// Takes `report` in; returns whether to ask for the next page now.
    mutating func apply(_ report: Report) -> Bool {
        switch report {
        case .pageArrived:
            askedAt = nil
            return false
        case .bottom(let bottom, let last):
            guard let last, bottom == last else {
                askedAt = nil
                return false
            }
            guard askedAt != last else { return false }
            askedAt = last
            return true
        }
    }
}
