import RxCore

/// A one-line text input edited by grapheme cluster.
///
/// Keys: printable characters insert; ←/→ (and Ctrl-B/Ctrl-F) move by grapheme;
/// Home/End and Ctrl-A/Ctrl-E jump to the ends; Backspace and Delete (and Ctrl-D)
/// remove one grapheme; Ctrl-K deletes to the end, Ctrl-U to the start, Ctrl-W the word
/// before the cursor; a paste inserts its text with newlines and controls removed.
/// Enter ends editing (`rx.controlEvent(.editingDidEndOnExit)`) without changing the text.
///
/// Text set in code or pasted is sanitized, so it cannot drive the terminal. When the
/// text is wider than the field it scrolls to keep the cursor visible. Use from the
/// main queue only.
open class TextField: View {
    /// The kinds of editing events a text field sends.
    public struct Events: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int
        /// Creates events from raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The user changed the text.
        public static let editingChanged = Events(rawValue: 1 << 0)
        /// The user pressed Enter.
        public static let editingDidEndOnExit = Events(rawValue: 1 << 1)
    }

    /// The graphemes of the text: edits index them so they never split a cluster.
    private var characters: [Character] = []

    /// The text; setting nil clears it. Setting it in code moves the cursor to the end
    /// and sends no editing event (as in UIKit).
    public var text: String? {
        get { String(characters) }
        set {
            characters = Array(sanitize(newValue ?? ""))
            cursorPosition = characters.count
            setNeedsDisplay()
        }
    }

    /// Dim text shown while the field is empty.
    public var placeholder: String? {
        didSet { placeholder = placeholder.map { sanitize($0) } }
    }

    /// The text's style.
    public var style: Style = .plain

    /// Whether the field may show its cursor. It shows it only while it is its screen's
    /// first responder (`becomeFirstResponder()`, Tab), or when it is on no screen;
    /// keys are handled either way when they reach it.
    public var isFocused = true

    /// Text fields take the focus: Tab stops on them.
    open override var canBecomeFirstResponder: Bool { true }

    /// The cursor, as a number of graphemes from the start (0...text count).
    public private(set) var cursorPosition = 0

    /// The first grapheme shown, when the text is wider than the field.
    private var scrollOffset = 0

    let editingEvents = PublishSubject<Events>()

    /// Creates a field with `text` and `placeholder`.
    public init(text: String? = nil, placeholder: String? = nil, frame: Rect = .zero) {
        super.init(frame: frame)
        self.text = text
        self.placeholder = placeholder.map { sanitize($0) }
    }

    deinit {
        editingEvents.onCompleted()
    }

    /// Moves the cursor to `position` graphemes from the start (clamped).
    public func setCursorPosition(_ position: Int) {
        cursorPosition = min(max(0, position), characters.count)
        setNeedsDisplay()
    }

    // MARK: - Editing

    /// Replaces the graphemes in `range` with `inserted`, leaving the cursor after it.
    /// The text is re-segmented, so a combining mark typed after a letter joins it.
    private func replace(_ range: Range<Int>, with inserted: String) {
        let before = String(characters[..<range.lowerBound]) + inserted
        let after = String(characters[range.upperBound...])
        let newCharacters = Array(before + after)
        guard newCharacters != characters else { return }
        characters = newCharacters
        cursorPosition = min(Array(before).count, characters.count)
        editingEvents.onNext(.editingChanged)
    }

    private func wordStart(before position: Int) -> Int {
        var index = position
        while index > 0 && characters[index - 1].isWhitespace { index -= 1 }
        while index > 0 && !characters[index - 1].isWhitespace { index -= 1 }
        return index
    }

    /// Edits the text or moves the cursor; Enter ends editing. Other keys are left to
    /// the next responder.
    open override func processKey(_ key: Key) -> Bool {
        switch key {
        case .character(let character):
            replace(cursorPosition..<cursorPosition, with: sanitize(String(character)))
        case .paste(let pasted):
            replace(cursorPosition..<cursorPosition, with: sanitize(pasted))
        case .left, .ctrl("b"):
            cursorPosition = max(0, cursorPosition - 1)
        case .right, .ctrl("f"):
            cursorPosition = min(characters.count, cursorPosition + 1)
        case .home, .ctrl("a"):
            cursorPosition = 0
        case .end, .ctrl("e"):
            cursorPosition = characters.count
        case .backspace:
            if cursorPosition > 0 { replace(cursorPosition - 1..<cursorPosition, with: "") }
        case .delete, .ctrl("d"):
            if cursorPosition < characters.count { replace(cursorPosition..<cursorPosition + 1, with: "") }
        case .ctrl("k"):
            replace(cursorPosition..<characters.count, with: "")
        case .ctrl("u"):
            replace(0..<cursorPosition, with: "")
        case .ctrl("w"):
            replace(wordStart(before: cursorPosition)..<cursorPosition, with: "")
        case .enter:
            editingEvents.onNext(.editingDidEndOnExit)
        default:
            return false
        }
        setNeedsDisplay()
        return true
    }

    /// The editing keys, for the help overlay.
    open override var keyHints: [KeyHint] {
        [
            KeyHint(key: "←→ Home End", title: "Move the cursor"),
            KeyHint(key: "Ctrl-K/U/W", title: "Delete to end / to start / word"),
        ]
    }

    // MARK: - Drawing

    /// One line high.
    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: min(1, size.height))
    }

    /// Keeps the cursor inside the field: the text scrolls by whole graphemes, leaving
    /// the last column for the cursor at the end. When the rest of the text leaves room
    /// (the field grew as a neighbour gave its cells back, or text was deleted), the
    /// graphemes scrolled off the start come back, so no room stays empty at the right
    /// while the start of the text is hidden.
    private func scrollToCursor(width: Int) {
        scrollOffset = min(scrollOffset, cursorPosition)
        func widthShown() -> Int {
            characters[scrollOffset..<cursorPosition].reduce(0) { $0 + DisplayWidth.of($1) } + 1
        }
        while scrollOffset < cursorPosition && widthShown() > width {
            scrollOffset += 1
        }
        let cursorCell = cursorPosition == characters.count ? 1 : 0
        var widthToEnd = characters[scrollOffset...].reduce(0) { $0 + DisplayWidth.of($1) } + cursorCell
        while scrollOffset > 0, widthToEnd + DisplayWidth.of(characters[scrollOffset - 1]) <= width {
            scrollOffset -= 1
            widthToEnd += DisplayWidth.of(characters[scrollOffset])
        }
    }

    /// Draws the visible part of the text (or the placeholder) and, when focused, the
    /// cursor as a reversed cell.
    open override func draw(into canvas: inout Canvas) {
        let width = canvas.size.width
        guard width > 0, canvas.size.height > 0 else { return }
        if characters.isEmpty, let placeholder {
            canvas.write(TextLayout.truncate(placeholder, toWidth: width), at: .zero, style: style.adding(.dim))
        } else {
            scrollToCursor(width: width)
            canvas.write(String(characters[scrollOffset...]), at: .zero, style: style)
        }
        guard isFocused, enclosingViewController == nil || isFirstResponder else { return }
        let x = characters.isEmpty ? 0 : characters[scrollOffset..<cursorPosition].reduce(0) { $0 + DisplayWidth.of($1) }
        let cursorWidth = cursorPosition < characters.count ? max(1, DisplayWidth.of(characters[cursorPosition])) : 1
        canvas.addAttributes(.reverse, in: Rect(x: x, y: 0, width: cursorWidth, height: 1))
    }
}
