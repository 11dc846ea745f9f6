import Foundation
import Synchronization

/// What kind of listening a suggested entity suits (iOS 27): a workout, of some intensity, or the
/// Now Playing control. Apple's workout contexts come with its HealthKit overlay; they are here
/// without HealthKit, but for the one made from an `HKWorkoutActivityType`.
public struct AudioContext: Sendable, Hashable, CustomStringConvertible {
    /// What the context is, as a person reads it.
    public let description: String

    private init(_ description: String) {
        self.description = description
    }

    /// The Now Playing control or complication.
    public static var nowPlaying: AudioContext { AudioContext("now playing") }
    /// A workout session of any type: the broadest workout context.
    public static var workout: AudioContext { AudioContext("a workout") }

    /// A workout session of the given intensity.
    public static func workout(intensityLevel: WorkoutIntensityLevel) -> AudioContext {
        AudioContext("a \(intensityLevel.name)-intensity workout")
    }

    /// How hard a workout is.
    public struct WorkoutIntensityLevel: RawRepresentable, Sendable, Hashable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Yoga, stretching, walking.
        public static let low = WorkoutIntensityLevel(rawValue: 0)
        /// Cycling, hiking, swimming.
        public static let medium = WorkoutIntensityLevel(rawValue: 1)
        /// Running, HIIT, cross-training.
        public static let high = WorkoutIntensityLevel(rawValue: 2)

        var name: String {
            switch rawValue {
            case 0: "low"
            case 1: "medium"
            case 2: "high"
            default: "level \(rawValue)"
            }
        }
    }
}

/// The part of the system's experience suggested entities belong to (iOS 27).
public struct AppEntityContext: Sendable, Hashable, CustomStringConvertible {
    /// The listening context, for an audio context.
    package let audio: AudioContext

    /// An audio-related context: `.audio(.workout(intensityLevel: .high))`.
    public static func audio(_ audioContext: AudioContext) -> AppEntityContext {
        AppEntityContext(audio: audioContext)
    }

    public var description: String { audio.description }
}

/// Where an app tells the system which of its entities suit a moment (iOS 27): playlists for a
/// run, before anyone has played them. Each context holds the entities last given for it until the
/// app removes them.
///
/// ```swift
/// try await RelevantEntities.shared.updateEntities(runningPlaylists, for: .audio(.workout(intensityLevel: .high)))
/// ```
///
/// The entities are kept for the life of the process, and the system reads them there
/// (`suggestions(for:)`); no surface here is a workout or a Now Playing control, so none offers
/// them on its own.
public struct RelevantEntities: Sendable {
    /// The app's relevant entities.
    public static let shared = RelevantEntities()

    /// One suggested entity, as the system keeps it: its type, identifier and title.
    package struct Suggestion: Sendable, Hashable {
        package var type: String
        package var identifier: String
        package var title: String
    }

    private static let registry = Mutex<[AppEntityContext: [Suggestion]]>([:])

    private init() {}

    /// Replaces the entities suggested for `context` with `entities`.
    public func updateEntities(_ entities: [any AppEntity], for context: AppEntityContext) async throws {
        let suggestions = entities.map(Self.suggestion)
        Self.registry.withLock { $0[context] = suggestions }
    }

    /// Removes `entities` from `context`.
    public func removeEntities(_ entities: [any AppEntity], from context: AppEntityContext) async throws {
        let removed = Set(entities.map(Self.suggestion).map { [$0.type, $0.identifier] })
        Self.registry.withLock { registry in
            registry[context]?.removeAll { removed.contains([$0.type, $0.identifier]) }
            if registry[context]?.isEmpty == true { registry[context] = nil }
        }
    }

    /// Removes `entities` from every context.
    public func removeEntities(_ entities: [any AppEntity]) async throws {
        let removed = Set(entities.map(Self.suggestion).map { [$0.type, $0.identifier] })
        Self.registry.withLock { registry in
            for context in Array(registry.keys) {
                registry[context]?.removeAll { removed.contains([$0.type, $0.identifier]) }
                if registry[context]?.isEmpty == true { registry[context] = nil }
            }
        }
    }

    /// Removes every entity suggested for `context`.
    public func removeAllEntities(for context: AppEntityContext) async throws {
        _ = Self.registry.withLock { $0.removeValue(forKey: context) }
    }

    /// Removes every suggested entity of every context.
    public func removeAllEntities() async throws {
        Self.registry.withLock { $0.removeAll() }
    }

    /// The entities suggested for `context`, in the order given. Used by the system.
    package func suggestions(for context: AppEntityContext) -> [Suggestion] {
        Self.registry.withLock { $0[context] ?? [] }
    }

    /// Every context with its entities. Used by the system.
    package func allSuggestions() -> [AppEntityContext: [Suggestion]] {
        Self.registry.withLock { $0 }
    }

    private static func suggestion(_ entity: any AppEntity) -> Suggestion {
        Suggestion(
            type: String(describing: type(of: entity)), identifier: entity.id.entityIdentifierString,
            title: entity.displayRepresentation.title.defaultValue)
    }
}
