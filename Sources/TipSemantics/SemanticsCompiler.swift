import TipModel

/// Compiles a `TutorialModel` into the `TransitionSystem` every engine
/// checks. This target is the only place TipKit's behaviour is encoded;
/// docs/semantics.md states each rule, with its source or assumption, and
/// names the function here that implements it.
public enum SemanticsCompiler {
  /// Errors the front ends cannot see (an `onAppear` navigation cycle).
  public struct Failure: Error, Sendable {
    public var diagnostics: [Diagnostic]
  }

  public static func compile(_ model: TutorialModel) throws(Failure) -> TransitionSystem {
    var builder = TransitionSystemBuilder(model: model)
    return try builder.build()
  }
}

/// The state of one compilation.
struct TransitionSystemBuilder {
  let model: TutorialModel
  var graph = ExpressionGraph()
  var variables: [StateVariable] = []
  var diagnostics: [Diagnostic] = []

  var parameterVariable: [Int] = []
  var eventVariable: [Int] = []
  var invalidationVariable: [Int] = []
  /// Per tip, the reasons it can be invalidated with, by code: its
  /// invalidation variable stores a reason's position here plus one
  /// (`TransitionSystem.invalidationReasons`).
  var invalidationReasons: [[InvalidationReason]] = []
  var displaysVariable: [Int] = []
  var dismissedVariable: [Int?] = []
  var screenVariable: Int?
  var lockVariable: Int?
  var relaunchedVariable = 0
  /// Per group, its current tip's variable when it is held (S11's other reading).
  var groupCurrentVariable: [Int?] = []
  /// The popover sites that share an anchor, when they show one at a time
  /// (S30's other reading), each with the variable saying which shows.
  var popoverAnchors: [(sites: [SiteID], variable: Int)] = []

  /// Predicates over the current state, built once.
  var derived: DerivedPredicates!
  /// `resolves[site]`: which tip the site resolves to in the current state,
  /// ignoring whether it is mounted or dismissed.
  var resolvesInState: [[SitePresentation]] = []
  /// While a block with approximations is compiled: the choices to make,
  /// and the choice points reached (SemanticsCompiler+Approximations.swift).
  var choiceScript: [Int] = []
  var choicePoints: [ChoicePoint] = []

  init(model: TutorialModel) {
    self.model = model
  }

  mutating func build() throws(SemanticsCompiler.Failure) -> TransitionSystem {
    declareVariables()
    graph.variableSorts = variables.map(\.sort)
    graph.stateUpperBounds = variables.map { variable in
      variable.sort == .int && !variable.domainIsDeclared && !variable.isAbstractedCounter && !variable.isScratch
        ? variable.domain.upperBound : nil
    }
    buildDerived()
    checkInvalidationHandlers()
    let moves = buildMoves()
    // The ways the first launch may go from the install state (several
    // when the initial screen's onAppear has approximations, A7).
    let all = relaunchMoves(label: .launch)
    var install = ReferenceEvaluator(graph: graph, state: variables.map(\.installValue))
    let launches = all.filter { install.holds($0.guardExpression) }
    let launch = launches.first ?? all[0]
    let settle = buildSettle()
    let properties = buildProperties()
    guard diagnostics.isEmpty else {
      // Effects are compiled once per move that runs them (a launch and a
      // relaunch both run the initial screen's onAppear): say each once.
      var seen = Set<String>()
      let unique = diagnostics.filter { seen.insert("\($0.range.start)|\($0.message)").inserted }
      throw SemanticsCompiler.Failure(diagnostics: unique)
    }
    return TransitionSystem(
      model: model, graph: graph, variables: variables, layout: StateLayout(variables: variables), launch: launch,
      moves: moves, launchVariants: launches.count > 1 || !launch.isExact ? launches : [], settle: settle, derived: derived, properties: properties,
      invalidationReasons: invalidationReasons)
  }

  /// The value a tip's invalidation variable stores for `reason`
  /// (`TransitionSystem.invalidationReasons`).
  func invalidationValue(_ reason: InvalidationReason, _ tip: TipID) -> Int? {
    TransitionSystem.invalidationValue(reason, among: invalidationReasons[tip.index])
  }

