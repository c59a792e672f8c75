import Dispatch
import TipExplicit
import TipModel
import TipSemantics

/// The reference for the 2-core speedup: two one-thread searches of the
/// same system at once, one per core, in one process.
///
/// On the project's shared VM what two cores give moves with the minute:
/// a memory-bound loop on two threads ran 1.04–1.6× as fast as on one within
/// a few minutes (2026-12-01), while an arithmetic loop kept 1.8–2.1×. Two
/// copies of the very search, with nothing shared between them, gain what
/// the machine gives this work then; the every-core search gains that less
/// what its threads' coordination costs. So the table prints both, each
/// from runs of the same round.
enum SideBySide {
  /// Wall-clock seconds until both searches have finished (the systems
  /// compiled before the clock starts, as for the other timed runs).
  static func seconds(_ system: TransitionSystem) -> Double {
    let checkers = (0..<2).map { _ in ExplicitChecker(system: system, options: ExplicitOptions(threads: 1)) }
    let start = ContinuousClock.now
    DispatchQueue.concurrentPerform(iterations: checkers.count) { index in
      _ = checkers[index].run()
    }
    return (ContinuousClock.now - start).inSeconds
  }
}
