/// "Did you mean" suggestions for unknown names.
public enum Spelling {
  /// The candidate closest to `name` by edit distance, if it is close enough
  /// to be a plausible typo (at most a third of the name's length, or a
  /// case-only difference).
  public static func suggestion(for name: String, among candidates: some Sequence<String>) -> String? {
    var best: (String, Int)?
    let lower = name.lowercased()
    for candidate in candidates where candidate != name {
      if candidate.lowercased() == lower { return candidate }
      let distance = editDistance(lower, candidate.lowercased())
      if best == nil || distance < best!.1 { best = (candidate, distance) }
    }
    guard let (candidate, distance) = best else { return nil }
    let limit = max(1, min(name.count, candidate.count) / 3)
    return distance <= limit ? candidate : nil
  }

  /// "did you mean 'X'?" or nil.
  public static func hint(for name: String, among candidates: some Sequence<String>) -> String? {
    suggestion(for: name, among: candidates).map { "did you mean '\($0)'?" }
  }

  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = Array(repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
