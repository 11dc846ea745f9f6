import AppIntents
import AppIntentsMetadata
import AppIntentsShared
import Foundation

/// A `Duration` from text or a number of seconds, and back: `15m`, `1h 30m`, `-10m` (an alarm
/// before its event), `2 days`, `90`, `1.5s`, or ISO 8601's `PT1H30M` and `P1DT2H`.
extension Primitives {
    static func duration(_ input: IntentInput, parameter: ParameterMetadata) throws -> Duration {
        do {
            switch input {
            case .json(.number(let seconds)): return try duration(seconds: seconds)
            default:
                guard let text = text(of: input) else { throw ValueProblem("") }
                return try duration(text: text)
            }
        } catch let problem as ValueProblem {
            throw mismatch(parameter, input, ValueForms.Duration.form, problem)
        }
    }

    /// The longest duration taken: a hundred years, far beyond any alarm, snooze or journey.
    private static let longestSeconds = 100 * 366 * 86_400.0

    private static func duration(seconds: Double) throws -> Duration {
        guard seconds.isFinite, abs(seconds) <= longestSeconds else {
            throw ValueProblem("\(numberText(seconds)) seconds is not a length of time of at most a hundred years")
        }
        let whole = seconds.rounded(.towardZero)
        let attoseconds = ((seconds - whole) * 1e18).rounded()
        return .seconds(Int64(whole)) + .nanoseconds(Int64(attoseconds / 1e9))
    }

    static func duration(text: String) throws -> Duration {
        var rest = Substring(text.trimmingCharacters(in: .whitespacesAndNewlines))
        guard !rest.isEmpty else { throw ValueProblem("no length of time") }
        var sign = 1.0
        if let first = rest.first, first == "-" || first == "+" {
            sign = first == "-" ? -1 : 1
            rest = rest.dropFirst()
        }
        if let seconds = Double(rest) { return try duration(seconds: sign * seconds) }
        if rest.first == "P" || rest.first == "p" { return try duration(seconds: sign * (try isoSeconds(rest))) }
        var total = 0.0
        var sawAmount = false
        var scanner = rest.drop { $0 == " " }
        while !scanner.isEmpty {
            let number = scanner.prefix { $0.isNumber || $0 == "." }
            guard let amount = Double(number) else {
                throw ValueProblem("'\(scanner)' does not start with a number")
            }
            scanner = scanner.dropFirst(number.count).drop { $0 == " " }
            let unit = scanner.prefix { $0.isLetter }
            guard let factor = durationUnits[unit.lowercased()] else {
                throw ValueProblem(
                    unit.isEmpty
                        ? "\(number) has no unit (d, h, m, s or ms) after it"
                        : "'\(unit)' is not a unit such as d, h, m, s or ms")
            }
            total += amount * factor
            sawAmount = true
            scanner = scanner.dropFirst(unit.count).drop { $0 == " " || $0 == "," }
        }
        guard sawAmount else { throw ValueProblem("no length of time") }
        return try duration(seconds: sign * total)
    }

    /// Seconds in each unit, by the names and symbols people write.
    private static let durationUnits: [String: Double] = {
        var units: [String: Double] = [:]
        let names: [([String], Double)] = [
            (["w", "wk", "wks", "week", "weeks"], 604_800), (["d", "day", "days"], 86_400),
            (["h", "hr", "hrs", "hour", "hours"], 3_600), (["m", "min", "mins", "minute", "minutes"], 60),
            (["s", "sec", "secs", "second", "seconds"], 1), (["ms", "millisecond", "milliseconds"], 0.001),
        ]
        for (spellings, seconds) in names { for spelling in spellings { units[spelling] = seconds } }
        return units
    }()

    /// ISO 8601's `PnWnDTnHnMnS` (no years or months, whose length varies), in seconds.
    private static func isoSeconds(_ text: Substring) throws -> Double {
        let problem = ValueProblem(
            "'\(text)' is not an ISO 8601 duration such as PT1H30M or P1DT2H (without years or months)")
        var total = 0.0
        var inTime = false
        var number = ""
        var sawAmount = false
        for character in text.uppercased().dropFirst() {
            switch character {
            case "T":
                guard !inTime, number.isEmpty else { throw problem }
                inTime = true
            case "0"..."9", ".", ",": number.append(character == "," ? "." : character)
            default:
                guard let amount = Double(number) else { throw problem }
                let factor: Double
                switch (character, inTime) {
                case ("W", false): factor = 604_800
                case ("D", false): factor = 86_400
                case ("H", true): factor = 3_600
                case ("M", true): factor = 60
                case ("S", true): factor = 1
                default: throw problem
                }
                total += amount * factor
                number = ""
                sawAmount = true
            }
        }
        guard sawAmount, number.isEmpty else { throw problem }
        return total
    }

    /// The duration in seconds, fractions kept to the nanosecond.
    static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + (Double(attoseconds / 1_000_000_000) / 1e9)
    }

    /// `1h 30m`, `-10m`, `2d`, `1.5s`: the largest units first, what `duration(text:)` reads back.
    static func text(_ duration: Duration) -> String {
        let total = seconds(duration)
        guard total != 0 else { return "0s" }
        var rest = abs(total)
        var parts: [String] = []
        for (unit, size) in [("d", 86_400.0), ("h", 3_600.0), ("m", 60.0)] where rest >= size {
            let count = (rest / size).rounded(.down)
            parts.append("\(Int(count))\(unit)")
            rest -= count * size
        }
        if rest > 0 { parts.append("\(numberText((rest * 1e9).rounded() / 1e9))s") }
        return (total < 0 ? "-" : "") + parts.joined(separator: " ")
    }
}
