import Foundation
import Testing
@testable import TipExplicit
@testable import TipExplicitCore
import TipModel
import TipSemantics
import TipTestSupport

/// Questions asked of a search's stored states after it: the survey's
/// answers against the reference semantics evaluated state by state, and
/// a small model worked out by hand.
@Suite("Explored states")
struct ExploredStatesTests {
  static func explored(_ system: TransitionSystem, threads: Int = 2) throws -> ExploredStates {
    var options = ExplicitOptions.accelerator(threads: threads)
    options.keepsStates = true
    return try #require(ExplicitChecker(system: system, options: options).run().explored)
  }

  /// Each tip's visibility, invalidation and rules, each move's guard.
  static func predicates(_ system: TransitionSystem) -> [ExpressionID] {
    system.derived.visible + system.derived.invalidated + system.derived.rules.flatMap { $0 }
      + system.moves.map(\.guardExpression)
  }

  /// The survey by the reference semantics: every stored state in index order.
  static func reference(
    _ predicates: [ExpressionID], _ system: TransitionSystem, _ explored: ExploredStates
  ) -> [ExploredStates.PredicateSurvey] {
    let states = TraceBuilder(system: system, store: explored.store)
    var found = predicates.map { _ in ExploredStates.PredicateSurvey() }
    for index in 0..<explored.count {
      let values = states.values(of: index)
      for (p, predicate) in predicates.enumerated() {
        if system.holds(predicate, in: values) {
          found[p].everTrue = true
          if found[p].firstTrue == nil { found[p].firstTrue = index }
        } else {
          found[p].everFalse = true
        }
      }
    }
    return found
  }

  static let models: [String] =
    [
      ModelFamily.independentTips(3), ModelFamily.relay(4), ModelFamily.groups(2, 3), ModelFamily.counters(2, needed: 3),
      ModelFamily.points(limit: 4),
    ] + (0..<6).map { RandomModels.spec(seed: UInt64($0) &* 104_729 &+ 3) }

  @Test("The survey equals the reference semantics state by state, in one slice and in many", arguments: 0..<models.count)
  func surveyAgreesWithReference(model: Int) throws {
    let system = try TestSupport.system(Self.models[model])
    let explored = try Self.explored(system)
    let predicates = Self.predicates(system)
    let expected = Self.reference(predicates, system, explored)
    #expect(explored.survey(predicates) == expected)
    // The first state where a predicate holds may be in any slice, each
    // slice stops on its own, and more slices than states leave some empty.
    for slices in [2, 5, explored.count / 3, explored.count + 3] {
      #expect(explored.survey(predicates, in: nil, slices: slices) == expected, "\(slices) slices")
    }
  }

  @Test("A predicate's first state gives the witness a reachability search finds, step for step", arguments: 0..<models.count)
  func firstStateIsTheReachabilityWitness(model: Int) throws {
    var system = try TestSupport.system(Self.models[model])
    let goals = system.derived.visible + system.moves.map(\.guardExpression)
    // The same search (no other property: the same visited set, so the same
    // order of states), each goal checked as it is visited.
    system.properties = goals.map { CheckedProperty(propertyIndex: -1, kind: .reachability($0)) }
    var options = ExplicitOptions.accelerator()
    options.keepsStates = true
    let result = ExplicitChecker(system: system, options: options).run()
    let explored = try #require(result.explored)
    let surveyed = explored.survey(goals, in: nil, slices: 4)
    for (goal, outcome) in zip(surveyed, result.outcomes) {
      switch outcome {
      case .holds(let witness?):
        let first = try #require(goal.firstTrue)
        #expect(explored.trace(to: first).steps == witness.steps)
      case .violated:
        #expect(!goal.everTrue && goal.firstTrue == nil)
      default:
        Issue.record("a complete search decides every goal: \(outcome.verdictName)")
      }
    }
  }

  static var specFiles: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: TestSupport.specsDirectory)) ?? [])
      .filter { $0.hasSuffix(".tipspec") }.sorted()
  }

  @Test("Every spec in Specs/: the survey equals the reference semantics", arguments: specFiles)
  func specsAgree(spec: String) throws {
    let system = try TestSupport.system(try ExplicitCheckerTests.spec(spec))
    let explored = try Self.explored(system)
    let predicates = Self.predicates(system)
    #expect(explored.survey(predicates, in: nil, slices: 3) == Self.reference(predicates, system, explored))
  }

  /// Two independent tips, each toggled by its own button: per tip (off,
  /// never shown), (on, shown), (off, shown), so 9 states. T0 shows after
  /// one tap; both show after two; T0 is never visible with its rule false.
  @Test("Two independent tips, worked out by hand: first states at depth 1 and 2, a predicate never true")
  func handWorked() throws {
    let system = try TestSupport.system(ModelFamily.independentTips(2))
    let explored = try Self.explored(system)
    #expect(explored.count == 9)
    var graph = system.graph
    let visible = system.derived.visible
    let rule = system.derived.rules[0][0]
    let both = graph.and(visible[0], visible[1])
    let never = graph.and(visible[0], graph.not(rule))
    var extended = system
    extended.graph = graph
    let found = explored.survey([visible[0], both, never], in: extended, slices: 2)
    #expect(found[0].everTrue && found[0].everFalse)
    #expect(found[1].everTrue && found[1].everFalse)
    #expect(!found[2].everTrue && found[2].everFalse && found[2].firstTrue == nil)
    let toT0 = explored.trace(to: try #require(found[0].firstTrue))
    #expect(toT0.length == 1)
    #expect(system.holds(visible[0], in: toT0.finalState))
    let toBoth = explored.trace(to: try #require(found[1].firstTrue))
    #expect(toBoth.length == 2)
    #expect(system.holds(visible[0], in: toBoth.finalState) && system.holds(visible[1], in: toBoth.finalState))
  }

  @Test("No predicates, and a run that kept no states")
  func edges() throws {
    let system = try TestSupport.system(ModelFamily.independentTips(2))
    #expect(try Self.explored(system).survey([]).isEmpty)
    #expect(ExplicitChecker(system: system, options: .accelerator()).run().explored == nil)
  }

  @Test("One trace builder shares the steps into states between traces, and gives exactly the traces of a fresh builder per trace, in any order")
  func sharedStepsGiveTheSameTraces() throws {
    let system = try TestSupport.system(ModelFamily.relay(12))
    let explored = try Self.explored(system)
    let shared = TraceBuilder(system: system, store: explored.store)
    // Longest first, then the rest: later traces reuse earlier steps.
    for index in (0..<explored.count).reversed() + Array(0..<explored.count) {
      let fresh = TraceBuilder(system: system, store: explored.store).trace(to: index)
      let reused = shared.trace(to: index)
      #expect(reused.steps.map(\.state) == fresh.steps.map(\.state))
      #expect(reused.steps.map(\.move) == fresh.steps.map(\.move))
      #expect(reused.steps.map(\.choice) == fresh.steps.map(\.choice))
    }
    // Every step after the launch names the move that made it (none was
    // left unknown by a mismatch between the two semantics).
    let deepest = shared.trace(to: explored.count - 1)
    #expect(deepest.steps.first?.move == nil)
    #expect(deepest.steps.dropFirst().allSatisfy { $0.move != nil })
  }
}
