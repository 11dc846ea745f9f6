internal import SwiftParser
internal import SwiftSyntax

/// The reference the lint benchmark measures against: a bare SwiftParser parse of the same files,
/// on the same kind of thread the linter uses.
package enum ParseBaseline {
    /// Parses every source and returns the number of tokens, so the work cannot be optimised away.
    package static func parse(_ sources: [SourceText]) -> Int {
        LargeStack.run {
            var tokens = 0
            for source in sources {
                let tree = Parser.parse(source: source.text)
                tokens += tree.totalLength.utf8Length
            }
            return tokens
        }
    }
}
