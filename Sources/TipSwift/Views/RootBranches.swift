#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel
import TipSpec

/// A `WindowGroup` whose content branches — a splash, then a sign-in or the
/// app — shows one of several root views, and switches between them when
/// the state its conditions read changes:
///
/// ```swift
/// WindowGroup {
///     if showSplash { SplashView() }
///     else if session.isSignedIn { MainTabView() }
///     else { LoginView() }
/// }
/// ```
///
/// The first branch's view is the launch screen. TipCheck does not read when
/// the conditions change (a timer, a sign-in, a restored session), so each
/// other branch's view is a screen the app may switch to at any moment: an
/// approximate move, said at the branch, so that only the verdicts whose
/// runs go there rest on it — never "can never appear" for a tip behind it.
struct RootBranch {
  /// The view the branch shows.
  var view: String
  /// The branch's condition as written (`session.isSignedIn`), or nil for an `else`.
  var condition: String?
  /// Where the branch's view is created.
  var range: SourceRange
}

extension SwiftLowering {
  /// The views in the branches of the App's `WindowGroup`, in order; empty
  /// when it shows one view.
  func rootBranches() -> [RootBranch] {
    for type in index.all where type.inherited.contains("App") {
      for (decl, file) in type.members {
        for node in Syntax(decl).descendants() {
          guard let call = node.as(FunctionCallExprSyntax.self), call.calleeName == "WindowGroup",
            let closure = call.trailingClosure
          else { continue }
          var branches: [RootBranch] = []
          for item in closure.statements {
            let expression =
              item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
            if let branch = expression?.as(IfExprSyntax.self) {
              collect(branch, file: file, into: &branches)
            } else if let choice = expression?.as(SwitchExprSyntax.self) {
              for case .switchCase(let switchCase) in choice.cases {
                if let view = viewTypes(in: Syntax(switchCase.statements)).first {
                  branches.append(
                    RootBranch(
                      view: view, condition: switchCase.label.trimmedDescription, range: range(switchCase, file: file)))
                }
              }
            }
          }
          let distinct = branches.reduce(into: [RootBranch]()) { found, branch in
            if !found.contains(where: { $0.view == branch.view }) { found.append(branch) }
          }
          return distinct.count > 1 ? distinct : []
        }
      }
    }
    return []
  }

  private func collect(_ branch: IfExprSyntax, file: Int, into branches: inout [RootBranch]) {
    if let view = viewTypes(in: Syntax(branch.body)).first {
      branches.append(RootBranch(view: view, condition: branch.conditions.trimmedDescription, range: range(branch.body, file: file)))
    }
    guard let elseBody = branch.elseBody else { return }
    if let next = elseBody.as(IfExprSyntax.self) {
      collect(next, file: file, into: &branches)
    } else if let block = elseBody.as(CodeBlockSyntax.self), let view = viewTypes(in: Syntax(block)).first {
      branches.append(RootBranch(view: view, condition: nil, range: range(block, file: file)))
    }
  }

  /// For each root view past the first that is a screen: a move to it at any
  /// moment, approximate, with a warning at its branch.
  func rootSwitchNodes(_ branches: [RootBranch], screens: [String]) -> [SpecNode] {
    var nodes: [SpecNode] = []
    for branch in branches.dropFirst() where screens.contains(branch.view) {
      let at = branch.range
      let screen = SpecPrinter.identifier(branch.view)
      let when = branch.condition.map { "when '\($0)' holds" } ?? "when no condition above it holds"
      diagnostics.append(
        Diagnostic.warning(
          "the WindowGroup shows '\(branch.view)' \(when); TipCheck does not read when that changes, so the app is taken to switch to it at any moment (an approximation)",
          at: at, hint: "verdicts whose runs pass through this switch are unknown; the others are decided")
          .with(id: "swift.root-branch"))
      nodes.append(
        Self.mayOpen(
          screen, at: at, label: "the app's root switches to \(screen)", assumption: "the app's root switches to \(screen)"))
    }
    return nodes
  }
}
#endif
