import TipModel

extension TransitionSystemBuilder {
  /// Every move the user or the environment can make (docs/semantics.md,
  /// "Moves"): buttons, taps on a presented tip, dismissing a popover,
  /// relaunching, time passing.
  mutating func buildMoves() -> [Move] {
    var moves: [Move] = []
    let notBlocked = graph.not(derived.blocked)
    for id in model.actionIDs {
      let action = model[id]
      // The app's own code and what the user does not cause are not
      // controls: a popover does not block them (S15).
      var enabled = action.kind == .anytime || action.isUnprompted ? [] : [notBlocked]
      if let screen = action.screen { enabled.append(onScreen(screen, values: stateValues())) }
      if let condition = action.condition { enabled.append(compile(condition, stateValues())) }
      moves += self.moves(.userAction(id), guard: graph.and(enabled), effects: action.effects, at: action.range)
    }
    for site in model.siteIDs {
      let interactive = model[site].presentation == .popover ? graph.trueID : notBlocked
      for presentation in derived.siteShows[site.index] {
        for button in model.buttons(at: site, presenting: presentation.tip) {
          // Bound and validated by the resolver.
          let effects = (try? model.effects(of: button, at: site, presenting: presentation.tip)) ?? []
          moves += self.moves(
            .tipButton(site, presentation.tip, button), guard: graph.and(presentation.condition, interactive),
            effects: effects, at: button.range)
        }
      }
      if let dismissed = dismissedVariable[site.index] {
        moves.append(
          Move(
            label: .dismiss(site), guardExpression: derived.siteVisible[site.index],
            assignments: [(dismissed, graph.trueID)]))
      }
    }
    // S32: a tip with a maximum display duration may have been on screen
    // that long at any moment it is visible (the user waits); TipKit then
    // invalidates it, and its invalidation handlers run.
    for tip in model.tipIDs where model[tip].maxDisplayDuration != nil {
      moves += self.moves(
        .displayTimeRunsOut(tip), guard: derived.visible[tip.index],
        effects: [Effect(.invalidate(.tip(tip), .displayDurationExceeded), range: model[tip].range)], at: model[tip].range)
    }
    if model.configuration.relaunch {
      moves += relaunchMoves(label: .relaunch)
    }
    if model.configuration.timeCanPass, let lockVariable {
      moves.append(
        Move(
          label: .timePasses, guardExpression: graph.state(lockVariable), assignments: [(lockVariable, graph.falseID)]))
    }
    return moves
  }

  /// A block of effects as moves: one, or its exact and approximate parts
  /// when it has approximations (SemanticsCompiler+Approximations.swift).
  private mutating func moves(
    _ label: MoveLabel, guard condition: ExpressionID, effects: [Effect], at range: SourceRange
  ) -> [Move] {
    resolvingApproximations(label, guard: condition, at: range) { builder in
      var values = builder.stateValues()
      builder.apply(effects, to: &values, navigationDepth: 0, path: builder.graph.trueID)
      builder.runInvalidationHandlers(&values)
      return builder.assignments(values)
    }
  }

  /// S28's limit: MaxDisplayCount invalidates a tip while the screen
  /// settles (S17), after the step's effects, where handlers do not run. A
  /// handler that could be due then would be missed: an error, not a
  /// verdict that leaves it out.
  mutating func checkInvalidationHandlers() {
    for handler in model.invalidationHandlers
    where model[handler.tip].maxDisplayCount != nil && (handler.reason ?? .displayCountExceeded) == .displayCountExceeded {
      diagnostics.append(
        .error(
          "TipCheck does not model a handler for the invalidation of '\(model[handler.tip].name)' by its maxDisplayCount (.displayCountExceeded)",
          at: handler.range,
          hint: "name the reasons it handles: 'on \(model[handler.tip].name) invalidated .tipClosed { … }'"))
    }
  }

