import Foundation
import Synchronization

/// Opens the app's camera from the Lock Screen or the Camera Control (iOS 18), with an app
/// context the app and its capture extension share.
///
/// No surface here has a camera experience: the intent runs by name like any other, and its
/// `perform()` does what the app wrote. The app context is kept for the life of the process (on
/// a device the system keeps it between the app and its extension).
///
/// ```swift
/// struct CaptureIntent: CameraCaptureIntent {
///     typealias AppContext = CaptureSettings
///     static let title: LocalizedStringResource = "Take a Photo"
///     func perform() async throws -> some IntentResult { .result() }
/// }
/// try await CaptureIntent.updateAppContext(CaptureSettings(flash: true))
/// ```
public protocol CameraCaptureIntent: AppIntent {
    /// What the app hands its capture experience.
    associatedtype AppContext: Codable, Sendable
}

extension CameraCaptureIntent {
    /// The app context last given to `updateAppContext(_:)`, if any.
    public static var appContext: AppContext? {
        get async throws {
            guard let data = CameraCaptureContexts.data(for: Self.self) else { return nil }
            return try JSONDecoder().decode(AppContext.self, from: data)
        }
    }

    /// Replaces the app context.
    public static func updateAppContext(_ appContext: AppContext) async throws {
        CameraCaptureContexts.set(try JSONEncoder().encode(appContext), for: Self.self)
    }
}

/// The app contexts of the process's camera capture intents, by intent type, encoded.
enum CameraCaptureContexts {
    private static let contexts = Mutex<[ObjectIdentifier: Data]>([:])

    static func data(for type: Any.Type) -> Data? {
        contexts.withLock { $0[ObjectIdentifier(type)] }
    }

    static func set(_ data: Data, for type: Any.Type) {
        contexts.withLock { $0[ObjectIdentifier(type)] = data }
    }
}
