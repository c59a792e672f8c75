import Foundation
import TipModel
import TipSemantics

/// A trace told as the user's taps and what the screen shows after each.
public struct NarratedTrace: Sendable {
  public var steps: [NarratedStep]
  /// The raw trace, for replay and for other engines' cross-checks.
  public var trace: Trace
}

public struct NarratedStep: Sendable {
  /// What happened, e.g. "Tap “Start Tutorial”" (step 0 is the launch).
  public var action: String
  /// Stable kind of the move: launch, tap, close, button, action, dismiss,
  /// relaunch, wait.
  public var kind: String
  /// Where the move is declared (the button, the style button, the site).
  public var location: SourceRange?
  /// Tips visible after the step, with the site showing each.
  public var visible: [VisibleTip]
  /// What the step changed, in the model's words.
  public var changes: [String]
  /// The screen on display after the step (nil when the app has one).
  public var screen: String?
  /// Something worth saying beyond the changes (a parameter leaving its range).
  public var note: String?
}

public struct VisibleTip: Sendable, Hashable {
  public var tip: String
  public var site: String
  public var presentation: Site.Presentation
  /// Where the site is declared (the `.popoverTip` or `TipView` line).
  public var siteLocation: SourceRange? = nil
}

/// Tells traces as stories. It reads the model through the transition
/// system's variables and move labels, so it works for any engine's trace.
public struct Narrator: Sendable {
  public let system: TransitionSystem
  var model: TutorialModel { system.model }
  /// Each step told once: the witnesses of a long relay pass through the
  /// same steps again and again (their prefixes are shared), and telling
  /// them would otherwise cost the square of the relay's length in
  /// evaluations.
  private let narrated = Memo<StepKey, NarratedStep>()
  private let names = Memo<TipID, String>()

  /// The screen's variable, asked once.
  private let screenVariable: Int?

  public init(system: TransitionSystem) {
    self.system = system
    screenVariable = system.variable(for: .screen)
  }

  /// A state as a memo key, by the identity of its storage: the steps of
  /// traces built together share their states' arrays (`TraceBuilder`), so
  /// a relay's witnesses find their shared steps without hashing states
  /// hundreds of values long. The key keeps the array, so its storage is
  /// neither freed (its address reused) nor changed while the memo holds
  /// it; equal states in other storage are only told again.
  private struct StateKey: Hashable {
    let state: [Int]
    let address: UInt

    init(_ state: [Int]) {
      self.state = state
      address = state.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    }

    func hash(into hasher: inout Hasher) { hasher.combine(address) }
    static func == (a: StateKey, b: StateKey) -> Bool { a.address == b.address && a.state.count == b.state.count }
  }

  private struct StepKey: Hashable {
    let move: Int?
    let choice: Int
    let domainViolation: Int?
    let from: StateKey
    let to: StateKey
  }

  /// Answers computed once per key (a lock makes a narrator safe to share).
  private final class Memo<Key: Hashable, Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var known: [Key: Value] = [:]

