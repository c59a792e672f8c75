import Foundation
import TipModel
import TipSemantics

/// Translates a `TransitionSystem` into Promela so SPIN explores exactly the
/// same states: the same variables and nothing else in the state vector,
/// the launch as the first step, and one `d_step` per move and settle
/// choice, enabled when the move's guard and the choice's validity hold.
///
/// The settle step shares many subexpressions. SPIN's breadth-first mode
/// forbids `hidden` temporaries, and staging variables would bloat the
/// state vector, so each step's guard and successor are generated as small
/// C functions (SPIN's `c_expr`/`c_code`) whose temporaries are C locals.
/// SPIN's state count is TipCheck's plus one: the state before the launch.
public struct PromelaExporter {
  public let system: TransitionSystem
  /// Check single-tip after every step (`uerror`), so SPIN's error count
  /// gives the verdict (run `pan -c0` to explore everything).
  public var checkSingleTip: Bool

  public init(system: TransitionSystem, checkSingleTip: Bool = true) {
    self.system = system
    self.checkSingleTip = checkSingleTip
  }

  public func export() -> String {
    var emitter = PromelaEmitter(system: system)
    return emitter.emit(checkSingleTip: checkSingleTip)
  }
}

struct PromelaEmitter {
  let system: TransitionSystem
  var graph: ExpressionGraph
  var variableNames: [String] = []

  init(system: TransitionSystem) {
    self.system = system
    self.graph = system.graph
  }

