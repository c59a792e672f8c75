#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel
import TipSpec

/// What a piece of Swift code TipCheck did not model may touch: the model
/// entities its names stand for. A warning about such code carries this as
/// its `ReadingGap`, and the verdicts that depend on it become `unknown`.
extension SwiftLowering {
  /// Identifier → the entities it can name: a tip type, a stored tip, a
  /// parameter or event (of every type declaring one by that name), a
  /// group property. Built once the app's declarations are classified.
  func buildSubjectIndex() -> [String: Set<ReadingGap.Subject>] {
    var index: [String: Set<ReadingGap.Subject>] = [:]
    for tip in tipTypes { index[tip, default: []].insert(.tip(SpecPrinter.identifier(tip))) }
    for (owner, list) in parameters {
      for parameter in list {
        index[parameter.name, default: []].insert(.parameter(specOwner(owner) + "." + SpecPrinter.identifier(parameter.name)))
      }
    }
    for (owner, list) in events {
      for event in list {
        index[event.name, default: []].insert(.event(specOwner(owner) + "." + SpecPrinter.identifier(event.name)))
      }
    }
    for (_, instances) in tipInstances {
      for (property, tip) in instances { index[property, default: []].insert(.tip(SpecPrinter.identifier(tip))) }
    }
    for group in groups { index[group.property, default: []].insert(.group(group.specName)) }
    for (_, properties) in sharedStorage {
      for (property, flag) in properties { index[property, default: []].insert(.parameter(flag)) }
    }
    // A holder type named alone (`Onboarding.reset()`) may touch every
    // parameter and event it holds.
    // Not the app's own objects (AppState.swift): every write of their flags is read.
    for holder in holderTypes where !viewTypes.contains(holder) {
      for parameter in parameters[holder] ?? [] where !appStateVariables.contains(where: { $0.owner == holder && $0.name == parameter.name }) {
        index[holder, default: []].insert(.parameter(SpecPrinter.identifier(holder) + "." + SpecPrinter.identifier(parameter.name)))
      }
      for event in events[holder] ?? [] {
        index[holder, default: []].insert(.event(SpecPrinter.identifier(holder) + "." + SpecPrinter.identifier(event.name)))
      }
    }
    return index
  }

  /// The entities the identifiers of `node` name. Code that invalidates or
  /// donates on something TipCheck cannot name may touch any tip or event.
  func subjects(mentionedIn node: Syntax) -> Set<ReadingGap.Subject> {
    var found: Set<ReadingGap.Subject> = []
    var actsOnUnnamed = false
    for token in node.tokens(viewMode: .sourceAccurate) {
      var text = token.text
      if text.hasPrefix("$") { text.removeFirst() }
      if ["invalidate", "donate", "sendDonation", "resetEligibility"].contains(text) { actsOnUnnamed = true }
      if isOwnNonModelProperty(token, text) || namesAnotherType(token, text) { continue }
      // `.popoverTip(hint)` calls a modifier, not a stored tip named `popoverTip`.
      if Self.isCalledName(token), !tipTypeSet.contains(text), !holderTypes.contains(text) { continue }
      // `Flags.b` names the parameter b, not every parameter of Flags;
      // `SaveTip.saved` names the parameter, not the tip.
      if holderTypes.contains(text) || tipTypeSet.contains(text), let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
        member.base?.as(DeclReferenceExprSyntax.self)?.baseName == token,
        subjectIndex[member.declName.baseName.text.replacingPrefix("$", with: "")] != nil
      {
        continue
      }
      if let subjects = subjectIndex[text] { found.formUnion(narrowedByBase(token, text, subjects)) }
    }
    if actsOnUnnamed && found.isEmpty { found.insert(.anything) }
    // `activeTip?.invalidate(…)` beside named things: a receiver TipCheck cannot name may be any tip.
    for descendant in node.descendants() {
      guard let call = descendant.as(FunctionCallExprSyntax.self),
        ["invalidate", "donate", "sendDonation", "resetEligibility"].contains(call.calleeName ?? ""),
        let receiver = call.modifierBase
      else { continue }
      let named = receiver.tokens(viewMode: .sourceAccurate).contains { subjectIndex[$0.text.replacingPrefix("$", with: "")] != nil }
      if !named && receiver.memberPath != ["configuration", "tip"] { found.insert(.anything) }
    }
    return found
  }

