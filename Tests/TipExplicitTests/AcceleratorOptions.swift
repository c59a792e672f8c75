@testable import TipExplicit
@testable import TipExplicitCore

extension ExplicitOptions {
  /// Options that ask for the accelerator: this suite tests its structures
  /// (visited sets, memo tables, summaries, threads), which the core, that
  /// `auto` picks for models this small, does not have.
  static func accelerator(
    maxStates: Int = 50_000_000, maxDepth: Int? = nil, timeout: Duration? = nil,
    memoryLimit: Int = MemoryBudget.defaultLimit, threads: Int = 0
  ) -> ExplicitOptions {
    var options = ExplicitOptions(
      maxStates: maxStates, maxDepth: maxDepth, timeout: timeout, memoryLimit: memoryLimit, threads: threads)
    options.engine = .accelerated
    return options
  }
}
