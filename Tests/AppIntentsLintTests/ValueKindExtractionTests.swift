import AppIntentsMetadata
import Foundation
import Testing

@testable import AppIntentsLint

/// People, places and payment methods extracted from source as the runtime catalog has them
/// (IntentSystemTests' `PeopleAndPlacesTests`): read from the compatibility samples written in
/// the shapes public apps use.
@Suite struct ValueKindExtractionTests {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("CompatibilityTests/Samples/PeopleAndPlacesSamples.swift").path

    @Test func peoplePlacesAndPaymentMethodsAreTheirOwnKinds() throws {
        let data = try MetadataExtractor(moduleName: "Samples").extract(paths: [Self.samples])
        let daylight = try #require(data.actions["DaylightIntent"])
        #expect(daylight.parameter(named: "location")?.valueType == .primitive(.placemark))
        #expect(data.actions["LogWorkoutIntent"]?.parameter(named: "location")?.valueType == .primitive(.placemark))
        #expect(data.actions["LogWorkoutIntent"]?.parameter(named: "location")?.isOptional == true)
        #expect(data.actions["NodePlaceIntent"]?.outputType == .primitive(.placemark))
        let share = try #require(data.actions["ShareWithPersonIntent"])
        #expect(share.parameter(named: "recipient")?.valueType == .primitive(.person))
        #expect(share.parameter(named: "others")?.valueType == .array(of: .primitive(.person)))
        #expect(share.outputType == .primitive(.person))
        #expect(data.actions["PayInvoiceIntent"]?.parameter(named: "method")?.valueType == .primitive(.paymentMethod))
        #expect(data.entities["RideEntity"]?.properties.first?.valueType == .primitive(.placemark))
        #expect(
            daylight.parameter(named: "location")?.valueType.json.description
                == #"{"primitive":{"wrapper":{"typeIdentifier":10}}}"#)
    }
}

/// GeoToolbox's place extracted as the runtime catalog has it (IntentSystemTests'
/// `PlaceDescriptorTests`), and written as Apple's metadata writes it: a system entity.
@Suite struct PlaceDescriptorExtractionTests {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("CompatibilityTests/Samples/PlaceDescriptorSamples.swift").path

    @Test func aPlaceDescriptorIsItsOwnKindWrittenAsApplesSystemEntity() throws {
        let data = try MetadataExtractor(moduleName: "Samples").extract(paths: [Self.samples])
        let meet = try #require(data.actions["SetMeetingPointIntent"])
        #expect(meet.parameter(named: "point")?.valueType == .primitive(.placeDescriptor))
        #expect(meet.parameter(named: "alternatives")?.valueType == .array(of: .primitive(.placeDescriptor)))
        #expect(meet.outputType == .primitive(.placeDescriptor))
        #expect(
            data.entities["FoundSpotEntity"]?.properties.map(\.valueType) == [
                .primitive(.placeDescriptor), .primitive(.int),
            ])
        #expect(
            meet.parameter(named: "point")?.valueType.json.description
                == #"{"entity":{"wrapper":{"typeName":"GeoToolbox.PlaceDescriptorEntity"}}}"#)
    }
}

/// The App Schema calendar domain as calendar apps write it, extracted as the runtime catalog has
/// it (IntentSystemTests' `DurationTests`): a place-or-text location, a duration-or-date alarm,
/// the travel time and the recurrence.
@Suite struct CalendarSchemaExtractionTests {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("CompatibilityTests/Samples/CalendarSchemaSamples.swift").path

