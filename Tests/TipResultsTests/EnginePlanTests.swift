import Foundation
import Testing
import TipModel
import TipSemantics
import TipSpec
import TipSwift
import TipTestSupport

@testable import TipResults

/// The engine plan (`EnginePlan`): which stages each `--engine` runs, and
/// when the parts are checked alone.
@Suite("Engine plan: the stages each engine choice runs")
struct EnginePlanTests {
  static func system(_ sources: [SourceFile]) throws -> TransitionSystem {
    let model = try #require(
      sources.count == 1 && sources[0].path.hasSuffix(".tipspec")
        ? SpecFrontend.load(sources[0]).model : SwiftFrontend.load(name: "App", sources: sources).model)
    return try SemanticsCompiler.compile(model)
  }

  static func plan(_ system: TransitionSystem, _ options: Verifier.Options) -> [EnginePlan.Stage] {
    EnginePlan(for: system, options: options) { DecomposedCheck(system: system, options: options.explicit) }.stages
  }

  @Test("Each engine choice on the seed's first solution")
  func eachChoice() throws {
    let text = try String(contentsOfFile: TestSupport.specsDirectory + "/seed-1-ordered-group.tipspec", encoding: .utf8)
    let system = try Self.system([SourceFile(path: "seed.tipspec", text: text)])
    #expect(Self.plan(system, Verifier.Options(engine: .explicit)) == [.wholeSearch(maxStates: nil), .partsForOpen])
    #expect(Self.plan(system, Verifier.Options(engine: .kind)) == [.symbolic(.kind), .noDeadlockBySearch])
    #expect(Self.plan(system, Verifier.Options(engine: .bmc)) == [.symbolic(.bmc), .noDeadlockBySearch])
    #expect(
      Self.plan(system, Verifier.Options(engine: .auto, autoExplicitStates: 1_000))
        == [.wholeSearch(maxStates: 1_000), .partsForOpen, .symbolicForOpen])
  }

  @Test("17 independent features: the parts alone once their product is past the budget, else the whole search first")
  func partsAlone() throws {
    let app = AppFamily.featureApp(features: 17, files: 52)
    let system = try Self.system(app.keys.sorted().map { SourceFile(path: $0, text: app[$0] ?? "") })
    #expect(Self.plan(system, Verifier.Options(autoExplicitStates: 200_000)) == [.partsAlone, .symbolicForOpen])
    // Past the parts' estimated product (2^17 and more of each feature's values): a whole search first.
    #expect(
      Self.plan(system, Verifier.Options(autoExplicitStates: Int.max / 4))
        == [.wholeSearch(maxStates: Int.max / 4), .partsForOpen, .symbolicForOpen])
  }
}
