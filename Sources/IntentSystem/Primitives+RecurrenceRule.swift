import AppIntents
import AppIntentsMetadata
import AppIntentsShared
import Foundation

/// A `Calendar.RecurrenceRule` from text, and back: an iCalendar (RFC 5545) `RRULE` value, the
/// form agents and calendars already speak (`FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,-1FR;COUNT=10`), or on
/// the command line `weekly` or `every 6 months`. Rules are read in the Gregorian calendar of the
/// system's time zone; an `UNTIL` in UTC (`…Z`) or as a date.
extension Primitives {
    static func recurrenceRule(_ input: IntentInput, parameter: ParameterMetadata) throws -> Calendar.RecurrenceRule {
        do {
            guard let text = text(of: input) else { throw ValueProblem("") }
            return try recurrenceRule(text: text)
        } catch let problem as ValueProblem {
            throw mismatch(parameter, input, ValueForms.RecurrenceRule.form, problem)
        }
    }

    static func recurrenceRule(text: String) throws -> Calendar.RecurrenceRule {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw ValueProblem("the rule is empty") }
        if let simple = try simpleRule(trimmed) { return simple }
        var body = Substring(trimmed)
        if body.uppercased().hasPrefix("RRULE:") { body = body.dropFirst(6) }
        var parts: [String: String] = [:]
        for part in body.split(separator: ";", omittingEmptySubsequences: true) {
            guard let equals = part.firstIndex(of: "=") else {
                throw ValueProblem("'\(part)' is not NAME=VALUE")
            }
            let name = part[..<equals].trimmingCharacters(in: .whitespaces).uppercased()
            guard parts[name] == nil else { throw ValueProblem("\(name) is given twice") }
            parts[name] = part[part.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        }
        if let unknown = parts.keys.sorted().first(where: { !RecurrenceParts.names.contains($0) }) {
            throw ValueProblem(
                "\(unknown) is not supported; a rule has \(RecurrenceParts.names.joined(separator: ", "))")
        }
        guard let frequencyName = parts["FREQ"] else { throw ValueProblem("FREQ is missing") }
        guard let frequency = RecurrenceParts.frequencies.first(where: { $0.name == frequencyName.uppercased() })?.value
        else {
            throw ValueProblem(
                "FREQ=\(frequencyName) is not one of \(RecurrenceParts.frequencies.map(\.name).joined(separator: ", "))"
            )
        }
        let interval = try parts["INTERVAL"].map { try integer($0, "INTERVAL", 1...Int(Int32.max)) } ?? 1
        let end: Calendar.RecurrenceRule.End
        switch (parts["COUNT"], parts["UNTIL"]) {
        case (let count?, nil): end = .afterOccurrences(try integer(count, "COUNT", 1...Int(Int32.max)))
        case (nil, let until?): end = .afterDate(try untilDate(until))
        case (nil, nil): end = .never
        case (_?, _?): throw ValueProblem("COUNT and UNTIL cannot both be given")
        }
        return Calendar.RecurrenceRule(
            calendar: recurrenceCalendar, frequency: frequency, interval: interval, end: end,
            months: try integers(parts["BYMONTH"], "BYMONTH", 1...12, signed: false).map {
                Calendar.RecurrenceRule.Month($0)
            },
            daysOfTheYear: try integers(parts["BYYEARDAY"], "BYYEARDAY", 1...366, signed: true),
            daysOfTheMonth: try integers(parts["BYMONTHDAY"], "BYMONTHDAY", 1...31, signed: true),
            weeks: try integers(parts["BYWEEKNO"], "BYWEEKNO", 1...53, signed: true),
            weekdays: try weekdays(parts["BYDAY"]),
            hours: try integers(parts["BYHOUR"], "BYHOUR", 0...23, signed: false),
            minutes: try integers(parts["BYMINUTE"], "BYMINUTE", 0...59, signed: false),
            seconds: try integers(parts["BYSECOND"], "BYSECOND", 0...60, signed: false),
            setPositions: try integers(parts["BYSETPOS"], "BYSETPOS", 1...366, signed: true))
    }

