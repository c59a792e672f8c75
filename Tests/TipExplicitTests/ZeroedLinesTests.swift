import CTipRuntime
import Foundation
#if os(Linux) && canImport(Glibc)
  import Glibc
#endif
import Testing

/// `tip_allocate_zeroed_lines`, which every bitmap and memo table comes
/// from: below 1 MiB from calloc, from there mapped on its own. Either
/// way a block is zeroed, 128-byte aligned and freed by `tip_free_lines`,
/// and a block allocated where a dirtied one was freed is zeroed again.
@Suite("Explicit engine: zeroed, line-aligned blocks")
struct ZeroedLinesTests {
  /// Sizes on both sides of the mapping threshold, and odd ones.
  static let sizes = [1, 8, 200, 4_096, 65_536, (1 << 20) - 1, 1 << 20, (1 << 20) + 1, (1 << 22) + 24]

  @Test(
    "Every block is zeroed and aligned, and stays zeroed after dirty blocks of its size were freed",
    arguments: sizes, [false, true])
  func zeroedAndAligned(bytes: Int, shared: Bool) throws {
    for round in 0..<3 {
      let raw = try #require(tip_allocate_zeroed_lines(bytes, shared))
      #expect(Int(bitPattern: raw) % 128 == 0)
      let block = raw.bindMemory(to: UInt8.self, capacity: bytes)
      // Every byte is read: a first page or a tail left dirty would show.
      var nonzero = 0
      for i in 0..<bytes where block[i] != 0 { nonzero += 1 }
      #expect(nonzero == 0, "round \(round): \(nonzero) of \(bytes) bytes not zero")
      // Dirty all of it, so that a block reusing this memory would show it.
      for i in 0..<bytes { block[i] = 0xA5 }
      tip_free_lines(raw)
    }
  }

  @Test(
    "Blocks stay zeroed where they reuse the memory of a larger dirty block freed before them", arguments: [false, true])
  func smallerAfterLarger(shared: Bool) throws {
    let large = try #require(tip_allocate_zeroed_lines(8 << 20, shared))
    large.bindMemory(to: UInt8.self, capacity: 8 << 20).update(repeating: 0x5A, count: 8 << 20)
    tip_free_lines(large)
    for bytes in [1 << 20, 3 << 20, 256 << 10] {
      let raw = try #require(tip_allocate_zeroed_lines(bytes, shared))
      let words = raw.bindMemory(to: UInt64.self, capacity: bytes / 8)
      var nonzero = 0
      for i in 0..<(bytes / 8) where words[i] != 0 { nonzero += 1 }
      #expect(nonzero == 0)
      words.update(repeating: ~0, count: bytes / 8)
      tip_free_lines(raw)
    }
  }

  @Test(
    "From 1 MiB a block is mapped on its own (its pages untouched until written), below it comes from calloc",
    arguments: [false, true])
  func mappedFromOneMiB(shared: Bool) throws {
    #if os(Linux) || os(macOS)
      for (bytes, mapped) in [(4_096, false), ((1 << 20) - 1, false), (1 << 20, true), (64 << 20, true)] {
        let raw = try #require(tip_allocate_zeroed_lines(bytes, shared))
        #expect((tip_lines_are_mapped(raw) != 0) == mapped, "\(bytes) bytes")
        tip_free_lines(raw)
      }
    #endif
  }

  /// Why a search on several threads asks for shared blocks: on Linux a
  /// private page read first is the kernel's zero page, and its first
  /// write faults again (and, beside another running thread, interrupts
  /// that thread's core). A shared block's page faults once, at its first
  /// read, and is writable from then on. Counted in this thread's minor
  /// faults (`RUSAGE_THREAD`), so tests running beside it do not count.
  @Test("On Linux a shared block's page read before it is written faults once, not twice")
  func sharedPageFaultsOnce() throws {
    #if os(Linux) && canImport(Glibc)
      let pages = 1_024
      let bytes = pages * 4_096
      let raw = try #require(tip_allocate_zeroed_lines(bytes, true))
      defer { tip_free_lines(raw) }
      #expect(tip_lines_are_mapped(raw) != 0)
      let block = raw.bindMemory(to: UInt8.self, capacity: bytes)
      let before = try Self.minorFaults()
      var sum = 0
      for page in 0..<pages { sum &+= Int(block[page * 4_096]) }
      let afterReads = try Self.minorFaults()
      for page in 0..<pages { block[page * 4_096] = 1 }
      let afterWrites = try Self.minorFaults()
      #expect(sum == 0)
      // The reads did fault (at least once per 2 MiB, were the block on huge
      // pages), so the count is real; at most once per page.
      #expect(afterReads - before >= pages / 512, "reads faulted \(afterReads - before) times")
      #expect(afterReads - before <= pages + 8, "reads faulted \(afterReads - before) times")
      #expect(afterWrites - afterReads <= 8, "writes after reads faulted \(afterWrites - afterReads) times")
    #endif
  }

  /// A shared block stays on 4 KiB pages where the host would back shared
  /// memory with huge ones: the kernel lists the mapping with `nh`
  /// (`MADV_NOHUGEPAGE`) in `/proc/self/smaps`. A private block is left to
  /// the system's setting, as measured.
  @Test("On Linux a shared block is advised off huge pages, a private one is not", arguments: [false, true])
  func sharedBlockAdvisedOffHugePages(shared: Bool) throws {
    #if os(Linux)
      let raw = try #require(tip_allocate_zeroed_lines(4 << 20, shared))
      defer { tip_free_lines(raw) }
      let flags = try #require(try Self.mappingFlags(containing: UInt(bitPattern: raw)), "no mapping holds the block")
      #expect(flags.contains("nh") == shared, "VmFlags: \(flags.joined(separator: " "))")
      // A shared mapping is what the kernel lists as shared ("sh").
      #expect(flags.contains("sh") == shared, "VmFlags: \(flags.joined(separator: " "))")
    #endif
  }

