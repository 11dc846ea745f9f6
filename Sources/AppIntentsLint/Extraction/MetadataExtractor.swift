import AppIntentsMetadata
import Foundation

/// Builds `Metadata.appintents/extract.actionsdata` from source alone, in the same model and by the
/// same conventions (docs/METADATA.md) as the runtime catalog.
///
/// ```swift
/// let extractor = MetadataExtractor(moduleName: "SoupShop")
/// let actions = try extractor.extract(paths: ["Sources/SoupShop"])
/// try MetadataBundle(actions: actions).write(to: URL(fileURLWithPath: "build"))
/// ```
public struct MetadataExtractor: Sendable {
    /// The module the types belong to: the first part of `fullyQualifiedTypeName`.
    public var moduleName: String

    /// Creates an extractor for one module.
    public init(moduleName: String) {
        self.moduleName = moduleName
    }

    /// The module a path's code belongs to: the folder under `Sources/`, else the last path
    /// component, made an identifier as Xcode makes `PRODUCT_MODULE_NAME` (`my-app` is `my_app`).
    public static func defaultModuleName(for path: String) -> String {
        let name = folderName(for: path)
        var identifier = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if identifier.first?.isNumber ?? true { identifier = "_" + identifier }
        return identifier
    }

    private static func folderName(for path: String) -> String {
        let components = URL(fileURLWithPath: path).standardizedFileURL.pathComponents.filter { $0 != "/" }
        if let sources = components.lastIndex(of: "Sources"), sources + 1 < components.count {
            return components[sources + 1]
        }
        var last = components.last ?? "App"
        if last.hasSuffix(".swift") {
            last = components.dropLast().last ?? "App"
        }
        return last
    }

    /// Extracts metadata from files and folders: from every Swift file.
    ///
    /// - Throws: `InputError` when a path does not exist or cannot be read.
    public func extract(paths: [String]) throws -> ActionsData {
        try extraction(paths: paths).data
    }

    /// Extracts metadata from files and folders, with notes on what the source did not say.
    ///
    /// - Throws: `InputError` when a path does not exist or cannot be read.
    public func extraction(paths: [String]) throws -> MetadataExtraction {
        extraction(sources: try SourceCollector.collect(paths: paths).swift)
    }

    /// Extracts the metadata of one target from files and folders: from the files that target of
    /// the package or Xcode project around them compiles (an app's and its widget extension's each
    /// make a document of their own, as Xcode writes one per bundle), in `moduleName`, else the
    /// module the project names for the target (`PRODUCT_MODULE_NAME`, `PRODUCT_NAME`), else the
    /// target's name. The files of the other modules read that the target imports (a local
    /// package) are read for the declarations they lend it: the cases of a package's enum the
    /// target makes an `AppEnum`, the kind of a parameter's type.
    ///
    /// - Throws: `InputError` when a path does not exist or cannot be read; `UnknownTargetError`
    ///   when no file read is compiled by `target`.
    public static func extract(
        paths: [String], target: String, moduleName: String? = nil
    ) throws -> MetadataExtraction {
        let collected = try SourceCollector.collect(paths: paths)
        let files = collected.swift.filter { collected.fileTargets[$0.path]?.contains(target) == true }
        guard !files.isEmpty else {
            let known = Set(collected.fileTargets.values.joined()).sorted()
            throw UnknownTargetError(target: target, known: known)
        }
        func module(of target: String) -> String {
            collected.targetModules[target] ?? XcodeProject.moduleName(of: target, settings: [:])
        }
        let chosen = moduleName ?? collected.targetModules[target] ?? defaultModuleName(for: "/" + target)
        var otherModules: [String: [SourceText]] = [:]
        for source in collected.swift {
            let targets = collected.fileTargets[source.path] ?? []
            guard !targets.contains(target) else { continue }
            for name in Set(targets.map(module(of:))) where name != chosen {
                otherModules[name, default: []].append(source)
            }
        }
        return MetadataExtractor(moduleName: chosen).extraction(sources: files, otherModules: otherModules)
    }

    /// Extracts metadata from sources given as text.
    public func extract(sources: [SourceText]) -> ActionsData {
        extraction(sources: sources).data
    }

