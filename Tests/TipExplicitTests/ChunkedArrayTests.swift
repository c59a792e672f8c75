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

  @Test("Past its first 8 MiB the array cuts chunks from 2 MiB slabs: entries read back, runs cross from loose chunks into slabs, whole slabs are counted")
  func slabs() {
    // 32 KiB chunks of 4,096 words: 256 loose ones make 8 MiB (entries
    // 0..<1,048,576), then 64 per slab. 1,400,000 entries take 342
    // chunks: 256 loose and 86 in two slabs (64 and 22).
    let array = ChunkedArray<UInt64>()
    for round in 0..<2 {
      for value in 0..<1_400_000 { _ = array.append(UInt64(value) &* 0x9E37_79B9 &+ UInt64(round)) }
      #expect(array.allocatedBytes == 256 * 32_768 + 2 * (2 << 20))
      #expect((0..<1_400_000).allSatisfy { array[$0] == UInt64($0) &* 0x9E37_79B9 &+ UInt64(round) })
      // A run written across the last loose chunk into the first slab.
      let source = (0..<1_000).map { UInt64($0) | 1 << 50 }
      source.withUnsafeBufferPointer { array.write($0.baseAddress!, count: 1_000, at: 1_048_000) }
      #expect((0..<1_000).allSatisfy { array[1_048_000 + $0] == source[$0] })
      #expect(array[1_047_999] == 1_047_999 &* 0x9E37_79B9 &+ UInt64(round))
      #expect(array[1_049_000] == 1_049_000 &* 0x9E37_79B9 &+ UInt64(round))
      array.removeAll()
      #expect(array.count == 0 && array.allocatedBytes == 0)
    }
    // Entries of 64 words make chunks of 2 MiB: each is allocated on its own.
    let wide = ChunkedArray<UInt64>(stride: 64)
    wide.extend(by: 4_097)
    #expect(wide.allocatedBytes == 2 * (2 << 20))
    wide.pointer(4_096)[63] = 7
    #expect(wide.pointer(4_096)[63] == 7)
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
