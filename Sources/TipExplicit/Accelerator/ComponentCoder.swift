import TipExplicitCore
/// Turns a state into its `CompressedMap` key: each component's raw value
/// (its fields' bits, gathered) looked up in the component's code table,
/// the codes side by side. Plain pointers into memory its map owns, so a
/// worker holds a copy without reference counting (a shared object's count,
/// touched per successor by two threads, costs more than the lookup).
struct ComponentCoder: @unchecked Sendable {
  /// A key for a state with a value not coded yet.
  static let unresolved = UInt64.max
  static let uncoded = UInt16.max

  /// What a key lookup reads of one component, together in 32 bytes.
  struct Component {
    /// Its parts in `parts`.
    var partStart: Int32
    var partEnd: Int32
    /// Its code table's offset in `codes` (2^rawBits entries).
    var tableOffset: Int
    /// Where its code sits in the key, and its bits there (set by the
    /// map's layout, between phases).
    var keyShift: UInt64
    var keyMask: UInt64
  }

  /// Per bit of the state: the component holding it, and that component's
  /// bits in the same word.
  struct Bit {
    var component: Int
    var bitsInWord: UInt64
  }

  let componentCount: Int
  let words: Int
  let components: UnsafeMutablePointer<Component>
  let parts: UnsafeMutablePointer<StateComponents.Part>
  let codes: UnsafeMutablePointer<UInt16>
  let tableEntries: Int
  let partCount: Int
  /// Word × 64 + bit (a bit of no field stands for itself, so a loop
  /// clearing changed bits always ends; no such bit ever changes).
  let bits: UnsafeMutablePointer<Bit>

  init(components grouping: StateComponents, words: Int) {
    componentCount = grouping.count
    self.words = words
    partCount = grouping.parts.reduce(0) { $0 + $1.count }
    parts = .allocate(capacity: max(1, partCount))
    components = .allocate(capacity: max(1, componentCount))
    bits = .allocate(capacity: words * 64)
    for bit in 0..<words * 64 { bits[bit] = Bit(component: 0, bitsInWord: 1 << UInt64(bit % 64)) }
    var next = 0
    var offset = 0
    for c in 0..<componentCount {
      let start = next
      for part in grouping.parts[c] {
        parts[next] = part
        next += 1
      }
      components[c] = Component(
        partStart: Int32(start), partEnd: Int32(next), tableOffset: offset, keyShift: 0, keyMask: 0)
      offset += 1 << grouping.rawBits[c]
      for word in 0..<words {
        let mask = grouping.parts[c].filter { $0.word == word }.reduce(UInt64(0)) { $0 | $1.mask << $1.shift }
        for bit in 0..<64 where mask & (1 << UInt64(bit)) != 0 {
          bits[word * 64 + bit] = Bit(component: c, bitsInWord: mask)
        }
      }
    }
    tableEntries = max(1, offset)
    codes = .allocate(capacity: tableEntries)
    codes.initialize(repeating: Self.uncoded, count: tableEntries)
  }

  var allocatedBytes: Int {
    tableEntries * MemoryLayout<UInt16>.stride + words * 64 * MemoryLayout<Bit>.stride
      + componentCount * MemoryLayout<Component>.stride + partCount * MemoryLayout<StateComponents.Part>.stride
  }

  func release() {
    parts.deallocate()
    components.deallocate()
    bits.deallocate()
    codes.deallocate()
  }

  /// The slot of a component's code for the state's value.
  @inline(__always)
  func codeSlot(_ component: UnsafePointer<Component>, _ state: UnsafePointer<UInt64>) -> UnsafeMutablePointer<UInt16> {
    var raw: UInt64 = 0
    for p in Int(component.pointee.partStart)..<Int(component.pointee.partEnd) {
      let part = parts[p]
      raw |= ((state[part.word] &>> part.shift) & part.mask) &<< part.position
    }
    return codes + (component.pointee.tableOffset &+ Int(truncatingIfNeeded: raw))
  }

  /// The state's key, or `unresolved` when one of its values has no code yet.
  @inline(__always)
  func key(_ state: UnsafePointer<UInt64>) -> UInt64 {
    var key: UInt64 = 0
    for c in 0..<componentCount {
      let code = codeSlot(components + c, state).pointee
      if code == Self.uncoded { return Self.unresolved }
      key |= UInt64(code) &<< components[c].keyShift
    }
    return key
  }

  /// The component, of at most two parts, all in `word`, that holds every
  /// bit of `mask` (the fields a move changes, in that word), and its
  /// parts; nil when there is none (the move changes several components,
  /// or one of more parts or words).
  func component(holding mask: UInt64, word: Int = 0) -> (component: Int, parts: [StateComponents.Part])? {
    guard mask != 0, word < words else { return nil }
    let c = bits[word &* 64 &+ mask.trailingZeroBitCount].component
    let component = components[c]
    let held = (Int(component.partStart)..<Int(component.partEnd)).map { parts[$0] }
    guard held.count <= 2, held.allSatisfy({ $0.word == word }) else { return nil }
    let covered = held.reduce(UInt64(0)) { $0 | $1.mask &<< $1.shift }
    guard mask & ~covered == 0 else { return nil }
    return (c, held)
  }

  /// `parentKey` (resolved) with component `c`'s code replaced by that of
  /// its raw value `raw`, or `unresolved` when that value has no code yet:
  /// the key of a successor that differs from its parent in `c` only.
  @inline(__always)
  func key(replacing c: Int, raw: UInt64, in parentKey: UInt64) -> UInt64 {
    let component = components + c
    let code = codes[component.pointee.tableOffset &+ Int(truncatingIfNeeded: raw)]
    if code == Self.uncoded { return Self.unresolved }
    return (parentKey & ~component.pointee.keyMask) | UInt64(code) &<< component.pointee.keyShift
  }

  /// The key of `next`, a successor of `parent` whose key is `parentKey`:
  /// only the components whose bits changed are looked up again (a move
  /// changes one or two of a model's dozen).
  @inline(__always)
  func key(_ next: UnsafePointer<UInt64>, parent: UnsafePointer<UInt64>, parentKey: UInt64) -> UInt64 {
    guard parentKey != Self.unresolved else { return key(next) }
    var key = parentKey
    for w in 0..<words {
      var changed = next[w] ^ parent[w]
      while changed != 0 {
        let bit = bits[w &* 64 &+ changed.trailingZeroBitCount]
        changed &= ~bit.bitsInWord
        let component = UnsafePointer(components + bit.component)
        let code = codeSlot(component, next).pointee
        if code == Self.uncoded { return Self.unresolved }
        key = (key & ~component.pointee.keyMask) | UInt64(code) &<< component.pointee.keyShift
      }
    }
    return key
  }
}
