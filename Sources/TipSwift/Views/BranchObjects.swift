#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel
import TipSpec

/// An object a view the root view shows under a condition holds
/// (`if didOnboard { Home() } else { Onboarding() }`, with Onboarding's
/// `@StateObject`): it lives while the branch is taken and is made afresh
/// the next time, so its values (AppState.swift, `.branch`), and the view's
/// own `@State` (ViewState.swift), go back to their literals after every
/// move that leaves the branch.
/// What decides that the root view shows a view: an `if` (the view in its
/// body, or in its `else`) or a `switch` case (no names: `default`).
enum BranchGuard {
  case ifConditions(ConditionElementListSyntax, holds: Bool)
  case switchCase(SwitchExprSyntax, [String])
}

extension SwiftLowering {
  /// Whether the view is created once, by the body of the App's only root
  /// view, under nothing but `if`/`switch` branches and stacks.
  func isRootBranchView(_ view: String) -> Bool {
    branchGuards(of: view) != nil
  }

  /// The branches around the one creation of `view` in the root view's body:
  /// each `if` with whether the view is in its body (or its `else`), each
  /// `switch` with the case labels around it (empty for `default`).
  private func branchGuards(of view: String) -> (root: String, file: Int, guards: [BranchGuard])? {
    guard let root = appRootView(), root != view, rootBranches().isEmpty, (viewCreations[root] ?? []).count == 1,
      let creations = viewCreations[view], creations.count == 1, let call = creations.first
    else { return nil }
    let containers: Set<String> = ["VStack", "HStack", "ZStack", "Group", "NavigationStack"]
    var guards: [BranchGuard] = []
    var child = Syntax(call)
    for ancestor in Syntax(call).ancestors {
      defer { child = ancestor }
      if let variable = ancestor.as(VariableDeclSyntax.self) {
        guard variable.boundNames == ["body"], !guards.isEmpty,
          let file = index.types[root]?.members.first(where: { Syntax($0.decl) == ancestor })?.file
        else { return nil }
        return (root, file, guards)
      }
      if let branch = ancestor.as(IfExprSyntax.self) {
        if child == Syntax(branch.body) {
          guards.append(.ifConditions(branch.conditions, holds: true))
        } else if let other = branch.elseBody, child == Syntax(other) {
          guards.append(.ifConditions(branch.conditions, holds: false))
        } else {
          return nil
        }
      } else if let switchCase = ancestor.as(SwitchCaseSyntax.self) {
        guard let choice = switchCase.parent?.parent?.as(SwitchExprSyntax.self) else { return nil }
        let names: [String]
        switch switchCase.label {
        case .case(let label):
          let found = label.caseItems.compactMap { $0.whereClause == nil ? $0.enumCaseName : nil }
          guard found.count == label.caseItems.count else { return nil }
          names = found
        case .default: names = []
        @unknown default: return nil
        }
        guards.append(.switchCase(choice, names))
      } else if let enclosing = ancestor.as(FunctionCallExprSyntax.self) {
        // A modifier applied to it (`.transition(…)`), or a stack around it.
        let isModifier = Syntax(enclosing.calledExpression) == child
        let isContainer = containers.contains(enclosing.calleeName ?? "") && enclosing.modifierBase == nil
        guard isModifier || isContainer else { return nil }
      } else if !(ancestor.is(CodeBlockSyntax.self) || ancestor.is(CodeBlockItemSyntax.self) || ancestor.is(CodeBlockItemListSyntax.self)
        || ancestor.is(ExpressionStmtSyntax.self) || ancestor.is(ClosureExprSyntax.self) || ancestor.is(MemberAccessExprSyntax.self)
        || ancestor.is(SwitchCaseListSyntax.self) || ancestor.is(SwitchExprSyntax.self) || ancestor.is(PatternBindingSyntax.self)
        || ancestor.is(PatternBindingListSyntax.self) || ancestor.is(AccessorBlockSyntax.self))
      {
        return nil
      }
    }
    return nil
  }

  /// The condition under which the root view shows `view`, as the model reads it.
  func branchCondition(of view: String) -> ExpressionSyntax? {
    guard let (root, file, guards) = branchGuards(of: view) else { return nil }
    let scope = LoweringScope(selfType: root, file: file)
    var parts: [ExpressionSyntax] = []
    for branchGuard in guards {
      switch branchGuard {
      case .ifConditions(let conditions, let holds):
        var terms: [ExpressionSyntax] = []
        for element in conditions {
          guard case .expression(let condition) = element.condition, let term = try? lowerExpression(condition, scope) else { return nil }
          terms.append(term)
        }
        guard let all = ExpressionSyntax.all(terms) else { return nil }
        parts.append(holds ? all : .negation(of: all))
      case .switchCase(let choice, let names):
        guard let subject = try? lowerExpression(choice.subject, scope) else { return nil }
        let at = range(choice.subject, file: file)
        func matches(_ names: [String]) -> ExpressionSyntax? { .isOneOf(subject, names, at: at) }
        if names.isEmpty {
          // `default`: none of the other cases.
          var others: [String] = []
          for case .switchCase(let other) in choice.cases {
            if case .case(let label) = other.label { others += label.caseItems.compactMap(\.enumCaseName) }
          }
          if let any = matches(others) { parts.append(.negation(of: any)) }
        } else if let any = matches(names) {
          parts.append(.parenthesized(any, at))
        }
      }
    }
    return ExpressionSyntax.all(parts)
  }

  /// The values of views the root view shows under a condition, and the
  /// effect that puts them back at their literals once the condition no
  /// longer holds (the view and its object are gone; the next time the
  /// branch is taken they are made afresh). It follows every list of
  /// effects that writes what the condition reads.
  func branchResets() -> [(reads: Set<String>, effect: EffectSyntax)] {
    var byView: [(view: String, condition: ExpressionSyntax, sets: [EffectSyntax])] = []
    var reset: [(view: String, owner: String, name: String, condition: ExpressionSyntax)] = appStateVariables.compactMap { state in
      guard case .branch(let view) = state.lifetime, let condition = state.existsWhile else { return nil }
      return (view, state.owner, state.name, condition)
    }
    // The view's own `@State` (ViewState.swift) is made afresh with it.
    for flag in viewStateParameters.values.sorted(by: { ($0.view, $0.name) < ($1.view, $1.name) }) {
      guard parameter(flag.view, flag.name)?.isTransient == true, let condition = branchCondition(of: flag.view) else { continue }
      reset.append((flag.view, flag.view, flag.name, condition))
    }
    for state in reset {
      guard let info = parameter(state.owner, state.name) else { continue }
      let view = state.view
      let condition = state.condition
      let set = EffectSyntax.set(
        specOwner(state.owner) + "." + SpecPrinter.identifier(state.name), "=", info.defaultValue, at: info.range,
        targetAt: info.range)
      if let position = byView.firstIndex(where: { $0.view == view }) {
        byView[position].sets.append(set)
      } else {
        byView.append((view, condition, [set]))
      }
    }
    return byView.map { entry in
      (entry.condition.paths, EffectSyntax.when(.negation(of: entry.condition), then: entry.sets, at: entry.condition.range))
    }
  }
}
#endif
