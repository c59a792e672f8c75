import CTipRuntime

/// A counter threads take work items from, each item once: on a cache line
/// of its own, so that taking an item does not pull in a line the workers
/// read for anything else (the stop flag, a slice's bounds).
final class WorkCounter: @unchecked Sendable {
  private let value: UnsafeMutablePointer<Int32>

  init() {
    let line = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 64)
    value = line.bindMemory(to: Int32.self, capacity: 1)
    value.initialize(to: 0)
  }

  deinit { UnsafeMutableRawPointer(value).deallocate() }

  /// Starts handing out items from 0 again (between phases only).
  func reset() { value.pointee = 0 }

  /// The next item: 0, 1, 2, … across all threads, whoever asks.
  @inline(__always)
  func take() -> Int { Int(tip_counter_take(value)) }
}
