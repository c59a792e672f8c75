#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel
import TipSpec

/// What a name can mean where it is written, by Swift's rules, before
/// TipCheck takes it for a tip, a parameter, an event or a group: it reads
/// code by its shape and names things by their simple names, so two
/// things spelled alike must be told apart here.
///
/// - A type nested in another (`enum FormTips { struct Date: Tip }`) is
///   named through its encloser (`FormTips.Date`) or inside it; elsewhere
///   the bare name is some other type (`Date.now` is Foundation's).
/// - The name a call calls (`.popoverTip(hint)`) is a function or a
///   modifier, never a stored tip.
/// - A member is what its base can hold: `Route.tour` is a static member
///   or case of `Route`, not a group stored in a view; `result.season` is
///   a member of a value, not a parameter (parameters are static, reached
///   through their type).
/// The app's nested types, and whether a name written somewhere can mean
/// one: built once from the type index, shared by the declaration pass
/// (AppDeclarations.swift) and the lowering.
struct NestedTypeNames {
  /// Per type declared inside another, the name of the type (or the
  /// extended type) its declaration sits in.
  let enclosing: [String: String]

  init(_ index: TypeIndex) {
    var enclosing: [String: String] = [:]
    for type in index.all where type.kind != .extensionOnly {
      guard let parent = type.node.parent.flatMap({ SwiftLowering.enclosingTypeName(of: $0) }), parent != type.name else { continue }
      enclosing[type.name] = parent
    }
    self.enclosing = enclosing
  }

  /// Whether `token`, spelling a type nested in another, cannot mean that
  /// type here: it is neither qualified by its encloser (`FormTips.Date`)
  /// nor written inside the encloser (or a type nested in it).
  func namesAnotherType(_ token: TokenSyntax, _ text: String) -> Bool {
    guard let encloser = enclosing[text] else { return false }
    if let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName == token,
      let base = member.base?.memberPath?.last
    {
      return base != encloser
    }
    if let member = token.parent?.as(MemberTypeSyntax.self) {
      return member.baseType.trimmedDescription.split(separator: ".").last.map(String.init) != encloser
    }
    var outer = SwiftLowering.enclosingTypeName(of: Syntax(token))
    while let current = outer {
      if current == encloser { return false }
      outer = enclosing[current]
    }
    return true
  }
}

extension SwiftLowering {
  var enclosingTypes: [String: String] { nestedTypes.enclosing }

  func namesAnotherType(_ token: TokenSyntax, _ text: String) -> Bool { nestedTypes.namesAnotherType(token, text) }

  /// `subjects`, which `token` spells, narrowed to what it can mean as the
  /// member of its base (unchanged when it is not a member).
  func narrowedByBase(_ token: TokenSyntax, _ text: String, _ subjects: Set<ReadingGap.Subject>) -> Set<ReadingGap.Subject> {
    guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName == token else {
      return subjects
    }
    guard let base = member.base else {
      // `.tour`: a static member or case of the type the context expects;
      // a group is a property of an instance.
      return subjects.filter { if case .group = $0 { false } else { true } }
    }
    if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" { return subjects }
    guard let type = typeNamed(by: base) else {
      // `result.season`: an instance's member, never a parameter (TipKit's
      // `@Parameter` is static). An event may be held by an instance.
      return subjects.filter { if case .parameter = $0 { false } else { true } }
    }
    // `Route.tour`: a static member of that type.
    let own = specOwner(type) + "." + SpecPrinter.identifier(text)
    return subjects.filter {
      switch $0 {
      case .parameter(let name), .event(let name): name == own
      case .tip: tipTypeSet.contains(text) || tipInstances[type]?[text] != nil
      case .group: groups.contains { $0.owner == type && $0.property == text }
      case .navigation, .anything: true
      }
    }
  }

  /// The app type an expression names (`Route`, `FormTips.Date`, `Self`),
  /// or nil when it is a value.
  func typeNamed(by expression: ExprSyntax) -> String? {
    guard let path = expression.memberPath, let last = path.last else { return nil }
    if path == ["Self"] { return Self.enclosingTypeName(of: Syntax(expression)) }
    guard let first = path.first, index.types[first] != nil, index.types[last] != nil else { return nil }
    return last
  }

  /// Whether `token` is the name a call calls (`popoverTip` in
  /// `.popoverTip(hint)`, `save` in `model.save()`): a function or a
  /// modifier, never a stored tip or a parameter, whatever it is called.
  static func isCalledName(_ token: TokenSyntax) -> Bool {
    guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
    var callee = Syntax(reference)
    if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName == reference {
      callee = Syntax(member)
    }
    return callee.parent?.as(FunctionCallExprSyntax.self).map { Syntax($0.calledExpression) == callee } ?? false
  }

  /// The token naming a type annotation's type (`Date` in `Date?`,
  /// `FormTips.Date`).
  static func nameToken(of type: SwiftSyntax.TypeSyntax) -> TokenSyntax? {
    if let optional = type.as(OptionalTypeSyntax.self) { return nameToken(of: optional.wrappedType) }
    if let forced = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return nameToken(of: forced.wrappedType) }
    if let attributed = type.as(AttributedTypeSyntax.self) { return nameToken(of: attributed.baseType) }
    if let member = type.as(MemberTypeSyntax.self) { return member.name }
    return type.as(IdentifierTypeSyntax.self)?.name
  }

  /// `FormTips.Amount.billSaved` as `Amount.billSaved`: leading enclosers
  /// of the next component dropped.
  func droppingEnclosers(_ path: [String]) -> [String] {
    var path = path
    while path.count > 2, enclosingTypes[path[1]] == path[0] { path.removeFirst() }
    return path
  }
}
#endif
