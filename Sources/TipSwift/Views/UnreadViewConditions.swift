#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel
import TipSpec

/// `if model.isFinished { TipView(…) }` over state TipCheck does not read:
/// the condition becomes a flag of its own, `TipCheckConditions.<name>`,
/// that the sites and controls under the `if` wait for (the `else` for its
/// negation), and whose value is approximated: any value at each launch
/// (the first launch goes both ways, semantics A7) and a change at any
/// moment (an `anytime` move). Only runs that need the condition one way
/// rest on it, where reading the sites as always mounted made every
/// verdict about their tips unknown.
extension SwiftLowering {
  /// The holder of the flags that stand for view conditions.
  static let conditionHolder = "TipCheckConditions"
  /// At most this many view conditions become flags (each doubles the ways
  /// the first launch may go); past them, the old reading with its gap.
  static let conditionFlagLimit = 3

  /// The flag standing for an `if` TipCheck cannot read, registered on
  /// first use; nil when the `if` binds names, holds no site or control,
  /// is in a view shown at several places, or the limit is reached.
  func unreadConditionFlag(_ branch: IfExprSyntax, _ environment: ViewEnvironment) -> ExpressionSyntax? {
    let origin = range(branch.ifKeyword, file: environment.file)
    if let known = conditionFlags.first(where: { $0.range == origin }) {
      return .reference(Self.conditionHolder + "." + known.name, at: origin)
    }
    // A component shown at several places at once has a condition per
    // instance, which one flag cannot stand for (a screen is one at a time).
    guard conditionFlags.count < Self.conditionFlagLimit, holdsSitesOrControls(Syntax(branch)),
      instanceCount(of: environment.viewType) <= 1 || isScreenOnly(environment.viewType)
    else { return nil }
    for element in branch.conditions {
      guard case .expression = element.condition else { return nil }
    }
    // A condition on a tip's own state (`if hint.shouldDisplay`) is a
    // presentation of that tip, which a flag cannot stand for.
    if !subjects(mentionedIn: Syntax(branch.conditions)).isEmpty { return nil }
    // A helper of the view used under it holds sites or controls the flag
    // would not reach (they are read where they are declared).
    if branchesUseSiteHelpers(branch, environment) { return nil }
    let name = "\(SpecPrinter.identifier(environment.viewType))_line\(origin.start.line)"
    let text = branch.conditions.trimmedDescription
    conditionFlags.append((name: name, text: text, range: origin))
    for element in branch.conditions { consume(element, file: environment.file) }
    return .reference(Self.conditionHolder + "." + name, at: origin)
  }

  /// Whether every place that creates the view opens it as a screen of its
  /// own (a link's or a destination's view, a sheet), one at a time.
  func isScreenOnly(_ view: String) -> Bool {
    let openers: Set<String> = [
      "NavigationLink", "navigationDestination", "sheet", "fullScreenCover", "popover", "WindowGroup",
    ]
    let creations = viewCreations[view] ?? []
    return !creations.isEmpty && creations.allSatisfy { call in
      // Opened by the nearest opener around it, not in a link's label,
      // and not once per row of a list.
      var child = Syntax(call)
      for ancestor in Syntax(call).ancestors {
        defer { child = ancestor }
        if let labeled = ancestor.as(LabeledExprSyntax.self), labeled.label?.text == "label" { return false }
        if let closure = ancestor.as(MultipleTrailingClosureElementSyntax.self), closure.label.text == "label" { return false }
        guard let opener = ancestor.as(FunctionCallExprSyntax.self), let name = opener.calleeName else { continue }
        if ["ForEach", "List"].contains(name) { return false }
        if openers.contains(name) {
          // Not the label closure of `NavigationLink { Detail() } label: { Row() }`.
          return Syntax(opener.calledExpression) != child
        }
      }
      return false
    }
  }

  /// Whether code holds a tip site, a control or something that runs on
  /// appearing: what a view condition decides.
  func holdsSitesOrControls(_ node: Syntax) -> Bool {
    let names: Set<String> = [
      "TipView", "popoverTip", "Button", "Toggle", "NavigationLink", "onTapGesture", "onAppear", "task",
    ]
    return node.descendants().contains { descendant in
      guard let callee = descendant.as(FunctionCallExprSyntax.self)?.calleeName else { return false }
      return names.contains(callee) || viewTypes.contains(callee)
    }
  }

  /// A holder of Bool flags TipCheck makes up (view conditions, pending
  /// delayed work), each false at first, declared at the first flag; nil
  /// when there is none.
  static func flagHolder(
    _ name: String, _ flags: [(name: String, range: SourceRange)], isTransient: Bool, isBookkeeping: Bool = false
  ) -> SpecNode? {
    guard let first = flags.first else { return nil }
    let parameters = flags.map { flag in
      ParameterSyntax(
        name: Name(text: flag.name, range: flag.range), type: .bool(flag.range), defaultValue: .boolean(false, flag.range),
        isTransient: isTransient, isBookkeeping: isBookkeeping, range: flag.range)
    }
    return .declaration(
      .holder(HolderSyntax(name: Name(text: name, range: first.range), parameters: parameters, events: [], range: first.range)))
  }

  /// The holder of the condition flags, the moves that change them, and
  /// the havoc that starts each launch with any value.
  func conditionFlagNodes() -> (declarations: [SpecNode], atLaunch: [EffectSyntax]) {
    guard let holder = Self.flagHolder(Self.conditionHolder, conditionFlags.map { ($0.name, $0.range) }, isTransient: false)
    else { return ([], []) }
    var nodes: [SpecNode] = [holder]
    var atLaunch: [EffectSyntax] = []
    for flag in conditionFlags {
      // Said here, once: a view may be walked more than once (components,
      // helpers), and only what is kept in the end counts.
      diagnostics.append(
        Diagnostic.warning(
          "TipCheck cannot read the condition '\(flag.text)'; what is under it is taken to be on screen or not, from launch and at any moment (an approximation)",
          at: flag.range, hint: "a condition on app state can be a tip rule ('#Rule(Self.$isReady) { $0 }') instead"
        ).with(id: "swift.view-condition"))
      let target = Name.path(Self.conditionHolder + "." + flag.name, at: flag.range)
      let havoc = EffectSyntax(kind: .havoc(target), range: flag.range)
      atLaunch.append(havoc)
      nodes.append(
        .declaration(
          .action(
            ActionSyntax(
              kind: .anytime, label: StringLiteral(value: "'\(flag.text)' changes", range: flag.range), condition: nil,
              effects: [havoc], range: flag.range))))
    }
    return (nodes, atLaunch)
  }
}
#endif
