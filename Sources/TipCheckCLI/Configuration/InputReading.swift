import TipModel
import TipResults
import TipSwift

/// What a project configuration changes in how a command reads its
/// inputs: what a directory walk leaves out, and the checks added to every
/// Swift app. Every command that reads inputs reads them this way.
struct InputReading {
  var excluded = PathExclusion.none
  var checks: [AddedDirective] = []
  /// The configuration file, where the checks are written.
  var configurationFile: SourceFile?

  init(_ configuration: ProjectConfiguration?) {
    guard let configuration else { return }
    excluded = configuration.excluded
    checks = configuration.checks
    configurationFile = configuration.source
  }

  /// The configuration file, as an input no output may replace.
  var files: [String] { configurationFile.map { [$0.path] } ?? [] }

  /// The sources of an app's model: its files and, when it has added
  /// checks, the file they are written in.
  func modelSources(_ swiftSources: [SourceFile]) -> [SourceFile] {
    swiftSources + (checks.isEmpty ? [] : configurationFile.map { [$0] } ?? [])
  }

  func apply(to options: inout Verifier.Options) {
    options.excluded = excluded
    options.addedChecks = checks
    options.addedChecksSource = configurationFile
  }
}
