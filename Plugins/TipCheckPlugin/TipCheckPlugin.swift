import Foundation
import PackagePlugin

/// `swift package tipcheck`: verifies the TipKit tutorials of a package in
/// place. With no paths it reads the source targets (those `--target`
/// names, else all) and the targets they depend on in local packages as one
/// app (`--one-app`); paths and options are passed to `tipcheck verify` as they are
/// (`swift package tipcheck Specs --format github`); `swift package
/// tipcheck report -o DIR` writes the HTML report instead. It runs in the
/// package's directory, so `tipcheck` reads the package's `.tipcheck.yml`
/// (its settings, `excluded` and `checks`; the target directories stand for
/// its `included`).
@main
struct TipCheckPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    var rest = extractor.remainingArguments
    // `swift package tipcheck report -o DIR` writes the HTML report; anything else verifies.
    var subcommand = "verify"
    if let first = rest.first, first == "verify" || first == "report" {
      subcommand = first
      rest.removeFirst()
    }
    let hasPaths = Self.paths(in: rest).count > 0
    var paths: [String] = []
    if !hasPaths {
      let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
      paths = ["--one-app"] + Self.appTargets(targets, in: context.package).map(\.directoryURL.path)
    }
    let tool = try context.tool(named: "tipcheck")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = [subcommand] + paths + rest
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    if process.terminationStatus != 0 {
      Diagnostics.error("tipcheck exited with status \(process.terminationStatus) (see `tipcheck --help` for exit codes)")
      throw TipCheckFailure(status: process.terminationStatus)
    }
  }
}

extension TipCheckPlugin {
  /// The Swift source directories of `targets` and of the targets they
  /// depend on in this package and in local packages (`.package(path:)`),
  /// not in fetched ones: a modular app's tips, views and view models, read
  /// as one app. (Each plugin target keeps its own copy: a plugin cannot
  /// depend on a library.)
  static func appTargets(_ targets: [Target], in package: Package) -> [SwiftSourceModuleTarget] {
    var local: Set<Target.ID> = []
    var visited: Set<String> = []
    func collect(_ package: Package) {
      guard visited.insert(package.directoryURL.standardizedFileURL.path).inserted else { return }
      switch package.origin {
      case .root, .local: local.formUnion(package.targets.map(\.id))
      default: return
      }
      for dependency in package.dependencies { collect(dependency.package) }
    }
    collect(package)
    var found: [SwiftSourceModuleTarget] = []
    var seen: Set<Target.ID> = []
    for target in targets {
      for member in [target] + target.recursiveTargetDependencies where local.contains(member.id) && seen.insert(member.id).inserted {
        guard let source = member as? SwiftSourceModuleTarget, source.kind != .test, source.kind != .macro else { continue }
        found.append(source)
      }
    }
    return found
  }

  /// Options of `verify` and `report` that take a value in the next argument.
  static let valueOptions: Set<String> = [
    "-o", "--output", "-f", "--format", "-e", "--engine", "--bound", "--max-states", "--max-depth", "--timeout",
    "--memory-limit", "-j", "--threads", "--color", "--readings", "--unknown", "--unknown-default", "--config",
    "--build-stamp", "--source-url",
  ]

  /// The arguments that are paths: not options, and not an option's value
  /// (`--format github` names no path).
  static func paths(in arguments: [String]) -> [String] {
    var paths: [String] = []
    var expectsValue = false
    for argument in arguments {
      if expectsValue {
        expectsValue = false
      } else if argument.hasPrefix("-") || argument.hasPrefix("lcov=") {
        expectsValue = valueOptions.contains(argument)
      } else {
        paths.append(argument)
      }
    }
    return paths
  }
}

struct TipCheckFailure: Error, CustomStringConvertible {
  var status: Int32
  var description: String { "tipcheck exited with status \(status)" }
}
