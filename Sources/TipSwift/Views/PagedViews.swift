#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel
import TipSpec

/// A pager over a model variable (AppState.swift):
///
/// ```swift
/// TabView(selection: $model.page) {
///     WelcomePage().tag(Page.welcome)
///     PrivacyPage().tag(Page.privacy)
/// }
/// .tabViewStyle(.page)
/// ```
///
/// Only the selected page is on screen: each page's content is read under
/// `selection == its tag`. Swiping turns the pager one page on or back, in
/// the order the pages are written: two moves (`swipe next`, `swipe
/// previous`), each available where there is a page to turn to. The binding
/// is then a write TipCheck reads, so it does not keep the variable from
/// being modelled.
extension SwiftLowering {
  /// The modifiers applied to a call, outermost last.
  private func modifiers(of call: FunctionCallExprSyntax) -> [FunctionCallExprSyntax] {
    var found: [FunctionCallExprSyntax] = []
    var current = Syntax(call)
    while let member = current.parent?.as(MemberAccessExprSyntax.self), Syntax(member.base) == current,
      let applied = member.parent?.as(FunctionCallExprSyntax.self)
    {
      found.append(applied)
      current = Syntax(applied)
    }
    return found
  }

  /// The selection path (`model.page`) and the pages' tags, in order, of a
  /// `TabView` with the page style, when every page is tagged with a case.
  func pagerTags(_ call: FunctionCallExprSyntax) -> (selection: [String], tags: [(name: String, node: Syntax)])? {
    guard call.calleeName == "TabView", call.modifierBase == nil,
      modifiers(of: call).contains(where: { modifier in
        guard modifier.calleeName == "tabViewStyle", let style = modifier.arguments.first?.expression else { return false }
        let name = (style.as(FunctionCallExprSyntax.self)?.calledExpression ?? style).as(MemberAccessExprSyntax.self)?
          .declName.baseName.text
        return name == "page" || style.trimmedDescription.hasPrefix("PageTabViewStyle")
      }),
      var selection = call.argument("selection")?.memberPath, let first = selection.first, first.hasPrefix("$"),
      let closure = call.trailingClosure, !closure.statements.isEmpty
    else { return nil }
    selection[0] = String(first.dropFirst())
    var tags: [(name: String, node: Syntax)] = []
    for item in closure.statements {
      var outer = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
      var tag: String?
      while let current = outer?.as(FunctionCallExprSyntax.self), let base = current.modifierBase {
        if current.calleeName == "tag" { tag = current.arguments.first?.expression.memberPath?.last }
        outer = base
      }
      guard let tag, !tags.contains(where: { $0.name == tag }) else { return nil }
      tags.append((tag, Syntax(item)))
    }
    return tags.count >= 2 ? (selection, tags) : nil
  }

  /// Whether `$model.page` is the selection of a pager whose tags are all
  /// cases of the variable's enum (the writes it makes are then read).
  func isPagerSelection(_ member: MemberAccessExprSyntax, of state: AppStateVariable) -> Bool {
    guard let argument = member.parent?.as(LabeledExprSyntax.self), argument.label?.text == "selection",
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), let pager = pagerTags(call),
      pager.selection.last == state.name, let view = Self.enclosingTypeName(of: Syntax(call)),
      types.calledType(Array(pager.selection.dropLast()), from: view) == state.owner,
      let type = index.types[state.owner], let stored = storedState(state.name, in: type),
      case .enumeration(let enumName) = stored.type, let cases = valueFreeEnum(enumName)
    else { return false }
    return pager.tags.allSatisfy { cases.contains($0.name) }
  }

  /// Reads a pager: each page under its tag, and the two swipes. False when
  /// the `TabView` is no pager over a model variable.
  func readPager(_ call: FunctionCallExprSyntax, _ environment: ViewEnvironment, into content: inout ViewContent) -> Bool {
    guard let pager = pagerTags(call), let info = parameterInfo(pager.selection, scope(environment)),
      case .enumeration(let enumName) = info.type, let cases = valueFreeEnum(enumName),
      pager.tags.allSatisfy({ cases.contains($0.name) }),
      let reference = parameterReference(pager.selection, scope(environment))
    else { return false }
    let at = range(call.calledExpression, file: environment.file)
    let selection = ExpressionSyntax.reference(reference, at: at)
    func isOn(_ tag: String) -> ExpressionSyntax { .binary("==", selection, .enumCase(tag, at: at), at: at) }
    for page in pager.tags {
      var inner = environment
      inner.conditions.append(isOn(page.name))
      walk(page.node, inner, into: &content)
    }
    consume(call.calledExpression, file: environment.file)
    if let argument = call.argument("selection") { consume(argument, file: environment.file) }
    let names = pager.tags.map(\.name)
    for forward in [true, false] {
      let steps = forward ? Array(zip(names, names.dropFirst())) : Array(zip(names.dropFirst(), names))
      var effects: [EffectSyntax] = []
      for (from, to) in steps.reversed() {
        effects = [.when(isOn(from), then: [.set(reference, "=", .enumCase(to, at: at), at: at, targetAt: at)], else: effects, at: at)]
      }
      var action = move(.swipe(forward: forward), ControlLabel("the pages"), EffectVariant(effects: effects), origin: at, environment)
      let available = ExpressionSyntax.any(steps.map { isOn($0.0) })
      action.condition = ExpressionSyntax.all([action.condition, available].compactMap { $0 })
      content.moves.append(action)
    }
    return true
  }
}
#endif
