#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel
import TipSpec

/// How many elements a list the app keeps has — a view model's records, a
/// library's pieces — read by the model as a transient `Int` (AppState.swift),
/// where the list's rows were assumed to be there:
///
/// ```swift
/// @Published var records: [Record] = Record.samples    // five, a constant
/// func delete(_ record: Record) { records.removeAll { $0.id == record.id } }
/// …
/// ForEach(crate.records(sortedBy: sort)) { record in
///     NavigationLink(value: record) { … }                // there while records >= 1
///         .swipeActions { Button("Delete") { crate.delete(record) } }
/// }
/// ```
///
/// is `param CrateViewModel.records: Int(0...5) = 5`, the rows of a
/// `ForEach` over the list (as it is, or reordered by `sorted`, `reversed`,
/// `shuffled`, directly or in a method or computed property returning it)
/// are there while it is at least 1, and `list.isEmpty` is `list == 0`.
///
/// It qualifies by the rules of every app-state value (one object with a
/// known lifetime, nothing binds it, no initializer writes it), when it
/// starts as an array whose length the code spells (`[]`, a literal, a
/// constant array) and every use of it anywhere in the app is one of:
/// - `append`, `insert`: one more;
/// - `removeAll()`, `= []`, `= <constant array>`: that many;
/// - `removeAll { $0.id == row.id }` (or `where:`): one fewer when `row` is
///   the element of a row of a `ForEach` over this list (in the row's own
///   code, or passed to the method that removes it) and the element type's
///   `id` is a `UUID` the app never passes in; any other removal may remove
///   one or none, both modelled as an approximation;
/// - reads, reorderings and changes of elements (`sort()`, `items[i].done =
///   true`), which keep the count.
/// Anything else (`remove(at:)`, `+=`, a range subscript, an assignment
/// TipCheck cannot count) leaves the rows assumed, as before.
///
/// A list nothing adds to holds its exact count, `0...` its largest
/// constant. One that can grow is counted up to a top that stands for "that
/// many or more": adding at the top stays there, and removing one there may
/// leave the top or one less, both modelled as an approximation. So the top
/// is one above the largest constant when something removes single
/// elements, and `list.count` is read only for a list that cannot grow.
struct ElementCount: Equatable {
  /// The largest count the model holds.
  var top: Int
  /// Whether `top` stands for `top` or more.
  var saturates: Bool
}

extension SwiftLowering {
  /// One use of the list, as far as its count is concerned.
  private enum ElementUse {
    case adds
    case becomes(Int)
    case removesMatching
    case keepsCount
  }

  /// Methods of an array that keep its count (reads, reorderings).
  private static let countKeepingMethods: Set<String> = [
    "sort", "sorted", "shuffle", "shuffled", "reverse", "reversed", "swapAt", "move", "filter", "map", "compactMap",
    "flatMap", "first", "last", "contains", "firstIndex", "lastIndex", "enumerated", "prefix", "suffix", "reduce",
    "forEach", "allSatisfy", "min", "max", "joined", "split", "dropFirst", "dropLast", "index", "indices", "partition",
  ]

  /// The range and count of `owner.name`, declared `[T]` (or untyped) with
  /// `initial`, when every use of it is read (see above). Nil also for a
  /// list that starts with elements and is never made smaller (only added
  /// to, or set to non-empty constants): it always has a row, and is no
  /// variable (`onlyGrowsFromNonEmpty`, asked by RowCounts.swift).
  func elementCount(
    of name: String, initial: ExprSyntax, declared: SwiftSyntax.TypeSyntax?, in owner: String, inInitializer: InfixOperatorExprSyntax? = nil
  ) -> (range: ClosedRange<Int>, start: Int, count: ElementCount)? {
    guard let shape = elementShape(of: name, initial: initial, declared: declared, in: owner, inInitializer: inInitializer),
      !shape.neverEmpty
    else { return nil }
    guard shape.adds else { return (0...shape.largest, shape.start, ElementCount(top: shape.largest, saturates: false)) }
    let top = max(shape.largest, 1) + (shape.removesOne ? 1 : 0)
    return (0...top, shape.start, ElementCount(top: top, saturates: true))
  }

