import Foundation
import TipExplicit
import TipExplicitCore
import TipSemantics

/// One explicit search timed the way the scaling and SPIN tables time it:
/// its whole `run()` (the search, the results and the release of its
/// tables), and apart from it the compilation for the engine (TipCheck's
/// counterpart of `spin -a` and gcc, never counted in a speed ratio).
enum TimedSearch {
  static func run(_ system: TransitionSystem, threads: Int) -> (
    result: ExplicitChecker.Result, search: Double, compile: Double
  ) {
    let start = ContinuousClock.now
    // The accelerator: the engine that races SPIN on these families.
    var options = ExplicitOptions(threads: threads)
    options.engine = .accelerated
    let checker = ExplicitChecker(system: system, options: options)
    let compiled = ContinuousClock.now
    let result = checker.run()
    let end = ContinuousClock.now
    return (result, (end - compiled).inSeconds, (compiled - start).inSeconds)
  }
}
