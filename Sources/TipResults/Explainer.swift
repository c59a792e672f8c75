import TipModel
import TipSemantics

/// Says, in the model's own words, why a tip can never appear or why the
/// tutorial is stuck. Works from the transition system's moves (who writes
/// what) and from facts an engine established over the reachable states.
struct Explainer {
  let system: TransitionSystem
  let sources: [String: SourceFile]
  var model: TutorialModel { system.model }

  /// Facts over every reachable state, established by an engine: from the
  /// explicit engine's survey, or by symbolic reachability queries (asked
  /// lazily, only for what an explanation needs).
  struct ReachableFacts {
    var ruleEverHolds: (TipID, Int) -> Bool
    var everAvailable: (TipID) -> Bool
    var moveEverEnabled: (Int) -> Bool
  }

  /// The survey predicates, in the order `ReachableFacts` reads them.
  static func surveyPredicates(_ system: TransitionSystem) -> [ExpressionID] {
    system.derived.rules.flatMap { $0 } + system.derived.available + system.moves.map(\.guardExpression)
  }

  static func facts(from survey: [(everTrue: Bool, everFalse: Bool)], _ system: TransitionSystem) -> ReachableFacts {
    var position = 0
    var rules: [[Bool]] = []
    for tipRules in system.derived.rules {
      rules.append(tipRules.indices.map { survey[position + $0].everTrue })
      position += tipRules.count
    }
    let tips = system.model.tips.count
    let available = (0..<tips).map { survey[position + $0].everTrue }
    position += tips
    let moves = system.moves.indices.map { survey[position + $0].everTrue }
    return ReachableFacts(
      ruleEverHolds: { rules[$0.index][$1] }, everAvailable: { available[$0.index] }, moveEverEnabled: { moves[$0] })
  }

  // MARK: Unreachable tips

  func unreachable(_ tip: TipID, facts: ReachableFacts?) -> [String] {
    let name = model[tip].name
    let presenters = model.siteIDs.filter { model.tips(presentableAt: $0).contains(tip) }
    if presenters.isEmpty {
      return ["No site presents \(name) (no popover or TipView shows it), so it can never appear."]
    }
    if !model.configuration.tipsConfigured {
      return ["The app never configures TipKit (no 'Tips.configure()' runs), so no tip is ever available."]
    }
    var sentences: [String] = []
    if let facts {
      for (k, rule) in model[tip].rules.enumerated() where !facts.ruleEverHolds(tip, k) {
        sentences.append(ruleNeverHolds(tip, rule, facts: facts))
      }
      if sentences.isEmpty && !facts.everAvailable(tip) {
        sentences.append(
          "\(name) is never available: its rules never hold all at once while it is valid\(frequencyClause(tip)).")
      }
      if sentences.isEmpty {
        sentences.append(
          "\(name) becomes available, but no mounted site ever shows it then: "
            + presenters.map { siteReason($0, tip) }.joined(separator: "; ") + ".")
      }
    } else {
      sentences.append("No reachable state shows \(name).")
    }
    return sentences
  }

  private func frequencyClause(_ tip: TipID) -> String {
    for case .displayFrequency(let frequency) in system.availabilityConditions(of: tip) {
      return ", or the display frequency (.\(frequency.rawValue)) keeps it pending"
    }
    return ""
  }

  /// Why a site does not show an available tip, from the semantics'
  /// conditions for it (`TransitionSystem.showingConditions`).
  private func siteReason(_ site: SiteID, _ tip: TipID) -> String {
    let label = "“\(model[site].label)”"
    let conditions = system.showingConditions(at: site, of: tip)
    for condition in conditions {
      switch condition {
      case .gatedByGroups(let groups):
        let names = groups.map { model[$0].name }.joined(separator: ", ")
        return "\(label) shows it only when it is the current tip of \(groups.count == 1 ? "group \(names)" : "every group holding it (\(names))")"
      case .waitsInOrderedGroup(let group, let behind) where !behind.isEmpty:
        let earlier = behind.map { model[$0].name }.joined(separator: ", ")
        return "\(label) shows group \(model[group].name)'s current tip, and in this ordered group \(model[tip].name) waits until \(earlier) \(behind.count == 1 ? "is" : "are") invalidated"
      case .waitsInOrderedGroup(let group, _), .firstAvailableInGroup(let group, _, _):
        return "\(label) shows group \(model[group].name)'s current tip, which is never \(model[tip].name) while it is available"
      default: continue
      }
    }
    var where_: [String] = []
    for case .onScreen(let screen) in conditions { where_.append("is on screen \(model[screen].name)") }
    for case .mountedWhile(let condition) in conditions { where_.append(mountedWhile(condition)) }
    if !where_.isEmpty { return "\(label) " + where_.joined(separator: ", and ") }
    return "\(label) shows it whenever it is available"
  }

