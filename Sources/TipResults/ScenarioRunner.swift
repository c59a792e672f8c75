import TipModel
import TipSemantics

/// Replays a scenario on the transition system: each step takes every
/// enabled move that matches it (a step can be ambiguous, and the settle
/// step can branch), then keeps the states whose visible tips are the ones
/// expected. The scenario passes when some path survives every step.
struct ScenarioRunner {
  let system: TransitionSystem
  var model: TutorialModel { system.model }

  func run(_ scenario: Scenario) -> ScenarioResult {
    let narrator = Narrator(system: system)
    var paths: [[Step]] = system.initialSteps().map { [$0] }
    for (number, step) in scenario.steps.enumerated() {
      if step.action != .launch {
        var advanced: [[Step]] = []
        for path in paths {
          let state = path[path.count - 1].state
          for move in matchingMoves(step.action, in: state) {
            for next in system.successors(of: state, via: move) where next.domainViolation == nil {
              advanced.append(path + [next])
            }
          }
        }
        if advanced.isEmpty {
          return failure(
            scenario, at: number, paths[0], narrator,
            "step \(number + 1) (\(describe(step.action))) is not possible here; "
              + possibilities(in: paths[0][paths[0].count - 1].state, narrator))
        }
        paths = deduplicated(advanced)
      }
      if let expected = step.expectedVisible {
        let matching = paths.filter { Set(system.visibleTips(in: $0[$0.count - 1].state)) == Set(expected) }
        if matching.isEmpty {
          let seen = system.visibleTips(in: paths[0][paths[0].count - 1].state).map { model[$0].name }
          return failure(
            scenario, at: number, paths[0], narrator,
            "after step \(number + 1) (\(describe(step.action))) expected \(names(expected)) visible, but \(seen.isEmpty ? "none is" : seen.joined(separator: ", ") + (seen.count == 1 ? " is" : " are"))")
        }
        paths = matching
      }
    }
    return ScenarioResult(
      scenario: scenario, passed: true, trace: narrator.narrate(Trace(steps: paths[0])), failure: nil, failedStep: nil)
  }

  private func failure(
    _ scenario: Scenario, at step: Int, _ path: [Step], _ narrator: Narrator, _ message: String
  ) -> ScenarioResult {
    ScenarioResult(
      scenario: scenario, passed: false, trace: narrator.narrate(Trace(steps: path)), failure: message,
      failedStep: step)
  }

  private func deduplicated(_ paths: [[Step]]) -> [[Step]] {
    var seen: Set<[Int]> = []
    return paths.filter { seen.insert($0[$0.count - 1].state).inserted }
  }

  private func names(_ tips: [TipID]) -> String {
    tips.isEmpty ? "none" : tips.map { model[$0].name }.joined(separator: ", ")
  }

  /// The moves a scenario step can mean in a state.
  func matchingMoves(_ action: ScenarioStep.Action, in state: [Int]) -> [Int] {
    system.enabledMoves(in: state).filter { index in
      let label = system.moves[index].label
      switch (action, label) {
      case (.tap(let text, nil), .userAction(let id)): return model[id].label == text && model[id].kind != .anytime
      case (.tap(let text, let tip?), .tipButton(_, let shown, let button)): return shown == tip && button.label == text
      case (.close(let tip), .tipButton(_, let shown, let button)): return shown == tip && button.isClose
      case (.action(let id, let tip), .tipButton(_, let shown, let button)):
        if case .action(let position) = button.kind { return shown == tip && model[tip].actions[position].id == id }
        return false
      case (.dismiss(let tip), .dismiss(let site)):
        return system.presentations(in: state).contains { $0.site == site && $0.tip == tip }
      case (.relaunch, .relaunch), (.wait, .timePasses): return true
      case (.navigate(let screen), .userAction):
        guard let variable = system.variable(for: .screen), state[variable] != screen.index else { return false }
        return system.successors(of: state, via: index).contains { $0.state[variable] == screen.index }
      default: return false
      }
    }
  }

  private func describe(_ action: ScenarioStep.Action) -> String {
    switch action {
    case .launch: "launch"
    case .tap(let label, let tip): "tap “\(label)”" + (tip.map { " on \(model[$0].name)" } ?? "")
    case .close(let tip): "close \(model[tip].name)"
    case .action(let id, let tip): "action \(id) on \(model[tip].name)"
    case .dismiss(let tip): "dismiss \(model[tip].name)"
    case .relaunch: "relaunch"
    case .wait: "wait"
    case .navigate(let screen): "navigate to \(model[screen].name)"
    }
  }

  private func possibilities(in state: [Int], _ narrator: Narrator) -> String {
    let visible = system.visibleTips(in: state).map { model[$0].name }
    let moves = system.enabledMoves(in: state).map { narrator.describe(system.moves[$0].label).0 }
    return "visible: \(visible.isEmpty ? "none" : visible.joined(separator: ", ")); possible: "
      + (moves.isEmpty ? "nothing" : moves.joined(separator: "; "))
  }
}
