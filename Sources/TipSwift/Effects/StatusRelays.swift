#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel
import TipSpec

/// Relays on status updates (docs/semantics.md, S28): a view's `.task`
/// watches a tip and acts when it is invalidated.
///
///     for await status in intro.statusUpdates {
///         if case .invalidated(.tipClosed) = status { Next.show = true }
///     }
///
/// read as `on Intro invalidated .tipClosed { set Next.show = true }`. The
/// loop's body may only react to `.invalidated` (`if case`, `guard case …
/// else { continue }`, or a `switch` whose other cases do nothing); anything
/// else stays a gap, as before.
extension SwiftLowering {
  /// One reaction of the loop: the reason it matches (nil: any) and what it does.
  struct StatusReaction {
    var reason: String?
    var body: [CodeBlockItemSyntax]
  }

  /// The tip a `statusUpdates` loop watches and its reactions, or nil when
  /// the loop does something TipCheck does not read.
  func statusRelay(_ loop: ForStmtSyntax, _ scope: LoweringScope) -> (tip: String, reactions: [StatusReaction])? {
    guard loop.awaitKeyword != nil, let status = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let base = loop.sequence.as(MemberAccessExprSyntax.self)?.base, let tip = tipReference(base, scope),
      tipTypeSet.contains(tip)
    else { return nil }
    var reactions: [StatusReaction] = []
    var items = Array(loop.body.statements)
    while !items.isEmpty {
      let item = items.removeFirst()
      if let ifExpression = Self.ifExpression(item), ifExpression.elseBody == nil, ifExpression.conditions.count == 1,
        let match = ifExpression.conditions.first?.condition.as(MatchingPatternConditionSyntax.self),
        match.initializer.value.trimmedDescription == status, let reason = Self.invalidatedReason(match.pattern)
      {
        reactions.append(StatusReaction(reason: reason, body: Array(ifExpression.body.statements)))
      } else if let guardStatement = item.item.as(GuardStmtSyntax.self), guardStatement.conditions.count == 1,
        let match = guardStatement.conditions.first?.condition.as(MatchingPatternConditionSyntax.self),
        match.initializer.value.trimmedDescription == status, let reason = Self.invalidatedReason(match.pattern),
        guardStatement.body.statements.allSatisfy({ Self.leavesTheIteration($0) })
      {
        reactions.append(StatusReaction(reason: reason, body: items))
        items = []
      } else if let switchExpression = Self.switchExpression(item), switchExpression.subject.trimmedDescription == status {
        for element in switchExpression.cases {
          guard let switchCase = element.as(SwitchCaseSyntax.self) else { return nil }
          let body = Array(switchCase.statements)
          guard case .case(let label) = switchCase.label else {
            // `default:` reacts to the other statuses: only if it does nothing.
            guard body.allSatisfy({ Self.leavesTheIteration($0) }) else { return nil }
            continue
          }
          for caseItem in label.caseItems {
            if caseItem.whereClause == nil, let reason = Self.invalidatedReason(caseItem.pattern) {
              reactions.append(StatusReaction(reason: reason, body: body))
            } else if !body.allSatisfy({ Self.leavesTheIteration($0) }) {
              return nil
            }
          }
        }
      } else if !Self.leavesTheIteration(item) {
        return nil
      }
    }
    return reactions.isEmpty ? nil : (tip, reactions)
  }

