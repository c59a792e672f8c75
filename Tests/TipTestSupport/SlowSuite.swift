import Foundation
import Testing

extension Tag {
  /// Tests that build TipCheck a second time, need outside tools (SPIN) or
  /// run long families of random models: the slow suite.
  @Tag public static var slow: Self
}

/// The slow suite runs when `TIPCHECK_SLOW_TESTS=1` (the README's test
/// command and `.ci/run` set it); a plain `swift test` builds the package
/// once and runs the rest, with a sample of each random family.
public enum SlowSuite {
  public static var isEnabled: Bool { ProcessInfo.processInfo.environment["TIPCHECK_SLOW_TESTS"] == "1" }

  public static let reason: Comment = "in the slow suite: set TIPCHECK_SLOW_TESTS=1"

  /// Seeds `1...count` in the slow suite, the first `sample` otherwise.
  public static func seeds(_ count: UInt64, sample: UInt64) -> [UInt64] {
    Array(UInt64(1)...(isEnabled ? count : min(count, sample)))
  }
}