    @Test func anEventsMembersAreItsPropertiesWithTheirKinds() throws {
        let data = try MetadataExtractor(moduleName: "Samples").extract(paths: [Self.samples])
        let event = try #require(data.entities["Gathering"])
        #expect(event.assistantDefinedSchemas == ["calendar.event"])
        #expect(
            event.properties.map(\.identifier) == [
                "title", "startDate", "endDate", "isAllDay", "calendar", "virtualLocation", "attendees", "recurrence",
                "status", "travelTime", "note",
            ])
        #expect(event.property(named: "travelTime")?.valueType == .primitive(.duration))
        #expect(event.property(named: "recurrence")?.valueType == .primitive(.recurrenceRule))
        let plan = try #require(data.actions["PlanGathering"])
        #expect(
            plan.parameter(named: "location")?.valueType
                == .union(
                    identifier: "EventSpot",
                    cases: [
                        UnionCase(identifier: "place", valueType: .primitive(.placeDescriptor)),
                        UnionCase(identifier: "text", valueType: .primitive(.string)),
                    ]))
        #expect(plan.parameter(named: "recurrence")?.valueType == .primitive(.recurrenceRule))
        #expect(
            data.actions["MoveGathering"]?.parameter(named: "span")?.valueType == .enumeration(identifier: "EventReach")
        )
        #expect(data.actions["CancelGathering"]?.parameters.map(\.name) == ["entity", "span"])
    }

    /// The clock domain's timer and stopwatch, whose lengths are `Duration`s, as Apple's examples
    /// declare them.
    @Test func aTimersAndAStopwatchsLengthsAreDurations() throws {
        let samples = URL(fileURLWithPath: Self.samples).deletingLastPathComponent()
            .appendingPathComponent("AppSchemaSamples.swift").path
        let timers = URL(fileURLWithPath: samples).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("IntentSystemTests/DurationTests.swift").path
        let data = try MetadataExtractor(moduleName: "Samples").extract(paths: [samples, timers])
        let timer = try #require(data.entities["KitchenTimer"])
        #expect(timer.property(named: "durationRemaining")?.valueType == .primitive(.duration))
        #expect(
            data.entities["LapWatchEntity"]?.property(named: "laps")?.valueType == .array(of: .primitive(.duration)))
        #expect(
            data.entities["WakeAlarmEntity"]?.property(named: "recurrenceDays")?.valueType
                == .primitive(.recurrenceRule))
        let report = try Linter().lint(paths: [samples, timers])
        #expect(report.findings.filter { $0.ruleID == "schema-shape" }.isEmpty)
    }
}

/// A `Set` is extracted as a list of its element type, as the runtime catalog has it
/// (IntentSystemTests' `SetValueTests`), from the audio schema's shape in public apps.
@Suite struct SetExtractionTests {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("CompatibilityTests/Samples/AudioSchemaSamples.swift").path

    @Test func aSetParameterOrPropertyIsAListOfItsElements() throws {
        let data = try MetadataExtractor(moduleName: "Samples").extract(paths: [Self.samples])
        let attributes = ValueType.array(of: .enumeration(identifier: "ListenPlayback"))
        let play = try #require(data.actions["PlayListenItemIntent"])
        #expect(play.parameter(named: "playbackAttributes")?.valueType == attributes)
        #expect(play.parameter(named: "queueLocation")?.valueType == .enumeration(identifier: "ListenQueueSpot"))
        #expect(data.actions["WarmListenQueueIntent"]?.parameter(named: "playbackAttributes")?.valueType == attributes)
        let genres = data.entities["ListenStationEntity"]?.properties.first { $0.identifier == "genres" }
        #expect(genres?.valueType == .array(of: .primitive(.string)))
    }
}

/// iOS 26.4 and 27's execution controls and `system.searchInApp`, extracted as the runtime
/// catalog has them (IntentSystemTests' `ExecutionControlTests` and `AppSchemaTests`).
@Suite struct ExecutionExtractionTests {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("CompatibilityTests/Samples/ExecutionSamples.swift").path

    @Test func searchInAppLongRunningAndAssistantOnlyAreRead() throws {
        let data = try MetadataExtractor(moduleName: "Samples").extract(paths: [Self.samples])
        let find = try #require(data.actions["FindRoomsIntent"])
        #expect(find.assistantDefinedSchemas == ["system.searchInApp"])
        #expect(find.visibilityMetadata.assistantOnly)
        #expect(data.actions["SearchRoomNotesIntent"]?.visibilityMetadata.assistantOnly == false)
        #expect(SystemProtocols.contains(find.systemProtocols, "ShowInAppSearchResultsIntent"))
        // A long-running intent reports progress; an intent of these kinds is an intent.
        let play = try #require(data.actions["PlayMixIntent"])
        #expect(SystemProtocols.contains(play.systemProtocols, "ProgressReportingIntent"))
        #expect(data.actions["ImportNotesIntent"] != nil)
    }
}

/// iOS 27.3's property descriptions, visibility and authentication, extracted as the runtime
/// catalog records them (IntentSystemTests' `EntityDisclosureTests`).
@Suite struct PropertyAccessExtractionTests {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("CompatibilityTests/Samples/PropertyAccessSamples.swift").path

