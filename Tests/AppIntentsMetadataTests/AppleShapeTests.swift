import AppIntentsMetadata
import Foundation
import Testing

/// Documents in the exact shape Apple's tools write (our own fixtures, one per construct), read
/// with the typed accessors the system uses and written back member for member.
@Suite struct AppleShapeTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    struct Fixture: CustomTestStringConvertible, Sendable {
        let name: String
        var testDescription: String { name }
        var url: URL { AppleShapeTests.fixtures.appendingPathComponent(name + ".actionsdata") }
        func text() throws -> String { try String(contentsOf: url, encoding: .utf8) }
        func document() throws -> ActionsData { try MetadataBundle.decodeActions(Data(text().utf8), source: name) }
    }

    static let all = [
        "summary", "type-specific-metadata", "entity", "query", "enum", "descriptions", "value-kinds",
        "system-protocols", "shortcuts", "unknown-members", "older-tools", "measurement", "files-and-progress",
        "array-capabilities",
    ].map(Fixture.init(name:))

    @Test(arguments: all) func writesBackEveryMemberAsRead(_ fixture: Fixture) throws {
        let document = try fixture.document()
        let written = String(decoding: try MetadataBundle.encode(document), as: UTF8.self)
        #expect(try JSONValue.parse(written) == JSONValue.parse(fixture.text()))
        let again = try MetadataBundle.decodeActions(Data(written.utf8))
        #expect(again == document)
        #expect(MetadataDiff.changes(from: document, to: again).isEmpty)
    }

    @Test func summaryReadsFromItsWrapper() throws {
        let action = try #require(try Fixture(name: "summary").document().actions["BoilWaterIntent"])
        #expect(action.summary?.formatString.key == "Boil to ${temperature} degrees")
        #expect(action.summary?.parameterIdentifiers == ["temperature"])
        #expect(action.summary?.otherParameterIdentifiers == ["note"])
    }

    @Test func typeSpecificValuesReadInOurTerms() throws {
        let action = try #require(try Fixture(name: "type-specific-metadata").document().actions["SetStrengthIntent"])
        let level = try #require(action.parameter(named: "level"))
        #expect(level.defaultValue == .number(3))
        #expect(level.range.map { [$0.minimum, $0.maximum] } == [1, 10])
        #expect(level.capabilities == ParameterCapabilities.hasDefault)
        #expect(action.parameter(named: "ratio")?.defaultValue == .number(0.25))
        #expect(action.parameter(named: "loud")?.defaultValue == .bool(true))
        #expect(action.parameter(named: "name")?.defaultValue == .string("green"))
        #expect(
            action.parameter(named: "name")?.resolvableInputTypes.map(\.valueType.displayName) == [
                "String", "Int", "[Int]",
            ])
    }

    @Test func settingValuesInOurTermsWritesApples() throws {
        var parameter = ParameterMetadata(name: "level", title: "Level", valueType: .primitive(.int))
        parameter.defaultValue = .number(3)
        parameter.range = (1, 10)
        var flag = ParameterMetadata(name: "loud", title: "Loud", valueType: .primitive(.bool))
        flag.defaultValue = .bool(true)
        let fixture = try #require(try Fixture(name: "type-specific-metadata").document().actions["SetStrengthIntent"])
        #expect(parameter.typeSpecificMetadata == fixture.parameter(named: "level")?.typeSpecificMetadata)
        #expect(flag.typeSpecificMetadata == fixture.parameter(named: "loud")?.typeSpecificMetadata)
    }

    @Test func entitiesAreKeyedByTypeName() throws {
        let document = try Fixture(name: "entity").document()
        let entity = try #require(document.entities["TeaEntity"])
        #expect(entity.identifier == "TeaEntity")
        #expect(entity.defaultQueryIdentifier == "Kettle.TeaQuery")
        #expect(entity.defaultQueryName == "TeaQuery")
        #expect(entity.numericFormatTypeName?.key == "${count} teas")
        #expect(entity.adopts("IndexedEntity") && !entity.adopts("TransientAppEntity"))
        #expect(entity.properties.map(\.identifier) == ["origin", "steepMinutes"])
        #expect(document.actions["BrewTeaIntent"]?.parameters.first?.valueType == .entity(typeName: "TeaEntity"))
    }

    @Test func queryCapabilitiesAndPropertyFilters() throws {
        let query = try #require(try Fixture(name: "query").document().queries["TeaQuery"])
        #expect(query.fullyQualifiedTypeName == "Kettle.TeaQuery")
        #expect(query.systemProtocols == ["EntityPropertyQuery", "EntityQuery", "EntityStringQuery"])
        #expect(query.defaultQueryForEntity)
        #expect(query.resultValueType == .entity(typeName: "TeaEntity"))
        #expect(query.parameters.map(\.comparators) == [["equalTo", "contains"], ["lessThan"]])
        #expect(query.parameters.map(\.localizedTitle?.key) == ["Origin", "Steep Time"])
        #expect(query.sortingOptions == ["steepMinutes"])
    }

    @Test func theOlderToolsShapeReadsWithoutTheMembersItLeavesOut() throws {
        let document = try Fixture(name: "older-tools").document()
        let action = try #require(document.actions["SteepIntent"])
        #expect(action.title.key == "Steep" && action.fullyQualifiedTypeName.isEmpty)
        #expect(action.descriptionMetadata?.categoryName?.key == "Brewing")
        let minutes = try #require(action.parameter(named: "minutes"))
        #expect(minutes.typeSpecificMetadata[TypeSpecificMetadata.lowerBoundKey] == .double(1))
        #expect(minutes.typeSpecificMetadata[TypeSpecificMetadata.upperBoundKey] == .double(10))
        #expect(document.autoShortcuts.first?.phraseTemplates.map(\.key) == ["Steep tea with ${applicationName}"])
        #expect(document.autoShortcutProviderMangledName == "6Kettle0A9ShortcutsV")
    }

    @Test func measurementsFocusFiltersAndOptionProviders() throws {
        let document = try Fixture(name: "measurement").document()
        let warm = try #require(document.actions["KeepWarmIntent"])
        #expect(warm.parameter(named: "duration")?.valueType == .measurement(.duration))
        #expect(
            warm.parameter(named: "mode")?.capabilities == 8
                && warm.parameter(named: "mode")?.dynamicOptionsSupport == 1)
        let focus = try #require(document.actions["KettleFocusFilter"])
        #expect(focus.adopts("SetFocusFilterIntent"))
        #expect(focus.parameter(named: "quiet")?.defaultValue == .bool(true))
    }

    @Test func filesProgressAndPropertyQueries() throws {
        let document = try Fixture(name: "files-and-progress").document()
        let action = try #require(document.actions["ImportCardIntent"])
        #expect(action.adopts("ForegroundContinuableIntent") && action.adopts("ProgressReportingIntent"))
        #expect(action.outputType == .array(of: .entity(typeName: "CardEntity")))
        #expect(action.parameter(named: "recipe")?.valueType == .primitive(.file))
        #expect(action.parameter(named: "label")?.descriptionText == "Written on the recipe card")
        #expect(action.parameter(named: "kind")?.defaultValue == .string("plain"))
        let card = try #require(document.entities["CardEntity"])
        #expect(card.transient && card.numericFormatTypeName == card.displayTypeName)
        #expect(card.properties.map(\.valueType) == [.primitive(.string), .primitive(.url), .primitive(.date)])
        let query = try #require(document.queries["CardQuery"])
        #expect(query.systemProtocols == ["EntityPropertyQuery", "EntityQuery"])
        #expect(
            query.parameters.map(\.comparators) == [
                ["equalTo", "contains", "hasSuffix", "hasPrefix"], ["lessThan", "greaterThan"],
            ])
        #expect(query.sortingOptions == ["added"])
    }

    @Test func anArrayWithOtherCapabilitiesReadsAsAnArrayAndIsKeptAsWritten() throws {
        let document = try Fixture(name: "array-capabilities").document()
        let cups = try #require(document.actions["PourIntent"]?.parameter(named: "cups"))
        #expect(cups.valueType.isArray && cups.valueType.memberType == .primitive(.int))
        #expect(cups.valueType.arrayShape?.capabilities == 1 && cups.valueType.displayName == "[Int]")
        #expect(cups.valueType.json["array"]?["wrapper"]?["capabilities"] == .number(1))
    }

    @Test func aMeasurementParameterCarriesItsUnitFamily() {
        let parameter = ParameterMetadata(
            name: "duration", title: LocalizedText("Duration"), valueType: .measurement(.duration))
        #expect(parameter.typeSpecificMetadata[TypeSpecificMetadata.measurementUnitTypeKey] == .int(7))
        #expect(parameter.typeSpecificMetadata[TypeSpecificMetadata.measurementAdjustsForLocaleKey] == .int(0))
    }

    @Test func comparatorsReadByNumberAndInOurEarlierShape() throws {
        let json =
            #"{"propertyIdentifier": "name", "comparators": [{"comparatorTypeValue": 8}, {"comparatorTypeValue": 42}, {"identifier": "equalTo"}]}"#
        let property = try JSONDecoder().decode(QueryPropertyMetadata.self, from: Data(json.utf8))
        #expect(property.comparators == ["hasSuffix", "comparator42", "equalTo"])
        #expect(property.localizedTitle == nil)
    }

    @Test func enumsDeriveTheirRawValueType() throws {
        let document = try Fixture(name: "enum").document()
        let item = try #require(document.enumeration("TeaKind"))
        #expect(item.rawValueType == "Int")
        #expect(!item.isSystem && !item.visibilityMetadata.isDiscoverable)
        #expect(item.cases.first?.displayRepresentation.systemImageName == "cup.and.saucer")
        #expect(item.availabilityAnnotations["LNPlatformNameMACOS"] == ["introducedVersion": "14.0"])
    }

    @Test func descriptionsAndCategories() throws {
        let action = try #require(try Fixture(name: "descriptions").document().actions["DescaleIntent"])
        #expect(action.descriptionMetadata?.descriptionText.key == "Removes limescale from the kettle")
        #expect(action.descriptionMetadata?.categoryName?.key == "Maintenance")
        #expect(action.descriptionMetadata?.searchKeywords.map(\.key) == ["clean", "limescale"])
        #expect(action.parameter(named: "cycles")?.descriptionText == "How many rinse cycles")
    }

    @Test func valueKinds() throws {
        let action = try #require(try Fixture(name: "value-kinds").document().actions["ImportRecipeIntent"])
        #expect(
            action.parameters.map(\.valueType) == [
                .primitive(.file), .array(of: .primitive(.string)), .primitive(.date), .primitive(.url),
            ])
        #expect(action.outputType == .array(of: .primitive(.string)))
        let types = action.parameter(named: "file")?.typeSpecificMetadata[TypeSpecificMetadata.contentTypesKey]
        #expect(types == .array([.string("public.json")]))
    }

    @Test func systemProtocolsModesAndFlags() throws {
        let document = try Fixture(name: "system-protocols").document()
        let control = try #require(document.actions["KettleControlConfiguration"])
        #expect(control.adopts("ControlConfigurationIntent"))
        #expect(control.systemProtocolNames == ["ControlConfigurationIntent"])
        #expect(control.mangledTypeName.isEmpty && control.mangledTypeNameV2 == "6Kettle0A20ControlConfigurationV")
        #expect(control.supportedModes == SupportedModes.background)
        let open = try #require(document.actions["OpenKettleIntent"])
        #expect(open.adopts("OpenIntent") && open.isAuthPolExplicit)
        #expect(
            open.outputFlags == OutputFlags.providesDialog && open.supportedModes == SupportedModes.foregroundImmediate)
    }

    @Test func shortcutsAndNegativePhrases() throws {
        let document = try Fixture(name: "shortcuts").document()
        #expect(document.autoShortcuts.map(\.systemImageName) == ["flame", nil])
        #expect(document.autoShortcuts.first?.phraseTemplates.last?.key == "Make ${kind} tea in ${applicationName}")
        #expect(document.negativePhrases.map(\.key) == ["Boil an egg with ${applicationName}"])
        #expect(document.autoShortcutProviderMangledName == "6Kettle0A9ShortcutsV")
        #expect(ShortcutTileColors.name(at: document.shortcutTileColor) == "teal")
    }

    @Test func membersOfUnknownKindsAreKeptAsRead() throws {
        let document = try Fixture(name: "unknown-members").document()
        let action = try #require(document.actions["FutureIntent"])
        #expect(
            action.unknownMembers["futureActionMember"]
                == .object(["nested": .array([.number(1), .number(2.5), .null, .string("x")])]))
        #expect(document.unknownMembers["futureTopLevelMember"] == .object(["anything": .bool(true)]))
        guard case .other = action.parameters.first?.valueType else {
            Issue.record("an unknown value kind should be kept as read")
            return
        }
        guard case .other = action.typeSpecificMetadata["LNActionTypeMetadataKeyEntityMetadata"] else {
            Issue.record("an unknown metadata value kind should be kept as read")
            return
        }
        #expect(action.parameters.first?.unknownMembers["futureParameterMember"] == .bool(true))
    }

    /// Bad input: an error that names the JSON path of the member, never a default.
    @Test(arguments: [
        (#"{"actions":{"A":{"identifier":"A","outputFlags":"four"}}}"#, "at actions.A.outputFlags"),
        (#"{"actions":{"A":{"identifier":"A","parameters":[{"name":"p"}]}}}"#, "missing key 'valueType'"),
        (
            #"{"actions":{"A":{"identifier":"A","parameters":[{"name":"p","valueType":3}]}}}"#,
            "actions.A.parameters.[0].valueType"
        ),
        (#"{"actions":{"A":{"identifier":"A","typeSpecificMetadata":["key"]}}}"#, "the key 'key' has no value"),
        (#"{"entities":{"E":{"typeName":"E","transient":"no"}}}"#, "at entities.E.transient"),
        (
            #"{"actions":{"A":{"identifier":"A","title":{"key":"T","alternatives":[1]}}}}"#,
            "actions.A.title.alternatives"
        ),
        (#"{"actions":{"A":{"identifier":"A","#, "not valid App Intents metadata"),
    ])
    func badInputNamesThePath(_ text: String, _ expected: String) {
        do {
            _ = try MetadataBundle.decodeActions(Data(text.utf8), source: "app.actionsdata")
            Issue.record("\(text) should not read")
        } catch {
            let message = "\(error)"
            #expect(message.contains(expected), "\(message)")
            #expect(message.hasPrefix("app.actionsdata: "), "\(message)")
        }
    }
}

/// A query's capabilities from the protocols it adopts, and back.
@Suite struct QueryCapabilityTests {
    static func query(_ protocols: [String]) -> QueryMetadata {
        QueryMetadata(
            identifier: "ShelfQuery", fullyQualifiedTypeName: "Shelves.ShelfQuery", entityType: "Shelf",
            systemProtocols: protocols)
    }

    /// A unique entity's query is an enumerable one in Apple's framework, whichever protocol its
    /// source names.
    @Test func aUniqueQueryIsAlsoEnumerable() {
        let unique = Self.query(["UniqueAppEntityQuery"])
        #expect(
            unique.capabilities == QueryCapabilities.identifiers | QueryCapabilities.enumerable
                | QueryCapabilities.unique)
        #expect(unique.systemProtocols == ["EntityQuery", "EnumerableEntityQuery", "UniqueAppEntityQuery"])
        #expect(Self.query(["UniqueAppEntityQuery", "EnumerableEntityQuery"]).capabilities == unique.capabilities)
    }

    @Test func anEnumerableQueryIsNotUnique() {
        let enumerable = Self.query(["EnumerableEntityQuery", "EntityStringQuery"])
        #expect(enumerable.systemProtocols == ["EntityQuery", "EntityStringQuery", "EnumerableEntityQuery"])
        #expect(!enumerable.adopts("UniqueAppEntityQuery"))
    }
}
