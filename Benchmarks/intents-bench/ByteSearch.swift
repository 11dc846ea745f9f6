/// Where `needle` first occurs in `haystack` (an index of `haystack`), for the replay servers and
/// the HTTP driver, which look for a few literal bytes without parsing.
func firstIndex(of needle: String, in haystack: ArraySlice<UInt8>) -> Int? {
    let needle = Array(needle.utf8)
    guard !needle.isEmpty, haystack.count >= needle.count else { return nil }
    var index = haystack.startIndex
    while index + needle.count <= haystack.endIndex {
        if haystack[index] == needle[0] && haystack[index..<(index + needle.count)].elementsEqual(needle) {
            return index
        }
        index += 1
    }
    return nil
}
