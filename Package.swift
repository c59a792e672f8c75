// swift-tools-version:6.2
//
// TipCheck: a model checker for Apple TipKit tutorials.
//
// The direction of dependency is the direction of this file:
//   front ends (TipSpec) → model (TipModel) → transition system (TipSemantics)
//   → engines (TipExplicit) → results (TipResults) → reports (TipReports) → CLI.
// TipKit's semantics live in TipSemantics only; every engine consumes the
// `TransitionSystem` it produces.
import PackageDescription

let package = Package(
  name: "TipCheck",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "tipcheck", targets: ["tipcheck"]),
    .library(name: "TipCheckKit", targets: ["TipResults", "TipReports"]),
  ],
  targets: [
    // MARK: Model and front ends
    .target(name: "TipModel"),
    .target(name: "TipSpec", dependencies: ["TipModel"]),

    // MARK: Semantics (the one place TipKit's behaviour is encoded)
    .target(name: "TipSemantics", dependencies: ["TipModel"]),

    // MARK: Engines
    .target(name: "CTipRuntime"),
    .target(name: "TipExplicit", dependencies: ["TipSemantics", "CTipRuntime"]),
    .systemLibrary(name: "CZ3", pkgConfig: "z3", providers: [.apt(["libz3-dev"]), .brew(["z3"])]),
    .target(name: "TipZ3", dependencies: ["CZ3"]),
    .target(name: "TipSymbolic", dependencies: ["TipSemantics", "TipZ3"]),
    // Exports of the transition system for other tools (SPIN, SMT solvers).
    .target(name: "TipExport", dependencies: ["TipSemantics"]),

    // MARK: Results, reports, command line
    .target(name: "TipResults", dependencies: ["TipModel", "TipSpec", "TipSemantics", "TipExplicit", "TipSymbolic"]),
    .target(name: "TipReports", dependencies: ["TipResults"]),
    .target(name: "TipCheckCLI", dependencies: ["TipResults", "TipReports", "TipSymbolic", "TipExport", "TipSpec"]),
    .executableTarget(name: "tipcheck", dependencies: ["TipCheckCLI"]),

    // MARK: Benchmarks (run on demand: `swift run -c release tipcheck-bench`)
    .executableTarget(
      name: "tipcheck-bench",
      dependencies: ["TipResults", "TipExplicit", "TipSemantics", "TipSpec", "TipSymbolic", "TipExport"],
      path: "Benchmarks/Sources/tipcheck-bench"),

    // MARK: Tests
    .target(
      name: "TipTestSupport", dependencies: ["TipModel", "TipSpec", "TipSemantics", "TipExplicit"],
      path: "Tests/TipTestSupport"),
    .testTarget(name: "TipSpecTests", dependencies: ["TipSpec", "TipTestSupport"]),
    .testTarget(name: "TipSemanticsTests", dependencies: ["TipSpec", "TipSemantics", "TipExplicit", "TipTestSupport"]),
    .testTarget(name: "TipExplicitTests", dependencies: ["TipSpec", "TipSemantics", "TipExplicit", "TipTestSupport"]),
    .testTarget(
      name: "TipSymbolicTests", dependencies: ["TipSpec", "TipSemantics", "TipExplicit", "TipSymbolic", "TipZ3", "TipTestSupport"]),
    .testTarget(name: "TipExportTests", dependencies: ["TipExport", "TipExplicit", "TipSemantics", "TipTestSupport"]),
    .testTarget(name: "TipResultsTests", dependencies: ["TipResults", "TipReports", "TipTestSupport"]),
    .testTarget(name: "TipCheckCLITests", dependencies: ["TipCheckCLI", "TipResults", "TipTestSupport"]),
  ]
)
