import Foundation
import Testing
import TipSwift
import TipTestSupport

/// The build-tool plugin in a package that uses it, built by `swift build`
/// as a team's package would be: problems appear in the build output as
/// `file:line:col:` lines, a violation fails the build, an unknown verdict
/// only warns, and an unchanged target is not checked again.
///
/// The package is written under `.build/plugin-fixture` (its build
/// directory beside it, so later runs rebuild only what changed). Its
/// targets are two apps of the corpus (Tests/Fixtures/Apps) inside
/// `#if os(iOS)`, so they compile on Linux and macOS without TipKit, while
/// TipCheck reads them as the iOS app they are.
@Suite(
  "Build-tool plugin in a package", .serialized, .tags(.slow), .enabled(if: SlowSuite.isEnabled, SlowSuite.reason),
  .enabled(if: SwiftFrontend.isAvailable))
struct BuildToolPluginTests {
  struct Output {
    var text: String
    var status: Int32
  }

  static let fixtureRoot = TestSupport.repositoryRoot + "/.build/plugin-fixture"
  static let packageDirectory = fixtureRoot + "/package"
  /// A local package (`.package(path: "../features")`) holding the tips of
  /// the modular app: the target `Modular` has Sketchbook's views, and its
  /// tips are in the package's `OnboardingTips`.
  static let featuresDirectory = fixtureRoot + "/features"
  static let modularApp = "sketchbook-relay-stuck"
  static let modularTipsFile = "CanvasTips.swift"

  /// The app folders of the corpus the package's targets are made of.
  static let targets = [
    "Purl": "purl-row-counter", "PurlStrict": "purl-row-counter",
    "Sketchbook": "sketchbook-relay-stuck",
  ]

  /// A team's policy for one target: a `.tipcheck.yml` in its directory
  /// (found from the target's directory upwards, as from a working directory).
  static let strictConfiguration = "# This target's TipCheck settings\nunknown: error\n"

  /// Writes the package afresh (new modification times: the first build
  /// after this checks every target).
  static func writePackage() throws {
    let files = FileManager.default
    try? files.removeItem(atPath: packageDirectory + "/Sources")
    try? files.removeItem(atPath: packageDirectory + "/.tipcheck.yml")
    // Bundles an older TipCheck left (it declared its report as an output).
    let products = (try? files.subpathsOfDirectory(atPath: fixtureRoot + "/build")) ?? []
    for bundle in products where bundle.hasSuffix(".resources") && bundle.contains("PluginFixture_") {
      try? files.removeItem(atPath: fixtureRoot + "/build/" + bundle)
    }
    // SwiftPM names a path dependency after its directory.
    let identity = URL(fileURLWithPath: TestSupport.repositoryRoot).lastPathComponent.lowercased()
    let targetList = targets.keys.sorted().map {
      "    .target(name: \"\($0)\", plugins: [.plugin(name: \"TipCheckBuildToolPlugin\", package: \"\(identity)\")]),"
    }
    let modularTarget = """
          .target(
            name: "Modular", dependencies: [.product(name: "OnboardingTips", package: "features")],
            plugins: [.plugin(name: "TipCheckBuildToolPlugin", package: "\(identity)")]),
      """
    let manifest = """
      // swift-tools-version:6.0
      import PackageDescription

      let package = Package(
        name: "PluginFixture",
        dependencies: [.package(path: "\(TestSupport.repositoryRoot)"), .package(path: "../features")],
        targets: [
      \(targetList.joined(separator: "\n"))
      \(modularTarget)
        ]
      )

      """
    let featuresManifest = """
      // swift-tools-version:6.0
      import PackageDescription

      let package = Package(
        name: "features",
        products: [.library(name: "OnboardingTips", targets: ["OnboardingTips"])],
        targets: [.target(name: "OnboardingTips")]
      )

      """
    try? files.removeItem(atPath: featuresDirectory + "/Sources")
    try files.createDirectory(atPath: featuresDirectory + "/Sources/OnboardingTips", withIntermediateDirectories: true)
    try featuresManifest.write(toFile: featuresDirectory + "/Package.swift", atomically: true, encoding: .utf8)
    try files.createDirectory(atPath: packageDirectory + "/Sources/Modular", withIntermediateDirectories: true)
    let modularSource = TestSupport.repositoryRoot + "/Tests/Fixtures/Apps/" + modularApp
    for name in try files.contentsOfDirectory(atPath: modularSource) where name.hasSuffix(".swift") {
      let text = try String(contentsOfFile: modularSource + "/" + name, encoding: .utf8)
      let isTips = name == modularTipsFile
      let destination = isTips ? featuresDirectory + "/Sources/OnboardingTips/" : packageDirectory + "/Sources/Modular/"
      // The views import the tips' module, as a modular app's do.
      try "#if os(iOS)\n\(isTips ? "" : "import OnboardingTips\n")\(text)\n#endif\n".write(
        toFile: destination + name, atomically: true, encoding: .utf8)
    }
    try files.createDirectory(atPath: packageDirectory, withIntermediateDirectories: true)
    try manifest.write(toFile: packageDirectory + "/Package.swift", atomically: true, encoding: .utf8)
    for (target, app) in targets {
      let source = TestSupport.repositoryRoot + "/Tests/Fixtures/Apps/" + app
      let destination = packageDirectory + "/Sources/" + target
      try files.createDirectory(atPath: destination, withIntermediateDirectories: true)
      for name in try files.contentsOfDirectory(atPath: source) where name.hasSuffix(".swift") {
        let text = try String(contentsOfFile: source + "/" + name, encoding: .utf8)
        try "#if os(iOS)\n\(text)\n#endif\n".write(toFile: destination + "/" + name, atomically: true, encoding: .utf8)
      }
      if target.hasSuffix("Strict") {
        try strictConfiguration.write(toFile: destination + "/.tipcheck.yml", atomically: true, encoding: .utf8)
      }
    }
  }

