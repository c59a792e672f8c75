#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel
import TipSpec

/// View code TipCheck reads as always there although a condition decides it
/// on a device (`if`, `switch`, `TabView`, availability checks), said where
/// it is; and the one condition it reads exactly, `if let tip =
/// group.currentTip`, whose name then stands for the group's current tip.
extension SwiftLowering {
  /// Whether a property or method of the view touches tips: it names a tip,
  /// a parameter or an event (a site, or a control that changes tips); an
  /// editing bar's buttons do not.
  func helperHoldsSitesOrControls(_ name: String, in viewType: String) -> Bool {
    let key = viewType + "." + name
    if let known = helperCache[key] { return known }
    var holds = false
    for (decl, _) in index.types[viewType]?.members ?? [] {
      // Methods that return content and computed properties: a stored
      // property (a flag), or an action method (`func finish()`), is not one.
      let declared =
        decl.as(FunctionDeclSyntax.self).map { $0.name.text == name && $0.signature.returnClause != nil } == true
        || (decl.as(VariableDeclSyntax.self).map { $0.boundNames.contains(name) && $0.firstBinding?.accessorBlock != nil } ?? false)
      guard declared, name != "body" else { continue }
      holds = holds || Syntax(decl).mentions(tipRelatedNames)
    }
    helperCache[key] = holds
    return holds
  }

  /// What a helper of the view holds, as a gap of code under a condition.
  func helperGap(_ name: String, in viewType: String) -> ReadingGap? {
    var found: ReadingGap?
    for (decl, _) in index.types[viewType]?.members ?? [] {
      let declared =
        decl.as(FunctionDeclSyntax.self)?.name.text == name
        || decl.as(VariableDeclSyntax.self)?.boundNames.contains(name) == true
      guard declared, let more = reach(.unknown, from: decl) else { continue }
      found = found.map { $0.merged(with: more) } ?? more
    }
    return found
  }

  /// Whether a view's code names a tip, a parameter or an event.
  func viewMentionsModel(_ name: String, names: Set<String>? = nil) -> Bool {
    let names = names ?? tipRelatedNames
    return (index.types[name]?.members ?? []).contains { Syntax($0.decl).mentions(names) }
  }

  /// Whether a view's code, or that of a view it embeds (at any depth),
  /// names a tip, a parameter or an event: a root's `else { MainTabs() }`
  /// holds the tips its tabs show.
  func viewReachesModel(_ name: String, names: Set<String>, seen: Set<String> = []) -> Bool {
    guard !seen.contains(name), let type = index.types[name] else { return false }
    if viewMentionsModel(name, names: names) { return true }
    return type.members.contains { member in
      viewTypes(in: Syntax(member.decl)).contains { viewReachesModel($0, names: names, seen: seen.union([name])) }
    }
  }

  /// The names an `if` binds: to a group's current tip (`if let tip =
  /// group.currentTip`, or `… as? SomeTip`), or to anything else; and
  /// whether its conditions are only bindings of the first kind.
  func bindings(_ branch: IfExprSyntax, _ environment: ViewEnvironment)
    -> (aliases: [String: (shows: SiteShows, tips: [String], label: String)], others: Set<String>, onlyCurrentTip: Bool)
  {
    var aliases: [String: (shows: SiteShows, tips: [String], label: String)] = [:]
    var others: Set<String> = []
    var onlyCurrentTip = true
    for element in branch.conditions {
      guard let binding = element.condition.as(OptionalBindingConditionSyntax.self),
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      else {
        onlyCurrentTip = false
        continue
      }
      // `if let tip` alone unwraps the property `tip` itself: it hides nothing.
      guard let value = binding.initializer?.value else {
        onlyCurrentTip = false
        continue
      }
      if let shown = siteContent(value, environment), case .groupCurrent = shown.shows {
        consume(value, file: environment.file)
        aliases[name] = (shown.shows, shown.tips, alias(of: value, environment)?.label ?? value.trimmedDescription)
      } else {
        others.insert(name)
        onlyCurrentTip = false
      }
    }
    return (aliases, others, onlyCurrentTip && !aliases.isEmpty)
  }

  /// docs/swift-frontend.md, "Known deviations": a site or a control under an
  /// `if`, `switch` or `TabView` in view code is read as always there, since
  /// TipCheck does not model the view's own state. Said once per construct,
  /// at it, for each one around the site or control, with `gap`: what the
  /// site or control under it touches (a control read as always there adds
  /// behaviour; a site read as always mounted may show its tip where the
  /// device does not, and block other controls).
  func noteConditional(_ environment: ViewEnvironment, showsAlias: Bool = false, gap: ReadingGap?) {
    for (keyword, file, exactSites) in environment.enclosing where !(showsAlias && exactSites) {
      if keyword.text == "ForEach" || keyword.text == "List" {
        warn(
          "TipCheck reads the rows of this list as there; it does not know whether the list has one, "
            + "so a run that takes a row may differ on a device",
          keyword, file: file, hint: "if the list is never empty, build it from a constant the app declares", id: "swift.row-assumed",
          gap: gap)
      } else if keyword.text == "TabView" {
        warn(
          "TipCheck reads every tab of this TabView as on screen at once, and switching tabs is not a move; "
            + "a verdict may differ on a device",
          keyword, file: file, hint: "give each tab's content its own view and check the tour of each tab",
          id: "swift.tabs-all-mounted", gap: gap)
      } else if let branch = keyword.parent?.as(IfExprSyntax.self),
        branch.conditions.contains(where: { $0.condition.is(AvailabilityConditionSyntax.self) })
      {
        warn(
          "TipCheck reads every branch of this availability check as on screen together; it does not pick an OS "
            + "version, so a verdict may differ on a device",
          keyword, file: file, hint: "give each OS version's variant a view of its own and check them apart",
          id: "swift.availability-branches", gap: gap)
      } else if exactSites {
        warn(
          "TipCheck reads the controls and other tip sites under this 'if let' as always there, also while the group "
            + "has no current tip; a verdict may differ on a device",
          keyword, file: file, id: "swift.view-condition", gap: gap)
      } else {
        warn(
          "TipCheck reads the tip sites and controls under this '\(keyword.text)' as always on screen; "
            + "it does not model the condition, so a verdict may differ on a device",
          keyword, file: file,
          hint: "a condition on app state can be a tip rule ('#Rule(Self.$isReady) { $0 }') instead", id: "swift.view-condition",
          gap: gap)
      }
    }
  }

  /// What a bare name bound to a group's current tip stands for.
  func alias(of expression: ExprSyntax, _ environment: ViewEnvironment)
    -> (shows: SiteShows, tips: [String], label: String)?
  {
    guard let name = expression.unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
    return environment.currentTipAliases[name]
  }
}
#endif
