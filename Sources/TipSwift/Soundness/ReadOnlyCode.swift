#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax

/// Reads never approximate anything (issue "answers on real apps"): code
/// that only reads the model — a label's interpolation, a log line, a
/// status loop that only prints — cannot change what the device does with
/// tips, so it is neither modelled nor a reason for an unknown verdict.
///
/// Read-only is decided by meaning, not by names: the code assigns
/// nothing and calls nothing but logging, so it has no effect to miss.
extension SwiftLowering {
  /// Calls that only write a log.
  static let loggingCalls: Set<String> = [
    "print", "debugPrint", "dump", "NSLog", "os_log", "debug", "info", "notice", "log", "trace", "warning", "error",
    "fault", "critical",
  ]

  /// Calls that only make a value to show: the standard library's
  /// conversions and formatting (`String(describing: tip.status)`).
  static let formattingCalls: Set<String> = [
    "String", "Int", "Double", "Float", "Bool", "Character", "Substring", "formatted", "description",
    "lowercased", "uppercased", "capitalized", "joined",
  ]

  /// Whether a call only logs, or only formats a value for a log or a
  /// label: a name the app does not itself implement (an app method named
  /// `log` may do anything).
  func isLogging(_ call: FunctionCallExprSyntax) -> Bool {
    guard let name = call.calleeName, Self.loggingCalls.contains(name) || Self.formattingCalls.contains(name) else {
      return false
    }
    return !methodNames.contains(name) && freeFunctions[name] == nil && !index.types.keys.contains(name)
  }

  /// Whether `node` assigns nothing and calls nothing but logging (a
  /// logging call's receiver and arguments included).
  func isReadOnly(_ node: some SyntaxProtocol) -> Bool {
    for descendant in Syntax(node).descendants() {
      if descendant.is(AssignmentExprSyntax.self) { return false }
      if let op = descendant.as(BinaryOperatorExprSyntax.self), op.operator.text.hasSuffix("="),
        !["==", "!=", "<=", ">=", "===", "!=="].contains(op.operator.text)
      {
        return false
      }
      if let call = descendant.as(FunctionCallExprSyntax.self), !isLogging(call) {
        return false
      }
      if descendant.is(MacroExpansionExprSyntax.self) || descendant.is(InOutExprSyntax.self) { return false }
    }
    return true
  }

  /// A tip's properties that only describe it: reading one (`hint.title`
  /// shown as a label, `hint.id` logged) changes nothing. Not `status` or
  /// `shouldDisplay`: code that reads them may present the tip its own way.
  static let tipReadProperties: Set<String> = ["id", "title", "message", "image"]

  /// Whether a token is read where nothing can come of it: inside a string
  /// interpolation or a logging call that are read-only, or the tip whose
  /// describing property is read (`hint.title`).
  func isOnlyRead(_ token: TokenSyntax) -> Bool {
    if let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName == token,
      Self.tipReadProperties.contains(member.declName.baseName.text),
      member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self) != member
    {
      return true
    }
    var current = token.parent
    while let node = current {
      if let segment = node.as(ExpressionSegmentSyntax.self) { return isReadOnly(segment.expressions) }
      if let call = node.as(FunctionCallExprSyntax.self), isLogging(call) {
        return isReadOnly(call)
      }
      if node.is(CodeBlockItemSyntax.self) || node.is(MemberBlockItemSyntax.self) { return false }
      current = node.parent
    }
    return false
  }
}
#endif
