import Foundation
import TipModel
import TipReports
import TipResults
import TipTestSupport

/// What a user waits for on an n-step iOS 17 relay with the default
/// properties (single-tip, reachable for every step, the relay's order,
/// no-deadlock), end to end in-process: parse, compile, search, witnesses
/// and counterexamples told as stories, the text report. The reference in
/// the same run is the same model with `single-tip` alone (one search, no
/// witness). Best of three interleaved rounds. Writes
/// `Benchmarks/results/relays-<date>-<commit>.json`.
enum RelayBenchmark {
  struct Row: Codable {
    var steps: Int
    var states: Int
    var defaultPropertiesSeconds: Double
    var singleTipSeconds: Double
  }

  static func run(lengths: [Int], rounds: Int) {
    print("| relay steps | states | default properties s | single-tip only s | ratio |")
    print("|---|---|---|---|---|")
    var rows: [Row] = []
    for n in lengths {
      let body = ModelFamily.relay(n).split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !$0.hasPrefix("check") }.joined(separator: "\n")
      let order = "check defaults, order " + (0..<n).map { "Step\($0)" }.joined(separator: " -> ") + "\n"
      var best = (all: Double.infinity, single: Double.infinity)
      var states = 0
      for _ in 0..<rounds {
        let (all, result) = timed { verify(body + order) }
        let (single, _) = timed { verify(body + "check single-tip\n") }
        best = (min(best.all, all), min(best.single, single))
        states = result.statistics?.states ?? 0
      }
      let row = Row(steps: n, states: states, defaultPropertiesSeconds: best.all, singleTipSeconds: best.single)
      rows.append(row)
      print(
        "| \(n) | \(states) | \(format(best.all, 4)) | \(format(best.single, 4)) | \(format(best.all / max(best.single, 1e-9), 1))× |")
    }
    AppBenchmark.write(rows, name: "relays")
  }

  /// What `tipcheck verify` does with one spec, its text report included.
  static func verify(_ text: String) -> SpecResult {
    let result = Verifier().verify(SourceFile(path: "relay.tipspec", text: text))
    _ = TextReport(color: false).render(VerificationRun(specs: [result]))
    return result
  }

  static func timed<T>(_ body: () -> T) -> (Double, T) {
    let start = DispatchTime.now().uptimeNanoseconds
    let value = body()
    return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, value)
  }
}
