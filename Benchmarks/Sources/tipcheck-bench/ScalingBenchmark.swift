import Foundation
import TipExplicit
import TipExplicitCore
import TipModel
import TipSemantics
import TipSpec

/// What two cores give the explicit engine, on the generated families, from
/// many rounds rather than the best of a few.
///
/// The `--spin` table's scaling columns take three to fifteen rounds per
/// model (one, and two more of TipCheck's, past 5 million states), all
/// within a minute or two of each other; on the project's
/// shared VM a row's speedup moved by 0.4× from one run to the next
/// (12 tips 1.30–1.69× best against best in four runs of one engine), and
/// the side-by-side reference with it. Here every round runs every model
/// once of each kind (one thread, every core, one one-thread search per
/// core side by side), so a slow minute falls on one round of every model
/// rather than on all rounds of one, and the medians and quartiles over
/// the rounds say what the engine typically gets and how far the machine
/// spreads it.
enum ScalingBenchmark {
  /// Rows from this many states are the large models of the goal (1.6× on
  /// two cores); smaller ones are the small models (no slowdown).
  static let largeFrom = 390_625

  /// A family's model, ready to time.
  struct Model {
    var name: String
    var system: TransitionSystem
    var states: Int
    /// Runs of each kind per round, whose median is the round's time.
    var repeats: Int
  }

  static func run(rounds: Int) {
    var models: [Model] = []
    // The --spin table's families but the relays (nothing to share).
    for (name, text) in BenchmarkFamilies.rows(quick: false, relays: false) {
      guard let model = SpecFrontend.load(SourceFile(path: name, text: text)).model,
        let compiled = try? SemanticsCompiler.compile(model)
      else {
        print("\(name): does not compile")
        continue
      }
      let system = compiled.singleTipOnly
      let first = TimedSearch.run(system, threads: 0)
      let repeats = ScalingSamples.repeats(forSearchSeconds: first.search)
      models.append(Model(name: name, system: system, states: first.result.statistics.states, repeats: repeats))
    }
    var samples = models.map { _ in ScalingSamples(copies: SideBySide.copies) }
    let start = ContinuousClock.now
    for round in 0..<rounds {
      for index in models.indices { _ = samples[index].addRound(models[index].system, round: round, repeats: models[index].repeats) }
    }
    let minutes = (ContinuousClock.now - start).inSeconds / 60
    print("### What \(SideBySide.copies) cores give, over \(rounds) rounds (\(format(minutes, 1)) minutes)\n")
    print(
      "| model | states | speedup, median [quartiles] | rounds at \(ScalingGoal.speedup)× or more | side by side, median [quartiles] | speedup over side by side, median | best against best (side by side) |"
    )
    print("|---|---|---|---|---|---|---|")
    var goal = ScalingGoal(measure: "by the median over rounds")
    for (model, sample) in zip(models, samples) {
      let speedups = sample.speedups
      let references = sample.references
      let fractions = zip(speedups, references).map { $0 / max($1, 1e-9) }
      let atGoal = speedups.filter { $0 >= ScalingGoal.speedup }.count
      goal.add(name: model.name, states: model.states, speedup: median(speedups), reference: median(references))
      print(
        "| \(model.name) | \(model.states) | \(spread(speedups, digits: 3)) | \(atGoal) of \(speedups.count) | \(spread(references, digits: 2)) | \(String(format: "%.2f", median(fractions))) | \(String(format: "%.2f× (%.2f×)", sample.speedup, sample.reference)) |"
      )
    }
    print(
      "\nThe speedup is each round's 1-thread time over its every-core time; side by side, \(SideBySide.copies) times the 1-thread time over the time of \(SideBySide.copies) 1-thread searches run at once in one process, sharing no data (what the cores give this work in that minute, with no coordination to pay). Every time is a whole run() of the single-tip search, compilation left out; where a search takes under 0.1 s, each of a round's times is the median of 7 runs in a row."
    )
    print(
      goal.summary
    )
  }

  /// "1.62× [1.51–1.70×]": the median and the quartiles. The speedup's
  /// median takes three digits, so that a row counted under 1.6× never
  /// reads 1.60×.
  static func spread(_ values: [Double], digits: Int) -> String {
    let median = String(format: "%.\(digits)f", median(values))
    return median + String(format: "× [%.2f–%.2f×]", quantile(values, 0.25), quantile(values, 0.75))
  }
}
