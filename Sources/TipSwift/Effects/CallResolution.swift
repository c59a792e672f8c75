#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel

/// Which code a call runs: the arguments bound to the parameters, what the
/// methods of a name may touch (the app type a receiver holds and the
/// functions of a name are TypeResolution's).
extension SwiftLowering {
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
