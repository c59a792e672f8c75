import CTipRuntime
import Testing
@testable import TipExplicit
@testable import TipExplicitCore

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

  @Test("Fresh pages: each entry's bytes listed once, from the end of what is stored, a range per chunk; faulting them in keeps what is stored")
  func freshPages() {
    let array = ChunkedArray<UInt64>(stride: 2)
    for index in 0..<100 { _ = array.append([UInt64(index), ~UInt64(index)]) }
    var ranges: [(from: UnsafeMutableRawPointer, to: UnsafeMutableRawPointer)] = []
    array.freshPages(upTo: 5_000, into: &ranges)
    // Entries 100..<4,096 in the first chunk, 4,096..<5,000 in a second, taken now
    // (one range if the allocator put the second right after the first).
    #expect(array.count == 100)
    #expect(array.allocatedBytes == 2 * 4_096 * 16)
    #expect(Self.merged(ranges) == Self.merged([
      Self.range(array, 100..<4_096, entryBytes: 16), Self.range(array, 4_096..<5_000, entryBytes: 16),
    ]))
    // Nothing twice: below what was listed, nothing; past it, the rest only.
    ranges = []
    array.freshPages(upTo: 4_000, into: &ranges)
    #expect(ranges.isEmpty)
    array.freshPages(upTo: 6_000, into: &ranges)
    #expect(Self.merged(ranges) == [Self.range(array, 5_000..<6_000, entryBytes: 16)])
    // The first range starts inside the page of entries 0..<100: that page is
    // left alone, by the madvise path (Linux) and by writing alike.
    ranges = []
    array.freshPages(upTo: 7_000, into: &ranges)
    for range in ranges { tip_prefault_pages(range.from, range.to) }
    // Within the first chunk only: the second is another malloc block.
    tip_prefault_pages_by_writing(UnsafeMutableRawPointer(array.pointer(100)), UnsafeMutableRawPointer(array.pointer(4_095)) + 16)
    #expect((0..<100).allSatisfy { array.pointer($0)[0] == UInt64($0) && array.pointer($0)[1] == ~UInt64($0) })
    // Entries added by `extend` over the listed chunks take no chunk of their own.
    array.extend(by: 6_900)
    #expect(array.count == 7_000)
    #expect(array.allocatedBytes == 2 * 4_096 * 16)
    for index in 100..<7_000 { array.pointer(index).update(from: [UInt64(index), ~UInt64(index)], count: 2) }
    #expect((0..<7_000).allSatisfy { array.pointer($0)[0] == UInt64($0) && array.pointer($0)[1] == ~UInt64($0) })
    // Emptied, it lists from entry 0 again.
    array.removeAll()
    ranges = []
    array.freshPages(upTo: 10, into: &ranges)
    #expect(ranges.count == 1 && ranges[0].to - ranges[0].from == 160)
    #expect(array.count == 0 && array.allocatedBytes == 4_096 * 16)
  }

  /// The byte range of `entries`, which lie in one chunk.
  static func range(
    _ array: ChunkedArray<UInt64>, _ entries: Range<Int>, entryBytes: Int
  ) -> [Int] {
    let from = Int(bitPattern: array.pointer(entries.lowerBound))
    return [from, from + entries.count * entryBytes]
  }

  /// Ranges as [from, to] pairs, those that meet joined.
  static func merged(_ ranges: [[Int]]) -> [[Int]] {
    var joined: [[Int]] = []
    for range in ranges {
      if let last = joined.last, last[1] == range[0] {
        joined[joined.count - 1][1] = range[1]
      } else {
        joined.append(range)
      }
    }
    return joined
  }

  static func merged(_ ranges: [(from: UnsafeMutableRawPointer, to: UnsafeMutableRawPointer)]) -> [[Int]] {
    merged(ranges.map { [Int(bitPattern: $0.from), Int(bitPattern: $0.to)] })
  }

  @Test("Chunks one after the other in a slab make one range, up to 128 KiB")
  func slabRunsMerge() {
    // 40 chunks of 4,096 one-word entries: 32 from malloc, then a slab of 32 KiB chunks.
    let array = ChunkedArray<UInt64>()
    array.extend(by: 33 * 4_096 + 10)
    var ranges: [(from: UnsafeMutableRawPointer, to: UnsafeMutableRawPointer)] = []
    array.freshPages(upTo: 40 * 4_096, into: &ranges)
    // Chunk 33's rest, then chunks 34...39 (6 × 32 KiB) in ranges of at most 128 KiB plus a chunk.
    let lengths = ranges.map { $0.to - $0.from }
    let listed: Int = lengths.reduce(0, +)
    let entries: Int = 40 * 4_096 - (33 * 4_096 + 10)
    #expect(listed == entries * 8)
    #expect(ranges.count < 7)
    let longest: Int = ChunkedArray<UInt64>.mergedRangeBytes + (32 << 10)
    #expect(lengths.allSatisfy { $0 <= longest })
    #expect(ranges.first?.from == UnsafeMutableRawPointer(array.pointer(33 * 4_096 + 10)))
    // A range already in the list that ends where this array's first starts is another
    // array's: it stays as it was.
    let other = ChunkedArray<UInt64>()
    other.extend(by: 33 * 4_096)
    let start = UnsafeMutableRawPointer(other.pointer(33 * 4_096 - 1)) + 8
    var withOther: [(from: UnsafeMutableRawPointer, to: UnsafeMutableRawPointer)] = [(start - 64, start)]
    other.freshPages(upTo: 34 * 4_096, into: &withOther)
    #expect(withOther.count == 2 && withOther[0].to - withOther[0].from == 64)
    #expect(withOther.count == 2 && withOther[1].from == start)
  }

  @Test("Past its first 1 MiB from malloc, an array's chunks come from mapped slabs: entries on both sides read back, and it empties and fills again")
  func slabsPastTheFirstMiB() {
    // 1 MiB is 32 chunks of 4,096 one-word entries; 70 chunks reach into a second slab.
    let array = ChunkedArray<UInt64>()
    let total = 70 * 4_096 + 123
    for round in 0..<2 {
      let values = (0..<total).map { UInt64($0) &* 0x9E37_79B9 &+ UInt64(round) }
      values.withUnsafeBufferPointer { array.append(contentsOf: $0.baseAddress!, count: 5_000) }
      array.extend(by: total - 5_000)
      values.withUnsafeBufferPointer { array.write($0.baseAddress! + 5_000, count: total - 5_000, at: 5_000) }
      #expect(array.count == total)
      #expect(array.allocatedBytes == 71 * 4_096 * 8)
      #expect((0..<total).allSatisfy { array[$0] == values[$0] })
      // Chunks of one slab follow one another in memory; a malloc chunk and a slab's need not.
      #expect(array.pointer(33 * 4_096) == array.pointer(32 * 4_096) + 4_096)
      array.removeAll()
      #expect(array.count == 0 && array.allocatedBytes == 0)
    }
  }
}
