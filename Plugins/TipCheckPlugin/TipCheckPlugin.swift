import Foundation
import PackagePlugin

/// `swift package tipcheck`: verifies the TipKit tutorials of a package in
/// place. With no paths it reads every source target's directory as one
/// app; paths and options are passed to `tipcheck verify` as they are
/// (`swift package tipcheck Specs --format github`).
@main
struct TipCheckPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    let rest = extractor.remainingArguments
    let hasPaths = rest.contains { !$0.hasPrefix("-") }
    var paths: [String] = []
    if !hasPaths {
      let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
      paths = targets.compactMap { $0 as? SourceModuleTarget }.filter { $0.kind != .test }.map { $0.directoryURL.path }
    }
    let tool = try context.tool(named: "tipcheck")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = ["verify"] + paths + rest
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    if process.terminationStatus != 0 {
      Diagnostics.error("tipcheck exited with status \(process.terminationStatus) (see `tipcheck --help` for exit codes)")
      throw TipCheckFailure(status: process.terminationStatus)
    }
  }
}

struct TipCheckFailure: Error, CustomStringConvertible {
  var status: Int32
  var description: String { "tipcheck exited with status \(status)" }
}
