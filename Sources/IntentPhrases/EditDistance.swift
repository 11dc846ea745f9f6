/// Edit distance as the flexible mode uses it.
enum EditDistance {
    /// Whether `a` and `b` are exactly one edit apart: one element inserted, deleted or
    /// substituted, or two adjacent elements transposed (optimal string alignment distance 1).
    /// Works on bytes of ASCII words and on Unicode scalars of any other.
    static func isOneEdit<C: RandomAccessCollection>(_ a: C, _ b: C) -> Bool
    where C.Element: Equatable, C.Index == Int {
        let (n, m) = (a.count, b.count)
        if n == m {
            var first = 0
            while first < n && a[a.startIndex + first] == b[b.startIndex + first] { first += 1 }
            if first == n { return false }
            if equalTails(a, b, from: first + 1, to: first + 1) { return true }  // substitution
            return first + 1 < n && a[a.startIndex + first] == b[b.startIndex + first + 1]
                && a[a.startIndex + first + 1] == b[b.startIndex + first]
                && equalTails(a, b, from: first + 2, to: first + 2)  // transposition
        }
        guard abs(n - m) == 1 else { return false }
        return n > m ? oneDeletion(a, b) : oneDeletion(b, a)
    }

    /// Whether removing one element of `long` gives `short`.
    private static func oneDeletion<C: RandomAccessCollection>(_ long: C, _ short: C) -> Bool
    where C.Element: Equatable, C.Index == Int {
        var index = 0
        while index < short.count && long[long.startIndex + index] == short[short.startIndex + index] { index += 1 }
        return equalTails(long, short, from: index + 1, to: index)
    }

    /// Whether `a` from offset `i` equals `b` from offset `j`, both to their ends.
    private static func equalTails<C: RandomAccessCollection>(_ a: C, _ b: C, from i: Int, to j: Int) -> Bool
    where C.Element: Equatable, C.Index == Int {
        guard a.count - i == b.count - j else { return false }
        var (x, y) = (i, j)
        while x < a.count {
            if a[a.startIndex + x] != b[b.startIndex + y] { return false }
            x += 1
            y += 1
        }
        return true
    }
}
