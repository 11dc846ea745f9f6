/// A workload's options, read one at a time: each workload names its own options and what they
/// take; a value that is missing, or not what its option takes, is an error naming the option.
struct BenchArguments {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private var rest: ArraySlice<String>

    init(_ arguments: [String]) { rest = arguments[...] }

    /// The next option, or nil after the last.
    mutating func next() -> String? { rest.popFirst() }

    /// The value that follows `option`.
    mutating func value(of option: String) throws(Failure) -> String {
        guard let value = rest.popFirst() else { throw Failure(description: "\(option) needs a value") }
        return value
    }

    /// The whole number that follows `option`, from `minimum` to `maximum`.
    mutating func number(
        of option: String, atLeast minimum: Int = 1, atMost maximum: Int = .max
    ) throws(Failure)
        -> Int
    {
        let text = try value(of: option)
        guard let number = Int(text), number >= minimum, number <= maximum else {
            let range = maximum == .max ? "\(minimum) or more" : "from \(minimum) to \(maximum)"
            throw Failure(description: "\(option) takes a whole number, \(range); got '\(text)'")
        }
        return number
    }

    /// The error for an option the workload does not have.
    static func unknown(_ option: String) -> Failure { Failure(description: "unknown option '\(option)'") }
}
