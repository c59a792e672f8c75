#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax

/// What a name written in the app's code stands for, by its declarations
/// alone (there is no type checker): the app type a receiver holds, and the
/// functions a call by that name may run. Every later pass (screens and
/// navigation, effects, soundness) resolves calls through this one value,
/// so that they agree on which code a call runs; it owns the only cache of
/// that reading, the local aliases of each type.
///
/// Its answers depend only on the type index, the types left unparsed and
/// the tip types (which the declaration pass finds, and which nothing it
/// caches depends on), never on what a pass has read so far.
final class TypeResolution {
  typealias Function = (decl: FunctionDeclSyntax, file: Int)

  let index: TypeIndex
  /// Types the app declares in files that were not parsed (RelevantFiles):
  /// what they hold is inert.
  let inertTypes: Set<String>
  /// A property holding a tip is a tip, not an object whose methods run
  /// (known once the declaration pass has read the tips).
  private(set) var tipTypes: Set<String> = []
  /// The functions declared at the top level of the app's files, by name
  /// (the first of a name; calls to them are followed).
  let freeFunctions: [String: Function]
  /// The methods the app's types and extensions declare, by name, in the
  /// order of the types and their members: built once, so that resolving
  /// a call never walks the app.
  let methodsByName: [String: [Function]]
  /// The names of the methods the app's types declare (a call to one that
  /// cannot be followed is a warning).
  let methodNames: Set<String>
  /// Local names standing for property paths, by type (`localAlias`).
  private var localAliases: [String: [String: [String]?]] = [:]
  /// Per protocol of the app, the one app type conforming to it, where an
  /// object of the protocol's type can only be that type's
  /// (`private let doses: DoseLogging` injected with `DoseService.shared`).
  let soleConformers: [String: String]

  /// `unparsedTexts`: the sources of the app's files left unparsed, where a
  /// conformance TipCheck does not see may be written.
  init(files: [SwiftFile], index: TypeIndex, inertTypes: Set<String>, unparsedTexts: [String] = []) {
    self.index = index
    self.inertTypes = inertTypes
    soleConformers = Self.findSoleConformers(files: files, index: index, unparsedTexts: unparsedTexts)
    var functions: [String: Function] = [:]
    for (position, file) in files.enumerated() {
      for item in file.tree.statements {
        if case .decl(let decl) = item.item, let function = decl.as(FunctionDeclSyntax.self), functions[function.name.text] == nil {
          functions[function.name.text] = (function, position)
        }
      }
    }
    freeFunctions = functions
    var methods: [String: [Function]] = [:]
    for type in index.all {
      for (decl, file) in type.members {
        if let function = decl.as(FunctionDeclSyntax.self) { methods[function.name.text, default: []].append((function, file)) }
      }
    }
    methodsByName = methods
    methodNames = Set(methods.keys)
  }

  /// A protocol has a sole conformer when one type of the app's own code
  /// (not a test's) declares the conformance, no protocol of the app
  /// refines it, nothing subclasses that type, and no file left unparsed
  /// names the protocol.
  static func findSoleConformers(files: [SwiftFile], index: TypeIndex, unparsedTexts: [String]) -> [String: String] {
    var conformers: [String: [String]] = [:]
    for type in index.all where type.kind != .protocolType {
      for name in type.inherited where index.types[name]?.kind == .protocolType { conformers[name, default: []].append(type.name) }
    }
    var sole: [String: String] = [:]
    for (name, types) in conformers where types.count == 1 {
      let conformer = types[0]
      guard let declared = index.types[conformer], files.indices.contains(declared.file), !files[declared.file].isTestCode,
        !index.all.contains(where: { $0.name != conformer && $0.inherited.contains(conformer) }),
        !index.all.contains(where: { $0.kind == .protocolType && $0.inherited.contains(name) }),
        !unparsedTexts.contains(where: { SwiftLowering.occurrences(of: name, in: $0, wholeWords: true) > 0 })
      else { continue }
      sole[name] = conformer
    }
    return sole
  }

  /// The tip types, once the declaration pass has found them.
  func learn(tipTypes: Set<String>) { self.tipTypes = tipTypes }

  /// The app type a call is made on: `Type.method()`, `Type.shared.method()`
  /// (a singleton), `model.method()` where `model` is a property of the
  /// current type holding an app type (`@StateObject var model = M()`,
  /// `@ObservedObject var model: M`, `@Environment(M.self) var model`, `let
  /// doses: DoseLogging` of a protocol with one conformer), and
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
    if let known = localAliases[owner] { return known[name] ?? nil }
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
    localAliases[owner] = aliases
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
      // A protocol's only conformer is what the property holds.
      candidates = candidates.map { soleConformers[$0] ?? $0 }
      if let found = candidates.first(where: { (index.types[$0] != nil || inertTypes.contains($0)) && !tipTypes.contains($0) }) {
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

  /// Every function of the app with this name: methods of its types and
  /// extensions, and the free function.
  func functions(named name: String) -> [Function] {
    var found = methodsByName[name] ?? []
    if let free = freeFunctions[name] { found.append(free) }
    return found
  }

  /// Whether some function of this name has a body in the sources (not
  /// only a protocol requirement, whose implementation may live elsewhere).
  func implementedInApp(_ name: String) -> Bool {
    functions(named: name).contains { $0.decl.body != nil }
  }

  /// A method a type's own declaration (or its extensions) declares.
  func declaredMethod(named name: String, in type: String) -> Function? {
    for (decl, file) in index.types[type]?.members ?? [] {
      if let function = decl.as(FunctionDeclSyntax.self), function.name.text == name { return (function, file) }
    }
    return nil
  }
}
#endif
