import Foundation
import TipModel
import TipSpec
import TipSwift
import TipSymbolic
import TipExport
import TipSemantics
import TipExplicit
import TipExplicitCore
import TipResults
import TipReports

/// What a command printed and how it exits; the executable only writes
/// these out, so tests can run commands in-process too.
public struct CommandOutput: Sendable, Equatable {
  public var stdout: String
  public var stderr: String
  public var status: Int32
}

/// The parts of the process environment commands depend on.
public struct TerminalEnvironment: Sendable {
  public var variables: [String: String]
  public var stdoutIsTerminal: Bool
  public var stderrIsTerminal: Bool

  public init(variables: [String: String], stdoutIsTerminal: Bool, stderrIsTerminal: Bool) {
    self.variables = variables
    self.stdoutIsTerminal = stdoutIsTerminal
    self.stderrIsTerminal = stderrIsTerminal
  }

  public enum Stream { case stdout, stderr }

  /// Colour decision (no-color.org, `TERM=dumb`, `--color`).
  public func useColor(_ mode: ColorMode, stream: Stream = .stdout) -> Bool {
    switch mode {
    case .always: return true
    case .never: return false
    case .auto:
      if let noColor = variables["NO_COLOR"], !noColor.isEmpty { return false }
      if variables["TERM"] == "dumb" { return false }
      return stream == .stdout ? stdoutIsTerminal : stderrIsTerminal
    }
  }
}

public enum Runner {
  /// Parses and runs a command line.
  /// `streaming`, when given, receives standard output as it is produced
  /// (a long `simulate` walk, in constant memory); what it received is not
  /// in the returned output.
  public static func run(
    _ arguments: [String], environment: TerminalEnvironment, streaming: (@Sendable (String) -> Void)? = nil
  ) -> CommandOutput {
    var command: Command
    var configuration: ProjectConfiguration?
    do {
      let (choice, rest) = try ArgumentParser.configurationChoice(arguments)
      command = try ArgumentParser.parse(rest)
      if command.readsInputs {
        switch ProjectConfiguration.load(choice, workingDirectory: FileManager.default.currentDirectoryPath) {
        case .failure(let failure): return failure.output
        case .success(let loaded): configuration = loaded
        }
        if let configuration { command = try ArgumentParser.parse(configuration.arguments(for: command, given: rest)) }
      }
    } catch {
      if let topic = error.helpTopic {
        return CommandOutput(stdout: HelpText.help(topic) ?? HelpText.overview, stderr: "", status: 0)
      }
      return CommandOutput(
        stdout: "", stderr: "Error: \(error.description)\n\(HelpText.usage(for: error.command))\n",
        status: ExitStatus.usage.rawValue)
    }
    let reading = InputReading(configuration)
    switch command {
    case .help(let topic):
      guard let text = HelpText.help(topic) else {
        return CommandOutput(
          stdout: "", stderr: "Error: no help for '\(topic ?? "")'\n\(HelpText.usage(for: nil))\n",
          status: ExitStatus.usage.rawValue)
      }
      return CommandOutput(stdout: text, stderr: "", status: 0)
    case .version:
      return CommandOutput(
        stdout: "tipcheck \(HelpText.version)\nZ3 \(SymbolicChecker.z3Version)\n", stderr: "", status: 0)
    case .verify(let options):
      return verify(options, reading: reading, environment: environment)
    case .simulate(let options):
      return simulate(options, reading: reading, environment: environment, streaming: streaming)
    case .export(let options):
      return export(options, reading: reading)
    case .extract(let options):
      return extract(options, reading: reading, environment: environment)
    case .report(let options):
      return report(options, reading: reading, environment: environment)
    case .xcuitest(let options):
      return xcuitest(options, reading: reading, environment: environment)
    }
  }

