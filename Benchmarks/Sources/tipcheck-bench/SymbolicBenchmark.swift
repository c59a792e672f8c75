import Foundation
import TipExplicit
import TipExplicitCore
import TipModel
import TipSemantics
import TipSpec
import TipSymbolic
import TipTestSupport

/// Time to prove single-tip and order by k-induction and PDR, against the
/// explicit engine's time on the same model (ratios: symbolic / explicit).
enum SymbolicBenchmark {
  static func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try body()
    return (ContinuousClock.now - start).inSeconds
  }

  static func run(quick: Bool) {
    let models: [(String, String)] =
      (quick ? [10] : [10, 20]).map { ("relay N=\($0)", ModelFamily.relayProofs($0)) }
      + (quick ? [1000] : [1000, 100_000, 1_000_000]).map { ("points 0...\($0)", ModelFamily.points(limit: $0)) }
    print("\n| model | states | explicit s | property | kind | kind s | kind/explicit | pdr | pdr s | pdr/explicit |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for (name, text) in models {
      guard let model = SpecFrontend.load(SourceFile(path: name, text: text)).model,
        let system = try? SemanticsCompiler.compile(model)
      else {
        print("| \(name) | does not compile |")
        continue
      }
      var explicit: ExplicitChecker.Result?
      let explicitSeconds = seconds { explicit = ExplicitChecker(system: system).run() }
      let checker = SymbolicChecker(system: system, options: SymbolicOptions(maxK: 12, queryMilliseconds: 60_000))
      for (index, property) in model.properties.enumerated() where property.name != "range" {
        var kind: SymbolicVerdict?
        var pdr: SymbolicVerdict?
        let kindSeconds = seconds { kind = try? checker.check(index, method: .kInduction) }
        let pdrSeconds = seconds { pdr = try? checker.check(index, method: .pdr) }
        func label(_ verdict: SymbolicVerdict?) -> String {
          guard let verdict else { return "error" }
          switch verdict.outcome {
          case .holds: return "holds (\(verdict.detail.map { $0.prefix(24) } ?? ""))"
          case .violated: return "violated"
          case .unknown: return "unknown"
          }
        }
        let ratio = { (value: Double) in String(format: "%.3g×", value / max(explicitSeconds, 1e-9)) }
        print(
          "| \(name) | \(explicit?.statistics.states ?? 0) | \(String(format: "%.4f", explicitSeconds)) | \(property.name) | \(label(kind)) | \(String(format: "%.3f", kindSeconds)) | \(ratio(kindSeconds)) | \(label(pdr)) | \(String(format: "%.3f", pdrSeconds)) | \(ratio(pdrSeconds)) |"
        )
      }
    }
  }
}
