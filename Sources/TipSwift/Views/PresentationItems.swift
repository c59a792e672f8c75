#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipSpec

/// `.sheet(item: $coordinator.sheet) { sheet in switch sheet { case
/// .logObservation(let t): LogObservationSheet(target: t) … } }`: an optional
/// the app sets to present a screen, the coordinator idiom. Setting it to a
/// case (`self.sheet = .equipment`, or a method's argument bound to one) is a
/// move to the view that case builds; setting it to `nil` closes the sheet
/// when one of its screens is up.
extension SwiftLowering {
  /// One way an item presents: the enum case it matches (nil: any value),
  /// and the view it builds.
  struct PresentedItem {
    var caseName: String?
    var destination: String
  }

  /// Per type holding the item (a view's own `@State`, or an object's
  /// property), per property, what each value presents.
  func findPresentationItems() -> [String: [String: [PresentedItem]]] {
    var items: [String: [String: [PresentedItem]]] = [:]
    for view in index.all where viewTypes.contains(view.name) && !controllerTypes.contains(view.name) {
      for (decl, _) in view.members {
        for node in Syntax(decl).descendants() {
          guard let call = node.as(FunctionCallExprSyntax.self), call.modifierBase != nil,
            ["sheet", "fullScreenCover", "popover"].contains(call.calleeName ?? ""),
            var path = call.argument("item")?.memberPath, let first = path.first, first.hasPrefix("$"),
            let closure = call.allClosures.last
          else { continue }
          path[0] = String(first.dropFirst())
          if path.first == "self" { path.removeFirst() }
          guard let property = path.last else { continue }
          let owner = path.count == 1 ? view.name : types.calledType(Array(path.dropLast()), from: view.name)
          guard let owner else { continue }
          let presented = Self.presentedItems(closure, viewTypes: { self.viewTypes(in: $0) })
          guard !presented.isEmpty else { continue }
          items[owner, default: [:]][property, default: []] += presented
        }
      }
    }
    return items
  }

  /// The views a presentation closure builds: per case of a `switch` over
  /// its parameter, or the one view it builds.
  static func presentedItems(_ closure: ClosureExprSyntax, viewTypes: (Syntax) -> [String]) -> [PresentedItem] {
    let parameter = closure.parameterNames.first
    for item in closure.statements {
      guard let switchExpression = (item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression)?
        .as(SwitchExprSyntax.self), parameter != nil, switchExpression.subject.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter
      else { continue }
      var found: [PresentedItem] = []
      for case .switchCase(let switchCase) in switchExpression.cases {
        guard case .case(let label) = switchCase.label else { return [] }
        let built = viewTypes(Syntax(switchCase))
        guard built.count == 1 else { continue }
        for caseItem in label.caseItems {
          guard let name = caseItem.enumCaseName else { return [] }
          found.append(PresentedItem(caseName: name, destination: built[0]))
        }
      }
      return found
    }
    let built = viewTypes(Syntax(closure))
    return built.count == 1 ? [PresentedItem(caseName: nil, destination: built[0])] : []
  }

  /// `sheet = .equipment` (or `self.sheet = sheet`, `coordinator.sheet =
  /// nil`) on an item that presents: where it leads, nil when it is not
  /// such an item or the value cannot be told.
  func presentationEffect(_ path: [String], _ value: ExprSyntax, _ scope: LoweringScope, origin: SourceRange) -> EffectSyntax? {
    var path = path
    if path.first == "self" { path.removeFirst() }
    guard let property = path.last else { return nil }
    let owner = path.count == 1 ? scope.selfType : types.calledType(Array(path.dropLast()), from: scope.selfType)
    guard let owner, let presented = presentationItems[owner]?[property] else { return nil }
    var value = value.unwrapped
    if let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text, let argument = scope.arguments[name] {
      value = argument.unwrapped
    }
    // `nil`: the sheet closes, from whichever of its screens is up.
    if value.is(NilLiteralExprSyntax.self) {
      return .navigate(Self.closeMarker + presented.map { SpecPrinter.identifier($0.destination) }.joined(separator: ","), at: origin)
    }
    let callee = value.as(FunctionCallExprSyntax.self)?.calledExpression ?? value
    if let member = callee.as(MemberAccessExprSyntax.self), member.base == nil || index.types[member.base?.memberPath?.last ?? ""] != nil,
      let chosen = presented.first(where: { $0.caseName == member.declName.baseName.text })
    {
      return .navigate(SpecPrinter.identifier(chosen.destination), at: origin)
    }
    if presented.count == 1, presented[0].caseName == nil { return .navigate(SpecPrinter.identifier(presented[0].destination), at: origin) }
    return nil
  }

  /// Until screens are assembled, the destination of setting a presenting
  /// item to `nil`, followed by the screens it presents.
  static let closeMarker = "<close>"
}
#endif
