import Foundation

/// Records what a person did, so the system can suggest it again.
public final class IntentDonationManager: Sendable {
    public static let shared = IntentDonationManager()

    private init() {}

    /// Donates an intent that ran in the app; returns the donation's identifier.
    ///
    /// - Throws: `IntentRuntimeUnavailableError` when no system records donations in this process,
    ///   or the store's error when recording fails.
    @discardableResult
    public func donate(intent: some AppIntent) async throws -> IntentDonationIdentifier {
        try await donate(any: intent, result: nil)
    }

    /// Donates an intent with its result; returns the donation's identifier.
    @discardableResult
    public func donate(intent: some AppIntent, result: some IntentResult) async throws -> IntentDonationIdentifier {
        try await donate(any: intent, result: result)
    }

    /// Donates an intent from code that is not async: returns the identifier at once and records
    /// the donation in the background.
    ///
    /// As Apple's, a donation that fails is ignored, and so is one made where no system records
    /// donations (the identifier is returned all the same). Use the `async throws` form to learn
    /// of a failure. The system waits for these donations before a run that made them ends.
    @discardableResult
    public func donate(intent: some AppIntent) -> IntentDonationIdentifier {
        donateInBackground(intent, result: nil)
    }

    /// Donates an intent with its result from code that is not async (see `donate(intent:)`).
    @discardableResult
    public func donate(intent: some AppIntent, result: some IntentResult) -> IntentDonationIdentifier {
        donateInBackground(intent, result: result)
    }

    private func donate(
        any intent: any AppIntent, result: (any IntentResult)?
    ) async throws
        -> IntentDonationIdentifier
    {
        guard let handler = SystemHooks.shared.donationHandler else {
            throw IntentRuntimeUnavailableError(request: "donate(intent:)")
        }
        return IntentDonationIdentifier(rawValue: try await handler(intent, result, nil))
    }

    private func donateInBackground(_ intent: any AppIntent, result: (any IntentResult)?) -> IntentDonationIdentifier {
        let identifier = Self.timeOrderedIdentifier()
        let hooks = SystemHooks.shared
        if let handler = hooks.donationHandler {
            // Apple's synchronous donation ignores a failure; its caller cannot handle one.
            hooks.trackDonation(Task { _ = try? await handler(intent, result, identifier) })
        }
        return IntentDonationIdentifier(rawValue: identifier)
    }

    /// A version 7 UUID (milliseconds since 1970, then random bits), the kind the store gives the
    /// donations it names itself, so these too land at the end of its id index.
    private static func timeOrderedIdentifier(now: Date = Date()) -> String {
        var bytes = UUID().uuid
        let milliseconds = UInt64(max(0, now.timeIntervalSince1970 * 1000))
        withUnsafeMutableBytes(of: &bytes) { raw in
            for index in 0..<6 { raw[index] = UInt8(truncatingIfNeeded: milliseconds >> (40 - 8 * index)) }
            raw[6] = (raw[6] & 0x0F) | 0x70
            raw[8] = (raw[8] & 0x3F) | 0x80
        }
        return UUID(uuid: bytes).uuidString
    }

    /// Deletes the donations the predicate matches; returns their identifiers.
    @discardableResult
    public func deleteDonations(
        matching predicate: IntentDonationMatchingPredicate
    ) async throws
        -> [IntentDonationIdentifier]
    {
        guard let handler = SystemHooks.shared.deleteDonationsHandler else {
            throw IntentRuntimeUnavailableError(request: "deleteDonations(matching:)")
        }
        return try await handler(predicate).map(IntentDonationIdentifier.init(rawValue:))
    }
}

/// Identifies one donation.
public struct IntentDonationIdentifier: Hashable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }
}

/// Which donations to delete.
public struct IntentDonationMatchingPredicate: Sendable {
    package enum Kind: Sendable {
        /// An intent type's donations; with an entity, only those involving it.
        case intentType(String, entity: String?)
        /// The donations involving any of these entities.
        case entityIdentifiers([String])
        case donationIdentifiers([String])
    }

    package let kind: Kind

    /// Every donation of an intent type.
    public static func intentType<Intent: AppIntent>(_ type: Intent.Type) -> Self {
        Self(kind: .intentType(String(reflecting: type), entity: nil))
    }

    /// Every donation of an intent type that involves the entity `entityIdentifier` names, or every
    /// one when it is `nil`.
    public static func intentType(_ intentType: any AppIntent.Type, entityIdentifier: EntityIdentifier? = nil) -> Self {
        Self(kind: .intentType(String(reflecting: intentType), entity: entityIdentifier?.instanceIdentifier))
    }

    /// Every donation that involves the entity with this identifier.
    public static func entityIdentifier(_ identifier: some EntityIdentifierConvertible) -> Self {
        Self(kind: .entityIdentifiers([identifier.entityIdentifierString]))
    }

    /// Every donation that involves the entity `identifier` names.
    public static func entityIdentifier(_ identifier: EntityIdentifier) -> Self {
        Self(kind: .entityIdentifiers([identifier.instanceIdentifier]))
    }

    /// Every donation that involves any of these entities (iOS 26.4).
    public static func entityIdentifiers(_ identifiers: [EntityIdentifier]) -> Self {
        Self(kind: .entityIdentifiers(identifiers.map(\.instanceIdentifier)))
    }

    /// The donation with this identifier.
    public static func donationIdentifier(_ identifier: IntentDonationIdentifier) -> Self {
        Self(kind: .donationIdentifiers([identifier.rawValue]))
    }

    /// The donations with these identifiers.
    public static func donationIdentifiers(_ identifiers: [IntentDonationIdentifier]) -> Self {
        Self(kind: .donationIdentifiers(identifiers.map(\.rawValue)))
    }
}

