#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel
import TipSpec

/// An `Int` of the app's own state — an onboarding pager's page, a wizard's
/// step — read as a model variable, with the range its writes keep it in:
///
/// ```swift
/// @State private var currentPage = 0
/// private let pages = OnboardingPage.pages          // a constant of 3
/// if currentPage == pages.count - 1 { TipView(startTip) }
/// Button("Next") { if currentPage < pages.count - 1 { currentPage += 1 } }
/// Button("Back") { if currentPage > 0 { currentPage -= 1 } }
/// ```
///
/// is `param currentPage: Int(0...2) = 0`. The range is proved from the
/// code, never guessed: it holds the literal the value starts at and every
/// constant written to it (`currentPage = 0`, `= pages.count - 1`); an
/// increment counts only under a condition bounding it from above (`x < K`,
/// `x + 1 < K`, `x <= K`, `x == K`, or `x != K` when K is the range's top),
/// a decrement only under one bounding it from below, each checked where it
/// runs (the enclosing `if`s, `else`s and earlier `guard`s of its function
/// or closure, and of the view code around a `Button` whose action it is,
/// with no other write of it and no `await` between them), and
/// `x = min(x + 1, K)` / `max(x - 1, K)` are bounded by K. By induction over
/// the writes, no run leaves the range. Any other write (`x = items.count`,
/// an unguarded `x += 1`) leaves the value unread, as before.
///
/// Constants are what the code spells as one: a literal, `pages.count` of a
/// constant array (a `let` or a getter with an array literal, or a
/// `static let` it names), an enum's `allCases.count`, and `+`, `-`, `*`
/// of those. `lowerExpression` reads such a count as its number.
extension SwiftLowering {
  /// One way a condition bounds an integer target where a write runs.
  private enum IntegerBound {
    case atMost(Int)
    case atLeast(Int)
    case notEqual(Int)
  }

  /// One write of the value, as far as its range is concerned.
  private enum IntegerWrite {
    case constant(Int)
    /// `x += step`, with the bounds holding before it.
    case increment(Int, [IntegerBound])
    case decrement(Int, [IntegerBound])
    /// `x = min(x + 1, K)` (top K) or `max(x - 1, K)` (bottom K).
    case clampedAbove(Int)
    case clampedBelow(Int)
  }

  /// The integer an expression spells as a constant in `owner`'s code.
  func integerConstant(_ expression: ExprSyntax, in owner: String?, shadowed: Set<String> = []) -> Int? {
    let expression = expression.unwrapped
    if let literal = expression.intValue { return literal }
    if let count = constantCount(expression, in: owner, shadowed: shadowed) { return count }
    guard let infix = expression.as(InfixOperatorExprSyntax.self),
      let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, ["+", "-", "*"].contains(op),
      let lhs = integerConstant(infix.leftOperand, in: owner, shadowed: shadowed),
      let rhs = integerConstant(infix.rightOperand, in: owner, shadowed: shadowed)
    else { return nil }
    let (value, overflow): (Int, Bool) =
      switch op {
      case "+": lhs.addingReportingOverflow(rhs)
      case "-": lhs.subtractingReportingOverflow(rhs)
      default: lhs.multipliedReportingOverflow(by: rhs)
      }
    return overflow ? nil : value
  }

  /// `pages.count`, `Self.pages.count`, `OnboardingPage.all.count`,
  /// `model.steps.count`, `Step.allCases.count`: how many elements a
  /// constant array has.
  func constantCount(_ expression: ExprSyntax, in owner: String?, shadowed: Set<String> = []) -> Int? {
    guard let member = expression.unwrapped.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "count",
      let base = member.base
    else { return nil }
    return constantLength(of: base, in: owner, shadowed: shadowed)
  }