  // MARK: Reading values

  /// The symbolic value of every variable in some context: the current
  /// state, the `mid` state, or part-way through a move's effects.
  typealias Values = [ExpressionID]

  /// The current state; scratch variables (which are not part of the
  /// state) start at their default.
  mutating func stateValues() -> Values {
    variables.indices.map { index in
      guard variables[index].isScratch else { return graph.state(index) }
      return variables[index].sort == .bool ? graph.falseID : graph.integer(0)
    }
  }
  mutating func midValues() -> Values { variables.indices.map { graph.mid($0) } }

  /// A model expression over `values` (parameters, donations and the
  /// screen as the effects so far left them); tip predicates are read in the
  /// current state (docs/semantics.md, S22).
  mutating func compile(_ expression: Expression, _ values: Values) -> ExpressionID {
    switch expression.kind {
    case .literal(let value):
      if case .bool(let b) = value { return graph.boolean(b) }
      return graph.integer(value.encoded)
    case .parameter(.parameter(let id)):
      return values[parameterVariable[id.index]]
    case .donationCount(.event(let id)):
      return values[eventVariable[id.index]]
    case .parameter, .donationCount, .tip(.presented, _), .tip(.styleParameter, _):
      // The resolver binds every placeholder before compilation.
      preconditionFailure("unbound placeholder in \(expression)")
    case .tip(.tip(let tip), let predicate):
      return tipPredicate(tip, predicate)
    case .groupCurrent(let group, let tip):
      // As every condition about tips, of the state before the move (S22).
      let invalidation = model.tipIDs.map {
        statusInvalidation(
          $0, recorded: graph.state(invalidationVariable[$0.index]), displays: graph.state(displaysVariable[$0.index]))
      }
      let members = tip.map { [$0] } ?? model[group].members
      let held = groupCurrentVariable[group.index].map { graph.state($0) }
      return graph.or(
        members.map { current(group, is: $0, available: derived.available, invalidation: invalidation, held: held) })
    case .onScreen(let screen):
      return onScreen(screen, values: values)
    case .not(let inner):
      return graph.not(compile(inner, values))
    case .negate(let inner):
      return graph.subtract(graph.integer(0), compile(inner, values))
    case .binary(let op, let lhs, let rhs):
      let a = compile(lhs, values)
      let b = compile(rhs, values)
      switch op {
      case .and: return graph.and(a, b)
      case .or: return graph.or(a, b)
      case .equal: return graph.equal(a, b)
      case .notEqual: return graph.notEqual(a, b)
      case .less: return graph.less(a, b)
      case .lessOrEqual: return graph.lessOrEqual(a, b)
      case .greater: return graph.less(b, a)
      case .greaterOrEqual: return graph.lessOrEqual(b, a)
      case .add: return graph.add(a, b)
      case .subtract: return graph.subtract(a, b)
      case .multiply: return graph.multiply(a, b)
      }
    }
  }

  mutating func onScreen(_ screen: ScreenID, values: Values) -> ExpressionID {
    guard let screenVariable else { return graph.trueID }
    return graph.equal(values[screenVariable], graph.integer(screen.index))
  }

  /// A tip predicate in the current state.
  mutating func tipPredicate(_ tip: TipID, _ predicate: TipPredicate) -> ExpressionID {
    let invalidation = statusInvalidation(
      tip, recorded: graph.state(invalidationVariable[tip.index]), displays: graph.state(displaysVariable[tip.index]))
    switch predicate {
    case .visible: return derived.visible[tip.index]
    case .available: return derived.available[tip.index]
    case .pending: return graph.and(graph.equal(invalidation, graph.integer(0)), graph.not(derived.available[tip.index]))
    case .invalidated(nil): return derived.invalidated[tip.index]
    case .invalidated(let reason?):
      // A reason nothing in the model invalidates the tip with never holds.
      guard let value = invalidationValue(reason, tip) else { return graph.falseID }
      return graph.equal(invalidation, graph.integer(value))
    case .shown: return derived.shown[tip.index]
    case .displayCount: return graph.state(displaysVariable[tip.index])
    }
  }
}
