import TipExplicitCore
/// How often a worker's fast paths ran, over a search. Only tests read
/// them: each fast path's test expects a floor, so that a path that
/// silently stops running fails (docs/accelerator.md, "Adding a fast path").
struct WorkerCounters: Sendable {
  /// Duplicate filters the worker was given, a new one per layout.
  var filtersMade = 0
  /// Edges to duplicates the worker dropped that were resolved through the
  /// successor it recorded with the same key, the merge having changed the
  /// keys (written by the search's edge resolution).
  var duplicateEdgesByRecordedKey = 0
  /// Of those, the ones resolved after the merge went back to hash tables.
  var duplicateEdgesAfterWayBack = 0
  /// Edges to duplicates the worker dropped.
  var chunkKeyedEdges = 0
  /// States visited through their summary.
  var summarizedStates = 0
  /// Summarized states whose registers were then written.
  var summariesWritten = 0
  /// States expanded by `expandOneWord` or `expandTwoWords`.
  var oneWordExpansions = 0
}
