import Foundation
import TipExplicit
import TipExplicitCore
import TipModel
import TipSemantics
import TipSpec
import TipTestSupport

/// What a user's `tipcheck verify` pays for the default properties against
/// `single-tip` alone on the same model: `no-deadlock` keeps the state
/// graph and runs a backward analysis after the search, and the
/// reachability of every tip is checked on the way. Timed in-process, from
/// the search's start to the last verdict (the analysis included); best
/// of three interleaved rounds.
enum DefaultPropertiesBenchmark {
  static func run(quick: Bool) {
    var models: [(String, String)] = []
    for n in quick ? [10] : [10, 12, 13] { models.append(("independent tips N=\(n)", ModelFamily.independentTips(n))) }
    for n in quick ? [6] : [6, 7, 8] { models.append(("counters N=\(n) needs 3", ModelFamily.counters(n, needed: 3))) }
    for (k, m) in quick ? [(8, 3)] : [(8, 3), (8, 4), (10, 3), (9, 4)] {
      models.append(("groups k=\(k) m=\(m)", ModelFamily.groups(k, m)))
    }
    print("| model | states | single-tip s | default properties s | ratio | visited set (default properties) | bytes held per state, single-tip / default |")
    print("|---|---|---|---|---|---|---|")
    for (name, text) in models {
      // The family's checks removed: the defaults (single-tip, reachable, no-deadlock) apply.
      let defaults = text.split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !$0.hasPrefix("check") }.joined(separator: "\n")
      guard let single = system(name, defaults + "\ncheck single-tip\n"), let all = system(name, defaults) else { continue }
      guard all.properties.contains(where: { $0.kind == .noDeadlock }) else {
        print("| \(name) | the defaults do not include no-deadlock |")
        continue
      }
      var best = (single: Double.infinity, all: Double.infinity)
      var last: (single: ExplicitChecker.Result, all: ExplicitChecker.Result)?
      for _ in 0..<3 {
        let (singleSeconds, singleResult) = timed { ExplicitChecker(system: single).run() }
        let (allSeconds, allResult) = timed { ExplicitChecker(system: all).run() }
        best = (min(best.single, singleSeconds), min(best.all, allSeconds))
        last = (singleResult, allResult)
      }
      guard let last else { continue }
      print(
        "| \(name) | \(last.all.statistics.states) | \(format(best.single, 3)) | \(format(best.all, 3)) | "
          + "\(format(best.all / best.single, 2))× | \(last.all.statistics.visitedSet) | "
          + "\(format(bytesPerState(last.single), 1)) / \(format(bytesPerState(last.all), 1)) |"
      )
    }
  }

  /// Everything the search held (store, visited set, graph, buffers), per state.
  static func bytesPerState(_ result: ExplicitChecker.Result) -> Double {
    Double(result.statistics.bytes) / Double(max(1, result.statistics.states))
  }

  static func system(_ name: String, _ text: String) -> TransitionSystem? {
    guard let model = SpecFrontend.load(SourceFile(path: name, text: text)).model,
      let system = try? SemanticsCompiler.compile(model)
    else {
      print("| \(name) | does not compile |")
      return nil
    }
    return system
  }

  static func timed<T>(_ body: () -> T) -> (Double, T) {
    let start = ContinuousClock.now
    let value = body()
    return ((ContinuousClock.now - start).inSeconds, value)
  }
}
