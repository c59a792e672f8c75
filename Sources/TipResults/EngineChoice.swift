/// Which engine answers (`--engine`).
public enum EngineChoice: String, Sendable, CaseIterable {
  /// Explicit-state breadth-first search: complete on finite models,
  /// shortest traces, and the only engine for `no-deadlock`.
  case explicit
  /// Bounded model checking with Z3.
  case bmc
  /// k-induction with Z3.
  case kind
  /// Spacer (PDR/IC3) with Z3.
  case pdr
  /// Explicit search when the state space is small enough to finish;
  /// otherwise k-induction then PDR for safety, BMC then PDR for
  /// reachability. Each verdict says which engine gave it.
  case auto
}
