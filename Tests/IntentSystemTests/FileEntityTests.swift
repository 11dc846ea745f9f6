import AppIntents
import Foundation
import Testing
import UniformTypeIdentifiers

@testable import IntentSystem

/// A document as an entity (iOS 18), identified by its file's URL or as a draft.
struct NoteFile: FileEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
    static let defaultQuery = NoteFileQuery()
    static let supportedContentTypes: [UTType] = [.plainText]
    var id: FileEntityIdentifier
    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(id.fileURL?.lastPathComponent ?? "Draft \(id.draftIdentifier ?? "")")")
    }
}

struct NoteFileQuery: EntityQuery {
    func entities(for identifiers: [FileEntityIdentifier]) async throws -> [NoteFile] {
        identifiers.filter { identifier in
            identifier.isDraft || identifier.fileURL.map { FileManager.default.fileExists(atPath: $0.path) } == true
        }.map(NoteFile.init(id:))
    }
}

struct ReadNoteIntent: AppIntent {
    static let title: LocalizedStringResource = "Read Note"
    @Parameter(title: "Note") var note: NoteFile
    func perform() async throws -> some IntentResult & ProvidesDialog {
        if let url = note.id.fileURL {
            return .result(dialog: "\(try String(contentsOf: url, encoding: .utf8))")
        }
        return .result(dialog: "A draft: \(note.id.draftIdentifier ?? "").")
    }
}

@Suite struct FileEntityTests {
    @Test func anIdentifierIsAFileURLOrADraft() throws {
        let url = URL(fileURLWithPath: "/tmp/notes/list.txt")
        let file = try FileEntityIdentifier.file(url: url)
        #expect(file.fileURL == url && !file.isDraft && file.draftIdentifier == nil)
        #expect(file.entityIdentifierString == "file:///tmp/notes/list.txt")
        #expect(FileEntityIdentifier.entityIdentifier(for: "file:///tmp/notes/list.txt") == file)
        #expect(FileEntityIdentifier.entityIdentifier(for: "/tmp/notes/list.txt") == file)
        let draft = FileEntityIdentifier.draft(identifier: "D-7")
        #expect(draft.isDraft && draft.fileURL == nil && draft.entityIdentifierString == "draft:D-7")
        #expect(FileEntityIdentifier.entityIdentifier(for: "draft:D-7") == draft)
        #expect(FileEntityIdentifier.entityIdentifier(for: "https://example.com/list.txt") == nil)
        #expect(FileEntityIdentifier.entityIdentifier(for: "draft:") == nil)
        #expect(throws: (any Error).self) { try FileEntityIdentifier.file(url: URL(string: "https://example.com/a")!) }
        #expect(NoteFile.supportedContentTypes == [.plainText])
        let decoded = try JSONDecoder().decode(FileEntityIdentifier.self, from: JSONEncoder().encode(file))
        #expect(decoded == file)
    }

    /// Both producers name the protocol: Apple's identifier is `PersistentFileIdentifiable`.
    @Test func theCatalogNamesTheFileEntityProtocol() async throws {
        let catalog = try await Catalog.build(IntentApp(name: "Notes", intents: [ReadNoteIntent.self]))
        let entity = try #require(catalog.metadata.entities["NoteFile"])
        #expect(entity.adopts("FileEntity"))
        #expect(entity.systemProtocols.contains("com.apple.appintents.entity.PersistentFileIdentifiable"))
    }

    @Test func aFileEntityParameterIsGivenAsAPathAURLOrADraft() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("file-entity-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("list.txt")
        try Data("milk, eggs".utf8).write(to: file)
        let executor = Executor(
            catalog: try await Catalog.build(IntentApp(name: "Notes", intents: [ReadNoteIntent.self])))
        for given in [file.path, file.absoluteString] {
            let outcome = try await executor.run(
                RunRequest(intent: "ReadNoteIntent", inputs: ["note": .text(given)]), interaction: NeverAskInteraction()
            )
            #expect(outcome.dialog == "milk, eggs", "\(given)")
        }
        let draft = try await executor.run(
            RunRequest(intent: "ReadNoteIntent", inputs: ["note": .text("draft:D-7")]),
            interaction: NeverAskInteraction())
        #expect(draft.dialog == "A draft: D-7.")
        await #expect(throws: IntentSystemError.self) {
            _ = try await executor.run(
                RunRequest(
                    intent: "ReadNoteIntent", inputs: ["note": .text(folder.appendingPathComponent("gone.txt").path)]),
                interaction: NeverAskInteraction())
        }
    }
}
