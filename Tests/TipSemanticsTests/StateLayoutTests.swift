import Testing
import TipModel
import TipSemantics
import TipTestSupport

/// How states are packed into 64-bit words: widths worked out by hand from
/// the domains, and the two top bits of every word left free.
@Suite("State layout")
struct StateLayoutTests {
  /// N tips in their own inline views: each has a one-bit invalidation (only
  /// the built-in × invalidates it, .tipClosed stored as 1) and a one-bit
  /// display count ("shown").
  static func closableTips(_ n: Int) -> String {
    (0..<n).map { "tip T\($0) { title \"t\" } inline \"s\($0)\" shows T\($0)\n" }.joined()
  }

  @Test("31 closable tips take 62 bits: one word, its top two bits free")
  func oneWord() throws {
    let layout = try TestSupport.system(Self.closableTips(31)).layout
    #expect(layout.totalBits == 62)
    #expect(layout.wordCount == 1)
    #expect(layout.fields.compactMap { $0 }.allSatisfy { $0.bits == 1 && $0.shift + $0.bits <= 62 })
  }

  @Test("32 closable tips take 64 bits: two words, not one full word")
  func twoWords() throws {
    let layout = try TestSupport.system(Self.closableTips(32)).layout
    #expect(layout.totalBits == 64)
    #expect(layout.wordCount == 2)
    let fields = layout.fields.compactMap { $0 }
    #expect(fields.filter { $0.word == 0 }.count == 62)
    #expect(fields.filter { $0.word == 1 }.count == 2)
    #expect(fields.allSatisfy { $0.shift + $0.bits <= StateLayout.bitsPerWord })
  }

  @Test("A field wider than a word's share still gets a word of its own")
  func wideField() throws {
    let variables = [
      StateVariable(name: "a", role: .screen, domain: 0...1, sort: .int, installValue: 0),
      StateVariable(name: "wide", role: .screen, domain: 0...Int.max, sort: .int, installValue: 0),
      StateVariable(name: "b", role: .screen, domain: 0...1, sort: .int, installValue: 0),
    ]
    let layout = StateLayout(variables: variables)
    // 1 bit; then 63 bits, too many for word 0's remaining 61, alone in word 1; then word 2.
    #expect(layout.fields.map { $0?.word } == [0, 1, 2])
    #expect(layout.fields[1]?.bits == 63)
    #expect(layout.wordCount == 3)
    let values = [1, Int.max, 1]
    #expect(layout.unpack(layout.pack(values)) == values)
  }
}
