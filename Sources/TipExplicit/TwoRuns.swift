/// At most two runs of bits of a one-word state, gathered side by side
/// into an index without a loop: the one-word loop's memo index and key
/// part per move (`Worker.OneWordStep`), and the state summaries' group
/// index (`Worker.SummaryGroup`). The second run's mask is 0 when there is
/// one run, and both are when there is none.
struct TwoRuns {
  var shiftA: UInt64 = 0
  var maskA: UInt64 = 0
  var positionA: UInt64 = 0
  var shiftB: UInt64 = 0
  var maskB: UInt64 = 0
  var positionB: UInt64 = 0

  /// The first two of `runs` (fields of word 0: the caller checks).
  init(_ runs: [FlatPrograms.InputField] = []) {
    if let a = runs.first {
      (shiftA, maskA, positionA) = (a.shift, a.mask, a.position)
    }
    if runs.count > 1 {
      let b = runs[1]
      (shiftB, maskB, positionB) = (b.shift, b.mask, b.position)
    }
  }

  @inline(__always)
  func gather(_ word: UInt64) -> UInt64 {
    ((word &>> shiftA) & maskA) &<< positionA | ((word &>> shiftB) & maskB) &<< positionB
  }
}
