/// A growable buffer of plain values in unmanaged memory, reused from level
/// to level (its capacity stays).
struct GrowableBuffer<Element: BitwiseCopyable> {
  private(set) var base: UnsafeMutablePointer<Element>
  private(set) var capacity: Int
  var count = 0

  init(capacity: Int = 256) {
    self.capacity = capacity
    base = .allocate(capacity: capacity)
  }

  func release() { base.deallocate() }

  @inline(__always)
  mutating func reserve(_ extra: Int) {
    guard count + extra > capacity else { return }
    var newCapacity = capacity * 2
    while newCapacity < count + extra { newCapacity *= 2 }
    let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
    newBase.update(from: base, count: count)
    base.deallocate()
    base = newBase
    capacity = newCapacity
  }

  @inline(__always)
  mutating func append(_ value: Element) {
    reserve(1)
    base[count] = value
    count += 1
  }

  @inline(__always)
  subscript(index: Int) -> Element {
    get { base[index] }
    set { base[index] = newValue }
  }

  var allocatedBytes: Int { capacity * MemoryLayout<Element>.stride }
}
