/// One set of tips per state (which are visible, which are still to come),
/// for the state graph: in as few bytes as the model's tips need, 1, 2 or 4
/// for up to 8, 16 or 32 tips, 8 per 64 beyond. A word per state took 16
/// bytes per state for the two sets on any model: 92 MB of the 491 MB that
/// 8 counters (8 tips, 5.8 million states) peak at with the default
/// properties.
///
/// Bytes are stored least significant first, whatever the machine's order.
package final class TipMasks: @unchecked Sendable {
  let words: Int
  /// Bytes per state.
  let width: Int
  private let bytes: ChunkedArray<UInt8>

  /// Words in one set of `tipCount` tips given as words (tip i is bit
  /// i % 64 of word i / 64): the layout the workers write them in.
  package static func words(tipCount: Int) -> Int { max(1, (tipCount + 63) / 64) }

  init(tipCount: Int, mapsSlabs: Bool = true) {
    words = Self.words(tipCount: tipCount)
    width = tipCount <= 8 ? 1 : tipCount <= 16 ? 2 : tipCount <= 32 ? 4 : 8 * words
    bytes = ChunkedArray(stride: width, mapsSlabs: mapsSlabs)
  }

  var count: Int { bytes.count }
  var allocatedBytes: Int { bytes.allocatedBytes }

  /// Appends `states` states' sets, each given as `words` words (tip i is
  /// bit i % 64 of word i / 64), one after the other.
  func append(_ sets: UnsafePointer<UInt64>, states: Int) {
    let first = bytes.count
    bytes.extend(by: states)
    for state in 0..<states {
      let set = sets + state * words
      let packed = UnsafeMutableRawPointer(bytes.pointer(first + state))
      switch width {
      case 1: packed.storeBytes(of: UInt8(truncatingIfNeeded: set[0]), as: UInt8.self)
      case 2: packed.storeBytes(of: UInt16(truncatingIfNeeded: set[0]).littleEndian, as: UInt16.self)
      case 4: packed.storeBytes(of: UInt32(truncatingIfNeeded: set[0]).littleEndian, as: UInt32.self)
      default:
        for w in 0..<words { packed.storeBytes(of: set[w].littleEndian, toByteOffset: w * 8, as: UInt64.self) }
      }
    }
  }

  /// Word `word` of the state's set.
  @inlinable
  @inline(__always)
  func word(_ state: Int, _ word: Int) -> UInt64 {
    let packed = UnsafeRawPointer(bytes.pointer(state))
    switch width {
    case 1: return UInt64(packed.load(as: UInt8.self))
    case 2: return UInt64(UInt16(littleEndian: packed.loadUnaligned(as: UInt16.self)))
    case 4: return UInt64(UInt32(littleEndian: packed.loadUnaligned(as: UInt32.self)))
    default: return UInt64(littleEndian: packed.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self))
    }
  }
}
