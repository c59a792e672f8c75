/// A parsed command line.
public enum Command: Equatable, Sendable {
  case verify(VerifyOptions)
  case simulate(SimulateOptions)
  case export(ExportOptions)
  case extract(ExtractOptions)
  case help(topic: String?)
  case version
}

public enum OutputFormat: String, CaseIterable, Sendable {
  case text, json
}

/// `--engine` values (mirrors TipResults.EngineChoice, kept here so the
/// parser has no dependency on the engines).
public enum EngineName: String, CaseIterable, Sendable {
  case explicit, bmc, kind, pdr, auto
}

public enum ColorMode: String, CaseIterable, Sendable {
  case auto, always, never
}

public struct VerifyOptions: Equatable, Sendable {
  public var paths: [String] = []
  public var engine: EngineName = .auto
  /// BMC depth.
  public var bound: Int?
  public var format: OutputFormat = .text
  public var maxStates: Int?
  public var maxDepth: Int?
  public var timeoutSeconds: Double?
  public var memoryLimitMB: Int?
  /// Worker threads of the explicit engine (nil: every core).
  public var threads: Int?
  public var color: ColorMode = .auto
  public var verbose = false
  public var quiet = false

  public init() {}
}

public struct SimulateOptions: Equatable, Sendable {
  public var path = ""
  public var steps = 20
  public var seed: UInt64 = 1
  public var format: OutputFormat = .text
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
