import AppIntents
import AppIntentsMetadata
import Foundation

/// Resolution of primitive values from text or JSON.
enum Primitives {
    static func resolve(
        _ input: IntentInput, as kind: _PrimitiveKind, parameter: ParameterMetadata
    ) throws -> any Sendable {
        switch kind {
        case .string:
            switch input {
            case .json(.string(let string)): return string
            case .json(.number(let number)): return numberText(number)
            case .json(.bool(let bool)): return String(bool)
            case .json: throw mismatch(parameter, input, "text")
            case .text(let text), .entityIdentifier(let text, _): return text
            }
        case .attributedString:
            return AttributedString(try resolve(input, as: .string, parameter: parameter) as! String)
        case .currency:
            guard let amount = currency(input) else {
                throw mismatch(
                    parameter, input,
                    "an amount and a currency code, such as 12.50 EUR or {\"amount\": 12.5, \"currencyCode\": \"EUR\"}")
            }
            try checkRange(NSDecimalNumber(decimal: amount.amount).doubleValue, parameter: parameter, input: input)
            return amount
        case .person: return try person(input, parameter: parameter)
        case .placemark: return try placemark(input, parameter: parameter)
        case .placeDescriptor: return try placeDescriptor(input, parameter: parameter)
        case .recurrenceRule: return try recurrenceRule(input, parameter: parameter)
        case .duration: return try duration(input, parameter: parameter)
        case .personName: return try personName(input, parameter: parameter)
        case .paymentMethod: return try paymentMethod(input, parameter: parameter)
        case .int:
            let value: Int?
            switch input {
            case .json(.number(let number)):
                value = number.rounded() == number && abs(number) < 9e18 ? Int(number) : nil
            case .json(.string(let text)), .text(let text): value = Int(text.trimmingCharacters(in: .whitespaces))
            default: value = nil
            }
            guard let value else { throw mismatch(parameter, input, "a whole number") }
            try checkRange(Double(value), parameter: parameter, input: input)
            return value
        case .double:
            let value: Double?
            switch input {
            case .json(.number(let number)): value = number
            case .json(.string(let text)), .text(let text): value = Double(text.trimmingCharacters(in: .whitespaces))
            default: value = nil
            }
            guard let value, value.isFinite else { throw mismatch(parameter, input, "a number") }
            try checkRange(value, parameter: parameter, input: input)
            return value
        case .decimal:
            let value: Decimal?
            switch input {
            case .json(.number(let number)): value = Decimal(number)
            case .json(.string(let text)), .text(let text):
                let trimmed = text.trimmingCharacters(in: .whitespaces)
                value =
                    Double(trimmed) == nil ? nil : Decimal(string: trimmed, locale: Locale(identifier: "en_US_POSIX"))
            default: value = nil
            }
            guard let value else { throw mismatch(parameter, input, "a decimal number") }
            try checkRange(NSDecimalNumber(decimal: value).doubleValue, parameter: parameter, input: input)
            return value
        case .bool:
            switch input {
            case .json(.bool(let bool)): return bool
            case .json(.string(let text)), .text(let text):
                switch text.trimmingCharacters(in: .whitespaces).lowercased() {
                case "true", "yes", "y", "1", "on": return true
                case "false", "no", "n", "0", "off": return false
                default: throw mismatch(parameter, input, "true or false")
                }
            default: throw mismatch(parameter, input, "true or false")
            }
        case .url:
            guard let text = text(of: input), let url = URL(string: text.trimmingCharacters(in: .whitespaces)),
                url.scheme != nil
            else { throw mismatch(parameter, input, "a URL with a scheme, such as https://example.com") }
            return url
        case .date:
            guard let text = text(of: input), let date = parseDate(text) else {
                throw mismatch(parameter, input, "a date in ISO 8601 form, such as 2026-11-30 or 2026-11-30T18:00:00Z")
            }
            return date
        case .dateComponents:
            guard let text = text(of: input), let components = parseComponents(text) else {
                throw mismatch(parameter, input, "a date or time such as 2026-11-30, 18:30 or 2026-11-30T18:30")
            }
            return components
        case .file:
            guard let text = text(of: input) else { throw mismatch(parameter, input, "a file path") }
            let url = URL(fileURLWithPath: (text as NSString).expandingTildeInPath)
            let data = try readFile(url.path, given: text, parameter: parameter)
            if case .array(let types)? = parameter.typeSpecificMetadata[TypeSpecificMetadata.contentTypesKey],
                !types.isEmpty
            {
                let allowed = types.compactMap { $0.text.split(separator: ".").last.map(String.init) }
                let ext = url.pathExtension.lowercased()
                let accepted = allowed.contains {
                    $0 == ext || $0 == "data" || ($0 == "plain-text" && ext == "txt") || ($0 == "text" && ext == "txt")
                }
                if !accepted {
                    throw IntentSystemError(
                        .invalidValue,
                        "parameter '\(parameter.name)': '\(url.lastPathComponent)' is not one of the accepted types (\(types.map(\.text).joined(separator: ", ")))",
                        parameter: parameter.name, given: text)
                }
            }
            return IntentFile(data: data, filename: url.lastPathComponent)
        }
    }

