import AppIntents
import Foundation
import Testing

/// `Transferable` as apps adopt it beside App Intents: representations tried in the order listed,
/// proxies standing for their own type's content types, conditions, visibility, files.
@Suite struct TransferableTests {
    struct Recipe: Transferable, Codable, Equatable {
        var name: String
        var secret = false

        static let recipeType = UTType(exportedAs: "com.example.recipe", conformingTo: .json)

        static var transferRepresentation: some TransferRepresentation {
            CodableRepresentation(contentType: recipeType)
            DataRepresentation(exportedContentType: .html) { recipe in Data("<h1>\(recipe.name)</h1>".utf8) }
                .exportingCondition { !$0.secret }
                .visibility(.team)
            ProxyRepresentation(exporting: \.name) { name in Recipe(name: name) }
        }
    }

    struct Photo: Transferable {
        var bytes: Data
        /// Where the exporter writes the file it sends: the app's file, which the export reads and
        /// leaves where it is (the test removes the folder).
        var folder: URL?
        static var transferRepresentation: some TransferRepresentation {
            FileRepresentation(contentType: .png) { photo in
                let file = try #require(photo.folder).appendingPathComponent("photo-\(UUID().uuidString).png")
                try photo.bytes.write(to: file)
                return SentTransferredFile(file)
            } importing: { received in
                Photo(bytes: try Data(contentsOf: received.file))
            }
        }
    }

    @Test func theFirstRepresentationOfTheTypeAskedForExports() async throws {
        let soup = Recipe(name: "Gumbo")
        let json = try await soup.exported(as: Recipe.recipeType)
        #expect(try JSONDecoder().decode(Recipe.self, from: json) == soup)
        // JSON is asked for: the custom type conforms to it, and comes first. Compared decoded:
        // JSONEncoder on Linux may write the keys of two encodings in different orders.
        #expect(try JSONDecoder().decode(Recipe.self, from: try await soup.exported(as: .json)) == soup)
        #expect(String(decoding: try await soup.exported(as: .html), as: UTF8.self) == "<h1>Gumbo</h1>")
        #expect(String(decoding: try await soup.exported(as: .plainText), as: UTF8.self) == "Gumbo")
    }

    @Test func aDeclinedValueFallsToTheNextRepresentationOrFails() async throws {
        let secret = Recipe(name: "Nana's stew", secret: true)
        let error = await #expect(throws: TransferError.self) { try await secret.exported(as: .html) }
        #expect(
            error?.description
                == "Recipe cannot be exported as public.html; it exports com.example.recipe, public.html, public.utf8-plain-text"
        )
    }

    @Test func visibilityNarrowsWhoSeesATypeNotTheProcessItself() {
        #expect(
            Recipe.exportedContentTypes().map(\.identifier) == ["com.example.recipe", "public.utf8-plain-text"])
        #expect(
            Recipe.exportedContentTypes(visibility: .ownProcess).map(\.identifier)
                == ["com.example.recipe", "public.html", "public.utf8-plain-text"])
        #expect(Recipe.importedContentTypes().map(\.identifier) == ["com.example.recipe", "public.utf8-plain-text"])
    }

    @Test func importingUsesTheFirstRepresentationThatTakesTheType() async throws {
        let json = try JSONEncoder().encode(Recipe(name: "Pho"))
        #expect(try await Recipe(importing: json, contentType: Recipe.recipeType) == Recipe(name: "Pho"))
        #expect(try await Recipe(importing: Data("Miso".utf8), contentType: .utf8PlainText) == Recipe(name: "Miso"))
        let error = await #expect(throws: TransferError.self) {
            try await Recipe(importing: Data(), contentType: .png)
        }
        #expect(error?.description.hasPrefix("Recipe cannot be imported from public.png; it imports") == true)
        await #expect(throws: DecodingError.self) {
            try await Recipe(importing: Data("not json".utf8), contentType: Recipe.recipeType)
        }
    }

    @Test func filesAreReadOnExportAndHandedOverOnImport() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photos-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bytes = Data([0x89, 0x50, 0x4E, 0x47])
        #expect(try await Photo(bytes: bytes, folder: folder).exported(as: .png) == bytes)
        #expect(try await Photo(bytes: bytes, folder: folder).exported(as: .image) == bytes, "PNG is an image")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 2, "the sent files stay")
        #expect(try await Photo(importing: bytes, contentType: .png).bytes == bytes)
        #expect(try await "tomato".exported(as: .plainText) == Data("tomato".utf8))
        #expect(try await URL(importing: Data("https://example.com".utf8), contentType: .url).host == "example.com")
    }
}
