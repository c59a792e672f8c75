import Foundation
import PackagePlugin

/// Verifies a target's TipKit tutorial on every build, the way SwiftLint's
/// build-tool plugin lints: the target's Swift sources (one app) and any
/// `.tipspec` files in it are checked, each unexpected verdict becomes a
/// `file:line:col: error:` line (warnings for verdicts left unknown) that
/// SwiftPM prints and Xcode lists in its issue navigator, and a violated
/// property fails the build.
///
/// The command declares the target's files as inputs and a JSON report in
/// the plugin's work directory as its output, so the build system runs it
/// again only when a source changes (or after a failed run, which leaves the
/// report stale).
@main
struct TipCheckBuildToolPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    // Tips are Swift types; a C target has none.
    guard let target = target as? SwiftSourceModuleTarget else { return [] }
    let inputs = target.sourceFiles.map(\.url).filter(Self.isChecked)
    return [
      try Self.command(
        tool: context.tool(named: "tipcheck").url, name: target.name, directory: target.directoryURL,
        inputs: inputs, workDirectory: context.pluginWorkDirectoryURL)
    ]
  }
}

extension TipCheckBuildToolPlugin {
  /// The files whose change can change a verdict.
  static func isChecked(_ file: URL) -> Bool {
    file.pathExtension == "swift" || file.pathExtension == "tipspec"
  }

  /// `tipcheck verify DIR --quiet --allow-unknown --color never -o json=REPORT`:
  /// problems only (the build log is not the place for passing
  /// properties), verdicts left unknown as warnings that do not fail the
  /// build, no escape codes (Xcode shows them raw), and a report file as the
  /// output the build system tracks.
  static func command(tool: URL, name: String, directory: URL, inputs: [URL], workDirectory: URL) -> Command {
    let report = workDirectory.appendingPathComponent("tipcheck-\(name).json")
    return .buildCommand(
      displayName: "TipCheck \(name)",
      executable: tool,
      arguments: [
        "verify", directory.path, "--quiet", "--allow-unknown", "--color", "never", "-o", "json=\(report.path)",
      ],
      inputFiles: inputs,
      outputFiles: [report])
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
