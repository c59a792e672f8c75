/// The middle value of `values` (the mean of the two middle ones for an
/// even count); not a number for none. The one median of the benchmark's
/// figures, so that every table takes the middle the same way.
func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return .nan }
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// The value a fraction `q` of the way through `values` sorted,
/// interpolating between neighbours (`q` 0.5 is the median); not a number
/// for none.
func quantile(_ values: [Double], _ q: Double) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return .nan }
  let position = q * Double(sorted.count - 1)
  let lower = Int(position.rounded(.down))
  let upper = min(lower + 1, sorted.count - 1)
  return sorted[lower] + (sorted[upper] - sorted[lower]) * (position - Double(lower))
}
