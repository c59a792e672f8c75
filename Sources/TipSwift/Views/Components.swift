#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel
import TipSpec

/// Components and view builders: the closures, strings and literals a
/// parent passes, and functions that build views from their arguments.
extension SwiftLowering {
  /// `BigButton(title: "Play") { … }`: string arguments by label, and
  /// closures by label or, trailing, to the component's last stored
  /// property of function type without a default value.
  func bindClosuresAndStrings(
    _ call: FunctionCallExprSyntax, of child: SwiftType, _ parentScope: LoweringScope, _ environment: ViewEnvironment,
    into inner: inout ViewEnvironment
  ) {
    let origin = range(call, file: environment.file)
    for argument in call.arguments {
      guard let label = argument.label?.text else { continue }
      if let text = argument.expression.stringValue { inner.strings[label] = text }
      // `Detail(colored: true)` for `let colored: Bool`: inside, `if colored { … }` is that constant.
      let isConstant = child.members.contains { member in
        guard let variable = member.decl.as(VariableDeclSyntax.self), variable.boundNames.contains(label) else { return false }
        return variable.bindingSpecifier.tokenKind == .keyword(.let) && variable.attributes.isEmpty
      }
      if isConstant, let literal = Self.literal(argument.expression) { inner.literals[label] = literal }
      if let closure = argument.expression.unwrapped.as(ClosureExprSyntax.self) {
        inner.closures[label] = BoundClosure(closure: closure, scope: parentScope, origin: origin)
      }
    }
    for extra in call.additionalTrailingClosures {
      inner.closures[extra.label.text] = BoundClosure(closure: extra.closure, scope: parentScope, origin: origin)
    }
    if let trailing = call.trailingClosure {
      let closureProperties = child.members.compactMap { member -> String? in
        guard let variable = member.decl.as(VariableDeclSyntax.self), !variable.isStatic,
          variable.firstBinding?.initializer == nil, variable.firstBinding?.accessorBlock == nil,
          let type = variable.firstBinding?.typeAnnotation?.type,
          type.is(FunctionTypeSyntax.self) || type.as(AttributedTypeSyntax.self)?.baseType.is(FunctionTypeSyntax.self) == true
        else { return nil }
        return variable.boundNames.first
      }
      if let last = closureProperties.last {
        inner.closures[last] = BoundClosure(closure: trailing, scope: parentScope, origin: origin)
      }
    }
  }

  /// A screen's constant `let` properties that every place creating it
  /// gives the same literal (`NavigationLink { Detail(colored: true) }`):
  /// inside, `if colored { … }` is that constant. Previews and tests do not count.
  func uniformLiterals(of view: String) -> [String: ExpressionSyntax] {
    guard let type = index.types[view] else { return [:] }
    let constants = type.members.compactMap { member -> String? in
      guard let variable = member.decl.as(VariableDeclSyntax.self), !variable.isStatic,
        variable.bindingSpecifier.tokenKind == .keyword(.let), variable.attributes.isEmpty,
        variable.firstBinding?.initializer == nil
      else { return nil }
      return variable.boundNames.first
    }
    guard !constants.isEmpty else { return [:] }
    let calls = viewCreations[view] ?? []
    guard !calls.isEmpty else { return [:] }
    var literals: [String: ExpressionSyntax] = [:]
    for name in constants {
      let values = calls.map { $0.argument(name).flatMap(Self.literal) }
      if let first = values.first ?? nil, values.allSatisfy({ $0 == first }) { literals[name] = first }
    }
    return literals
  }

  /// A screen's parameters passed the same stored group at every creation
  /// (`TargetDetailView(target: t, tips: tour)` in a
  /// `.navigationDestination`, with `let tips: TipGroup`): the group's spec
  /// name, by parameter. A creator passing on a group it was given itself
  /// (`tips: tips`) passes what all its own creations pass. The arguments
  /// are read.
  func uniformGroupBindings(of view: String, visiting: Set<String> = []) -> [String: String] {
    guard !visiting.contains(view), visiting.count < 6, let calls = viewCreations[view], !calls.isEmpty else { return [:] }
    var agreed: [String: String]?
    var read: [(argument: LabeledExprSyntax, file: Int)] = []
    for call in calls {
      guard let creator = Self.enclosingTypeName(of: Syntax(call)),
        let file = files.firstIndex(where: { $0.tree.id == Syntax(call).root.id })
      else { return [:] }
      var passed: [String: String] = [:]
      var inherited: [String: String]?
      for argument in call.arguments {
        guard let label = argument.label?.text, let path = argument.expression.memberPath, path.count <= 2,
          path.count == 1 || path[0] == "self", let property = path.last
        else { continue }
        if let group = group(named: property, in: creator) {
          passed[label] = group.specName
        } else {
          if inherited == nil { inherited = uniformGroupBindings(of: creator, visiting: visiting.union([view])) }
          guard let bound = inherited?[property] else { continue }
          passed[label] = bound
        }
        read.append((argument, file))
      }
      agreed = agreed.map { $0.filter { passed[$0.key] == $0.value } } ?? passed
    }
    let bindings = agreed ?? [:]
    for (argument, file) in read where bindings[argument.label?.text ?? ""] != nil { consume(argument, file: file) }
    return bindings
  }

  /// A `Bool` or `Int` literal as a `.tipspec` value, placed where it is used.
  static func literal(_ expression: ExprSyntax) -> ExpressionSyntax? {
    if let flag = expression.boolValue { return .boolean(flag, ExpressionSyntax.unplaced) }
    return expression.intValue.map { .integer($0, ExpressionSyntax.unplaced) }
  }

  /// A function that builds a view from its arguments (`func tipCard<T:
  /// Tip>(_ tip: T) -> some View`), free or a method of the view: read where
  /// it is called, with its parameters bound to the arguments.
  func viewBuilder(named name: String, in viewType: String) -> (decl: FunctionDeclSyntax, file: Int)? {
    let candidate = method(named: name, in: viewType) ?? freeFunctions[name]
    guard let candidate, Self.isViewBuilder(candidate.decl) else { return nil }
    return candidate
  }

  /// A function with parameters returning a view (`-> some View`).
  static func isViewBuilder(_ function: FunctionDeclSyntax) -> Bool {
    guard !function.signature.parameterClause.parameters.isEmpty,
      let returned = function.signature.returnClause?.type.trimmedDescription
    else { return false }
    return returned == "some View" || returned == "AnyView" || returned.hasSuffix("View")
  }

  func callViewBuilder(
    _ builder: (decl: FunctionDeclSyntax, file: Int), _ call: FunctionCallExprSyntax, _ environment: ViewEnvironment,
    into content: inout ViewContent
  ) {
    guard let body = builder.decl.body else { return }
    var inner = environment
    inner.file = builder.file
    inner.stack.append("func " + builder.decl.name.text)
    let parentScope = scope(environment)
    for (name, argument) in Self.arguments(of: call, boundTo: builder.decl) {
      inner.tipBindings[name] = nil
      inner.hiddenNames.insert(name)
      if let tip = tipReference(argument, parentScope) {
        inner.tipBindings[name] = tip
        inner.hiddenNames.remove(name)
        consume(argument, file: environment.file)
      }
      if let alias = alias(of: argument, environment) { inner.currentTipAliases[name] = alias }
      if let path = argument.memberPath, path.count <= 2, let group = group(named: path.last ?? "", in: environment.viewType) {
        inner.groupBindings[name] = group.specName
        consume(argument, file: environment.file)
      }
    }
    walk(Syntax(body), inner, into: &content)
  }
}
#endif
