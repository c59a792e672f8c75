#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel

/// A view's helper — a computed `some View` property or a method without
/// parameters returning a view — used once in the view's code:
///
/// ```swift
/// var body: some View {
///     switch model.step {
///     case .soil: soilSection
///     case .review: reviewSection
///     }
/// }
/// private var soilSection: some View { Section { TipView(soilTip) … } }
/// ```
///
/// Its content is read at its use, under the conditions around it there
/// (the `switch` case, the `if`), as SwiftUI builds it there. A helper used
/// several times, or not at all, is read where it is declared, as always on
/// screen with the view; so is one whose use the walk does not reach (a
/// navigation destination's closure, read as a screen of its own).
extension SwiftLowering {
  /// The helper a member declaration is, by name.
  static func helperName(_ decl: DeclSyntax) -> String? {
    if let variable = decl.as(VariableDeclSyntax.self), !variable.isStatic, variable.bindings.count == 1,
      let binding = variable.bindings.first, binding.accessorBlock != nil,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, name != "body",
      let type = binding.typeAnnotation?.type.trimmedDescription, type == "some View" || type == "AnyView"
    {
      return name
    }
    if let function = decl.as(FunctionDeclSyntax.self), function.signature.parameterClause.parameters.isEmpty,
      !function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
      let type = function.signature.returnClause?.type.trimmedDescription, type == "some View" || type == "AnyView"
    {
      return function.name.text
    }
    return nil
  }

  /// The view's helpers used exactly once in its code: name → uses (1).
  func inlinedHelpers(of view: String) -> [String: Int] {
    if let known = inlinedHelperCache[view] { return known }
    var helpers: [String: Int] = [:]
    let members = index.types[view]?.members ?? []
    for (decl, _) in members { if let name = Self.helperName(decl) { helpers[name] = 0 } }
    if !helpers.isEmpty {
      for (decl, _) in members {
        for node in Syntax(decl).descendants() {
          guard let reference = node.as(DeclReferenceExprSyntax.self), let uses = helpers[reference.baseName.text] else { continue }
          // `name` or `self.name`, not `other.name`.
          if let member = reference.parent?.as(MemberAccessExprSyntax.self), Syntax(member.declName) == Syntax(reference),
            member.base?.trimmedDescription != "self"
          {
            continue
          }
          helpers[reference.baseName.text] = uses + 1
        }
      }
    }
    let once = helpers.filter { $0.value == 1 }
    inlinedHelperCache[view] = once
    return once
  }

  /// At the one use of such a helper (`soilSection`, `self.footer`,
  /// `header()`): reads its content here. False for any other node.
  func readHelperUse(_ node: Syntax, _ environment: ViewEnvironment, into content: inout ViewContent) -> Bool {
    guard let reference = node.as(DeclReferenceExprSyntax.self), inlinedHelpers(of: environment.viewType)[reference.baseName.text] != nil
    else { return false }
    let name = reference.baseName.text
    if let member = reference.parent?.as(MemberAccessExprSyntax.self), Syntax(member.declName) == Syntax(reference),
      member.base?.trimmedDescription != "self"
    {
      return false
    }
    guard !environment.stack.contains("helper " + name),
      let (decl, file) = index.types[environment.viewType]?.members.first(where: { Self.helperName($0.decl) == name })
    else { return false }
    content.helpersRead.insert(name)
    var inner = environment
    inner.file = file
    inner.stack.append("helper " + name)
    walk(Syntax(decl), inner, into: &content)
    return true
  }
}
#endif