  #if os(Linux)
    /// The `VmFlags` of the mapping of this process that holds `address`.
    static func mappingFlags(containing address: UInt) throws -> [String]? {
      // Read to the end: `String(contentsOfFile:)` stops at the first read
      // of a file whose size the kernel gives as 0.
      let file = try #require(FileHandle(forReadingAtPath: "/proc/self/smaps"))
      defer { try? file.close() }
      let smaps = String(decoding: try file.readToEnd() ?? Data(), as: UTF8.self)
      var inside = false
      for line in smaps.split(separator: "\n") {
        let fields = line.split(separator: " ", omittingEmptySubsequences: true)
        guard let first = fields.first else { continue }
        if first.hasSuffix(":") {
          if inside, first == "VmFlags:" { return fields.dropFirst().map(String.init) }
          continue
        }
        let bounds = first.split(separator: "-")
        if bounds.count == 2, let start = UInt(bounds[0], radix: 16), let end = UInt(bounds[1], radix: 16) {
          inside = start <= address && address < end
        }
      }
      return nil
    }
  #endif

  /// What a shared request below 1 MiB relies on: a page written by
  /// `tip_write_each_page` is no zero page, so a read and a write after it
  /// fault no more, where the same fresh pages unwritten fault at the read
  /// and again at the write. Fresh pages come from a private block of 1 MiB
  /// or more, mapped on its own.
  @Test("On Linux pages written once by tip_write_each_page fault no more when read, then written")
  func pagesWrittenOnceFaultNoMore() throws {
    #if os(Linux) && canImport(Glibc)
      let pages = 512
      let bytes = pages * 4_096
      for written in [false, true] {
        let raw = try #require(tip_allocate_zeroed_lines(bytes, false))
        defer { tip_free_lines(raw) }
        try #require(tip_lines_are_mapped(raw) != 0, "a block of 2 MiB is mapped fresh")
        if written { tip_write_each_page(raw, bytes) }
        let block = raw.bindMemory(to: UInt8.self, capacity: bytes)
        let before = try Self.minorFaults()
        var sum = 0
        for page in 0..<pages { sum &+= Int(block[page * 4_096]) }
        for page in 0..<pages { block[page * 4_096] = 1 }
        let faults = try Self.minorFaults() - before
        #expect(sum == 0)
        if written {
          #expect(faults <= 8, "written pages faulted \(faults) times")
        } else {
          #expect(faults >= pages, "fresh pages faulted only \(faults) times")
        }
      }
    #endif
  }

  /// A shared request from 64 KiB below 1 MiB comes back with every page
  /// resident (`mincore`), written once; a smaller one is left as calloc
  /// gave it. glibc's threshold for mapping a block on its own is pinned at
  /// 128 KiB, so that calloc's block is often fresh pages, none resident;
  /// a freed block of the heap, which calloc clears by writing, is
  /// resident either way. (With the writes taken out, this test failed in
  /// two of four runs of the suite alone; `pagesWrittenOnceFaultNoMore`
  /// checks the writes themselves on pages that are always fresh.)
  @Test("On Linux a shared block from 64 KiB below 1 MiB is resident when returned")
  func sharedBlockBelowOneMiBResident() throws {
    #if os(Linux) && canImport(Glibc)
      try #require(tip_pin_mmap_threshold(128 << 10) == 1)
      for bytes in [64 << 10, 512 << 10, (1 << 20) - 1] {
        let raw = try #require(tip_allocate_zeroed_lines(bytes, true))
        defer { tip_free_lines(raw) }
        #expect(tip_lines_are_mapped(raw) == 0)
        let resident = try Self.residentPages(raw, bytes)
        #expect(resident.count == resident.total, "\(bytes) bytes: \(resident.count) of \(resident.total) pages resident")
      }
    #endif
  }

  #if os(Linux) && canImport(Glibc)
    /// How many of the pages spanning `bytes` from `pointer` are resident.
    static func residentPages(_ pointer: UnsafeMutableRawPointer, _ bytes: Int) throws -> (count: Int, total: Int) {
      let start = Int(bitPattern: pointer) & ~4_095
      let end = (Int(bitPattern: pointer) + bytes + 4_095) & ~4_095
      let total = (end - start) / 4_096
      var vector = [UInt8](repeating: 0, count: total)
      try #require(mincore(UnsafeMutableRawPointer(bitPattern: start), end - start, &vector) == 0, "mincore")
      return (vector.filter { $0 & 1 != 0 }.count, total)
    }

    /// This thread's minor page faults so far.
    static func minorFaults() throws -> Int {
      var usage = rusage()
      // RUSAGE_THREAD (1), which Glibc's module leaves out (it needs _GNU_SOURCE).
      try #require(getrusage(__rusage_who_t(1), &usage) == 0, "getrusage(RUSAGE_THREAD)")
      return usage.ru_minflt
    }
  #endif

  @Test("tip_free_lines accepts nil")
  func freeNil() {
    tip_free_lines(nil)
    #expect(tip_lines_are_mapped(nil) == 0)
  }
}
