import Foundation
import TipExplicit
import TipExport
import TipModel
import TipSemantics
import TipSpec

/// TipCheck's explicit engine against SPIN on the same transition systems,
/// in one command: both explore every state (SPIN: `spin -a`, `gcc -O2
/// -DBFS -DSAFETY -DNOREDUCE`, `./pan -c0`), and the table checks that they
/// agree on the number of states (SPIN's includes the one before the launch)
/// and on single-tip, then prints the figures and the ratios.
enum SpinBenchmark {
  struct SpinRun {
    var states = 0
    var transitions = 0
    var errors = 0
    var generateSeconds = 0.0
    var compileSeconds = 0.0
    var searchSeconds = 0.0
    var memoryMB = 0.0
  }

  static func shell(_ command: String, in directory: String) -> (status: Int32, output: String, seconds: Double) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    let start = ContinuousClock.now
    do { try process.run() } catch { return (-1, "\(error)", 0) }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let elapsed = ContinuousClock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    return (process.terminationStatus, String(decoding: data, as: UTF8.self), seconds)
  }

  static var spinAvailable: Bool { shell("command -v spin && command -v gcc", in: "/").status == 0 }

  /// Runs SPIN on the system's Promela export.
  static func spin(_ system: TransitionSystem, hashBits: Int) -> SpinRun? {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tipcheck-spin-\(UUID().uuidString)").path
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let model = PromelaExporter(system: system).export()
    guard (try? model.write(toFile: directory + "/model.pml", atomically: true, encoding: .utf8)) != nil else { return nil }
    var run = SpinRun()
    let generate = shell("spin -a model.pml", in: directory)
    guard generate.status == 0 else { print("spin -a failed: \(generate.output.prefix(400))"); return nil }
    run.generateSeconds = generate.seconds
    let compile = shell("gcc -O2 -DBFS -DSAFETY -DNOREDUCE -DMEMLIM=20000 -o pan pan.c", in: directory)
    guard compile.status == 0 else { print("gcc failed: \(compile.output.prefix(400))"); return nil }
    run.compileSeconds = compile.seconds
    let search = shell("./pan -c0 -w\(hashBits)", in: directory)
    run.searchSeconds = search.seconds
    for line in search.output.split(separator: "\n") {
      let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
      if line.contains("states, stored"), let value = Int(fields.first ?? "") { run.states = value }
      if line.contains("transitions (= stored+matched)"), let value = Int(fields.first ?? "") { run.transitions = value }
      if line.contains("errors:"), let value = Int(fields.last ?? "") { run.errors = value }
      if line.contains("total actual memory usage"), let value = Double(fields.first ?? "") { run.memoryMB = value }
    }
    return run
  }

  static func run(models: [(String, String)]) {
    guard spinAvailable else {
      print("\nSPIN comparison skipped: spin or gcc not found (apt-get install spin).")
      return
    }
    print("\n### TipCheck against SPIN (same transition system, full exploration)\n")
    print(
      "| model | states | transitions | TipCheck s (compile s) | 1 thread s | 2-core speedup | SPIN s (compile s) | TipCheck states/s | SPIN states/s | speed ratio | TipCheck B/state | SPIN B/state | memory ratio | agree |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for (name, text) in models {
      guard let model = SpecFrontend.load(SourceFile(path: name, text: text)).model,
        let system = try? SemanticsCompiler.compile(model)
      else { continue }
      // Only single-tip: SPIN checks it, and the same work is compared.
      var singleTipOnly = system
      singleTipOnly.properties = system.properties.filter {
        system.model.properties[$0.propertyIndex].kind == .singleTip
      }
      // Best of three, on every core and on one (the scaling column).
      // Compilation (TipCheck's counterpart of spin -a + gcc) is timed apart.
      func timed(threads: Int) -> (ExplicitChecker.Result, Double, Double) {
        var best: (ExplicitChecker.Result, Double, Double)?
        for _ in 0..<3 {
          let start = ContinuousClock.now
          let checker = ExplicitChecker(system: singleTipOnly, options: ExplicitOptions(threads: threads))
          let compiled = ContinuousClock.now
          let result = checker.run()
          let end = ContinuousClock.now
          func seconds(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18 }
          let search = seconds(end - compiled)
          if best == nil || search < best!.1 { best = (result, search, seconds(compiled - start)) }
        }
        return best!
      }
      let (result, seconds, compileSeconds) = timed(threads: 0)
      let (_, oneThread, _) = timed(threads: 1)
      let statistics = result.statistics
      var hashBits = 10
      while (1 << hashBits) < statistics.states * 2 && hashBits < 30 { hashBits += 1 }
      guard let spin = spin(system, hashBits: hashBits) else { continue }
      let ourViolation = result.outcomes.contains { if case .violated = $0 { return true } else { return false } }
      let agree = spin.states == statistics.states + 1 && (spin.errors > 0) == ourViolation
      let ourRate = Double(statistics.states) / max(seconds, 1e-9)
      let spinRate = Double(spin.states) / max(spin.searchSeconds, 1e-9)
      let ourBytes = Double(statistics.bytes) / Double(max(1, statistics.states))
      let spinBytes = spin.memoryMB * 1_048_576 / Double(max(1, spin.states))
      print(
        "| \(name) | \(statistics.states) | \(statistics.transitions) | \(String(format: "%.3f", seconds)) (\(String(format: "%.3f", compileSeconds))) | \(String(format: "%.3f", oneThread)) | \(String(format: "%.2f×", oneThread / max(seconds, 1e-9))) | \(String(format: "%.3f", spin.searchSeconds)) (\(String(format: "%.2f", spin.compileSeconds + spin.generateSeconds))) | \(Int(ourRate)) | \(Int(spinRate)) | \(String(format: "%.1f×", ourRate / spinRate)) | \(String(format: "%.1f", ourBytes)) | \(String(format: "%.1f", spinBytes)) | \(String(format: "%.2f", ourBytes / spinBytes)) | \(agree ? "yes" : "NO: SPIN \(spin.states) states, \(spin.errors) errors") |"
      )
    }
  }
}
