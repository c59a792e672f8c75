/// Binds the placeholders of a style button or action handler (`tip`, the
/// style's parameters) to concrete tips, as happens at one site for one
/// presented tip. Both the resolver (to report a missing `nextTip.show` at
/// the site) and the semantics compiler (to build moves) use this.
public struct EffectInstantiation: Sendable {
  public struct Failure: Error, Hashable, Sendable {
    /// The reference that could not be bound, e.g. "Step2Tip has no parameter 'show'".
    public var message: String
    public var range: SourceRange
  }

  public let model: TutorialModel
  /// The tip the site presents (`configuration.tip`).
  public let presented: TipID?
  /// Tips bound to the style's parameters, in order.
  public let arguments: [TipID]

  public init(model: TutorialModel, presented: TipID?, arguments: [TipID] = []) {
    self.model = model
    self.presented = presented
    self.arguments = arguments
  }

  public func tip(_ reference: TipReference, at range: SourceRange) throws(Failure) -> TipID {
    switch reference {
    case .tip(let id): return id
    case .presented:
      guard let presented else { throw Failure(message: "'tip' is only defined where a tip is presented", range: range) }
      return presented
    case .styleParameter(let index):
      guard arguments.indices.contains(index) else {
        throw Failure(message: "style parameter \(index + 1) is not bound at this site", range: range)
      }
      return arguments[index]
    }
  }

  public func parameter(_ reference: ParameterReference, at range: SourceRange) throws(Failure) -> ParameterID {
    switch reference {
    case .parameter(let id): return id
    case .member(let owner, let name):
      let tip = try self.tip(owner, at: range)
      guard let id = model[tip].parameters.first(where: { model[$0].name == name }) else {
        throw Failure(message: "\(model[tip].name) has no parameter '\(name)'", range: range)
      }
      return id
    }
  }

  public func event(_ reference: EventReference, at range: SourceRange) throws(Failure) -> EventID {
    switch reference {
    case .event(let id): return id
    case .member(let owner, let name):
      let tip = try self.tip(owner, at: range)
      guard let id = model[tip].events.first(where: { model[$0].name == name }) else {
        throw Failure(message: "\(model[tip].name) has no event '\(name)'", range: range)
      }
      return id
    }
  }

  public func expression(_ expression: Expression) throws(Failure) -> Expression {
    var result = expression
    switch expression.kind {
    case .literal, .onScreen, .groupCurrent: break
    case .parameter(let reference):
      result.kind = .parameter(.parameter(try parameter(reference, at: expression.range)))
    case .donationCount(let reference):
      result.kind = .donationCount(.event(try event(reference, at: expression.range)))
    case .tip(let reference, let predicate):
      result.kind = .tip(.tip(try tip(reference, at: expression.range)), predicate)
    case .not(let inner): result.kind = .not(try self.expression(inner))
    case .negate(let inner): result.kind = .negate(try self.expression(inner))
    case .binary(let op, let lhs, let rhs):
      result.kind = .binary(op, try self.expression(lhs), try self.expression(rhs))
    }
    return result
  }

  /// The effects with every placeholder replaced by a concrete entity.
  public func effects(_ effects: [Effect]) throws(Failure) -> [Effect] {
    var result: [Effect] = []
    for effect in effects {
      var bound = effect
      switch effect.kind {
      case .set(let target, let value):
        bound.kind = .set(.parameter(try parameter(target, at: effect.range)), try expression(value))
      case .toggle(let target):
        bound.kind = .toggle(.parameter(try parameter(target, at: effect.range)))
      case .donate(let target):
        bound.kind = .donate(.event(try event(target, at: effect.range)))
      case .invalidate(let target, let reason):
        bound.kind = .invalidate(.tip(try tip(target, at: effect.range)), reason)
      case .navigate: break
      case .conditional(let condition, let thenEffects, let elseEffects):
        bound.kind = .conditional(
          try expression(condition), then: try self.effects(thenEffects), else: try self.effects(elseEffects))
      case .either(let blocks, let assumptions):
        var boundBlocks: [[Effect]] = []
        for block in blocks { boundBlocks.append(try self.effects(block)) }
        bound.kind = .either(boundBlocks, assumptions: assumptions)
      case .havoc(let target):
        bound.kind = .havoc(.parameter(try parameter(target, at: effect.range)))
      }
      result.append(bound)
    }
    return result
  }
}

extension TutorialModel {
  /// Every button a site draws around a presented tip, in display order:
  /// the style's buttons (or TipKit's close button), then the tip's actions
  /// when the style shows them. The single source of "what can be tapped on
  /// a tip", shared by the semantics compiler and scenario matching.
  public func buttons(at site: SiteID, presenting tip: TipID) -> [TipButton] {
    var buttons: [TipButton] = []
    if let style = style(of: site) {
      for (index, button) in style.buttons.enumerated() {
        buttons.append(TipButton(kind: .style(index), label: button.label, isClose: button.isClose, range: button.range))
      }
      if style.showsActions {
        for (index, action) in self[tip].actions.enumerated() {
          buttons.append(TipButton(kind: .action(index), label: action.title, isClose: false, range: action.range))
        }
      }
    } else {
      buttons.append(TipButton(kind: .builtInClose, label: "×", isClose: true, range: self[site].range))
      for (index, action) in self[tip].actions.enumerated() {
        buttons.append(TipButton(kind: .action(index), label: action.title, isClose: false, range: action.range))
      }
    }
    return buttons
  }

  /// The effects of tapping one of `buttons(at:presenting:)`, with every
  /// placeholder bound.
  public func effects(of button: TipButton, at site: SiteID, presenting tip: TipID) throws(EffectInstantiation.Failure)
    -> [Effect]
  {
    let binding = EffectInstantiation(model: self, presented: tip, arguments: self[site].style?.arguments ?? [])
    switch button.kind {
    case .builtInClose:
      return [Effect(.invalidate(.tip(tip), .tipClosed), range: self[site].range)]
    case .style(let index):
      guard let style = style(of: site) else { return [] }
      return try binding.effects(style.buttons[index].effects)
    case .action(let index):
      let action = self[tip].actions[index]
      var effects = try binding.effects(action.perform)
      let handlers = self[site].actionHandlers.filter { $0.actionID == nil || $0.actionID == action.id }
      for handler in handlers { effects += try binding.effects(handler.effects) }
      return effects
    }
  }
}

/// A button on a presented tip.
public struct TipButton: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    /// TipKit's ×: `invalidate(reason: .tipClosed)`.
    case builtInClose
    /// The style's button at this index.
    case style(Int)
    /// The tip's `Tips.Action` at this index.
    case action(Int)
  }

  public var kind: Kind
  public var label: String
  public var isClose: Bool
  public var range: SourceRange
}
