import AppIntents
import AppIntentsMetadata
import CoreLocation
import Foundation
import IntentMCP
import Testing

@testable import IntentHost

/// A returned entity that is `Transferable` offers an agent its image, or else its text, beside
/// the structured result; only representations any app may receive are offered.
@Suite(.ownThreads) struct MCPAttachmentTests {
    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

    struct PhotoEntity: AppEntity, Transferable {
        static let defaultQuery = PhotoQuery()
        static var typeDisplayRepresentation: TypeDisplayRepresentation { "Photo" }
        var id: String
        var displayRepresentation: DisplayRepresentation { "\(id)" }
        static var transferRepresentation: some TransferRepresentation {
            DataRepresentation(exportedContentType: .png) { _ in MCPAttachmentTests.png }
            ProxyRepresentation(exporting: \.id)
        }
    }

    struct PhotoQuery: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [PhotoEntity] { identifiers.map(PhotoEntity.init) }
    }

    struct NoteEntity: AppEntity, Transferable {
        static let defaultQuery = NoteQuery()
        static var typeDisplayRepresentation: TypeDisplayRepresentation { "Note" }
        var id: String
        var body: String
        var displayRepresentation: DisplayRepresentation { "\(id)" }
        static var transferRepresentation: some TransferRepresentation {
            DataRepresentation(exportedContentType: .png) { _ in MCPAttachmentTests.png }.visibility(.team)
            ProxyRepresentation(exporting: \.body)
        }
    }

    struct NoteQuery: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [NoteEntity] {
            identifiers.map { NoteEntity(id: $0, body: "Body of \($0)") }
        }
    }

    struct LatestPhotoIntent: AppIntent {
        static var title: LocalizedStringResource { "Latest Photo" }
        init() {}
        func perform() async throws -> some IntentResult & ReturnsValue<PhotoEntity> {
            .result(value: PhotoEntity(id: "sunset"))
        }
    }

    struct AllNotesIntent: AppIntent {
        static var title: LocalizedStringResource { "All Notes" }
        init() {}
        func perform() async throws -> some IntentResult & ReturnsValue<[NoteEntity]> {
            .result(value: (1...12).map { NoteEntity(id: "n\($0)", body: "Body of n\($0)") })
        }
    }

    /// A member exported as the person it stands for (and as its name, which is its title).
    struct MemberEntity: AppEntity, Transferable {
        static let defaultQuery = MemberQuery()
        static var typeDisplayRepresentation: TypeDisplayRepresentation { "Member" }
        var id: String
        var name: String
        var displayRepresentation: DisplayRepresentation { "\(name)" }
        static var transferRepresentation: some TransferRepresentation {
            ValueRepresentation(
                exporting: { member in
                    IntentPerson(
                        identifier: .applicationDefined(member.id), name: .displayName(member.name),
                        handle: IntentPerson.Handle(emailAddress: "\(member.id)@example.com"))
                },
                importing: { person in MemberEntity(id: "new", name: person.displayText) })
            ProxyRepresentation(exporting: \.name)
        }
    }

    struct MemberQuery: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [MemberEntity] {
            identifiers.map { MemberEntity(id: $0, name: "Ada Lovelace") }
        }
    }

    /// A spot exported as its place, through a key path.
    struct SpotEntity: AppEntity, Transferable {
        static let defaultQuery = SpotQuery()
        static var typeDisplayRepresentation: TypeDisplayRepresentation { "Spot" }
        var id: String
        @Property var place: CLPlacemark
        var displayRepresentation: DisplayRepresentation { "\(id)" }
        init(id: String, place: CLPlacemark) {
            self.id = id
            self.place = place
        }
        static var transferRepresentation: some TransferRepresentation { ValueRepresentation(exporting: \.place) }
    }

    struct SpotQuery: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [SpotEntity] { [] }
    }

    struct LeadMemberIntent: AppIntent {
        static var title: LocalizedStringResource { "Lead Member" }
        init() {}
        func perform() async throws -> some IntentResult & ReturnsValue<MemberEntity> {
            .result(value: MemberEntity(id: "ada", name: "Ada Lovelace"))
        }
    }

    struct AllSpotsIntent: AppIntent {
        static var title: LocalizedStringResource { "All Spots" }
        init() {}
        func perform() async throws -> some IntentResult & ReturnsValue<[SpotEntity]> {
            .result(
                value: (1...12).map { index in
                    SpotEntity(
                        id: "s\(index)",
                        place: CLPlacemark(
                            location: CLLocation(latitude: 48.8584, longitude: 2.2945), name: "Spot \(index)",
                            locality: "Paris"))
                })
        }
    }

    static let album = IntentApp(
        name: "Album",
        intents: [LatestPhotoIntent.self, AllNotesIntent.self, LeadMemberIntent.self, AllSpotsIntent.self])

    /// The result of one request to a fresh server of `app` (the album app by default).
    static func result(
        of method: String, _ params: MCPJSON, app: IntentApp = album, options: MCPServerOptions = .init()
    ) async throws -> MCPJSON? {
        var result: MCPJSON?
        try await InProcessMCP.session(app: app, options: options) { ask in result = try await ask(method, params) }
        return result
    }

    static func content(of intent: String) async throws -> [MCPJSON] {
        let result = try await Self.result(of: "tools/call", ["name": .string(intent)])
        #expect(result?["isError"] == false)
        return result?["content"]?.arrayValue ?? []
    }

    @Test func anEntitysImageIsAnImageBlock() async throws {
        let content = try await Self.content(of: "LatestPhotoIntent")
        let image = try #require(content.last)
        #expect(image["type"] == "image")
        #expect(image["mimeType"] == "image/png")
        #expect(image["data"]?.stringValue == Self.png.base64EncodedString())
        #expect(content.dropLast().allSatisfy { $0["type"] == "text" }, "the structured result's text comes first")
    }

    @Test func anImageForTheTeamOnlyIsNotOfferedAndTextIsAtMostTenBlocks() async throws {
        let content = try await Self.content(of: "AllNotesIntent")
        let attached = content.filter { $0["text"]?.stringValue?.hasPrefix("Body of") == true }
        #expect(attached.count == EntityAttachments.limit)
        #expect(attached.first?["text"] == "Body of n1")
        #expect(!content.contains { $0["type"] == "image" })
    }

    @Test func readingAnEntityGivesItsFormsBesideItsJSON() async throws {
        let photo = try await Self.result(of: "resources/read", ["uri": "appintents://album/PhotoEntity/sunset"])
        let contents = try #require(photo?["contents"]?.arrayValue)
        #expect(contents.map { $0["mimeType"]?.stringValue } == ["application/json", "image/png"])
        #expect(contents[1]["blob"]?.stringValue == Self.png.base64EncodedString())
        #expect(contents.allSatisfy { $0["uri"] == "appintents://album/PhotoEntity/sunset" })

        let note = try await Self.result(of: "resources/read", ["uri": "appintents://album/NoteEntity/n2"])
        let forms = try #require(note?["contents"]?.arrayValue)
        #expect(
            forms.map { $0["mimeType"]?.stringValue } == ["application/json", "text/plain"], "no image for the team")
        #expect(forms[1]["text"] == "Body of n2")
    }

    @Test func anEntityExportingAPersonGivesThePersonAsLabelledJSON() async throws {
        let content = try await Self.content(of: "LeadMemberIntent")
        let texts = content.compactMap { $0["text"]?.stringValue }
        let person = try #require(texts.first { $0.hasPrefix("IntentPerson: ") })
        let json = try JSONValue.parse(String(person.dropFirst("IntentPerson: ".count)))
        #expect(json["name"] == "Ada Lovelace")
        #expect(json["handle"]?["emailAddress"] == "ada@example.com")
        #expect(!texts.contains("Ada Lovelace"), "the name is the title, and is not repeated")
    }

    @Test func entitiesExportingAPlaceGiveTheirPlacesUpToTheLimit() async throws {
        let content = try await Self.content(of: "AllSpotsIntent")
        let places = content.compactMap { $0["text"]?.stringValue }.filter { $0.hasPrefix("CLPlacemark: ") }
        #expect(places.count == EntityAttachments.limit)
        let first = try JSONValue.parse(String(try #require(places.first).dropFirst("CLPlacemark: ".count)))
        #expect(first["name"] == "Spot 1")
        #expect(first["locality"] == "Paris")
        #expect(first["latitude"]?.numberValue == 48.8584)
    }

    @Test func readingAnEntityGivesTheSystemValueItExports() async throws {
        let member = try await Self.result(of: "resources/read", ["uri": "appintents://album/MemberEntity/ada"])
        let contents = try #require(member?["contents"]?.arrayValue)
        #expect(contents.map { $0["mimeType"]?.stringValue } == ["application/json", "text/plain"])
        #expect(contents[1]["text"]?.stringValue?.hasPrefix("IntentPerson: {") == true)
    }
}
