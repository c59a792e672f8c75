import Foundation

/// Runs SPIN on a Promela export the way the benchmark and the agreement
/// test compare it with TipCheck: `spin -a`, then `gcc -O2 -DBFS -DSAFETY
/// -DNOREDUCE` (full breadth-first exploration, no reduction), then
/// `./pan -c0`, each timed apart, and reads the figures pan prints.
public enum SpinRunner {
  /// What one SPIN run reported.
  public struct Run: Sendable {
    public var generateSeconds = 0.0
    public var compileSeconds = 0.0
    public var searchSeconds = 0.0
    public var states = 0
    public var transitions = 0
    public var errors = 0
    public var memoryMB = 0.0
  }

  public struct Failure: Error, CustomStringConvertible, Sendable {
    public var description: String
  }

  /// Whether `spin` and `gcc` are on the PATH.
  public static var isAvailable: Bool {
    ["spin", "gcc"].allSatisfy { tool in
      (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
        FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)")
      }
    }
  }

  /// A model SPIN has compiled into `pan`, ready to search (several times,
  /// to interleave with another tool's runs on a noisy machine). Call
  /// `remove()` when done.
  public struct Compiled: Sendable {
    public let directory: String
    public let generateSeconds: Double
    public let compileSeconds: Double

    /// One `./pan -c0` search; `hashBits` is pan's `-w` (the hash table's size), or its default.
    public func search(hashBits: Int? = nil) throws(Failure) -> Run {
      let search = ChildProcess.run("./pan -c0" + (hashBits.map { " -w\($0)" } ?? ""), in: directory)
      var run = Run(generateSeconds: generateSeconds, compileSeconds: compileSeconds, searchSeconds: search.seconds)
      for line in search.output.split(separator: "\n") {
        let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        if line.contains("states, stored"), let value = Int(fields.first ?? "") { run.states = value }
        if line.contains("transitions (= stored+matched)"), let value = Int(fields.first ?? "") { run.transitions = value }
        if line.contains("errors:"), let value = Int(fields.last ?? "") { run.errors = value }
        if line.contains("total actual memory usage"), let value = Double(fields.first ?? "") { run.memoryMB = value }
      }
      guard run.states > 0 else { throw Failure(description: "SPIN did not run:\n\(search.output.suffix(2000))") }
      return run
    }

    public func remove() { try? FileManager.default.removeItem(atPath: directory) }
  }

  /// `spin -a` and `gcc` on the model, in a fresh temporary directory.
  public static func compile(_ promela: String) throws(Failure) -> Compiled {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tipcheck-spin-\(UUID().uuidString)").path
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
      try promela.write(toFile: directory + "/model.pml", atomically: true, encoding: .utf8)
    } catch {
      throw Failure(description: "cannot write the model for SPIN: \(error)")
    }
    let generate = ChildProcess.run("spin -a model.pml", in: directory)
    guard generate.status == 0 else {
      try? FileManager.default.removeItem(atPath: directory)
      throw Failure(description: "spin -a failed:\n\(generate.output.suffix(2000))")
    }
    let compile = ChildProcess.run("gcc -O2 -DBFS -DSAFETY -DNOREDUCE -DMEMLIM=20000 -o pan pan.c", in: directory)
    guard compile.status == 0 else {
      try? FileManager.default.removeItem(atPath: directory)
      throw Failure(description: "gcc failed:\n\(compile.output.suffix(2000))")
    }
    return Compiled(directory: directory, generateSeconds: generate.seconds, compileSeconds: compile.seconds)
  }

  /// Compiles and searches once.
  public static func run(_ promela: String, hashBits: Int? = nil) throws(Failure) -> Run {
    let compiled = try compile(promela)
    defer { compiled.remove() }
    return try compiled.search(hashBits: hashBits)
  }
}
