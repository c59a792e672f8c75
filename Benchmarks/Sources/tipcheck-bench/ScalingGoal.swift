/// The two-core goal over the large rows, by one measure (best against best,
/// or the medians of rounds): how many rows reached 1.6×, and on which the
/// side-by-side reference itself fell short of it, where no search of this
/// structure could have reached it in that minute. Both the `--spin` table
/// and `--scaling` print it, so that a miss reads as the machine's or the
/// engine's from the output alone.
struct ScalingGoal {
  /// The goal: two cores at least this many times one core's throughput.
  static let speedup = 1.6

  let measure: String
  private(set) var rows = 0
  private(set) var met = 0
  private(set) var referenceUnder: [String] = []

  init(measure: String) { self.measure = measure }

  /// Counts a row if it is large (`ScalingBenchmark.largeFrom` states or more).
  mutating func add(name: String, states: Int, speedup: Double, reference: Double) {
    guard states >= ScalingBenchmark.largeFrom else { return }
    rows += 1
    if speedup >= Self.speedup { met += 1 }
    if reference < Self.speedup { referenceUnder.append(name) }
  }

  var summary: String {
    "Large rows (from \(ScalingBenchmark.largeFrom) states) at \(Self.speedup)× or more, \(measure): \(met) of \(rows); "
      + "those whose side-by-side reference itself is under \(Self.speedup)×: "
      + (referenceUnder.isEmpty ? "none" : referenceUnder.joined(separator: ", ")) + "."
  }
}