  /// How many elements `list` (`pages`, `Self.pages`, `model.steps`, a
  /// literal) always has.
  func constantLength(of list: ExprSyntax, in owner: String?, shadowed: Set<String> = []) -> Int? {
    let base = list.unwrapped
    if let array = base.as(ArrayExprSyntax.self) { return array.elements.count }
    guard var path = base.memberPath, !path.isEmpty, !path.contains("") else { return nil }
    if path.first == "self" { path.removeFirst() }
    guard let name = path.last else { return nil }
    if path.count == 1, shadowed.contains(name) { return nil }
    let holder: String?
    switch path.count {
    case 1: holder = owner
    case 2 where path[0] == "Self": holder = owner
    case 2 where index.types[path[0]] != nil: holder = path[0]
    default: holder = types.calledType(Array(path.dropLast()), from: owner)
    }
    guard let holder else { return nil }
    return constantArrayLength(name, of: holder, depth: 0)
  }

  /// The one declaration of `name` in `holder` whose value never changes: a
  /// stored `let`, or a getter that spells its value afresh each time.
  func unchangingValue(of name: String, in holder: String) -> (value: ExprSyntax, binding: PatternBindingSyntax)? {
    let declarations = (index.types[holder]?.members ?? []).compactMap { $0.decl.as(VariableDeclSyntax.self) }
      .filter { $0.boundNames == [name] }
    guard declarations.count == 1, let variable = declarations.first, let binding = variable.firstBinding,
      binding.accessorBlock != nil || variable.bindingSpecifier.tokenKind == .keyword(.let),
      let value = variable.valueExpression?.unwrapped
    else { return nil }
    return (value, binding)
  }

  /// The length of `holder.name` when it is always the same array.
  private func constantArrayLength(_ name: String, of holder: String, depth: Int) -> Int? {
    guard depth < 4, let type = index.types[holder] else { return nil }
    if name == "allCases", type.inherited.contains("CaseIterable"), let cases = valueFreeEnum(holder) { return cases.count }
    guard let value = unchangingValue(of: name, in: holder)?.value else { return nil }
    if let array = value.as(ArrayExprSyntax.self) { return array.elements.count }
    // `private let pages = OnboardingPage.pages`: the constant it names.
    guard let path = value.memberPath, path.count == 2, !path.contains("") else { return nil }
    let named = path[0] == "Self" ? holder : path[0]
    return constantArrayLength(path[1], of: named, depth: depth + 1)
  }

  /// The range every write of `name` (a stored `Int` of `owner`, starting
  /// at `initial`) keeps it in, or nil when some write is not bounded.
  func integerRange(of name: String, initial: Int, in owner: String) -> ClosedRange<Int>? {
    let writes = integerWrites(of: name)
    // A pager's swipes (PagedViews.swift) select its tags.
    let tags = pagerTagValues(of: name)
    var lowest = min(initial, tags.min() ?? initial)
    var highest = max(initial, tags.max() ?? initial)
    var topsWhereNotEqual: [Int] = []
    var bottomsWhereNotEqual: [Int] = []
    for write in writes {
      guard let kind = integerWrite(write.node, file: write.file, among: writes, owner: owner) else { return nil }
      switch kind {
      case .constant(let value), .clampedAbove(let value), .clampedBelow(let value):
        lowest = min(lowest, value)
        highest = max(highest, value)
      case .increment(let step, let bounds):
        if let top = bounds.compactMap({ if case .atMost(let k) = $0 { k } else { nil } }).min() {
          let (after, overflow) = top.addingReportingOverflow(step)
          guard !overflow else { return nil }
          highest = max(highest, after)
        } else if step == 1, let top = bounds.compactMap({ if case .notEqual(let k) = $0 { k } else { nil } }).first {
          topsWhereNotEqual.append(top)
        } else {
          return nil
        }
      case .decrement(let step, let bounds):
        if let bottom = bounds.compactMap({ if case .atLeast(let k) = $0 { k } else { nil } }).max() {
          let (after, overflow) = bottom.subtractingReportingOverflow(step)
          guard !overflow else { return nil }
          lowest = min(lowest, after)
        } else if step == 1, let bottom = bounds.compactMap({ if case .notEqual(let k) = $0 { k } else { nil } }).first {
          bottomsWhereNotEqual.append(bottom)
        } else {
          return nil
        }
      }
    }
    // `if x != K { x += 1 }` keeps x at most K only when K is the top.
    if let top = topsWhereNotEqual.first {
      guard topsWhereNotEqual.allSatisfy({ $0 == top }), top >= highest else { return nil }
      highest = top
    }
    if let bottom = bottomsWhereNotEqual.first {
      guard bottomsWhereNotEqual.allSatisfy({ $0 == bottom }), bottom <= lowest else { return nil }
      lowest = bottom
    }
    return lowest...highest
  }

