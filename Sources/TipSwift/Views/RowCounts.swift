#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax

/// Whether a controller's table (collection) always has a row to tap: its
/// data source says how many rows there are, and TipCheck reads the count
/// when it is a constant of the controller's own.
extension SwiftLowering {
  /// `tableView(_:numberOfRowsInSection:)` returning a positive literal, or
  /// `harbors.count` of a `let harbors = ["…", …]` (a stored constant of the
  /// controller, or a `static let` of a type, with at least one element),
  /// and no `numberOfSections(in:)` that could say none. A `var`, a
  /// computed list or a diffable data source may be empty: the row is then
  /// assumed.
  func alwaysHasRows(_ container: String, in controller: String) -> Bool {
    let countLabel = container == "table" ? "numberOfRowsInSection" : "numberOfItemsInSection"
    let members = ([controller] + inheritedDeclarations(of: controller)).compactMap { index.types[$0] }.flatMap(\.members)
    let functions = members.compactMap { $0.0.as(FunctionDeclSyntax.self) }
    func returned(_ name: String, label: String) -> ExprSyntax? {
      functions.first { function in
        function.name.text == name && function.signature.parameterClause.parameters.contains { $0.firstName.text == label }
      }?.body?.statements.singleValue
    }
    if let sections = returned("numberOfSections", label: "in"), !(isPositiveConstant(sections, in: members)) { return false }
    guard let rows = returned(container == "table" ? "tableView" : "collectionView", label: countLabel) else { return false }
    return isPositiveConstant(rows, in: members)
  }

  private func isPositiveConstant(_ expression: ExprSyntax, in members: [(DeclSyntax, Int)]) -> Bool {
    if let literal = expression.as(IntegerLiteralExprSyntax.self) { return (Int(literal.literal.text) ?? 0) > 0 }
    guard let path = expression.memberPath, path.last == "count", path.count >= 2 else { return false }
    let list = path[path.count - 2]
    // `harbors.count`, `self.harbors.count`; `Self.samples.count`, `Harbor.all.count` (static).
    guard path.count <= 3 else { return false }
    let owner = path.count == 3 && path[0] != "self" ? path[0] : nil
    let declarations: [DeclSyntax] =
      owner.map { $0 == "Self" ? members.map(\.0) : index.types[$0]?.members.map(\.0) ?? [] } ?? members.map(\.0)
    for declaration in declarations {
      guard let variable = declaration.as(VariableDeclSyntax.self), variable.boundNames == [list] else { continue }
      guard variable.bindingSpecifier.text == "let", owner == nil || variable.isStatic,
        let array = variable.firstBinding?.initializer?.value.as(ArrayExprSyntax.self)
      else { return false }
      return !array.elements.isEmpty
    }
    return false
  }
}
#endif
