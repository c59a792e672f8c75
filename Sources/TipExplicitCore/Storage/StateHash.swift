/// The hash of a packed state. Partitions use the top bits, slots the low
/// bits, so the two are independent.
public enum StateHash {
  @inlinable
  @inline(__always)
  public static func hash(_ words: UnsafePointer<UInt64>, _ count: Int) -> UInt64 {
    var h = words[0]
    for i in 1..<max(1, count) { h = (h &* 0x9E37_79B9_7F4A_7C15) ^ words[i] }
    // MurmurHash3's 64-bit finaliser: every input bit affects every output bit.
    h ^= h >> 33
    h = h &* 0xFF51_AFD7_ED55_8CCD
    h ^= h >> 33
    h = h &* 0xC4CE_B9FE_1A85_EC53
    return h ^ (h >> 33)
  }
}
