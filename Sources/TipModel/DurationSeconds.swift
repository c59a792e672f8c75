extension Duration {
  /// The duration as a number of seconds, for reports and benchmarks (the
  /// standard library only offers its two integer components).
  public var inSeconds: Double { Double(components.seconds) + Double(components.attoseconds) * 1e-18 }
}