    /// `weekly`, `every day`, `every 6 months`; nil for text that is not one of these.
    private static func simpleRule(_ text: String) throws -> Calendar.RecurrenceRule? {
        let words = text.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
        var interval = 1
        var unit: String
        switch words.count {
        case 1: unit = words[0]
        case 2 where words[0] == "every": unit = words[1]
        case 3 where words[0] == "every":
            guard let number = Int(words[1]) else { return nil }
            guard number >= 1 else { throw ValueProblem("'every \(words[1])' must repeat at least every 1") }
            interval = number
            unit = words[2]
        default: return nil
        }
        if unit.hasSuffix("s") { unit.removeLast() }
        let frequency: Calendar.RecurrenceRule.Frequency
        switch unit {
        case "minutely", "minute": frequency = .minutely
        case "hourly", "hour": frequency = .hourly
        case "daily", "day": frequency = .daily
        case "weekly", "week": frequency = .weekly
        case "monthly", "month": frequency = .monthly
        case "yearly", "year", "annually": frequency = .yearly
        default: return nil
        }
        return Calendar.RecurrenceRule(calendar: recurrenceCalendar, frequency: frequency, interval: interval)
    }

    /// The calendar rules are read in: Gregorian, in the system's time zone.
    private static var recurrenceCalendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        return calendar
    }

    private static func integer(_ text: String, _ name: String, _ range: ClosedRange<Int>) throws -> Int {
        guard let value = Int(text), range.contains(value) else {
            throw ValueProblem("\(name)=\(text) is not a whole number within \(range.lowerBound)...\(range.upperBound)")
        }
        return value
    }

    /// A comma list of numbers within `range`, or within it negated too when `signed`.
    private static func integers(
        _ text: String?, _ name: String, _ range: ClosedRange<Int>, signed: Bool
    ) throws -> [Int] {
        guard let text else { return [] }
        return try text.split(separator: ",", omittingEmptySubsequences: false).map { item in
            let trimmed = item.trimmingCharacters(in: .whitespaces)
            guard let value = Int(trimmed), range.contains(signed ? abs(value) : value) else {
                let allowed =
                    signed
                    ? "\(range.lowerBound)...\(range.upperBound) or -\(range.upperBound)...-\(range.lowerBound)"
                    : "\(range.lowerBound)...\(range.upperBound)"
                throw ValueProblem("\(name) has '\(trimmed)', not a whole number within \(allowed)")
            }
            return value
        }
    }

    /// `BYDAY=MO,-1FR`: every Monday, and the last Friday.
    private static func weekdays(_ text: String?) throws -> [Calendar.RecurrenceRule.Weekday] {
        guard let text else { return [] }
        return try text.split(separator: ",", omittingEmptySubsequences: false).map { item in
            let trimmed = item.trimmingCharacters(in: .whitespaces).uppercased()
            guard trimmed.count >= 2,
                let day = RecurrenceParts.days.first(where: { $0.code == String(trimmed.suffix(2)) })?.day
            else {
                throw ValueProblem(
                    "BYDAY has '\(item)', not a day such as MO or -1FR (\(RecurrenceParts.days.map(\.code).joined(separator: ", ")))"
                )
            }
            let ordinal = trimmed.dropLast(2)
            guard !ordinal.isEmpty else { return .every(day) }
            guard let number = Int(ordinal), (1...53).contains(abs(number)) else {
                throw ValueProblem("BYDAY has '\(item)': \(ordinal) is not within 1...53 or -53...-1")
            }
            return .nth(number, day)
        }
    }

    /// `20261231`, `20261231T235959` (the calendar's time zone) or `20261231T235959Z` (UTC).
    private static func untilDate(_ text: String) throws -> Date {
        let utc = text.hasSuffix("Z") || text.hasSuffix("z")
        let digits = utc ? String(text.dropLast()) : text
        let parts = digits.uppercased().split(separator: "T", omittingEmptySubsequences: false)
        func number(_ part: Substring, _ range: Range<Int>) -> Int? {
            let start = part.index(part.startIndex, offsetBy: range.lowerBound)
            let end = part.index(part.startIndex, offsetBy: range.upperBound)
            return Int(part[start..<end])
        }
        guard (1...2).contains(parts.count), parts[0].count == 8, parts[0].allSatisfy(\.isASCII),
            parts.count == 1 || (parts[1].count == 6 && parts[1].allSatisfy(\.isASCII)),
            let year = number(parts[0], 0..<4), let month = number(parts[0], 4..<6), let day = number(parts[0], 6..<8)
        else {
            throw ValueProblem("UNTIL=\(text) is not a date such as 20261231 or 20261231T235959Z")
        }
        var components = DateComponents(year: year, month: month, day: day)
        if parts.count == 2 {
            guard let hour = number(parts[1], 0..<2), let minute = number(parts[1], 2..<4),
                let second = number(parts[1], 4..<6)
            else { throw ValueProblem("UNTIL=\(text) is not a date such as 20261231 or 20261231T235959Z") }
            (components.hour, components.minute, components.second) = (hour, minute, second)
        }
        var calendar = recurrenceCalendar
        if utc { calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone }
        guard components.isValidDate(in: calendar), let date = calendar.date(from: components) else {
            throw ValueProblem("UNTIL=\(text) is not a day of the calendar")
        }
        return date
    }

    /// The rule as an `RRULE` value, what `recurrenceRule(text:)` reads back: `FREQ` first, then
    /// `INTERVAL` when it is not 1, the end, and each non-empty `BY…` part in RFC 5545's order.
    static func text(_ rule: Calendar.RecurrenceRule) -> String {
        var parts = ["FREQ=\(RecurrenceParts.frequencies.first { $0.value == rule.frequency }?.name ?? "DAILY")"]
        if rule.interval != 1 { parts.append("INTERVAL=\(rule.interval)") }
        if let count = rule.end.occurrences {
            parts.append("COUNT=\(count)")
        } else if let date = rule.end.date {
            var utc = Calendar(identifier: .gregorian)
            utc.timeZone = TimeZone(identifier: "UTC") ?? utc.timeZone
            let c = utc.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
            func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
            parts.append(
                "UNTIL=\(String(format: "%04d", c.year ?? 0))\(two(c.month))\(two(c.day))T\(two(c.hour))\(two(c.minute))\(two(c.second))Z"
            )
        }
        func list(_ name: String, _ values: [Int]) {
            if !values.isEmpty { parts.append("\(name)=\(values.map(String.init).joined(separator: ","))") }
        }
        list("BYSECOND", rule.seconds)
        list("BYMINUTE", rule.minutes)
        list("BYHOUR", rule.hours)
        if !rule.weekdays.isEmpty {
            let days = rule.weekdays.map { weekday -> String in
                switch weekday {
                case .every(let day): return RecurrenceParts.code(day)
                case .nth(let number, let day): return "\(number)\(RecurrenceParts.code(day))"
                @unknown default: return ""
                }
            }
            parts.append("BYDAY=\(days.joined(separator: ","))")
        }
        list("BYMONTHDAY", rule.daysOfTheMonth)
        list("BYYEARDAY", rule.daysOfTheYear)
        list("BYWEEKNO", rule.weeks)
        list("BYMONTH", rule.months.map(\.index))
        list("BYSETPOS", rule.setPositions)
        return parts.joined(separator: ";")
    }
}

/// The names of an `RRULE`'s parts and values.
private enum RecurrenceParts {
    static let names = [
        "FREQ", "INTERVAL", "COUNT", "UNTIL", "BYSECOND", "BYMINUTE", "BYHOUR", "BYDAY", "BYMONTHDAY", "BYYEARDAY",
        "BYWEEKNO", "BYMONTH", "BYSETPOS",
    ]
    static let frequencies: [(name: String, value: Calendar.RecurrenceRule.Frequency)] = [
        ("MINUTELY", .minutely), ("HOURLY", .hourly), ("DAILY", .daily), ("WEEKLY", .weekly), ("MONTHLY", .monthly),
        ("YEARLY", .yearly),
    ]
    static let days: [(code: String, day: Locale.Weekday)] = [
        ("MO", .monday), ("TU", .tuesday), ("WE", .wednesday), ("TH", .thursday), ("FR", .friday), ("SA", .saturday),
        ("SU", .sunday),
    ]
    static func code(_ day: Locale.Weekday) -> String { days.first { $0.day == day }?.code ?? "MO" }
}
