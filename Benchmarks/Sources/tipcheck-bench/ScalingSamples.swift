/// The runs behind the scaling columns: each kind's best time, and each
/// round's own ratios.
///
/// The best of each kind compares the fastest minute of one against the
/// fastest of the other; an every-core run needs every core fast at once,
/// so on a shared machine its best comes rarer than a one-thread run's. The
/// median of each round's ratio compares runs seconds apart instead. Both
/// are printed: neither alone says what the machine did.
struct ScalingSamples {
  /// The one-thread searches each side-by-side run holds.
  let copies: Int
  private(set) var oneThread = Double.infinity
  private(set) var everyCore = Double.infinity
  private(set) var sideBySide = Double.infinity
  private var speedups: [Double] = []
  private var references: [Double] = []

  init(copies: Int) { self.copies = copies }

  mutating func add(oneThread one: Double, everyCore every: Double, sideBySide side: Double) {
    oneThread = min(oneThread, one)
    everyCore = min(everyCore, every)
    sideBySide = min(sideBySide, side)
    speedups.append(one / max(every, 1e-9))
    references.append(Double(copies) * one / max(side, 1e-9))
  }

  /// The every-core search's speedup over one thread, best against best.
  var speedup: Double { oneThread / max(everyCore, 1e-9) }
  /// The independent one-thread searches' throughput over one's, best against best.
  var reference: Double { Double(copies) * oneThread / max(sideBySide, 1e-9) }
  var medianSpeedup: Double { median(speedups) }
  var medianReference: Double { median(references) }
}