  /// Whether every write of an `Int` parameter without a declared range
  /// (`QuizProgress.answered = max(QuizProgress.answered, index)`) gives it
  /// a constant, or the `min`/`max` of itself, constants and values with a
  /// range: the `.tipspec` then infers its range from theirs (F2).
  func writesKeepRange(of name: String) -> Bool {
    integerWrites(of: name).allSatisfy { write in
      guard write.node.operator.is(AssignmentExprSyntax.self) else { return false }
      let owner = Self.enclosingTypeName(of: Syntax(write.node))
      let shadowed = Self.enclosingParameterNames(of: Syntax(write.node))
      let value = write.node.rightOperand.unwrapped
      if integerConstant(value, in: owner, shadowed: shadowed) != nil { return true }
      guard let clamp = value.as(FunctionCallExprSyntax.self)?.minimumOrMaximum else { return false }
      var scope = LoweringScope(selfType: owner, file: write.file)
      scope.shadowed = shadowed
      // Itself, constants, values with a range, and sums and differences of
      // the last two (`max(p, p + 1)` would grow without bound).
      func bounded(_ expression: ExprSyntax, itself: Bool = true) -> Bool {
        let expression = expression.unwrapped
        if integerConstant(expression, in: owner, shadowed: shadowed) != nil { return true }
        if let infix = expression.as(InfixOperatorExprSyntax.self),
          ["+", "-"].contains(infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "")
        {
          return bounded(infix.leftOperand, itself: false) && bounded(infix.rightOperand, itself: false)
        }
        guard let path = expression.memberPath else { return false }
        if path == write.node.leftOperand.memberPath { return itself }
        if case .int(_?)? = parameterInfo(path, scope)?.type { return true }
        return false
      }
      return bounded(clamp.first) && bounded(clamp.second)
    }
  }

  /// Every assignment to a name, `=` or compound (`+=`), across the app.
  private func integerWrites(of name: String) -> [(node: InfixOperatorExprSyntax, file: Int)] {
    var writes: [(node: InfixOperatorExprSyntax, file: Int)] = []
    for (fileIndex, file) in files.enumerated() {
      for token in file.tree.tokens(viewMode: .sourceAccurate) where token.text == name {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
        let target = reference.parent?.as(MemberAccessExprSyntax.self).map(Syntax.init) ?? Syntax(reference)
        guard target.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? name == name,
          let infix = target.parent?.as(InfixOperatorExprSyntax.self), Syntax(infix.leftOperand) == target
        else { continue }
        let op = infix.operator.is(AssignmentExprSyntax.self) ? "=" : infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
        guard let op, op == "=" || op.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(op) else { continue }
        writes.append((infix, fileIndex))
      }
    }
    return writes
  }

