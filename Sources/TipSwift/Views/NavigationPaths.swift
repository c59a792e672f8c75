#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel

/// A view (its Swift name) `path.append(value)` can open, the type of value
/// it is for, and the enum case when its `.navigationDestination` switches
/// over the value.
struct NavigationTarget: Equatable {
  var valueType: String
  var caseName: String?
  var destination: String
}

/// `NavigationStack(path: $path)` and `path.append(value)`: which views an
/// append can open, wherever it is written. The stack's destinations are the
/// `.navigationDestination(for: T.self)` modifiers in the stack's view and in
/// the views it embeds; an append can be in the stack's view, in a view that
/// receives the path as an argument (`Home(path: $path)`), or on a shared
/// object's path (`router.path.append`, found by that name in any view).
extension SwiftLowering {
  /// `path.isEmpty` (or `!path.isEmpty`) of a navigation path, in code a
  /// control runs on a screen that is only ever pushed onto that path (each
  /// creation of its view is in a `.navigationDestination(for: T.self)` for
  /// a value type the path opens it with): the path holds
  /// at least that screen, so `isEmpty` is false (`!isEmpty` true): whether
  /// the condition holds, or nil when that cannot be told.
  func pathEmptinessHolds(_ condition: ExprSyntax, _ scope: LoweringScope) -> Bool? {
    var expression = condition.unwrapped
    var negated = false
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      (expression, negated) = (prefix.expression.unwrapped, true)
    }
    guard var path = expression.memberPath, path.last == "isEmpty", let view = scope.controlView else { return nil }
    path.removeLast()
    if path.first == "self" { path.removeFirst() }
    let valueTypes = Set((scope.navigationPaths[path.joined(separator: ".")] ?? []).filter { $0.destination == view }.map(\.valueType))
    guard !valueTypes.isEmpty, let creations = viewCreations[view], !creations.isEmpty,
      creations.allSatisfy({ creation in
        Syntax(creation).ancestors.contains { ancestor in
          guard let call = ancestor.as(FunctionCallExprSyntax.self), call.calleeName == "navigationDestination",
            let type = call.arguments.first(where: { $0.label?.text == "for" })?.expression.as(MemberAccessExprSyntax.self)?.base
          else { return false }
          return valueTypes.contains(type.trimmedDescription)
        }
      })
    else { return nil }
    return negated
  }

  /// The paths a view's code can append to (`path`, `router.path`), and where each leads.
  func navigationPaths(in viewType: String) -> [String: [NavigationTarget]] {
    navigationPathsByView[viewType] ?? [:]
  }

  func findNavigationPaths() -> [String: [String: [NavigationTarget]]] {
    var byView: [String: [String: [NavigationTarget]]] = [:]
    var shared: [String: [NavigationTarget]] = [:]
    var objectPaths: [String: [String: [NavigationTarget]]] = [:]
    // Views, and the App (a stack in its `WindowGroup`).
    for view in index.all where viewTypes.contains(view.name) || view.inherited.contains("App") {
      for (decl, _) in view.members {
        for node in Syntax(decl).descendants() {
          guard let call = node.as(FunctionCallExprSyntax.self), call.calleeName == "NavigationStack",
            call.modifierBase == nil, let binding = call.argument("path").flatMap(pathKey)
          else { continue }
          let targets = destinations(under: view.name)
          guard !targets.isEmpty else { continue }
          var bound: Set<[String]> = []
          bind(binding, targets, in: view.name, into: &byView, visited: &bound)
          if binding.count >= 2 {
            shared[binding.joined(separator: "."), default: []] += targets
            // `$router.path`: inside Router's own methods it is `path`.
            if let owner = types.calledType(Array(binding.dropLast()), from: view.name), let property = binding.last {
              objectPaths[owner, default: [:]][property, default: []] += targets
            }
          }
        }
      }
    }
    for (owner, paths) in objectPaths { byView[owner, default: [:]].merge(paths) { own, _ in own } }
    guard !shared.isEmpty else { return byView }
    for view in viewTypes { byView[view, default: [:]].merge(shared) { own, _ in own } }
    return byView
  }

  /// The view whose `NavigationStack(path:)` a path belongs to, seen from
  /// `scope` (`path` in a router's method is the stack bound to
  /// `$router.path`), if one view's stack is.
  func stackRoot(of path: [String], _ scope: LoweringScope) -> String? {
    guard let property = path.last else { return nil }
    let owner = path.count == 1 ? scope.selfType : types.calledType(Array(path.dropLast()), from: scope.selfType)
    var roots: Set<String> = []
    for view in index.all where viewTypes.contains(view.name) {
      for (decl, _) in view.members {
        for node in Syntax(decl).descendants() {
          guard let call = node.as(FunctionCallExprSyntax.self), call.calleeName == "NavigationStack", call.modifierBase == nil,
            let key = call.argument("path").flatMap(pathKey), key.last == property
          else { continue }
          let keyOwner = key.count == 1 ? view.name : types.calledType(Array(key.dropLast()), from: view.name)
          if keyOwner == owner { roots.insert(view.name) }
        }
      }
    }
    return roots.count == 1 ? roots.first : nil
  }

  /// `$path`, `self.path`, `$router.path` → `["path"]`, `["router", "path"]`.
  private func pathKey(_ expression: ExprSyntax) -> [String]? {
    guard var path = expression.memberPath, !path.isEmpty else { return nil }
    if path[0].hasPrefix("$") { path[0].removeFirst() }
    if path.first == "self" { path.removeFirst() }
    return path.isEmpty ? nil : path
  }

  /// Records `key` in `view`, and follows it into the views that receive it as an argument.
  private func bind(
    _ key: [String], _ targets: [NavigationTarget], in view: String, into byView: inout [String: [String: [NavigationTarget]]],
    visited: inout Set<[String]>
  ) {
    guard visited.insert([view] + key).inserted, visited.count < 64 else { return }
    byView[view, default: [:]][key.joined(separator: "."), default: []] += targets
    guard key.count == 1 else { return }
    for (decl, _) in index.types[view]?.members ?? [] {
      for node in Syntax(decl).descendants() {
        guard let call = node.as(FunctionCallExprSyntax.self), call.modifierBase == nil, let child = call.calleeName,
          viewTypes.contains(child)
        else { continue }
        for argument in call.arguments where pathKey(argument.expression) == key {
          if let label = argument.label?.text { bind([label], targets, in: child, into: &byView, visited: &visited) }
        }
      }
    }
  }

  /// The views among `targets` a pushed value opens: by its type as written and,
  /// when destinations switch over the value, its case (`.profile`,
  /// `Route.profile`, `.detail(id)`); all of them when neither can be told.
  func destinations(of value: ExprSyntax, among targets: [NavigationTarget]) -> [String] {
    let value = value.unwrapped
    let type = valueTypeName(value)
    let callee = value.as(FunctionCallExprSyntax.self)?.calledExpression ?? value
    let caseName = callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    // `AppRoute.Settings.account` against `for: AppRoute.Settings.self`, or
    // `Settings.account` written inside `AppRoute`.
    var candidates = targets.filter { target in
      guard let type else { return true }
      return target.valueType == type || target.valueType.hasSuffix("." + type) || type.hasSuffix("." + target.valueType)
    }
    if let caseName, candidates.contains(where: { $0.caseName == caseName }) {
      candidates = candidates.filter { $0.caseName == caseName }
    }
    var destinations: [String] = []
    for target in candidates where !destinations.contains(target.destination) { destinations.append(target.destination) }
    return destinations
  }

  /// The type of a value as written: `"a"` is a String, `Item(…)` an Item,
  /// `Route.detail` a Route; nil when it cannot be told from the text.
  func valueTypeName(_ value: ExprSyntax) -> String? {
    if value.is(StringLiteralExprSyntax.self) { return "String" }
    if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
    if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
    let callee = value.as(FunctionCallExprSyntax.self)?.calledExpression ?? value
    if let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true { return name }
    // `book` or `self.book`, a stored property of the view (`let book: Book`).
    if !value.is(FunctionCallExprSyntax.self), let path = value.memberPath, path.count == 1 || (path.count == 2 && path[0] == "self"),
      let owner = Self.enclosingTypeName(of: Syntax(value)), let type = types.propertyType(path[path.count - 1], in: owner),
      index.types[type] != nil || ["String", "Int", "Bool", "UUID"].contains(type)
    {
      return type
    }
    // `Route.profile`, `AppRoute.Settings.account`: the type is the capitalised base.
    if let base = callee.as(MemberAccessExprSyntax.self)?.base?.memberPath,
      !base.isEmpty, base.allSatisfy({ $0.first?.isUppercase == true })
    {
      return base.joined(separator: ".")
    }
    return nil
  }

  /// The `.navigationDestination(for:)` targets in a view and the views it embeds.
  func destinations(under root: String) -> [NavigationTarget] {
    if let known = destinationCache[root] { return known }
    var targets: [NavigationTarget] = []
    defer { destinationCache[root] = targets }
    var seen: Set<String> = [root]
    var queue = [root]
    while let view = queue.popLast() {
      for (decl, _) in index.types[view]?.members ?? [] {
        for node in Syntax(decl).descendants() {
          guard let call = node.as(FunctionCallExprSyntax.self) else { continue }
          if call.modifierBase == nil, let name = call.calleeName, viewTypes.contains(name), seen.insert(name).inserted {
            queue.append(name)
          }
          guard call.calleeName == "navigationDestination", let path = call.argument("for")?.memberPath,
            path.count >= 2, path.last == "self", let closure = call.allClosures.last
          else { continue }
          let type = path.dropLast().joined(separator: ".")
          for (caseName, destination) in caseDestinations(closure, in: view, valueType: path.dropLast().last)
          where !targets.contains(where: {
            $0.valueType == type && $0.caseName == caseName && $0.destination == destination
          }) {
            targets.append(NavigationTarget(valueType: type, caseName: caseName, destination: destination))
          }
        }
      }
    }
    return targets
  }

  /// `{ route in switch route { case .profile: Profile() … } }`: each case's
  /// view with the case; views outside such a switch with no case.
  private func caseDestinations(_ closure: ClosureExprSyntax, in view: String, valueType: String?) -> [(String?, String)] {
    var found: [(String?, String)] = []
    var inCases: Set<String> = []
    let bodies = destinationBuilderBodies(closure, in: view, valueType: valueType)
    for node in bodies.flatMap({ $0.descendants() }) {
      guard let switchCase = node.as(SwitchCaseSyntax.self), case .case(let label) = switchCase.label else { continue }
      // `case .detail(let id)` and `case let .detail(id)`.
      let names = label.caseItems.compactMap(\.enumCaseName)
      for view in viewTypes(in: Syntax(switchCase.statements)) {
        inCases.insert(view)
        for name in names { found.append((name, view)) }
      }
    }
    for body in bodies {
      for view in viewTypes(in: body) where !inCases.contains(view) && !found.contains(where: { $0.1 == view }) {
        found.append((nil, view))
      }
    }
    return found
  }

  /// A destination closure and the bodies of the view's own methods it calls
  /// (`{ route in destination(for: route) }` with a `@ViewBuilder func`).
  /// And, for `.navigationDestination(for: Route.self) { $0.destination }`,
  /// the property or method of the value's type it reads (an enum's
  /// `@ViewBuilder var destination` that switches over `self`).
  func destinationBuilderBodies(_ closure: ClosureExprSyntax, in view: String, valueType: String? = nil) -> [Syntax] {
    var bodies = [Syntax(closure)]
    for name in destinationBuilders(closure) {
      if let body = method(named: name, in: view)?.decl.body { bodies.append(Syntax(body)) }
    }
    guard let valueType, let type = index.types[valueType] else { return bodies }
    let parameter = closure.parameterNames.first ?? "$0"
    for node in Syntax(closure).descendants() {
      guard let member = node.as(MemberAccessExprSyntax.self), member.base?.memberPath == [parameter] else { continue }
      let name = member.declName.baseName.text
      for (decl, _) in type.members {
        if let function = decl.as(FunctionDeclSyntax.self), function.name.text == name, let body = function.body {
          bodies.append(Syntax(body))
        } else if let variable = decl.as(VariableDeclSyntax.self), variable.boundNames.contains(name),
          let accessors = variable.firstBinding?.accessorBlock
        {
          bodies.append(Syntax(accessors))
        }
      }
    }
    return bodies
  }

  /// What the view's `.navigationDestination` closures call without a
  /// receiver (its destination-building methods), once per view.
  func destinationBuilders(of type: SwiftType) -> Set<String> {
    if let known = destinationBuilderCache[type.name] { return known }
    var builders: Set<String> = []
    for (decl, _) in type.members {
      for node in Syntax(decl).descendants() {
        guard let call = node.as(FunctionCallExprSyntax.self), call.calleeName == "navigationDestination",
          let closure = call.allClosures.last
        else { continue }
        builders.formUnion(destinationBuilders(closure))
      }
    }
    destinationBuilderCache[type.name] = builders
    return builders
  }

  /// The names a destination closure calls without a receiver: the view's
  /// own methods among them (view initialisers too, which no method matches).
  func destinationBuilders(_ closure: ClosureExprSyntax) -> Set<String> {
    var names: Set<String> = []
    for node in Syntax(closure).descendants() {
      guard let call = node.as(FunctionCallExprSyntax.self), let name = call.calleeName,
        call.modifierBase == nil || call.modifierBase?.memberPath == ["self"]
      else { continue }
      names.insert(name)
    }
    return names
  }
}
#endif
