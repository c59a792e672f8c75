import TipExplicit
import TipExplicitCore
import TipModel
import TipSemantics
import TipSpec

/// Helpers shared by the test targets.
public enum TestSupport {
  /// The repository root, found from this file's location.
  public static let repositoryRoot: String = {
    var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // Tests/TipTestSupport/TestSupport.swift
    return parts.joined(separator: "/")
  }()

  public static var specsDirectory: String { repositoryRoot + "/Specs" }

  public struct SpecError: Error, CustomStringConvertible {
    public var description: String
    public init(description: String) { self.description = description }
  }

  /// Loads a spec from text; throws with the rendered diagnostics if it has errors.
  public static func model(_ text: String, path: String = "test.tipspec") throws -> TutorialModel {
    let source = SourceFile(path: path, text: text)
    let result = SpecFrontend.load(source)
    guard let model = result.model else {
      let renderer = DiagnosticRenderer(sources: [source])
      throw SpecError(description: result.diagnostics.map(renderer.render).joined(separator: "\n"))
    }
    return model
  }

  /// The diagnostics of a spec, rendered one per line as `line:col: severity: message`.
  public static func diagnostics(_ text: String) -> [String] {
    SpecFrontend.load(SourceFile(path: "test.tipspec", text: text)).diagnostics.map {
      "\($0.range.start.line):\($0.range.start.column): \($0.severity.rawValue): \($0.message)"
    }
  }

  public static func system(_ text: String) throws -> TransitionSystem {
    try SemanticsCompiler.compile(model(text))
  }

  public static func check(_ text: String, options: ExplicitOptions = ExplicitOptions()) throws -> ExplicitChecker.Result {
    ExplicitChecker(system: try system(text), options: options).run()
  }

  /// Every reachable state and edge, by the reference semantics alone: an
  /// exploration independent of the compiled engine, used as its oracle.
  public static func referenceExploration(_ system: TransitionSystem, limit: Int = 200_000)
    -> (states: [[Int]], transitions: Int, depth: Int)
  {
    let graph = referenceGraph(system, limit: limit)
    return (graph.states, graph.successors.reduce(0) { $0 + $1.count }, graph.depths.max() ?? 0)
  }

  /// The reference exploration with its edges: the states in BFS order, each
  /// expanded state's successors (indices, one per transition) and each
  /// state's depth.
  public static func referenceGraph(_ system: TransitionSystem, limit: Int = 200_000)
    -> (states: [[Int]], successors: [[Int]], depths: [Int])
  {
    var index: [[Int]: Int] = [:]
    var order: [[Int]] = []
    var depths: [Int] = []
    for step in system.initialSteps() where index[step.state] == nil {
      index[step.state] = order.count
      order.append(step.state)
      depths.append(0)
    }
    var successors: [[Int]] = []
    var cursor = 0
    while cursor < order.count, order.count < limit {
      var targets: [Int] = []
      for step in system.successors(of: order[cursor]) where step.domainViolation == nil {
        if index[step.state] == nil {
          index[step.state] = order.count
          order.append(step.state)
          depths.append(depths[cursor] + 1)
        }
        targets.append(index[step.state]!)
      }
      successors.append(targets)
      cursor += 1
    }
    return (order, successors, depths)
  }

  /// The names of the tips visible in a state.
  public static func visible(_ system: TransitionSystem, _ state: [Int]) -> [String] {
    system.visibleTips(in: state).map { system.model[$0].name }
  }

  /// The successor states through the first enabled move whose description
  /// contains `text` (e.g. "Start Tutorial", "Close Tip1", "outside").
  public static func successors(_ system: TransitionSystem, _ state: [Int], _ text: String) -> [[Int]] {
    for move in system.enabledMoves(in: state) where describe(system, move).contains(text) {
      return system.successors(of: state, via: move).map(\.state)
    }
    return []
  }

  /// Follows moves by description from the (single) initial state; returns
  /// the final state, failing when a move is not possible.
  public static func walk(_ system: TransitionSystem, _ moves: [String]) throws -> [Int] {
    guard var state = system.initialSteps().first?.state else { throw SpecError(description: "no initial state") }
    for text in moves {
      let next = successors(system, state, text)
      guard let first = next.first else {
        let enabled = system.enabledMoves(in: state).map { describe(system, $0) }
        throw SpecError(description: "no enabled move matches '\(text)'; enabled: \(enabled)")
      }
      state = first
    }
    return state
  }

  public static func describe(_ system: TransitionSystem, _ move: Int) -> String {
    let model = system.model
    switch system.moves[move].label {
    case .launch: return "launch"
    case .userAction(let id): return "tap \(model[id].label)"
    case .tipButton(let site, let tip, let button):
      return "\(button.isClose ? "Close" : "Tap") \(model[tip].name) \(button.label) at \(model[site].label)"
    case .dismiss(let site): return "outside \(model[site].label)"
    case .relaunch: return "relaunch"
    case .timePasses: return "wait"
    case .displayTimeRunsOut(let tip): return "\(model[tip].name) times out"
    case .onlyExactFromHere: return "only exact from here"
    }
  }
}

/// Checks shared by the engine test suites.
public enum ExplicitCheckerTestsBridge {
  /// Every reachable state is a fixpoint of the settle step, and after every
  /// transition what the settle step computed as visible is what the state
  /// shows.
  public static func assertSettledConsistency(_ system: TransitionSystem) throws {
    for state in TestSupport.referenceExploration(system).states {
      if let broken = system.settleFixpointViolation(at: state) {
        throw TestSupport.SpecError(description: "not a fixpoint at \(state): \(broken)")
      }
      if let move = system.settledVisibilityDisagreement(at: state) {
        throw TestSupport.SpecError(description: "settle and derived visibility disagree after move \(move) from \(state)")
      }
    }
  }
}