    /// Extracts metadata from sources given as text, with notes on what they did not say.
    ///
    /// - Parameters:
    ///   - sources: the module's files.
    ///   - otherModules: files of other modules by module name; those of the modules `sources`
    ///     import are read for the declarations they lend, and extracted only where `sources`
    ///     make one of their types an `AppEnum` or `AppEntity`.
    public func extraction(sources: [SourceText], otherModules: [String: [SourceText]] = [:]) -> MetadataExtraction {
        let module = moduleName
        return LargeStack.run {
            let files = sources.map { ParsedFile(path: $0.path, text: $0.text) }
            let imported = Set(files.flatMap(\.importedModules))
            var lent: [ParsedFile] = []
            for (name, others) in otherModules.sorted(by: { $0.key < $1.key })
            where name != module && imported.contains(name) {
                lent += others.map { ParsedFile(path: $0.path, text: $0.text, otherModule: name) }
            }
            let (data, notes) = StaticExtraction(model: AppModel(files: files + lent), module: module).document()
            return MetadataExtraction(data: data, module: module, notes: notes)
        }
    }
}

/// A metadata document extracted from source, and what the source did not say.
public struct MetadataExtraction: Sendable {
    /// The document.
    public var data: ActionsData
    /// The module its types were given.
    public var module: String
    /// What was inferred or could not be read, one note per type (see `ExtractionNote`).
    public var notes: [ExtractionNote]

    /// Creates an extraction.
    public init(data: ActionsData, module: String, notes: [ExtractionNote] = []) {
        self.data = data
        self.module = module
        self.notes = notes
    }
}

/// Something the extractor inferred or could not read about one type, at the declaration that
/// made it an App Intents type: a type of another module that an extension here makes an
/// `AppEnum` or `AppEntity`, whose declaration (its cases and raw values, its properties, its
/// kind) is not among the sources, or whose module the sources do not tell.
public struct ExtractionNote: Hashable, Sendable, CustomStringConvertible {
    /// The file of the declaration.
    public var path: String
    /// Its line, from 1.
    public var line: Int
    /// The type, as written.
    public var typeName: String
    /// What was inferred or left out, one sentence.
    public var message: String

    /// Creates a note.
    public init(path: String, line: Int, typeName: String, message: String) {
        self.path = path
        self.line = line
        self.typeName = typeName
        self.message = message
    }

    /// `Shared/State+AppEnum.swift:12: note: Container.State is made an AppEnum here, but …`.
    public var description: String { "\(path):\(line): note: \(message)" }
}

/// No file read is compiled by the target asked for.
public struct UnknownTargetError: Error, CustomStringConvertible, Sendable {
    /// The target asked for.
    public var target: String
    /// The targets that compile some file read, sorted.
    public var known: [String]

    public var description: String {
        "no Swift file read is compiled by a target named '\(target)'"
            + (known.isEmpty
                ? "; no package or Xcode project around them names its targets' files"
                : "; the files read belong to " + known.joined(separator: ", "))
    }
}

/// The extraction over one model.
struct StaticExtraction {
    let model: AppModel
    let module: String

    /// The document, and a note on each type of another module it takes from an extension here
    /// whose declaration was not read whole.
    func document() -> (data: ActionsData, notes: [ExtractionNote]) {
        // A tree of several modules (an app and its widget extension) may declare one name in
        // two of them (`TypeIndex.declare`); one metadata document holds one of each, the first
        // found. Each module's folder extracted on its own gives that module's document. A type
        // of another module that an extension here makes an entity or an enum is this module's
        // too: the conformance is compiled into it, as Xcode lists it.
        func firstOfEachName(_ symbols: [TypeSymbol], madeHere protocols: Set<String> = []) -> [TypeSymbol] {
            var seen: Set<String> = []
            return symbols.filter {
                ($0.isDeclaredHere || isMadeHere($0, anyOf: protocols)) && seen.insert($0.qualifiedName).inserted
            }
        }
        let intents = firstOfEachName(model.intents)
        let entities = firstOfEachName(model.entities, madeHere: Conformance.entityProtocols)
        let queries = firstOfEachName(model.queries)
        let enums = firstOfEachName(model.enums, madeHere: Conformance.enumProtocols).sorted { $0.name < $1.name }
        let providers = model.providers.filter(\.isDeclaredHere)
        let data = ActionsData(
            actions: intents.map(action),
            entities: entities.map(entity),
            queries: queries.map(query),
            enums: enums.map(enumeration),
            autoShortcuts: providers.flatMap(shortcuts),
            autoShortcutProviderMangledName: providers.first.map(mangledName) ?? "",
            shortcutTileColor: providers.first.flatMap(tileColor) ?? ShortcutTileColors.defaultIndex,
            negativePhrases: providers.flatMap(negativePhrases))
        let notes =
            entities.compactMap { note(on: $0, kind: "AppEntity", protocols: Conformance.entityProtocols) }
            + enums.compactMap { note(on: $0, kind: "AppEnum", protocols: Conformance.enumProtocols) }
        return (data, notes)
    }
}
