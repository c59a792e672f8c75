/// The core engine's visited set: open addressing over the store's states,
/// each slot holding a state's index plus one (0: empty). Growing doubles
/// the slots and re-inserts the indices; the states stay where the store
/// keeps them.
struct CoreStateTable {
  private var slots: [UInt32]
  private var mask: Int
  private(set) var count = 0
  let wordCount: Int

  init(wordCount: Int, capacity: Int = 1024) {
    self.wordCount = wordCount
    let size = max(16, capacity.nextPowerOfTwo)
    slots = Array(repeating: 0, count: size)
    mask = size - 1
  }

  var bytes: Int { slots.count * MemoryLayout<UInt32>.stride }

  /// The state's index if it is stored, else where to put it.
  private func find(_ state: UnsafePointer<UInt64>, in store: StateStore) -> (index: Int?, slot: Int) {
    var slot = Int(truncatingIfNeeded: StateHash.hash(state, wordCount)) & mask
    while true {
      let entry = slots[slot]
      if entry == 0 { return (nil, slot) }
      let index = Int(entry) - 1
      let stored = store.states.pointer(index)
      var same = true
      for w in 0..<wordCount where stored[w] != state[w] {
        same = false
        break
      }
      if same { return (index, slot) }
      slot = (slot + 1) & mask
    }
  }

  /// The stored index of `state`, or nil.
  func index(of state: UnsafePointer<UInt64>, in store: StateStore) -> Int? { find(state, in: store).index }

  /// Records that the state at `index` of the store is stored (it is not yet).
  mutating func insert(_ index: Int, in store: StateStore) {
    if (count + 1) * 4 > slots.count * 3 { grow(store) }
    let (_, slot) = find(store.states.pointer(index), in: store)
    slots[slot] = UInt32(index + 1)
    count += 1
  }

  private mutating func grow(_ store: StateStore) {
    let old = slots
    slots = Array(repeating: 0, count: old.count * 2)
    mask = slots.count - 1
    for entry in old where entry != 0 {
      let (_, slot) = find(store.states.pointer(Int(entry) - 1), in: store)
      slots[slot] = entry
    }
  }
}

extension Int {
  fileprivate var nextPowerOfTwo: Int { self <= 1 ? 1 : 1 << (Int.bitWidth - (self - 1).leadingZeroBitCount) }
}