  /// The handlers of a status relay, as `on T invalidated .reason { … }`
  /// nodes; what they touch is a gap when the loop might not run as the
  /// model says (the tip is shown or invalidated outside the loop's view,
  /// or its maxDisplayCount invalidates it while the screen settles).
  func lowerStatusRelay(_ loop: ForStmtSyntax, tip: String, reactions: [StatusReaction], _ scope: LoweringScope)
    -> [SpecNode]
  {
    let origin = range(loop, file: scope.file)
    var nodes: [SpecNode] = []
    var touched: Set<ReadingGap.Subject> = []
    for reaction in reactions {
      let statements = reaction.body.filter { !Self.leavesTheIteration($0) }
      let effects = lowerEffects(statements, scope)
      guard !effects.isEmpty else { continue }
      touched.formUnion(subjects(ofEffects: effects))
      if hasMaxDisplayCount(tip), reaction.reason == nil || reaction.reason == "displayCountExceeded" {
        // TipKit's own invalidation by the display count happens while the
        // screen settles, where TipCheck runs no handler.
        warn(
          "TipCheck does not model this reaction to '\(tip)' being invalidated by its MaxDisplayCount; verdicts that depend on it are unknown",
          loop.forKeyword, file: scope.file, hint: "react to the reasons the app invalidates it with, e.g. '.invalidated(.tipClosed)'",
          id: "swift.status-relay-display-count", gap: ReadingGap(.unknown, subjects(ofEffects: effects)))
        continue
      }
      let handler = InvalidationHandlerSyntax(
        tip: Name(text: SpecPrinter.identifier(tip), range: origin), reason: reaction.reason.map { Name(text: $0, range: origin) },
        effects: effects, range: origin)
      nodes.append(.declaration(.invalidationHandler(handler)))
    }
    if !nodes.isEmpty, let view = scope.selfType, let elsewhere = placeUsing(tip, outside: view) {
      warn(
        "TipCheck runs this reaction whenever '\(tip)' is invalidated; on a device it runs only while '\(view)' is on screen, and '\(tip)' is also shown or invalidated in '\(elsewhere)'",
        loop.forKeyword, file: scope.file, hint: "watch the tip's status in the view that shows it",
        id: "swift.status-relay-elsewhere", gap: ReadingGap(.unknown, touched))
    }
    consume(loop, file: scope.file)
    return nodes
  }

  /// `.invalidated`, `.invalidated(.tipClosed)`, `.invalidated(let reason)`,
  /// `.invalidated(_)`: the reason matched ("" for any, as nil), or nil
  /// when the pattern is not about invalidation.
  static func invalidatedReason(_ pattern: PatternSyntax) -> String?? {
    guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
    if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil,
      member.declName.baseName.text == "invalidated"
    {
      return .some(nil)
    }
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let callee = call.calledExpression.as(MemberAccessExprSyntax.self), callee.base == nil,
      callee.declName.baseName.text == "invalidated", call.arguments.count == 1,
      let argument = call.arguments.first?.expression
    else { return nil }
    if argument.is(DiscardAssignmentExprSyntax.self) || argument.is(PatternExprSyntax.self) { return .some(nil) }
    if let reason = argument.as(MemberAccessExprSyntax.self), reason.base == nil,
      InvalidationReason(rawValue: reason.declName.baseName.text) != nil
    {
      return .some(reason.declName.baseName.text)
    }
    return nil
  }

  /// `break`, `continue`, `return`: no effect of their own here (a status
  /// once invalidated never changes again, so leaving the loop early or not
  /// is the same).
  static func leavesTheIteration(_ item: CodeBlockItemSyntax) -> Bool {
    item.item.is(BreakStmtSyntax.self) || item.item.is(ContinueStmtSyntax.self) || item.item.is(ReturnStmtSyntax.self)
  }

  static func ifExpression(_ item: CodeBlockItemSyntax) -> IfExprSyntax? {
    item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) ?? item.item.as(IfExprSyntax.self)
  }

  static func switchExpression(_ item: CodeBlockItemSyntax) -> SwitchExprSyntax? {
    item.item.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self) ?? item.item.as(SwitchExprSyntax.self)
  }

  /// Whether the tip's declaration sets a `MaxDisplayCount` option.
  func hasMaxDisplayCount(_ tip: String) -> Bool {
    (index.types[tip]?.members ?? []).contains { decl, _ in
      Syntax(decl).descendants().contains { $0.as(FunctionCallExprSyntax.self)?.calleeName == "MaxDisplayCount" }
    }
  }

  /// A type other than `view` whose code shows the tip (`TipView`,
  /// `.popoverTip`, UIKit's tip views) or invalidates it, if any.
  func placeUsing(_ tip: String, outside view: String) -> String? {
    let calls: Set<String> = ["TipView", "popoverTip", "TipUIView", "TipUIPopoverViewController", "invalidate"]
    for (fileIndex, file) in files.enumerated() {
      for call in file.calls {
        let node = Syntax(call)
        guard let name = call.calleeName, calls.contains(name),
          let owner = Self.enclosingTypeName(of: node), owner != view
        else { continue }
        let scope = LoweringScope(selfType: owner, file: fileIndex)
        let subject = name == "invalidate" ? call.modifierBase : call.arguments.first?.expression
        if let subject, tipReference(subject, scope) == tip { return owner }
      }
    }
    return nil
  }
}
#endif
