/// Edit distance as the flexible mode uses it.
enum EditDistance {
    /// Whether `a` and `b` are exactly one edit apart: one scalar inserted, deleted or substituted,
    /// or two adjacent scalars transposed (optimal string alignment distance 1).
    static func isOneEdit(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Bool {
        if a == b { return false }
        if a.count == b.count {
            var first = 0
            while a[first] == b[first] { first += 1 }
            if a[(first + 1)...] == b[(first + 1)...] { return true }  // substitution
            return first + 1 < a.count && a[first] == b[first + 1] && a[first + 1] == b[first]
                && a[(first + 2)...] == b[(first + 2)...]  // transposition
        }
        let (long, short) = a.count > b.count ? (a, b) : (b, a)
        guard long.count == short.count + 1 else { return false }
        var index = 0
        while index < short.count && long[index] == short[index] { index += 1 }
        return long[(index + 1)...] == short[index...]
    }
}