  /// `swift build` of one target. SwiftPM's incremental build can keep a
  /// dependency's old struct layout after TipCheck's own sources change
  /// (swiftlang/swift-package-manager#10502; CONTRIBUTING.md), and the tool
  /// it built then crashes: the fixture's build directory is then removed
  /// and the target built once more, from scratch.
  static func swiftBuild(target: String) throws -> Output {
    let output = try swiftBuildOnce(target: target)
    guard output.text.contains("Program crashed") else { return output }
    try? FileManager.default.removeItem(atPath: fixtureRoot + "/build")
    return try swiftBuildOnce(target: target)
  }

  static func swiftBuildOnce(target: String) throws -> Output {
    let output = try ChildProcess.run(
      "/usr/bin/env",
      ["swift", "build", "--package-path", packageDirectory, "--scratch-path", fixtureRoot + "/build", "--target", target],
      in: TestSupport.repositoryRoot)
    return Output(text: output.stdout + output.stderr, status: output.status)
  }

  /// `swift package tipcheck` in the fixture package.
  static func swiftPackageTipCheck(_ arguments: [String]) throws -> Output {
    let output = try ChildProcess.run(
      "/usr/bin/env",
      ["swift", "package", "--package-path", packageDirectory, "--scratch-path", fixtureRoot + "/build", "tipcheck"] + arguments,
      in: TestSupport.repositoryRoot)
    return Output(text: output.stdout + output.stderr, status: output.status)
  }

  @Test("swift build: errors with file:line:col fail the build, unknown verdicts warn, unchanged targets are not checked again")
  func buildsWithThePlugin() throws {
    try Self.writePackage()
    let sources = Self.packageDirectory + "/Sources/"

    // By hand (Tests/Fixtures/Apps/purl-row-counter/verdicts.txt, and
    // AppCorpusTests.stillUnknown): two verdicts rest on a `.disabled`
    // TipCheck does not read, at line 57 of the counter (line 58 here, after
    // the `#if`). A warning; the build succeeds.
    let purl = try Self.swiftBuild(target: "Purl")
    #expect(purl.status == 0, "\(purl.text)")
    #expect(purl.text.contains("TipCheck Purl"), "\(purl.text)")
    #expect(
      purl.text.contains(sources + "Purl/CounterView.swift:58:18: warning: TipCheck does not model '.disabled'"),
      "\(purl.text)")
    #expect(!purl.text.contains(": error:"), "\(purl.text)")
    // The report stays in the plugin's work directory: SwiftPM bundles a
    // build command's non-Swift outputs into the module as resources.
    let built = try FileManager.default.subpathsOfDirectory(atPath: Self.fixtureRoot + "/build")
    let bundled = built.filter { ($0.contains(".resources/") || $0.contains(".bundle/")) && $0.contains("tipcheck-") }
    #expect(bundled.isEmpty, "\(bundled)")
    #expect(built.contains { $0.hasSuffix("TipCheckBuildToolPlugin/tipcheck-Purl.json") }, "no report")

    // Nothing changed: the build system does not run TipCheck again. (In a
    // fresh build directory SwiftPM's second build recompiles the C target
    // once, as its dependency files now exist, relinks the tool and so
    // checks again; the build after that is the steady state.)
    _ = try Self.swiftBuild(target: "Purl")
    let again = try Self.swiftBuild(target: "Purl")
    #expect(again.status == 0, "\(again.text)")
    #expect(!again.text.contains("TipCheck Purl"), "\(again.text)")

