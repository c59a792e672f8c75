#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax

/// Whether a controller's table (collection) always has a row to tap: its
/// data source says how many rows there are, and TipCheck reads the count
/// when it is a constant of the controller's own, or the count of an array
/// an object of the app keeps and never empties.
extension SwiftLowering {
  /// `tableView(_:numberOfRowsInSection:)` returning a positive literal (or,
  /// for a static table, a `switch` over the section whose section 0 does), or
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
    if let sections = returned("numberOfSections", label: "in"), !(isPositiveConstant(sections, in: members, controller: controller)) {
      return false
    }
    guard let rows = returned(container == "table" ? "tableView" : "collectionView", label: countLabel) else { return false }
    return isPositiveConstant(rows, in: members, controller: controller)
  }

  private func isPositiveConstant(_ expression: ExprSyntax, in members: [(DeclSyntax, Int)], controller: String) -> Bool {
    if let literal = expression.as(IntegerLiteralExprSyntax.self) { return (Int(literal.literal.text) ?? 0) > 0 }
    // A static table: `switch section { case 0: 2 … }`, or over `Section(rawValue: section)`
    // of an Int enum whose first case is section 0: the first section has rows.
    if let switchExpression = expression.as(SwitchExprSyntax.self) {
      guard let first = firstSectionCase(switchExpression), let value = first.statements.singleValue else { return false }
      return isPositiveConstant(value, in: members, controller: controller)
    }
    if sectionRowsOfConstant(expression, in: members) { return true }
    guard let path = expression.memberPath, path.last == "count", path.count >= 2 else { return false }
    let list = path[path.count - 2]
    // `store.stops.count`: an array an object of the app keeps and never empties.
    if path.count >= 3, path[0] != "self", path[0] != "Self", index.types[path[0]] == nil,
      let owner = types.calledType(Array(path.dropLast(2)), from: controller)
    {
      return neverEmpty(list, of: owner)
    }
    // `trips.count` of the controller's own array, set once from a never-empty one.
    if path.count == 2 || (path.count == 3 && path[0] == "self"), neverEmpty(list, of: controller) { return true }
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

  /// Whether a SwiftUI list's data (`ForEach(data)`, `List(data)`) always
  /// has an element: a non-empty literal or static constant, a literal range
  /// (`0..<3`), an enum's `allCases`, a stored constant of the view, or an
  /// array an object of the app keeps and never empties (`store.stops`).
  /// Otherwise its rows are assumed (ConditionalContent.swift).
  func listAlwaysHasElements(_ data: ExprSyntax, in view: String) -> Bool {
    let data = data.unwrapped
    if nonEmptyConstantArray(data) { return true }
    if let range = data.as(InfixOperatorExprSyntax.self), let op = range.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
      let low = range.leftOperand.intValue, let high = range.rightOperand.intValue
    {
      return op == "..<" ? low < high : op == "..." ? low <= high : false
    }
    // `crate.records(sortedBy: sort)`: a method returning such an array, sorted.
    if let call = data.as(FunctionCallExprSyntax.self), let called = call.calledExpression.memberPath, let method = called.last {
      let receiver = Array(called.dropLast()).filter { $0 != "self" }
      guard let owner = receiver.isEmpty ? view : types.calledType(receiver, from: view),
        let function = self.method(named: method, in: owner), let body = function.decl.body?.statements.singleValue
      else { return false }
      return keepsElements(body, of: owner)
    }
    guard var path = data.memberPath, !path.isEmpty else { return false }
    if path.count == 2, path[1] == "allCases", let type = index.types[path[0]], type.kind == .enumeration {
      return !type.cases.isEmpty
    }
    if path.first == "self" { path.removeFirst() }
    // `ForEach($plants) { $plant in … }`: the view's own array.
    if path.count == 1 { return neverEmpty(path[0].replacingPrefix("$", with: ""), of: view) }
    guard let owner = types.calledType(Array(path.dropLast()), from: view), let list = path.last else { return false }
    // `var sortedStops: [Stop] { stops.sorted { … } }`.
    if let (body, _) = computedBody(list, of: owner) { return keepsElements(body, of: owner) }
    return neverEmpty(list, of: owner)
  }

  /// Whether an expression in `owner` is one of its never-empty arrays, as
  /// it is or reordered (`sorted`, `reversed`, `shuffled`), in every case of
  /// a `switch` or branch of a `? :`. A `filter` may leave none.
  private func keepsElements(_ expression: ExprSyntax, of owner: String) -> Bool {
    let expression = expression.unwrapped
    if let choice = expression.as(SwitchExprSyntax.self) {
      let results = choice.cases.compactMap { item -> ExprSyntax? in
        guard case .switchCase(let switchCase) = item, let value = switchCase.statements.singleValue else { return nil }
        return value
      }
      return results.count == choice.cases.count && !results.isEmpty && results.allSatisfy { keepsElements($0, of: owner) }
    }
    if let ternary = expression.as(TernaryExprSyntax.self) {
      return keepsElements(ternary.thenExpression, of: owner) && keepsElements(ternary.elseExpression, of: owner)
    }
    if let call = expression.as(FunctionCallExprSyntax.self), ["sorted", "reversed", "shuffled"].contains(call.calleeName ?? ""),
      let base = call.modifierBase
    {
      return keepsElements(ExprSyntax(base), of: owner)
    }
    guard var path = expression.memberPath else { return false }
    if path.first == "self" { path.removeFirst() }
    return path.count == 1 && neverEmpty(path[0], of: owner)
  }

  /// `sections[section].plants.count` over the controller's `let sections
  /// = [PlantSection(title: …, plants: [a, b]), …]`: section 0 is the first
  /// element, and its `plants` argument a non-empty literal.
  private func sectionRowsOfConstant(_ expression: ExprSyntax, in members: [(DeclSyntax, Int)]) -> Bool {
    guard let count = expression.unwrapped.as(MemberAccessExprSyntax.self), count.declName.baseName.text == "count",
      let rows = count.base?.as(MemberAccessExprSyntax.self), let element = rows.base?.as(SubscriptCallExprSyntax.self),
      element.arguments.count == 1, var path = element.calledExpression.memberPath
    else { return false }
    if path.first == "self" { path.removeFirst() }
    guard path.count == 1,
      let variable = members.lazy.compactMap({ $0.0.as(VariableDeclSyntax.self) }).first(where: { $0.boundNames == path }),
      variable.bindingSpecifier.tokenKind == .keyword(.let),
      let first = variable.firstBinding?.initializer?.value.as(ArrayExprSyntax.self)?.elements.first?.expression.as(FunctionCallExprSyntax.self),
      let argument = first.arguments.first(where: { $0.label?.text == rows.declName.baseName.text })?.expression.as(ArrayExprSyntax.self)
    else { return false }
    return !argument.elements.isEmpty
  }

  /// The type a call creates when it names one: `Owner(…)` or `Owner.init(…)`.
  static func createdType(by call: FunctionCallExprSyntax) -> String? {
    call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
      ?? call.calledExpression.as(MemberAccessExprSyntax.self).flatMap { $0.declName.baseName.text == "init" ? $0.base?.memberPath?.last : nil }
  }

  /// The case of a switch over a section index that section 0 takes.
  private func firstSectionCase(_ switchExpression: SwitchExprSyntax) -> SwitchCaseSyntax? {
    let subject = switchExpression.subject.unwrapped
    var matches: (ExprSyntax) -> Bool
    if subject.is(DeclReferenceExprSyntax.self) {
      matches = { $0.as(IntegerLiteralExprSyntax.self)?.literal.text == "0" }
    } else if let call = subject.as(FunctionCallExprSyntax.self), call.arguments.count == 1, call.arguments.first?.label?.text == "rawValue",
      let name = call.calleeName, let type = index.types[name], type.kind == .enumeration, type.inherited.contains("Int"),
      let firstCase = type.cases.first, !Self.hasExplicitRawValues(type)
    {
      matches = { $0.as(MemberAccessExprSyntax.self)?.declName.baseName.text == firstCase }
    } else {
      return nil
    }
    for case .switchCase(let switchCase) in switchExpression.cases {
      guard case .case(let label) = switchCase.label else { continue }
      if label.caseItems.contains(where: { item in item.pattern.as(ExpressionPatternSyntax.self).map { matches($0.expression) } ?? false }) {
        return switchCase
      }
    }
    return nil
  }

  /// Whether an enum gives any case a raw value of its own (`case a = 5`).
  static func hasExplicitRawValues(_ type: SwiftType) -> Bool {
    type.members.contains { member in
      member.decl.as(EnumCaseDeclSyntax.self)?.elements.contains { $0.rawValue != nil } ?? false
    }
  }

  /// A constant array with at least one element: a literal, or a `static
  /// let` of an app type initialized with one (`Stop.todaysRun`).
  private func nonEmptyConstantArray(_ expression: ExprSyntax) -> Bool {
    if let array = expression.unwrapped.as(ArrayExprSyntax.self) { return !array.elements.isEmpty }
    guard let path = expression.memberPath, path.count == 2, let type = index.types[path[0]] else { return false }
    return type.members.contains { member in
      guard let variable = member.decl.as(VariableDeclSyntax.self), variable.boundNames == [path[1]], variable.isStatic,
        variable.bindingSpecifier.text == "let", let array = variable.firstBinding?.initializer?.value.as(ArrayExprSyntax.self)
      else { return false }
      return !array.elements.isEmpty
    }
  }

  /// Array methods that may leave an array empty.
  static let removingCalls: Set<String> = [
    "remove", "removeAll", "removeFirst", "removeLast", "popLast", "popFirst", "removeSubrange", "replaceSubrange",
  ]

  /// Whether code outside `owner` may write its `property`: an assignment
  /// to `….property`, a removing call or a mutation through it, a binding
  /// (`$model.property`), or a file left unparsed that names it.
  private func isWrittenOutside(_ property: String, of owner: String) -> Bool {
    if writtenInUnparsedFiles(property) { return true }
    for file in files {
      for token in file.tree.tokens(viewMode: .sourceAccurate) where token.text == property || token.text == "$" + property {
        guard Self.enclosingTypeName(of: Syntax(token)) != owner else { continue }
        if token.text.hasPrefix("$") { return true }
        guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self) else { continue }
        if Self.rootIsBinding(member) { return true }
        var outer = Syntax(member)
        // `model.items.append(…)`, `model.items[0] = …`: through the array.
        while let parent = outer.parent, parent.is(MemberAccessExprSyntax.self) || parent.is(SubscriptCallExprSyntax.self)
          || parent.is(FunctionCallExprSyntax.self)
        {
          if let call = parent.as(FunctionCallExprSyntax.self), let name = call.calleeName {
            if Self.removingCalls.contains(name) || name == "filter" { return true }
            break
          }
          outer = parent
        }
        if let assignment = outer.parent?.as(InfixOperatorExprSyntax.self), assignment.leftOperand.id == outer.id,
          assignment.operator.is(AssignmentExprSyntax.self) || assignment.operator.trimmedDescription.hasSuffix("=")
        {
          return true
        }
        if outer.parent?.is(InOutExprSyntax.self) == true { return true }
      }
    }
    return false
  }

  /// Whether every object of `owner` keeps a non-empty array in `property`
  /// (a store's `stops`, read as a table's rows): only the type can write it
  /// (`let`, `private var`, `private(set) var`); it starts as a non-empty
  /// constant, or an initializer sets it from a parameter that every
  /// creation of the type in the app passes a non-empty constant (the type
  /// named at each, as often as its source text names `Owner(`), or an
  /// array of its creator that is never empty by the same rule (a
  /// coordinator's `trips` passed on); no code of the type assigns it
  /// anything else or removes an element; and the type is not decoded
  /// (`Codable`). Or: it starts with elements and no code anywhere makes it
  /// smaller (`onlyGrowsFromNonEmpty`, ElementCounts.swift).
  func neverEmpty(_ property: String, of owner: String, depth: Int = 0) -> Bool {
    // One that starts with elements and only grows (ElementCounts.swift).
    if onlyGrowsFromNonEmpty(property, of: owner) { return true }
    // A decoded object's array is whatever the data says.
    guard let type = index.types[owner], type.inherited.isDisjoint(with: ["Codable", "Decodable"]) else { return false }
    let members = type.members.map(\.decl)
    guard
      let declaration = members.lazy.compactMap({ $0.as(VariableDeclSyntax.self) }).first(where: { $0.boundNames == [property] }),
      !declaration.isStatic,
      declaration.bindingSpecifier.text == "let" || declaration.modifiers.contains(where: { $0.name.text == "private" })
        || !isWrittenOutside(property, of: owner)
    else { return false }
    var parameters: [String] = []
    if let initial = declaration.firstBinding?.initializer?.value, !nonEmptyConstantArray(initial) { return false }
    for member in members {
      for node in Syntax(member).descendants() {
        if let call = node.as(FunctionCallExprSyntax.self), let name = call.calleeName, Self.removingCalls.contains(name),
          let base = call.modifierBase?.memberPath, base.last == property
        {
          return false
        }
        if let inout_ = node.as(InOutExprSyntax.self), inout_.expression.memberPath?.last == property { return false }
        guard let assignment = node.assignment, let target = assignment.leftOperand.memberPath,
          target == [property] || target == ["self", property]
        else { continue }
        if nonEmptyConstantArray(assignment.rightOperand) { continue }
        // `self.stops = stops` in an initializer, from its parameter.
        guard let initializer = member.as(InitializerDeclSyntax.self),
          let source = assignment.rightOperand.as(DeclReferenceExprSyntax.self)?.baseName.text,
          let parameter = initializer.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == source })
        else { return false }
        if let fallback = parameter.defaultValue?.value, !nonEmptyConstantArray(fallback) { return false }
        parameters.append(parameter.firstName.text)
      }
    }
    guard !parameters.isEmpty else { return declaration.firstBinding?.initializer != nil }
    // Every creation passes each such parameter a non-empty constant.
    var creations = 0
    for file in files {
      for call in file.calls {
        let callee = Self.createdType(by: call)
        let implicit = call.calledExpression.as(MemberAccessExprSyntax.self).map { $0.base == nil && $0.declName.baseName.text == "init" } ?? false
        // `.init(stops: [])` names no type: it may be this one.
        if implicit, call.arguments.contains(where: { parameters.contains($0.label?.text ?? "_") }) { return false }
        guard callee == owner else { continue }
        creations += 1
        for label in parameters {
          guard let argument = call.arguments.first(where: { ($0.label?.text ?? "_") == label }) else { continue }
          if nonEmptyConstantArray(argument.expression) { continue }
          // `TripList(trips: trips)` in a type whose own `trips` is never empty.
          guard depth < 3, var passed = argument.expression.memberPath, passed.count <= 2 else { return false }
          if passed.first == "self" { passed.removeFirst() }
          guard passed.count == 1, let creator = Self.enclosingTypeName(of: Syntax(call)), creator != owner,
            neverEmpty(passed[0], of: creator, depth: depth + 1)
          else { return false }
        }
      }
    }
    let named = allSources.reduce(0) { $0 + Self.occurrences(of: owner + "(", in: $1.text, wholeWords: false) }
    return creations > 0 && creations >= named
  }
}
#endif
