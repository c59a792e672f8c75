/// "Did you mean …?" for names that do not resolve.
public enum Spelling {
  /// Names longer than this get no suggestion: nobody mistypes a name that
  /// long, and the distance stays cheap on hostile input.
  public static let longestName = 200

  /// The candidate closest to `name` by edit distance, if it is close enough
  /// to be a plausible typo (at most a third of the shorter name's length,
  /// or a case-only difference). Linear in the number of candidates, each
  /// compared in time proportional to its length times that bound.
  public static func suggestion(for name: String, among candidates: some Sequence<String>) -> String? {
    let lower = Array(name.lowercased().unicodeScalars)
    guard lower.count <= longestName else { return nil }
    var best: (candidate: String, distance: Int)?
    for candidate in candidates where candidate != name {
      let other = Array(candidate.lowercased().unicodeScalars)
      guard other.count <= longestName else { continue }
      if other == lower { return candidate }
      let limit = max(1, min(lower.count, other.count) / 3)
      guard let distance = editDistance(lower, other, atMost: limit) else { continue }
      if best == nil || distance < best?.distance ?? .max { best = (candidate, distance) }
    }
    return best?.candidate
  }

  /// "did you mean 'X'?" or nil.
  public static func hint(for name: String, among candidates: some Sequence<String>) -> String? {
    suggestion(for: name, among: candidates).map { "did you mean '\($0)'?" }
  }

  /// The Levenshtein distance between `a` and `b` if it is at most `limit`,
  /// else nil. Only the band of cells within `limit` of the diagonal can
  /// hold such a distance, so only those are computed: O(|a| × limit).
  public static func editDistance<Element: Equatable>(_ a: [Element], _ b: [Element], atMost limit: Int) -> Int? {
    guard abs(a.count - b.count) <= limit else { return nil }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    let beyond = limit + 1
    var previous = (0...b.count).map { $0 <= limit ? $0 : beyond }
    var current = Array(repeating: beyond, count: b.count + 1)
    for i in 1...a.count {
      let low = max(1, i - limit)
      let high = min(b.count, i + limit)
      current[0] = i <= limit ? i : beyond
      if low > 1 { current[low - 1] = beyond }
      var rowBest = current[0]
      if low <= high {
        for j in low...high {
          let cost = a[i - 1] == b[j - 1] ? 0 : 1
          current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost, beyond)
          rowBest = Swift.min(rowBest, current[j])
        }
      }
      if high < b.count { current[high + 1] = beyond }
      if rowBest > limit { return nil }
      swap(&previous, &current)
    }
    return previous[b.count] <= limit ? previous[b.count] : nil
  }
}
