#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel

/// A detail screen that looks its item up by the id of the row that
/// opened it, read as always finding it:
///
/// ```swift
/// ForEach(store.recipes) { recipe in
///     Button(recipe.name) { router.show(.recipe(recipe.id)) }   // or path.append(recipe.id)
///         .swipeActions { Button("Delete") { store.delete(recipe.id) } }
/// }
/// .navigationDestination(for: Route.self) { route in
///     switch route { case .recipe(let id): RecipeDetail(recipeID: id) }
/// }
/// …
/// struct RecipeDetail: View {
///     let recipeID: Recipe.ID
///     var body: some View {
///         if let recipe = store.recipe(id: recipeID) { … }     // always there
///     }
/// }
/// ```
///
/// The `if let` is read as true, and its `else` as never on screen, when:
/// - each binding is `list.first { $0.id == id }` (or `first(where:)`), here
///   or as the one statement of a method it calls, over a list whose count
///   the model holds (ElementCounts.swift: one object kept in memory, so a
///   relaunch starts it and the navigation afresh) and whose ids no two
///   elements share;
/// - `id` is a stored `let` of the view, and every creation of the view
///   passes it the id of a row's element of that list: in the row's own
///   code, through the methods and the stored properties of the views it is
///   passed on to, or as the value of a `.navigationDestination` every push
///   of which (`append`, `NavigationLink(value:)`) is such an id;
/// - every piece of code that may remove elements (ElementCounts' removals)
///   runs only from the views that push the detail, never from the detail
///   itself: while the detail is on display it covers them, so its element
///   is still there; and the app has no `NavigationSplitView`, whose list and
///   detail are on display together.
/// Anything else keeps the old reading, a gap at the `if`.
extension SwiftLowering {
  /// Whether every binding of `branch` is a lookup that always finds its
  /// element (see above).
  func lookupAlwaysFinds(_ branch: IfExprSyntax, _ environment: ViewEnvironment) -> Bool {
    guard !branch.conditions.isEmpty, !appHasSplitView else { return false }
    let view = environment.viewType
    return branch.conditions.allSatisfy { element in
      guard let binding = element.condition.as(OptionalBindingConditionSyntax.self),
        binding.pattern.is(IdentifierPatternSyntax.self), let value = binding.initializer?.value,
        let lookup = elementLookup(value, scope(environment)), var idPath = lookup.id.memberPath
      else { return false }
      if idPath.first == "self" { idPath.removeFirst() }
      guard idPath.count == 1, isStoredLet(idPath[0], of: view), idsAreUnique(of: lookup.list),
        let pushers = rowOrigins(ofProperty: idPath[0], of: view, wantsID: true, list: lookup.list, depth: 0),
        !pushers.contains(view)
      else { return false }
      return removalsRunOnlyIn(pushers, list: lookup.list)
    }
  }

  /// Whether any view of the app is a `NavigationSplitView`.
  private var appHasSplitView: Bool {
    files.contains { file in !file.isTestCode && file.calls.contains { $0.calleeName == "NavigationSplitView" } }
  }

  /// `list.first { $0.id == id }`, or a call of a method whose one
  /// statement it is (`store.recipe(id: recipeID)`): the count variable's
  /// spec name and the id expression, as the caller writes it.
  private func elementLookup(_ value: ExprSyntax, _ scope: LoweringScope) -> (list: String, id: ExprSyntax)? {
    guard let call = value.unwrapped.as(FunctionCallExprSyntax.self), let method = call.calleeName else { return nil }
    var receiver: [String] = []
    if let base = call.modifierBase {
      guard let path = base.memberPath else { return nil }
      receiver = path.filter { $0 != "self" }
    }
    if method == "first", !receiver.isEmpty, let id = Self.comparedID(call) {
      return countReference(receiver, scope).map { ($0, id) }
    }
    guard let owner = receiver.isEmpty ? scope.selfType : types.calledType(receiver, from: scope.selfType),
      let function = self.method(named: method, in: owner),
      let body = function.decl.body?.statements.singleValue?.unwrapped.as(FunctionCallExprSyntax.self), body.calleeName == "first",
      let list = body.modifierBase?.memberPath?.filter({ $0 != "self" }), list.count == 1,
      let compared = Self.comparedID(body)?.memberPath, compared.count == 1
    else { return nil }
    let parameters = Array(function.decl.signature.parameterClause.parameters)
    guard parameters.count == call.arguments.count,
      let position = parameters.firstIndex(where: { ($0.secondName ?? $0.firstName).text == compared[0] }),
      let reference = countReference(receiver + list, scope)
    else { return nil }
    return (reference, Array(call.arguments)[position].expression)
  }