  static func sanitize(_ name: String) -> String {
    var result = ""
    for scalar in name.unicodeScalars {
      if (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || (scalar >= "0" && scalar <= "9") {
        result.unicodeScalars.append(scalar)
      } else {
        result += "_"
      }
    }
    return result
  }

  func type(of variable: StateVariable) -> String {
    if variable.sort == .bool { return "bool" }
    let domain = variable.domain
    if domain.lowerBound >= 0 && domain.upperBound <= 255 { return "byte" }
    if domain.lowerBound >= -32768 && domain.upperBound <= 32767 { return "short" }
    return "int"
  }

  /// The guard and successor of one move and choice, over the state alone
  /// (`mid` replaced by the move's effects, `choice` by the constant).
  mutating func specialise(move: Move, choice: Int) -> (guard: ExpressionID, next: [(Int, ExpressionID)]) {
    var memo: [ExpressionID: ExpressionID] = [:]
    var assigned: [Int: ExpressionID] = [:]
    for assignment in move.assignments { assigned[assignment.variable] = assignment.value }
    let variables = system.variables
    func substitute(_ root: ExpressionID, _ graph: inout ExpressionGraph) -> ExpressionID {
      graph.substitute(root, memo: &memo) { node, g in
        switch node {
        case .choice: return g.integer(choice)
        case .mid(let v):
          if let value = assigned[v] { return value }
          if variables[v].isScratch { return variables[v].sort == .bool ? g.falseID : g.integer(0) }
          return g.state(v)
        default: return nil
        }
      }
    }
    let valid = substitute(system.settle.choiceValid, &graph)
    var next: [(Int, ExpressionID)] = []
    for variable in system.stateVariableIndices {
      let value = substitute(system.settle.next[variable], &graph)
      if value != graph.state(variable) { next.append((variable, value)) }
    }
    return (graph.and(move.guardExpression, valid), next)
  }

  /// C statements computing `roots` into locals, in topological order.
  func cCode(for roots: [ExpressionID]) -> (statements: [String], values: [String]) {
    var needed = Set<Int32>()
    var stack = roots.map(\.index)
    while let next = stack.popLast() {
      guard needed.insert(next).inserted else { continue }
      stack += graph[ExpressionID(Int(next))].operands.map(\.index)
    }
    func leaf(_ id: ExpressionID) -> String? {
      switch graph[id] {
      case .boolean(let b): return b ? "1" : "0"
      case .integer(let i): return i < 0 ? "(\(i)L)" : "\(i)L"
      case .state(let v): return "(long)now.\(variableNames[v])"
      default: return nil
      }
    }
    func ref(_ id: ExpressionID) -> String { leaf(id) ?? "n\(id.index)" }
    var statements: [String] = []
    for index in needed.sorted() {
      let id = ExpressionID(Int(index))
      guard leaf(id) == nil else { continue }
      let text: String
      switch graph[id] {
      case .not(let a): text = "!\(ref(a))"
      case .and(let list): text = list.map(ref).joined(separator: " && ")
      case .or(let list): text = list.map(ref).joined(separator: " || ")
      case .ite(let c, let a, let b): text = "\(ref(c)) ? \(ref(a)) : \(ref(b))"
      case .add(let a, let b): text = "\(ref(a)) + \(ref(b))"
      case .subtract(let a, let b): text = "\(ref(a)) - \(ref(b))"
      case .multiply(let a, let b): text = "\(ref(a)) * \(ref(b))"
      case .equal(let a, let b): text = "\(ref(a)) == \(ref(b))"
      case .less(let a, let b): text = "\(ref(a)) < \(ref(b))"
      case .lessOrEqual(let a, let b): text = "\(ref(a)) <= \(ref(b))"
      case .saturate(let a, let cap, _): text = "\(ref(a)) <= \(cap)L ? \(ref(a)) : \(cap)L"
      case .mid, .choice: preconditionFailure("mid or choice left after specialisation")
      default: continue
      }
      statements.append("long n\(index) = \(text);")
    }
    return (statements, roots.map(ref))
  }

  mutating func emit(checkSingleTip: Bool) -> String {
    variableNames = system.variables.enumerated().map { "v\($0.offset)_" + Self.sanitize($0.element.name) }
    var lines = [
      "/* Promela exported by TipCheck from \(system.model.name).",
      " * SPIN's state vector holds exactly TipCheck's state variables; its state count is",
      " * TipCheck's plus one (the state before the launch). Each step is a d_step whose guard and",
      " * successor are generated C (c_expr/c_code), so shared subexpressions need no state.",
      " *   spin -a model.pml && gcc -O2 -DBFS -DSAFETY -o pan pan.c && ./pan -c0 */",
      "",
    ]
    for (index, variable) in system.variables.enumerated() where !variable.isScratch {
      let value = variable.sort == .bool ? (variable.installValue != 0 ? "true" : "false") : String(variable.installValue)
      let legend = system.valueLegend(of: index).map { ": " + $0 } ?? ""
      lines.append("\(type(of: variable)) \(variableNames[index]) = \(value);  /* \(comment(variable.name + legend)) */")
    }
    let singleTip: ExpressionID? =
      checkSingleTip ? graph.lessOrEqual(graph.count(system.derived.visible), graph.integer(1)) : nil
    var functions: [String] = []
    var process: [String] = ["active proctype tipcheck() {"]
    func options(_ move: Move, name: String, label: String, indent: String) -> [String] {
      var result: [String] = []
      for choice in 0..<system.settle.choiceCount {
        let (guardExpression, next) = specialise(move: move, choice: choice)
        if graph.isFalse(guardExpression) { continue }
        let function = "\(name)_\(choice)"
        let (guardStatements, guardValue) = cCode(for: [guardExpression])
        functions.append("int guard_\(function)(void) {  /* \(comment(label)), choice \(choice) */")
        functions += guardStatements.map { "  " + $0 }
        functions.append("  return \(guardValue[0]) != 0;")
        functions.append("}")
        let (stepStatements, values) = cCode(for: next.map(\.1))
        functions.append("void step_\(function)(void) {")
        functions += stepStatements.map { "  " + $0 }
        functions += zip(next, values).map { "  now.\(variableNames[$0.0]) = \($1);" }
        functions.append("}")
        // `(now._nr_pr, …)`: SPIN's syntactic side-effect check rejects a
        // bare call in c_expr; the guard functions are pure.
        result.append("\(indent):: d_step { c_expr { (now._nr_pr, guard_\(function)()) }; c_code { step_\(function)(); }\(singleTip == nil ? "" : "; c_code { check_single_tip(); }") }  /* \(comment(label)) */")
      }
      return result
    }
    process.append("  if")
    process += options(system.launch, name: "launch", label: "launch", indent: "  ")
    process.append("  fi;")
    process.append("  do")
    let names = MoveNames(model: system.model)
    for (index, move) in system.moves.enumerated() {
      process += options(move, name: "move\(index)", label: names.name(move.label), indent: "  ")
    }
    process.append("  od")
    process.append("}")
    if let singleTip {
      let (statements, value) = cCode(for: [singleTip])
      functions.append("void check_single_tip(void) {  /* at most one tip visible */")
      functions += statements.map { "  " + $0 }
      functions.append("  if (!(\(value[0]))) { uerror(\"single-tip violated\"); }")
      functions.append("}")
    }
    // One c_code block per function: SPIN limits the length of one block.
    lines.append("")
    lines.append("c_code { extern void (*uerror)(char *); }")
    var block: [String] = []
    for line in functions {
      block.append(line)
      if line == "}" {
        lines.append("c_code {")
        lines += block
        lines.append("}")
        block = []
      }
    }
    lines.append("")
    lines += process
    return lines.joined(separator: "\n") + "\n"
  }

  /// ASCII only (SPIN's lexer rejects other bytes, even in comments).
  func comment(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      result += scalar.isASCII && scalar != "\\" ? String(scalar) : "?"
    }
    return result.replacingOccurrences(of: "*/", with: "* /")
  }
}

/// Short names of moves for comments in exported models.
struct MoveNames {
  let model: TutorialModel

  func name(_ label: MoveLabel) -> String {
    switch label {
    case .launch: "launch"
    case .userAction(let id): "tap \(model[id].labelWithAssumptions)"
    case .tipButton(let site, let tip, let button): "\(button.label) on \(model[tip].name) at \(model[site].label)"
    case .dismiss(let site): "dismiss \(model[site].label)"
    case .relaunch: "relaunch"
    case .timePasses: "time passes"
    case .displayTimeRunsOut(let tip): "display time of \(model[tip].name) runs out"
    case .onlyExactFromHere: "only exact moves from here"
    }
  }
}
