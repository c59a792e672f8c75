// tipcheck-bench: explicit-engine figures on generated model families and
// on every spec in Specs/. Run on demand, in release mode:
//
//   swift run -c release tipcheck-bench [--quick] [--specs DIR] [--explicit-only] [--spin [--only TEXT]] [--small] [--defaults]
//                                 [--loop NAME RUNS THREADS] [--scaling [ROUNDS]] [--app] [--production [FILES…]] [--production-dense [FILES…]] [--relays] [--engines]
//
// --app: whole generated apps (500 and 3,000 Swift files) end to end, against
// reading their files; writes Benchmarks/results/app-<date>-<commit>.json.
//
// --production [FILES…]: the same for a production-shaped app (services and
// view models calling each other; 300 and 3,000 files unless given); writes
// Benchmarks/results/production-<date>-<commit>.json.
//
// --production-dense [FILES…]: the same app with the tip reached from every
// layer (nothing left unparsed: the front end's worst case); writes
// Benchmarks/results/production-dense-<date>-<commit>.json.
//
// --write-production DIR FILES [dense]: write the production-shaped app of FILES
// files to DIR (to profile `tipcheck verify DIR` or time it by hand).
//
// --engines: the core engine against the accelerator (both from the
// compiled system, best of three), on every spec and the generated
// families; writes Benchmarks/results/engines-<date>-<commit>.json.
//
// --relays: iOS 17 relays of 20, 60 and 200 steps with the default
// properties, end to end in-process (witnesses and stories included),
// against single-tip alone; writes Benchmarks/results/relays-<date>-<commit>.json.
//
// --small: only the small-model check: each spec's search, median of 400
// runs, on one thread and on every core (the goal: no slowdown).
// --defaults: only what the default properties (no-deadlock's state graph
// and analysis) cost against single-tip alone, on the generated families.
//
// Figures are printed, never asserted: machines here are shared and noisy.
import Foundation
import TipExplicit
import TipExplicitCore
import TipExport
import TipModel
import TipSemantics
import TipSpec
import TipTestSupport

struct Row {
  var name: String
  var states: Int
  var transitions: Int
  var depth: Int
  var seconds: Double
  var bytesPerState: Double
}

func measure(_ name: String, _ text: String, repeats: Int = 1) -> Row? {
  let loaded = SpecFrontend.load(SourceFile(path: name, text: text))
  guard let model = loaded.model, let system = try? SemanticsCompiler.compile(model) else {
    print("\(name): does not compile: \(loaded.diagnostics.map(\.message))")
    return nil
  }
  var best: ExplorationStatistics?
  for _ in 0..<repeats {
    let result = ExplicitChecker(system: system).run()
    if best == nil || result.statistics.seconds < best!.seconds { best = result.statistics }
  }
  guard let statistics = best else { return nil }
  return Row(
    name: name, states: statistics.states, transitions: statistics.transitions, depth: statistics.depth,
    seconds: statistics.seconds, bytesPerState: statistics.bytesPerState)
}

func format(_ value: Double, _ digits: Int = 0) -> String {
  if digits == 0 { return String(Int(value.rounded())) }
  let scale = pow(10.0, Double(digits))
  return String((value * scale).rounded() / scale)
}

func printTable(_ rows: [Row]) {
  let header = ["model", "states", "transitions", "depth", "seconds", "states/s", "transitions/s", "bytes/state"]
  print("| " + header.joined(separator: " | ") + " |")
  print("|" + String(repeating: "---|", count: header.count))
  for row in rows {
    let perSecond = row.seconds > 0 ? Double(row.states) / row.seconds : 0
    let transitionsPerSecond = row.seconds > 0 ? Double(row.transitions) / row.seconds : 0
    print(
      "| \(row.name) | \(row.states) | \(row.transitions) | \(row.depth) | \(format(row.seconds, 4)) | \(format(perSecond)) | \(format(transitionsPerSecond)) | \(format(row.bytesPerState, 1)) |"
    )
  }
}