    static func measurement(
        _ input: IntentInput, unit: String, make: @Sendable (Double, String?) -> (any Sendable)?,
        parameter: ParameterMetadata
    ) throws -> any Sendable {
        var number: Double?
        var symbol: String?
        switch input {
        case .json(.number(let value)): number = value
        case .json(.object(let object)):
            number = object["value"]?.numberValue
            symbol = object["unit"]?.stringValue
        case .json(.string(let text)), .text(let text):
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            let digits = trimmed.prefix { $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" || $0 == "e" }
            number = Double(digits)
            let rest = trimmed.dropFirst(digits.count).trimmingCharacters(in: .whitespaces)
            symbol = rest.isEmpty ? nil : rest
        default: break
        }
        if symbol == nil,
            case .string(let defaultUnit)? = parameter.typeSpecificMetadata[TypeSpecificMetadata.defaultUnitKey]
        {
            symbol = defaultUnit
        }
        guard let number, number.isFinite else {
            throw mismatch(parameter, input, "a measurement such as 5 km")
        }
        if number < 0, parameter.typeSpecificMetadata[TypeSpecificMetadata.supportsNegativeNumbersKey] == .bool(false) {
            throw IntentSystemError(
                .invalidValue,
                "parameter '\(parameter.name)' does not accept negative numbers, got \(numberText(number))",
                parameter: parameter.name, given: input.description)
        }
        guard let value = make(number, symbol) else {
            throw IntentSystemError(
                .invalidValue, "parameter '\(parameter.name)': '\(symbol ?? "")' is not a unit of \(unit)",
                parameter: parameter.name, given: input.description)
        }
        return value
    }

    /// `12.50 EUR`, `EUR 12.50`, or `{"amount": 12.5, "currencyCode": "EUR"}`; the code is three
    /// letters, written in capitals.
    static func currency(_ input: IntentInput) -> IntentCurrencyAmount? {
        func code(_ text: String) -> String? {
            let upper = text.uppercased()
            return upper.count == 3 && upper.allSatisfy { $0.isASCII && $0.isLetter } ? upper : nil
        }
        func decimal(_ text: String) -> Decimal? {
            Double(text) == nil ? nil : Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
        }
        switch input {
        case .json(.object(let members)):
            guard case .string(let currency)? = members["currencyCode"], let code = code(currency) else { return nil }
            switch members["amount"] {
            case .number(let number)?: return IntentCurrencyAmount(amount: Decimal(number), currencyCode: code)
            case .string(let text)?: return decimal(text).map { IntentCurrencyAmount(amount: $0, currencyCode: code) }
            default: return nil
            }
        case .json(.string(let text)), .text(let text), .entityIdentifier(let text, _):
            let parts = text.split(separator: " ").map(String.init)
            guard parts.count == 2 else { return nil }
            if let amount = decimal(parts[0]), let code = code(parts[1]) {
                return IntentCurrencyAmount(amount: amount, currencyCode: code)
            }
            if let code = code(parts[0]), let amount = decimal(parts[1]) {
                return IntentCurrencyAmount(amount: amount, currencyCode: code)
            }
            return nil
        default: return nil
        }
    }

    static func text(of input: IntentInput) -> String? {
        switch input {
        case .json(.string(let text)), .text(let text), .entityIdentifier(let text, _): text
        default: nil
        }
    }

    static func numberText(_ number: Double) -> String {
        number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }

    static func checkRange(_ value: Double, parameter: ParameterMetadata, input: IntentInput) throws {
        guard let range = parameter.range else { return }
        if value < range.minimum || value > range.maximum {
            throw IntentSystemError(
                .invalidValue,
                "parameter '\(parameter.name)' must be between \(numberText(range.minimum)) and \(numberText(range.maximum)), got \(Resolver.clip(input.description))",
                parameter: parameter.name, given: input.description)
        }
    }

    static func parseDate(_ text: String) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let full = ISO8601DateFormatter()
        if let date = full.date(from: trimmed) { return date }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        for format in ["yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd HH:mm", "yyyy-MM-dd"] {
            formatter.dateFormat = format
            if let date = formatter.date(from: trimmed) { return date }
        }
        return nil
    }