  /// A bare name (`isOn`, `$isOn`) inside a type that declares a property of
  /// that name which is not a parameter, event, stored tip or group: the
  /// view's own state, not a parameter of another type named alike.
  func isOwnNonModelProperty(_ token: TokenSyntax, _ text: String) -> Bool {
    guard token.parent?.is(DeclReferenceExprSyntax.self) == true,
      token.parent?.parent?.as(MemberAccessExprSyntax.self)?.declName.baseName != token,
      let owner = Self.enclosingTypeName(of: Syntax(token)), let type = index.types[owner]
    else { return false }
    return type.members.contains { member in
      guard let variable = member.decl.as(VariableDeclSyntax.self), variable.boundNames.contains(text) else { return false }
      return parameter(owner, text) == nil && event(owner, text) == nil && tipInstances[owner]?[text] == nil
        && !groups.contains { $0.owner == owner && $0.property == text }
    }
  }

  /// `timer?.invalidate()`, `displayLink.invalidate()`: the call is a
  /// timer's, not a tip's, when the receiver is a stored property of the
  /// current type declared with a type the app does not declare and that is
  /// not a tip (`Timer?`, `CADisplayLink`).
  func invalidatesNonTip(_ token: TokenSyntax) -> Bool {
    guard token.text == "invalidate", let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
      member.declName.baseName == token, var path = member.base?.memberPath, !path.contains("")
    else { return false }
    if path.first == "self" { path.removeFirst() }
    guard path.count == 1, let owner = Self.enclosingTypeName(of: Syntax(token)), let type = index.types[owner] else { return false }
    return type.members.contains { member in
      guard let variable = member.decl.as(VariableDeclSyntax.self), variable.boundNames == path,
        let annotation = variable.firstBinding?.typeAnnotation?.type
      else { return false }
      let name = annotation.trimmedDescription.trimmingCharacters(in: "?!")
      return index.types[name] == nil && !name.contains("Tip") && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." }
    }
  }

  /// A gap over what `node` mentions; nil when it names nothing of the model.
  func gap(_ effect: ReadingGap.Effect, mentionedIn node: some SyntaxProtocol) -> ReadingGap? {
    let found = subjects(mentionedIn: Syntax(node))
    return found.isEmpty ? nil : ReadingGap(effect, found)
  }

  /// A gap over what `node` mentions and what the app's methods and
  /// functions it calls may touch (code TipCheck did not read at all).
  /// The methods it calls are accounted for by this gap (UnmodelledCode.swift).
  func reach(_ effect: ReadingGap.Effect, from node: some SyntaxProtocol) -> ReadingGap? {
    var found = subjects(mentionedIn: Syntax(node))
    for descendant in Syntax(node).descendants() {
      if let call = descendant.as(FunctionCallExprSyntax.self), let callee = call.calleeName,
        methodNames.contains(callee) || freeFunctions[callee] != nil
      {
        found.formUnion(subjects(ofMethodsNamed: callee))
      }
    }
    return found.isEmpty ? nil : ReadingGap(effect, found)
  }

  /// The subjects of effects already lowered (`set A.p = true`, `invalidate
  /// T .tipClosed`, `navigate S`): what an over-approximated action touches.
  func subjects(ofEffects effects: [EffectSyntax]) -> Set<ReadingGap.Subject> {
    subjects(ofLines: SpecDocument.lines(of: effects))
  }

  /// What a site shows and what its handlers touch.
  func subjects(of site: SiteSyntax) -> Set<ReadingGap.Subject> {
    subjects(ofLines: SpecDocument.lines(of: .site(site)))
  }

  /// What a control's condition reads and its effects touch.
  func subjects(of action: ActionSyntax) -> Set<ReadingGap.Subject> {
    subjects(ofLines: SpecDocument.lines(of: .action(action)))
  }

  private func subjects(ofLines lines: [String]) -> Set<ReadingGap.Subject> {
    lines.reduce(into: Set<ReadingGap.Subject>()) { $0.formUnion(subjects(ofEffectText: $1)) }
  }

  /// The entities an effect line names, by the `.tipspec` spelling.
  private func subjects(ofEffectText text: String) -> Set<ReadingGap.Subject> {
    var found: Set<ReadingGap.Subject> = []
    let words = text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }).map(String.init)
    for word in words {
      if tipTypeSet.contains(word) { found.insert(.tip(word)) }
      let parts = word.split(separator: ".").map(String.init)
      guard parts.count == 2 else { continue }
      if parts[1] == "currentTip", let group = groups.first(where: { $0.specName == parts[0] }) {
        found.insert(.group(group.specName))
        found.formUnion(group.members.map { .tip(SpecPrinter.identifier($0)) })
      }
      let owner = parameters.keys.first { specOwner($0) == parts[0] } ?? parts[0]
      if parameters[owner]?.contains(where: { SpecPrinter.identifier($0.name) == parts[1] }) == true {
        found.insert(.parameter(word))
      }
      if events[owner]?.contains(where: { SpecPrinter.identifier($0.name) == parts[1] }) == true {
        found.insert(.event(word))
      }
    }
    if words.first == "navigate" { found.insert(.navigation) }
    return found
  }
}
#endif
