import Foundation
import Testing

/// The README's embedding example is the compiled `Examples/Hello`, word for word.
@Suite struct ReadmeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func embeddingExampleIsTheCompiledOne() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let example = try String(
            contentsOf: Self.root.appendingPathComponent("Examples/Hello/Sources/hello/main.swift"), encoding: .utf8)
        #expect(readme.contains("```swift\n" + example + "```"))
    }

    @Test func theShortcutShownIsTheExampleFile() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let file = try String(
            contentsOf: Self.root.appendingPathComponent("Examples/SoupShop/Shortcuts/lunch.json"), encoding: .utf8)
        #expect(readme.contains("```json\n" + file + "```"))
    }
}
