import CoreSpotlight
import Foundation
import Testing
import UniformTypeIdentifiers

@testable import AppIntents

struct Shelf: IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shelf"
    static let defaultQuery = ShelfQuery()
    var id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

struct ShelfQuery: EnumerableEntityQuery {
    static let findIntentDescription: IntentDescription? = "Finds shelves by their labels."
    func allEntities() async throws -> [Shelf] { [Shelf(id: "fiction"), Shelf(id: "poetry")] }
    func entities(for identifiers: [String]) async throws -> [Shelf] { identifiers.map(Shelf.init(id:)) }
}

/// Apple's `IntentFile` reads (iOS 18), collections' `items` and `empty`, an item's display, an
/// entity identifier's parts, an enumerable query's "Find" description, and iOS 27's Spotlight
/// item with a priority.
@Suite struct FileAndCollectionAPITests {
    @Test func aFileReadsAsItsTypeAndRefusesAnother() async throws {
        let note = IntentFile(data: Data("milk, eggs".utf8), filename: "list.txt")
        #expect(note.availableContentTypes == [.plainText])
        #expect(try await note.data(contentType: .text) == Data("milk, eggs".utf8))
        let error = await #expect(throws: IntentFileTypeError.self) { try await note.data(contentType: .png) }
        #expect(error?.description == "the file 'list.txt' is public.plain-text, not public.png")
        // No type and no extension: nothing to refuse it by.
        #expect(try await IntentFile(data: Data([1]), filename: "blob").data(contentType: .png) == Data([1]))
        var removable = note
        removable.removedOnCompletion = true
        #expect(removable.removedOnCompletion && removable != note)
    }

    @Test func aFileIsHandedOverAsACopyOrInPlace() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("intent-file-test-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let onDisk = folder.appendingPathComponent("soup.txt")
        try Data("tomato".utf8).write(to: onDisk)
        let file = IntentFile(fileURL: onDisk, type: .plainText)

        let inPlace = try await file.withFile(contentType: .plainText, allowOpenInPlace: true) { url, openedInPlace in
            (url, openedInPlace)
        }
        #expect(inPlace.0 == onDisk && inPlace.1)
        let copy = try await file.withFile(contentType: .plainText) { url, openedInPlace in
            (url, openedInPlace, try String(contentsOf: url, encoding: .utf8))
        }
        #expect(copy.0 != onDisk && !copy.1 && copy.2 == "tomato")
        #expect(!FileManager.default.fileExists(atPath: copy.0.path), "the copy is removed when the handler returns")

        #expect(try await file.file(contentType: .plainText) == (onDisk, true))
        let destination = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        let first = try await file.file(contentType: .plainText, destinationDirectory: destination)
        let second = try await file.file(contentType: .plainText, destinationDirectory: destination)
        #expect(first.fileURL.lastPathComponent == "soup.txt" && !first.openedInPlace)
        #expect(second.fileURL.lastPathComponent == "soup 2.txt", "an existing file is not written over")
        #expect(try String(contentsOf: second.fileURL, encoding: .utf8) == "tomato")
        // A copy in a temporary folder of its own, which the caller removes.
        let inMemory = try await IntentFile(data: Data("x".utf8), filename: "x.txt").file(contentType: .plainText)
        let made = inMemory.fileURL.deletingLastPathComponent()
        defer { if made.lastPathComponent.hasPrefix("intent-file-") { try? FileManager.default.removeItem(at: made) } }
        #expect(!inMemory.openedInPlace && FileManager.default.fileExists(atPath: inMemory.fileURL.path))
        #expect(made.lastPathComponent.hasPrefix("intent-file-"), "\(made.path)")
    }

    @Test func collectionsListTheirItemsAndHaveAnEmptyOne() {
        let collection = IntentItemCollection<String>(sections: [
            IntentItemSection("Near", items: [IntentItem("tomato")]),
            IntentItemSection("Far", items: [IntentItem("leek"), IntentItem("pea")]),
        ])
        #expect(collection.items == ["tomato", "leek", "pea"])
        #expect(IntentItemCollection<String>.empty.items.isEmpty)
        #expect([Shelf].empty.isEmpty)
        var item = IntentItem("tomato", subtitle: "Red")
        #expect(item.description.title.defaultValue == "tomato" && item.description.subtitle?.defaultValue == "Red")
        item.description = DisplayRepresentation(title: "Tomato Soup")
        #expect(item.title?.defaultValue == "Tomato Soup" && item.subtitle == nil)
    }

    @Test func anEntityIdentifierNamesItsTypeAndIdentifier() {
        let identifier = EntityIdentifier(for: Shelf(id: "poetry"))
        #expect(identifier.identifier == "poetry")
        #expect(identifier.entityType is Shelf.Type)
        #expect(identifier == EntityIdentifier(for: Shelf.self, identifier: "poetry"))
        #expect(Set([identifier, EntityIdentifier(for: Shelf.self, identifier: "poetry")]).count == 1)
    }

    @Test func anEnumerableQueryDescribesItsFindAction() {
        #expect(ShelfQuery.findIntentDescription?.descriptionText.defaultValue == "Finds shelves by their labels.")
        #expect(SoupLikeQuery.findIntentDescription == nil)
    }

    /// `EntityQueryProperties(properties:)`, Apple's label for the builder.
    @Test func queryPropertiesTakeTheirBuilderWithItsLabel() {
        let labelled = EntityQueryProperties<Jar, String>(properties: {
            QueryProperty(\Jar.$label) { EqualToComparator { "label == \($0)" } }
        })
        #expect(labelled.properties.count == 1)
        #expect(labelled.properties.first?.comparators.map(\.name) == ["equalTo"])
    }

    /// A value query is persistently identifiable, as Apple's is.
    @Test func aValueQueryHasAPersistentIdentifier() {
        #expect(ShelfValueQuery.persistentIdentifier == "ShelfValueQuery")
    }

    @Test func aSpotlightItemTakesAPriority() async {
        let item = await CSSearchableItem(appEntity: Shelf(id: "fiction"), priority: 3)
        #expect(item.uniqueIdentifier == "fiction")
    }
}

struct Jar: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Jar"
    static let defaultQuery = JarQuery()
    var id: String
    @Property(title: "Label") var label: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(label)") }
}

struct JarQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [Jar] { [] }
}

struct ShelfValueQuery: IntentValueQuery {
    func values(for input: String) async throws -> [Shelf] { [Shelf(id: input)] }
}

struct SoupLikeQuery: EnumerableEntityQuery {
    func allEntities() async throws -> [Shelf] { [] }
    func entities(for identifiers: [String]) async throws -> [Shelf] { [] }
}
