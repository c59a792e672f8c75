import Foundation
import Testing
import TipExplicit
import TipExport
import TipModel
import TipSemantics
import TipTestSupport

/// SPIN explores the Promela export of every spec and of generated models:
/// it must reach exactly TipCheck's states (plus the one before the launch)
/// and agree on single-tip. Runs where `spin` and `gcc` are installed
/// (`.ci/run` installs them).
@Suite("SPIN agrees with the explicit engine", .enabled(if: SpinRunner.available))
struct SpinAgreementTests {
  typealias T = TestSupport

  static var specs: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: T.specsDirectory)) ?? []).filter { $0.hasSuffix(".tipspec") }
      .sorted()
  }

  @Test("Every spec in Specs/", arguments: specs)
  func spec(name: String) throws {
    try Self.assertAgreement(String(contentsOfFile: T.specsDirectory + "/" + name, encoding: .utf8), label: name)
  }

  @Test("Generated models", arguments: [UInt64(3), 7, 11, 19, 23])
  func generated(seed: UInt64) throws {
    try Self.assertAgreement(RandomModels.spec(seed: seed), label: "random seed \(seed)")
  }

  static func assertAgreement(_ text: String, label: String) throws {
    let system = try T.system(text)
    var singleTip = system
    singleTip.properties = [CheckedProperty(propertyIndex: 0, kind: .invariant(singleTipPredicate(system)))]
    let explicit = ExplicitChecker(system: singleTip).run()
    let violated = if case .violated = explicit.outcomes[0] { true } else { false }
    let spin = try SpinRunner.run(PromelaExporter(system: system).export())
    #expect(spin.states == explicit.statistics.states + 1, "\(label): SPIN \(spin.states) states, TipCheck \(explicit.statistics.states)")
    #expect((spin.errors > 0) == violated, "\(label): SPIN \(spin.errors) errors, TipCheck single-tip \(violated ? "violated" : "holds")")
  }

  static func singleTipPredicate(_ system: TransitionSystem) -> ExpressionID {
    var graph = system.graph
    return graph.lessOrEqual(graph.count(system.derived.visible), graph.integer(1))
  }
}

enum SpinRunner {
  static var available: Bool {
    ["spin", "gcc"].allSatisfy { tool in
      (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
        FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)")
      }
    }
  }

  struct Result {
    var states = 0
    var errors = 0
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  static func run(_ promela: String) throws -> Result {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tipcheck-spin-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try promela.write(to: directory.appendingPathComponent("model.pml"), atomically: true, encoding: .utf8)
    let output = try shell(
      "spin -a model.pml && gcc -O2 -DBFS -DSAFETY -DNOREDUCE -o pan pan.c && ./pan -c0", in: directory.path)
    var result = Result()
    for line in output.split(separator: "\n") {
      let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
      if line.contains("states, stored"), let value = Int(fields.first ?? "") { result.states = value }
      if line.contains("errors:"), let value = Int(fields.last ?? "") { result.errors = value }
    }
    guard result.states > 0 else { throw Failure(description: "SPIN did not run:\n\(output.suffix(2000))") }
    return result
  }

  static func shell(_ command: String, in directory: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}
