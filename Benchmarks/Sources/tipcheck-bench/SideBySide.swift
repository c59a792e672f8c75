import Dispatch
import Foundation
import TipExplicit
import TipExplicitCore
import TipModel
import TipSemantics

/// The reference for the every-core speedup: one one-thread search of the
/// same system per core, all at once, in one process.
///
/// On the project's shared VM what two cores give moves with the minute:
/// a memory-bound loop on two threads ran 1.04–1.6× as fast as on one within
/// a few minutes (2026-12-01), while an arithmetic loop kept 1.8–2.1×.
/// Copies of the very search that share no data (only the process, its
/// allocator and address space, as the every-core search's threads do)
/// estimate what the machine gives this work then; the every-core search
/// gains that less what its threads' coordination costs.
enum SideBySide {
  /// The searches run at once: one per core, as the every-core run uses.
  static let copies = max(1, ProcessInfo.processInfo.activeProcessorCount)

  /// Wall-clock seconds until every search has finished (the systems
  /// compiled before the clock starts, as for the other timed runs).
  static func seconds(_ system: TransitionSystem) -> Double {
    let checkers = (0..<copies).map { _ in ExplicitChecker(system: system, options: ExplicitOptions(threads: 1)) }
    let start = ContinuousClock.now
    DispatchQueue.concurrentPerform(iterations: checkers.count) { index in
      _ = checkers[index].run()
    }
    return (ContinuousClock.now - start).inSeconds
  }

  /// One one-thread search timed the same way (its `run()`, results and
  /// release included), for the ratio.
  static func oneSeconds(_ system: TransitionSystem) -> Double {
    let checker = ExplicitChecker(system: system, options: ExplicitOptions(threads: 1))
    let start = ContinuousClock.now
    _ = checker.run()
    return (ContinuousClock.now - start).inSeconds
  }
}
