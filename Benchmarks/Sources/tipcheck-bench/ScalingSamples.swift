import TipExplicit
import TipExplicitCore
import TipSemantics

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
  /// Each round's speedup and reference, in the order of the rounds.
  private(set) var speedups: [Double] = []
  private(set) var references: [Double] = []

  init(copies: Int) { self.copies = copies }

  /// Runs of each kind per round for a search that took `seconds`: the
  /// median of 7 under 0.1 s, one otherwise. A search of a few to tens of
  /// milliseconds timed once per round is one scheduling decision of the
  /// shared machine: in the thirty-second `--spin` run, which timed each
  /// once, the medians of rounds read 0.47× on 8 groups of 3 and 0.78× on
  /// 10 tips, where the thirty-third, with 7 per round, read 1.53× and
  /// 1.52×. (On the large rows the minute still decides: 8 groups of 4
  /// read 1.35× and 1.40× in those two runs, 1.62× in two `--scaling`
  /// runs between them.)
  static func repeats(forSearchSeconds seconds: Double) -> Int {
    seconds < 0.1 ? 7 : 1
  }

  /// One round of `system`'s runs: one thread, every core, and one
  /// one-thread search per core side by side, in an order that rotates
  /// with `round`, so that over three rounds each kind comes first, second
  /// and third once (the first after another tool's run, or another
  /// model's, finds the caches cold). Until 2026-12-01 the every-core run
  /// came right after SPIN's in most rounds: on 6 groups of 4 it read 5–6
  /// ms against 4 on one thread, where `--loop` measures 2.6 against 3.5.
  /// Each kind's time is the median of `repeats` runs in a row (a search
  /// of a few milliseconds, timed once, is one scheduling decision of the
  /// shared machine). Returns the every-core time.
  mutating func addRound(_ system: TransitionSystem, round: Int, repeats: Int) -> Double {
    var one = 0.0
    var every = 0.0
    var side = 0.0
    for kind in 0..<3 {
      switch (kind + round) % 3 {
      case 0: one = median((0..<repeats).map { _ in TimedSearch.run(system, threads: 1).search })
      case 1: every = median((0..<repeats).map { _ in TimedSearch.run(system, threads: 0).search })
      default: side = median((0..<repeats).map { _ in SideBySide.seconds(system) })
      }
    }
    add(oneThread: one, everyCore: every, sideBySide: side)
    return every
  }

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
