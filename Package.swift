// swift-tools-version:6.0
//
// TipCheck: a model checker for Apple TipKit tutorials.
//
// The direction of dependency is the direction of this file:
//   front ends (TipSpec, TipSwift) → model (TipModel) → transition system (TipSemantics)
//   → engines (TipExplicitCore ← TipExplicit; TipSymbolic) → results (TipResults) → reports (TipReports) → CLI.
// TipKit's semantics live in TipSemantics only; every engine consumes the
// `TransitionSystem` it produces.
import PackageDescription

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: Where SwiftSyntax comes from
//
// The Swift front end (TipSwift) parses app sources with SwiftParser and
// SwiftSyntax, from one of two places (docs/swift-frontend.md, "Finding
// SwiftSyntax"):
//
// - the swift-syntax package, which SwiftPM fetches: the default on macOS,
//   where teams add TipCheck's plugins to their packages. The manifest then
//   has no unsafe flags, so a package can depend on TipCheck by version
//   (`from: "0.1.0"`), and an app that already uses swift-syntax (macros)
//   shares one copy. Untested on the project's Linux machines, which cannot
//   fetch packages; `TIPCHECK_SWIFT_SYNTAX=package` chooses it anywhere.
// - the libraries that ship inside every Swift toolchain, in
//   `usr/lib/swift/host`: the default elsewhere (nothing to fetch). They are
//   found relative to the toolchain running this manifest (its
//   PackageDescription library lives in `usr/lib/swift/pm/`), or at
//   `TIPCHECK_SWIFT_SYNTAX_PATH`, and linked with unsafe flags, which SwiftPM
//   accepts from root, local, branch and commit dependencies only.
//   `TIPCHECK_SWIFT_SYNTAX=toolchain` chooses it on macOS. Without them
//   TipCheck still builds, and `.swift` inputs get a message saying what is
//   missing.

/// Directories of the libraries loaded into this manifest process.
func loadedLibraryPaths() -> [String] {
  #if canImport(Darwin)
  return (0..<_dyld_image_count()).compactMap { index in _dyld_get_image_name(index).map { String(cString: $0) } }
  #elseif canImport(Glibc)
  guard let maps = fopen("/proc/self/maps", "r") else { return [] }
  defer { fclose(maps) }
  var paths: [String] = []
  var buffer = [CChar](repeating: 0, count: 4096)
  while fgets(&buffer, Int32(buffer.count), maps) != nil {
    let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    if let slash = line.firstIndex(of: "/") {
      paths.append(String(line[slash...]).trimmingNewline())
    }
  }
  return paths
  #else
  return []
  #endif
}

extension String {
  func trimmingNewline() -> String { hasSuffix("\n") ? String(dropLast()) : self }
}

func fileExists(_ path: String) -> Bool { access(path, F_OK) == 0 }

/// The toolchain's `usr/lib/swift/host`, if it has SwiftSyntax's modules.
func hostSwiftSyntaxDirectory() -> String? {
  if let override = Context.environment["TIPCHECK_SWIFT_SYNTAX_PATH"] {
    return override.isEmpty ? nil : override
  }
  let marker = Array("/lib/swift/pm/".utf8)
  for path in loadedLibraryPaths() {
    let bytes = Array(path.utf8)
    guard bytes.count > marker.count,
      let found = (0...(bytes.count - marker.count)).first(where: { Array(bytes[$0..<($0 + marker.count)]) == marker })
    else { continue }
    let host = String(decoding: bytes[..<found], as: UTF8.self) + "/lib/swift/host"
    if fileExists(host + "/SwiftSyntax.swiftmodule") && fileExists(host + "/SwiftParser.swiftmodule") {
      return host
    }
  }
  return nil
}

/// Whether SwiftSyntax comes from the swift-syntax package.
let usesSwiftSyntaxPackage: Bool = {
  switch Context.environment["TIPCHECK_SWIFT_SYNTAX"] {
  case "package": return true
  case "toolchain": return false
  default:
    #if os(macOS)
    return true
    #else
    return false
    #endif
  }
}()

let swiftSyntaxDirectory = usesSwiftSyntaxPackage ? nil : hostSwiftSyntaxDirectory()

/// The swift-syntax releases of Swift 6 toolchains: TipSwift uses only API
/// they all have (parsing, trivia, operator folding, parser diagnostics).
let swiftSyntaxVersions: Range<Version> = "600.0.0"..<"700.0.0"
let swiftSyntaxProducts = ["SwiftSyntax", "SwiftParser", "SwiftParserDiagnostics", "SwiftOperators"]

