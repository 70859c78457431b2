/// A random 128-bit secret as 32 lowercase hex digits: the per-run token in the printed
/// URL, and the session cookie's value.
public struct AccessToken: Hashable, Sendable, CustomStringConvertible {
    /// The hex digits.
    public let value: String

    /// A new random token from the system's secure generator (getrandom).
    public init() {
        var generator = SystemRandomNumberGenerator()
        let high = generator.next() as UInt64
        let low = generator.next() as UInt64
        value = AccessToken.hex(high) + AccessToken.hex(low)
    }

    /// A token with the given digits (tests).
    public init(value: String) {
        self.value = value
    }

    private static func hex(_ number: UInt64) -> String {
        let digits = String(number, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Whether `candidate` is this token, comparing every byte whatever differs (so the
    /// time taken tells nothing about how much of a guess was right).
    public func matches(_ candidate: String?) -> Bool {
        guard let candidate else { return false }
        let expected = Array(value.utf8)
        let given = Array(candidate.utf8)
        var difference = UInt8(expected.count == given.count ? 0 : 1)
        for index in expected.indices {
            difference |= expected[index] ^ (index < given.count ? given[index] : 0)
        }
        return difference == 0
    }

    /// The digits.
    public var description: String { value }
}
