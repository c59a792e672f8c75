import TipModel
import TipSemantics

/// Writes the transition system in VMT-LIB: SMT-LIB 2 in which the state
/// variables are declared constants (`cur.*`, each linked to its `next.*`
/// copy by a `:next` annotation), the inputs `move` and `choice` are
/// declared constants without one, and `init`, `trans` and the properties
/// are definitions annotated `:init`, `:trans` and `:invar-property`. VMT
/// tools (nuXmv, ic3ia) read it as a model to check; any SMT solver reads it
/// as plain SMT-LIB, where a BMC script renames the copies per step.
///
/// Why not definitions with parameters (`(define-fun trans (cur… next…) …)`)?
/// Z3 4.8.12 (Debian's) took time exponential in the number of state
/// variables just to read such a `trans`: 14 s for a 2-tip spec, over a
/// minute for 3. Nullary definitions over declared constants load at once.
///
/// Each definition binds every subexpression it needs once, in layers of
/// `let`s, the moves' effects included (`m<v>`, chosen by `move`).
public struct SMTLIBExporter {
  public let system: TransitionSystem

  public init(system: TransitionSystem) {
    self.system = system
  }

  public func export() -> String {
    let variables = system.stateVariableIndices
    func name(_ v: Int, _ prefix: String) -> String { Self.symbol("\(prefix).\(system.variables[v].name)", unique: v) }
    func sort(_ v: Int) -> String { system.variables[v].sort == .bool ? "Bool" : "Int" }

    var lines = [
      "; VMT-LIB (SMT-LIB 2 with :next, :init, :trans and :invar-property annotations)",
      "; exported by TipCheck from \(Self.comment(system.model.name)).",
      "; State variables, as `cur.` constants with `next.` copies:",
    ]
    for v in variables {
      let domain = system.variables[v].domain
      let legend = system.valueLegend(of: v).map { " (" + $0 + ")" } ?? ""
      lines.append(
        ";   \(Self.comment(system.variables[v].name)) : \(sort(v)) in \(domain.lowerBound)...\(domain.upperBound)\(legend)")
    }
    for v in variables {
      lines.append("(declare-fun \(name(v, "cur")) () \(sort(v)))")
      lines.append("(declare-fun \(name(v, "next")) () \(sort(v)))")
      lines.append(
        "(define-fun \(Self.symbol(".sv.\(system.variables[v].name)", unique: v)) () \(sort(v)) (! \(name(v, "cur")) :next \(name(v, "next"))))")
    }
    lines.append("; Inputs: the move taken (an index in the order of `trans`) and the settle step's choice.")
    lines.append("(declare-fun move () Int)")
    lines.append("(declare-fun choice () Int)")

    /// The settle step's conjuncts, over the chain's names.
    func settle(_ chain: inout LetChain, target: String) -> [String] {
      var parts = [chain.reference(system.settle.choiceValid)]
      parts.append("(<= 0 choice) (< choice \(system.settle.choiceCount))")
      for v in variables {
        parts.append("(= \(name(v, target)) \(chain.reference(system.settle.next[v])))")
      }
      return parts
    }

    // init: `cur` is a state after the first launch from the installed state.
    var initChain = LetChain(
      exporter: self, moves: [(0, system.launch)],
      state: { v in
        let value = system.variables[v].installValue
        return system.variables[v].sort == .bool ? (value != 0 ? "true" : "false") : LetChain.integer(value)
      })
    let initParts = settle(&initChain, target: "cur")
    lines.append("; init: the states after the first launch (for some choice)")
    lines.append("(define-fun init () Bool (!")
    lines.append(initChain.wrap("(and " + initParts.joined(separator: "\n    ") + ")") + " :init true))")

    // trans: `next` follows `cur` by move `move` and settle choice `choice`.
    let moves = Array(system.moves.enumerated())
    let names = MoveNames(model: system.model)
    for (index, move) in moves { lines.append(";   move \(index): \(Self.comment(names.name(move.label)))") }
    var transChain = LetChain(exporter: self, moves: moves, state: { name($0, "cur") })
    let guards = moves.map { "(and (= move \($0.offset)) \(transChain.reference($0.element.guardExpression)))" }
    let transParts = ["(or " + guards.joined(separator: "\n       ") + ")"] + settle(&transChain, target: "next")
    lines.append("(define-fun trans () Bool (!")
    lines.append(transChain.wrap("(and " + transParts.joined(separator: "\n    ") + ")") + " :trans true))")

    for property in system.properties {
      let spec = system.model.properties[property.propertyIndex]
      let index = property.propertyIndex
      let label = Self.symbol(spec.name + "_" + String(index), unique: index)
      switch property.kind {
      case .invariant(let e), .reachability(let e):
        var chain = LetChain(exporter: self, moves: [], state: { name($0, "cur") })
        let reference = chain.reference(e)  // binds first: `wrap` reads the layers
        let body = chain.wrap(reference)
        if case .invariant = property.kind {
          lines.append("; invariant: \(Self.comment(spec.name))")
          lines.append("(define-fun \(label) () Bool (!\n\(body) :invar-property \(index)))")
        } else {
          // Reachable iff its negation is not invariant: a counterexample to
          // `.never` is a witness.
          let never = Self.symbol(spec.name + "_" + String(index) + ".never", unique: index)
          lines.append("; reachability goal: \(Self.comment(spec.name)) (reachable iff the next definition is violated)")
          lines.append("(define-fun \(label) () Bool\n\(body))")
          lines.append("(define-fun \(never) () Bool (! (not \(label)) :invar-property \(index)))")
        }
      case .staysInDomain(let v):
        let domain = system.variables[v].domain
        lines.append("; invariant: \(Self.comment(system.variables[v].name)) stays in \(domain.lowerBound)...\(domain.upperBound)")
        lines.append(
          "(define-fun \(label) () Bool (! (and (<= \(LetChain.integer(domain.lowerBound)) \(name(v, "cur"))) (<= \(name(v, "cur")) \(LetChain.integer(domain.upperBound)))) :invar-property \(index)))"
        )
      case .noDeadlock:
        lines.append("; no-deadlock is a branching-time property: not expressible as a state predicate")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A quoted symbol: `|` and `\` cannot appear in one (SMT-LIB 2.6 §3.1),
  /// so a name holding them (a label such as "Help | About") has them
  /// replaced and is made unique again by `unique` (its index).
  public static func symbol(_ text: String, unique: Int) -> String {
    guard text.contains(where: { $0 == "|" || $0 == "\\" }) else { return "|\(text)|" }
    return "|" + String(text.map { $0 == "|" || $0 == "\\" ? "/" : $0 }) + "#\(unique)|"
  }

  /// Text for a `;` comment: one line.
  static func comment(_ text: String) -> String {
    String(text.map { $0.isNewline ? " " : $0 })
  }
}
