/// The visited set of the breadth-first search: every state found, in the
/// order found (so a level of the search is a range of indices and the
/// frontier needs no queue), its parent, and an open-addressing hash table
/// of 32-bit indices. Storage is exact: two states are the same only if
/// every word is equal.
///
/// Memory per state: the packed words (8 bytes each), 4 bytes of parent
/// link, and 4 bytes per table slot at a load of at most 3/4.
final class StateStore: @unchecked Sendable {
  static let noParent = UInt32.max
  let wordCount: Int
  let states: ChunkedArray<UInt64>
  let parents = ChunkedArray<UInt32>()
  private var table: UnsafeMutablePointer<UInt32>
  private var capacity: Int
  private var mask: Int

  init(wordCount: Int, expectedStates: Int = 1 << 12) {
    self.wordCount = wordCount
    self.states = ChunkedArray(stride: wordCount)
    var capacity = 1 << 12
    while capacity * 3 / 4 < expectedStates { capacity <<= 1 }
    self.capacity = capacity
    self.mask = capacity - 1
    self.table = .allocate(capacity: capacity)
    table.initialize(repeating: 0, count: capacity)
  }

  deinit { table.deallocate() }

  var count: Int { states.count }

  var allocatedBytes: Int { states.allocatedBytes + parents.allocatedBytes + capacity * 4 }

  @inline(__always)
  static func hash(_ words: UnsafePointer<UInt64>, _ count: Int) -> Int {
    var h: UInt64 = 0x9E37_79B9_7F4A_7C15
    for i in 0..<count {
      h ^= words[i] &+ 0x9E37_79B9_7F4A_7C15 &+ (h << 6) &+ (h >> 2)
      h = (h ^ (h >> 31)) &* 0xBF58_476D_1CE4_E5B9
    }
    h = (h ^ (h >> 30)) &* 0xBF58_476D_1CE4_E5B9
    h = (h ^ (h >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int(truncatingIfNeeded: h ^ (h >> 31))
  }

  @inline(__always)
  private func equal(_ index: Int, _ words: UnsafePointer<UInt64>) -> Bool {
    let stored = states.pointer(index)
    for i in 0..<wordCount where stored[i] != words[i] { return false }
    return true
  }

  /// The index of the state, adding it (with its parent) if new.
  @inline(__always)
  func insert(_ words: UnsafePointer<UInt64>, parent: UInt32) -> (index: Int, isNew: Bool) {
    var slot = Self.hash(words, wordCount) & mask
    while true {
      let entry = table[slot]
      if entry == 0 { break }
      if equal(Int(entry) - 1, words) { return (Int(entry) - 1, false) }
      slot = (slot + 1) & mask
    }
    let index = states.append(words)
    _ = parents.append(parent)
    table[slot] = UInt32(index + 1)
    if (index + 1) * 4 > capacity * 3 { grow() }
    return (index, true)
  }

  func lookup(_ words: UnsafePointer<UInt64>) -> Int? {
    var slot = Self.hash(words, wordCount) & mask
    while true {
      let entry = table[slot]
      if entry == 0 { return nil }
      if equal(Int(entry) - 1, words) { return Int(entry) - 1 }
      slot = (slot + 1) & mask
    }
  }

  private func grow() {
    let newCapacity = capacity * 2
    let newTable = UnsafeMutablePointer<UInt32>.allocate(capacity: newCapacity)
    newTable.initialize(repeating: 0, count: newCapacity)
    let newMask = newCapacity - 1
    for index in 0..<states.count {
      var slot = Self.hash(states.pointer(index), wordCount) & newMask
      while newTable[slot] != 0 { slot = (slot + 1) & newMask }
      newTable[slot] = UInt32(index + 1)
    }
    table.deallocate()
    table = newTable
    capacity = newCapacity
    mask = newMask
  }
}
