/// The middle value of `values` (the mean of the two middle ones for an
/// even count); not a number for none. The one median of the benchmark's
/// figures, so that every table takes the middle the same way.
func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return .nan }
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