  /// Verifies one spec or app (with its test plan), then writes its UI tests.
  static func xcuitest(_ options: XCUITestOptions, reading: InputReading, environment: TerminalEnvironment) -> CommandOutput {
    if let refused = refusingInputs(options.output.map { [$0] } ?? [], inputs: options.verify.paths + reading.files) { return refused }
    let run: VerificationRun
    var stderr: String
    switch verification(options.verify, reading: reading, coverage: true, environment: environment) {
    case .failure(let failure): return failure.output
    case .success(let verified): (run, stderr) = verified
    }
    stderr += TextReport(color: environment.useColor(options.verify.color, stream: .stderr)).diagnostics(run)
    guard run.specs.count == 1, let spec = run.specs.first else {
      stderr += "error: xcuitest writes the tests of one model; '\(options.verify.paths.joined(separator: " "))' holds \(run.specs.count)\n"
      return CommandOutput(stdout: "", stderr: stderr, status: ExitStatus.usage.rawValue)
    }
    guard spec.model != nil, !spec.isInvalid else {
      return CommandOutput(stdout: "", stderr: stderr, status: run.status.rawValue)
    }
    let text = XCUITestGenerator(className: options.className, launchArguments: options.launchArguments).render(spec)
    guard let output = options.output else { return CommandOutput(stdout: text, stderr: stderr, status: 0) }
    do {
      try OutputFile.write(text, to: output)
    } catch {
      return CommandOutput(stdout: "", stderr: stderr + "error: \(error)\n", status: ExitStatus.cannotWrite.rawValue)
    }
    return CommandOutput(stdout: "Wrote \(output)\n", stderr: stderr, status: 0)
  }

  /// What to say about an input that could not be read (nil if it was).
  static func readFailure(_ loaded: Input.Loaded) -> String? {
    switch loaded {
    case .unreadable(let file, let message): "\(file): error: \(message)\n"
    case .invalidUTF8(let source, let offset, let byte):
      DiagnosticRenderer(sources: [source]).render(Input.Loaded.encodingError(source, offset: offset, byte: byte)) + "\n"
    case .spec, .swift: nil
    }
  }

