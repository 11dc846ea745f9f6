// The App Schema messages domain (iOS 27) as messaging apps built against Apple's SDK write
// `sendMessage`: a destination that is one contact, several, or people the system resolved, places
// as `[GeoToolbox.PlaceDescriptor]`, files limited by content type or, in the older spelling, by
// type identifier with a default. Written here as our own samples; this file compiling is the check.
import AppIntents
import Foundation
import GeoToolbox
import UniformTypeIdentifiers

@AppEntity(schema: .messages.messagePerson)
struct PenFriend {
    static let defaultQuery = PenFriendQuery()
    var id: String
    var person: IntentPerson
    var displayRepresentation: DisplayRepresentation { "PenFriend" }
}

struct PenFriendQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [PenFriend] { [] }
    func entities(matching string: String) async throws -> [PenFriend] { [] }
}

@UnionValue
enum PostDestination {
    case contact(PenFriend)
    case recipients([PenFriend])
    case people([IntentPerson])
}

@AppEntity(schema: .messages.message)
struct PostEntity {
    static let defaultQuery = PostQuery()
    var id: String
    var displayRepresentation: DisplayRepresentation { "Message" }
}

struct PostQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [PostEntity] { [] }
    func entities(matching string: String) async throws -> [PostEntity] { [] }
}

@AppIntent(schema: .messages.sendMessage)
struct SendPostIntent: AppIntent {
    static let authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication
    var destination: PostDestination
    var subject: AttributedString?
    var content: AttributedString?
    @Parameter(supportedContentTypes: [.image]) var attachments: [IntentFile]
    @Parameter(supportedContentTypes: [.audio]) var audioMessage: IntentFile?
    var locations: [GeoToolbox.PlaceDescriptor]
    var links: [URL]
    var scheduledDate: Date?
    @MainActor func perform() async throws -> some IntentResult & ReturnsValue<[PostEntity]> & ProvidesDialog {
        .result(value: [], dialog: "Sent.")
    }
}

@AppIntent(schema: .messages.sendMessage)
struct SendPostOlderIntent {
    static let title: LocalizedStringResource = "Send"
    @Parameter(title: "Destination") var destination: PostDestination
    @Parameter(title: "Subject") var subject: AttributedString?
    @Parameter(title: "Content") var content: AttributedString?
    @Parameter(title: "Attachments", default: [], supportedTypeIdentifiers: ["public.item"]) var attachments:
        [IntentFile]
    @Parameter(title: "Audio Message", supportedTypeIdentifiers: ["public.audio"]) var audioMessage: IntentFile?
    @Parameter(title: "Locations", default: []) var locations: [GeoToolbox.PlaceDescriptor]
    @Parameter(title: "Links", default: []) var links: [URL]
    @Parameter(title: "Scheduled Date") var scheduledDate: Date?
    func perform() async throws -> some IntentResult & ReturnsValue<[PostEntity]> & ProvidesDialog {
        .result(value: [], dialog: "Sent.")
    }
}
