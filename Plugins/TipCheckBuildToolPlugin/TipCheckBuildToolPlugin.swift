import Foundation
import PackagePlugin

/// Verifies a target's TipKit tutorial on every build, the way SwiftLint's
/// build-tool plugin lints: the target's Swift sources with those of the
/// targets it depends on in local packages (one app) and any `.tipspec`
/// files in it are checked, each unexpected verdict becomes a
/// `file:line:col: error:` line that SwiftPM prints and Xcode lists in its
/// issue navigator, and a violated property fails the build. A verdict left
/// unknown is a warning, unless the project's `.tipcheck.yml` says
/// `unknown: error`.
///
/// The command's inputs are the target's files and the configuration; its
/// one declared output is an empty Swift file, written when the check
/// passes, so the build system runs the check again only when an input
/// changes (or after a failed check). A Swift file because SwiftPM
/// compiles generated Swift and bundles every other generated file into the
/// module as a resource; the JSON report stays in the plugin's work
/// directory, undeclared and never bundled.
@main
struct TipCheckBuildToolPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    // Tips are Swift types; a C target has none.
    guard let target = target as? SwiftSourceModuleTarget else { return [] }
    let members = Self.appTargets([target], in: context.package)
    let dependencies = members.filter { $0.id != target.id }
    let inputs = ([target] + dependencies).flatMap { $0.sourceFiles.map(\.url) }.filter(Self.isChecked)
    return [
      try Self.command(
        tool: context.tool(named: "tipcheck").url, name: target.name, directory: target.directoryURL,
        alsoReading: dependencies.map(\.directoryURL), inputs: inputs, workDirectory: context.pluginWorkDirectoryURL)
    ]
  }
}

extension TipCheckBuildToolPlugin {
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

  static let configurationName = ".tipcheck.yml"

  /// The files whose change can change a verdict.
  static func isChecked(_ file: URL) -> Bool {
    file.pathExtension == "swift" || file.pathExtension == "tipspec"
  }

  /// The project's configuration: the nearest `.tipcheck.yml` at or above
  /// the checked directory (as `tipcheck` finds it from a working directory).
  static func configuration(above directory: URL) -> URL? {
    var current = directory.standardizedFileURL
    while true {
      let candidate = current.appendingPathComponent(configurationName)
      if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
      let parent = current.deletingLastPathComponent().standardizedFileURL
      if parent.path == current.path { return nil }
      current = parent
    }
  }

  /// `tipcheck verify DIR [DEPENDENCY… --one-app] --quiet --unknown-default
  /// warning --color never -o json=REPORT --build-stamp STAMP --config
  /// FILE`: the target with the local targets it depends on (`alsoReading`)
  /// as one app, problems only (the
  /// build log is not the place for passing properties), verdicts left
  /// unknown as warnings unless the configuration says otherwise, no escape
  /// codes (Xcode shows them raw), the report kept for whoever wants it,
  /// and the stamp as the output the build system tracks.
  static func command(
    tool: URL, name: String, directory: URL, alsoReading: [URL] = [], inputs: [URL], workDirectory: URL
  ) -> Command {
    let report = workDirectory.appendingPathComponent("tipcheck-\(name).json")
    let stamp = workDirectory.appendingPathComponent("TipCheck-\(name).swift")
    let configuration = Self.configuration(above: directory)
    let read: [String] = [directory.path] + alsoReading.map(\.path) + (alsoReading.isEmpty ? [] : ["--one-app"])
    let options: [String] = [
      "--quiet", "--unknown-default", "warning", "--color", "never", "-o", "json=\(report.path)", "--build-stamp", stamp.path,
    ]
    let configurationOptions: [String] = configuration.map { ["--config", $0.path] } ?? ["--no-config"]
    return .buildCommand(
      displayName: "TipCheck \(name)",
      executable: tool,
      arguments: ["verify"] + read + options + configurationOptions,
      inputFiles: inputs + (configuration.map { [$0] } ?? []),
      outputFiles: [stamp])
  }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same check for an Xcode app target (Build Phases → Run Build Tool
/// Plug-ins): the directory checked is the one holding the target's Swift
/// files, as an Xcode target has no directory of its own.
extension TipCheckBuildToolPlugin: XcodeBuildToolPlugin {
  func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
    let inputs = target.inputFiles.map(\.url).filter(Self.isChecked)
    guard let directory = Self.commonDirectory(of: inputs.filter { $0.pathExtension == "swift" }) else { return [] }
    return [
      try Self.command(
        tool: context.tool(named: "tipcheck").url, name: target.displayName, directory: directory,
        inputs: inputs, workDirectory: context.pluginWorkDirectoryURL)
    ]
  }

  /// The deepest directory containing every file.
  static func commonDirectory(of files: [URL]) -> URL? {
    guard let first = files.first else { return nil }
    var common = first.deletingLastPathComponent().standardizedFileURL.pathComponents
    for file in files.dropFirst() {
      let components = file.deletingLastPathComponent().standardizedFileURL.pathComponents
      common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
    }
    return URL(fileURLWithPath: NSString.path(withComponents: common), isDirectory: true)
  }
}
#endif