let arguments = CommandLine.arguments.dropFirst()
let quick = arguments.contains("--quick")
var specsDirectory = "Specs"
if let index = arguments.firstIndex(of: "--specs"), arguments.index(after: index) < arguments.endIndex {
  specsDirectory = arguments[arguments.index(after: index)]
}

/// The median search time of `runs` runs, or, `whole`, of the whole
/// `run()` (the search, then the analyses after it and the verdicts),
/// compilation left out either way.
func medianMicroseconds(_ system: TransitionSystem, threads: Int, runs: Int, whole: Bool = false) -> Double {
  timedRuns(system, threads: threads, runs: runs, whole: whole).median
}

/// `medianMicroseconds`, the states the runs found, the visited set the
/// last one ended with, and the median time of compiling the system for
/// the engine (`ExplicitChecker`'s init, outside the search's time).
func timedRuns(_ system: TransitionSystem, threads: Int, runs: Int, whole: Bool = false) -> (
  median: Double, states: Int, visitedSet: String, compile: Double
) {
  var times: [Double] = []
  var compileTimes: [Double] = []
  var states = 0
  var visitedSet = ""
  for _ in 0..<runs {
    let compileStart = ContinuousClock.now
    let checker = ExplicitChecker(system: system, options: ExplicitOptions(threads: threads))
    compileTimes.append(microseconds(ContinuousClock.now - compileStart))
    let start = ContinuousClock.now
    let result = checker.run()
    let statistics = result.statistics
    let elapsed = ContinuousClock.now - start
    states = statistics.states
    visitedSet = statistics.visitedSet + (result.compressedRelayouts > 0 ? ", keys outgrew the map's layout \(result.compressedRelayouts) times" : "")
    times.append(whole ? microseconds(elapsed) : statistics.seconds * 1e6)
  }
  return (median(times), states, visitedSet, median(compileTimes))
}

func microseconds(_ duration: Duration) -> Double {
  Double(duration.components.attoseconds) / 1e12 + Double(duration.components.seconds) * 1e6
}

// --scaling [ROUNDS]: only the two-core scaling of the generated families,
// over ROUNDS rounds (9 unless given), every model once per round
// (`ScalingBenchmark`): medians and quartiles, not the best of a few.
if let index = arguments.firstIndex(of: "--scaling") {
  let next = arguments.index(after: index)
  let given = next < arguments.endIndex && !arguments[next].hasPrefix("--") ? arguments[next] : nil
  guard let rounds = given.map({ Int($0) }) ?? 9, rounds > 0 else {
    print("--scaling: ROUNDS must be a whole number of at least 1, not \(given ?? "")")
    exit(64)
  }
  ScalingBenchmark.run(rounds: rounds)
  exit(0)
}

if arguments.contains("--app") {
  // Whole apps end to end: 500 and 3,000 files, 17 independent features.
  AppBenchmark.run(sizes: quick ? [500] : [500, 3_000], shape: .tutorial(features: 17), rounds: quick ? 1 : 3)
  exit(0)
}

if let index = arguments.firstIndex(of: "--write-production") {
  // The production-shaped app on disk, for a profiler or a stopwatch.
  let rest = arguments[(index + 1)...]
  guard let directory = rest.first, let files = rest.dropFirst().first.flatMap({ Int($0) }) else {
    print("usage: tipcheck-bench --write-production DIR FILES [dense]")
    exit(64)
  }
  let dense = rest.dropFirst(2).first == "dense"
  do {
    try AppFamily.write(AppFamily.productionApp(files: files, tipInEveryLayer: dense), to: directory)
  } catch {
    print("cannot write the app to \(directory): \(error)")
    exit(73)
  }
  print("wrote \(files) files to \(directory)")
  exit(0)
}

if let index = arguments.firstIndex(of: "--production-dense") {
  // The same app with the tip reached from every layer: everything parsed.
  let sizes = arguments[(index + 1)...].prefix { Int($0) != nil }.compactMap { Int($0) }
  AppBenchmark.run(sizes: sizes.isEmpty ? (quick ? [300] : [300, 3_000]) : sizes, shape: .productionDense, rounds: quick ? 1 : 3)
  exit(0)
}

