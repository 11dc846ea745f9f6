import Foundation

/// An entity whose identifier is the same on every device (iOS 27): the system may refer to it on
/// another device, as Siri does when a conversation moves from one device to another. An entity
/// whose `id` is already stable (a server's UUID) adopts it with no other change; one that keeps a
/// local and a stable identifier makes its `id` a `SyncableEntityIdentifier`.
///
/// ```swift
/// struct Photo: AppEntity, SyncableEntity {
///     var id: SyncableEntityIdentifier<String, String>
/// }
/// ```
///
/// One host is one device here, so nothing moves between devices; the identifier is kept whole
/// wherever the system stores it (saved shortcuts, donations).
public protocol SyncableEntity: AppEntity {}

/// A local identifier for code on this device and a stable one for other devices, as an entity's
/// `id` (iOS 27). Code refers to the entity by `local`; `stable` may be `nil` where the framework
/// made the identifier for an operation on this device.
public struct SyncableEntityIdentifier<LocalID, StableID>: Sendable, Hashable
where
    LocalID: EntityIdentifierConvertible & Sendable & Hashable,
    StableID: EntityIdentifierConvertible & Sendable & Hashable
{
    /// The identifier code on this device refers to the entity by.
    public let local: LocalID
    /// The identifier other devices refer to the entity by.
    public let stable: StableID?

    /// An identifier with separate local and stable parts.
    public init(local: LocalID, stable: StableID) {
        self.local = local
        self.stable = stable
    }

    init(local: LocalID, stableOrNil: StableID?) {
        self.local = local
        self.stable = stableOrNil
    }
}

extension SyncableEntityIdentifier where LocalID == StableID {
    /// An identifier whose local and stable parts are the same, for an identifier already stable
    /// across devices (a server's UUID).
    public init(id: LocalID) {
        self.init(local: id, stable: id)
    }
}

/// As text the identifier is its local part, and its stable part after a `#` when the two differ
/// (`%` and `#` within a part written `%25` and `%23`), so a saved shortcut keeps both.
extension SyncableEntityIdentifier: EntityIdentifierConvertible {
    public var entityIdentifierString: String {
        let local = Self.escaped(local.entityIdentifierString)
        guard let stable, stable.entityIdentifierString != self.local.entityIdentifierString else { return local }
        return local + "#" + Self.escaped(stable.entityIdentifierString)
    }

    public static func entityIdentifier(for entityIdentifierString: String) -> Self? {
        let parts = entityIdentifierString.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        guard let localText = unescaped(parts[0]), let local = LocalID.entityIdentifier(for: localText) else {
            return nil
        }
        guard parts.count == 2 else {
            // One part: the stable identifier is the local one when it reads as one.
            return Self(local: local, stableOrNil: StableID.entityIdentifier(for: localText))
        }
        guard let stableText = unescaped(parts[1]), let stable = StableID.entityIdentifier(for: stableText) else {
            return nil
        }
        return Self(local: local, stable: stable)
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "#", with: "%23")
    }

    private static func unescaped(_ text: Substring) -> String? {
        guard text.contains("%") else { return String(text) }
        var result = ""
        var rest = text[...]
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let code = rest[percent...].prefix(3)
            switch code {
            case "%25": result += "%"
            case "%23": result += "#"
            default: return nil
            }
            rest = rest[rest.index(percent, offsetBy: 3)...]
        }
        return result + rest
    }
}

extension SyncableEntityIdentifier: CustomStringConvertible {
    public var description: String { entityIdentifierString }
}
