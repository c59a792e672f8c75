import Testing
import TipModel

/// The bounded edit distance behind "did you mean" against the textbook
/// one, and its cost on hostile names.
@Suite("Spelling suggestions")
struct SpellingTests {
  /// The full Levenshtein table: the simple core the banded one must match.
  static func fullDistance(_ a: [Character], _ b: [Character]) -> Int {
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in stride(from: 1, through: a.count, by: 1) {
      for j in stride(from: 1, through: b.count, by: 1) {
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
    }
    return table[a.count][b.count]
  }

  @Test("The banded distance is the full one whenever that is within the limit, and nil otherwise")
  func bandedMatchesFull() {
    var state: UInt64 = 7
    func below(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let alphabet: [Character] = ["a", "b", "c"]
    for _ in 0..<3_000 {
      let a = (0..<below(10)).map { _ in alphabet[below(3)] }
      let b = (0..<below(10)).map { _ in alphabet[below(3)] }
      let limit = below(6)
      let full = Self.fullDistance(a, b)
      #expect(Spelling.editDistance(a, b, atMost: limit) == (full <= limit ? full : nil), "\(a) \(b) \(limit)")
    }
  }

  @Test("Typos are suggested; very long names are not compared at all")
  func suggestions() {
    #expect(Spelling.suggestion(for: "Wellcome", among: ["Welcome", "Settings"]) == "Welcome")
    #expect(Spelling.suggestion(for: "welcome", among: ["Welcome"]) == "Welcome")
    #expect(Spelling.suggestion(for: "Zebra", among: ["Welcome"]) == nil)
    let huge = String(repeating: "x", count: 1_000_000)
    #expect(Spelling.suggestion(for: huge, among: [huge + "y", "x"]) == nil)
    // Two long names a few edits apart: compared in a band, not a full table.
    let long = String(repeating: "ab", count: 90)
    #expect(Spelling.suggestion(for: long + "c", among: [long + "d"]) == long + "d")
  }
}
