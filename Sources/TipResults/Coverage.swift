import TipModel
import TipExplicit
import TipExplicitCore
import TipSemantics

/// What the reachable state space exercises: which tips ever appear or
/// get invalidated (and for which reason), which rules are ever true and
/// ever false, which moves are ever enabled and taken, which sites ever
/// show a tip, and what each scenario exercises. A gap is a finding of its
/// own (a rule that is never false is not doing anything).
public struct ModelCoverage: Sendable, Equatable {
  public struct Item: Sendable, Equatable {
    public var name: String
    public var location: SourceRange?
    public var covered: Bool
  }

  /// What one scenario's replayed path exercised, by name.
  public struct ScenarioCoverage: Sendable, Equatable {
    public var name: String
    public var location: SourceRange?
    public var tipsVisible: [String]
    /// "Step1Tip .tipClosed"
    public var invalidations: [String]
    public var movesTaken: [String]
    public var sites: [String]
  }

  public var tipsVisible: [Item] = []
  public var tipsInvalidated: [Item] = []
  /// One item per tip and per reason the model can invalidate it with,
  /// named "Step1Tip .tipClosed".
  public var invalidationReasons: [Item] = []
  public var rulesTrue: [Item] = []
  public var rulesFalse: [Item] = []
  public var movesEnabled: [Item] = []
  public var moves: [Item] = []
  public var sites: [Item] = []
  public var scenarios: [ScenarioCoverage] = []
  /// States explored; coverage is over these only when `isComplete` is false.
  public var states = 0
  public var isComplete = true

  /// Every group of items with its heading and the word for a gap, in the
  /// order reports print them.
  public var groups: [(title: String, gap: String, items: [Item])] {
    [
      ("tips visible", "never visible", tipsVisible),
      ("tips invalidated", "never invalidated", tipsInvalidated),
      ("invalidation reasons", "never invalidated this way", invalidationReasons),
      ("rules true", "rule never true", rulesTrue),
      ("rules false", "rule never false", rulesFalse),
      ("moves enabled", "never enabled", movesEnabled),
      ("moves taken", "never taken", moves),
      ("sites showing a tip", "site never shows a tip", sites),
    ]
  }
}

extension ModelCoverage {
  /// This coverage with what each scenario's replayed path exercised.
  func with(scenarios: [ScenarioResult], system: TransitionSystem) -> ModelCoverage {
    let narrator = Narrator(system: system)
    var coverage = self
    coverage.scenarios = scenarios.map { CoverageAnalyzer.scenarioCoverage($0, system: system, narrator: narrator) }
    return coverage
  }
}

public enum CoverageAnalyzer {
  /// Measures coverage over every reachable state with the explicit
  /// engine (its survey of state predicates, and the moves it took), and
  /// over each scenario's replayed path. `options` bound the exploration;
  /// when a limit stops it, the coverage says it is partial.
  public static func analyze(
    _ system: TransitionSystem, scenarios: [ScenarioResult] = [], options: ExplicitOptions = ExplicitOptions()
  ) -> ModelCoverage {
    CoverageExploration(system, options: options).coverage().with(scenarios: scenarios, system: system)
  }

  /// What a scenario's path exercised.
  static func scenarioCoverage(
    _ result: ScenarioResult, system: TransitionSystem, narrator: Narrator
  ) -> ModelCoverage.ScenarioCoverage {
    let model = system.model
    var seen = Seen()
    for step in result.trace?.trace.steps ?? [] where step.domainViolation == nil {
      seen.record(step.state, in: system)
      if let move = step.move { seen.taken.insert(move) }
    }
    return .init(
      name: result.scenario.name, location: result.scenario.range,
      tipsVisible: model.tipIDs.filter { seen.visible.contains($0.index) }.map { model[$0].name },
      invalidations: seen.reasons.sorted { ($0.tip, $0.code) < ($1.tip, $1.code) }.map {
        "\(model.tips[$0.tip].name) .\(InvalidationReason(code: $0.code)?.rawValue ?? String($0.code))"
      },
      movesTaken: seen.taken.sorted().map { narrator.describe(system.moves[$0].label).0 },
      sites: model.siteIDs.filter { seen.sites.contains($0.index) }.map { siteName($0, model) })
  }

  static func siteName(_ site: SiteID, _ model: TutorialModel) -> String {
    "\(model[site].presentation == .popover ? "popover" : "TipView") “\(model[site].label)”"
  }

  /// The reasons the model can invalidate `tip` with.
  static func reasons(of tip: TipID, in system: TransitionSystem) -> [InvalidationReason] {
    system.invalidationReasons.indices.contains(tip.index) ? system.invalidationReasons[tip.index] : []
  }

  /// What a scenario's states exercise (rules are not reported per scenario).
  struct Seen {
    struct Invalidation: Hashable {
      var tip: Int
      /// `InvalidationReason.code`, not the stored value.
      var code: Int
    }

    var visible = Set<Int>()
    var reasons = Set<Invalidation>()
    var taken = Set<Int>()
    var sites = Set<Int>()

    mutating func record(_ state: [Int], in system: TransitionSystem) {
      let derived = system.derived
      for tip in system.model.tipIDs {
        if system.holds(derived.visible[tip.index], in: state) { visible.insert(tip.index) }
        if let variable = system.invalidationVariable(of: tip),
          let reason = system.invalidationReason(state[variable], of: tip)
        {
          reasons.insert(.init(tip: tip.index, code: reason.code))
        }
      }
      for site in system.model.siteIDs where system.holds(derived.siteVisible[site.index], in: state) {
        sites.insert(site.index)
      }
    }
  }
}

/// A small set of move sequences from launch that together make every
/// reachable tip visible and take every reachable move: manual test cases
/// for QA, or the script of a UI test.
public enum TestPlanner {
  /// Shortest paths to every goal (found by the explicit engine as
  /// witnesses of "tip visible" and "move enabled"), chosen greedily
  /// (longest first, a path also covering what it passes through), printed
  /// shortest first.
  public static func plan(_ system: TransitionSystem, options: ExplicitOptions = ExplicitOptions()) -> [Trace] {
    CoverageExploration(system, options: options).testPlan()
  }
}