  /// An input that is not there; a symbolic link that leads nowhere (broken,
  /// or a loop) says so, since the link itself does exist.
  static func missingMessage(_ path: String) -> String {
    if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
      return "error: \(path) is a symbolic link to \(target), which does not resolve (broken, or a loop)\n"
    }
    return "error: no such file or directory: \(path)\n"
  }

  static func explicitOptions(_ options: VerifyOptions, deadline: ContinuousClock.Instant?) -> ExplicitOptions {
    var explicit = ExplicitOptions()
    if let maxStates = options.maxStates { explicit.maxStates = maxStates }
    explicit.maxDepth = options.maxDepth
    explicit.deadline = deadline
    if let megabytes = options.memoryLimitMB { explicit.memoryLimit = megabytes << 20 }
    if let threads = options.threads { explicit.threads = threads }
    switch options.engine {
    case .explicitCore: explicit.engine = .core
    case .explicitFast: explicit.engine = .accelerated
    default: break
    }
    return explicit
  }

  /// On a terminal, a progress line on stderr for long searches (states,
  /// depth, rate), rewritten in place; never in pipes, files or CI logs.
  static func withProgress(_ options: ExplicitOptions, interactive: Bool) -> ExplicitOptions {
    guard interactive else { return options }
    var options = options
    options.progress = { statistics in
      let line =
        "\r\u{1B}[K  exploring: \(statistics.states) states, depth \(statistics.depth), \(Int(statistics.statesPerSecond)) states/s"
      FileHandle.standardError.write(Data(line.utf8))
    }
    return options
  }

  /// Erases the progress line, if one was drawn.
  static func clearProgress(_ environment: TerminalEnvironment, _ options: VerifyOptions) {
    if environment.stderrIsTerminal && !options.quiet { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
  }

  static func verifierOptions(_ options: VerifyOptions, environment: TerminalEnvironment) -> Verifier.Options {
    var symbolic = SymbolicOptions()
    symbolic.injectZ3Error = environment.variables["TIPCHECK_INJECT_Z3_ERROR"] == "1"
    if let bound = options.bound { symbolic.bound = bound }
    // `--timeout` bounds the whole command, from now: every search and every
    // solver query gets what is left.
    let deadline = options.timeoutSeconds.map { ContinuousClock.now + .milliseconds(Int64($0 * 1000)) }
    symbolic.deadline = deadline
    return Verifier.Options(
      engine: [.explicitCore, .explicitFast].contains(options.engine)
        ? .explicit : EngineChoice(rawValue: options.engine.rawValue) ?? .auto,
      explicit: withProgress(explicitOptions(options, deadline: deadline), interactive: environment.stderrIsTerminal && !options.quiet),
      symbolic: symbolic)
  }

  /// The verification `verify` and `report` share: the run (with coverage
  /// when asked), the messages for missing inputs and internal errors, or
  /// the output to return when there was nothing to verify.
  static func verification(
    _ options: VerifyOptions, reading: InputReading, coverage: Bool, environment: TerminalEnvironment
  ) -> Result<(run: VerificationRun, stderr: String), CommandOutputError> {
    var verifierOptions = verifierOptions(options, environment: environment)
    reading.apply(to: &verifierOptions)
    verifierOptions.readsPathsAsOneApp = options.oneApp
    verifierOptions.measuresCoverage = coverage
    let verifier = Verifier(options: verifierOptions)
    var run = verifier.verify(paths: options.paths)
    run.specs = run.specs.map { options.comparesReadings ? verifier.compareReadings($0) : verifier.noteReadings($0) }
    clearProgress(environment, options)
    var stderr = ""
    for missing in run.missing { stderr += Self.missingMessage(missing) }
    for spec in run.specs {
      if let error = spec.internalError { stderr += "\(spec.path): error: internal error: \(error)\n" }
    }
    if run.specs.isEmpty && run.missing.isEmpty {
      stderr += "error: no .tipspec or .swift files found in \(options.paths.joined(separator: ", "))\n"
      return .failure(
        CommandOutputError(output: CommandOutput(stdout: "", stderr: stderr, status: ExitStatus.inputNotFound.rawValue)))
    }
    return .success((run, stderr))
  }

  /// The run's exit status under the unknown policy: with `--unknown
  /// warning`, verdicts left unknown do not fail it.
  static func exitStatus(of run: VerificationRun, _ options: VerifyOptions) -> ExitStatus {
    options.allowUnknown && run.status == .inconclusive ? .success : run.status
  }

  /// The refusal to write over an input (`OutputFile.refuseInput`), before any work.
  static func refusingInputs(_ outputs: [String], inputs: [String]) -> CommandOutput? {
    for output in outputs {
      do {
        try OutputFile.refuseInput(output, inputs: inputs)
      } catch {
        return CommandOutput(stdout: "", stderr: "error: \(error)\n", status: ExitStatus.cannotWrite.rawValue)
      }
    }
    return nil
  }

  static func verify(_ options: VerifyOptions, reading: InputReading, environment: TerminalEnvironment) -> CommandOutput {
    let outputs = options.outputs.map(\.path) + (options.lcovPath.map { [$0] } ?? []) + (options.buildStamp.map { [$0] } ?? [])
    if let refused = refusingInputs(outputs, inputs: options.paths + reading.files) {
      return refused
    }
    let run: VerificationRun
    var stderr: String
    let measuresCoverage = options.coverage || options.lcovPath != nil || options.htmlDirectory != nil
    switch verification(options, reading: reading, coverage: measuresCoverage, environment: environment) {
    case .failure(let failure): return failure.output
    case .success(let verified): (run, stderr) = verified
    }
    let root = FileManager.default.currentDirectoryPath
    func render(_ format: OutputFormat, forStdout: Bool) -> String {
      switch format {
      case .json: return JSONReport(toolVersion: HelpText.version).render(run)
      case .sarif: return SARIFReport(toolVersion: HelpText.version, root: root).render(run)
      case .junit: return JUnitReport().render(run)
      case .github: return GitHubReport(root: root).render(run)
      case .text:
        let report = TextReport(
          color: forStdout && environment.useColor(options.color), verbose: options.verbose,
          showsEngines: options.engine != .auto)
        return options.quiet && forStdout ? report.quiet(run, unknownFails: !options.allowUnknown) : report.render(run)
      }
    }
    if options.format == .text {
      stderr += TextReport(color: environment.useColor(options.color, stream: .stderr), verbose: options.verbose).diagnostics(run)
    }
    var stdout = render(options.format, forStdout: true)
    if options.coverage {
      let report = TextReport(color: environment.useColor(options.color))
      if options.format == .text {
        for spec in run.specs {
          guard let coverage = spec.coverage else { continue }
          stdout += report.coverage(coverage, of: spec.path)
          stdout += report.testPlan(spec.testPlan)
        }
      }
    }
    if let lcovPath = options.lcovPath {
      do {
        try OutputFile.write(LCOVReport(root: root).render(run.specs.compactMap(\.coverage)), to: lcovPath)
      } catch {
        stderr += "error: \(error)\n"
        return CommandOutput(stdout: stdout, stderr: stderr, status: ExitStatus.cannotWrite.rawValue)
      }
    }
    if let directory = options.htmlDirectory, let failure = writeHTMLReport(run, into: directory, sourceURL: nil) {
      return CommandOutput(stdout: stdout, stderr: stderr + failure, status: ExitStatus.cannotWrite.rawValue)
    }
    for target in options.outputs {
      do {
        try OutputFile.write(render(target.format, forStdout: false), to: target.path)
      } catch {
        stderr += "error: \(error)\n"
        return CommandOutput(stdout: stdout, stderr: stderr, status: ExitStatus.cannotWrite.rawValue)
      }
    }
    // On GitHub Actions, a Markdown summary of the run for the job page.
    if options.format == .github || options.outputs.contains(where: { $0.format == .github }),
      let summaryPath = environment.variables["GITHUB_STEP_SUMMARY"], !summaryPath.isEmpty
    {
      let summary = GitHubReport(root: root).summary(run)
      if let handle = FileHandle(forWritingAtPath: summaryPath) {
        handle.seekToEndOfFile()
        handle.write(Data(summary.utf8))
        handle.closeFile()
      } else {
        try? summary.write(toFile: summaryPath, atomically: true, encoding: .utf8)
      }
    }
    let status = exitStatus(of: run, options)
    // The build system's output: written only when the build may go on.
    if status == .success, let stamp = options.buildStamp {
      do {
        try OutputFile.write("// Checked by TipCheck. Generated on every build: not to be edited or committed.\n", to: stamp)
      } catch {
        return CommandOutput(stdout: stdout, stderr: stderr + "error: \(error)\n", status: ExitStatus.cannotWrite.rawValue)
      }
    }
    return CommandOutput(stdout: stdout, stderr: stderr, status: status.rawValue)
  }

  /// Writes the HTML explorer of a run (with coverage) to `directory/index.html`,
  /// creating the directory; the error to print if it cannot.
  static func writeHTMLReport(_ run: VerificationRun, into directory: String, sourceURL: String?) -> String? {
    let links = SourceLinks(template: sourceURL, root: FileManager.default.currentDirectoryPath)
    let page = HTMLReport(toolVersion: HelpText.version, sourceLinks: links).render(run)
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      let reason = FileManager.default.fileExists(atPath: directory) ? "it is not a directory" : "it cannot be created"
      return "error: cannot write the report into \(directory): \(reason)\n"
    }
    do {
      try OutputFile.write(page, to: (directory as NSString).appendingPathComponent("index.html"))
    } catch {
      return "error: \(error)\n"
    }
    return nil
  }

  /// Verifies, measures coverage, and writes `index.html` into the directory.
  static func report(_ options: ReportOptions, reading: InputReading, environment: TerminalEnvironment) -> CommandOutput {
    let run: VerificationRun
    var stderr: String
    switch verification(options.verify, reading: reading, coverage: true, environment: environment) {
    case .failure(let failure): return failure.output
    case .success(let verified): (run, stderr) = verified
    }
    let path = (options.directory as NSString).appendingPathComponent("index.html")
    if let failure = writeHTMLReport(run, into: options.directory, sourceURL: options.sourceURL) {
      return CommandOutput(stdout: "", stderr: stderr + failure, status: ExitStatus.cannotWrite.rawValue)
    }
    stderr += TextReport(color: environment.useColor(options.verify.color, stream: .stderr)).diagnostics(run)
    let summary = TextReport(color: environment.useColor(options.verify.color)).summaryLine(run)
    let status = exitStatus(of: run, options.verify)
    return CommandOutput(stdout: "\(summary)\nWrote \(path)\n", stderr: stderr, status: status.rawValue)
  }

  /// Reads and compiles one model (a spec, or an app's Swift sources); on
  /// failure, the output to return.
  static func compile(_ path: String, reading: InputReading) -> Result<(TransitionSystem, String), CommandOutputError> {
    func failure(_ message: String, _ status: ExitStatus) -> Result<(TransitionSystem, String), CommandOutputError> {
      .failure(CommandOutputError(output: CommandOutput(stdout: "", stderr: message, status: status.rawValue)))
    }
    let collected = InputCollector.collect([path], excluding: reading.excluded)
    if !collected.missing.isEmpty { return failure(Self.missingMessage(path), .inputNotFound) }
    guard collected.inputs.count == 1, let input = collected.inputs.first else {
      return failure(
        collected.inputs.isEmpty
          ? "error: no .tipspec or .swift files in \(path)\n"
          : "error: \(path) holds \(collected.inputs.count) models; name one .tipspec file\n", .usage)
    }
    let model: TutorialModel?
    let diagnostics: [Diagnostic]
    let sources: [SourceFile]
    let contents = input.load()
    switch contents {
    case .unreadable, .invalidUTF8:
      return failure(Self.readFailure(contents) ?? "", .invalidInput)
    case .spec(let source):
      let loaded = SpecFrontend.load(source)
      (model, diagnostics, sources) = (loaded.model, loaded.diagnostics, [source])
    case .swift(let name, let swiftSources):
      let loaded = SwiftFrontend.load(name: name, sources: swiftSources, added: reading.checks.directives)
      (model, diagnostics, sources) = (loaded.model, loaded.diagnostics, reading.checks.sources(adding: swiftSources))
    }
    let renderer = DiagnosticRenderer(sources: sources)
    let rendered = diagnostics.map { renderer.render($0) + "\n" }.joined()
    guard let model else { return failure(rendered, .invalidInput) }
    do {
      return .success((try SemanticsCompiler.compile(model), rendered))
    } catch {
      return failure(rendered + error.diagnostics.map { renderer.render($0) + "\n" }.joined(), .invalidInput)
    }
  }

  /// `tipcheck extract`: the `.tipspec` read from Swift sources.
  static func extract(_ options: ExtractOptions, reading: InputReading, environment: TerminalEnvironment) -> CommandOutput {
    if let refused = refusingInputs(options.output.map { [$0] } ?? [], inputs: options.paths + reading.files) { return refused }
    let collected = InputCollector.collect(options.paths, excluding: reading.excluded)
    if !collected.missing.isEmpty {
      return CommandOutput(
        stdout: "", stderr: collected.missing.map(Self.missingMessage).joined(),
        status: ExitStatus.inputNotFound.rawValue)
    }
    var sources: [SourceFile] = []
    var names: [String] = []
    for input in collected.inputs {
      let contents = input.load()
      switch contents {
      case .swift(let name, let swiftSources):
        sources += swiftSources
        names.append(name)
      case .spec(let source):
        return CommandOutput(
          stdout: "", stderr: "error: \(source.path) is already a .tipspec; extract reads Swift sources\n",
          status: ExitStatus.usage.rawValue)
      case .unreadable, .invalidUTF8:
        return CommandOutput(stdout: "", stderr: Self.readFailure(contents) ?? "", status: ExitStatus.invalidInput.rawValue)
      }
    }
    guard !sources.isEmpty else {
      return CommandOutput(
        stdout: "", stderr: "error: no .swift files in \(options.paths.joined(separator: ", "))\n",
        status: ExitStatus.inputNotFound.rawValue)
    }
    let loaded = SwiftFrontend.load(name: names.joined(separator: ", "), sources: sources, added: reading.checks.directives)
    let renderer = DiagnosticRenderer(sources: reading.checks.sources(adding: sources))
    let stderr = loaded.diagnostics.map { renderer.render($0) + "\n" }.joined()
    guard !loaded.spec.isEmpty else { return CommandOutput(stdout: "", stderr: stderr, status: ExitStatus.invalidInput.rawValue) }
    let status = loaded.diagnostics.hasErrors ? ExitStatus.invalidInput.rawValue : 0
    guard let output = options.output else { return CommandOutput(stdout: loaded.spec, stderr: stderr, status: status) }
    do {
      try OutputFile.write(loaded.spec, to: output)
      return CommandOutput(stdout: "", stderr: stderr, status: status)
    } catch {
      return CommandOutput(stdout: "", stderr: stderr + "error: \(error)\n", status: ExitStatus.cannotWrite.rawValue)
    }
  }

  static func export(_ options: ExportOptions, reading: InputReading) -> CommandOutput {
    if let refused = refusingInputs(options.output.map { [$0] } ?? [], inputs: [options.path] + reading.files) { return refused }
    let system: TransitionSystem
    let diagnostics: String
    switch compile(options.path, reading: reading) {
    case .failure(let failure): return failure.output
    case .success(let compiled): (system, diagnostics) = compiled
    }
    let text: String =
      switch options.format {
      case .promela: PromelaExporter(system: system).export()
      case .smtlib: SMTLIBExporter(system: system).export()
      }
    guard let output = options.output else { return CommandOutput(stdout: text, stderr: diagnostics, status: 0) }
    do {
      try OutputFile.write(text, to: output)
      return CommandOutput(stdout: "", stderr: diagnostics, status: 0)
    } catch {
      return CommandOutput(stdout: "", stderr: diagnostics + "error: \(error)\n", status: ExitStatus.cannotWrite.rawValue)
    }
  }

  /// Walks at random and tells the walk window by window (each window's
  /// first step is the last one told), so a walk of a million moves needs
  /// the memory of one window.
  static func simulate(
    _ options: SimulateOptions, reading: InputReading, environment: TerminalEnvironment,
    streaming: (@Sendable (String) -> Void)?
  ) -> CommandOutput {
    let system: TransitionSystem
    let diagnostics: String
    switch compile(options.path, reading: reading) {
    case .failure(let failure): return failure.output
    case .success(let compiled): (system, diagnostics) = compiled
    }
    var stdout = ""
    func emit(_ text: String) {
      if let streaming { streaming(text) } else { stdout += text }
    }
    let report = TextReport(color: environment.useColor(options.color))
    let json = JSONReport(toolVersion: HelpText.version)
    var random = SplitMix64(seed: options.seed)
    let initial = system.initialSteps()
    var window = [initial[random.next(below: initial.count)]]
    var told = 0
    var moves = 0
    var ended: String?
    while true {
      while moves < options.steps && window.count < Self.walkWindow && ended == nil {
        let choices = system.successors(of: window[window.count - 1].state).filter { $0.domainViolation == nil }
        if choices.isEmpty {
          ended = "No move is possible: the walk ends here."
        } else {
          window.append(choices[random.next(below: choices.count)])
          moves += 1
        }
      }
      // A narrator per window: its memo keeps every step it told, which a
      // walk never tells twice (memory stays that of one window).
      var narrated = Narrator(system: system).narrate(Trace(steps: window))
      if told > 0 { narrated.steps.removeFirst() }
      let fresh = narrated.steps
      let first = told == 0 ? 0 : told + 1
      switch options.format {
      case .json:
        if told == 0 {
          emit("{\n  \"spec\": \(JSONValue.string(options.path).rendered()),\n  \"seed\": \(Int(truncatingIfNeeded: options.seed)),\n  \"trace\": [\n")
        }
        for (offset, step) in fresh.enumerated() {
          emit((first + offset == 0 ? "" : ",\n") + "    " + json.step(step, number: first + offset).rendered(indent: "    "))
        }
      case .text:
        if told == 0 {
          // The count is the walk's when it ends in this window, else the one asked for.
          let count = ended != nil || moves == options.steps ? moves : options.steps
          emit("Random walk of \(options.path) (seed \(options.seed), \(count) moves):\n")
        }
        let lines = report.tell(narrated, indent: "  ", firstNumber: first)
        if !lines.isEmpty { emit(lines.joined(separator: "\n") + "\n") }
      }
      told = moves
      window = [window[window.count - 1]]
      if ended != nil || moves >= options.steps { break }
    }
    switch options.format {
    case .json: emit("\n  ],\n  \"ended\": \(JSONValue.optional(ended).rendered(indent: "  "))\n}\n")
    case .text: if let ended { emit("  " + ended + "\n") }
    }
    return CommandOutput(stdout: stdout, stderr: diagnostics, status: 0)
  }

  /// Steps told at a time by `simulate`.
  static let walkWindow = 1_024
}

/// A command's early exit, as an error so `Result` can carry it.
public struct CommandOutputError: Error {
  public var output: CommandOutput
}
