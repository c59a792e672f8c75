#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel

/// One tab of a `TabView` whose content is a view of the app.
struct TabScreen {
  var label: String
  var view: String
  /// The `.tag(…)` or `Tab(value:)` case, for a `selection` binding.
  var tag: String?
  var origin: SourceRange
}

/// `TabView { A().tabItem { … }; B().tabItem { … } }`: only the selected tab
/// is on screen. The view holding the `TabView` is the first tab (its view
/// is embedded there, as at launch); every other tab is a screen of its
/// own, and selecting a tab is a move between them ("Tab “Transactions”"),
/// which runs that tab's `onAppear` and ends what the tab left showed.
/// Setting the `selection` binding (`selection = .transactions`), in the
/// view or in a tab given `$selection`, is the same move.
extension SwiftLowering {
  /// The tabs of a `TabView`, or nil when one tab's content is not a view
  /// of the app (then every tab is read as mounted at once, with a warning).
  func tabScreens(_ call: FunctionCallExprSyntax, file: Int) -> [(tab: TabScreen, node: Syntax)]? {
    guard let closure = call.trailingClosure else { return nil }
    var tabs: [(tab: TabScreen, node: Syntax)] = []
    for item in closure.statements {
      let node = Syntax(item.item)
      // `Tab("Feed", systemImage: "list", value: .feed) { Feed() }` (iOS 18) or a view with `.tabItem`.
      var outer = node.as(ExprSyntax.self) ?? node.as(ExpressionStmtSyntax.self)?.expression
      var tag: String?
      var label: String?
      while let current = outer?.as(FunctionCallExprSyntax.self), let base = current.modifierBase {
        switch current.calleeName {
        case "tag": tag = current.arguments.first?.expression.memberPath?.last
        case "tabItem": label = current.trailingClosure.flatMap { Syntax($0).firstStringLiteral }
        default: break
        }
        outer = base
      }
      if let tabCall = outer?.as(FunctionCallExprSyntax.self), tabCall.calleeName == "Tab", tabCall.modifierBase == nil {
        label = label ?? tabCall.unlabeledArguments.first?.stringValue
        tag = tag ?? tabCall.argument("value")?.memberPath?.last
        outer = tabCall.trailingClosure?.statements.singleValue
      }
      guard let content = outer?.as(FunctionCallExprSyntax.self), let view = content.calleeName, viewTypes.contains(view),
        content.modifierBase == nil
      else { return nil }
      tabs.append((TabScreen(label: label ?? view, view: view, tag: tag, origin: range(node, file: file)), node))
    }
    return tabs.count >= 2 && Set(tabs.map(\.tab.view)).count == tabs.count ? tabs : nil
  }

  /// Per view, the tab-selection bindings it can set: binding name → tag →
  /// the screen selecting that tab shows (the holder of the `TabView` for
  /// the first tab). A tab given `$selection` sets it under its own label.
  func findTabSelections() -> [String: [String: [String: String]]] {
    var byView: [String: [String: [String: String]]] = [:]
    for view in index.all where viewTypes.contains(view.name) {
      for (decl, file) in view.members {
        for node in Syntax(decl).descendants() {
          guard let call = node.as(FunctionCallExprSyntax.self), call.calleeName == "TabView", call.modifierBase == nil,
            let binding = call.argument("selection")?.memberPath?.last.map({ $0.replacingPrefix("$", with: "") }),
            let tabs = tabScreens(call, file: file)
          else { continue }
          var map: [String: String] = [:]
          for (position, entry) in tabs.enumerated() {
            if let tag = entry.tab.tag { map[tag] = position == 0 ? view.name : entry.tab.view }
          }
          byView[view.name, default: [:]][binding] = map
          // Tabs handed the binding (`OverviewTab(selection: $selection)`).
          for entry in tabs {
            for descendant in entry.node.descendants() {
              guard let child = descendant.as(FunctionCallExprSyntax.self), child.calleeName == entry.tab.view else { continue }
              for argument in child.arguments where argument.expression.memberPath?.last == "$" + binding {
                if let label = argument.label?.text { byView[entry.tab.view, default: [:]][label] = map }
              }
            }
          }
        }
      }
    }
    return byView
  }

  /// Links between the tabs, added to the screens' contents: from the
  /// holder to every other tab, and from each of those to the holder and
  /// to the others.
  func linkTabs(in contents: inout [String: ViewContent]) {
    for (holder, content) in contents {
      for group in content.tabGroups {
        let screens = [holder] + group.dropFirst().map(\.view)
        let labels = group.map(\.label)
        for (position, screen) in screens.enumerated() {
          for (other, destination) in screens.enumerated() where other != position {
            contents[screen, default: ViewContent()].navigations.append(
              ViewContent.Navigation(
                label: ControlLabel("\(labels[other]) tab"), destination: destination, isSheet: false, origin: group[other].origin,
                isTab: true))
          }
        }
      }
    }
  }
}
#endif
