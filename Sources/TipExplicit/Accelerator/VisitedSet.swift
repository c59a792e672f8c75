import CTipRuntime
import TipExplicitCore

/// One partition of the visited set: an open-addressing hash table of full
/// packed states (exact: two states are equal only if every word is). An
/// empty slot is marked by all ones in its first word when no state's first
/// word can be all ones, else by a one-bit-per-slot occupancy map. A plain value in unmanaged storage
/// (`PerPartition`), mutated in place by the one worker that owns it during
/// the insertion phase: no locks, atomics or reference counting.
///
/// When a state is one word of few bits, the table is a `DirectMap` instead:
/// the state is its own slot (a perfect hash, so still exact).
struct VisitedSet {
  let words: Int
  /// Set when the states are looked up by value (shared by all partitions:
  /// each partition touches only the bitmap words of its own states).
  let direct: DirectMap?
  /// States whose first word never uses all 64 bits mark empty slots with
  /// all ones there, so a probe touches one cache line (no occupancy map).
  let sentinel: Bool
  static let empty = UInt64.max
  private(set) var keys: UnsafeMutablePointer<UInt64>
  private(set) var occupied: UnsafeMutablePointer<UInt64>
  /// Per slot, the state's ordinal in this partition (kept for the state graph).
  private(set) var ordinals: UnsafeMutablePointer<UInt32>?
  private(set) var capacity: Int
  private(set) var mask: Int
  private(set) var count = 0

  /// `capacity` starts at 64 slots: the tables double as they fill, and a
  /// search makes 16 of them at its start and again at each way back from
  /// a compressed map, each filled with the empty marker. Small starting
  /// tables keep a tutorial-sized search from paying for slots it never
  /// uses, and reach half a direct map's size only when the states do, so
  /// the move to a direct map comes where its rule says.
  init(words: Int, keepOrdinals: Bool, sentinel: Bool, capacity: Int = 1 << 6, direct: DirectMap? = nil) {
    self.words = words
    self.sentinel = sentinel
    self.direct = direct
    // A direct map needs no table of its own (a token one keeps the fields plain).
    let capacity = direct == nil ? capacity : 64
    self.capacity = capacity
    self.mask = capacity - 1
    keys = Self.allocate(capacity * words)
    occupied = Self.allocate(max(1, capacity / 64))
    occupied.initialize(repeating: 0, count: max(1, capacity / 64))
    if sentinel { keys.initialize(repeating: Self.empty, count: capacity * words) }
    if keepOrdinals { ordinals = Self.allocate(capacity) }
  }

  func release() {
    tip_free(keys)
    tip_free(occupied)
    if let ordinals { tip_free(ordinals) }
  }

  /// Large tables live on huge pages where the system allows it.
  static func allocate<T>(_ count: Int) -> UnsafeMutablePointer<T> {
    guard let raw = tip_allocate(count * MemoryLayout<T>.stride) else {
      fatalError("out of memory allocating \(count * MemoryLayout<T>.stride) bytes")
    }
    return raw.bindMemory(to: T.self, capacity: count)
  }

  /// The bytes of this partition's own table (a shared `DirectMap` is counted once, by its owner).
  var allocatedBytes: Int {
    direct != nil ? 0 : capacity * (words * 8 + (ordinals == nil ? 0 : 4)) + (sentinel ? 0 : capacity / 8)
  }

  @inline(__always)
  func prefetch(_ key: UnsafePointer<UInt64>, hash: UInt64) {
    if let direct {
      tip_prefetch(direct.bits + Int(truncatingIfNeeded: key[0] &>> 6))
      return
    }
    let slot = Int(truncatingIfNeeded: hash) & mask
    tip_prefetch(keys + slot * words)
    if !sentinel { tip_prefetch(occupied + (slot >> 6)) }
  }