  /// What one write does to the range, or nil when it is not bounded.
  private func integerWrite(
    _ write: InfixOperatorExprSyntax, file: Int, among writes: [(node: InfixOperatorExprSyntax, file: Int)], owner: String
  ) -> IntegerWrite? {
    guard let target = Self.targetPath(write.leftOperand) else { return nil }
    let shadowed = Self.enclosingParameterNames(of: Syntax(write))
    let writer = Self.enclosingTypeName(of: Syntax(write))
    let value = write.rightOperand.unwrapped
    func constant(_ expression: ExprSyntax) -> Int? { integerConstant(expression, in: writer ?? owner, shadowed: shadowed) }
    if write.operator.is(AssignmentExprSyntax.self) {
      if let value = constant(value) { return .constant(value) }
      // `x = min(x + 1, K)`, `x = max(x - 1, 0)`.
      guard let clamp = value.as(FunctionCallExprSyntax.self)?.minimumOrMaximum else { return nil }
      for (argument, other) in [(clamp.first, clamp.second), (clamp.second, clamp.first)] {
        guard let bound = constant(other), let offset = Self.offset(of: argument, from: target, constant: constant) else { continue }
        if clamp.isMinimum, offset >= 0 { return .clampedAbove(bound) }
        if !clamp.isMinimum, offset <= 0 { return .clampedBelow(bound) }
      }
      return nil
    }
    guard let op = write.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "+=" || op == "-=",
      let step = constant(value)
    else { return nil }
    let bounds = integerBounds(holdingAt: write, file: file, target: target, among: writes, constant: constant)
    let increasing = (op == "+=") == (step >= 0)
    return increasing ? .increment(abs(step), bounds) : .decrement(abs(step), bounds)
  }

  /// The bounds on `target` that the code around `write` guarantees just
  /// before it runs: the conditions of the `if`s it sits in (negated in an
  /// `else`), and the `guard`s before it, up to its function or closure (a
  /// `withAnimation` closure runs at once, and is looked through; a
  /// `Button`'s action runs only while the view's conditions around the
  /// button hold, and is looked through too).
  private func integerBounds(
    holdingAt write: InfixOperatorExprSyntax, file: Int, target: [String],
    among writes: [(node: InfixOperatorExprSyntax, file: Int)], constant: (ExprSyntax) -> Int?
  ) -> [IntegerBound] {
    var conditions: [(expression: ExprSyntax, negated: Bool)] = []
    var child = Syntax(write)
    while let parent = child.parent {
      if parent.is(FunctionDeclSyntax.self) || parent.is(AccessorDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) { break }
      if let closure = parent.as(ClosureExprSyntax.self) {
        let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        // A button's action runs only while the button is on screen: under the view's conditions.
        guard call?.calleeName == "withAnimation" || call?.calleeName == "Button" else { break }
      }
      if let branch = parent.as(IfExprSyntax.self) {
        let elements = branch.conditions.compactMap { element -> ExprSyntax? in
          if case .expression(let expression) = element.condition { return expression } else { return nil }
        }
        if child == Syntax(branch.body) {
          conditions += elements.map { ($0, false) }
        } else if let other = branch.elseBody, child == Syntax(other), branch.conditions.count == 1, elements.count == 1 {
          conditions += elements.map { ($0, true) }
        }
      }
      if let list = parent.as(CodeBlockItemListSyntax.self) {
        for item in list {
          guard item.position < child.position else { break }
          guard let check = item.item.as(GuardStmtSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(GuardStmtSyntax.self)
          else { continue }
          for element in check.conditions {
            if case .expression(let expression) = element.condition { conditions.append((expression, false)) }
          }
        }
      }
      child = parent
    }
    // A condition counts only if nothing can change the target after it.
    let valid = conditions.filter { condition in
      let from = condition.expression.endPosition
      let to = write.position
      let rewritten = writes.contains { $0.file == file && $0.node.position >= from && $0.node.position < to && $0.node != write }
      // The tokens between the condition and the write, not the whole file.
      var suspends = false
      var token = condition.expression.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate)
      while let current = token, current.position < to, !suspends {
        suspends = current.tokenKind == .keyword(.await)
        token = current.nextToken(viewMode: .sourceAccurate)
      }
      return !rewritten && !suspends
    }
    let writer = Self.enclosingTypeName(of: Syntax(write))
    return valid.flatMap { bounds($0.expression, on: target, negated: $0.negated, in: writer, constant: constant) }
  }

