#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel
import TipSpec

/// Work the app schedules for later: `DispatchQueue.main.asyncAfter(deadline:
/// …) { … }`, a one-shot `Timer.scheduledTimer(withTimeInterval: …,
/// repeats: false) { … }`, and a repeating one (`repeats: true`).
///
/// On a device the closure runs once, after the delay, whatever the user
/// does meanwhile: they may tap, navigate or open a popover first, or wait.
/// So scheduling it is an effect of its own — a pending flag,
/// `TipCheckDelays.<name>`, set where the call is — and running it is a
/// move of the app's (`anytime`, S31) that the flag enables once: it clears
/// the flag and does what the closure does. Read in the same step as the
/// call (as before), a delayed tip or parameter could never meet what the
/// user does during the delay, hiding two tips at once.
///
/// A repeating timer's move leaves its flag set: it fires again and again,
/// in any order with the user's moves, until a relaunch (the flag is
/// transient: a relaunch ends every timer). Scheduling it twice is one flag,
/// which loses nothing: one timer firing as often as two reaches the same
/// states. An app that stops timers (`timer.invalidate()`) makes firing
/// forever an over-approximation, so there a repeating timer is not read as
/// one (the statement's own warning stays, with its gap).
extension SwiftLowering {
  /// The holder of the pending flags.
  static let delayHolder = "TipCheckDelays"

  /// The delayed work of a call, registered on first use; nil when the call
  /// schedules nothing TipCheck reads as delayed (or the closure does
  /// nothing to tips: then nothing is delayed).
  func delayedWork(
    _ call: FunctionCallExprSyntax, name: String, basePath: [String]?, _ scope: LoweringScope, split: Bool
  ) -> [EffectVariant]? {
    let closure: ClosureExprSyntax?
    var repeats = false
    switch name {
    case "asyncAfter" where basePath?.first == "DispatchQueue":
      closure = call.trailingClosure ?? call.argument("execute")?.unwrapped.as(ClosureExprSyntax.self)
    case "scheduledTimer" where basePath == ["Timer"]:
      guard let repeating = call.argument("repeats")?.boolValue, !(repeating && appStopsTimers) else { return nil }
      closure = call.trailingClosure ?? call.argument("block")?.unwrapped.as(ClosureExprSyntax.self)
      repeats = repeating
    default:
      return nil
    }
    guard let closure else { return nil }
    let origin = range(call, file: scope.file)
    let variants = lowerStatements(closure.statements, scope, split: split)
    guard variants.contains(where: { !$0.effects.isEmpty }) else { return [EffectVariant()] }
    let flag: String
    if let known = delayedWorks.first(where: { $0.range == origin }) {
      flag = known.name
    } else {
      flag = "\(SpecPrinter.identifier(scope.selfType ?? "app"))_line\(origin.start.line)_\(delayedWorks.count + 1)"
      delayedWorks.append((name: flag, range: origin, variants: variants, repeats: repeats))
    }
    let target = Name.path(Self.delayHolder + "." + flag, at: origin)
    return [
      EffectVariant(effects: [EffectSyntax(kind: .set(target, operator: "=", .boolean(true, origin)), range: origin)])
    ]
  }

  /// Whether the app stops a timer anywhere: a call of `invalidate()` with
  /// no argument (a tip's takes a reason).
  func findWhetherAppStopsTimers() -> Bool {
    files.contains { file in
      file.calls.contains { $0.calleeName == "invalidate" && $0.arguments.isEmpty && $0.trailingClosure == nil }
    }
  }

  /// The holder of the pending flags and, per delayed closure (per version
  /// of it), the app's move that runs it once.
  func delayedWorkNodes() -> [SpecNode] {
    guard let holder = Self.flagHolder(Self.delayHolder, delayedWorks.map { ($0.name, $0.range) }, isTransient: true, isBookkeeping: true) else {
      return []
    }
    var nodes: [SpecNode] = [holder]
    for work in delayedWorks {
      let target = Name.path(Self.delayHolder + "." + work.name, at: work.range)
      let clear = EffectSyntax(kind: .set(target, operator: "=", .boolean(false, work.range)), range: work.range)
      let file = work.range.start.file.split(separator: "/").last.map(String.init) ?? work.range.start.file
      let what = work.repeats ? "the repeating timer" : "the delayed work"
      for variant in work.variants where !variant.effects.isEmpty {
        var action = ActionSyntax(
          kind: .anytime, label: StringLiteral(value: "\(what) of \(file):\(work.range.start.line)", range: work.range),
          condition: .path(target), effects: (work.repeats ? [] : [clear]) + variant.effects, range: work.range)
        action.assumptions = variant.assumptionLiterals(at: work.range)
        nodes.append(.declaration(.action(action)))
      }
    }
    return nodes
  }
}
#endif