  /// Inserts the state if it is new. Returns whether it was, and its ordinal.
  @inline(__always)
  mutating func insert(_ key: UnsafePointer<UInt64>, hash: UInt64) -> (isNew: Bool, ordinal: UInt32) {
    if let direct {
      let value = Int(truncatingIfNeeded: key[0])
      guard direct.insert(value) else { return (false, direct.ordinals?[value] ?? 0) }
      let ordinal = UInt32(count)
      direct.ordinals?[value] = ordinal
      count += 1
      return (true, ordinal)
    }
    var slot = Int(truncatingIfNeeded: hash) & mask
    if sentinel && words == 1 {
      let value = key[0]
      while true {
        let stored = keys[slot]
        if stored == value { return (false, ordinals?[slot] ?? 0) }
        if stored == Self.empty {
          keys[slot] = value
          return (true, added(at: slot))
        }
        slot = (slot + 1) & mask
      }
    }
    if sentinel {
      while true {
        let stored = keys + slot * words
        if stored[0] == Self.empty {
          for w in 0..<words { stored[w] = key[w] }
          return (true, added(at: slot))
        }
        if isEqual(stored, key) { return (false, ordinals?[slot] ?? 0) }
        slot = (slot + 1) & mask
      }
    }
    while true {
      let bit = UInt64(1) << UInt64(slot & 63)
      if occupied[slot >> 6] & bit == 0 {
        occupied[slot >> 6] |= bit
        let stored = keys + slot * words
        for w in 0..<words { stored[w] = key[w] }
        return (true, added(at: slot))
      }
      if isEqual(keys + slot * words, key) { return (false, ordinals?[slot] ?? 0) }
      slot = (slot + 1) & mask
    }
  }

  @inline(__always)
  private func isEqual(_ stored: UnsafePointer<UInt64>, _ key: UnsafePointer<UInt64>) -> Bool {
    for w in 0..<words where stored[w] != key[w] { return false }
    return true
  }

  /// Counts a state just stored in `slot`; returns its ordinal.
  @inline(__always)
  private mutating func added(at slot: Int) -> UInt32 {
    let ordinal = UInt32(count)
    ordinals?[slot] = ordinal
    count += 1
    if count * 4 > capacity * 3 { grow() }
    return ordinal
  }

  private mutating func grow() {
    let oldKeys = keys
    let oldOccupied = occupied
    let oldOrdinals = ordinals
    let oldCapacity = capacity
    capacity *= 2
    mask = capacity - 1
    keys = Self.allocate(capacity * words)
    occupied = Self.allocate(max(1, capacity / 64))
    occupied.initialize(repeating: 0, count: max(1, capacity / 64))
    if oldOrdinals != nil { ordinals = Self.allocate(capacity) }
    if sentinel {
      keys.initialize(repeating: Self.empty, count: capacity * words)
      for old in 0..<oldCapacity where oldKeys[old * words] != Self.empty {
        let key = oldKeys + old * words
        var slot = Int(truncatingIfNeeded: StateHash.hash(key, words)) & mask
        while keys[slot * words] != Self.empty { slot = (slot + 1) & mask }
        (keys + slot * words).update(from: key, count: words)
        if let oldOrdinals { ordinals![slot] = oldOrdinals[old] }
      }
      tip_free(oldKeys)
      tip_free(oldOccupied)
      if let oldOrdinals { tip_free(oldOrdinals) }
      return
    }
    for old in 0..<oldCapacity where oldOccupied[old >> 6] & (UInt64(1) << UInt64(old & 63)) != 0 {
      let key = oldKeys + old * words
      var slot = Int(truncatingIfNeeded: StateHash.hash(key, words)) & mask
      while occupied[slot >> 6] & (UInt64(1) << UInt64(slot & 63)) != 0 { slot = (slot + 1) & mask }
      occupied[slot >> 6] |= UInt64(1) << UInt64(slot & 63)
      (keys + slot * words).update(from: key, count: words)
      if let oldOrdinals { ordinals![slot] = oldOrdinals[old] }
    }
    tip_free(oldKeys)
    tip_free(oldOccupied)
    if let oldOrdinals { tip_free(oldOrdinals) }
  }
}

/// The visited set of states that are one word of few bits, addressed by
/// value: one bit per possible state, so an insertion is one test-and-set,
/// with no hashing, probing, comparing or growing, and still exact (a
/// perfect hash). Zeroed lazily from 1 MiB (`tip_allocate_zeroed_lines`):
/// untouched pages cost nothing.
///
/// A search starts with one of at most 128 KiB (`eagerBits`), and
/// otherwise moves to one once its hash tables take
/// half the map's size (`Search`): the visited set is never much larger
/// than the tables would have been. With the state graph, a 4-byte ordinal
/// per possible state comes too, so only small maps are used there, and
/// only from the start.
struct DirectMap: @unchecked Sendable {
  /// Used from the start up to this width: a 128 KiB bitmap (its untouched
  /// pages cost nothing, and a model this narrow fills that much soon).
  static let eagerBits = 20
  /// With the state graph: 64 Ki ordinals, 256 KiB (the initial tables'
  /// slots and ordinals took 192 KiB at 1,024 slots).
  static let eagerBitsWithOrdinals = 16
  /// Never wider: a 512 MiB bitmap.
  static let maxBits = 32
  let stateBits: Int
  let bits: UnsafeMutablePointer<UInt64>
  /// Whether `bits` is mapped shared (`allocateBitmap`).
  let sharedPages: Bool
  let ordinals: UnsafeMutablePointer<UInt32>?