  /// What `condition` (or its negation) says of `target + offset`, as
  /// bounds on `target`. A computed property of `owner` (or of an object a
  /// path leads to) is read through its one expression (`guard !isLastStep`).
  private func bounds(
    _ condition: ExprSyntax, on target: [String], negated: Bool, in owner: String?, constant: (ExprSyntax) -> Int?, depth: Int = 0
  ) -> [IntegerBound] {
    let condition = condition.unwrapped
    if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      return bounds(prefix.expression, on: target, negated: !negated, in: owner, constant: constant, depth: depth)
    }
    if depth < 4, let path = Self.targetPath(condition), let name = path.last {
      let receiver = Array(path.dropLast())
      guard target.count > receiver.count, Array(target.prefix(receiver.count)) == receiver,
        let holder = receiver.isEmpty ? owner : types.calledType(receiver, from: owner),
        let body = computedBody(name, of: holder)
      else { return [] }
      return bounds(
        body.expression, on: Array(target.dropFirst(receiver.count)), negated: negated, in: holder,
        constant: { self.integerConstant($0, in: holder) }, depth: depth + 1)
    }
    guard let infix = condition.as(InfixOperatorExprSyntax.self),
      let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
    else { return [] }
    // Both sides hold of `a && b`, and of `!(a || b)`.
    if (op == "&&" && !negated) || (op == "||" && negated) {
      return bounds(infix.leftOperand, on: target, negated: negated, in: owner, constant: constant, depth: depth)
        + bounds(infix.rightOperand, on: target, negated: negated, in: owner, constant: constant, depth: depth)
    }
    let flipped: [String: String] = ["<": ">", "<=": ">=", ">": "<", ">=": "<=", "==": "==", "!=": "!="]
    let opposite: [String: String] = ["<": ">=", "<=": ">", ">": "<=", ">=": "<", "==": "!=", "!=": "=="]
    guard flipped[op] != nil else { return [] }
    var comparison: (op: String, k: Int)?
    if let offset = Self.offset(of: infix.leftOperand, from: target, constant: constant), let k = constant(infix.rightOperand) {
      comparison = (op, k - offset)
    } else if let offset = Self.offset(of: infix.rightOperand, from: target, constant: constant), let k = constant(infix.leftOperand),
      let mirrored = flipped[op]
    {
      comparison = (mirrored, k - offset)
    }
    guard var comparison else { return [] }
    if negated, let other = opposite[comparison.op] { comparison.op = other }
    switch comparison.op {
    case "<": return [.atMost(comparison.k - 1)]
    case "<=": return [.atMost(comparison.k)]
    case ">": return [.atLeast(comparison.k + 1)]
    case ">=": return [.atLeast(comparison.k)]
    case "==": return [.atMost(comparison.k), .atLeast(comparison.k)]
    default: return [.notEqual(comparison.k)]
    }
  }

  /// `x` is 0 from `x`, `x + 2` is 2, `x - 1` is -1; nil for anything else.
  private static func offset(of expression: ExprSyntax, from target: [String], constant: (ExprSyntax) -> Int?) -> Int? {
    let expression = expression.unwrapped
    if targetPath(expression) == target { return 0 }
    guard let infix = expression.as(InfixOperatorExprSyntax.self),
      let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "+" || op == "-"
    else { return nil }
    if targetPath(infix.leftOperand) == target, let k = constant(infix.rightOperand) { return op == "+" ? k : -k }
    if op == "+", targetPath(infix.rightOperand) == target, let k = constant(infix.leftOperand) { return k }
    return nil
  }

  /// A written or compared value's path without a leading `self`.
  private static func targetPath(_ expression: ExprSyntax) -> [String]? {
    guard var path = expression.memberPath, !path.contains("") else { return nil }
    if path.first == "self" { path.removeFirst() }
    return path
  }

  /// The parameter names of the functions and closures around a node: a
  /// bare name there may be one of them, not a member.
  private static func enclosingParameterNames(of node: Syntax) -> Set<String> {
    var names: Set<String> = []
    for ancestor in node.ancestors {
      if let function = ancestor.as(FunctionDeclSyntax.self) {
        names.formUnion(function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
      }
      if let closure = ancestor.as(ClosureExprSyntax.self) { names.formUnion(closure.parameterNames) }
    }
    return names
  }
}
#endif
