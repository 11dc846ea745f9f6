import Foundation

/// The declarations of one of IntentSystemTests' files, read from its source: the types before
/// its suite, so the static extractor is held to the answers the runtime catalog gives for them.
enum RuntimeTestSource {
    /// The text of `IntentSystemTests/<suite>.swift` before `@Suite struct <suite>` (the whole
    /// file when it has no such suite); empty when the file cannot be read.
    static func declarations(before suite: String) -> String {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("IntentSystemTests/\(suite).swift")
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        return text.range(of: "@Suite struct \(suite)").map { String(text[..<$0.lowerBound]) } ?? text
    }
}
