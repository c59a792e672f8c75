import Foundation
import Testing
import TipModel
@testable import TipReports
@testable import TipResults
import TipSemantics

/// What the reports say of verdicts under other readings.
@Suite("Readings in reports")
struct ReadingReportTests {
  static func result(_ verdict: Verdict, others: [Verdict]) -> PropertyResult {
    var result = PropertyResult(
      property: PropertySpec(kind: .singleTip, range: .synthesized("t")), index: 0, verdict: verdict, trace: nil,
      explanation: [], engine: .explicit)
    result.underReadings = others.map { ReadingVerdict(readings: [.groupGatesDirectMembers], verdict: $0, trace: nil) }
    return result
  }

  @Test("Another reading's verdict left unknown by a limit is said as undecided, never as a verdict that depends on it")
  func undecided() {
    let unknown = Self.result(.holds, others: [.unknown])
    #expect(!unknown.dependsOnReadings)
    #expect(TextReport.readingLines(unknown) == ["      readings: undecided under another reading of S12 (a limit was reached)"])
    let differs = Self.result(.holds, others: [.violated])
    #expect(differs.dependsOnReadings)
    #expect(TextReport.readingLines(differs).first?.hasPrefix("      readings: depends on S12") == true)
    let same = Self.result(.violated, others: [.violated])
    #expect(TextReport.readingLines(same) == ["      readings: violated under every reading (S12)"])
  }
}