    func value(for key: Key, _ compute: () -> Value) -> Value {
      lock.lock()
      let found = known[key]
      lock.unlock()
      if let found { return found }
      let computed = compute()
      lock.lock()
      known[key] = computed
      lock.unlock()
      return computed
    }
  }

  public func narrate(_ trace: Trace) -> NarratedTrace {
    var steps: [NarratedStep] = []
    steps.reserveCapacity(trace.steps.count)
    var previous = StateKey(system.installValues)
    for step in trace.steps {
      let current = StateKey(step.state)
      let key = StepKey(move: step.move, choice: step.choice, domainViolation: step.domainViolation, from: previous, to: current)
      steps.append(narrated.value(for: key) { narrate(step, after: previous.state) })
      previous = current
    }
    return NarratedTrace(steps: steps, trace: trace)
  }

  /// One step told: a function of the move, the choice and the two states.
  private func narrate(_ step: Step, after previous: [Int]) -> NarratedStep {
    let moveLabel = step.move.map { system.moves[$0].label } ?? .launch
    let (action, kind) = describe(moveLabel)
    var note: String?
    if let variable = step.domainViolation {
      note =
        "\(system.variables[variable].name) would become \(step.state[variable]), outside its declared range \(system.variables[variable].domain.lowerBound)...\(system.variables[variable].domain.upperBound)"
    }
    if step.choice > 0, let tip = system.settle.choiceTips[step.choice], let move = step.move {
      // Say so only when another never-shown tip competed for the slot.
      let rivals = system.successors(of: previous, via: move)
        .filter { $0.choice > 0 && $0.choice != step.choice }
        .compactMap { system.settle.choiceTips[$0.choice].map { model[$0].name } }
      if !rivals.isEmpty {
        let slot = "display frequency (.\(model.configuration.displayFrequency.rawValue))"
        note = [note, "\(model[tip].name) appeared first; \(rivals.joined(separator: ", ")) must wait for the \(slot)"]
          .compactMap { $0 }.joined(separator: "; ")
      }
    }
    let approximate: Move? =
      if let move = step.move { system.moves.indices.contains(move) ? system.moves[move] : nil } else { system.launch }
    if let approximate, !approximate.isExact {
      let assumed = approximate.approximations.map { "\($0.assumption) (\($0.range.start))" }
      note = [note, "approximated: this step " + assumed.joined(separator: " and ")]
        .compactMap { $0 }.joined(separator: "; ")
    }
    let visible: [VisibleTip] =
      step.domainViolation == nil
      ? system.presentations(in: step.state).map { site, tip in
        VisibleTip(
          tip: model[tip].name, site: model[site].label, presentation: model[site].presentation,
          siteLocation: model[site].range)
      } : []
    return NarratedStep(
      action: action, kind: kind, location: location(of: moveLabel), visible: visible,
      changes: changes(from: previous, to: step.state, atLaunch: step.move == nil), screen: screenName(step.state), note: note)
  }

  /// "A", or "A/B" for the tips that share `tip`'s id (and so its status, S1).
  func sharingNames(_ tip: TipID) -> String {
    names.value(for: tip) {
      let id = model.tips[tip.index].id
      return model.tips.filter { $0.id == id }.map(\.name).joined(separator: "/")
    }
  }

  func screenName(_ state: [Int]) -> String? {
    guard let variable = screenVariable else { return nil }
    let index = state[variable]
    return model.screens.indices.contains(index) ? model.screens[index].name : nil
  }

  /// The sentence and the stable kind of a move.
  public func describe(_ label: MoveLabel) -> (String, String) {
    switch label {
    case .launch: return ("Launch the app", "launch")
    case .userAction(let id):
      let action = model[id]
      let assumed = action.assumptionSuffix
      if action.kind == .anytime { return ("Meanwhile, the app runs \(action.label) on its own\(assumed)", "anytime") }
      var where_ = ""
      if let screen = action.screen, model.screens.count > 1 { where_ = " on \(model[screen].name)" }
      if action.kind == .back || action.kind == .dismissSheet {
        let from = action.screen.map { model[$0].name } ?? "this screen"
        let to = action.effects.lazy.compactMap { effect -> String? in
          if case .navigate(let screen) = effect.kind { return self.model[screen].name } else { return nil }
        }.first ?? "the screen before"
        return action.kind == .back
          ? ("Go back to \(to) (the navigation bar's back button on \(from))", "back")
          : ("Dismiss \(from) (swipe the sheet down), back to \(to)", "back")
      }
      if action.kind == .event {
        return ("\(action.label.prefix(1).uppercased() + action.label.dropFirst())\(where_)\(assumed)", "event")
      }
      // A described control ("a trail row") is not quoted: it is not text on screen.
      let control = action.labelDescribesControl ? action.label : "“\(action.label)”"
      if action.kind == .toggle { return ("Flip the \(control) switch\(where_)\(assumed)", "tap") }
      if action.kind == .swipeNext { return ("Swipe \(action.label) to the next page\(where_)\(assumed)", "swipe") }
      if action.kind == .swipePrevious { return ("Swipe \(action.label) back a page\(where_)\(assumed)", "swipe") }
      return ("Tap \(control)\(where_)\(assumed)", "tap")
    case .tipButton(let site, let tip, let button):
      let place = "\(model[site].presentation == .popover ? "popover" : "TipView") “\(model[site].label)”"
      switch button.kind {
      case .builtInClose: return ("Close \(model[tip].name) (×) in the \(place)", "close")
      case .style(let index):
        let styleName = model.style(of: site)?.name ?? "style"
        let buttonLabel = model.style(of: site)?.buttons[index].label ?? button.label
        if button.isClose {
          return ("Close \(model[tip].name) (“\(buttonLabel)” of \(styleName)) in the \(place)", "close")
        }
        return ("Tap “\(buttonLabel)” (\(styleName)) on \(model[tip].name) in the \(place)", "button")
      case .action(let index):
        return ("Tap the action “\(model[tip].actions[index].title)” on \(model[tip].name) in the \(place)", "action")
      }
    case .dismiss(let site): return ("Tap outside the popover on “\(model[site].label)”", "dismiss")
    case .relaunch: return ("Relaunch the app", "relaunch")
    case .timePasses:
      let period =
        switch model.configuration.displayFrequency {
        case .hourly: "an hour"
        case .daily: "a day"
        case .weekly: "a week"
        case .monthly: "a month"
        case .immediate: "a while"
        }
      return ("Wait \(period) (display frequency .\(model.configuration.displayFrequency.rawValue))", "wait")
    case .displayTimeRunsOut(let tip):
      let seconds = model[tip].maxDisplayDuration ?? 0
      return ("Wait \(seconds) s while \(model[tip].name) is on screen (its maximum display duration)", "wait")
    case .onlyExactFromHere: return ("(From here on, only steps TipCheck read exactly)", "analysis")
    }
  }

  public func location(of label: MoveLabel) -> SourceRange? {
    switch label {
    case .launch, .relaunch, .timePasses, .onlyExactFromHere: nil
    case .displayTimeRunsOut(let tip): model[tip].range
    case .userAction(let id): model[id].range
    case .tipButton(let site, let tip, let button):
      switch button.kind {
      case .builtInClose: model[site].range
      case .style: button.range
      case .action(let index): model[site].actionHandlers.first { $0.actionID == model[tip].actions[index].id }?.range
        ?? button.range
      }
    case .dismiss(let site): model[site].range
    }
  }

  /// Every state variable's value in the model's words ("Step1Tip.show",
  /// "true"), for displays that show the whole state beside a step.
  public func values(in state: [Int]) -> [(name: String, value: String)] {
    system.variables.enumerated().compactMap { index, variable in
      guard !variable.isScratch else { return nil }
      let value = state[index]
      switch variable.role {
      case .parameter(let id): return (model[id].qualifiedName, model.valueName(value, of: model[id].type))
      case .donations(let id):
        let cap = variable.domain.upperBound
        return (model[id].qualifiedName + " donations", value >= cap && cap > 0 ? "≥\(cap)" : String(value))
      case .invalidation(let tip):
        return (
          model[tip].name + " status", system.invalidationReason(value, of: tip).map { "invalidated .\($0.rawValue)" } ?? "valid"
        )
      case .displays(let tip): return (model[tip].name + " displays", String(value))
      case .dismissed(let site): return ("“\(model[site].label)” dismissed", value != 0 ? "yes" : "no")
      case .screen: return ("screen", model.screens.indices.contains(value) ? model.screens[value].name : String(value))
      case .frequencyLock: return ("new tips wait (.\(model.configuration.displayFrequency.rawValue))", value != 0 ? "yes" : "no")
      case .groupCurrentTip(let group):
        return (model[group].name + " current tip", system.heldMember(value, of: group).map { model[$0].name } ?? "none")
      case .anchorPresenting(let sites):
        return ("“\(model[sites[0]].label)” presents", system.presentingSite(value, among: sites).map(siteName) ?? "none")
      case .relaunched, .analysisPhase: return nil
      }
    }
  }

  /// The differences between two states, in the model's words.
  /// At launch the screen the app opens on is where the user starts, not a
  /// change (the step names it).
  func changes(from old: [Int], to new: [Int], atLaunch: Bool = false) -> [String] {
    var result: [String] = []
    for (index, variable) in system.variables.enumerated() where !variable.isScratch && old[index] != new[index] {
      if atLaunch, case .screen = variable.role { continue }
      let before = old[index]
      let after = new[index]
      switch variable.role {
      case .parameter(let id):
        if model[id].isBookkeeping { continue }
        let type = model[id].type
        result.append("\(model[id].qualifiedName): \(model.valueName(before, of: type)) → \(model.valueName(after, of: type))")
      case .donations(let id):
        let cap = variable.domain.upperBound
        let shown = after >= cap && cap > 0 ? "≥\(cap)" : String(after)
        result.append("\(model[id].qualifiedName) donated (count \(shown))")
      case .invalidation(let tip):
        let reason = system.invalidationReason(after, of: tip).map { ".\($0.rawValue)" } ?? String(after)
        result.append("\(sharingNames(tip)) invalidated (\(reason))")
      case .displays(let tip):
        // What the count means is the semantics' to say (S18): exact, or
        // "this many or more" where the counter stops.
        let (count, orMore) = system.displayCount(after, of: tip)
        if let cap = model[tip].maxDisplayCount {
          result.append("\(sharingNames(tip)) displayed (\(ordinal(count)) time of \(cap))")
        } else if orMore && count > 1 {
          result.append("\(sharingNames(tip)) displayed (\(ordinal(count)) time or later)")
        } else if count == 1 {
          result.append("\(sharingNames(tip)) displayed for the first time")
        } else {
          result.append("\(sharingNames(tip)) displayed (\(ordinal(count)) time)")
        }
      case .dismissed(let site):
        if after != 0 { result.append("popover “\(model[site].label)” dismissed") }
      case .screen:
        result.append("screen: \(model.screens[before].name) → \(model.screens[after].name)")
      case .frequencyLock:
        result.append(
          after != 0
            ? "new tips now wait for the display frequency (.\(model.configuration.displayFrequency.rawValue))"
            : "the display-frequency period has passed")
      case .groupCurrentTip(let group):
        let tip = system.heldMember(after, of: group).map { model[$0].name } ?? "none"
        result.append("\(model[group].name)'s current tip: \(tip)")
      case .anchorPresenting(let sites):
        let site = system.presentingSite(after, among: sites).map(siteName) ?? "none"
        result.append("“\(model[sites[0]].label)” presents \(site)")
      case .relaunched, .analysisPhase:
        break
      }
    }
    return result
  }

  /// A popover site by the tips it can show ("the LayersTip popover").
  private func siteName(_ site: SiteID) -> String {
    "the " + model.tips(presentableAt: site).map { model[$0].name }.joined(separator: "/") + " popover"
  }

  private func ordinal(_ n: Int) -> String {
    switch n {
    case 1: "1st"
    case 2: "2nd"
    case 3: "3rd"
    default: "\(n)th"
    }
  }
}
