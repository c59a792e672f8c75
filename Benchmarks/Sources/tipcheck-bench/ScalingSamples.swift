/// The runs behind the scaling columns: each kind's best time, and each
/// round's own ratios.
///
/// The best of each kind compares the fastest minute of one against the
/// fastest of the other; a two-thread run needs both cores fast at once, so
/// on a shared machine its best comes rarer than a one-thread run's. The
/// median of each round's ratio compares runs seconds apart instead. Both
/// are printed: neither alone says what the machine did.
struct ScalingSamples {
  private(set) var oneThread = Double.infinity
  private(set) var everyCore = Double.infinity
  private(set) var sideBySide = Double.infinity
  private var speedups: [Double] = []
  private var references: [Double] = []

  mutating func add(oneThread one: Double, everyCore every: Double, sideBySide side: Double) {
    oneThread = min(oneThread, one)
    everyCore = min(everyCore, every)
    sideBySide = min(sideBySide, side)
    speedups.append(one / max(every, 1e-9))
    references.append(2 * one / max(side, 1e-9))
  }

  /// The every-core search's speedup over one thread, best against best.
  var speedup: Double { oneThread / max(everyCore, 1e-9) }
  /// Two independent one-thread searches' throughput over one's, best against best.
  var reference: Double { 2 * oneThread / max(sideBySide, 1e-9) }
  var medianSpeedup: Double { Self.median(speedups) }
  var medianReference: Double { Self.median(references) }

  /// The middle value (the mean of the two middle ones for an even count).
  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}