extension AppIntent {
    /// Donates this intent, as if the person had run it; returns the donation's identifier.
    @discardableResult
    public func donate() async throws -> IntentDonationIdentifier {
        try await IntentDonationManager.shared.donate(intent: self)
    }

    /// Donates this intent with the result it would have returned.
    @discardableResult
    public func donate(result: some IntentResult) async throws -> IntentDonationIdentifier {
        try await IntentDonationManager.shared.donate(intent: self, result: result)
    }

    /// Donates this intent from code that is not async (see `IntentDonationManager.donate(intent:)`).
    @discardableResult
    public func donate() -> IntentDonationIdentifier {
        IntentDonationManager.shared.donate(intent: self)
    }

    /// Donates this intent with a result from code that is not async.
    @discardableResult
    public func donate(result: some IntentResult) -> IntentDonationIdentifier {
        IntentDonationManager.shared.donate(intent: self, result: result)
    }
}

/// An intent the system may suggest, with how the suggestion is shown.
///
/// ```swift
/// static var predictionConfiguration: some IntentPredictionConfiguration {
///     IntentPrediction(parameters: \.$soup) { soup in
///         DisplayRepresentation(title: "Order \(soup.name)")
///     }
/// }
/// ```
public protocol PredictableIntent: AppIntent {
    /// The configuration's type.
    associatedtype Prediction: IntentPredictionConfiguration
    /// How suggestions of this intent are shown; the first prediction that applies is used.
    @IntentPredictionConfigurationBuilder<Self> static var predictionConfiguration: Prediction { get }
}

/// Builds a predictable intent's configuration from one or more `IntentPrediction`s, so their
/// key paths are read on the intent itself (`\.$soup`).
@resultBuilder
public enum IntentPredictionConfigurationBuilder<Intent: AppIntent> {
    /// One prediction.
    public static func buildExpression<Value>(
        _ prediction: IntentPrediction<Intent, Value>
    ) -> IntentPredictions<Intent> {
        IntentPredictions(predictions: [prediction])
    }

    /// Several predictions, tried in order.
    public static func buildBlock(_ parts: IntentPredictions<Intent>...) -> IntentPredictions<Intent> {
        IntentPredictions(predictions: parts.flatMap(\.predictions))
    }
}

/// Predictions of one intent, tried in order; built by `IntentPredictionConfigurationBuilder`.
public struct IntentPredictions<Intent: AppIntent>: IntentPredictionConfiguration {
    let predictions: [any IntentPredictionConfiguration]
}

extension IntentPredictions: _AnyIntentPrediction {
    package func displayRepresentation(for intent: any AppIntent) -> DisplayRepresentation? {
        for prediction in predictions {
            if let display = (prediction as? any _AnyIntentPrediction)?.displayRepresentation(for: intent) {
                return display
            }
        }
        return nil
    }
}

/// How suggestions of a predictable intent are shown.
public protocol IntentPredictionConfiguration: Sendable {}

/// Suggestions of an intent shown with a display representation built from one parameter.
///
/// Several parameters are given as a tuple of key paths:
/// `IntentPrediction(parameters: (\.$soup, \.$quantity)) { soup, quantity in … }`.
public struct IntentPrediction<Intent: AppIntent, Value>: IntentPredictionConfiguration, @unchecked Sendable {
    /// The display representation for an intent whose parameters all have values.
    package let represent: (Intent) -> DisplayRepresentation?

    public init(
        parameters keyPath: KeyPath<Intent, IntentParameter<Value>>,
        displayRepresentation: @escaping (Value) -> DisplayRepresentation
    ) where Value: _IntentValue {
        represent = { intent in
            let parameter = intent[keyPath: keyPath]
            // An optional parameter that is nil has no value: the prediction does not apply.
            guard parameter.hasValue else { return nil }
            return (parameter.currentValue as? Value).map(displayRepresentation)
        }
    }

    /// A prediction for an intent whose suggestion shows no parameter: `IntentPrediction {
    /// DisplayRepresentation(title: "Refresh All Apps") }`.
    public init(displayRepresentation: @escaping () -> DisplayRepresentation) where Value == Void {
        represent = { _ in displayRepresentation() }
    }

    /// A prediction from several parameters.
    public init<each Parameter: _IntentValue>(
        parameters keyPaths: (repeat KeyPath<Intent, IntentParameter<each Parameter>>),
        displayRepresentation: @escaping (repeat each Parameter) -> DisplayRepresentation
    ) where Value == (repeat each Parameter) {
        represent = { intent in
            func value<P: _IntentValue>(_ keyPath: KeyPath<Intent, IntentParameter<P>>) throws -> P {
                // A nil optional is no value either: apps unwrap it (`topic!`) in the prediction
                // that lists it, and give another prediction without it.
                let parameter = intent[keyPath: keyPath]
                guard parameter.hasValue, let value = parameter.currentValue as? P else { throw MissingValue() }
                return value
            }
            guard let values = try? (repeat value(each keyPaths)) else { return nil }
            return displayRepresentation(repeat each values)
        }
    }

    private struct MissingValue: Error {}
}

/// What the system reads from a prediction configuration. Used by the system; not for app code.
package protocol _AnyIntentPrediction {
    func displayRepresentation(for intent: any AppIntent) -> DisplayRepresentation?
}

extension IntentPrediction: _AnyIntentPrediction {
    package func displayRepresentation(for intent: any AppIntent) -> DisplayRepresentation? {
        guard let intent = intent as? Intent else { return nil }
        return represent(intent)
    }
}
