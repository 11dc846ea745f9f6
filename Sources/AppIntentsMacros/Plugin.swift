@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

/// The compiler plugin entry point.
///
/// The toolchain ships no `SwiftCompilerPlugin` module, so this speaks the compiler's plugin
/// protocol through `SwiftCompilerPluginMessageHandling` directly, as `CompilerPlugin.main()` does.
@main
struct AppIntentsMacrosPlugin {
    static func main() throws {
        let connection = try StandardIOMessageConnection()
        let listener = CompilerPluginMessageListener(connection: connection, provider: MacroProvider())
        try listener.main()
    }
}

struct MacroProvider: PluginProvider {
    func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
        // A switch rather than a table: a static dictionary of metatypes is not concurrency-safe.
        switch typeName {
        case "BundleMacro": return BundleMacro.self
        case "ComputedPropertyMacro": return ComputedPropertyMacro.self
        case "DeferredPropertyMacro": return DeferredPropertyMacro.self
        case "TraitsMacro": return TraitsMacro.self
        case "SchemaMacro": return SchemaMacro.self
        case "UnionValueMacro": return UnionValueMacro.self
        default: throw UnknownMacro(name: "\(moduleName).\(typeName)")
        }
    }
}

struct UnknownMacro: Error, CustomStringConvertible {
    let name: String
    var description: String { "macro \(name) is not provided by AppIntentsMacros" }
}
