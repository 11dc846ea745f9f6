import AppIntents
import AppIntentsMetadata

extension Resolver {
    /// A `@UnionValue`: `{"case": value}` (MCP, JSON), `case:value` or `Case Title: value` (the
    /// command line), or a value that exactly one case resolves.
    func resolveUnion(
        _ input: IntentInput, type: any _UnionValue.Type, parameter: ParameterMetadata
    ) async throws -> Resolution {
        let cases = type._cases
        let names = cases.map(\.name)
        let expected = "one of \(names.map { "\($0):VALUE" }.joined(separator: ", ")) (or {\"CASE\": VALUE} in JSON)"
        var chosen: (name: String, input: IntentInput)?
        switch input {
        case .json(.object(let members)):
            guard members.count == 1, let (name, value) = members.first else {
                throw unionError(parameter, input, "an object with one member naming the case: \(expected)")
            }
            // A string is read as on the command line: an entity by its id, title or synonym.
            chosen = (name, value.stringValue.map(IntentInput.text) ?? .json(value))
        case .text(let text):
            if let colon = text.firstIndex(of: ":"), let name = Self.caseName(String(text[..<colon]), of: type) {
                let rest = text[text.index(after: colon)...]
                chosen = (name, .text(String(rest.drop { $0 == " " })))
            } else if text.hasPrefix("{"), case .object(let members)? = try? JSONValue.parse(text) {
                // The JSON form on the command line: `--item '{"book": "dune"}'`.
                return try await resolveUnion(.json(.object(members)), type: type, parameter: parameter)
            }
        case .json, .entityIdentifier:
            break
        }
        if let chosen {
            guard let item = cases.first(where: { $0.name == chosen.name }) else {
                throw unionError(parameter, input, expected + Suggestions.didYouMean(chosen.name, among: names))
            }
            return try await wrap(
                resolve(chosen.input, for: parameter, kind: item.kind), in: item.make, parameter, input)
        }
        // No case named: the value of exactly one case.
        var matches: [(name: String, resolution: Resolution)] = []
        for item in cases {
            guard let resolution = try? await resolve(input, for: parameter, kind: item.kind) else { continue }
            matches.append((item.name, try wrap(resolution, in: item.make, parameter, input)))
        }
        guard matches.count == 1 else {
            let which =
                matches.isEmpty
                ? "no case takes it" : "several cases take it (\(matches.map(\.name).joined(separator: ", ")))"
            throw unionError(parameter, input, "\(expected); \(which)")
        }
        return matches[0].resolution
    }

    /// The case a command line's `CASE:` names: its name, or its title as a person reads it
    /// (`Audio Book: Dune`), in any capitalization.
    static func caseName(_ written: String, of type: any _UnionValue.Type) -> String? {
        let names = type._cases.map(\.name)
        if names.contains(written) { return written }
        let folded = written.trimmingCharacters(in: .whitespaces).lowercased()
        return names.first { $0.lowercased() == folded }
            ?? names.first { UnionTitles.caseTitle($0, in: type).lowercased() == folded }
    }

    private func wrap(
        _ resolution: Resolution, in make: @Sendable (Any) -> (any Sendable)?, _ parameter: ParameterMetadata,
        _ input: IntentInput
    ) throws -> Resolution {
        func union(_ value: any Sendable) throws -> any Sendable {
            guard let union = make(value) else {
                throw unionError(parameter, input, English.withArticle(parameter.valueType.displayName))
            }
            return union
        }
        switch resolution {
        case .value(let value): return .value(try union(value))
        case .renamed(let value, let changes): return .renamed(try union(value), changes: changes)
        case .ambiguous(let candidates):
            return .ambiguous(try candidates.map { Candidate(value: try union($0.value), option: $0.option) })
        case .empty: return resolution
        }
    }

    private func unionError(
        _ parameter: ParameterMetadata, _ input: IntentInput, _ expected: String
    ) -> IntentSystemError {
        IntentSystemError(
            .invalidValue,
            "parameter '\(parameter.name)' expected \(expected), got '\(Self.clip(input.description))'",
            parameter: parameter.name, given: input.description)
    }
}
