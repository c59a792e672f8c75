import CTipRuntime
import TipExplicitCore

/// A visited set of one bit per possible *key*, where a state's key is the
/// concatenation of its components' codes (`StateComponents`,
/// `ComponentCoder`): each distinct value a component takes gets the next
/// small code, so a counter tip whose five bits reach seven values takes
/// three bits of key, and 8 counters (40 bits of state) a 24-bit key, a
/// 2 MiB bitmap. The idea is SPIN's collapse compression (`-DCOLLAPSE`),
/// kept exact: codes are a bijection, so two states share a key only if
/// they are equal.
///
/// Codes are handed out in a fixed order, so the map is the same for any
/// number of threads: a state with a value not coded yet is certainly new;
/// it waits in its partition's hash table until the merge, which codes new
/// values in store order (`Search`). A component with more values than its
/// bits hold widens, and the bitmap is rebuilt from the stored states; once
/// the key would pass `maxBits`, the search goes back to hash tables.
///
/// With the state graph (`no-deadlock`), the map also keeps each visited
/// key's state index (`PagedIndices`: pages of 4,096 allocated where keys
/// land): an edge to a state found in an earlier chunk is resolved while
/// expanding, by a lookup, and the rest after the merge.
///
/// Threads: during insertion each owner tests and sets the bits of its own
/// partitions' bitmap blocks (`partitionHash`); the code tables, the
/// layout and the indices change only between phases.
final class CompressedMap: @unchecked Sendable {
  let coder: ComponentCoder
  let maxBits: Int
  /// Whether `indices` is kept (for the state graph).
  let keepsIndices: Bool
  /// With `keepsIndices`: per key whose bit is set, its state's index in
  /// the store (other entries are never read, so never initialized).
  @exclusivity(unchecked) private(set) var indices: PagedIndices?
  /// Values coded per component.
  private var valueCounts: [Int]
  /// Bits the current key layout gives each component.
  private var keyBits: [Int]
  @exclusivity(unchecked) private(set) var bitmap: UnsafeMutablePointer<UInt64>?
  /// Each stored state's key, by store index (4 bytes per state; keys
  /// have at most `DirectMap.maxBits` bits). The expansion reads its
  /// state's key here, where working it out from the state's components
  /// took a tenth of 6 counters' search, and a successor's key follows
  /// from it (`ComponentCoder.key(_:parent:parentKey:)`). `layOut` writes
  /// every stored state's; the merge writes a new state's, the one its
  /// insertion knew or, for a state with a value not coded yet, the one
  /// `Search.codeNewValues` works out. Read by workers during expansion;
  /// written between phases, and by the merge's parallel copy, each owner
  /// its own partitions' range. A placeholder for a state not coded yet
  /// (all ones, a valid 32-bit key) is always overwritten by
  /// `codeNewValues` before any read (a debug assertion checks it).
  let stateKeys = ChunkedArray<UInt32>()
  private(set) var totalBits = 0

  /// Whether the bitmap's pages are shared (`DirectMap.allocateBitmap`).
  let sharedPages: Bool

  init(components: StateComponents, words: Int, maxBits: Int, keepsIndices: Bool = false, sharedPages: Bool) {
    coder = ComponentCoder(components: components, words: words)
    self.sharedPages = sharedPages
    // `stateKeys` holds 32 bits per key, as wide as a bitmap may be.
    self.maxBits = min(maxBits, DirectMap.maxBits)
    self.keepsIndices = keepsIndices
    valueCounts = Array(repeating: 0, count: components.count)
    keyBits = Array(repeating: 0, count: components.count)
  }

  deinit {
    coder.release()
    if let bitmap { tip_free_lines(bitmap) }
    indices?.release()
  }

  var allocatedBytes: Int {
    coder.allocatedBytes + (bitmap == nil ? 0 : DirectMap.bitmapBytes(totalBits)) + (indices?.allocatedBytes ?? 0)
      + stateKeys.allocatedBytes
  }

  /// What a layout for keys of `bits` bits takes with `states` states
  /// stored: the bitmap, their keys, and the indices' directory if kept
  /// (their pages come with the states, 4 bytes per state where keys are dense).
  func mapBytes(bits: Int, states: Int) -> Int {
    DirectMap.bitmapBytes(bits) + MemoryLayout<UInt32>.stride * states
      + (keepsIndices ? PagedIndices.directoryBytes(keyBits: bits) : 0)
  }