  /// `{ $0.id == x }` or `{ item in item.id == x }` (either way round) of a
  /// `first` call: `x`.
  private static func comparedID(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
    guard call.calleeName == "first" else { return nil }
    let closure = call.trailingClosure ?? call.argument("where")?.as(ClosureExprSyntax.self)
    guard let closure, let test = closure.statements.singleValue?.as(InfixOperatorExprSyntax.self),
      test.operator.trimmedDescription == "=="
    else { return nil }
    let element = closure.parameterNames.first ?? "$0"
    guard closure.parameterNames.count <= 1 else { return nil }
    if test.leftOperand.memberPath == [element, "id"] { return test.rightOperand }
    if test.rightOperand.memberPath == [element, "id"] { return test.leftOperand }
    return nil
  }

  /// `let recipeID: Recipe.ID`: a stored constant of `view` set only by
  /// whoever creates it.
  private func isStoredLet(_ name: String, of view: String) -> Bool {
    (index.types[view]?.members ?? []).contains { member in
      guard let variable = member.decl.as(VariableDeclSyntax.self), variable.boundNames == [name] else { return false }
      return variable.bindingSpecifier.text == "let" && variable.attributes.isEmpty && !variable.isStatic
        && variable.firstBinding?.initializer == nil
    }
  }

  /// The views holding rows of `list` whose element (or, `wantsID`, its
  /// id) every creation of `view` passes to its property `name`; nil when
  /// one may pass something else.
  private func rowOrigins(ofProperty name: String, of view: String, wantsID: Bool, list: String, depth: Int) -> Set<String>? {
    guard depth < 6, let creations = viewCreations[view], !creations.isEmpty else { return nil }
    var origins: Set<String> = []
    for creation in creations {
      guard let argument = creation.argument(name) else { return nil }
      if let found = rowOrigins(of: argument, wantsID: wantsID, around: Syntax(creation), list: list, depth: depth + 1) {
        origins.formUnion(found)
        continue
      }
      // The value a `.navigationDestination` was pushed with.
      guard wantsID, let value = argument.memberPath, value.count == 1, Self.isDestinationValue(value[0], around: Syntax(creation)),
        let pushed = pushOrigins(of: view, list: list, depth: depth + 1)
      else { return nil }
      origins.formUnion(pushed)
    }
    return origins
  }

  /// Where `expression` — a row's element, its `id`, or a name passed one —
  /// comes from: the views whose `ForEach` over `list` gives it, following
  /// the parameters of the methods around it to their calls and the stored
  /// properties of the view around it to its creations.
  ///
  /// A value being `pushed` may also be a route's case (`.recipe(recipe.id)`)
  /// holding the id; one that cannot open the view pushes nothing of it.
  private func rowOrigins(
    of expression: ExprSyntax, wantsID: Bool, around node: Syntax, list: String, depth: Int,
    pushed: (targets: [NavigationTarget], view: String)? = nil
  ) -> Set<String>? {
    guard depth < 6 else { return nil }
    if let pushed {
      guard destinations(of: expression, among: pushed.targets).contains(pushed.view) else { return [] }
      if let route = expression.unwrapped.as(FunctionCallExprSyntax.self), route.calledExpression.is(MemberAccessExprSyntax.self),
        route.arguments.count == 1, let id = route.arguments.first?.expression
      {
        return rowOrigins(of: id, wantsID: true, around: node, list: list, depth: depth + 1)
      }
    }
    guard let path = expression.memberPath, path.count == 1 || (path.count == 2 && path[1] == "id" && wantsID)
    else { return nil }
    let name = path[0]
    let isElement = path.count == 2 || !wantsID
    if isElement, let row = rowClosure(binding: name, around: node), let data = row.data,
      let view = Self.enclosingTypeName(of: Syntax(row.closure)),
      rowCountReference(data, LoweringScope(selfType: view, file: 0)) == list
    {
      return [view]
    }
    // No closure around the use binds the name: a parameter or a property.
    if node.ancestors.contains(where: { $0.as(ClosureExprSyntax.self)?.parameterNames.contains(name) == true }) { return nil }
    if let function = Self.enclosingFunction(of: node) {
      let parameters = Array(function.signature.parameterClause.parameters)
      if let position = parameters.firstIndex(where: { ($0.secondName ?? $0.firstName).text == name }) {
        guard let calls = callsOnly(of: function.name.text) else { return nil }
        var origins: Set<String> = []
        for call in calls {
          guard call.arguments.count == parameters.count,
            let found = rowOrigins(
              of: Array(call.arguments)[position].expression, wantsID: !isElement, around: Syntax(call), list: list, depth: depth + 1,
              pushed: pushed)
          else { return nil }
          origins.formUnion(found)
        }
        return origins
      }
    }
    guard pushed == nil, let owner = Self.enclosingTypeName(of: node), viewTypes.contains(owner), isStoredLet(name, of: owner)
    else { return nil }
    return rowOrigins(ofProperty: name, of: owner, wantsID: !isElement, list: list, depth: depth + 1)
  }