    @Test func descriptionsPoliciesAndVisibilityAreRead() throws {
        let data = try MetadataExtractor(moduleName: "Samples").extract(paths: [Self.samples])
        let contact = try #require(data.entities["ClientContactEntity"])
        func property(_ name: String) throws -> PropertyMetadata { try #require(contact.property(named: name)) }
        #expect(try property("name").descriptionText?.key == "The name the contact goes by")
        #expect(try property("taxID").isInternal)
        #expect(try property("notes").isInternal == false)
        #expect(try property("phone").authenticationPolicy == 1)
        #expect(try property("phone").descriptionText?.key == "A number to call")
        #expect(try property("initials").descriptionText?.key == "The first letter of each name")
        #expect(try property("account").authenticationPolicy == 2)
        #expect(try property("account").isInternal)
        #expect(try property("lastInvoice").authenticationPolicy == 1)
        #expect(contact.authenticationPolicy == 0)
        #expect(data.entities["MedicalRecordEntity"]?.authenticationPolicy == 1)
        let card = try #require(data.entities["LibraryCardEntity"])
        #expect(card.property(named: "holder")?.indexingKey == "displayName")
        #expect(card.property(named: "barcode")?.authenticationPolicy == 1)
        let summary = MetadataSummary.text(MetadataBundle(actions: data))
        #expect(summary.contains(#"taxID: String "Tax ID" internal"#), "\(summary)")
        #expect(summary.contains(#"phone: String "Phone" requires authentication"#))
        #expect(summary.contains("account: String \"Account\" (computed) internal requires device authentication"))
        #expect(summary.contains("MedicalRecordEntity"))
        #expect(summary.contains("; properties requires authentication"))
    }
}

/// An `EntityCollection` (and `EntityCollectionSearchCriteria`) is extracted as an array of its
/// entity, as the runtime catalog lists it (IntentSystemTests' `EntityCollectionTests`, and the
/// Kettle app, whose two documents are compared), from Apple's documented shapes.
@Suite struct EntityCollectionExtractionTests {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("CompatibilityTests/Samples/EntityCollectionSamples.swift").path

    @Test func aCollectionParameterPropertyOrResultIsAnArrayOfItsEntity() throws {
        let data = try MetadataExtractor(moduleName: "Samples").extract(paths: [Self.samples])
        let alarms = ValueType.array(of: .entity(typeName: "AlarmEntity"))
        let disable = try #require(data.actions["DisableAlarmsIntent"]?.parameter(named: "alarms"))
        #expect(disable.valueType == alarms && !disable.isOptional)
        #expect(disable.dynamicOptionsSupport == 1)
        let read = try #require(data.actions["ReadAlarmLabelsIntent"])
        #expect(read.parameter(named: "skipped")?.valueType == alarms)
        #expect(read.parameter(named: "skipped")?.isOptional == true)
        #expect(read.outputType == alarms)
        #expect(data.actions["EnabledAlarmsIntent"]?.outputType == alarms)
        #expect(data.actions["ShowAlarmSearchResultsIntent"]?.parameter(named: "criteria")?.valueType == alarms)
        let schedule = data.entities["AlarmScheduleEntity"]?.properties.first { $0.identifier == "alarms" }
        #expect(schedule?.valueType == alarms)
    }
}

/// iOS 27.3's generable entities, extracted as the runtime catalog records them
/// (IntentSystemTests' `GenerableEntityTests`): `@AppEntity(.generable)` in both spellings.
@Suite struct GenerableEntityExtractionTests {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("CompatibilityTests/Samples/GenerableEntitySamples.swift").path

    @Test func aGenerableEntityIsRecordedAsOne() throws {
        let data = try MetadataExtractor(moduleName: "Samples").extract(paths: [Self.samples])
        for name in ["FlightSearchEntity", "HotelStayEntity"] {
            let entity = try #require(data.entities[name])
            #expect(entity.adopts("GenerableEntity"), "\(name)")
            #expect(entity.transient)
        }
        let origin = data.entities["FlightSearchEntity"]?.property(named: "origin")
        #expect(origin?.descriptionText?.key == "The airport code the trip starts from, such as SFO")
        #expect(
            data.actions["SearchFlightsIntent"]?.parameter(named: "search")?.valueType
                == .entity(typeName: "FlightSearchEntity"))
    }
}