let package = Package(
  name: "TipCheck",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "tipcheck", targets: ["tipcheck"]),
    .library(name: "TipCheckKit", targets: ["TipResults", "TipReports"]),
    .plugin(name: "TipCheckPlugin", targets: ["TipCheckPlugin"]),
    .plugin(name: "TipCheckBuildToolPlugin", targets: ["TipCheckBuildToolPlugin"]),
  ],
  dependencies: usesSwiftSyntaxPackage
    ? [.package(url: "https://github.com/swiftlang/swift-syntax.git", swiftSyntaxVersions)] : [],
  targets: [
    // MARK: Model and front ends
    .target(name: "TipModel"),
    .target(name: "TipSpec", dependencies: ["TipModel"]),
    // The Swift front end lowers app sources to the `.tipspec` language.
    .target(
      name: "TipSwift",
      dependencies: ["TipModel", "TipSpec"]
        + (usesSwiftSyntaxPackage ? swiftSyntaxProducts.map { Target.Dependency.product(name: $0, package: "swift-syntax") } : []),
      swiftSettings: usesSwiftSyntaxPackage || swiftSyntaxDirectory != nil ? [.define("TIPCHECK_SWIFT_SYNTAX")] : [],
      linkerSettings: swiftSyntaxDirectory.map {
        [.unsafeFlags(["-L", $0, "-Xlinker", "-rpath", "-Xlinker", $0])]
      } ?? []),

    // MARK: Semantics (the one place TipKit's behaviour is encoded)
    .target(name: "TipSemantics", dependencies: ["TipModel"]),

    // MARK: Engines
    // pthread is part of libc from glibc 2.34 on; named for older Linux systems.
    .target(name: "CTipRuntime", linkerSettings: [.linkedLibrary("pthread", .when(platforms: [.linux]))]),
    // The core explicit engine: the compiled step programs, the state store,
    // the one-thread search that defines what a search finds, and what is
    // asked of its states afterwards.
    .target(name: "TipExplicitCore", dependencies: ["TipSemantics", "CTipRuntime"]),
    // The accelerator (threads, compact visited sets, memo tables) and the
    // choice between it and the core; it must find what the core finds.
    .target(name: "TipExplicit", dependencies: ["TipExplicitCore", "TipSemantics", "CTipRuntime"]),
    .systemLibrary(name: "CZ3", pkgConfig: "z3", providers: [.apt(["libz3-dev"]), .brew(["z3"])]),
    .target(name: "TipZ3", dependencies: ["CZ3"]),
    .target(name: "TipSymbolic", dependencies: ["TipSemantics", "TipZ3"]),
    // Exports of the transition system for other tools (SPIN, SMT solvers).
    .target(name: "TipExport", dependencies: ["TipSemantics"]),

    // MARK: Results, reports, command line
    .target(name: "TipResults", dependencies: ["TipModel", "TipSpec", "TipSwift", "TipSemantics", "TipExplicit", "TipExplicitCore", "TipSymbolic"]),
    .target(name: "TipReports", dependencies: ["TipResults"]),
    .target(
      name: "TipCheckCLI", dependencies: ["TipResults", "TipReports", "TipSymbolic", "TipExport", "TipSpec", "TipSwift"]),
    .executableTarget(name: "tipcheck", dependencies: ["TipCheckCLI", "TipResults", "TipExplicitCore"]),
    // `swift package tipcheck`: verify a package's TipKit sources in place.
    .plugin(
      name: "TipCheckPlugin",
      capability: .command(
        intent: .custom(verb: "tipcheck", description: "Verify the TipKit tutorials of this package with TipCheck")),
      dependencies: ["tipcheck"]),
    // Verify a target's tutorial on every build; problems appear as build errors and warnings.
    .plugin(name: "TipCheckBuildToolPlugin", capability: .buildTool(), dependencies: ["tipcheck"]),

    // MARK: Benchmarks (run on demand: `swift run -c release tipcheck-bench`)
    .executableTarget(
      name: "tipcheck-bench",
      dependencies: ["TipResults", "TipReports", "TipSwift", "TipExplicit", "TipExplicitCore", "TipSemantics", "TipSpec", "TipSymbolic", "TipExport", "TipTestSupport"],
      path: "Benchmarks/Sources/tipcheck-bench"),

    // MARK: Tests
    .target(
      name: "TipTestSupport", dependencies: ["TipModel", "TipSpec", "TipSemantics", "TipExplicit", "TipExplicitCore"],
      path: "Tests/TipTestSupport"),
    .testTarget(name: "TipSpecTests", dependencies: ["TipSpec", "TipTestSupport"]),
    .testTarget(name: "TipSemanticsTests", dependencies: ["TipSpec", "TipSemantics", "TipExplicit", "TipExplicitCore", "TipTestSupport"]),
    .testTarget(name: "TipExplicitTests", dependencies: ["TipSpec", "TipSemantics", "TipExplicit", "TipExplicitCore", "TipTestSupport"]),
    .testTarget(
      name: "TipSymbolicTests", dependencies: ["TipSpec", "TipSemantics", "TipExplicit", "TipExplicitCore", "TipSymbolic", "TipZ3", "TipTestSupport"]),
    .testTarget(name: "TipExportTests", dependencies: ["TipExport", "TipExplicit", "TipExplicitCore", "TipSemantics", "TipZ3", "TipTestSupport"]),
    .testTarget(
      name: "TipSwiftTests",
      dependencies: ["TipSwift", "TipSpec", "TipSemantics", "TipExplicit", "TipExplicitCore", "TipResults", "TipReports", "TipTestSupport"]),
    .testTarget(name: "TipResultsTests", dependencies: ["TipResults", "TipReports", "TipSwift", "TipTestSupport"]),
    .testTarget(name: "TipCheckCLITests", dependencies: ["TipCheckCLI", "TipResults", "TipSwift", "TipSemantics", "TipTestSupport"]),
  ]
)

// Modules importing TipSwift must see the modules it was built against
// (debug builds are testable, so its internal imports are loaded too).
if let swiftSyntaxDirectory {
  for target in package.targets where target.type != .system && target.type != .plugin {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-I", swiftSyntaxDirectory])]
  }
}
