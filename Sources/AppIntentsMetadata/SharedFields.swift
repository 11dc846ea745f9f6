/// A value's fields kept in one object that copies of the value share until one of them changes.
///
/// `ActionMetadata` and `ParameterMetadata` have a dozen to two dozen members, most of them
/// strings, arrays and dictionaries; a copy of such a struct retains each of them, and the system
/// copies its intent's metadata several times a run (a lookup returns a copy, a closure captures
/// one). Kept here, a copy retains one object; a change to a shared copy copies the fields first,
/// so the value semantics stay as they were.
///
/// ```swift
/// public struct ParameterMetadata {
///     private var fields: SharedFields<Fields>
///     public var name: String {
///         get { fields.value.name }
///         _modify { yield &fields.value.name }
///     }
/// }
/// ```
struct SharedFields<Fields: Hashable & Sendable>: Hashable, Sendable {
    private final class Box: @unchecked Sendable {
        // @unchecked: `fields` changes only through `value`'s `_modify`, which copies the box
        // first unless no other value holds it.
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    init(_ fields: Fields) { box = Box(fields) }

    /// The fields; changing them gives this value fields of its own first, if they are shared.
    var value: Fields {
        _read { yield box.fields }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
            yield &box.fields
        }
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.box === rhs.box || lhs.box.fields == rhs.box.fields }

    func hash(into hasher: inout Hasher) { box.fields.hash(into: &hasher) }
}
