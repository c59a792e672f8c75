import Foundation
import Testing
import TipTestSupport

/// Where SwiftSyntax comes from, as SwiftPM reads the manifest
/// (`swift package dump-package`, which resolves nothing): from the
/// swift-syntax package, the manifest has no unsafe flags, so a package can
/// depend on TipCheck by version; from the toolchain, it links the host
/// libraries with unsafe flags. The package build itself needs the network
/// and runs only on machines that have it (macOS, by default).
@Suite("Package manifest", .serialized)
struct ManifestTests {
  static func dump(_ choice: String) throws -> [String: Any] {
    let scratch = ScratchDirectory.url("tipcheck-manifest").path
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    var environment = ProcessInfo.processInfo.environment
    environment["TIPCHECK_SWIFT_SYNTAX"] = choice
    // Its own scratch directory: the `swift test` running this holds the lock on .build.
    let output = try ChildProcess.run(
      "/usr/bin/env", ["swift", "package", "--package-path", TestSupport.repositoryRoot, "--scratch-path", scratch, "dump-package"],
      in: TestSupport.repositoryRoot, environment: environment)
    try #require(output.status == 0, "\(output.stderr)")
    let json = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8))
    return try #require(json as? [String: Any])
  }

  static func target(_ name: String, in manifest: [String: Any]) -> [String: Any]? {
    (manifest["targets"] as? [[String: Any]])?.first { $0["name"] as? String == name }
  }

  @Test("TIPCHECK_SWIFT_SYNTAX=package: swift-syntax as a versioned dependency of TipSwift, and no unsafe flags anywhere")
  func package() throws {
    let manifest = try Self.dump("package")
    let text = String(decoding: try JSONSerialization.data(withJSONObject: manifest), as: UTF8.self)
    #expect(!text.contains("unsafeFlags"))
    let dependencies = try #require(manifest["dependencies"] as? [[String: Any]])
    #expect(dependencies.count == 1)
    #expect("\(dependencies)".contains("https://github.com/swiftlang/swift-syntax.git"))
    #expect("\(dependencies)".contains("600.0.0") && "\(dependencies)".contains("700.0.0"), "\(dependencies)")
    let tipSwift = try #require(Self.target("TipSwift", in: manifest))
    for product in ["SwiftSyntax", "SwiftParser", "SwiftParserDiagnostics", "SwiftOperators"] {
      #expect("\(tipSwift["dependencies"] ?? "")".contains("\"\(product)\"") || "\(tipSwift["dependencies"] ?? "")".contains(product))
    }
    #expect("\(tipSwift["settings"] ?? "")".contains("TIPCHECK_SWIFT_SYNTAX"))
  }

  @Test("TIPCHECK_SWIFT_SYNTAX=toolchain: the toolchain's host libraries, linked with unsafe flags, and no dependency")
  func toolchain() throws {
    let manifest = try Self.dump("toolchain")
    #expect((manifest["dependencies"] as? [Any])?.isEmpty == true)
    let tipSwift = try #require(Self.target("TipSwift", in: manifest))
    let settings = "\(tipSwift["settings"] ?? "")"
    #expect(settings.contains("unsafeFlags") && settings.contains("/lib/swift/host"), "\(settings)")
  }
}
