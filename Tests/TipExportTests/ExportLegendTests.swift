import Testing
import TipExport
import TipModel
import TipSemantics
import TipTestSupport

/// Exports are read by people and other tools: an invalidation variable's
/// comment says what its values mean, since they are positions among the
/// tip's reasons, not TipKit's reason codes.
@Suite("Exports say what encoded values mean")
struct ExportLegendTests {
  // A: only the built-in × (.tipClosed = 1). B: a button with
  // .actionPerformed, then the × ([.actionPerformed, .tipClosed] = 1, 2).
  static let spec = """
    tip A { title "a" } tip B { title "b" }
    screen Main { button "Done" { invalidate B .actionPerformed } inline "a" shows A inline "b" shows B }
    """

  @Test("The legend of each invalidation variable, worked out by hand")
  func legend() throws {
    let system = try TestSupport.system(Self.spec)
    let a = try #require(system.variable(for: .invalidation(TipID(0))))
    let b = try #require(system.variable(for: .invalidation(TipID(1))))
    #expect(system.valueLegend(of: a) == "0 valid, 1 .tipClosed")
    #expect(system.valueLegend(of: b) == "0 valid, 1 .actionPerformed, 2 .tipClosed")
    let displays = try #require(system.variable(for: .displays(TipID(0))))
    #expect(system.valueLegend(of: displays) == nil)
  }

  @Test("Promela and VMT-LIB carry it in their variable comments")
  func exports() throws {
    let system = try TestSupport.system(Self.spec)
    let promela = PromelaExporter(system: system).export()
    #expect(promela.contains("/* A.invalidation: 0 valid, 1 .tipClosed */"))
    #expect(promela.contains("/* B.invalidation: 0 valid, 1 .actionPerformed, 2 .tipClosed */"))
    let vmt = SMTLIBExporter(system: system).export()
    #expect(vmt.contains(";   A.invalidation : Int in 0...1 (0 valid, 1 .tipClosed)"))
    #expect(vmt.contains(";   B.invalidation : Int in 0...2 (0 valid, 1 .actionPerformed, 2 .tipClosed)"))
  }
}