  /// `sharedPages`: the search runs on several threads
  /// (`tip_allocate_zeroed_lines`).
  init(stateBits: Int, keepOrdinals: Bool, sharedPages: Bool) {
    self.stateBits = stateBits
    self.sharedPages = sharedPages
    bits = Self.allocateBitmap(bits: stateBits, sharedPages: sharedPages)
    ordinals = keepOrdinals ? VisitedSet.allocate(1 << stateBits) : nil
  }

  static func bitmapBytes(_ stateBits: Int) -> Int { max(8, (1 << stateBits) / 8) }

  /// A zeroed bitmap of one bit per value of `bits` bits, on 128-byte lines
  /// (`tip_allocate_zeroed_lines`; free with `tip_free_lines`): this map's,
  /// a `CompressedMap`'s over its keys, and a `DuplicateFilter`'s. Tested
  /// before it is set, so a search on several threads asks for
  /// `sharedPages`: on Linux, no page is the kernel's zero page to be
  /// replaced at its first write while the other core is interrupted.
  static func allocateBitmap(bits: Int, sharedPages: Bool) -> UnsafeMutablePointer<UInt64> {
    let bytes = bitmapBytes(bits)
    guard let raw = tip_allocate_zeroed_lines(bytes, sharedPages) else {
      fatalError("out of memory allocating a \(bytes)-byte visited bitmap")
    }
    return raw.bindMemory(to: UInt64.self, capacity: bytes / 8)
  }

  /// Sets `value`'s bit; returns whether it was clear. Not atomic: each
  /// 128-byte block has one writer (`hash`).
  @inline(__always)
  static func testAndSet(_ value: UInt64, in bitmap: UnsafeMutablePointer<UInt64>) -> Bool {
    let word = bitmap + Int(truncatingIfNeeded: value &>> 6)
    let bit = UInt64(1) &<< (value & 63)
    if word.pointee & bit != 0 { return false }
    word.pointee |= bit
    return true
  }

  @inline(__always)
  static func isSet(_ value: UInt64, in bitmap: UnsafeMutablePointer<UInt64>) -> Bool {
    bitmap[Int(truncatingIfNeeded: value &>> 6)] & (1 &<< (value & 63)) != 0
  }

  var allocatedBytes: Int { Self.bitmapBytes(stateBits) + (ordinals == nil ? 0 : 4 << stateBits) }

  func release() {
    tip_free_lines(bits)
    if let ordinals { tip_free(ordinals) }
  }

  /// Marks the state seen; returns whether it was new.
  @inline(__always)
  func insert(_ value: Int) -> Bool {
    Self.testAndSet(UInt64(truncatingIfNeeded: value), in: bits)
  }

  /// Partitions by 128-byte blocks of the bitmap (1,024 states): states
  /// sharing a block belong to one partition, so two owners never write one
  /// word, nor one cache line or the pair of lines the adjacent-line
  /// prefetcher loads together (false sharing).
  @inline(__always)
  static func hash(_ value: UInt64) -> UInt64 {
    var block = value &>> 10
    return StateHash.hash(&block, 1)
  }
}

/// A fixed number of values in unmanaged memory, one per partition: unlike
/// a Swift array, its elements can be mutated from different threads (one
/// thread per element) without touching shared bookkeeping. Each element
/// has its own 128-byte-aligned block (two cache lines, so neither false
/// sharing nor the adjacent-line prefetcher couples two threads' elements:
/// partition p and p + 1 belong to different threads, and each updates its
/// counts on every state).
struct PerPartition<Element>: @unchecked Sendable {
  static var blockSize: Int { (MemoryLayout<Element>.stride + 127) / 128 * 128 }
  let base: UnsafeMutableRawPointer
  let count: Int

  init(count: Int, _ make: () -> Element) {
    self.count = count
    base = .allocate(byteCount: max(1, count) * Self.blockSize, alignment: 128)
    for index in 0..<count { element(index).initialize(to: make()) }
  }

  @inline(__always)
  private func element(_ index: Int) -> UnsafeMutablePointer<Element> {
    (base + index * Self.blockSize).assumingMemoryBound(to: Element.self)
  }

  func release() {
    for index in 0..<count { element(index).deinitialize(count: 1) }
    base.deallocate()
  }

  @inline(__always)
  subscript(index: Int) -> Element {
    get { element(index).pointee }
    nonmutating _modify { yield &element(index).pointee }
  }

  var indices: Range<Int> { 0..<count }
}
