import TipModel
import TipResults
import TipSwift

/// What a project configuration changes in how a command reads its
/// inputs: what a directory walk leaves out, and the checks added to every
/// Swift app. Every command that reads inputs reads them this way.
struct InputReading {
  var excluded = PathExclusion.none
  var checks = AddedDirectives.none
  /// The configuration file, as an input no output may replace.
  var files: [String] = []

  init(_ configuration: ProjectConfiguration?) {
    guard let configuration else { return }
    excluded = configuration.excluded
    checks = AddedDirectives(configuration.checks, file: configuration.source)
    files = [configuration.source.path]
  }

  func apply(to options: inout Verifier.Options) {
    options.excluded = excluded
    options.addedChecks = checks
  }
}
