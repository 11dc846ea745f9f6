/// A conversion between a `Transferable` value and a value of a kind the system knows itself (a
/// person, a place) rather than data of a content type. AppIntents' `IntentValueRepresentation`
/// makes one; the system reads them with `valueConversions()`.
package struct ValueConversion<Item>: Sendable {
    /// The type of the system's value: `IntentPerson`, `CLPlacemark`, `PlaceDescriptor`.
    package let valueType: any Sendable.Type
    /// The item as the system's value; nil when the representation only imports.
    package let export: (@Sendable (Item) async throws -> any Sendable)?
    /// An item made from a value of `valueType`; nil when the representation only exports.
    package let `import`: (@Sendable (any Sendable) async throws -> Item)?

    package init(
        valueType: any Sendable.Type, export: (@Sendable (Item) async throws -> any Sendable)?,
        import: (@Sendable (any Sendable) async throws -> Item)?
    ) {
        self.valueType = valueType
        self.export = export
        self.import = `import`
    }
}

/// A representation made of one value conversion, defined outside this module. Not for app code.
package protocol ValueConvertingRepresentation {
    /// The conversion, for the representation's own item type (the one asked for).
    func conversion<Wanted>(as item: Wanted.Type) -> ValueConversion<Wanted>
}

extension Transferable {
    /// The conversions to and from system values the type's representations declare, in order.
    package static func valueConversions() -> [ValueConversion<Self>] {
        TransferParts.parts(of: transferRepresentation).values
    }

    /// The value as the first system value its representations export, with that value's type;
    /// nil when none exports one.
    /// - Throws: the representation's error.
    package func exportedValue() async throws -> (any Sendable)? {
        for conversion in Self.valueConversions() {
            if let export = conversion.export { return try await export(self) }
        }
        return nil
    }
}
