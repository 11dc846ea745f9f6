import AppIntents
import AppIntentsMetadata
import AppIntentsShared
import CoreLocation
import Foundation
import GeoToolbox

/// A `PlaceDescriptor` from text or JSON, and back to JSON. No address is looked up (there is no
/// geocoder here): a place is given by its address or its coordinates, with the name it carries.
///
/// Text: `1 Main St, Springfield`, `48.8584,2.2945`, `Office @ 1 Main St, Springfield` or
/// `Eiffel Tower @ 48.8584,2.2945`. JSON: that text, or `{"commonName", "address", "latitude",
/// "longitude", "serviceIdentifiers"}`, with an address or both degrees (or all three).
extension Primitives {
    static func placeDescriptor(_ input: IntentInput, parameter: ParameterMetadata) throws -> PlaceDescriptor {
        do {
            switch input {
            case .json(.object(let members)): return try placeDescriptor(members)
            default:
                guard let text = text(of: input) else { throw ValueProblem("") }
                return try placeDescriptor(text: text)
            }
        } catch let problem as ValueProblem {
            throw mismatch(parameter, input, ValueForms.PlaceDescriptor.form, problem)
        }
    }

    static func placeDescriptor(text: String) throws -> PlaceDescriptor {
        var name: String?
        var place = Substring(text)
        if let at = text.lastIndex(of: "@") {
            name = text[..<at].trimmingCharacters(in: .whitespaces)
            place = text[text.index(after: at)...]
            guard name?.isEmpty == false else { throw ValueProblem("the name before '@' is empty") }
        }
        let trimmed = place.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw ValueProblem("no address or coordinates") }
        let numbers = trimmed.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        if numbers.count == 2, let latitude = Double(numbers[0]), let longitude = Double(numbers[1]) {
            return PlaceDescriptor(
                representations: [.coordinate(try coordinate(latitude, longitude))], commonName: name)
        }
        return PlaceDescriptor(representations: [.address(trimmed)], commonName: name)
    }

    private static func placeDescriptor(_ members: [String: JSONValue]) throws -> PlaceDescriptor {
        try onlyKnown(members, Set(ValueForms.PlaceDescriptor.members))
        var representations: [PlaceDescriptor.PlaceRepresentation] = []
        if let address = try string(members, "address") {
            guard !address.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                throw ValueProblem("address is empty")
            }
            representations.append(.address(address))
        }
        switch (members["latitude"], members["longitude"]) {
        case (nil, nil), (.null?, .null?): break
        case (.number(let latitude)?, .number(let longitude)?):
            representations.append(.coordinate(try coordinate(latitude, longitude)))
        default: throw ValueProblem("latitude and longitude must both be numbers, or both left out")
        }
        guard !representations.isEmpty else {
            throw ValueProblem("a place needs an address, or a latitude and a longitude")
        }
        var supporting: [PlaceDescriptor.SupportingPlaceRepresentation] = []
        switch members["serviceIdentifiers"] {
        case nil, .null?: break
        case .object(let services)?:
            var identifiers: [String: String] = [:]
            for (service, value) in services {
                guard case .string(let identifier) = value else {
                    throw ValueProblem("serviceIdentifiers.\(service) is not text")
                }
                identifiers[service] = identifier
            }
            if !identifiers.isEmpty { supporting.append(.serviceIdentifiers(identifiers)) }
        default:
            throw ValueProblem("serviceIdentifiers is not an object of text, such as {\"com.apple.maps\": \"I1234\"}")
        }
        return PlaceDescriptor(
            representations: representations, commonName: try string(members, "commonName"),
            supportingRepresentations: supporting)
    }

    /// `{"commonName", "address", "latitude", "longitude", "serviceIdentifiers"}`: the name, the
    /// first address and the first coordinates, and every service's identifier, what
    /// `placeDescriptor(_:parameter:)` reads back.
    static func json(_ place: PlaceDescriptor) -> JSONValue {
        var object: [String: JSONValue] = [:]
        if let name = place.commonName { object["commonName"] = .string(name) }
        if let address = place.address { object["address"] = .string(address) }
        if let coordinate = place.coordinate {
            object["latitude"] = .number(coordinate.latitude)
            object["longitude"] = .number(coordinate.longitude)
        }
        var identifiers: [String: JSONValue] = [:]
        for case .serviceIdentifiers(let services) in place.supportingRepresentations {
            for (service, identifier) in services where identifiers[service] == nil {
                identifiers[service] = .string(identifier)
            }
        }
        if !identifiers.isEmpty { object["serviceIdentifiers"] = .object(identifiers) }
        return .object(object)
    }

    /// `Office @ 1 Main St, Springfield`: the text form it is given in, the address (else the
    /// coordinates) named by the place's name.
    static func text(_ place: PlaceDescriptor) -> String {
        let where_ =
            place.address
            ?? place.coordinate.map { "\(numberText($0.latitude)),\(numberText($0.longitude))" }
        switch (place.commonName, where_) {
        case (let name?, let where_?): return "\(name) @ \(where_)"
        case (let name?, nil): return name
        case (nil, let where_?): return where_
        case (nil, nil): return ""
        }
    }
}
