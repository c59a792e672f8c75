import TipSemantics

/// What an explicit engine's run found: an outcome per property, what was
/// explored, which moves were ever enabled and taken, and (when asked) the
/// stored states. Both engines return it; the accelerator fills in how its
/// visited set kept the states.
public struct ExplicitResult: Sendable {
  /// One outcome per `system.properties` entry.
  public var outcomes: [Outcome]
  public var statistics: ExplorationStatistics
  /// Per move of `system.moves`: its guard held in some expanded state.
  public var movesEnabled: [Bool] = []
  /// Per move: it led from some expanded state to a successor within
  /// the declared ranges.
  public var movesTaken: [Bool] = []
  /// The stored states, when `ExplicitOptions.keepsStates` asked for them.
  public var explored: ExploredStates?
  /// The number of states stored when the visited set became a
  /// `DirectMap` (0: from the start), nil if it never did (for tests).
  package var directMapSince: Int?
  /// The number of states stored when the visited set became a
  /// `CompressedMap`, and when it went back to hash tables (for tests).
  package var compressedMapSince: Int?
  package var compressedMapUntil: Int?
  /// The compressed map's key width at the end (nil without one).
  package var compressedKeyBits: Int?
  /// How many times the compressed map's keys outgrew its layout: each
  /// time it widened (a new bitmap and a pass over the stored states) or
  /// the search went back to hash tables. `tipcheck-bench --loop` prints
  /// it beside the visited set.
  public package(set) var compressedRelayouts = 0

  package init(
    outcomes: [Outcome], statistics: ExplorationStatistics, movesEnabled: [Bool] = [], movesTaken: [Bool] = [],
    directMapSince: Int? = nil, compressedMapSince: Int? = nil, compressedMapUntil: Int? = nil,
    compressedKeyBits: Int? = nil, compressedRelayouts: Int = 0
  ) {
    self.outcomes = outcomes
    self.statistics = statistics
    self.movesEnabled = movesEnabled
    self.movesTaken = movesTaken
    self.directMapSince = directMapSince
    self.compressedMapSince = compressedMapSince
    self.compressedMapUntil = compressedMapUntil
    self.compressedKeyBits = compressedKeyBits
    self.compressedRelayouts = compressedRelayouts
  }
}