if let index = arguments.firstIndex(of: "--production") {
  // A production-shaped app end to end (services and view models calling
  // each other): the sizes given after the flag, else 300 and 3,000 files.
  let sizes = arguments[(index + 1)...].prefix { Int($0) != nil }.compactMap { Int($0) }
  AppBenchmark.run(sizes: sizes.isEmpty ? (quick ? [300] : [300, 3_000]) : sizes, shape: .production, rounds: quick ? 1 : 3)
  exit(0)
}

if arguments.contains("--engines") {
  // The core against the accelerator, on the specs and the families.
  EngineBenchmark.run(quick: quick, specsDirectory: specsDirectory)
  exit(0)
}

if arguments.contains("--relays") {
  // n-step relays with the default properties, end to end.
  RelayBenchmark.run(lengths: quick ? [20, 60] : [20, 60, 200], rounds: quick ? 1 : 3)
  exit(0)
}

if arguments.contains("--defaults") && !arguments.contains("--loop") {
  DefaultPropertiesBenchmark.run(quick: quick)
  exit(0)
}

if arguments.contains("--small") {
  print("| spec | states | 1 thread µs | every core µs | ratio (1 thread / every core) |")
  print("|---|---|---|---|---|")
  let files = ((try? FileManager.default.contentsOfDirectory(atPath: specsDirectory)) ?? []).filter { $0.hasSuffix(".tipspec") }.sorted()
  for spec in files {
    guard let text = try? String(contentsOfFile: specsDirectory + "/" + spec, encoding: .utf8),
      let model = SpecFrontend.load(SourceFile(path: spec, text: text)).model,
      let system = try? SemanticsCompiler.compile(model)
    else { continue }
    // Interleaved, so drift on a shared machine hits both alike.
    var one: [Double] = []
    var every: [Double] = []
    for _ in 0..<4 {
      one.append(medianMicroseconds(system, threads: 1, runs: 100))
      every.append(medianMicroseconds(system, threads: 0, runs: 100))
    }
    let a = median(one)
    let b = median(every)
    let states = ExplicitChecker(system: system).run().statistics.states
    print("| \(spec) | \(states) | \(format(a, 1)) | \(format(b, 1)) | \(format(a / b, 2))× |")
  }
  exit(0)
}

// --loop NAME RUNS THREADS [--defaults]: one generated model's single-tip
// search (or, with --defaults, its default properties' search and
// analysis, as `tipcheck verify` runs them), RUNS times in one process, its
// median printed: a steady load for `perf record` on a model too small to
// profile in one run. NAME as in ModelFamily.named. THREADS `pair`: one
// one-thread single-tip search per core at once (`SideBySide`), and one
// alone, interleaved RUNS times, each timed the same way: their medians, and
// the reference the --spin table prints for the every-core speedup.
if let index = arguments.firstIndex(of: "--loop"), arguments.distance(from: index, to: arguments.endIndex) > 3 {
  let values = Array(arguments[index...].dropFirst().prefix(3))
  let defaults = arguments.contains("--defaults")
  let pair = values[2] == "pair"
  if pair && defaults {
    print("--loop: pair times single-tip searches only (no --defaults)")
    exit(64)
  }
  guard var text = ModelFamily.named(values[0]), let runs = Int(values[1]), let threads = pair ? 1 : Int(values[2]), runs > 0 else {
    print("--loop: unknown model or count (models: tips10, counters6, groups8x3, …)")
    exit(64)
  }
  // The family's checks removed: the defaults (single-tip, reachable, no-deadlock) apply.
  if defaults { text = text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("check") }.joined(separator: "\n") }
  guard let model = SpecFrontend.load(SourceFile(path: values[0], text: text)).model,
    var system = try? SemanticsCompiler.compile(model)
  else {
    print("--loop: \(values[0]) does not compile")
    exit(64)
  }
  if !defaults { system = system.singleTipOnly }
  if pair {
    var alone: [Double] = []
    var together: [Double] = []
    for run in 0..<runs {
      // Alternating which goes first.
      if run % 2 == 0 { alone.append(SideBySide.oneSeconds(system)) }
      together.append(SideBySide.seconds(system))
      if run % 2 == 1 { alone.append(SideBySide.oneSeconds(system)) }
    }
    let copies = SideBySide.copies
    print(
      "\(values[0]): one 1-thread search, median \(format(median(alone) * 1e6, 1)) µs; \(copies) side by side, median \(format(median(together) * 1e6, 1)) µs; reference \(format(Double(copies) * median(alone) / median(together), 2))× over \(runs) runs each (single-tip search, run() timed whole)"
    )
    exit(0)
  }
  let (median, states, visitedSet, compile) = timedRuns(system, threads: threads, runs: runs, whole: defaults)
  let what = defaults ? "default properties, search and analysis" : "single-tip search"
  print(
    "\(values[0]): median \(format(median, 1)) µs over \(runs) runs on \(threads) thread(s) (\(what)), \(states) states, \(visitedSet); compiling for the engine \(format(compile, 1)) µs"
  )
  exit(0)
}

