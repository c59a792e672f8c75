#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel
import TipSpec

/// A UIKit app whose first screen a coordinator pushes:
///
/// ```swift
/// let navigationController = UINavigationController()
/// coordinator = AppCoordinator(navigationController: navigationController)
/// coordinator.start()            // pushes the first controller
/// window.rootViewController = navigationController
/// ```
///
/// The window's root is an empty navigation controller; what the user sees
/// at launch is what the delegate's calls push onto it before the window
/// shows: `pushViewController`, `setViewControllers([…])` or
/// `viewControllers = […]` (the last controller is on top), in the
/// methods of the app's types the delegate calls (a coordinator's
/// `start()`, the methods it calls on itself, a child coordinator's
/// `start()`), followed to a small depth. An `if` in that code chooses
/// among first screens: each branch is a launch screen, with its condition.
/// A window's root never switches by itself when that condition changes
/// later, so these branches are read at launch only (`RootBranch.launchOnly`).
extension SwiftLowering {
  /// How deep calls from the delegate are followed to find the first push.
  static let coordinatorDepth = 4

  /// The screens a coordinator pushes first onto the window's empty
  /// navigation controller, one per branch of the code that chooses; empty
  /// when the window's root is not such a controller or nothing is pushed.
  func coordinatorLaunchBranches() -> [RootBranch] {
    for root in rootAssignments() {
      guard isEmptyNavigationController(root.assignment.rightOperand),
        let function = Self.enclosingFunction(of: Syntax(root.assignment)), let body = function.body
      else { continue }
      var branches: [RootBranch] = []
      firstPushes(in: Array(body.statements), root.scope, app: root.scope.selfType ?? "", depth: 0, condition: nil, into: &branches)
      return branches.reduce(into: [RootBranch]()) { found, branch in
        if !found.contains(where: { $0.view == branch.view }) { found.append(branch) }
      }
    }
    return []
  }

  /// `UINavigationController()`, directly or as the value of a local.
  private func isEmptyNavigationController(_ expression: ExprSyntax) -> Bool {
    var value = expression.unwrapped
    if let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text, let local = localValue(named: name, before: Syntax(value)) {
      value = local.unwrapped
    }
    guard let call = value.as(FunctionCallExprSyntax.self), call.modifierBase == nil, call.calleeName == "UINavigationController" else {
      return false
    }
    return call.argument("rootViewController") == nil
  }

  /// The controller `items` push first, when they push one whatever happens.
  func firstPush(in items: [CodeBlockItemSyntax], _ scope: LoweringScope) -> String? {
    var branches: [RootBranch] = []
    firstPushes(in: items, scope, app: scope.selfType ?? "", depth: 1, condition: nil, into: &branches)
    return branches.count == 1 && branches[0].conditionSyntax == nil ? branches[0].view : nil
  }

  /// The first controller each way through `items` pushes, as branches
  /// (their condition is the `if` that chose, nil for the last way).
  private func firstPushes(
    in items: [CodeBlockItemSyntax], _ scope: LoweringScope, app: String, depth: Int,
    condition: ConditionElementListSyntax?, into branches: inout [RootBranch]
  ) {
    guard depth <= Self.coordinatorDepth else { return }
    for item in items {
      let expression = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
      if let choice = expression?.as(IfExprSyntax.self) {
        let before = branches.count
        var next: IfExprSyntax? = choice
        while let branch = next {
          firstPushes(in: Array(branch.body.statements), scope, app: app, depth: depth, condition: branch.conditions, into: &branches)
          if let elseIf = branch.elseBody?.as(IfExprSyntax.self) {
            next = elseIf
          } else {
            if let block = branch.elseBody?.as(CodeBlockSyntax.self) {
              firstPushes(in: Array(block.statements), scope, app: app, depth: depth, condition: nil, into: &branches)
            }
            next = nil
          }
        }
        if branches.count > before { return }
        continue
      }
      if let screen = pushedScreen(item, scope) {
        branches.append(
          RootBranch(
            view: screen, condition: condition?.trimmedDescription, range: range(item, file: scope.file), conditionSyntax: condition,
            body: Syntax(item), file: scope.file, app: app, launchOnly: true))
        return
      }
      // A call into the app's code: the pushes it makes come first.
      let before = branches.count
      for call in Syntax(item).descendants().compactMap({ $0.as(FunctionCallExprSyntax.self) }) {
        guard let name = call.calleeName, let callee = calledMethod(call, name: name, scope), let calleeBody = callee.decl.body else {
          continue
        }
        let inner = LoweringScope(selfType: callee.owner, file: callee.file)
        firstPushes(in: Array(calleeBody.statements), inner, app: callee.owner, depth: depth + 1, condition: condition, into: &branches)
        if branches.count > before { return }
      }
    }
  }

  /// The app method a call in the delegate's or a coordinator's code runs:
  /// on `self`, on a property or local holding an app type, or on a value
  /// made where it is called (`AppCoordinator(…).start()`).
  private func calledMethod(_ call: FunctionCallExprSyntax, name: String, _ scope: LoweringScope)
    -> (decl: FunctionDeclSyntax, file: Int, owner: String)?
  {
    var owner: String?
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base?.unwrapped {
      if let made = base.as(FunctionCallExprSyntax.self)?.calleeName, index.types[made] != nil {
        owner = made
      } else if let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text,
        let local = localValue(named: name, before: Syntax(call))?.unwrapped.as(FunctionCallExprSyntax.self)?.calleeName,
        index.types[local] != nil
      {
        owner = local
      } else if let path = base.memberPath {
        owner = types.calledType(path, from: scope.selfType)
      }
    } else if call.calledExpression.is(DeclReferenceExprSyntax.self) {
      owner = scope.selfType
    }
    guard let owner, !viewTypes.contains(owner), let found = method(named: name, in: owner) else { return nil }
    return (found.decl, found.file, owner)
  }

  /// The controller a statement puts on top of the navigation stack:
  /// `….pushViewController(x, …)`, `….setViewControllers([…, x], …)`,
  /// `….viewControllers = […, x]`.
  private func pushedScreen(_ item: CodeBlockItemSyntax, _ scope: LoweringScope) -> String? {
    let expression = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
    var pushed: ExprSyntax?
    if let assignment = expression?.assignment, assignment.leftOperand.memberPath?.last == "viewControllers" {
      pushed = assignment.rightOperand.unwrapped.as(ArrayExprSyntax.self)?.elements.last?.expression
    } else if let call = expression?.unwrapped.as(FunctionCallExprSyntax.self), call.modifierBase != nil {
      switch call.calleeName {
      case "pushViewController": pushed = call.arguments.first?.expression
      case "setViewControllers": pushed = call.arguments.first?.expression.unwrapped.as(ArrayExprSyntax.self)?.elements.last?.expression
      default: break
      }
    }
    guard let pushed, case .screen(let screen) = uikitDestination(pushed, scope) else { return nil }
    return screen
  }
}
#endif
