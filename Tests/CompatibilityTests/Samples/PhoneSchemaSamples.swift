// The App Schema phone domain (iOS 27) as calling apps built against Apple's SDK write it: a call
// to a person or to several (a `@UnionValue` of the domain's phone person), its audio-or-video mode
// an enum of `phone.audioVisualMode`, an intent that records and plays audio and runs in the
// background, reading `systemContext.currentMode == .background`. Written here as our own samples;
// this file compiling is the check.
import AppIntents
import Foundation

@AppEntity(schema: .phone.phonePerson)
struct Dialee {
    static let defaultQuery = DialeeQuery()
    var id: String
    var person: IntentPerson
    var displayRepresentation: DisplayRepresentation { "Dialee" }
}

struct DialeeQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [Dialee] { [] }
    func entities(matching string: String) async throws -> [Dialee] { [] }
}

@UnionValue
enum DialTarget {
    case person(Dialee)
    case people([Dialee])
}

@AppEnum(schema: .phone.audioVisualMode)
enum DialKind: String {
    case audio, video
    static let caseDisplayRepresentations: [DialKind: DisplayRepresentation] = [.audio: "Audio", .video: "Video"]
}

@AppIntent(schema: .phone.startCall)
struct DialIntent: AudioRecordingIntent, AudioPlaybackIntent {
    static let supportedModes: IntentModes = [.background]
    static let authenticationPolicy: IntentAuthenticationPolicy = .alwaysAllowed
    var destination: DialTarget
    var audioVisualMode: DialKind
    init() {}
    @MainActor
    func perform() async throws -> some IntentResult {
        if systemContext.currentMode == .background, audioVisualMode == .video {
            throw AppIntentError.Unrecoverable.unsupportedOnDevice
        }
        return .result()
    }
}
