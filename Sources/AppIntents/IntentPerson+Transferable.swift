import CoreTransferable
import Foundation

/// A person is handed to other apps as a contact card and as the name people read. Apple's
/// documentation does not say which content types its representation exports; a vCard is what
/// a contact is exchanged as everywhere else.
extension IntentPerson: Transferable {
    /// A vCard (`public.vcard`), then the name as plain text.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .vCard) { person in Data(person.vCard.utf8) }
        ProxyRepresentation(exporting: \.displayText)
    }

    /// The person as a vCard 3.0 (RFC 2426): the formatted name, the name in parts when given so,
    /// and every handle as `TEL`, `EMAIL` or an `X-` property, with its label as the type.
    package var vCard: String {
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
                .replacingOccurrences(of: ",", with: "\\,").replacingOccurrences(of: ";", with: "\\;")
        }
        var lines = ["BEGIN:VCARD", "VERSION:3.0", "FN:\(escaped(displayText))"]
        if case .components(let parts) = name {
            let fields = [parts.familyName, parts.givenName, parts.middleName, parts.namePrefix, parts.nameSuffix]
            lines.append("N:" + fields.map { escaped($0 ?? "") }.joined(separator: ";"))
            if let nickname = parts.nickname { lines.append("NICKNAME:\(escaped(nickname))") }
        }
        for handle in [handle].compactMap({ $0 }) + aliases {
            let type = ";TYPE=\(escaped(handle.label.text).uppercased())"
            switch handle.value {
            case .phoneNumber(let number): lines.append("TEL\(type):\(escaped(number))")
            case .emailAddress(let address): lines.append("EMAIL\(type):\(escaped(address))")
            case .applicationDefined(let value): lines.append("X-APPLICATION-HANDLE\(type):\(escaped(value))")
            }
        }
        switch identifier {
        case .contact(let id), .applicationDefined(let id): lines.append("UID:\(escaped(id))")
        case .unknown: break
        }
        lines.append("END:VCARD")
        return lines.joined(separator: "\r\n") + "\r\n"
    }
}
