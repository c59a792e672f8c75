import CTipRuntime
import Foundation
import Testing

@testable import TipExplicit
@testable import TipExplicitCore

#if os(Linux) && canImport(Glibc)
  import Glibc
#endif

/// Faulting in the store's next pages during the expansion
/// (`tip_prefault_pages`, `PagesAhead`): the pages faulted in ahead take no
/// fault when the merge's copy first writes them, and what was stored
/// before stays as it was. Counted with this thread's minor faults, which
/// only Linux reports per thread.
@Suite("Explicit engine: pages faulted in ahead of the copy")
struct PagesAheadTests {
  #if os(Linux) && canImport(Glibc)
    static let pageSize = ZeroedLinesTests.pageSize
  #endif

  @Test("Fresh mapped pages fault once each when first written, and not at all once faulted in ahead")
  func prefaultedPagesFaultNoMore() throws {
    #if os(Linux) && canImport(Glibc)
      let pages = 64
      let bytes = pages * Self.pageSize
      let plain = try #require(tip_map_pages(bytes))
      defer { tip_unmap_pages(plain, bytes) }
      #expect(try ZeroedLinesTests.faultsWriting(plain, pages: pages) >= pages - 4)
      let ahead = try #require(tip_map_pages(bytes))
      defer { tip_unmap_pages(ahead, bytes) }
      tip_prefault_pages(ahead, ahead + bytes)
      #expect(try ZeroedLinesTests.faultsWriting(ahead, pages: pages) <= 2)
      // Still zero: faulting in writes nothing a reader would see.
      let words = ahead.bindMemory(to: UInt64.self, capacity: bytes / 8)
      #expect((0..<(bytes / 8)).allSatisfy { $0 % (Self.pageSize / 8) == 0 || words[$0] == 0 })
    #endif
  }

  @Test("Only whole pages within the range are faulted in: a page partly written before it keeps its bytes")
  func partialPagesLeftAlone() throws {
    #if os(Linux) && canImport(Glibc)
      let pages = 8
      let bytes = pages * Self.pageSize
      let block = try #require(tip_map_pages(bytes))
      defer { tip_unmap_pages(block, bytes) }
      // The first page and a half written, the range starting halfway through the second page.
      let written = Self.pageSize + Self.pageSize / 2
      block.initializeMemory(as: UInt8.self, repeating: 0xA5, count: written)
      tip_prefault_pages(block + written, block + bytes - Self.pageSize / 2)
      let bytesOfBlock = block.bindMemory(to: UInt8.self, capacity: bytes)
      #expect((0..<written).allSatisfy { bytesOfBlock[$0] == 0xA5 })
      #expect((written..<bytes).allSatisfy { bytesOfBlock[$0] == 0 })
      // Pages 2...6 were faulted in; the last, only half in the range, was not.
      #expect(try ZeroedLinesTests.faultsWriting(block + 2 * Self.pageSize, pages: 5) <= 1)
      #expect(try ZeroedLinesTests.faultsWriting(block + 7 * Self.pageSize, pages: 1) == 1)
    #endif
  }

  @Test("Faulted in by writing, only the first byte of each whole page within the range is written")
  func byWriting() throws {
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    let bytes = 4 * page
    let block = try #require(tip_map_pages(bytes))
    defer { tip_unmap_pages(block, bytes) }
    block.initializeMemory(as: UInt8.self, repeating: 0xA5, count: bytes)
    // Whole pages within it: pages 1 and 2 only.
    tip_prefault_pages_by_writing(block + page / 2, block + 3 * page + page / 2)
    let bytesOfBlock = block.bindMemory(to: UInt8.self, capacity: bytes)
    let zeroed = (0..<bytes).filter { bytesOfBlock[$0] != 0xA5 }
    #expect(zeroed == [page, 2 * page])
    #expect(bytesOfBlock[page] == 0 && bytesOfBlock[2 * page] == 0)
    // A range holding no whole page writes nothing.
    tip_prefault_pages_by_writing(block + 3 * page + 1, block + 4 * page - 1)
    #expect(bytesOfBlock[3 * page + 1] == 0xA5)
  }

  @Test("A store's next states land on pages faulted in ahead, their words, parents and keys listed once; too few states expected, none")
  func storePagesAhead() throws {
    let store = StateStore(wordCount: 1)
    // Past the first 1 MiB of states (32 chunks of 4,096 one-word states,
    // from malloc, whose pages may be warm): the next chunks come from a
    // slab, untouched.
    let stored = 32 * 4_096 + 100
    store.extend(by: stored)
    for index in 0..<stored { store.states.pointer(index).pointee = 7 }
    let ahead = PagesAhead()
    ahead.prepare(store: store, keys: nil, expected: PagesAhead.minimumStates - 1)
    #expect(ahead.listedBytes == 0)
    // 20,000 states: their words, parents and keys.
    let keys = ChunkedArray<UInt32>()
    keys.extend(by: stored)
    ahead.prepare(store: store, keys: keys, expected: 20_000)
    #expect(ahead.listedBytes == 20_000 * (8 + 4 + 4))
    #if os(Linux) && canImport(Glibc)
      ahead.faultIn()
      store.extend(by: 20_000)
      // Chunks 33...35 of the states' first slab, wholly in the range: the whole pages among them.
      let from = (Int(bitPattern: store.states.pointer(33 * 4_096)) + Self.pageSize - 1) / Self.pageSize * Self.pageSize
      let to = Int(bitPattern: store.states.pointer(35 * 4_096)) + 4_096 * 8
      let pages = (to - from) / Self.pageSize
      #expect(pages >= 1)
      let faults = try ZeroedLinesTests.faultsWriting(try #require(UnsafeMutableRawPointer(bitPattern: from)), pages: pages)
      #expect(faults <= 1)
    #else
      ahead.faultIn()
      store.extend(by: 20_000)
    #endif
    // What was stored stays.
    #expect((0..<stored).allSatisfy { store.states.pointer($0).pointee == 7 })
  }
}
