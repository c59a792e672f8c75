import Testing
import TipExplicit
import TipExplicitCore
import TipResults
import TipSemantics
import TipSwift
import TipTestSupport

/// What the Swift front end reads from app-shaped code is checked alike by
/// both explicit engines: the core (the definition) and the accelerator.
/// The specs and random models are compared in CoreEngineTests; these are
/// the models of every Swift fixture, the seed's twins and the app corpus.
@Suite("Explicit engines agree on every Swift fixture", .enabled(if: SwiftFrontend.isAvailable))
struct SwiftEngineAgreementTests {
  static var fixtures: [String] {
    SwiftTwinTests.fixtureNames.map { SwiftTwinTests.fixtures + "/" + $0 }
      + AppCorpusTests.fixtures.map { AppCorpusTests.corpus + "/" + $0 }
  }

  @Test("The core and the accelerator agree, and every trace replays", arguments: fixtures)
  func agree(path: String) throws {
    let result = try #require(Verifier().verify(paths: [path]).specs.first)
    let model = try #require(result.model, "\(path): \(result.diagnostics)")
    EngineAgreement.expect(try SemanticsCompiler.compile(model), path)
  }
}
