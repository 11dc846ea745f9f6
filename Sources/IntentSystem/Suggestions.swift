/// "Did you mean" suggestions by edit distance.
package enum Suggestions {
    /// The candidates closest to `input`, best first, within a distance that scales with length.
    package static func closest(to input: String, among candidates: [String], limit: Int = 3) -> [String] {
        let needle = input.lowercased()
        guard !needle.isEmpty else { return [] }
        var seen = Set<String>()
        let unique = candidates.filter { seen.insert($0.lowercased()).inserted }
        let scored = unique.map { candidate -> (String, Int) in
            let lowered = candidate.lowercased()
            var distance = editDistance(needle, lowered)
            if lowered.hasPrefix(needle) || lowered.contains(needle) { distance = min(distance, 1) }
            return (candidate, distance)
        }
        let threshold = max(2, needle.count / 3)
        return
            scored
            .filter { $0.1 <= threshold }
            .enumerated()
            .sorted { $0.element.1 != $1.element.1 ? $0.element.1 < $1.element.1 : $0.offset < $1.offset }
            .map(\.element)
            .prefix(limit)
            .map(\.0)
    }

    /// Levenshtein distance over characters, bounded in cost by the inputs' lengths (inputs past
    /// 256 characters are compared by their first 256).
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a.prefix(256))
        let y = Array(b.prefix(256))
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[y.count]
    }

    /// ` Did you mean 'X'?` or an empty string.
    package static func didYouMean(_ input: String, among candidates: [String]) -> String {
        guard let best = closest(to: input, among: candidates, limit: 1).first else { return "" }
        return " Did you mean '\(best)'?"
    }
}
