import AppIntentsMetadata
import Foundation
import Testing

/// `assistantDefinedSchemas` as Xcode 27's tools write it for the App Schema family (objects) and
/// as our producers write it (`domain.schema` text): both read, and each is written back as read.
@Suite struct SchemaReferenceTests {
    static let objects = #"""
        {"actions":{"CreateReminderIntent":{"identifier":"CreateReminderIntent",
        "assistantDefinedSchemas":[{"domain":"reminders","name":"CreateReminderIntent","version":"1.0.0"}]}},
        "entities":{"ReminderEntity":{"typeName":"ReminderEntity",
        "assistantDefinedSchemas":[{"domain":"reminders","name":"ReminderEntity","version":"1.0.0"}]}},
        "enums":[{"identifier":"ListKind",
        "assistantDefinedSchemas":[{"domain":"reminders","name":"ListTypeEnum"}]}]}
        """#

    @Test func objectsReadAsSchemaIdsAndAreWrittenBackAsRead() throws {
        let document = try MetadataBundle.decodeActions(Data(Self.objects.utf8))
        #expect(document.actions["CreateReminderIntent"]?.assistantDefinedSchemas == ["reminders.createReminder"])
        #expect(document.entities["ReminderEntity"]?.assistantDefinedSchemas == ["reminders.reminder"])
        #expect(document.enums.first?.assistantDefinedSchemas == ["reminders.listType"])
        let written = String(decoding: try MetadataBundle.encode(document), as: UTF8.self)
        #expect(try JSONValue.parse(written) == JSONValue.parse(Self.objects))
    }

    @Test func aChangedSchemaIsWrittenAsText() throws {
        var document = try MetadataBundle.decodeActions(Data(Self.objects.utf8))
        document.entities["ReminderEntity"]?.assistantDefinedSchemas = ["reminders.list"]
        let written = try JSONValue.parse(String(decoding: try MetadataBundle.encode(document), as: UTF8.self))
        #expect(
            written["entities"]?["ReminderEntity"]?["assistantDefinedSchemas"] == .array([.string("reminders.list")]))
        guard case .array(let kept)? = written["actions"]?["CreateReminderIntent"]?["assistantDefinedSchemas"] else {
            Issue.record("the action's schemas are not a list")
            return
        }
        #expect(kept.first?["name"] == .string("CreateReminderIntent"))
    }

    @Test func textReadsAsItIsWritten() throws {
        let text = #"{"actions":{"A":{"identifier":"A","assistantDefinedSchemas":["photos.openAsset"]}}}"#
        let document = try MetadataBundle.decodeActions(Data(text.utf8))
        #expect(document.actions["A"]?.assistantDefinedSchemas == ["photos.openAsset"])
        #expect(
            try JSONValue.parse(String(decoding: try MetadataBundle.encode(document), as: UTF8.self))
                == JSONValue.parse(text))
    }

    @Test(arguments: [
        #"[{"name":"ReminderEntity"}]"#, #"[{"domain":"reminders","name":3}]"#, #"[7]"#, #"[{"domain":"","name":"X"}]"#,
    ])
    func aSchemaThatIsNeitherIsAnErrorNamingIt(_ schemas: String) {
        let text = #"{"actions":{"A":{"identifier":"A","assistantDefinedSchemas":"# + schemas + "}}}"
        #expect {
            try MetadataBundle.decodeActions(Data(text.utf8))
        } throws: { error in
            "\(error)".contains("assistantDefinedSchemas") && "\(error)".contains("domain")
        }
    }
}
