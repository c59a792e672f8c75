import TipModel
import TipSemantics
import TipExplicit
import TipExplicitCore

/// The verdict for one property of one spec, with everything needed to
/// explain it.
public struct PropertyResult: Sendable {
  public var property: PropertySpec
  /// Index into the model's `properties`.
  public var index: Int
  public var verdict: Verdict
  /// For a violation, a shortest counterexample; for a `reachable` that
  /// holds, a shortest witness.
  public var trace: NarratedTrace?
  /// Sentences saying why (an unreachable tip, a stuck tutorial, an
  /// unknown verdict's reason).
  public var explanation: [String]
  /// Which engine gave the verdict.
  public var engine: DecidingEngine
  /// How the engine reached it: "4-inductive", the inductive invariant,
  /// "found at depth 3".
  public var engineDetail: String? = nil
  /// For a verdict made `unknown` because it rests on code TipCheck did not
  /// model (`VerdictSoundness`): what the model itself said.
  public var modelVerdict: Verdict? = nil
  /// The warnings (reading gaps) that verdict rests on, each at its line.
  public var restsOn: [Diagnostic] = []
  /// Source lines the explanation points at: the rule that keeps a tip
  /// from appearing, the moves that would change it. Reports put a
  /// violation's `error:` line at the right one and the rest as notes.
  public var related: [RelatedLocation] = []
  /// With `--readings all`: the verdict under each other combination of
  /// the readings the model touches (the default reading is `verdict`).
  public var underReadings: [ReadingVerdict] = []

  /// The decided verdicts other readings give that differ from this one
  /// (one left unknown, by a limit, says nothing either way).
  public var differingReadingVerdicts: [ReadingVerdict] {
    underReadings.filter { $0.verdict != verdict && $0.verdict != .unknown }
  }

  /// Another reading gives another decided verdict.
  public var dependsOnReadings: Bool { !differingReadingVerdicts.isEmpty }

  public var expectation: Expectation { property.expectation }

  /// Whether the verdict is what the spec expects.
  public var matchesExpectation: Bool {
    switch (verdict, expectation) {
    case (.holds, .holds), (.violated, .violated): true
    default: false
    }
  }
}

/// The engine that gave a verdict (`--engine auto` chooses among them).
public enum DecidingEngine: String, Sendable {
  case explicit, bmc, kind, pdr
}

/// A property's verdict under other readings of TipKit (`Reading`).
public struct ReadingVerdict: Sendable {
  /// The readings switched to their alternative.
  public var readings: [Reading]
  public var verdict: Verdict
  /// The counterexample or witness under those readings.
  public var trace: NarratedTrace?

  public init(readings: [Reading], verdict: Verdict, trace: NarratedTrace?) {
    self.readings = readings
    self.verdict = verdict
    self.trace = trace
  }
}

/// A source line an explanation points at, and what it says about it.
public struct RelatedLocation: Sendable, Equatable {
  public enum Role: Sendable, Equatable {
    /// A rule of the tip that is false and stays false.
    case blockingRule
    /// A move that changes what the rule reads but never makes it true, or
    /// can no longer happen.
    case writer
    /// A site that could present the tip, and why it never does.
    case site
  }

  public var role: Role
  public var message: String
  public var range: SourceRange

  public init(role: Role, message: String, range: SourceRange) {
    self.role = role
    self.message = message
    self.range = range
  }
}

/// The replay of one scenario.
public struct ScenarioResult: Sendable {
  public var scenario: Scenario
  public var passed: Bool
  /// The steps replayed, as a trace, up to the failure.
  public var trace: NarratedTrace?
  /// For a failure: which step and what was seen instead.
  public var failure: String?
  public var failedStep: Int?
  /// For a failure in a model read from Swift with gaps: the warnings it
  /// may rest on (`VerdictSoundness`); then it is undecided, not a failure.
  public var restsOn: [Diagnostic] = []

  /// Failed in the model, resting on code TipCheck did not model.
  public var isUndecided: Bool { !passed && !restsOn.isEmpty }
  /// Failed, and the failure is real.
  public var isFailure: Bool { !passed && restsOn.isEmpty }
}

/// Everything about one input file.
public struct SpecResult: Sendable {
  public var path: String
  /// The files read: the `.tipspec`, or the app's Swift files.
  public var sources: [SourceFile]
  public var model: TutorialModel?
  /// The transition system that was checked (for coverage and reports).
  public var system: TransitionSystem?
  /// Errors and warnings from the front end and the compiler.
  public var diagnostics: [Diagnostic]
  public var properties: [PropertyResult]
  public var scenarios: [ScenarioResult]
  public var statistics: ExplorationStatistics?
  /// A failure of TipCheck itself on this input (including a solver error).
  public var internalError: String?
  /// A limit (`--timeout`, the memory budget) reached before the model was
  /// read: how far the reading got. No property has a verdict; the run is
  /// inconclusive.
  public var unfinished: String?
  /// Filled when `Verifier.Options.measuresCoverage` is set (`--coverage`,
  /// `report`), or by `VerificationRun.measureCoverage()` afterwards.
  public var coverage: ModelCoverage?
  /// Manual test cases that show every tip and take every move, with coverage.
  public var testPlan: [NarratedTrace] = []
  /// In a default run (no `--readings all`): the properties whose verdict
  /// would differ under another reading of undocumented TipKit behaviour,
  /// by index, and the readings involved (`Verifier.noteReadings`).
  public var readingDependent: (properties: [Int], readings: [Reading]) = ([], [])

  /// The readings the verdict of `properties[index]` depends on, from
  /// `--readings all` or from a default run's note.
  public func readingsChangingVerdict(ofPropertyAt index: Int) -> [Reading] {
    var readings = Set(properties[index].differingReadingVerdicts.flatMap(\.readings))
    if readingDependent.properties.contains(index) { readings.formUnion(readingDependent.readings) }
    return readings.sorted()
  }

  public init(
    path: String, sources: [SourceFile] = [], model: TutorialModel? = nil, diagnostics: [Diagnostic],
    properties: [PropertyResult], scenarios: [ScenarioResult], statistics: ExplorationStatistics? = nil,
    internalError: String? = nil
  ) {
    self.path = path
    self.sources = sources
    self.model = model
    self.diagnostics = diagnostics
    self.properties = properties
    self.scenarios = scenarios
    self.statistics = statistics
    self.internalError = internalError
  }

  public var isInvalid: Bool { diagnostics.hasErrors }

  public var status: ExitStatus {
    if internalError != nil { return .internalError }
    if isInvalid { return .invalidInput }
    if properties.contains(where: { !$0.matchesExpectation && $0.verdict != .unknown })
      || scenarios.contains(where: \.isFailure)
    {
      return .violation
    }
    if unfinished != nil || properties.contains(where: { $0.verdict == .unknown }) || scenarios.contains(where: \.isUndecided) {
      return .inconclusive
    }
    return .success
  }
}

/// The results of one `tipcheck verify` run.
public struct VerificationRun: Sendable {
  public var specs: [SpecResult]
  /// Inputs that were named but not found.
  public var missing: [String]

  public init(specs: [SpecResult], missing: [String] = []) {
    self.specs = specs
    self.missing = missing
  }

  /// The exit status: the most severe of every spec's.
  public var status: ExitStatus {
    if !missing.isEmpty { return .inputNotFound }
    let statuses = specs.map(\.status)
    for candidate: ExitStatus in [.internalError, .invalidInput, .violation, .inconclusive]
    where statuses.contains(candidate) {
      return candidate
    }
    return .success
  }
}
