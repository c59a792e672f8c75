#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel

/// Which code a call runs: the app type a receiver holds, the arguments
/// bound to the parameters, what the methods of a name may touch.
extension SwiftLowering {
  /// The app type a call is made on: `Type.method()`, `Type.shared.method()`
  /// (a singleton), `model.method()` where `model` is a property of the
  /// current type holding an app type (`@StateObject var model = M()`,
  /// `@ObservedObject var model: M`, `@Environment(M.self) var model`), and
  /// chains of such properties (`model.service.start()`); nil when a step
  /// is not an app type (`Tour.shared.log.append(…)` calls Array's).
  func calledType(_ basePath: [String], from selfType: String? = nil) -> String? {
    guard var path = Optional(basePath), let head = path.first else { return nil }
    var current: String?
    if head == "self" || head == "Self" {
      current = selfType
    } else if index.types[head] != nil || inertTypes.contains(head) {
      current = head
    } else if let selfType, let type = propertyType(head, in: selfType) {
      current = type
    } else if let selfType, let alias = localAlias(head, in: selfType), alias.first != head,
      let type = calledType(alias, from: selfType)
    {
      current = type
    } else {
      return nil
    }
    path.removeFirst()
    for name in path {
      // What an inert type holds is inert too: holding a type that reaches
      // a tip would have made it read.
      if let owner = current, inertTypes.contains(owner) { return owner }
      guard let owner = current, let type = propertyType(name, in: owner) else { return nil }
      current = type
    }
    return current
  }

  /// `@Bindable var router = model.router` (or a `let`/`var`) declared in a
  /// body of `owner` — Apple's idiom for binding a navigation path held by
  /// an `@Observable` object: the property path the local name stands for,
  /// when every such declaration of the name in the type says the same.
  func localAlias(_ name: String, in owner: String) -> [String]? {
    if let known = localAliasCache[owner] { return known[name] ?? nil }
    var aliases: [String: [String]?] = [:]
    for (decl, _) in index.types[owner]?.members ?? [] {
      for node in Syntax(decl).descendants() {
        guard let variable = node.as(VariableDeclSyntax.self), variable.parent?.is(CodeBlockItemSyntax.self) == true,
          variable.boundNames.count == 1, let local = variable.boundNames.first,
          let path = variable.valueExpression?.memberPath, path.count >= 2, !path.contains("")
        else { continue }
        // Two declarations of the name saying different things: neither is followed.
        if let known = aliases[local], known != path { aliases[local] = .some(nil) } else { aliases[local] = path }
      }
    }
    localAliasCache[owner] = aliases
    return aliases[name] ?? nil
  }

  /// The app type a stored or computed property of `owner` holds, as its
  /// declaration says: an annotation (`: M`, `: M?`), an initializer
  /// (`= M()`, `= M.shared`), or `@Environment(M.self)`.
  func propertyType(_ name: String, in owner: String) -> String? {
    guard let type = index.types[owner] else { return nil }
    for (decl, _) in type.members {
      guard let variable = decl.as(VariableDeclSyntax.self), variable.boundNames.contains(name) else { continue }
      var candidates: [String] = []
      if let annotation = variable.firstBinding?.typeAnnotation?.type {
        candidates.append(annotation.trimmedDescription.trimmingCharacters(in: "?!"))
        candidates.append(annotation.baseName)
      }
      if let value = variable.valueExpression?.unwrapped {
        if let call = value.as(FunctionCallExprSyntax.self), let callee = call.calleeName {
          candidates.append(callee == "init" ? call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.memberPath?.last ?? "" : callee)
        } else if let path = value.memberPath, path.count == 2 {
          candidates.append(path[0] == "" ? owner : path[0])
        }
      }
      for element in variable.attributes {
        guard case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == "Environment",
          let argument = attribute.arguments?.as(LabeledExprListSyntax.self)?.first?.expression.memberPath,
          argument.count == 2, argument[1] == "self"
        else { continue }
        candidates.append(argument[0])
      }
      if let found = candidates.first(where: { (index.types[$0] != nil || inertTypes.contains($0)) && !tipTypeSet.contains($0) }) {
        return found
      }
    }
    return nil
  }

  /// Whether `basePath` (the receiver of a call) is a stored property whose
  /// declared type is not the app's: an array, a dictionary, a set or a
  /// library type (`tour.seen.append(x)` with `var seen: [String]`). A method
  /// called on it is that type's, whatever the app names its own methods.
  func receiverIsLibraryValue(_ basePath: [String], from selfType: String?) -> Bool {
    guard let last = basePath.last else { return false }
    let owner = basePath.count == 1 ? selfType : calledType(Array(basePath.dropLast()), from: selfType)
    guard let owner, let type = index.types[owner] else { return false }
    let declarations = type.members.compactMap { member -> VariableDeclSyntax? in
      guard let variable = member.decl.as(VariableDeclSyntax.self), variable.boundNames.contains(last) else { return nil }
      return variable
    }
    guard !declarations.isEmpty else { return false }
    return declarations.allSatisfy { variable in
      guard var annotation = variable.firstBinding?.typeAnnotation?.type else { return false }
      if let optional = annotation.as(OptionalTypeSyntax.self) { annotation = optional.wrappedType }
      if annotation.is(ArrayTypeSyntax.self) || annotation.is(DictionaryTypeSyntax.self) { return true }
      guard let identifier = annotation.as(IdentifierTypeSyntax.self) else { return false }
      return index.types[identifier.name.text] == nil
    }
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

  /// Whether some method of this name has a body in the sources (not only
  /// a protocol requirement, whose implementation may live elsewhere).
  func implementedInApp(_ name: String) -> Bool {
    functions(named: name).contains { $0.decl.body != nil }
  }

  /// Every function of the app with this name: methods of its types and
  /// extensions, and the free function.
  func functions(named name: String) -> [(decl: FunctionDeclSyntax, file: Int)] {
    var found = methodsByName[name] ?? []
    if let free = freeFunctions[name] { found.append(free) }
    return found
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
      for function in functions(named: next) {
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
