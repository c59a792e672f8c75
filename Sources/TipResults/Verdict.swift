import TipModel

/// The answer for one property, as reported to people and CI.
public enum Verdict: String, Hashable, Sendable, Codable {
  /// Checked over every reachable state.
  case holds
  /// A counterexample exists (for `reachable`: no path reaches the goal).
  case violated
  /// Not decided (a limit was reached, or the engine cannot decide).
  case unknown
}

/// What `tipcheck` exits with (README, "Exit codes"). Stable: CI scripts
/// depend on these numbers.
public enum ExitStatus: Int32, Sendable, CaseIterable {
  /// Every property has its expected verdict (holds, unless declared).
  case success = 0
  /// Some property does not have its expected verdict.
  case violation = 1
  /// Nothing contradicts the expectations, but some verdict is unknown.
  case inconclusive = 2
  /// Bad command-line usage.
  case usage = 64
  /// An input file is invalid (syntax or meaning).
  case invalidInput = 65
  /// An input file or directory does not exist.
  case inputNotFound = 66
  /// TipCheck itself failed (including a solver error).
  case internalError = 70
  /// An output file (report, export, LCOV) cannot be written: a path for
  /// the user to fix, not a TipCheck failure (sysexits' EX_CANTCREAT).
  case cannotWrite = 73
}
