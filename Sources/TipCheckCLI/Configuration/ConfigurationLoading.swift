import Foundation
import TipModel
import TipResults

extension ProjectConfiguration {
  /// The configuration a run reads: `--config PATH`, none with
  /// `--no-config`, else the first `.tipcheck.yml` in the working directory
  /// or above it. Paths are from the working directory (`../.tipcheck.yml`),
  /// so messages name them as the user would.
  static func load(_ choice: ConfigurationChoice, workingDirectory: String) -> Result<ProjectConfiguration?, CommandOutputError> {
    let path: String
    switch choice {
    case .none: return .success(nil)
    case .file(let named): path = named
    case .discover:
      guard let found = find(from: workingDirectory) else { return .success(nil) }
      path = found
    }
    func failure(_ message: String, _ status: ExitStatus) -> Result<ProjectConfiguration?, CommandOutputError> {
      .failure(CommandOutputError(output: CommandOutput(stdout: "", stderr: message, status: status.rawValue)))
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return failure(Runner.missingMessage(path), .inputNotFound)
    }
    if isDirectory.boolValue { return failure("error: the configuration \(path) is a directory, not a file\n", .usage) }
    // Read as any input is: UTF-8, of bounded size, a caret at a bad byte.
    let contents = Input.spec(path: path).load()
    guard case .spec(let source) = contents else { return failure(Runner.readFailure(contents) ?? "", .invalidInput) }
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
    switch read(source, directory: directory) {
    case .success(let configuration): return .success(configuration)
    case .failure(let diagnostic):
      let rendered = DiagnosticRenderer(sources: [source]).render(diagnostic)
      return failure(rendered + "\n", .invalidInput)
    }
  }

  /// The nearest `.tipcheck.yml` at or above a directory, as a path from it.
  static func find(from directory: String) -> String? {
    var absolute = URL(fileURLWithPath: directory).standardizedFileURL.path
    var relative = ""
    while true {
      let candidate = (absolute == "/" ? "" : absolute) + "/" + fileName
      if FileManager.default.fileExists(atPath: candidate) {
        return relative + fileName
      }
      guard absolute != "/", let slash = absolute.lastIndex(of: "/") else { return nil }
      absolute = slash == absolute.startIndex ? "/" : String(absolute[..<slash])
      relative += "../"
    }
  }

  /// A command line with the file's settings first (so the command line's
  /// own win) and its `included` paths when the command line names none.
  func arguments(for command: Command, given arguments: [String]) -> [String] {
    let settings: [Argument]
    let namesPaths: Bool
    switch command {
    case .verify(let options): (settings, namesPaths) = (self.arguments, options.pathsNamed)
    case .report(let options): (settings, namesPaths) = (self.arguments, options.verify.pathsNamed)
    // UI tests have no verdicts: whether an unknown fails is not theirs to say.
    case .xcuitest(let options): (settings, namesPaths) = (self.arguments.filter { $0.flag != "--unknown" }, options.verify.pathsNamed)
    default: return arguments
    }
    guard let subcommand = arguments.first else { return arguments }
    let paths = namesPaths || included.isEmpty ? [] : (arguments.contains("--") ? [] : ["--"]) + included
    return [subcommand] + settings.map { "\($0.flag)=\($0.value)" } + arguments.dropFirst() + paths
  }
}
