import Testing
@testable import TipExplicit

/// The chunked array under the store and the state graph: bulk appends and
/// room made for parallel writes must land exactly where single appends
/// would, across the 4,096-entry chunk boundaries.
@Suite("Explicit engine: chunked arrays")
struct ChunkedArrayTests {
  @Test("Bulk appends across chunk boundaries read back as single appends would")
  func bulkAppend() {
    let array = ChunkedArray<UInt32>()
    let values = (0..<10_000).map { UInt32($0 &* 7 &+ 3) }
    // Pieces of 1, 4,094, 3 (crossing the first boundary at 4,096), 5,000 and the rest.
    var next = 0
    for piece in [1, 4_094, 3, 5_000, 902] {
      values[next..<(next + piece)].withUnsafeBufferPointer { array.append(contentsOf: $0.baseAddress!, count: piece) }
      next += piece
    }
    #expect(array.count == values.count)
    #expect((0..<values.count).allSatisfy { array[$0] == values[$0] })
    #expect(array.allocatedBytes == 3 * 4_096 * 4)
    array.append(contentsOf: values, count: 0)
    #expect(array.count == values.count)
  }

  @Test("Room made for a range, written out of order, holds each entry; a bulk append of two-word entries follows it; removeAll empties it")
  func extendThenWrite() {
    // Two-word entries, as a store of two-word states.
    let array = ChunkedArray<UInt64>(stride: 2)
    _ = array.append([1, 2])
    array.extend(by: 5_000)
    #expect(array.count == 5_001)
    #expect(array.allocatedBytes == 2 * 4_096 * 2 * 8)
    for index in stride(from: 5_000, through: 1, by: -1) {
      array.pointer(index).update(from: [UInt64(index), UInt64(index) << 32], count: 2)
    }
    #expect(array.pointer(0)[0] == 1 && array.pointer(0)[1] == 2)
    #expect((1...5_000).allSatisfy { array.pointer($0)[0] == UInt64($0) && array.pointer($0)[1] == UInt64($0) << 32 })
    // 4,000 two-word entries after 5,001: into the second chunk's room (3,191 left), then a third chunk.
    let more = (0..<8_000).map { UInt64($0) | 1 << 40 }
    array.append(contentsOf: more, count: 4_000)
    #expect(array.count == 9_001)
    #expect(array.allocatedBytes == 3 * 4_096 * 2 * 8)
    #expect((0..<4_000).allSatisfy { array.pointer(5_001 + $0)[0] == more[2 * $0] && array.pointer(5_001 + $0)[1] == more[2 * $0 + 1] })
    #expect(array.pointer(5_000)[0] == 5_000)
    array.removeAll()
    #expect(array.count == 0)
    #expect(array.allocatedBytes == 0)
  }

  @Test("Runs over a range cover it in order, one per chunk spanned, each within its chunk")
  func runs() {
    let array = ChunkedArray<UInt32>(stride: 3)
    array.extend(by: 14_000)
    var runs: [Range<Int>] = []
    array.forEachRun(from: 4_000, count: 9_000) { target, run in
      #expect(target == array.pointer(4_000 + run.lowerBound))
      runs.append(run)
    }
    #expect(runs == [0..<96, 96..<4_192, 4_192..<8_288, 8_288..<9_000])
    let source = (0..<(3 * 9_000)).map { UInt32($0) }
    source.withUnsafeBufferPointer { array.write($0.baseAddress!, count: 9_000, at: 4_000) }
    #expect((0..<9_000).allSatisfy { i in (0..<3).allSatisfy { array.pointer(4_000 + i)[$0] == UInt32(3 * i + $0) } })
    var none = 0
    array.forEachRun(from: 14_000, count: 0) { _, _ in none += 1 }
    #expect(none == 0)
  }
}