  /// The moves that may change these variables (a relaunch only puts
  /// transient ones back at the values they are installed with).
  private func writers(of variables: some Collection<Int>) -> [Int] {
    system.moves.indices.filter { move in
      system.moves[move].label != .relaunch && system.moves[move].assignments.contains { variables.contains($0.variable) }
    }
  }

  /// "is there only while `session.isBack` holds, and no move changes …".
  private func mountedWhile(_ condition: Expression) -> String {
    let text = "is there only while `\(sourceText(condition.range) ?? "its condition")` holds"
    let read = variablesRead(by: condition)
    guard !read.isEmpty else { return text }
    guard writers(of: read).isEmpty else { return text }
    let defaults = read.map { "\(system.variables[$0].name) = \(valueName(system.variables[$0].installValue, $0))" }
    return text + ", and no move changes \(read.map { system.variables[$0].name }.joined(separator: ", ")) (\(defaults.joined(separator: ", ")) forever)"
  }

  /// "rule `show == true` of Step3Tip never holds: no move sets Step3Tip.show".
  private func ruleNeverHolds(_ tip: TipID, _ rule: Expression, facts: ReachableFacts) -> String {
    let text = "rule `\(sourceText(rule.range) ?? "…")` of \(model[tip].name)"
    let read = variablesRead(by: rule)
    let names = read.map { system.variables[$0].name }.joined(separator: ", ")
    let writers = writers(of: read)
    if writers.isEmpty {
      let defaults = read.map { variable in
        "\(system.variables[variable].name) = \(valueName(system.variables[variable].installValue, variable))"
      }
      return "The \(text) never holds: no move changes \(names) (\(defaults.joined(separator: ", ")) forever)."
    }
    let narrator = Narrator(system: system)
    let enabled = writers.filter { facts.moveEverEnabled($0) }
    if enabled.isEmpty {
      let moves = writers.map { narrator.describe(system.moves[$0].label).0 }
      return "The \(text) never holds: only \(list(moves)) change\(moves.count == 1 ? "s" : "") \(names), and \(moves.count == 1 ? "it is" : "they are") never possible."
    }
    let moves = enabled.map { narrator.describe(system.moves[$0].label).0 }
    return "The \(text) never holds in any reachable state, although \(list(moves)) change\(moves.count == 1 ? "s" : "") \(names)."
  }

  // MARK: Stuck states

  func stuck(_ report: StuckReport, state: [Int]) -> [String] {
    guard let tip = report.tip else {
      return [
        "No move is possible in this state: the user can do nothing"
          + (model.configuration.relaunch ? "." : " (relaunching is switched off).")
      ]
    }
    let name = model[tip].name
    var sentences = ["\(name) has not appeared yet and can never appear from here (\(report.futureStateCount) state\(report.futureStateCount == 1 ? "" : "s") reachable from this one, none shows it)."]
    var evaluator = ReferenceEvaluator(graph: system.graph, state: state)
    let narrator = Narrator(system: system)
    var explained = false
    for (k, rule) in model[tip].rules.enumerated() where !evaluator.holds(system.derived.rules[tip.index][k]) {
      let read = variablesRead(by: rule)
      let names = read.map { system.variables[$0].name }.joined(separator: ", ")
      let futureWriters = report.futureMoves.sorted().filter { move in
        system.moves[move].assignments.contains { read.contains($0.variable) }
      }
      let text = "rule `\(sourceText(rule.range) ?? "…")`"
      if futureWriters.isEmpty {
        sentences.append("Its \(text) is false, and no move that can still happen changes \(names).")
      } else {
        let moves = futureWriters.map { narrator.describe(system.moves[$0].label).0 }
        sentences.append("Its \(text) is false; \(list(moves)) can still change \(names), but never so that \(name) shows.")
      }
      explained = true
    }
    if !explained, evaluator.holds(system.derived.available[tip.index]) {
      let presenters = model.siteIDs.filter { model.tips(presentableAt: $0).contains(tip) }
      for site in presenters {
        if let variable = system.variable(for: .dismissed(site)), state[variable] != 0 {
          sentences.append(
            "Its popover “\(model[site].label)” was dismissed, and nothing that can still happen presents it again"
              + (model.configuration.relaunch ? "." : " (relaunching is switched off)."))
          explained = true
        }
      }
      if !explained {
        let reasons = presenters.map { siteReason($0, tip) }
        sentences.append(
          reasons.isEmpty ? "It is available, but no site presents it." : "It is available, but " + reasons.joined(separator: "; ") + ".")
        explained = true
      }
    }
    if !explained, let lock = system.variable(for: .frequencyLock), state[lock] != 0,
      !model.configuration.timeCanPass
    {
      sentences.append("It waits for the display frequency, and time cannot pass in this model.")
    }
    return sentences
  }

