/// What `AppIntentTraits` and `AppEntityTraits` share (iOS 27.3): a set of traits held by kind
/// alone, so a trait that takes a value is still one member, written out once here for both.
/// Not for app code.
public protocol _TraitSet: SetAlgebra, Sendable where Element == Self, ArrayLiteralElement == Self {
    /// The kinds of the traits held.
    var _kinds: Set<String> { get set }
    init(_kinds: Set<String>)
}

extension _TraitSet {
    public init() { self.init(_kinds: []) }

    public init(arrayLiteral elements: Self...) {
        self.init(_kinds: elements.reduce(into: []) { $0.formUnion($1._kinds) })
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs._kinds == rhs._kinds }

    public func contains(_ member: Self) -> Bool { member._kinds.isSubset(of: _kinds) }

    public func union(_ other: Self) -> Self { Self(_kinds: _kinds.union(other._kinds)) }

    public func intersection(_ other: Self) -> Self { Self(_kinds: _kinds.intersection(other._kinds)) }

    public func symmetricDifference(_ other: Self) -> Self { Self(_kinds: _kinds.symmetricDifference(other._kinds)) }

    @discardableResult
    public mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) {
        if contains(newMember) { return (false, intersection(newMember)) }
        _kinds.formUnion(newMember._kinds)
        return (true, newMember)
    }

    @discardableResult
    public mutating func remove(_ member: Self) -> Self? {
        let removed = intersection(member)
        _kinds.subtract(member._kinds)
        return removed.isEmpty ? nil : removed
    }

    @discardableResult
    public mutating func update(with newMember: Self) -> Self? {
        let held = intersection(newMember)
        _kinds.formUnion(newMember._kinds)
        return held.isEmpty ? nil : held
    }

    public mutating func formUnion(_ other: Self) { _kinds.formUnion(other._kinds) }

    public mutating func formIntersection(_ other: Self) { _kinds.formIntersection(other._kinds) }

    public mutating func formSymmetricDifference(_ other: Self) { _kinds.formSymmetricDifference(other._kinds) }
}