    // The same app under the team's policy (`unknown: error` in the
    // target's `.tipcheck.yml`): the same verdicts fail the build, each as an
    // error at its property's line.
    let strict = try Self.swiftBuild(target: "PurlStrict")
    #expect(strict.status != 0, "\(strict.text)")
    #expect(
      strict.text.contains(sources + "PurlStrict/PurlTips.swift:28:8: error: reachable FinishedProjectsTip is unknown: it holds in the model"),
      "\(strict.text)")
    // The file is an input of the check: relaxing the policy checks again, and passes.
    try "unknown: warning\n".write(toFile: sources + "PurlStrict/.tipcheck.yml", atomically: true, encoding: .utf8)
    let relaxed = try Self.swiftBuild(target: "PurlStrict")
    #expect(relaxed.status == 0, "\(relaxed.text)")
    #expect(relaxed.text.contains("TipCheck PurlStrict"), "\(relaxed.text)")

    // The command plugin passes `tipcheck` its options, `--config` among
    // them (its value is not taken for a path): without a configuration
    // Purl's two unknown verdicts fail the command (exit 2); with one
    // saying `unknown: warning`, it passes. (A `.tipcheck.yml` at the
    // package's root would be found by the command's `tipcheck` too, and by
    // every target's build step, which this test keeps to the targets' own.)
    let strictCommand = try Self.swiftPackageTipCheck(["--target", "Purl", "--quiet"])
    #expect(strictCommand.status != 0, "\(strictCommand.text)")
    #expect(strictCommand.text.contains("tipcheck exited with status 2"), "\(strictCommand.text)")
    try "unknown: warning\n".write(toFile: Self.packageDirectory + "/team.yml", atomically: true, encoding: .utf8)
    let relaxedCommand = try Self.swiftPackageTipCheck(["--target", "Purl", "--quiet", "--config", "team.yml"])
    #expect(relaxedCommand.status == 0, "\(relaxedCommand.text)")
    #expect(relaxedCommand.text.contains("INCONCLUSIVE: 1 spec, 5 properties, 2 unknown"), "\(relaxedCommand.text)")

    // By hand (sketchbook-relay-stuck/verdicts.txt): a tap outside the first
    // popover, then the brush button, invalidates BrushTip without the
    // relay's Next, and LayersTip can never appear: no-deadlock violated,
    // reported at the brush button (the move that got the tour stuck; line
    // 12, here 13), LayersTip's rule and the Next button as notes. The
    // build fails.
    let sketchbook = try Self.swiftBuild(target: "Sketchbook")
    #expect(sketchbook.status != 0, "\(sketchbook.text)")
    for line in [
      "Sketchbook/ToolPalette.swift:13:13: error: no-deadlock violated: LayersTip",
      "Sketchbook/CanvasTips.swift:23:29: note: this rule of LayersTip is false, and stays false",
      "Sketchbook/NextStepStyle.swift:19:13: note: Tap “Next” (NextStepStyle) on BrushTip",
      "Sketchbook/ToolPalette.swift:13:13: note: step 1: Tap outside the popover",
    ] {
      #expect(sketchbook.text.contains(sources + line), "\(line)\n\(sketchbook.text)")
    }

    // The same app made modular: its views in the target `Modular`, its
    // tips in the local package `features`. The build step reads the
    // target with the local targets it depends on as one app, so it gives
    // Sketchbook's verdict, at the same places (a line lower in the views:
    // they import the tips' module). Read alone, the target has no tips.
    let modular = try Self.swiftBuild(target: "Modular")
    #expect(modular.status != 0, "\(modular.text)")
    for line in [
      sources + "Modular/ToolPalette.swift:14:13: error: no-deadlock violated: LayersTip",
      "/features/Sources/OnboardingTips/CanvasTips.swift:23:29: note: this rule of LayersTip is false, and stays false",
    ] {
      #expect(modular.text.contains(line), "\(line)\n\(modular.text)")
    }
    // The command plugin reads it as one app too (exit 1: a violation).
    let modularCommand = try Self.swiftPackageTipCheck(["--target", "Modular", "--quiet"])
    #expect(modularCommand.text.contains("tipcheck exited with status 1"), "\(modularCommand.text)")
    #expect(modularCommand.text.contains("Modular/ToolPalette.swift:14:13: error: no-deadlock violated: LayersTip"), "\(modularCommand.text)")
  }
}
