import Foundation
import TipModel
import TipResults
import TipSwift
import TipTestSupport

/// `--app`: a whole generated app (`AppFamily.featureApp`, tutorial-shaped;
/// `--production`: `AppFamily.productionApp`, services and view models
/// calling each other; `--production-dense`: the same with the tip reached
/// from every layer), end to end as `tipcheck verify` runs it — files
/// read, the front end, the checks — against a reference in the same run:
/// reading every file's bytes from disk. Writes
/// `Benchmarks/results/app-<date>-<commit>.json` (`production-…` for the
/// production-shaped app).
enum AppBenchmark {
  /// Which generated app.
  enum Shape {
    case tutorial(features: Int)
    case production
    /// Every layer reaches the tip (`tipInEveryLayer`): nothing is left unparsed.
    case productionDense

    func app(files: Int) -> [String: String] {
      switch self {
      case .tutorial(let features): AppFamily.featureApp(features: features, files: files)
      case .production: AppFamily.productionApp(files: files)
      case .productionDense: AppFamily.productionApp(files: files, tipInEveryLayer: true)
      }
    }

    var features: Int {
      switch self {
      case .tutorial(let features): features
      case .production, .productionDense: 1
      }
    }

    var resultName: String {
      switch self {
      case .tutorial: "app"
      case .production: "production"
      case .productionDense: "production-dense"
      }
    }
  }

  struct Row: Codable {
    var shape: String?
    var files: Int
    var megabytes: Double
    var features: Int
    var frontEndSeconds: Double
    var verifySeconds: Double
    var readSeconds: Double
    var verdicts: [String: Int]
  }

  static func run(sizes: [Int], shape: Shape, rounds: Int) {
    var rows: [Row] = []
    print("| files | MB | front end s | verify s (end to end) | read s (reference) | verify / read | verdicts |")
    print("|---|---|---|---|---|---|---|")
    for size in sizes {
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tipcheck-app-\(size)-\(getpid())").path
      try? FileManager.default.removeItem(atPath: directory)
      let app = shape.app(files: size)
      let bytes = (try? AppFamily.write(app, to: directory)) ?? 0
      var best = (front: Double.infinity, verify: Double.infinity, read: Double.infinity)
      var verdicts: [String: Int] = [:]
      for _ in 0..<rounds {
        let readStart = Date()
        var sources: [SourceFile] = []
        for path in app.keys.sorted() {
          let text = (try? String(contentsOfFile: directory + "/" + path, encoding: .utf8)) ?? ""
          sources.append(SourceFile(path: directory + "/" + path, text: text))
        }
        best.read = min(best.read, Date().timeIntervalSince(readStart))
        let frontStart = Date()
        _ = SwiftFrontend.load(name: directory, sources: sources)
        best.front = min(best.front, Date().timeIntervalSince(frontStart))
        let verifyStart = Date()
        let result = Verifier().verify(paths: [directory])
        best.verify = min(best.verify, Date().timeIntervalSince(verifyStart))
        verdicts = [:]
        for property in result.specs.flatMap(\.properties) { verdicts[property.verdict.rawValue, default: 0] += 1 }
      }
      try? FileManager.default.removeItem(atPath: directory)
      let row = Row(
        shape: shape.resultName, files: app.count, megabytes: Double(bytes) / 1_000_000, features: shape.features, frontEndSeconds: best.front,
        verifySeconds: best.verify, readSeconds: best.read, verdicts: verdicts)
      rows.append(row)
      print(
        "| \(row.files) | \(format(row.megabytes, 2)) | \(format(row.frontEndSeconds, 3)) | \(format(row.verifySeconds, 3)) | \(format(row.readSeconds, 3)) | \(format(row.verifySeconds / max(row.readSeconds, 1e-9), 1)) | \(verdicts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")) |"
      )
    }
    write(rows, name: shape.resultName)
  }

  /// `Benchmarks/results/<name>-<date>-<commit>.json`.
  static func write<Row: Encodable>(_ rows: [Row], name: String = "app") {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd"
    let date = formatter.string(from: Date())
    let commit = shell("git rev-parse --short HEAD") ?? "unknown"
    let path = "Benchmarks/results/\(name)-\(date)-\(commit).json"
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    guard let data = try? encoder.encode(rows) else { return }
    if FileManager.default.createFile(atPath: path, contents: data) {
      print("wrote \(path)")
    } else {
      print("could not write \(path)")
    }
  }

  static func shell(_ command: String) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    let pipe = Pipe()
    process.standardOutput = pipe
    guard (try? process.run()) != nil else { return nil }
    process.waitUntilExit()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    return output.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
