import Foundation
import TipExplicit
import TipExplicitCore
import TipModel
import TipSemantics
import TipSpec
import TipSymbolic
import TipSwift

/// Runs TipCheck on inputs: reads, compiles, checks every property with the
/// chosen engine, explains the verdicts and replays the scenarios.
public struct Verifier: Sendable {
  public struct Options: Sendable {
    public var engine: EngineChoice
    public var explicit: ExplicitOptions
    public var symbolic: SymbolicOptions
    /// Under `auto`: the explicit search gets this many states before the
    /// symbolic engines take over what it left undecided. Ten million: with
    /// the default properties (the state graph included) that is 4–11 s on
    /// two cores for the benchmark's families of 5.8–9.8 million states
    /// (8 counters, 10 groups of 4), and only the explicit search decides
    /// `no-deadlock`; at two million those models got it unknown.
    public var autoExplicitStates: Int
    /// Whether each spec's result carries its coverage and test plan
    /// (`--coverage`, `report`). They come from the verifying search's own
    /// states when a search of coverage's own would reach the same
    /// (`servesCoverage`): a pass over the stored states instead of a
    /// second search.
    public var measuresCoverage = false
    /// When the explicit engines check properties part by part
    /// (`DecomposedCheck`): by default only what the whole search left
    /// undecided at its limit, so results on models it finishes are those of
    /// the one search; `always` is for tests that compare both.
    public var decomposition: Decomposition = .whenTheWholeSearchStops

    /// What a walk of a directory leaves out (a configuration's `excluded`).
    public var excluded: PathExclusion = .none
    /// The Swift files of every path named are one app (`--one-app`), not
    /// one app per directory.
    public var readsPathsAsOneApp = false
    /// Checks added to every Swift app's model, as `// tipcheck:` comments
    /// would be (a configuration's `checks`), with the file they are written in.
    public var addedChecks = AddedDirectives.none

    public enum Decomposition: Sendable {
      case never, whenTheWholeSearchStops, always
    }

    public init(
      engine: EngineChoice = .auto, explicit: ExplicitOptions = ExplicitOptions(),
      symbolic: SymbolicOptions = SymbolicOptions(), autoExplicitStates: Int = 10_000_000
    ) {
      self.engine = engine
      self.explicit = explicit
      self.symbolic = symbolic
      self.autoExplicitStates = autoExplicitStates
    }
  }

  public let options: Options

  public init(options: Options = Options()) {
    self.options = options
  }

  /// Verifies files and directories: every `.tipspec` is a model, and the
  /// `.swift` files of each directory (or of the files named together) are
  /// one app.
  public func verify(paths: [String]) -> VerificationRun {
    let inputs = InputCollector.collect(paths, excluding: options.excluded, asOneApp: options.readsPathsAsOneApp)
    var specs: [SpecResult] = []
    for input in inputs.inputs {
      switch input.load() {
      case .spec(let source): specs.append(verify(source))
      case .swift(let name, let sources): specs.append(verify(swiftApp: name, sources: sources))
      case .unreadable(let path, let message):
        specs.append(
          SpecResult(
            path: path, diagnostics: [.error(message, at: .synthesized(path))], properties: [],
            scenarios: []))
      case .invalidUTF8(let source, let offset, let byte):
        specs.append(
          SpecResult(
            path: source.path, sources: [source],
            diagnostics: [Input.Loaded.encodingError(source, offset: offset, byte: byte)], properties: [], scenarios: []))
      }
    }
    return VerificationRun(specs: specs, missing: inputs.missing)
  }

  /// Verifies an app's Swift sources (`reading` every file only to test
  /// the choice of relevant files against).
  public func verify(swiftApp name: String, sources: [SourceFile], reading: SwiftFrontend.Reading = .relevantFiles)
    -> SpecResult
  {
    let loaded = SwiftFrontend.load(
      name: name, sources: sources, reading: reading, added: options.addedChecks.directives, deadline: options.explicit.deadline,
      memoryLimit: options.explicit.memoryLimit)
    // The configuration's checks are part of the model: their places are printed too.
    let sources = options.addedChecks.sources(adding: sources)
    guard let model = loaded.model else {
      var result = SpecResult(path: name, sources: sources, diagnostics: loaded.diagnostics, properties: [], scenarios: [])
      result.unfinished = loaded.unfinished
      return result
    }
    var result = verify(model, sources: sources)
    result.sources = sources
    result.diagnostics = loaded.diagnostics + result.diagnostics
    if let system = result.system { VerdictSoundness(system: system).apply(loaded.diagnostics, to: &result) }
    result.properties = result.properties.map { ApproximateVerdicts.namingWarnings(loaded.diagnostics, in: $0) }
    return result
  }

  /// Verifies one `.tipspec` source.
  public func verify(_ source: SourceFile) -> SpecResult {
    let loaded = SpecFrontend.load(source)
    guard let model = loaded.model else {
      return SpecResult(
        path: source.path, sources: [source], diagnostics: loaded.diagnostics, properties: [], scenarios: [])
    }
    var result = verify(model, sources: [source])
    result.sources = [source]
    result.diagnostics = loaded.diagnostics + result.diagnostics
    return result
  }

