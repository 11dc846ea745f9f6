/// How a person, a place and a payment method are given as text and as JSON: the system reads
/// them (IntentSystem), and the MCP server describes them to agents (IntentMCP). Both take the
/// forms and member names from here, so an error on the command line and a tool's input schema
/// say the same.
package enum ValueForms {
    /// `IntentPerson`.
    package enum Person {
        package static let form =
            "a person as NAME <EMAIL-OR-PHONE>, an email address, a phone number or a name, such as Ada Lovelace <ada@example.com>, or {\"name\": \"Ada Lovelace\", \"handle\": {\"emailAddress\": \"ada@example.com\"}}"
        /// The members of the JSON form.
        package static let members = ["name", "nameComponents", "handle", "aliases", "identifier", "isMe"]
        /// `nameComponents`' members: `PersonNameComponents`' names.
        package static let nameParts = [
            "namePrefix", "givenName", "middleName", "familyName", "nameSuffix", "nickname",
        ]
        /// What a handle is; a handle object has one of them, and may have a `label`.
        package static let handleKinds = ["phoneNumber", "emailAddress", "applicationDefined"]
        /// What an identifier object names.
        package static let identifierKinds = ["contact", "applicationDefined"]
    }

    /// `CLPlacemark`.
    package enum Placemark {
        package static let form =
            "a place as LATITUDE,LONGITUDE or NAME @ LATITUDE,LONGITUDE, such as 48.8584,2.2945 or Eiffel Tower @ 48.8584,2.2945, or {\"latitude\": 48.8584, \"longitude\": 2.2945, \"name\": \"Eiffel Tower\"}; place names are not looked up"
        /// `CLPlacemark`'s text members, which the JSON form names alike.
        package static let names = [
            "name", "thoroughfare", "subThoroughfare", "locality", "subLocality", "administrativeArea",
            "subAdministrativeArea", "postalCode", "isoCountryCode", "country", "inlandWater", "ocean",
        ]
    }

    /// GeoToolbox's `PlaceDescriptor`.
    package enum PlaceDescriptor {
        package static let form =
            "a place as an address, LATITUDE,LONGITUDE, or NAME @ either, such as 1 Main St, Springfield or Office @ 48.8584,2.2945, or {\"commonName\": \"Office\", \"address\": \"1 Main St, Springfield\"} with latitude and longitude instead of or beside the address; addresses are not looked up"
        /// The members of the JSON form.
        package static let members = ["commonName", "address", "latitude", "longitude", "serviceIdentifiers"]
    }

    /// Foundation's `Calendar.RecurrenceRule`.
    package enum RecurrenceRule {
        package static let form =
            "a recurrence as an iCalendar RRULE such as FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;COUNT=10 (FREQ, INTERVAL, COUNT or UNTIL, BYDAY, BYMONTHDAY, BYMONTH, …), or daily, weekly, monthly, yearly, every 2 weeks"
    }

    /// Swift's `Duration`.
    package enum Duration {
        package static let form =
            "a length of time such as 15m, 1h 30m, -10m (before), 2 days, 90 (seconds) or ISO 8601's PT1H30M; as JSON also a number of seconds"
    }

    /// Foundation's `PersonNameComponents`.
    package enum PersonName {
        package static let form =
            "a name as GIVEN [MIDDLE] FAMILY, such as Ada Lovelace, or {\"givenName\": \"Ada\", \"familyName\": \"Lovelace\"} with namePrefix, middleName, nameSuffix and nickname"
    }

    /// `IntentPaymentMethod`.
    package enum PaymentMethod {
        /// `IntentPaymentMethod.PaymentType`'s cases.
        package static let types = [
            "unknown", "checking", "savings", "brokerage", "debit", "credit", "prepaid", "store", "applePay",
        ]
        package static let form =
            "a payment method as TYPE [NAME] [(HINT)], such as credit Visa (4242), or {\"type\": \"credit\", \"name\": \"Visa\", \"identificationHint\": \"4242\"}; TYPE is one of \(types.joined(separator: ", "))"
        /// The members of the JSON form.
        package static let members = ["type", "name", "identificationHint"]
    }
}
