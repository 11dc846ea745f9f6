// iOS 27.3's entity property descriptions, visibility and authentication, in the shapes Apple's
// documentation gives them: a property kept to the app (`visibility: .internal`), one that asks
// for authentication before the system shows it, an entity type whose every property does, and
// the same arguments on computed and deferred properties. Written for this project in those
// shapes.

import AppIntents
import Foundation

struct ClientContactEntity: AppEntity {
    static let defaultQuery = ClientContactQuery()
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Contact" }

    var id: String
    @Property(title: "Name", description: "The name the contact goes by")
    var name: String
    @Property(title: "Tax ID", visibility: .internal)
    var taxID: String
    @Property(title: "Phone", description: "A number to call", authenticationPolicy: .requiresAuthentication)
    var phone: String
    @Property(title: "Notes", visibility: .default)
    var notes: String?

    @ComputedProperty(title: "Initials", description: "The first letter of each name")
    var initials: String { String(name.split(separator: " ").compactMap(\.first)) }

    @ComputedProperty(title: "Account", authenticationPolicy: .requiresLocalDeviceAuthentication, visibility: .internal)
    var account: String { "acct-\(id)" }

    @DeferredProperty(title: "Last Invoice", authenticationPolicy: .requiresAuthentication)
    var lastInvoice: String {
        get async throws { "INV-\(id)" }
    }

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

    init(id: String, name: String, taxID: String, phone: String, notes: String? = nil) {
        self.id = id
        self.name = name
        self.taxID = taxID
        self.phone = phone
        self.notes = notes
    }
}

struct ClientContactQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [ClientContactEntity] {
        identifiers.map { ClientContactEntity(id: $0, name: "Ada Lovelace", taxID: "TX-\($0)", phone: "555-0100") }
    }
}

/// Every property of a medical record asks for authentication, whatever it declares itself.
struct MedicalRecordEntity: AppEntity {
    static let defaultQuery = MedicalRecordQuery()
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Medical Record" }
    static var authenticationPolicy: IntentAuthenticationPolicy { .requiresAuthentication }

    var id: String
    @Property(title: "Diagnosis") var diagnosis: String
    @Property(title: "Clinic", authenticationPolicy: .alwaysAllowed) var clinic: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "Record \(id)") }

    init(id: String, diagnosis: String, clinic: String) {
        self.id = id
        self.diagnosis = diagnosis
        self.clinic = clinic
    }
}

struct MedicalRecordQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [MedicalRecordEntity] {
        identifiers.map { MedicalRecordEntity(id: $0, diagnosis: "Healthy", clinic: "North") }
    }
}

/// A property with an indexing key and a wrapped value, as the longer initializers take them.
struct LibraryCardEntity: IndexedEntity {
    static let defaultQuery = LibraryCardQuery()
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Library Card" }

    var id: String
    @Property(title: "Holder", description: "Whose card it is", indexingKey: \.displayName)
    var holder: String
    @Property(title: "Barcode", authenticationPolicy: .requiresAuthentication, visibility: .default)
    var barcode: String = "0000"
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(holder)") }

    init(id: String, holder: String) {
        self.id = id
        self.holder = holder
    }
}

struct LibraryCardQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [LibraryCardEntity] {
        identifiers.map { LibraryCardEntity(id: $0, holder: "Grace") }
    }
}
