import Testing
@testable import TipExplicit
@testable import TipExplicitCore

/// The state graph's sets of tips, stored narrow: widths worked out by hand,
/// and every set read back as it was written.
@Suite("Tip masks")
struct TipMasksTests {
  @Test("Bytes per state: 1, 2, 4 for up to 8, 16, 32 tips, then 8 per 64")
  func widths() {
    let expected = [(1, 1), (8, 1), (9, 2), (16, 2), (17, 4), (32, 4), (33, 8), (64, 8), (65, 16), (130, 24)]
    for (tips, width) in expected {
      #expect(TipMasks(tipCount: tips).width == width, "\(tips) tips")
    }
  }

  @Test("Sets read back exactly, across chunks of 4,096 states", arguments: [3, 8, 12, 16, 30, 32, 40, 64, 100])
  func roundTrip(tips: Int) {
    let masks = TipMasks(tipCount: tips)
    var generator = SystemRandomNumberGenerator()
    var written: [[UInt64]] = []
    for _ in 0..<9_000 {
      var set = (0..<masks.words).map { _ in UInt64.random(in: .min ... .max, using: &generator) }
      // Only the model's tips: the bits past the last are zero.
      for w in 0..<masks.words {
        let bits = min(64, tips - w * 64)
        if bits < 64 { set[w] &= (1 << UInt64(bits)) - 1 }
      }
      written.append(set)
    }
    // In batches of varying sizes, as chunks of the search hand them over.
    var next = 0
    var batch = 1
    while next < written.count {
      let states = min(batch, written.count - next)
      let flat = written[next..<(next + states)].flatMap { $0 }
      flat.withUnsafeBufferPointer { masks.append($0.baseAddress!, states: states) }
      next += states
      batch = batch * 3 % 1_000 + 1
    }
    #expect(masks.count == written.count)
    for (state, set) in written.enumerated() {
      #expect((0..<masks.words).map { masks.word(state, $0) } == set, "state \(state)")
    }
  }
}
