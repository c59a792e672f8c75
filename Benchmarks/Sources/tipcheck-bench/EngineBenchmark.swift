import Foundation
import TipExplicit
import TipExplicitCore
import TipModel
import TipSemantics
import TipSpec
import TipTestSupport

/// The core engine against the accelerator, run for run: each engine's
/// whole `run()` from the transition system (its own compilation
/// included: the core compiles without the memo analyses), best of three,
/// with its default properties. The ratio core / accelerator says where
/// `auto` should hand a model over (`ExplicitChecker.coreStateBudget`).
enum EngineBenchmark {
  struct Row: Codable {
    var model: String
    var states: Int
    var coreSeconds: Double
    var acceleratorSeconds: Double
  }

  static func run(quick: Bool, specsDirectory: String) {
    var models: [(String, String)] = []
    let specs = (try? FileManager.default.contentsOfDirectory(atPath: specsDirectory)) ?? []
    for name in specs.sorted() where name.hasSuffix(".tipspec") {
      if let text = try? String(contentsOfFile: specsDirectory + "/" + name, encoding: .utf8) { models.append((name, text)) }
    }
    for n in [20, 60, 200] { models.append(("relay N=\(n)", ModelFamily.relay(n))) }
    for n in quick ? [8, 10] : [8, 10, 12, 13, 14] { models.append(("independent tips N=\(n)", ModelFamily.independentTips(n))) }
    for (k, m) in quick ? [(4, 3)] : [(4, 3), (5, 4), (6, 4), (8, 3)] { models.append(("groups k=\(k) m=\(m)", ModelFamily.groups(k, m))) }
    for n in quick ? [4] : [4, 5, 6] { models.append(("counters N=\(n) needs 3", ModelFamily.counters(n, needed: 3))) }
    print("| model | states | core s | accelerator s | core / accelerator |")
    print("|---|---|---|---|---|")
    var rows: [Row] = []
    for (name, text) in models {
      guard let model = SpecFrontend.load(SourceFile(path: name, text: text)).model,
        let system = try? SemanticsCompiler.compile(model)
      else { continue }
      var best = (core: Double.infinity, fast: Double.infinity)
      var states = 0
      for _ in 0..<3 {
        for engine in [ExplicitEngineChoice.core, .accelerated] {
          var options = ExplicitOptions(maxStates: 5_000_000)
          options.engine = engine
          let (seconds, result) = RelayBenchmark.timed { ExplicitChecker(system: system, options: options).run() }
          states = result.statistics.states
          if engine == .core { best.core = min(best.core, seconds) } else { best.fast = min(best.fast, seconds) }
        }
      }
      rows.append(Row(model: name, states: states, coreSeconds: best.core, acceleratorSeconds: best.fast))
      print("| \(name) | \(states) | \(format(best.core, 5)) | \(format(best.fast, 5)) | \(format(best.core / max(best.fast, 1e-9), 2))× |")
    }
    AppBenchmark.write(rows, name: "engines")
  }
}
