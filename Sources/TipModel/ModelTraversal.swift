/// Walks every place where a model has effects or expressions, with style
/// placeholders bound for each site and presented tip, so that analyses
/// (range inference, counter bounds, write sets) see exactly what runs.
extension TutorialModel {
  /// One list of effects as it runs in one context.
  public struct EffectContext: Sendable {
    public enum Origin: Hashable, Sendable {
      case userAction(UserActionID)
      case onAppear(ScreenID)
      case tipButton(SiteID, TipID, TipButton)
      /// `invalidationHandlers[index]`.
      case invalidationHandler(Int)
    }

    public var origin: Origin
    public var effects: [Effect]
  }

  /// Every effect list that can run, bound to concrete entities. Lists
  /// whose placeholders cannot be bound (an invalid model) are skipped.
  public var effectContexts: [EffectContext] {
    var contexts: [EffectContext] = []
    for id in actionIDs { contexts.append(EffectContext(origin: .userAction(id), effects: self[id].effects)) }
    for id in screenIDs { contexts.append(EffectContext(origin: .onAppear(id), effects: self[id].onAppear)) }
    for (index, handler) in invalidationHandlers.enumerated() {
      contexts.append(EffectContext(origin: .invalidationHandler(index), effects: handler.effects))
    }
    for site in siteIDs {
      for tip in tips(presentableAt: site) {
        for button in buttons(at: site, presenting: tip) {
          if let effects = try? effects(of: button, at: site, presenting: tip) {
            contexts.append(EffectContext(origin: .tipButton(site, tip, button), effects: effects))
          }
        }
      }
    }
    return contexts
  }

  /// Calls `visit` for every effect in the lists, descending into `if`
  /// and `either`.
  public static func forEachEffect(in effects: [Effect], _ visit: (Effect) -> Void) {
    for effect in effects {
      visit(effect)
      for block in effect.nestedBlocks { forEachEffect(in: block, visit) }
    }
  }

  /// Every top-level expression: rules, guards, effect conditions and
  /// values, and properties.
  public var allExpressions: [Expression] {
    var expressions: [Expression] = tips.flatMap(\.rules)
    expressions += actions.compactMap(\.condition)
    expressions += sites.compactMap(\.condition)
    for context in effectContexts {
      Self.forEachEffect(in: context.effects) { effect in
        switch effect.kind {
        case .set(_, let value): expressions.append(value)
        case .conditional(let condition, _, _): expressions.append(condition)
        default: break
        }
      }
    }
    for property in properties {
      switch property.kind {
      case .invariant(_, let expression), .reachableState(_, let expression): expressions.append(expression)
      default: break
      }
    }
    return expressions
  }
}