  /// Whether `owner.name` is a stored list that starts with elements and
  /// that no code makes smaller (see `elementCount`), nor an initializer,
  /// a decoder or a file left unparsed writes.
  func onlyGrowsFromNonEmpty(_ name: String, of owner: String) -> Bool {
    guard let type = index.types[owner], type.inherited.isDisjoint(with: ["Codable", "Decodable"]), !writtenInUnparsedFiles(name),
      let variable = type.members.lazy.compactMap({ $0.decl.as(VariableDeclSyntax.self) }).first(where: { $0.boundNames == [name] }),
      !variable.isStatic, let binding = variable.firstBinding, binding.accessorBlock == nil, let initial = binding.initializer?.value
    else { return false }
    return elementShape(of: name, initial: initial, declared: binding.typeAnnotation?.type, in: owner)?.neverEmpty ?? false
  }

  /// What the uses of a list do to its count.
  private struct ElementShape {
    var start: Int
    var largest: Int
    var smallest: Int
    var adds = false
    var removesOne = false
    var neverEmpty: Bool { smallest >= 1 && !removesOne }
  }

  private func elementShape(
    of name: String, initial: ExprSyntax, declared: SwiftSyntax.TypeSyntax?, in owner: String, inInitializer: InfixOperatorExprSyntax? = nil
  ) -> ElementShape? {
    if let declared, !declared.is(ArrayTypeSyntax.self) { return nil }
    guard let start = arrayLength(initial, in: owner) else { return nil }
    var shape = ElementShape(start: start, largest: start, smallest: start)
    for (use, _) in elementUses(of: name, except: inInitializer) {
      switch use {
      case nil: return nil
      case .adds?: shape.adds = true
      case .becomes(let count)?:
        shape.largest = max(shape.largest, count)
        shape.smallest = min(shape.smallest, count)
      case .removesMatching?: shape.removesOne = true
      case .keepsCount?: break
      }
    }
    return shape
  }