  /// Verifies a model from any front end.
  public func verify(_ model: TutorialModel, sources: [SourceFile]) -> SpecResult {
    let system: TransitionSystem
    do {
      system = try SemanticsCompiler.compile(model)
    } catch {
      return SpecResult(path: model.name, model: model, diagnostics: error.diagnostics, properties: [], scenarios: [])
    }
    return verify(system, sources: sources)
  }

  /// One engine's answer for one property.
  struct Answer {
    var outcome: Outcome
    var engine: DecidingEngine
    var detail: String?
  }

  public func verify(_ system: TransitionSystem, sources: [SourceFile]) -> SpecResult {
    // A first launch that may go several ways: each way checked (A7).
    if !system.launchVariants.isEmpty { return verifyEachLaunch(system, sources: sources) }
    let model = system.model
    // The system's independent parts, found once and only when asked for.
    var found: DecomposedCheck??
    func split() -> DecomposedCheck? {
      if let known = found { return known }
      let parts = options.decomposition == .never ? nil : DecomposedCheck(system: system, options: options.explicit)
      found = .some(parts)
      return parts
    }
    let engines = answer(system, by: EnginePlan(for: system, options: options, split: split), split: split)
    if let internalError = engines.internalError {
      return SpecResult(
        path: model.name, model: model, diagnostics: [], properties: [], scenarios: [], statistics: engines.statistics,
        internalError: internalError)
    }
    let answers = engines.answers
    let statistics = engines.statistics
    let asked = engines.asked

    var sourceMap: [String: SourceFile] = [:]
    for source in sources { sourceMap[source.path] = source }
    let explainer = Explainer(system: system, sources: sourceMap)
    let narrator = Narrator(system: system)
    let facts = engines.explicitAnswered ? asked.facts : symbolicFacts(system, answers: answers)

    var properties: [PropertyResult] = []
    for (index, property) in model.properties.enumerated() {
      guard let answer = answers[index] else { continue }
      var result = PropertyResult(
        property: property, index: index, verdict: .unknown, trace: nil, explanation: [], engine: answer.engine,
        engineDetail: answer.detail)
      switch answer.outcome {
      case .holds(let witness):
        result.verdict = .holds
        result.trace = witness.map(narrator.narrate)
      case .violated(let counterexample, let stuck):
        result.verdict = .violated
        result.trace = counterexample.map(narrator.narrate)
        if case .reachable(let tip) = property.kind {
          result.explanation = explainer.unreachable(tip, facts: facts)
          result.related = explainer.unreachableLocations(tip, facts: facts)
        } else if let stuck, let counterexample {
          result.explanation = explainer.stuck(stuck, state: counterexample.finalState)
          result.related = explainer.stuckLocations(stuck, state: counterexample.finalState)
        }
      case .unknown(let reason):
        result.verdict = .unknown
        result.explanation = [reason]
      }
      properties.append(result)
    }
    let runner = ScenarioRunner(system: system)
    var result = SpecResult(
      path: model.name, model: model, diagnostics: [], properties: properties,
      scenarios: model.scenarios.map(runner.run), statistics: statistics)
    result.system = system
    if system.hasApproximations {
      ApproximateVerdicts(system: system, verifier: self).refine(&result, sources: sources)
    }
    if options.measuresCoverage {
      // Else a search of its own (under `auto`, the explicit part stopped
      // at its budget, or the symbolic engines ran alone).
      let (coverage, plan) =
        asked.coverage ?? CoverageExploration(system, options: options.explicit).findings()
      result.coverage = coverage.with(scenarios: result.scenarios, system: system)
      result.testPlan = plan.map(narrator.narrate)
    }
    return result
  }

  /// Facts for explaining unreachable tips by symbolic queries, when the
  /// explicit search did not answer (the answers from its states are in
  /// `AskedOfStates`).
  private func symbolicFacts(_ system: TransitionSystem, answers: [Int: Answer]) -> Explainer.ReachableFacts? {
    let needed = system.model.properties.indices.contains { index in
      guard case .reachable = system.model.properties[index].kind, let answer = answers[index] else { return false }
      if case .violated = answer.outcome { return true }
      return false
    }
    guard needed else { return nil }
    let checker = SymbolicChecker(system: system, options: options.symbolic)
    let cache = ReachabilityCache(checker: checker)
    return Explainer.ReachableFacts(
      ruleEverHolds: { cache.reachable(system.derived.rules[$0.index][$1]) },
      everAvailable: { cache.reachable(system.derived.available[$0.index]) },
      moveEverEnabled: { cache.reachable(system.moves[$0].guardExpression) })
  }
}

/// Symbolic reachability answers, asked once each. Undecided counts as
/// reachable, so an explanation never claims what was not proved.
final class ReachabilityCache {
  let checker: SymbolicChecker
  var known: [ExpressionID: Bool] = [:]

  init(checker: SymbolicChecker) {
    self.checker = checker
  }

  func reachable(_ expression: ExpressionID) -> Bool {
    if let answer = known[expression] { return answer }
    let answer = (try? checker.isReachable(expression)) ?? true
    known[expression] = answer
    return answer
  }
}