  /// Every call of a function by its name in the app, when the name is
  /// only ever called (not passed as a value).
  private func callsOnly(of function: String) -> [FunctionCallExprSyntax]? {
    var calls: [FunctionCallExprSyntax] = []
    for file in files where !file.isTestCode {
      for token in file.tree.tokens(viewMode: .sourceAccurate) where token.text == function {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
        var called = ExprSyntax(reference)
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id { called = ExprSyntax(member) }
        guard let call = called.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == called.id else { return nil }
        calls.append(call)
      }
    }
    return calls
  }

  /// Whether `name` is the value a `.navigationDestination` closure around
  /// `node` receives, or a name a `case .detail(let name)` of it binds.
  private static func isDestinationValue(_ name: String, around node: Syntax) -> Bool {
    var bindsCase = false
    for ancestor in node.ancestors {
      if let switchCase = ancestor.as(SwitchCaseSyntax.self) {
        bindsCase = Syntax(switchCase.label).descendants().contains { $0.as(IdentifierPatternSyntax.self)?.identifier.text == name }
      }
      guard let closure = ancestor.as(ClosureExprSyntax.self) else { continue }
      guard let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
        call.calleeName == "navigationDestination"
      else { return false }
      return closure.parameterNames == [name] || bindsCase
    }
    return false
  }

  /// The views whose rows every push that can open `view` comes from: each
  /// `append` on a path leading there and each `NavigationLink(value:)`,
  /// with a row's id (in a route's case, `.recipe(recipe.id)`); nil when a
  /// push or a write of such a path may be anything else.
  private func pushOrigins(of view: String, list: String, depth: Int) -> Set<String>? {
    var origins: Set<String> = []
    var leading: [NavigationTarget] = []
    for (owner, paths) in navigationPathsByView {
      for (key, targets) in paths where targets.contains(where: { $0.destination == view }) {
        leading += targets
        let keyPath = key.split(separator: ".").map(String.init)
        for (decl, _) in index.types[owner]?.members ?? [] {
          for node in Syntax(decl).descendants() {
            if let infix = node.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self),
              infix.leftOperand.memberPath?.filter({ $0 != "self" }) == keyPath
            {
              guard Self.isEmptyPath(infix.rightOperand) else { return nil }
            }
            guard let call = node.as(FunctionCallExprSyntax.self), call.modifierBase?.memberPath?.filter({ $0 != "self" }) == keyPath
            else { continue }
            switch call.calleeName {
            case "append":
              guard let value = call.arguments.first?.expression, call.arguments.count == 1 else { return nil }
              guard let found = rowOrigins(of: value, wantsID: true, around: node, list: list, depth: depth, pushed: (targets, view))
              else { return nil }
              origins.formUnion(found)
            case "removeLast", "removeAll", "removeFirst", "popLast": continue
            default: return nil
            }
          }
        }
      }
    }
    for file in files where !file.isTestCode {
      for call in file.calls where call.calleeName == "NavigationLink" {
        guard let value = call.argument("value"),
          let found = rowOrigins(of: value, wantsID: true, around: Syntax(call), list: list, depth: depth, pushed: (leading, view))
        else { return nil }
        origins.formUnion(found)
      }
    }
    return origins
  }

  /// `[]`, `NavigationPath()`, `.init()`: a path emptied.
  private static func isEmptyPath(_ value: ExprSyntax) -> Bool {
    if let array = value.as(ArrayExprSyntax.self) { return array.elements.isEmpty }
    guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty else { return false }
    return ["NavigationPath", "init"].contains(call.calleeName ?? "")
  }

  /// Whether every piece of code that may remove elements of `list` runs
  /// only from `views`: written in one of them, or in a method (of a view
  /// model, a store) that only they call, directly or through such methods.
  /// The owner's initializer's writes are its start, before any push.
  private func removalsRunOnlyIn(_ views: Set<String>, list: String) -> Bool {
    guard !views.isEmpty, let removals = removalUses(of: list) else { return false }
    return removals.allSatisfy { runsOnlyIn(views, $0, depth: 0) }
  }

  private func runsOnlyIn(_ views: Set<String>, _ node: Syntax, depth: Int) -> Bool {
    guard depth < 6, let owner = Self.enclosingTypeName(of: node) else { return false }
    if viewTypes.contains(owner) { return views.contains(owner) }
    guard let function = Self.enclosingFunction(of: node), let calls = callsOnly(of: function.name.text) else { return false }
    return calls.allSatisfy { runsOnlyIn(views, Syntax($0), depth: depth + 1) }
  }
}
#endif