  /// `private(set) var books: [Book]` with `init(books: [Book] = Book.samples)
  /// { self.books = books }`, the type's only initializer, and one creation of
  /// the type in the app: what that creation passes, or the default; with
  /// the assignment (which is the start, not a write).
  func initializerValue(of name: String, in type: SwiftType) -> (expression: ExprSyntax, assignment: InfixOperatorExprSyntax)? {
    let initializers = type.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
    guard initializers.count == 1, let initializer = initializers.first, let body = initializer.body else { return nil }
    let assignments = Syntax(body).descendants().compactMap(\.assignment).filter { assignment in
      assignment.leftOperand.memberPath == [name] || assignment.leftOperand.memberPath == ["self", name]
    }
    guard assignments.count == 1, let assignment = assignments.first,
      let source = assignment.rightOperand.as(DeclReferenceExprSyntax.self)?.baseName.text,
      let parameter = initializer.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == source })
    else { return nil }
    var creations: [FunctionCallExprSyntax] = []
    for file in files where !file.isTestCode {
      for call in file.calls where !Syntax(call).isInPreview && Self.createdType(by: call) == type.name {
        creations.append(call)
      }
    }
    guard creations.count == 1, let creation = creations.first else { return nil }
    if parameter.firstName.tokenKind == .wildcard, !creation.arguments.isEmpty { return nil }
    if let passed = creation.arguments.first(where: { $0.label?.text == parameter.firstName.text }) { return (passed.expression, assignment) }
    guard let fallback = parameter.defaultValue?.value else { return nil }
    return (fallback, assignment)
  }

  /// `[]`, `[Record]()`, a literal or a constant array: how many elements.
  private func arrayLength(_ value: ExprSyntax, in owner: String) -> Int? {
    let value = value.unwrapped
    if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
      call.calledExpression.is(ArrayExprSyntax.self)
    {
      return 0
    }
    return constantLength(of: value, in: owner)
  }

  /// Every use of a name `name` in the app's code (nil for one that may
  /// change the count in a way TipCheck does not read). Any name spelled
  /// so counts, whoever it belongs to: a collision only makes it stricter.
  private func elementUses(of name: String, except initialization: InfixOperatorExprSyntax? = nil) -> [(use: ElementUse?, list: Syntax?)] {
    var uses: [(use: ElementUse?, list: Syntax?)] = []
    // The initializer's assignment and the parameter it reads are the start, not uses.
    let skipped = initialization.map { Set(Syntax($0).tokens(viewMode: .sourceAccurate).map(\.id)) } ?? []
    let parameterNames = initialization.flatMap { Syntax($0).ancestors.lazy.compactMap { $0.as(InitializerDeclSyntax.self) }.first }
      .map { Set($0.signature.parameterClause.parameters.flatMap { [$0.firstName.id] + ($0.secondName.map { [$0.id] } ?? []) }) } ?? []
    for file in files {
      for token in file.tree.tokens(viewMode: .sourceAccurate) where token.text == name || token.text == "$" + name {
        if skipped.contains(token.id) || parameterNames.contains(token.id) { continue }
        if token.text.hasPrefix("$") {
          uses.append((nil, nil))
          continue
        }
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
        let list = Self.usedList(reference)
        uses.append((elementUse(list), Syntax(list)))
      }
    }
    return uses
  }

  /// The expression a use of the list's name is: `list`, or `x.list` when
  /// the name is the member.
  private static func usedList(_ reference: DeclReferenceExprSyntax) -> ExprSyntax {
    if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id { return ExprSyntax(member) }
    return ExprSyntax(reference)
  }

  private func elementUse(_ target: ExprSyntax) -> ElementUse? {
    guard let parent = target.parent else { return .keepsCount }
    if parent.is(InOutExprSyntax.self) { return nil }
    if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == target.id {
      guard let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id else {
        return .keepsCount
      }
      let method = member.declName.baseName.text
      let labels = call.arguments.map { $0.label?.text }
      switch method {
      case "append" where labels == [nil], "insert" where labels == [nil, "at"]: return .adds
      case "removeAll" where call.trailingClosure != nil || labels == ["where"], "remove" where labels == ["atOffsets"]:
        return .removesMatching
      case "removeAll" where labels.allSatisfy({ $0 == "keepingCapacity" }): return .becomes(0)
      case _ where Self.countKeepingMethods.contains(method): return .keepsCount
      default: return nil
      }
    }
    if let subscriptCall = parent.as(SubscriptCallExprSyntax.self), subscriptCall.calledExpression.id == target.id {
      // `items[i]` keeps the count; `items[0..<2] = []` may not.
      let ranged = subscriptCall.arguments.contains { argument in
        argument.expression.as(InfixOperatorExprSyntax.self).map { ["...", "..<"].contains($0.operator.trimmedDescription) } ?? false
          || argument.expression.is(PostfixOperatorExprSyntax.self) || argument.expression.is(PrefixOperatorExprSyntax.self)
      }
      return ranged ? nil : .keepsCount
    }
    if let infix = parent.as(InfixOperatorExprSyntax.self), infix.leftOperand.id == target.id {
      if infix.operator.is(AssignmentExprSyntax.self) {
        guard let owner = Self.enclosingTypeName(of: Syntax(infix)), let count = arrayLength(infix.rightOperand, in: owner) else {
          return nil
        }
        return .becomes(count)
      }
      let op = infix.operator.trimmedDescription
      if op.hasSuffix("="), !["==", "!=", "<=", ">=", "==="].contains(op) { return nil }
    }
    return .keepsCount
  }

  /// The count variable whose rows `data` lists (`ForEach(data)`).
  func rowCountReference(_ data: ExprSyntax, _ scope: LoweringScope) -> String? {
    rowList(data, in: scope.selfType).flatMap { countReference($0, scope) }
  }

  /// The path of the stored list whose rows `data` lists: the list itself,
  /// reordered, or a method or computed property returning it so.
  func rowList(_ data: ExprSyntax, in selfType: String?) -> [String]? {
    let data = data.unwrapped
    if let call = data.as(FunctionCallExprSyntax.self), var called = call.calledExpression.memberPath, let method = called.last {
      called.removeLast()
      if ["sorted", "reversed", "shuffled"].contains(method), let base = call.modifierBase { return rowList(base, in: selfType) }
      let receiver = called.filter { $0 != "self" }
      guard let owner = receiver.isEmpty ? selfType : types.calledType(receiver, from: selfType),
        let function = self.method(named: method, in: owner), let body = function.decl.body?.statements.singleValue,
        let list = reorderedList(body, of: owner)
      else { return nil }
      return receiver + [list]
    }
    guard var path = data.memberPath, !path.isEmpty, !path.contains("") else { return nil }
    if path.first == "self" { path.removeFirst() }
    // `var sortedStops: [Stop] { stops.sorted { … } }`.
    if let last = path.last, let owner = path.count == 1 ? selfType : types.calledType(Array(path.dropLast()), from: selfType),
      let (body, _) = computedBody(last, of: owner), let list = reorderedList(body, of: owner)
    {
      return Array(path.dropLast()) + [list]
    }
    return path
  }

  /// The one stored list of `owner` an expression is, as it is or reordered,
  /// in every case of a `switch` and branch of a `? :`.
  private func reorderedList(_ expression: ExprSyntax, of owner: String) -> String? {
    let expression = expression.unwrapped
    var found: [String?] = []
    if let choice = expression.as(SwitchExprSyntax.self) {
      for item in choice.cases {
        guard case .switchCase(let switchCase) = item, let value = switchCase.statements.singleValue else { return nil }
        found.append(reorderedList(value, of: owner))
      }
    } else if let ternary = expression.as(TernaryExprSyntax.self) {
      found = [reorderedList(ternary.thenExpression, of: owner), reorderedList(ternary.elseExpression, of: owner)]
    } else if let call = expression.as(FunctionCallExprSyntax.self), ["sorted", "reversed", "shuffled"].contains(call.calleeName ?? ""),
      let base = call.modifierBase
    {
      return reorderedList(ExprSyntax(base), of: owner)
    } else if var path = expression.memberPath {
      if path.first == "self" { path.removeFirst() }
      return path.count == 1 ? path[0] : nil
    }
    guard let first = found.first ?? nil, found.allSatisfy({ $0 == first }) else { return nil }
    return first
  }

  /// The spec reference of a path naming a count variable.
  func countReference(_ path: [String], _ scope: LoweringScope) -> String? {
    guard parameterInfo(path, scope)?.elementCount != nil else { return nil }
    return parameterReference(path, scope)
  }

  /// `list.isEmpty`, `list.count` (of a list that cannot grow) of a count variable.
  func elementCountRead(_ path: [String], _ expression: ExprSyntax, _ scope: LoweringScope, at: SourceRange) throws -> ExpressionSyntax? {
    guard let member = path.last, ["isEmpty", "count"].contains(member), path.count >= 2 else { return nil }
    let list = Array(path.dropLast())
    guard let info = parameterInfo(list, scope), let count = info.elementCount, let reference = parameterReference(list, scope) else {
      return nil
    }
    if member == "isEmpty" { return .binary("==", .reference(reference, at: at), .integer(0, at), at: at) }
    guard !count.saturates else {
      throw LoweringFailure(reason: "'\(path.joined(separator: "."))' of a list that can grow without bound", node: Syntax(expression))
    }
    return .reference(reference, at: at)
  }

  /// The effects of calling an array method on a count variable (nil when
  /// `call` is not one).
  func elementCountCall(_ call: FunctionCallExprSyntax, _ scope: LoweringScope, origin: SourceRange) -> [EffectVariant]? {
    guard let base = call.modifierBase, var path = base.memberPath, let method = call.calleeName else { return nil }
    if path.first == "self", path.count > 1 { path.removeFirst() }
    guard let info = parameterInfo(path, scope), let count = info.elementCount, let target = parameterReference(path, scope) else {
      return nil
    }
    let at = range(call, file: scope.file)
    let targetAt = range(base, file: scope.file)
    let value = ExpressionSyntax.reference(target, at: targetAt)
    let labels = call.arguments.map { $0.label?.text }
    switch method {
    case "append", "insert":
      // Adding at the top ("that many or more") stays there.
      let below = ExpressionSyntax.binary("<", value, .integer(count.top, at), at: at)
      return [EffectVariant(effects: [.when(below, then: [.set(target, "+=", .integer(1, at), at: origin, targetAt: targetAt)], at: origin)])]
    case "removeAll" where call.trailingClosure == nil && labels != ["where"]:
      return [EffectVariant(effects: [.set(target, "=", .integer(0, at), at: origin, targetAt: targetAt)])]
    case "removeAll", "remove" where labels == ["atOffsets"]:
      let fewer = EffectSyntax.set(target, "-=", .integer(1, at), at: origin, targetAt: targetAt)
      let nonEmpty = ExpressionSyntax.binary(">=", value, .integer(1, at), at: at)
      let exactly = method == "remove" ? removesSwipedRow(call, of: target, scope) : removesOneRow(call, of: target, scope)
      if exactly, !count.saturates { return [EffectVariant(effects: [.when(nonEmpty, then: [fewer], at: origin)])] }
      let belowTop = ExpressionSyntax.binary("<", value, .integer(count.top, at), at: at)
      // At a top that stands for more, or for an element that may not be in the list: one fewer or as many.
      let assumption = exactly ? "more than \(count.top - 1) remain" : "the element is in the list"
      let either = eitherBranch(
        assumption, then: [EffectVariant(effects: [fewer])], else: [EffectVariant()], at: origin)
      let certain = exactly ? ExpressionSyntax.all([nonEmpty, belowTop]) : nil
      warn(
        exactly
          ? "TipCheck counts '\(path.joined(separator: "."))' up to \(count.top) or more; removing one there may leave either, both are modelled (an approximation)"
          : "TipCheck cannot tell whether the element removed here is in '\(path.joined(separator: "."))'; one fewer and as many are both modelled (an approximation)",
        call, file: scope.file,
        hint: exactly ? nil : "remove the element of a row of the list ('removeAll { $0.id == item.id }' with the row's item)",
        id: "swift.count-approximated")
      guard let certain else {
        return [EffectVariant(effects: [.when(nonEmpty, then: either.effects, at: origin)])]
      }
      return [EffectVariant(effects: [.when(certain, then: [fewer], else: [.when(nonEmpty, then: either.effects, at: origin)], at: origin)])]
    default:
      return Self.countKeepingMethods.contains(method) ? [EffectVariant()] : nil
    }
  }

  /// `records[index].spins`, `items[i]`: an element of a list held as its
  /// count, whose changes keep the count.
  func isElementOfCountedList(_ expression: ExprSyntax, _ scope: LoweringScope) -> Bool {
    var current = expression.unwrapped
    while true {
      if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
        guard var path = subscriptCall.calledExpression.memberPath else { return false }
        if path.first == "self", path.count > 1 { path.removeFirst() }
        return countReference(path, scope) != nil
      }
      if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
        current = base.unwrapped
      } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
        current = forced.expression
      } else if let optional = current.as(OptionalChainingExprSyntax.self) {
        current = optional.expression
      } else {
        return false
      }
    }
  }

  /// Whether a token names a list held as its count where the code keeps
  /// the count (`for i in habits.indices { habits[i].count = 0 }`): a
  /// statement that does only this changes nothing the model holds.
  func keepsElementCount(_ token: TokenSyntax) -> Bool {
    guard parameters.values.contains(where: { $0.contains { $0.name == token.text && $0.elementCount != nil } }),
      let reference = token.parent?.as(DeclReferenceExprSyntax.self)
    else { return false }
    if case .keepsCount? = elementUse(Self.usedList(reference)) { return true }
    return false
  }

  /// `= []`, `= Item.samples`: the count the assignment gives a count variable.
  func elementCountAssignment(_ value: ExprSyntax, _ scope: LoweringScope) -> Int? {
    guard let owner = scope.selfType ?? Self.enclosingTypeName(of: Syntax(value)) else { return nil }
    return arrayLength(value, in: owner)
  }

  /// `removeAll { $0.id == row.id }` where `row` is a row's element of a
  /// `ForEach` over the list `target`, here or where the calling code
  /// passed it, and ids are never repeated: exactly one element goes.
  private func removesOneRow(_ call: FunctionCallExprSyntax, of target: String, _ scope: LoweringScope) -> Bool {
    let closure = call.trailingClosure ?? call.arguments.first { $0.label?.text == "where" }?.expression.as(ClosureExprSyntax.self)
    guard let closure, let test = closure.statements.singleValue?.as(InfixOperatorExprSyntax.self),
      test.operator.trimmedDescription == "=="
    else { return false }
    let sides = [test.leftOperand.memberPath, test.rightOperand.memberPath]
    guard sides.contains(where: { $0 == ["$0", "id"] }), let other = sides.first(where: { $0 != ["$0", "id"] }) ?? nil,
      other.count <= 2, other.count == 1 || other[1] == "id"
    else { return false }
    // `row.id`, a parameter `row` passed the row (`crate.delete(record)`), or
    // a parameter `id` passed its id (`store.delete(recipe.id)`).
    let passed = scope.arguments[other[0]]?.memberPath
    let name: String
    switch (other.count, passed) {
    case (2, nil): name = other[0]
    case (2, let path?) where path.count == 1: name = path[0]
    case (1, let path?) where path.count == 2 && path[1] == "id": name = path[0]
    default: return false
    }
    let written = scope.arguments[other[0]].map { Syntax($0) } ?? Syntax(call)
    guard let row = rowClosure(binding: name, around: written), let list = row.data,
      let view = Self.enclosingTypeName(of: Syntax(row.closure)),
      rowCountReference(list, LoweringScope(selfType: view, file: scope.file)) == target
    else { return false }
    return idsAreUnique(of: target)
  }

  /// `remove(atOffsets: offsets)` with the offsets a row's swipe gives the
  /// `.onDelete` of a `ForEach` over the list `target` (here, or passed on:
  /// `store.delete(at: offsets)`): one swipe deletes one row.
  private func removesSwipedRow(_ call: FunctionCallExprSyntax, of target: String, _ scope: LoweringScope) -> Bool {
    guard var path = call.arguments.first?.expression.memberPath, path.count == 1 else { return false }
    var written = Syntax(call)
    if let passed = scope.arguments[path[0]] {
      guard let passedPath = passed.memberPath, passedPath.count == 1 else { return false }
      (path, written) = (passedPath, Syntax(passed))
    }
    guard let deletion = Self.onDeleteClosure(binding: path[0], around: written), let view = Self.enclosingTypeName(of: Syntax(deletion.forEach))
    else { return false }
    return deletion.forEach.arguments.first { $0.label == nil }.flatMap {
      rowCountReference($0.expression, LoweringScope(selfType: view, file: scope.file))
    } == target
  }

  /// The `.onDelete { offsets in … }` closure around `node` whose parameter
  /// is `name`, with the `ForEach` it deletes from.
  static func onDeleteClosure(binding name: String, around node: Syntax) -> (closure: ClosureExprSyntax, forEach: FunctionCallExprSyntax)? {
    for ancestor in node.ancestors {
      guard let closure = ancestor.as(ClosureExprSyntax.self), case .simpleInput(let names)? = closure.signature?.parameterClause,
        names.map(\.name.text) == [name]
      else { continue }
      guard let call = closure.parent?.as(FunctionCallExprSyntax.self), call.calleeName == "onDelete",
        let forEach = call.modifierBase?.as(FunctionCallExprSyntax.self), forEach.calleeName == "ForEach"
      else { return nil }
      return (closure, forEach)
    }
    return nil
  }

  /// The `ForEach` row closure around `node` whose element is named `name`.
  func rowClosure(binding name: String, around node: Syntax) -> (closure: ClosureExprSyntax, data: ExprSyntax?)? {
    for ancestor in node.ancestors {
      guard let closure = ancestor.as(ClosureExprSyntax.self), closure.parameterNames == [name] else { continue }
      guard let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id,
        ["ForEach", "List"].contains(call.calleeName ?? ""), call.modifierBase == nil
      else { return nil }
      return (closure, call.arguments.first { $0.label == nil }?.expression)
    }
    return nil
  }

  /// Whether the elements of the list `target` (spec name) have ids no two
  /// share: its element type's `id` is a `UUID` made afresh for each
  /// element — `let id = UUID()`, a parameter of every initializer
  /// defaulting to `UUID()`, or the memberwise initializer — and every
  /// creation that passes one passes `UUID()`; or a `let id` that the list
  /// only ever gets from its constant start, whose elements each spell a
  /// different literal (`.init(id: "preflight", …)`).
  func idsAreUnique(of target: String) -> Bool {
    guard let element = elementTypeName(of: target), let type = index.types[element] else { return false }
    let declared = type.members.lazy.compactMap { $0.decl.as(VariableDeclSyntax.self) }.first { $0.boundNames == ["id"] }
    guard let binding = declared?.firstBinding, binding.accessorBlock == nil else { return false }
    if declared?.bindingSpecifier.tokenKind == .keyword(.let), binding.initializer == nil, holdsOnlyDistinctLiteralIDs(target) {
      return true
    }
    let made = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calleeName == "UUID"
    let typedUUID = binding.typeAnnotation?.type.trimmedDescription == "UUID"
    guard made || typedUUID else { return false }
    if !made {
      // `init(id: UUID = UUID(), …)` in every initializer, or none (memberwise).
      let initializers = type.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
      guard initializers.allSatisfy({ initializer in
          initializer.signature.parameterClause.parameters.contains { parameter in
            parameter.firstName.text == "id" && parameter.defaultValue?.value.as(FunctionCallExprSyntax.self)?.calleeName == "UUID"
          }
        })
      else { return false }
    }
    // No creation passes an id other than a fresh one.
    for file in files {
      for call in file.calls {
        guard let passed = call.arguments.first(where: { $0.label?.text == "id" })?.expression,
          passed.as(FunctionCallExprSyntax.self).map({ $0.calleeName == "UUID" && $0.arguments.isEmpty }) != true
        else { continue }
        let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        if callee == element || call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "init" { return false }
      }
    }
    return true
  }

  /// Whether a count variable's list starts as a constant array whose
  /// elements pass `id:` distinct literals, and is never added to nor set
  /// to anything but `[]`.
  private func holdsOnlyDistinctLiteralIDs(_ target: String) -> Bool {
    guard let (owner, name) = listDeclaration(of: target),
      let variable = index.types[owner]?.members.lazy.compactMap({ $0.decl.as(VariableDeclSyntax.self) }).first(where: { $0.boundNames == [name] }),
      var start = variable.firstBinding?.initializer?.value.unwrapped
    else { return false }
    if let path = start.memberPath, path.count <= 2 {
      let holder = path.count == 1 || path[0] == "Self" ? owner : path[0]
      guard let constant = path.last.flatMap({ unchangingValue(of: $0, in: holder)?.value }) else { return false }
      start = constant
    }
    guard let array = start.as(ArrayExprSyntax.self) else { return false }
    var ids: Set<String> = []
    for element in array.elements {
      guard let id = element.expression.as(FunctionCallExprSyntax.self)?.argument("id")?.unwrapped,
        id.is(StringLiteralExprSyntax.self) || id.is(IntegerLiteralExprSyntax.self), ids.insert(id.trimmedDescription).inserted
      else { return false }
    }
    return elementUses(of: name).allSatisfy { use, _ in
      switch use {
      case .adds?, nil: false
      case .becomes(let count)?: count == 0
      case .removesMatching?, .keepsCount?: true
      }
    }
  }

  /// The element type of a count variable's list: `[Record]`, or the type
  /// of the constant array it starts as (`Record.samples`).
  private func elementTypeName(of target: String) -> String? {
    if let (owner, name) = listDeclaration(of: target) {
      guard let variable = index.types[owner]?.members.lazy.compactMap({ $0.decl.as(VariableDeclSyntax.self) }).first(where: { $0.boundNames == [name] }),
        let binding = variable.firstBinding
      else { return nil }
      if let array = binding.typeAnnotation?.type.as(ArrayTypeSyntax.self) { return array.element.trimmedDescription }
      guard let path = binding.initializer?.value.memberPath, path.count == 2, let holder = index.types[path[0]],
        let constant = holder.members.lazy.compactMap({ $0.decl.as(VariableDeclSyntax.self) }).first(where: { $0.boundNames == [path[1]] }),
        let array = constant.firstBinding?.typeAnnotation?.type.as(ArrayTypeSyntax.self)
      else { return nil }
      return array.element.trimmedDescription
    }
    return nil
  }

  /// The Swift owner and name of a count variable (its spec name).
  private func listDeclaration(of target: String) -> (owner: String, name: String)? {
    for (owner, list) in parameters {
      if let name = list.first(where: { specOwner(owner) + "." + SpecPrinter.identifier($0.name) == target })?.name {
        return (owner, name)
      }
    }
    return nil
  }

  /// The uses of a count variable's list that may remove elements
  /// (`removeAll`, `remove(atOffsets:)`, an assignment), outside its
  /// owner's initializers (the object's start); nil when a use is one
  /// TipCheck does not count.
  func removalUses(of target: String) -> [Syntax]? {
    guard let (owner, name) = listDeclaration(of: target) else { return nil }
    var removals: [Syntax] = []
    for (use, list) in elementUses(of: name) {
      let atStart = list.map { list in
        Self.enclosingTypeName(of: list) == owner && list.ancestors.contains { $0.is(InitializerDeclSyntax.self) }
      } ?? false
      switch use {
      case _ where atStart: continue
      case nil: return nil
      case .removesMatching?, .becomes?: if let list { removals.append(list) }
      case .adds?, .keepsCount?: continue
      }
    }
    return removals
  }
}
#endif