  /// Bits a layout needs: just room for each component's codes (a
  /// component with one value takes none). A component that gains a value
  /// past a power of two widens the key and the bitmap is rebuilt (one pass
  /// over the stored states), but that happens a few times per component,
  /// mostly early; a spare bit per component would double the bitmap once
  /// per component: 8 groups of 3 would take 24 bits, not 16.
  var neededBits: Int {
    valueCounts.reduce(0) { $0 + Self.bits(for: $1) }
  }

  private static func bits(for values: Int) -> Int { values <= 1 ? 0 : 64 - UInt64(values - 1).leadingZeroBitCount }

  /// The hash whose top bits place a successor in a partition: a resolved
  /// key's bitmap block, as for the direct map's states (`DirectMap.hash`),
  /// so no two owners write one word or cache line and an insertion is a
  /// plain test-and-set; a state with a value not coded yet by its own hash,
  /// as with hash tables. (Partitioned by the state's own hash throughout,
  /// with an atomic OR, two owners wrote all over one another's lines, and
  /// two threads were barely faster than one.)
  @inline(__always)
  static func partitionHash(key: UInt64, state: UnsafePointer<UInt64>, words: Int) -> UInt64 {
    key != ComponentCoder.unresolved ? DirectMap.hash(key) : StateHash.hash(state, words)
  }

  /// Codes every value of the state not coded yet (between phases only).
  /// Returns whether some component now has more codes than its bits in
  /// the current layout hold (then `layOut` must run before the next key).
  @discardableResult
  func code(_ state: UnsafePointer<UInt64>) -> Bool {
    var outgrown = false
    for c in 0..<coder.componentCount {
      let slot = coder.codeSlot(coder.components + c, state)
      guard slot.pointee == ComponentCoder.uncoded else { continue }
      // A table has at most 2^16 entries (`StateComponents`), so a code stays below the marker.
      slot.pointee = UInt16(valueCounts[c])
      valueCounts[c] += 1
      if valueCounts[c] > 1 << keyBits[c] { outgrown = true }
    }
    return outgrown
  }

  /// Gives each component the bits its codes need,
  /// allocates the bitmap, and marks every state in `store` (all coded),
  /// with its index if indices are kept, and writes each one's key.
  /// Returns false, leaving no bitmap, when the key would pass `maxBits`.
  func layOut(marking store: StateStore) -> Bool {
    if let bitmap { tip_free_lines(bitmap) }
    indices?.release()
    bitmap = nil
    indices = nil
    guard neededBits <= maxBits else { return false }
    var shift = 0
    for c in 0..<coder.componentCount {
      keyBits[c] = Self.bits(for: valueCounts[c])
      coder.components[c].keyShift = UInt64(shift)
      coder.components[c].keyMask = ((1 << UInt64(keyBits[c])) - 1) << UInt64(shift)
      shift += keyBits[c]
    }
    totalBits = shift
    let map = DirectMap.allocateBitmap(bits: totalBits, sharedPages: sharedPages)
    bitmap = map
    indices = keepsIndices ? PagedIndices(keyBits: totalBits) : nil
    if stateKeys.count < store.count { stateKeys.extend(by: store.count - stateKeys.count) }
    // Each stored state's key, once, for its bit, its index and the expansion.
    for index in 0..<store.count {
      let key = coder.key(UnsafePointer(store.states.pointer(index)))
      _ = DirectMap.testAndSet(key, in: map)
      indices?.set(key, UInt32(index))
      stateKeys.pointer(index).pointee = UInt32(truncatingIfNeeded: key)
    }
    return true
  }

  /// Records a stored state's index under its key (its bit is set).
  @inline(__always)
  func setIndex(_ key: UInt64, _ index: Int) { indices?.set(key, UInt32(index)) }

  /// The index of a stored state (every state's values are coded once
  /// stored), with indices kept.
  func index(of state: UnsafePointer<UInt64>) -> Int {
    let key = coder.key(state)
    guard let indices, key != ComponentCoder.unresolved else {
      preconditionFailure("a stored state without a key or an index")
    }
    return Int(indices[key])
  }
}
