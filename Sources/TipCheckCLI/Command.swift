/// A parsed command line.
public enum Command: Equatable, Sendable {
  case verify(VerifyOptions)
  case simulate(SimulateOptions)
  case export(ExportOptions)
  case extract(ExtractOptions)
  case report(ReportOptions)
  case xcuitest(XCUITestOptions)
  case help(topic: String?)
  case version

  /// Whether the command reads specs or Swift sources (and so the project's configuration).
  var readsInputs: Bool {
    switch self {
    case .verify, .simulate, .export, .extract, .report, .xcuitest: true
    case .help, .version: false
    }
  }
}

public enum OutputFormat: String, CaseIterable, Sendable {
  case text, json, sarif, junit, github
}

/// `--output FORMAT=PATH`: a report written to a file besides stdout's.
public struct OutputTarget: Equatable, Sendable {
  public var format: OutputFormat
  public var path: String

  public init(format: OutputFormat, path: String) {
    self.format = format
    self.path = path
  }
}

/// `--engine` values (mirrors TipResults.EngineChoice, kept here so the
/// parser has no dependency on the engines).
public enum EngineName: String, CaseIterable, Sendable {
  case explicit, bmc, kind, pdr, auto
  /// The explicit search by one engine only: the core, or the accelerator.
  case explicitCore = "explicit-core"
  case explicitFast = "explicit-fast"
}

public enum ColorMode: String, CaseIterable, Sendable {
  case auto, always, never
}

/// Whether a verdict left unknown fails the run (`--unknown`, `unknown:`).
public enum UnknownPolicy: String, CaseIterable, Sendable {
  /// Exit 2: the run says it could not decide.
  case error
  /// Printed as a warning, exit 0: a build fails on what is wrong, not on
  /// what TipCheck could not read.
  case warning
}

/// Which `.tipcheck.yml` a run reads.
public enum ConfigurationChoice: Equatable, Sendable {
  /// The first found from the working directory upwards.
  case discover
  /// `--config PATH`.
  case file(String)
  /// `--no-config`.
  case none
}

public struct VerifyOptions: Equatable, Sendable {
  public var paths: [String] = []
  public var engine: EngineName = .auto
  /// BMC depth.
  public var bound: Int?
  public var format: OutputFormat = .text
  /// Further reports, each written to its file.
  public var outputs: [OutputTarget] = []
  /// `-o html=DIR`: the HTML explorer written to `DIR/index.html` in the same run.
  public var htmlDirectory: String?
  public var maxStates: Int?
  public var maxDepth: Int?
  public var timeoutSeconds: Double?
  public var memoryLimitMB: Int?
  /// Worker threads of the explicit engine (nil: every core).
  public var threads: Int?
  public var color: ColorMode = .auto
  public var verbose = false
  public var quiet = false
  /// Verdicts left unknown still print (as warnings) but exit 0: a build
  /// step fails on what is wrong, not on what TipCheck could not read.
  /// Decided by `unknown`, else `unknownDefault`, else `.error`.
  public var allowUnknown = false
  /// `--unknown` (or `--allow-unknown`, or the configuration's `unknown:`).
  public var unknown: UnknownPolicy?
  /// `--unknown-default`: the policy when neither the command line nor the
  /// configuration says (the build-tool plugin's warning).
  public var unknownDefault: UnknownPolicy?
  /// Whether the command line named paths (else the configuration's
  /// `included`, or the current directory).
  public var pathsNamed = false
  /// `--build-stamp PATH`: a Swift file written when the run exits 0, as
  /// the output a build system tracks.
  public var buildStamp: String?
  /// `--readings all`: each property also under every combination of the
  /// other readings of undocumented TipKit behaviour the model touches.
  public var comparesReadings = false
  /// Print what the state space exercises (text format).
  public var coverage = false
  /// `--one-app`: the Swift files of every path named are one app.
  public var oneApp = false
  /// `--coverage lcov=PATH`: also write the coverage as LCOV.
  public var lcovPath: String?

  public init() {}
}

/// `simulate` prints a walk: as text or JSON.
public enum WalkFormat: String, CaseIterable, Sendable {
  case text, json
}

public struct SimulateOptions: Equatable, Sendable {
  public var path = ""
  public var steps = 20
  public var seed: UInt64 = 1
  public var format: WalkFormat = .text
  public var color: ColorMode = .auto

  public init() {}
}

/// A command-line mistake: printed to stderr with the usage, exit 64.
public struct UsageError: Error, Equatable, CustomStringConvertible {
  public var description: String
  /// The subcommand whose usage to show.
  public var command: String?

  public init(_ description: String, command: String? = nil) {
    self.description = description
    self.command = command
  }

  /// `-h` after a subcommand is not a mistake: the subcommand's help.
  var helpTopic: String? {
    guard let command, command.hasSuffix(":help") else { return nil }
    return String(command.dropLast(":help".count))
  }
}

public enum ExportFormat: String, CaseIterable, Sendable {
  case promela, smtlib
}

public struct ExportOptions: Equatable, Sendable {
  public var path = ""
  public var format: ExportFormat = .promela
  /// Write here instead of stdout.
  public var output: String?

  public init() {}
}

/// `tipcheck extract`: the `.tipspec` TipCheck reads from Swift sources.
public struct ExtractOptions: Equatable, Sendable {
  public var paths: [String] = []
  /// Write here instead of stdout.
  public var output: String?

  public init() {}
}

/// `tipcheck xcuitest`: the model's test plan and scenarios as UI tests.
public struct XCUITestOptions: Equatable, Sendable {
  /// What to read and how (one spec or one app).
  public var verify = VerifyOptions()
  /// Write here instead of stdout.
  public var output: String?
  public var className = "TutorialUITests"
  /// Launch arguments every case adds (`--launch-argument -UITests`).
  public var launchArguments: [String] = []

  public init() {}
}

/// `tipcheck report`: verify, then write the HTML report into a directory.
public struct ReportOptions: Equatable, Sendable {
  /// What to verify and how (its format and coverage fields are unused:
  /// the page always has every section).
  public var verify = VerifyOptions()
  /// The directory to write `index.html` into (created when missing).
  public var directory = ""
  /// `--source-url`: a template with `{path}` and `{line}` for links to the
  /// sources; nil links to the files themselves (`file://`).
  public var sourceURL: String?

  public init() {}
}