    static func parseComponents(_ text: String) -> DateComponents? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let parts = trimmed.split(separator: "T", maxSplits: 1).map(String.init)
        var components = DateComponents()
        var dateText: String?
        var timeText: String?
        if parts.count == 2 {
            (dateText, timeText) = (parts[0], parts[1])
        } else if trimmed.contains(":") {
            timeText = trimmed
        } else {
            dateText = trimmed
        }
        if let dateText {
            let fields = dateText.split(separator: "-").map { Int($0) }
            guard fields.count == 3, let year = fields[0], let month = fields[1], let day = fields[2],
                (1...12).contains(month), (1...31).contains(day)
            else { return nil }
            (components.year, components.month, components.day) = (year, month, day)
        }
        if let timeText {
            let fields = timeText.split(separator: ":").map { Int($0) }
            guard (2...3).contains(fields.count), let hour = fields[0], let minute = fields[1], (0...23).contains(hour),
                (0...59).contains(minute)
            else { return nil }
            (components.hour, components.minute) = (hour, minute)
            if fields.count == 3 {
                guard let second = fields[2], (0...59).contains(second) else { return nil }
                components.second = second
            }
        }
        return components
    }

    static func mismatch(_ parameter: ParameterMetadata, _ input: IntentInput, _ expected: String) -> IntentSystemError
    {
        IntentSystemError(
            .invalidValue,
            "parameter '\(parameter.name)' expected \(expected) (\(parameter.valueType.displayName)), got '\(Resolver.clip(input.description))'",
            parameter: parameter.name, given: input.description)
    }
}

extension Primitives {
    /// The most an `IntentFile` parameter reads.
    static let fileLimit = 64 << 20

    /// A regular file's bytes, at most `fileLimit` of them. A FIFO or a device (`/dev/zero`) is
    /// refused before it is opened: reading one would block or never end.
    static func readFile(_ path: String, given: String, parameter: ParameterMetadata) throws -> Data {
        func refuse(_ why: String) -> IntentSystemError {
            IntentSystemError(
                .invalidValue, "parameter '\(parameter.name)': \(why) at '\(Resolver.clip(given))'",
                parameter: parameter.name, given: given)
        }
        var info = stat()
        guard stat(path, &info) == 0 else { throw refuse("no readable file") }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw refuse(
                info.st_mode & S_IFMT == S_IFDIR ? "a directory, not a file," : "a special file, not a regular file,")
        }
        guard Int(info.st_size) <= fileLimit else { throw refuse("a file larger than \(fileLimit >> 20) MiB") }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw refuse("no readable file") }
        defer { try? handle.close() }
        // Read with the ceiling too: the file may grow after the size was looked at.
        let data = (try? handle.read(upToCount: fileLimit + 1)) ?? Data()
        guard data.count <= fileLimit else { throw refuse("a file larger than \(fileLimit >> 20) MiB") }
        return data
    }
}
