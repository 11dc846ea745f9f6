import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import Testing

@testable import AppIntentsMacros

/// `#bundle` names the module it is written in, through the file ID the compiler gives the
/// expression, so the framework can find that module's resource bundle.
@Suite struct BundleMacroTests {
    @Test func theExpansionCarriesTheFileIDOfItsModule() {
        let file = Parser.parse(source: #"let title = String(localized: "Done", bundle: #bundle)"#)
        let context = BasicMacroExpansionContext(
            sourceFiles: [file: .init(moduleName: "ShelfKit", fullFilePath: "/src/ShelfKit/Strings.swift")])
        let expanded = file.expand(
            macroSpecs: ["bundle": MacroSpec(type: BundleMacro.self)], contextGenerator: { _ in context })
        #expect(
            expanded.description
                == #"let title = String(localized: "Done", bundle: AppIntents.__moduleBundle(fileID: "ShelfKit/Strings.swift"))"#
        )
        #expect(context.diagnostics.isEmpty)
    }
}