// Asked for the comparison with SPIN, without SPIN: say so and stop before the
// explicit table (on a fresh machine it printed that table for a minute, then
// "skipped", and exited 0).
if arguments.contains("--spin"), !SpinRunner.isAvailable {
  FileHandle.standardError.write(
    Data(
      "tipcheck-bench --spin: spin or gcc not found on PATH (Debian: apt-get install spin gcc; macOS: brew install spin)\n"
        .utf8))
  exit(2)
}

// --only TEXT: just the SPIN comparison, of the models whose name contains TEXT (repeatable).
let only = arguments.indices.filter { arguments[$0] == "--only" && $0 + 1 < arguments.endIndex }.map { arguments[$0 + 1] }
var rows: [Row] = []
let independent = quick ? [4, 8, 10] : [4, 8, 10, 12, 13]
for n in only.isEmpty ? independent : [] { if let row = measure("independent tips N=\(n)", ModelFamily.independentTips(n)) { rows.append(row) } }
for n in quick || !only.isEmpty ? [] : [5, 20, 60] { if let row = measure("relay N=\(n)", ModelFamily.relay(n)) { rows.append(row) } }
for (k, m) in !only.isEmpty ? [] : quick ? [(2, 3), (4, 3)] : [(2, 3), (4, 3), (6, 4)] {
  if let row = measure("groups k=\(k) m=\(m)", ModelFamily.groups(k, m)) { rows.append(row) }
}
for n in !only.isEmpty ? [] : quick ? [3] : [3, 5] { if let row = measure("counters N=\(n) needs 3", ModelFamily.counters(n, needed: 3)) { rows.append(row) } }
let specs = ((try? FileManager.default.contentsOfDirectory(atPath: specsDirectory)) ?? []).filter { $0.hasSuffix(".tipspec") }.sorted()
for spec in only.isEmpty ? specs : [] {
  if let text = try? String(contentsOfFile: specsDirectory + "/" + spec, encoding: .utf8),
    let row = measure(spec, text, repeats: 5)
  {
    rows.append(row)
  }
}
if only.isEmpty { printTable(rows) }
if arguments.contains("--spin") {
  var models = BenchmarkFamilies.rows(quick: quick, relays: true).map { ($0.name, $0.text) }
  for spec in specs {
    if let text = try? String(contentsOfFile: specsDirectory + "/" + spec, encoding: .utf8) { models.append((spec, text)) }
  }
  if !only.isEmpty { models = models.filter { model in only.contains { model.0.contains($0) } } }
  SpinBenchmark.run(models: models)
}
if !arguments.contains("--explicit-only") && !arguments.contains("--spin") { SymbolicBenchmark.run(quick: quick) }
