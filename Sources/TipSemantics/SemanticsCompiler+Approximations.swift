import TipModel

/// Approximate effects (`either`, `havoc`) become moves of their own
/// (docs/semantics.md, "Approximate moves").
///
/// A block of effects with approximations is compiled once per way of
/// resolving them: each run follows a script of choices, and records the
/// choice points it reaches (with the path condition under which each is
/// reached, over the current state). The scripts are enumerated like an
/// odometer over the points each run reached, so a point that only exists
/// after an earlier choice is counted only there.
///
/// Where no choice point is reached, every script gives the same step: that
/// part of the block is one *exact* move (guarded by "no point reached").
/// Where one is reached, each script is an *approximate* move carrying the
/// choices it made. Every engine and export then reads ordinary moves; the
/// exact moves alone are the under-approximation the verdicts' rules need.
extension TransitionSystemBuilder {
  /// A choice point one run of the effects reached.
  struct ChoicePoint {
    var range: SourceRange
    var arity: Int
    /// Under which condition (over the current state) the point is reached.
    var reached: ExpressionID
    var choice: Int
    var assumption: String
  }

  /// The most ways one block of effects may be resolved: past it the
  /// model is refused (an error at the block), not silently cut.
  static let variantLimit = 4096

  /// The moves for one labelled block of effects: one move when it has no
  /// approximation, else its exact part and one approximate move per way of
  /// resolving the approximations it reaches. `run` compiles the block
  /// from the current state, reading choices through `choose`.
  mutating func resolvingApproximations(
    _ label: MoveLabel, guard condition: ExpressionID, at range: SourceRange?,
    _ run: (inout TransitionSystemBuilder) -> [(variable: Int, value: ExpressionID)]
  ) -> [Move] {
    var script: [Int] = []
    var moves: [Move] = []
    while true {
      choiceScript = script
      choicePoints = []
      let assignments = run(&self)
      let points = choicePoints
      choicePoints = []
      choiceScript = []
      guard !points.isEmpty else {
        // No approximation on any path (only possible on the first run).
        return [Move(label: label, guardExpression: condition, assignments: assignments)]
      }
      let reached = graph.or(points.map(\.reached))
      if moves.isEmpty {
        // The first script's step where no point is reached: every script agrees there.
        let exact = graph.and(condition, graph.not(reached))
        if !graph.isFalse(exact) { moves.append(Move(label: label, guardExpression: exact, assignments: assignments)) }
      }
      let approximate = graph.and(condition, reached)
      if !graph.isFalse(approximate) {
        moves.append(
          Move(
            label: label, guardExpression: approximate, assignments: assignments,
            approximations: points.map { ApproximateChoice(range: $0.range, choice: $0.choice, assumption: $0.assumption) }))
      }
      guard moves.count <= Self.variantLimit else {
        diagnostics.append(
          .error(
            "these approximations can be resolved in more than \(Self.variantLimit) ways in one step",
            at: range ?? points[0].range,
            hint: "narrow what the code may do: fewer 'either' blocks or 'havoc' of parameters with fewer values"))
        return moves
      }
      // The next script: the last point that has a choice left takes it; later points start again.
      guard let last = points.lastIndex(where: { $0.choice + 1 < $0.arity }) else { return moves }
      script = points[..<last].map(\.choice) + [points[last].choice + 1]
    }
  }

  /// The choice the current script makes at the next point reached (the
  /// first block or value when the script says nothing), recorded.
  mutating func choose(
    arity: Int, at range: SourceRange, reached: ExpressionID, describe: (Int) -> String
  ) -> Int {
    let position = choicePoints.count
    let choice = position < choiceScript.count ? choiceScript[position] : 0
    choicePoints.append(ChoicePoint(range: range, arity: arity, reached: reached, choice: choice, assumption: describe(choice)))
    return choice
  }

  /// The values a havocked parameter may take, as the semantics encodes them.
  mutating func havocValues(of id: ParameterID) -> [ExpressionID] {
    let variable = parameterVariable[id.index]
    if variables[variable].sort == .bool { return [graph.falseID, graph.trueID] }
    return variables[variable].domain.map { graph.integer($0) }
  }

  /// An ordinal for people: "first", "second", … .
  static func ordinal(_ position: Int) -> String {
    let words = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"]
    return position < words.count ? words[position] : "#\(position + 1)"
  }
}
