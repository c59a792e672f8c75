import Foundation
import TipModel
import TipSpec
import TipSemantics
import TipExplicit

/// Runs TipCheck on inputs: reads, compiles, checks every property with an
/// engine, explains the verdicts and replays the scenarios.
public struct Verifier: Sendable {
  public struct Options: Sendable {
    public var explicit: ExplicitOptions

    public init(explicit: ExplicitOptions = ExplicitOptions()) {
      self.explicit = explicit
    }
  }

  public let options: Options

  public init(options: Options = Options()) {
    self.options = options
  }

  /// Verifies files and directories (directories: every `.tipspec` below).
  public func verify(paths: [String]) -> VerificationRun {
    let inputs = InputCollector.collect(paths)
    var specs: [SpecResult] = []
    for file in inputs.files {
      do {
        let text = try String(contentsOfFile: file, encoding: .utf8)
        specs.append(verify(SourceFile(path: file, text: text)))
      } catch {
        specs.append(
          SpecResult(
            path: file, diagnostics: [.error("cannot read file: \(error.localizedDescription)", at: .synthesized(file))],
            properties: [], scenarios: []))
      }
    }
    return VerificationRun(specs: specs, missing: inputs.missing)
  }

  /// Verifies one `.tipspec` source.
  public func verify(_ source: SourceFile) -> SpecResult {
    let loaded = SpecFrontend.load(source)
    guard let model = loaded.model else {
      return SpecResult(
        path: source.path, source: source, diagnostics: loaded.diagnostics, properties: [], scenarios: [])
    }
    var result = verify(model, sources: [source])
    result.source = source
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

  public func verify(_ system: TransitionSystem, sources: [SourceFile]) -> SpecResult {
    let model = system.model
    let run = ExplicitChecker(system: system, options: options.explicit).run()
    var sourceMap: [String: SourceFile] = [:]
    for source in sources { sourceMap[source.path] = source }
    let explainer = Explainer(system: system, sources: sourceMap)
    let narrator = Narrator(system: system)

    // Unreachable tips are explained from facts over every reachable state,
    // gathered by a second, surveying run only when one is needed.
    var facts: Explainer.ReachableFacts?
    let needsFacts = zip(model.properties, run.outcomes).contains { property, outcome in
      if case .reachable = property.kind, case .violated = outcome { return true }
      return false
    }
    if needsFacts {
      let predicates = Explainer.surveyPredicates(system)
      let surveyed = ExplicitChecker(system: system, options: options.explicit, survey: predicates).run()
      if surveyed.statistics.isComplete { facts = Explainer.facts(from: surveyed.survey, system) }
    }

    var properties: [PropertyResult] = []
    for (index, property) in model.properties.enumerated() {
      let outcome = run.outcomes[index]
      var result = PropertyResult(
        property: property, index: index, verdict: .unknown, trace: nil, explanation: [], engine: "explicit")
      switch outcome {
      case .holds(let witness):
        result.verdict = .holds
        result.trace = witness.map(narrator.narrate)
      case .violated(let counterexample, let stuck):
        result.verdict = .violated
        result.trace = counterexample.map(narrator.narrate)
        if case .reachable(let tip) = property.kind {
          result.explanation = explainer.unreachable(tip, facts: facts)
        } else if let stuck, let counterexample {
          result.explanation = explainer.stuck(stuck, state: counterexample.finalState)
        }
      case .unknown(let reason):
        result.verdict = .unknown
        result.explanation = [reason]
      }
      properties.append(result)
    }
    let runner = ScenarioRunner(system: system)
    return SpecResult(
      path: model.name, model: model, diagnostics: [], properties: properties,
      scenarios: model.scenarios.map(runner.run), statistics: run.statistics)
  }
}

/// Expands command-line paths into input files.
public enum InputCollector {
  public static let extensions = ["tipspec"]

  public static func collect(_ paths: [String]) -> (files: [String], missing: [String]) {
    var files: [String] = []
    var missing: [String] = []
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        missing.append(path)
        continue
      }
      if !isDirectory.boolValue {
        files.append(path)
        continue
      }
      let base = path.hasSuffix("/") ? String(path.dropLast()) : path
      let found = (manager.enumerator(atPath: path)?.allObjects as? [String] ?? [])
        .filter { file in extensions.contains { file.hasSuffix("." + $0) } }
        .sorted()
        .map { base + "/" + $0 }
      files += found
    }
    return (files, missing)
  }
}
