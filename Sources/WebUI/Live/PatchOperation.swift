/// One change sent to a page in a `patch` event: the live channel's vocabulary.
///
/// Values go to a slot (a view's element); markup is rendered when the patch is sent,
/// not when the change is made, so it always carries the latest values. Lists change by
/// keyed operations on rows and sections, never by sending the list again.
enum PatchOperation {
    /// Writes the markup of a part of the page (a row, a section, a view).
    typealias Render = (inout HTML) -> Void

    /// Sets an element's text.
    case text(slot: Int, String)
    /// Sets a field's value, unless its user is typing in it: `sequence` is the last
    /// input of the field the server had seen, and the page drops the value when it
    /// has sent newer input (see `TextField`).
    case value(slot: Int, String, sequence: Int)
    /// Sets a field's value even while it is focused (clear after submit), restoring
    /// its selection.
    case reset(slot: Int, String, sequence: Int)
    /// Shows or hides an element.
    case hidden(slot: Int, Bool)
    /// Sets (nil: removes) one of an element's attributes.
    case attribute(slot: Int, name: String, value: String?)
    /// Replaces an element's content with the view's (a chart redrawn, a table reloaded).
    case content(view: View)
    /// Replaces a view's whole element.
    case replace(view: View)
    /// Inserts a view's element into its parent's, before the element `before` (at the
    /// end when nil).
    case insert(parent: Int, before: Int?, view: View)
    /// Removes an element.
    case remove(slot: Int)
    /// Removes a table's row.
    case rowDelete(table: Int, key: Int)
    /// Puts a table's row right after the row `after` in section `section` (first when
    /// nil): a new row when `render` is given, else one that moves.
    case rowPlace(table: Int, key: Int, section: Int, after: Int?, render: Render?)
    /// Replaces a table row's content.
    case rowUpdate(table: Int, key: Int, render: Render)
    /// Scrolls a table's row to the top of the window, putting the cursor on it when
    /// `select`.
    case rowScroll(table: Int, key: Int, select: Bool)
    /// Puts a table's cursor on the row `key` (nil: on none) and scrolls it into view.
    case rowSelect(table: Int, key: Int?)
    /// Removes a table's section with its rows.
    case sectionDelete(table: Int, key: Int)
    /// Puts a table's section right after the section `after` (first when nil): a new
    /// one when `render` is given, else one that moves.
    case sectionPlace(table: Int, key: Int, after: Int?, render: Render?)
    /// Sets a table section's header ("" removes it).
    case sectionTitle(table: Int, key: Int, title: String)
    /// The page now shows `path`: a new history entry when `push`, else the current one
    /// replaced.
    case navigate(path: String, push: Bool)
    /// Sets the document's title.
    case title(String)

    /// Operations with the same key replace each other before a patch is sent (only
    /// the last value of a property matters); nil for those that must all be sent.
    var coalescingKey: CoalescingKey? {
        switch self {
        case .text(let slot, _): return CoalescingKey(slot: slot, property: "text")
        case .value(let slot, _, _), .reset(let slot, _, _): return CoalescingKey(slot: slot, property: "value")
        case .hidden(let slot, _): return CoalescingKey(slot: slot, property: "hidden")
        case .attribute(let slot, let name, _): return CoalescingKey(slot: slot, property: "@" + name)
        case .content(let view): return CoalescingKey(slot: view.slot, property: "content")
        case .title: return CoalescingKey(slot: 0, property: "title")
        case .rowScroll(let table, _, _): return CoalescingKey(slot: table, property: "scroll")
        case .rowSelect(let table, _): return CoalescingKey(slot: table, property: "cursor")
        default: return nil
        }
    }
}

/// What makes two operations interchangeable: the slot and the property they set.
struct CoalescingKey: Hashable {
    let slot: Int
    let property: String
}
