import AppIntentsMetadata
import Foundation
import KettleKit
import TestSupport
import Testing

@testable import IntentHost

/// Kettle uses every construct of the metadata document: the runtime catalog (by reflection) and
/// the reviewer's static extraction (from source) write the same file, member for member, in
/// Apple's encodings.
@Suite(.ownThreads) struct KettleMetadataTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Both documents: the runtime's, written in this process, and the static extractor's.
    static func documents() async throws -> (runtime: JSONValue, extracted: JSONValue, data: ActionsData) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kettle-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let runtime = folder.appendingPathComponent("runtime")
        #expect(await Host(app: kettleApp).run(["metadata", "--output", runtime.path]) == .success)
        let reviewer = SoupShopCLI.binary.deletingLastPathComponent().appendingPathComponent("appintents")
        try #require(FileManager.default.isExecutableFile(atPath: reviewer.path), "\(reviewer.path) is not built")
        let extracted = folder.appendingPathComponent("static")
        let process = Process()
        process.executableURL = reviewer
        process.arguments = [
            "metadata", "extract", root.appendingPathComponent("Examples/Kettle/Sources/KettleKit").path,
            "--output", extracted.path,
        ]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let file = { (folder: URL) in
            try String(
                contentsOf: folder.appendingPathComponent("Metadata.appintents/extract.actionsdata"), encoding: .utf8)
        }
        let data = try MetadataBundle.read(from: runtime).actions
        return (try JSONValue.parse(file(runtime)), try JSONValue.parse(file(extracted)), data)
    }

    @Test func bothProducersWriteTheSameDocument() async throws {
        let (runtime, extracted, _) = try await Self.documents()
        var differences: [String] = []
        func compare(_ a: JSONValue?, _ b: JSONValue?, _ path: String) {
            if case .object(let x)? = a, case .object(let y)? = b {
                for key in Set(x.keys).union(y.keys).sorted() { compare(x[key], y[key], path + "." + key) }
            } else if case .array(let x)? = a, case .array(let y)? = b, x.count == y.count {
                for index in x.indices { compare(x[index], y[index], "\(path)[\(index)]") }
            } else if a != b {
                differences.append(
                    "\(path): runtime \(a?.description ?? "absent"), static \(b?.description ?? "absent")")
            }
        }
        compare(runtime, extracted, "")
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }

    @Test func theDocumentIsInApplesEncodings() async throws {
        let (_, _, data) = try await Self.documents()
        let brew = try #require(data.actions["BrewTeaIntent"])
        #expect(brew.mangledTypeName == "9KettleKit13BrewTeaIntentV")
        #expect(brew.summary?.formatString.key == "Brew ${cups} cups of ${tea}")
        #expect(brew.summary?.otherParameterIdentifiers == ["strength", "milk"])
        #expect(brew.descriptionMetadata?.categoryName?.key == "Brewing")
        #expect(brew.outputFlags == OutputFlags.providesDialog && brew.outputType == .primitive(.int))
        #expect(brew.supportedModes == SupportedModes.background)
        // Tools by `@AppIntent(.tool)` and by conformance; the others are not.
        #expect(
            data.actions.values.filter(\.visibilityMetadata.isToolIntent).map(\.identifier).sorted() == [
                "BoilWaterIntent", "BrewTeaIntent",
            ])
        let cups = try #require(brew.parameter(named: "cups"))
        #expect(cups.typeSpecificMetadata[TypeSpecificMetadata.defaultValueKey] == .int(1))
        #expect(cups.typeSpecificMetadata[TypeSpecificMetadata.upperBoundKey] == .double(6))
        #expect(cups.descriptionText == "How many cups to brew")
        #expect(brew.parameter(named: "milk")?.typeSpecificMetadata[TypeSpecificMetadata.defaultValueKey] == .int(0))
        #expect(
            brew.parameter(named: "sugar")?.typeSpecificMetadata[TypeSpecificMetadata.defaultValueKey] == .double(0.5))
        #expect(brew.parameter(named: "strength")?.defaultValue == .string("1"))
        #expect(brew.parameter(named: "tea")?.dynamicOptionsSupport == 2)
        let file = try #require(data.actions["ImportRecipesIntent"]?.parameter(named: "file"))
        #expect(file.valueType == .primitive(.file) && file.inputConnectionBehavior == 2 && file.isInput)
        let open = try #require(data.actions["OpenTeaIntent"])
        #expect(open.systemProtocols == ["com.apple.link.systemProtocol.OpenEntity"])
        #expect(data.actions["DescaleIntent"]?.isAuthPolExplicit == true)
        let boil = try #require(data.actions["BoilWaterIntent"])
        #expect(boil.customIntentClassName == "BoilIntent")
        #expect(boil.adopts("CustomIntentMigratedAppIntent"))
        #expect(brew.customIntentClassName == nil)
        #expect(
            data.actions["FillPotIntent"]?.parameter(named: "filling")?.valueType
                == .union(
                    identifier: "PotFilling",
                    cases: [
                        UnionCase(identifier: "tea", valueType: .entity(typeName: "TeaEntity")),
                        UnionCase(identifier: "water", valueType: .enumeration(identifier: "Strength")),
                    ]))
        // A collection of entity identifiers is listed as what it is given as: an array of the entity.
        let restock = try #require(data.actions["RestockTeasIntent"])
        let teas = try #require(restock.parameter(named: "teas"))
        #expect(teas.valueType == .array(of: .entity(typeName: "TeaEntity")) && !teas.isOptional)
        #expect(teas.dynamicOptionsSupport == 2)
        #expect(restock.parameter(named: "skip")?.isOptional == true)
        #expect(restock.outputType == .array(of: .entity(typeName: "TeaEntity")))
        #expect(data.enumeration("Temperature")?.mangledTypeName == "9KettleKit0A0O11TemperatureO")
        #expect(data.enumeration("Strength")?.rawValueType == "Int")
        let tea = try #require(data.entities["TeaEntity"])
        #expect(tea.defaultQueryIdentifier == "KettleKit.TeaQuery" && tea.adopts("IndexedEntity"))
        let query = try #require(data.queries["TeaQuery"])
        #expect(query.systemProtocols == ["EntityPropertyQuery", "EntityQuery", "EntityStringQuery"])
        #expect(query.parameters.map(\.comparators) == [["equalTo", "contains"], ["lessThan"]])
        #expect(query.sortingOptions == ["steepMinutes"])
        // Apple's shapes: no bit 64, comparators by number with the property's type and title.
        #expect(query.capabilities == 14)
        #expect(query.parameters.first?.localizedTitle == tea.properties.first?.title)
        // A property declared without a title is titled from its name, as a parameter is.
        #expect(tea.properties.map(\.title.key) == ["Name", "Steep Minutes"])
        #expect(query.parameters.last?.localizedTitle?.key == "Steep Minutes")
        #expect(
            query.parameters.first?.comparatorItems.first
                == .object([
                    "comparatorTypeValue": .number(0), "resolvableInputTypes": .array([]),
                    "valueType": tea.properties[0].valueType.json,
                ]))
        #expect(query.sortingOptionItems.first?["entityType"] == .string("TeaEntity"))
        #expect(tea.numericFormatTypeName?.key == "%lld teas")
        #expect(data.negativePhrases.map(\.key) == ["Boil an egg with ${applicationName}"])
        #expect(data.autoShortcutProviderMangledName == "9KettleKit0A9ShortcutsV")
    }
}