  /// S28: after a step's effects, each handler of a tip that was valid
  /// before the step and is now invalidated with the handler's reason (any,
  /// when it names none) runs its effects, once. A handler's effects may
  /// invalidate another tip, whose handlers then run too: each round runs
  /// those newly due, and as each handler runs at most once per step, there
  /// are at most as many rounds as handlers.
  mutating func runInvalidationHandlers(_ values: inout Values) {
    let handlers = model.invalidationHandlers
    guard !handlers.isEmpty else { return }
    let zero = graph.integer(0)
    var ran = [ExpressionID](repeating: graph.falseID, count: handlers.count)
    for _ in handlers.indices {
      var anyDue = false
      for (index, handler) in handlers.enumerated() {
        let variable = invalidationVariable[handler.tip.index]
        let now = values[variable]
        // A step that does not assign the tip's status cannot invalidate it.
        guard now != graph.state(variable) else { continue }
        let matches: ExpressionID
        if let reason = handler.reason {
          guard let value = invalidationValue(reason, handler.tip) else { continue }
          matches = graph.equal(now, graph.integer(value))
        } else {
          matches = graph.notEqual(now, zero)
        }
        let due = graph.and([graph.equal(graph.state(variable), zero), matches, graph.not(ran[index])])
        guard !graph.isFalse(due) else { continue }
        anyDue = true
        var handled = values
        apply(handler.effects, to: &handled, navigationDepth: 0, path: due)
        values = merge(due, handled, values)
        ran[index] = graph.or(ran[index], due)
      }
      if !anyDue { break }
    }
  }

  /// The variables whose value differs from "unchanged".
  mutating func assignments(_ values: Values) -> [(variable: Int, value: ExpressionID)] {
    var result: [(variable: Int, value: ExpressionID)] = []
    for (index, value) in values.enumerated() {
      let unchanged = variables[index].isScratch ? graph.integer(0) : graph.state(index)
      let unchangedBool = variables[index].isScratch ? graph.falseID : unchanged
      if value != unchanged && value != unchangedBool { result.append((index, value)) }
    }
    return result
  }

  /// Relaunching (and the first launch): transient parameters reset, the
  /// initial screen appears with nothing dismissed, and every display ends
  /// (a tip at its maxDisplayCount is then invalidated). Parameters,
  /// donations, invalidations and display counts persist. Approximations
  /// in the initial screen's `onAppear` give one move per way of resolving
  /// them.
  mutating func relaunchMoves(label: MoveLabel) -> [Move] {
    resolvingApproximations(label, guard: graph.trueID, at: nil) { builder in builder.relaunchAssignments() }
  }

  private mutating func relaunchAssignments() -> [(variable: Int, value: ExpressionID)] {
    var values = stateValues()
    let zero = graph.integer(0)
    // S27: `Tips.resetDatastore()` at launch: every persistent fact back to
    // the freshly installed state (the display-frequency period included).
    if model.configuration.resetsAtLaunch {
      for variable in variables.indices where !variables[variable].isScratch && variables[variable].role != .screen {
        let install = variables[variable].installValue
        values[variable] = variables[variable].sort == .bool ? graph.boolean(install != 0) : graph.integer(install)
      }
    }
    for id in model.parameterIDs where model[id].isTransient {
      let variable = parameterVariable[id.index]
      values[variable] =
        variables[variable].sort == .bool
        ? graph.boolean(model[id].defaultValue.encoded != 0) : graph.integer(model[id].defaultValue.encoded)
    }
    // S1: a shared display ends when none of the tips sharing it is visible.
    let sharing = statusGroups()
    for tip in model.tipIDs where model.testingOverride(of: tip) != true {
      guard let cap = model[tip].maxDisplayCount, let exceeded = invalidationValue(.displayCountExceeded, tip) else {
        continue
      }
      let invalidation = invalidationVariable[tip.index]
      let endsLastDisplay = graph.and([
        graph.or(sharing[tip.index].map { derived.visible[$0.index] }), graph.equal(values[invalidation], zero),
        graph.equal(values[displaysVariable[tip.index]], graph.integer(cap)),
      ])
      values[invalidation] = graph.ite(
        endsLastDisplay, graph.integer(exceeded), values[invalidation])
    }
    if let screenVariable, let initial = model.initialScreen {
      values[screenVariable] = graph.integer(initial.index)
    }
    for case let dismissed? in dismissedVariable { values[dismissed] = graph.falseID }
    values[relaunchedVariable] = graph.trueID
    if let initial = model.initialScreen {
      apply(model[initial].onAppear, to: &values, navigationDepth: 1, path: graph.trueID)
    }
    runInvalidationHandlers(&values)
    return assignments(values)
  }

