/// The order every `Navigator` presents in: the first screen actually presented is the
/// `.root`, every later one is pushed (one navigation stack; going back is the
/// platform's job). A segue asked for while there is no presenter does not count.
public struct PresentationOrder: Sendable {
    private var hasPresented = false

    /// A new order: the next screen is the root.
    public init() {}

    /// How the next screen is shown; counts it as presented.
    public mutating func next() -> Presentation {
        defer { hasPresented = true }
        return hasPresented ? .push : .root
    }
}
