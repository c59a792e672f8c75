import Foundation
import Testing
import TipModel
import TipResults
import TipSemantics
import TipSpec
import TipTestSupport

/// Checking part by part (`DecomposedCheck`, `IndependentParts`) gives the
/// verdicts of the one search over the whole system: on every spec, on
/// random feature apps (many of which split), and on the generated
/// 17-feature app the whole search cannot finish.
@Suite("Independent parts: the same verdicts as the whole search")
struct DecomposedCheckTests {
  static func verdicts(_ text: String, _ decomposition: Verifier.Options.Decomposition) -> [String] {
    var options = Verifier.Options(engine: .explicit)
    options.decomposition = decomposition
    let result = Verifier(options: options).verify(SourceFile(path: "random.tipspec", text: text))
    return result.properties.map { "\($0.property.name) \($0.index): \($0.verdict)" }
  }

  @Test("Random feature apps: part by part agrees with the whole search", arguments: 0..<48)
  func randomFeatureApps(seed: Int) throws {
    let text = RandomModels.featureSpec(seed: UInt64(seed))
    let whole = Self.verdicts(text, .never)
    #expect(!whole.isEmpty, "\(text)")
    #expect(Self.verdicts(text, .always) == whole, "\(text)")
  }

  @Test("Random models and every spec: part by part agrees with the whole search")
  func specsAndRandomModels() throws {
    var texts = (0..<24).map { RandomModels.spec(seed: UInt64($0) &+ 900) }
    for name in try FileManager.default.contentsOfDirectory(atPath: TestSupport.specsDirectory).sorted()
    where name.hasSuffix(".tipspec") {
      texts.append(try String(contentsOfFile: TestSupport.specsDirectory + "/" + name, encoding: .utf8))
    }
    for text in texts { #expect(Self.verdicts(text, .always) == Self.verdicts(text, .never), "\(text)") }
  }

  @Test("Many random feature apps split into parts, some with parts sharing a screen (the test above exercises both)")
  func randomAppsSplit() throws {
    var split = 0
    var sharingAScreen = 0
    for seed in 0..<48 {
      let model = try #require(SpecFrontend.load(SourceFile(path: "r", text: RandomModels.featureSpec(seed: UInt64(seed)))).model)
      let parts = try SemanticsCompiler.compile(model).independentParts()
      guard parts.parts.count >= 2 else { continue }
      split += 1
      let pairs = parts.parts.indices.flatMap { a in parts.parts.indices.filter { $0 > a }.map { (a, $0) } }
      if pairs.contains(where: { parts.mayShowTogether($0.0, $0.1) }) { sharingAScreen += 1 }
    }
    #expect(split >= 12, "\(split) of 48 split")
    #expect(sharingAScreen >= 4, "\(sharingAScreen) of the split ones have parts sharing a screen")
  }

  @Test("17 independent features: past the budget, the whole search is skipped and the parts decide every property, with the hand count")
  func seventeenFeatures() throws {
    // By hand: 17 features, each tip reachable in 2 moves (open, Load), one
    // screen at a time shows one inline tip, and every tip can always still
    // appear (each feature's Load is always one link away).
    let app = AppFamily.featureApp(features: 17, files: 52)
    let sources = app.keys.sorted().map { SourceFile(path: $0, text: app[$0] ?? "") }
    var options = Verifier.Options()
    options.autoExplicitStates = 200_000
    options.explicit.maxStates = 200_000
    let result = Verifier(options: options).verify(swiftApp: "Generated", sources: sources)
    // The parts' product (2 values of each feature's parameter and more) is past 200,000 states.
    #expect(result.statistics == nil)
    let model = try #require(result.model)
    let noDeadlock = try #require(result.properties.first { $0.property.name == "no-deadlock" })
    #expect(noDeadlock.verdict == .holds)
    #expect(noDeadlock.engineDetail == "checked part by part (17 independent parts)")
    #expect(result.properties.allSatisfy { $0.verdict == .holds }, "\(result.properties.map { "\($0.title(in: model)): \($0.verdict)" })")
    #expect(result.properties.allSatisfy { $0.engineDetail == "checked part by part (17 independent parts)" })
    let witness = try #require(result.properties.first { $0.title(in: model) == "reachable Feature16Tip" }?.trace)
    #expect(witness.trace.length == 2)
  }
}