  /// Applies effects in order; later effects see earlier ones
  /// (docs/semantics.md, S22). `path` is the condition under which these
  /// effects run: a branch it contradicts (or a navigation that cannot
  /// change the screen) is not followed, so conditional redirects in
  /// `onAppear` are not mistaken for cycles.
  mutating func apply(_ effects: [Effect], to values: inout Values, navigationDepth: Int, path: ExpressionID) {
    let zero = graph.integer(0)
    for effect in effects {
      switch effect.kind {
      case .set(.parameter(let id), let expression):
        let value = compile(expression, values)
        // A counter (F2) saturates at its cap, where every comparison of it is decided.
        values[parameterVariable[id.index]] =
          model[id].countsUpTo.map { graph.saturate(value, cap: $0, abstraction: true) } ?? value
      case .toggle(.parameter(let id)):
        let variable = parameterVariable[id.index]
        values[variable] = graph.not(values[variable])
      case .donate(.event(let id)):
        let variable = eventVariable[id.index]
        values[variable] = graph.saturate(
          graph.add(values[variable], graph.integer(1)), cap: variables[variable].domain.upperBound, abstraction: true)
      case .invalidate(.tip(let tip), let reason):
        // Under a testing override that shows it, the status reverts to
        // available at once (S29): nothing to record.
        if model.testingOverride(of: tip) == true { continue }
        // Invalidation is permanent; the first reason is kept.
        let variable = invalidationVariable[tip.index]
        guard let value = invalidationValue(reason, tip) else { continue }
        // Under S17's other reading a tip in its last display is already
        // invalidated (.displayCountExceeded), which stays its reason.
        let status = statusInvalidation(tip, recorded: zero, displays: values[displaysVariable[tip.index]])
        let reasonValue = graph.ite(graph.equal(status, zero), graph.integer(value), status)
        values[variable] = graph.ite(graph.equal(values[variable], zero), reasonValue, values[variable])
      case .navigate(let screen):
        guard let screenVariable else { continue }
        let arrives = graph.notEqual(values[screenVariable], graph.integer(screen.index))
        values[screenVariable] = graph.integer(screen.index)
        let arrivalPath = graph.and(path, arrives)
        guard !model[screen].onAppear.isEmpty, !graph.isFalse(arrivalPath) else { continue }
        guard navigationDepth < model.screens.count else {
          diagnostics.append(
            .error(
              "this navigation to '\(model[screen].name)' runs its 'onAppear' again: the screens' onAppears navigate in a cycle",
              at: effect.range, hint: "an onAppear may not lead back to a screen whose onAppear led here"))
          continue
        }
        var appeared = values
        apply(model[screen].onAppear, to: &appeared, navigationDepth: navigationDepth + 1, path: arrivalPath)
        values = merge(arrives, appeared, values)
      case .conditional(let condition, let thenEffects, let elseEffects):
        let test = compile(condition, values)
        let thenPath = graph.and(path, test)
        let elsePath = graph.and(path, graph.not(test))
        var thenValues = values
        var elseValues = values
        if !graph.isFalse(thenPath) {
          apply(thenEffects, to: &thenValues, navigationDepth: navigationDepth, path: thenPath)
        }
        if !graph.isFalse(elsePath) {
          apply(elseEffects, to: &elseValues, navigationDepth: navigationDepth, path: elsePath)
        }
        values = merge(test, thenValues, elseValues)
      case .either(let blocks, let assumptions):
        guard !graph.isFalse(path), !blocks.isEmpty else { continue }
        let pick = choose(arity: blocks.count, at: effect.range, reached: path) { position in
          if let assumption = assumptions.indices.contains(position) ? assumptions[position] : nil {
            return "assumes \(assumption)"
          }
          return "takes the \(Self.ordinal(position)) of \(blocks.count) blocks"
        }
        apply(blocks[pick], to: &values, navigationDepth: navigationDepth, path: path)
      case .havoc(.parameter(let id)):
        guard !graph.isFalse(path) else { continue }
        let candidates = havocValues(of: id)
        let lowest = variables[parameterVariable[id.index]].domain.lowerBound
        let pick = choose(arity: candidates.count, at: effect.range, reached: path) { [model] position in
          "sets \(model[id].qualifiedName) to \(model.valueName(lowest + position, of: model[id].type))"
        }
        values[parameterVariable[id.index]] = candidates[pick]
      case .set, .toggle, .donate, .invalidate, .havoc:
        preconditionFailure("unbound placeholder in effect at \(effect.range)")
      }
    }
  }

  mutating func merge(_ condition: ExpressionID, _ a: Values, _ b: Values) -> Values {
    zip(a, b).map { x, y in x == y ? x : graph.ite(condition, x, y) }
  }
}
