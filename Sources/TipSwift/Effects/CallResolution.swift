#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel

/// Which code a call runs: the arguments bound to the parameters, what the
/// methods of a name may touch (the app type a receiver holds and the
/// functions of a name are TypeResolution's).
extension SwiftLowering {
  /// The body an app function call runs, and the scope it is read in (the
  /// function's parameters bound to the call's arguments): a method of the
  /// same type, a method of the app type the receiver holds
  /// (`TutorialManager.shared.start()`, `model.handle(action)`) with that
  /// type as `Self`, or a free function. Nil for recursion, past six nested
  /// calls, for a type left unparsed, and for a function without a body.
  func inlinedCall(_ call: FunctionCallExprSyntax, name: String, basePath: [String]?, _ scope: LoweringScope)
    -> (body: CodeBlockSyntax, scope: LoweringScope)?
  {
    guard !scope.inlining.contains(name), scope.inlining.count < 6 else { return nil }
    if basePath == nil || basePath == ["self"] || basePath == ["Self"], let selfType = scope.selfType,
      let function = method(named: name, in: selfType), let body = function.decl.body
    {
      var inner = scope.inlining(function.decl, file: function.file)
      inner.arguments = Self.arguments(of: call, boundTo: function.decl)
      return (body, inner)
    }
    var owner: String?
    var function: (decl: FunctionDeclSyntax, file: Int)?
    let calledOwner = basePath.flatMap { types.calledType($0, from: scope.selfType) ?? Self.declaredParameterType($0, at: Syntax(call)) }
    if let calledOwner, inertTypes.contains(calledOwner) { return nil }
    if let type = calledOwner, let found = method(named: name, in: type) {
      (owner, function) = (type, found)
    } else if basePath == nil {
      function = freeFunctions[name]
    }
    guard let function, let body = function.decl.body else { return nil }
    var inner = scope.inlining(function.decl, file: function.file, selfType: owner)
    inner.arguments = Self.arguments(of: call, boundTo: function.decl)
    // The object's own navigation path (`path` inside a router that
    // `NavigationStack(path: $router.path)` binds).
    if let owner { inner.navigationPaths.merge(navigationPaths(in: owner)) { mine, _ in mine } }
    return (body, inner)
  }

  /// `store.add(bed)` in `func finish(in store: GardenStore)`: the type the
  /// enclosing function declares its parameter with, when it names one.
  static func declaredParameterType(_ path: [String], at node: Syntax) -> String? {
    guard path.count == 1, let function = node.ancestors.lazy.compactMap({ $0.as(FunctionDeclSyntax.self) }).first,
      let parameter = function.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == path[0] }),
      let type = parameter.type.as(IdentifierTypeSyntax.self), type.genericArgumentClause == nil
    else { return nil }
    return type.name.text
  }

  /// A call's arguments by the parameter names of the function it calls
  /// (in order; labels are not checked, default arguments are left out).
  static func arguments(of call: FunctionCallExprSyntax, boundTo function: FunctionDeclSyntax) -> [String: ExprSyntax] {
    var bound: [String: ExprSyntax] = [:]
    let parameters = Array(function.signature.parameterClause.parameters)
    for (position, argument) in call.arguments.enumerated() where position < parameters.count {
      let parameter = parameters[position]
      bound[(parameter.secondName ?? parameter.firstName).text] = argument.expression
    }
    return bound
  }

  /// What the app's methods of this name may touch, following the calls
  /// they make to other methods of the app.
  /// Those bodies are then accounted for by the gap that uses this (they
  /// are not also "code not modelled").
  func subjects(ofMethodsNamed name: String) -> Set<ReadingGap.Subject> {
    if let known = methodSubjectsCache[name] { return known }
    var found: Set<ReadingGap.Subject> = []
    var pending = [name]
    var seen: Set<String> = []
    while let next = pending.popLast() {
      guard seen.insert(next).inserted else { continue }
      var bodies: [Syntax] = []
      for function in types.functions(named: next) {
        guard let body = function.decl.body else { continue }
        bodies.append(Syntax(body))
        consume(body, file: function.file)
      }
      for body in bodies {
        found.formUnion(subjects(mentionedIn: body))
        for node in body.descendants() {
          if let call = node.as(FunctionCallExprSyntax.self), let callee = call.calleeName,
            methodNames.contains(callee) || freeFunctions[callee] != nil
          {
            pending.append(callee)
          }
        }
      }
    }
    methodSubjectsCache[name] = found
    return found
  }
}
#endif