  // MARK: Where the explanation points

  /// The rules of an unreachable tip that never hold, at their lines, and
  /// the moves that change what they read (none of which makes them true).
  func unreachableLocations(_ tip: TipID, facts: ReachableFacts?) -> [RelatedLocation] {
    guard let facts else { return [] }
    let name = model[tip].name
    var related: [RelatedLocation] = []
    for (k, rule) in model[tip].rules.enumerated() where !facts.ruleEverHolds(tip, k) {
      related.append(RelatedLocation(role: .blockingRule, message: "this rule of \(name) never holds", range: rule.range))
      related += writerLocations(of: rule) { move in
        facts.moveEverEnabled(move) ? "but never so that the rule holds" : "but it can never happen"
      }
    }
    return related.isEmpty && model.configuration.tipsConfigured ? siteLocations(tip) : related
  }

  /// The rules of the tip a stuck tutorial waits for that are false in the
  /// stuck state, and the moves that change what they read.
  func stuckLocations(_ report: StuckReport, state: [Int]) -> [RelatedLocation] {
    guard let tip = report.tip else { return [] }
    let name = model[tip].name
    var evaluator = ReferenceEvaluator(graph: system.graph, state: state)
    var related: [RelatedLocation] = []
    for (k, rule) in model[tip].rules.enumerated() where !evaluator.holds(system.derived.rules[tip.index][k]) {
      related.append(
        RelatedLocation(role: .blockingRule, message: "this rule of \(name) is false, and stays false", range: rule.range))
      related += writerLocations(of: rule) { move in
        report.futureMoves.contains(move) ? "and can still happen, but never so that \(name) shows" : "but it can no longer happen"
      }
    }
    return related.isEmpty ? siteLocations(tip) : related
  }

  /// When a tip's rules are not what keeps it away: the sites that could
  /// present it, each with why it does not.
  private func siteLocations(_ tip: TipID) -> [RelatedLocation] {
    model.siteIDs.filter { model.tips(presentableAt: $0).contains(tip) && !model[$0].range.isSynthesized }.map { site in
      RelatedLocation(
        role: .site, message: "this site would show \(model[tip].name), but \(siteReason(site, tip))", range: model[site].range)
    }
  }

  /// The located moves that assign a variable the rule reads, each with
  /// what keeps it from helping.
  private func writerLocations(of rule: Expression, _ qualifier: (Int) -> String) -> [RelatedLocation] {
    let read = variablesRead(by: rule)
    let narrator = Narrator(system: system)
    var seen: Set<SourceRange> = []
    return system.moves.indices.compactMap { move in
      let written = read.filter { variable in system.moves[move].assignments.contains { $0.variable == variable } }
      guard !written.isEmpty, let range = narrator.location(of: system.moves[move].label), !range.isSynthesized,
        seen.insert(range).inserted
      else { return nil }
      let action = narrator.describe(system.moves[move].label).0
      let names = written.map { system.variables[$0].name }.joined(separator: ", ")
      return RelatedLocation(role: .writer, message: "\(action) sets \(names), \(qualifier(move))", range: range)
    }
  }

  // MARK: Helpers

  func variablesRead(by expression: Expression) -> [Int] {
    var result: [Int] = []
    expression.forEach { node in
      var role: StateVariable.Role?
      switch node.kind {
      case .parameter(.parameter(let id)): role = .parameter(id)
      case .donationCount(.event(let id)): role = .donations(id)
      default: break
      }
      if let role, let variable = system.variable(for: role), !result.contains(variable) { result.append(variable) }
    }
    return result
  }

  func valueName(_ value: Int, _ variable: Int) -> String {
    if case .parameter(let id) = system.variables[variable].role { return model.valueName(value, of: model[id].type) }
    return String(value)
  }

  func sourceText(_ range: SourceRange) -> String? {
    guard let source = sources[range.start.file], range.start.offset <= range.end.offset,
      range.end.offset <= source.bytes.count
    else { return nil }
    return String(decoding: source.bytes[range.start.offset..<range.end.offset], as: UTF8.self)
  }

  func list(_ items: [String]) -> String {
    switch items.count {
    case 0: ""
    case 1: items[0]
    default: items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }
  }
}
