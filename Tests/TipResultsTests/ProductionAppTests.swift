import Testing
import TipModel
import TipResults
import TipTestSupport

/// The benchmark's production-shaped app (`AppFamily.productionApp`) is
/// read as its hand count says: what the benchmark times is a whole,
/// correct answer, not a front end giving up early.
@Suite("Production-shaped app: the benchmark's app has its hand-counted verdicts")
struct ProductionAppTests {
  @Test(
    "WelcomeTip in two moves; single-tip and no-deadlock hold; nothing unknown (the tip reached from one layer or every layer)",
    arguments: [8, 40], [false, true])
  func handCount(files: Int, tipInEveryLayer: Bool) throws {
    let app = AppFamily.productionApp(files: files, tipInEveryLayer: tipInEveryLayer)
    let sources = app.keys.sorted().map { SourceFile(path: $0, text: app[$0] ?? "") }
    let result = Verifier().verify(swiftApp: "Production", sources: sources)
    let model = try #require(result.model, "\(result.diagnostics.map(\.message))")
    let verdicts = Dictionary(uniqueKeysWithValues: result.properties.map { ($0.title(in: model), $0.verdict) })
    #expect(verdicts == ["single-tip": .holds, "reachable WelcomeTip": .holds, "no-deadlock": .holds], "\(verdicts)")
    let witness = try #require(result.properties.first { $0.title(in: model) == "reachable WelcomeTip" }?.trace)
    #expect(witness.trace.length == 2)
  }
}
