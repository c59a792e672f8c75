import Foundation
import Testing
import TipExport
import TipModel
import TipSemantics
import TipTestSupport
import TipZ3

/// The VMT-LIB (SMT-LIB) export read back by Z3 and compared with the
/// reference semantics, transition by transition: `init` and `trans` hold
/// exactly on the launches and steps `ReferenceEvaluator` computes (states
/// one variable away are rejected), and each invariant has the reference
/// value in every state.
@Suite("SMT-LIB export agrees with the reference semantics")
struct SMTLIBExportTests {
  static var specFiles: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: TestSupport.specsDirectory)) ?? [])
      .filter { $0.hasSuffix(".tipspec") }.sorted()
  }

  /// Labels holding what SMT-LIB's quoted symbols and comments cannot.
  static let awkwardLabels = """
    tip A { title "x */ y" param show: Bool = false rule show }
    screen H initial {
      popover "Help | About \\\\ more" shows A
      button "Go | now" { set A.show = true }
    }
    check reachable "a | b" visible(A)
    check single-tip
    """

  @Test("Every spec's export: init, trans and properties, state by state", arguments: specFiles + ["awkward labels"])
  func agreement(spec: String) throws {
    let text =
      spec == "awkward labels"
      ? Self.awkwardLabels : try String(contentsOfFile: TestSupport.specsDirectory + "/" + spec, encoding: .utf8)
    let system = try TestSupport.system(text)
    let export = SMTLIBExporter(system: system).export()
    let variables = system.stateVariableIndices
    // The state constants fixed to a state's values.
    func fixed(_ state: [Int], _ copy: String) -> String {
      variables.map { v in
        let value =
          system.variables[v].sort == .bool ? (state[v] != 0 ? "true" : "false") : (state[v] < 0 ? "(- \(-state[v]))" : "\(state[v])")
        return "(= \(SMTLIBExporter.symbol("\(copy).\(system.variables[v].name)", unique: v)) \(value))"
      }.joined(separator: " ")
    }
    // Every state with one variable moved within its domain: what init and
    // trans must reject unless the reference reaches it.
    func neighbours(_ state: [Int]) -> [[Int]] {
      variables.flatMap { v -> [[Int]] in
        let domain = system.variables[v].domain
        return [state[v] - 1, state[v] + 1].filter { domain.contains($0) }.map { value in
          var copy = state
          copy[v] = value
          return copy
        }
      }
    }
    // (formula, satisfiable?) pairs; every state constant is fixed, so the
    // solver only propagates.
    var queries: [(String, Bool)] = []
    let initial = system.initialSteps()
    for step in initial { queries.append(("init \(fixed(step.state, "cur")) (= choice \(step.choice))", true)) }
    for wrong in Set(initial.flatMap { neighbours($0.state) }) where !initial.contains(where: { $0.state == wrong }) {
      queries.append(("init \(fixed(wrong, "cur"))", false))
    }
    // Breadth-first over the reference semantics, the first states of each spec.
    var seen = Set(initial.map(\.state))
    var frontier = Array(seen)
    var states: [[Int]] = []
    while !frontier.isEmpty, states.count < 40 {
      let state = frontier.removeFirst()
      states.append(state)
      let successors = system.successors(of: state).filter { $0.domainViolation == nil }
      for step in successors {
        guard let move = step.move else { continue }
        queries.append(
          ("trans \(fixed(state, "cur")) \(fixed(step.state, "next")) (= move \(move)) (= choice \(step.choice))", true))
        if seen.insert(step.state).inserted { frontier.append(step.state) }
      }
      for move in system.moves.indices {
        let targets = Set(successors.filter { $0.move == move }.map(\.state))
        for wrong in Set(targets.flatMap(neighbours)).subtracting(targets) {
          queries.append(("trans \(fixed(state, "cur")) \(fixed(wrong, "next")) (= move \(move))", false))
        }
        if targets.isEmpty { queries.append(("trans \(fixed(state, "cur")) (= move \(move))", false)) }
      }
    }
    var propertyChecks = 0
    for property in system.properties {
      let expression: ExpressionID
      switch property.kind {
      case .invariant(let e), .reachability(let e): expression = e
      default: continue
      }
      let label = system.model.properties[property.propertyIndex].name + "_" + String(property.propertyIndex)
      let symbol = SMTLIBExporter.symbol(label, unique: property.propertyIndex)
      for state in states {
        var evaluator = ReferenceEvaluator(graph: system.graph, state: state)
        queries.append(("\(symbol) \(fixed(state, "cur"))", evaluator.holds(expression)))
        propertyChecks += 1
      }
    }
    #expect(propertyChecks > 0, "single-tip at least is a state predicate")
    #expect(queries.contains { !$0.1 }, "the test must also ask for rejections")
    // Z3 does not know VMT's annotations; it warns and reads on.
    let script =
      "(set-option :warning false)\n" + export
      + queries.map { "(push)\n(assert (and \($0.0)))\n(check-sat)\n(pop)" }.joined(separator: "\n")
    let output = try Z3Context().evaluate(smtlib: script)
    let answers = output.split(separator: "\n").map(String.init)
    #expect(answers.count == queries.count, "\(output.prefix(500))")
    for (query, answer) in zip(queries, answers) where answer != (query.1 ? "sat" : "unsat") {
      Issue.record("\(spec): (and \(query.0)) should be \(query.1 ? "sat" : "unsat"), Z3 says \(answer)")
      break
    }
  }
}
