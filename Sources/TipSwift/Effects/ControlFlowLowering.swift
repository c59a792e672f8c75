#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel
import TipSpec

/// `do`/`catch` and `switch` in effects: which ways the code can run.
extension SwiftLowering {
  /// `do { try await api.save(); A.saved.donate() } catch { B.failed = true }`:
  /// the body runs to its end, or a `try` throws and the statements before
  /// it run, then the `catch`. In an action each outcome is a version (a
  /// call can fail on a device: the network, the disk); elsewhere the body
  /// is read as succeeding, and what the outcome decides is a gap (the
  /// device may fail there, or always fail).
  func lowerDo(_ statement: DoStmtSyntax, _ scope: LoweringScope, split: Bool) -> [EffectVariant] {
    let body = Array(statement.body.statements)
    let success = lowerStatements(body, scope, split: split)
    guard !statement.catchClauses.isEmpty else { return success }
    // A `try` that can throw here (not `try?` or `try!`), and each `catch`.
    func throwsHere(_ item: CodeBlockItemSyntax) -> Bool {
      item.tokens(viewMode: .sourceAccurate).contains { token in
        token.tokenKind == .keyword(.try) && token.parent?.as(TryExprSyntax.self)?.questionOrExclamationMark == nil
      }
    }
    var failures: [EffectVariant] = []
    for (position, item) in body.enumerated() where throwsHere(item) {
      for clause in statement.catchClauses {
        for variant in lowerStatements(Array(body[..<position]) + Array(clause.body.statements), scope, split: split)
        where !failures.contains(where: { $0.effects == variant.effects }) {
          failures.append(variant)
        }
      }
    }
    guard split else {
      // A failure runs the catch and skips what follows the `try`: both
      // outcomes, as an approximation at the `do`.
      let lost = subjects(ofEffects: (failures + success).flatMap(\.effects))
      guard !lost.isEmpty, !failures.isEmpty else { return success }
      let outcomes = either(
        success.map { EffectVariant(effects: $0.effects, assumptions: ["it succeeds"] + $0.assumptions) }
          + failures.map { EffectVariant(effects: $0.effects, assumptions: ["it fails"] + $0.assumptions) },
        at: range(statement, file: scope.file))
      warn(
        "TipCheck cannot tell whether this 'do' succeeds here; both its outcomes are modelled (an approximation)",
        statement.doKeyword, file: scope.file, id: "swift.catch-not-read")
      return [outcomes]
    }
    if failures.isEmpty { return success }
    return success.map { EffectVariant(effects: $0.effects, assumptions: ["it succeeds"] + $0.assumptions) }
      + failures.map { EffectVariant(effects: $0.effects, assumptions: ["it fails"] + $0.assumptions) }
  }

  /// `switch screen { case .stats: … default: … }`: over an argument of the
  /// function being read (`markSeen(.stats)`), the case it matches; over a
  /// value TipCheck reads (an enum parameter), an if-else chain; otherwise,
  /// in an action, each case is a version (as a condition it cannot read).
  func lowerSwitch(_ statement: SwitchExprSyntax, _ scope: LoweringScope, split: Bool) -> [EffectVariant] {
    var cases: [(names: [String]?, items: [CodeBlockItemSyntax])] = []
    for case .switchCase(let switchCase) in statement.cases {
      switch switchCase.label {
      case .case(let label):
        let names = label.caseItems.compactMap(\.enumCaseName)
        cases.append((names.count == label.caseItems.count ? names : [], Array(switchCase.statements)))
      case .default:
        cases.append((nil, Array(switchCase.statements)))
      @unknown default:
        break
      }
    }
    var subject = statement.subject.unwrapped
    if let name = subject.as(DeclReferenceExprSyntax.self)?.baseName.text, let argument = scope.arguments[name] {
      subject = argument.unwrapped
    }
    // A literal case (`.stats`, `AppScreen.stats`): the case it matches.
    if let member = (subject.as(FunctionCallExprSyntax.self)?.calledExpression ?? subject).as(MemberAccessExprSyntax.self),
      member.base == nil
        || member.base?.memberPath?.last.flatMap({ index.types[$0] }).map({
          $0.kind == .enumeration && $0.cases.contains(member.declName.baseName.text)
        }) == true
    {
      let name = member.declName.baseName.text
      let chosen = cases.first { $0.names?.contains(name) == true } ?? cases.first { $0.names == nil }
      return lowerStatements(chosen?.items ?? [], scope, split: split)
    }
    // A value TipCheck reads: `if subject == .a || subject == .b { … } else …`.
    if let value = try? lowerExpression(subject, scope), cases.allSatisfy({ $0.names.map { !$0.isEmpty } ?? true }) {
      let origin = range(statement, file: scope.file)
      var result = [EffectVariant()]
      for entry in cases.reversed() {
        let branch = lowerStatements(entry.items, scope, split: split)
        guard let names = entry.names else {
          result = branch
          continue
        }
        guard let condition = ExpressionSyntax.isOneOf(value, names, at: origin) else { continue }
        result = Self.branches(condition, origin: origin, branch, result)
      }
      return result
    }
    let versions = cases.flatMap { entry in
      lowerStatements(entry.items, scope, split: split).map { variant in
        EffectVariant(
          effects: variant.effects,
          assumptions: ["case " + (entry.names?.map { "." + $0 }.joined(separator: ", ") ?? "default")] + variant.assumptions)
      }
    }
    let touched = subjects(ofEffects: versions.flatMap(\.effects))
    // Each case, as an approximation at the `switch`: only runs through it
    // rest on it.
    if !touched.isEmpty {
      let origin = range(statement, file: scope.file)
      let ways = either(versions, at: origin)
      warn(
        "TipCheck cannot read what this 'switch' is over; each case is modelled (an approximation)", statement.subject,
        file: scope.file, id: split ? "swift.switch-both-ways" : "swift.switch-not-read")
      return [ways]
    }
    if split {
      if !touched.isEmpty {
        warn(
          "TipCheck cannot read what this 'switch' is over; each case is modelled, as a version of this action",
          statement.subject, file: scope.file, id: "swift.switch-both-ways", gap: ReadingGap(.addsBehaviour, touched))
      }
      return versions.filter { !$0.effects.isEmpty }.isEmpty ? [EffectVariant()] : versions
    }
    if !touched.isEmpty {
      warn(
        "TipCheck cannot read what this 'switch' is over; what its cases do is ignored", statement.subject,
        file: scope.file, id: "swift.switch-not-read", gap: ReadingGap(.unknown, touched))
    }
    return [EffectVariant()]
  }
}
#endif
