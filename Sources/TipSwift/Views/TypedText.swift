#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel

/// A form's Save, disabled until the user has typed what it needs:
///
/// ```swift
/// TextField("Site", text: $viewModel.site)
/// …
/// Button("Save") { save() }
///     .disabled(!viewModel.canSave)        // canSave: !site.trimmingCharacters(in: .whitespaces).isEmpty
/// ```
///
/// What the user types is theirs to choose, at any moment the field is on
/// screen, and nothing the model holds reads it. So a condition over typed
/// text only — `isEmpty` (trimmed or not) and `count` compared with a
/// constant, of `String` properties bound to text fields of the same view,
/// through `!`, `&&`, `||` and computed properties with one expression — that
/// some text in those fields makes false (at most four fields, each tried
/// at every length that can matter) disables nothing the user cannot enable: the control is read as enabled, exactly,
/// and its tap stands for "fill in the form, then tap" (typing is no step
/// of the model, as it changes nothing the model holds).
extension SwiftLowering {
  /// Whether some text typed into the fields `condition` reads makes it
  /// false: each field's length is tried at 0, around every constant the
  /// condition compares a count with, and past them all.
  func typingEnables(_ condition: ExprSyntax, in view: String) -> Bool {
    guard let text = typedTextCondition(condition, in: view, owner: view, depth: 0) else { return false }
    let fields = text.fields.sorted()
    let constants = text.constants
    guard !fields.isEmpty, fields.count <= 4 else { return false }
    let tried = Set([0, 1] + constants.flatMap { [$0 - 1, $0, $0 + 1] } + [(constants.max() ?? 0) + 2]).filter { $0 >= 0 }.sorted()
    var choices: [[String: Int]] = [[:]]
    for field in fields {
      choices = choices.flatMap { choice in tried.map { length in choice.merging([field: length]) { $1 } } }
    }
    return choices.contains { text.value(lengths: $0) == false }
  }

  /// A condition over typed text, read once (`typedTextCondition`) and
  /// evaluated for each choice of lengths.
  private indirect enum TypedTextCondition {
    case empty(field: String)
    /// `field.count op constant`.
    case count(field: String, op: String, constant: Int)
    case not(TypedTextCondition)
    case both(TypedTextCondition, TypedTextCondition)
    case either(TypedTextCondition, TypedTextCondition)

    var fields: Set<String> {
      switch self {
      case .empty(let field), .count(let field, _, _): [field]
      case .not(let inner): inner.fields
      case .both(let left, let right), .either(let left, let right): left.fields.union(right.fields)
      }
    }

    var constants: Set<Int> {
      switch self {
      case .empty: []
      case .count(_, _, let constant): [constant]
      case .not(let inner): inner.constants
      case .both(let left, let right), .either(let left, let right): left.constants.union(right.constants)
      }
    }

    /// Its value with the fields at `lengths` (a field not given is empty).
    func value(lengths: [String: Int]) -> Bool {
      switch self {
      case .empty(let field): return (lengths[field] ?? 0) == 0
      case .count(let field, let op, let constant):
        let length = lengths[field] ?? 0
        switch op {
        case "<": return length < constant
        case "<=": return length <= constant
        case ">": return length > constant
        case ">=": return length >= constant
        case "==": return length == constant
        default: return length != constant
        }
      case .not(let inner): return !inner.value(lengths: lengths)
      case .both(let left, let right): return left.value(lengths: lengths) && right.value(lengths: lengths)
      case .either(let left, let right): return left.value(lengths: lengths) || right.value(lengths: lengths)
      }
    }
  }

  /// A condition as one over typed text; nil when it reads anything else.
  private func typedTextCondition(_ condition: ExprSyntax, in view: String, owner: String, depth: Int) -> TypedTextCondition? {
    guard depth < 4 else { return nil }
    let expression = condition.unwrapped
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      return typedTextCondition(prefix.expression, in: view, owner: owner, depth: depth).map { .not($0) }
    }
    if let infix = expression.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
      switch op {
      case "&&", "||":
        guard let left = typedTextCondition(infix.leftOperand, in: view, owner: owner, depth: depth),
          let right = typedTextCondition(infix.rightOperand, in: view, owner: owner, depth: depth)
        else { return nil }
        return op == "&&" ? .both(left, right) : .either(left, right)
      case "<", "<=", ">", ">=", "==", "!=":
        // `title.count >= 3`.
        guard let count = infix.leftOperand.unwrapped.as(MemberAccessExprSyntax.self), count.declName.baseName.text == "count",
          let text = count.base, let field = typedField(text, in: view, owner: owner), let constant = infix.rightOperand.intValue
        else { return nil }
        return .count(field: field, op: op, constant: constant)
      default: return nil
      }
    }
    if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "isEmpty", let text = member.base {
      // `site.isEmpty`, `site.trimmingCharacters(in: .whitespaces).isEmpty`.
      var base = text.unwrapped
      if let trimmed = base.as(FunctionCallExprSyntax.self), trimmed.calleeName == "trimmingCharacters", let inner = trimmed.modifierBase {
        base = inner
      }
      return typedField(base, in: view, owner: owner).map { .empty(field: $0) }
    }
    // `viewModel.canSave`, `isValid`: a computed property with one expression.
    guard var path = expression.memberPath, let name = path.last else { return nil }
    if path.first == "self" { path.removeFirst() }
    let receiver = Array(path.dropLast())
    guard let holder = receiver.isEmpty ? owner : types.calledType(receiver, from: owner),
      let (body, _) = computedBody(name, of: holder)
    else { return nil }
    return typedTextCondition(body, in: view, owner: holder, depth: depth + 1)
  }

  /// Whether `expression`, seen from `owner`, is a `String` property bound
  /// to a `TextField`, `SecureField` or `TextEditor` of `view` (`text:
  /// $viewModel.site`, `text: $site`) that no `if` or `.disabled` keeps off.
  /// Its key (`Holder.name`), or nil.
  private func typedField(_ expression: ExprSyntax, in view: String, owner: String) -> String? {
    guard var path = expression.memberPath, let name = path.last else { return nil }
    if path.first == "self" { path.removeFirst() }
    let receiver = Array(path.dropLast())
    guard let holder = receiver.isEmpty ? owner : types.calledType(receiver, from: owner) else { return nil }
    for (decl, _) in index.types[view]?.members ?? [] {
      for node in Syntax(decl).descendants() {
        guard let field = node.as(FunctionCallExprSyntax.self), ["TextField", "SecureField", "TextEditor"].contains(field.calleeName ?? ""),
          field.modifierBase == nil, var bound = field.argument("text")?.memberPath, bound.last == name, let first = bound.first,
          first.hasPrefix("$")
        else { continue }
        bound[0].removeFirst()
        if bound.first == "self" { bound.removeFirst() }
        let boundHolder = bound.count == 1 ? view : types.calledType(Array(bound.dropLast()), from: view)
        guard boundHolder == holder else { continue }
        let kept = Syntax(field).ancestors.prefix { !$0.is(MemberBlockItemSyntax.self) }.contains { ancestor in
          ancestor.is(IfExprSyntax.self) || ancestor.is(SwitchExprSyntax.self)
            || ancestor.as(FunctionCallExprSyntax.self).map { $0.calleeName == "disabled" && $0.modifierBase != nil } == true
        }
        if !kept { return holder + "." + name }
      }
    }
    return nil
  }
}
#endif
