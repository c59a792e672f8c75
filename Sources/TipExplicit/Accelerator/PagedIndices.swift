import CTipRuntime
import TipExplicitCore

/// A state index per key, for a `CompressedMap` with the state graph: a
/// directory of pages of 4,096 indices (16 KiB), each page allocated when
/// a key in it is first written. Keys of visited states are spread over
/// a space far larger than the states (9 ordered groups of 4: 1.95
/// million states among 2^27 keys), so a flat array would be mostly
/// untouched, and counting it whole would stop a search at its memory
/// limit for memory it never used; pages make what is counted what is
/// held. A plain pointer, so a worker reads it without reference counting.
///
/// Written only between phases (the merge); read during expansion, and
/// only for keys whose bit is set (their page exists).
struct PagedIndices: @unchecked Sendable {
  static let pageBits = 12
  static let pageEntries = 1 << pageBits
  static let pageBytes = pageEntries * MemoryLayout<UInt32>.stride

  let directory: UnsafeMutablePointer<UnsafeMutablePointer<UInt32>?>
  let pageCount: Int
  /// Pages allocated so far (shared by copies: kept in the directory's own allocation).
  private let allocated: UnsafeMutablePointer<Int>

  init(keyBits: Int) {
    pageCount = Self.pageCount(keyBits: keyBits)
    directory = .allocate(capacity: pageCount)
    directory.initialize(repeating: nil, count: pageCount)
    allocated = .allocate(capacity: 1)
    allocated.initialize(to: 0)
  }

  func release() {
    for page in 0..<pageCount { if let entries = directory[page] { entries.deallocate() } }
    directory.deallocate()
    allocated.deallocate()
  }

  static func pageCount(keyBits: Int) -> Int { max(1, (1 << keyBits) >> pageBits) }

  /// The directory's bytes: what the indices take before any is written.
  static func directoryBytes(keyBits: Int) -> Int {
    pageCount(keyBits: keyBits) * MemoryLayout<UnsafeMutablePointer<UInt32>?>.stride
  }

  /// The directory and the pages allocated.
  var allocatedBytes: Int {
    pageCount * MemoryLayout<UnsafeMutablePointer<UInt32>?>.stride + allocated.pointee * Self.pageBytes
  }

  /// The index of a key written before.
  @inline(__always)
  subscript(key: UInt64) -> UInt32 {
    Self.entry(directory, key).pointee
  }

  /// Where a written key's index is (to read or prefetch it).
  @inline(__always)
  static func entry(_ directory: UnsafeMutablePointer<UnsafeMutablePointer<UInt32>?>, _ key: UInt64) -> UnsafeMutablePointer<UInt32> {
    directory[Int(truncatingIfNeeded: key &>> UInt64(pageBits))].unsafelyUnwrapped
      + Int(truncatingIfNeeded: key & UInt64(pageEntries - 1))
  }

  /// Records a key's index, allocating its page if it is the page's first.
  func set(_ key: UInt64, _ index: UInt32) {
    let page = Int(truncatingIfNeeded: key &>> UInt64(Self.pageBits))
    if directory[page] == nil {
      directory[page] = .allocate(capacity: Self.pageEntries)
      allocated.pointee += 1
    }
    directory[page].unsafelyUnwrapped[Int(truncatingIfNeeded: key & UInt64(Self.pageEntries - 1))] = index
  }
}
