#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel
import TipSpec

/// A pager over a model variable (AppState.swift):
///
/// ```swift
/// TabView(selection: $model.page) {
///     WelcomePage().tag(Page.welcome)
///     PrivacyPage().tag(Page.privacy)
/// }
/// .tabViewStyle(.page)
/// ```
///
/// or over an `Int` index the code keeps in a range (IntegerState.swift),
/// its pages tagged `0`, `1`, … or made by one `ForEach(0..<pages.count,
/// id: \.self) { index in PageView(page: pages[index]).tag(index) }` (also
/// `pages.indices`) over a constant count.
///
/// Only the selected page is on screen: each page's content is read under
/// `selection == its tag` (a `ForEach` body once, its index standing for the
/// selection). Swiping turns the pager one page on or back, in
/// the order the pages are written: two moves (`swipe next`, `swipe
/// previous`), each available where there is a page to turn to. The binding
/// is then a write TipCheck reads, so it does not keep the variable from
/// being modelled.
extension SwiftLowering {
  /// The modifiers applied to a call, outermost last.
  private func modifiers(of call: FunctionCallExprSyntax) -> [FunctionCallExprSyntax] {
    var found: [FunctionCallExprSyntax] = []
    var current = Syntax(call)
    while let member = current.parent?.as(MemberAccessExprSyntax.self), Syntax(member.base) == current,
      let applied = member.parent?.as(FunctionCallExprSyntax.self)
    {
      found.append(applied)
      current = Syntax(applied)
    }
    return found
  }

  /// A pager's selection and pages, in order.
  struct Pager {
    /// The selection's path (`model.page`).
    var selection: [String]
    /// Each page's tag (an enum case's name, or an `Int` in decimal) and content.
    var tags: [(name: String, node: Syntax)]
    /// For pages a `ForEach` makes, the name its body gives the index.
    var index: String?

    var integerTags: [Int]? {
      let values = tags.compactMap { Int($0.name) }
      return values.count == tags.count ? values : nil
    }
  }

  /// The selection path and the pages of a `TabView` with the page style,
  /// when every page is tagged with a case or an integer.
  func pagerTags(_ call: FunctionCallExprSyntax) -> Pager? {
    guard call.calleeName == "TabView", call.modifierBase == nil,
      modifiers(of: call).contains(where: { modifier in
        guard modifier.calleeName == "tabViewStyle", let style = modifier.arguments.first?.expression else { return false }
        let name = (style.as(FunctionCallExprSyntax.self)?.calledExpression ?? style).as(MemberAccessExprSyntax.self)?
          .declName.baseName.text
        return name == "page" || style.trimmedDescription.hasPrefix("PageTabViewStyle")
      }),
      var selection = call.argument("selection")?.memberPath, let first = selection.first, first.hasPrefix("$"),
      let closure = call.trailingClosure, !closure.statements.isEmpty
    else { return nil }
    selection[0] = String(first.dropFirst())
    if closure.statements.count == 1, let pages = indexedPages(closure.statements.first, in: Self.enclosingTypeName(of: Syntax(call))) {
      return Pager(selection: selection, tags: pages.tags, index: pages.index)
    }
    var tags: [(name: String, node: Syntax)] = []
    for item in closure.statements {
      guard let tag = Self.pageTag(of: item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression),
        !tags.contains(where: { $0.name == tag })
      else { return nil }
      tags.append((tag, Syntax(item)))
    }
    return tags.count >= 2 ? Pager(selection: selection, tags: tags) : nil
  }

  /// The tag of a page: `.tag(Page.a)` is "a", `.tag(2)` is "2".
  private static func pageTag(of page: ExprSyntax?) -> String? {
    var outer = page
    while let current = outer?.as(FunctionCallExprSyntax.self), let base = current.modifierBase {
      if current.calleeName == "tag", let value = current.arguments.first?.expression {
        return value.intValue.map(String.init) ?? value.memberPath?.last
      }
      outer = base
    }
    return nil
  }

  /// `ForEach(0..<pages.count, id: \.self) { index in … .tag(index) }`, or
  /// over `pages.indices`: pages 0 to count - 1, all the body.
  private func indexedPages(_ item: CodeBlockItemSyntax?, in view: String?) -> (tags: [(name: String, node: Syntax)], index: String)? {
    guard let expression = item?.item.as(ExprSyntax.self) ?? item?.item.as(ExpressionStmtSyntax.self)?.expression,
      let loop = expression.as(FunctionCallExprSyntax.self), loop.calleeName == "ForEach", loop.modifierBase == nil,
      let data = loop.arguments.first?.expression.unwrapped, let body = loop.trailingClosure,
      let index = body.parameterNames.first, body.parameterNames.count == 1, body.statements.count == 1,
      let tagged = body.statements.first.flatMap({ $0.item.as(ExprSyntax.self) ?? $0.item.as(ExpressionStmtSyntax.self)?.expression }),
      Self.pageTag(of: tagged) == index
    else { return nil }
    var count: Int?
    if let range = data.as(InfixOperatorExprSyntax.self), range.leftOperand.intValue == 0,
      let op = range.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
      let bound = integerConstant(range.rightOperand, in: view)
    {
      count = op == "..<" ? bound : op == "..." ? bound + 1 : nil
    } else if let member = data.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "indices", let base = member.base {
      count = constantLength(of: base, in: view)
    }
    guard let count, count >= 2, count <= 64 else { return nil }
    return ((0..<count).map { (String($0), Syntax(tagged)) }, index)
  }

  /// Whether `$model.page` (or a view's `$currentPage`) is the selection of a
  /// pager whose tags are all values of the variable (the writes it makes
  /// are then read).
  func isPagerSelection(_ binding: ExprSyntax, owner: String, name: String) -> Bool {
    guard let argument = binding.parent?.as(LabeledExprSyntax.self), argument.label?.text == "selection",
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), let pager = pagerTags(call),
      pager.selection.last == name, let view = Self.enclosingTypeName(of: Syntax(call)),
      pager.selection.count == 1 ? view == owner : types.calledType(Array(pager.selection.dropLast()), from: view) == owner,
      let type = index.types[owner]
    else { return false }
    // A view's own `@State` index: its range holds the tags (integerRange).
    if viewTypes.contains(owner) { return pager.integerTags != nil }
    guard let stored = storedState(name, in: type) else { return false }
    switch stored.type {
    case .enumeration(let enumName):
      guard let cases = valueFreeEnum(enumName) else { return false }
      return pager.tags.allSatisfy { cases.contains($0.name) }
    case .int: return pager.integerTags != nil
    case .bool: return false
    }
  }

  /// The tags of every pager whose selection is named `name`: an index's
  /// range holds them (IntegerState.swift).
  func pagerTagValues(of name: String) -> [Int] {
    var values: [Int] = []
    for file in files {
      for token in file.tree.tokens(viewMode: .sourceAccurate) where token.text == "$" + name || token.text == name {
        // `$currentPage`, or `$model.page`.
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
        var binding = Syntax(reference)
        if token.text == name {
          guard let member = reference.parent?.as(MemberAccessExprSyntax.self), Self.rootIsBinding(member) else { continue }
          binding = Syntax(member)
        }
        guard let argument = binding.parent?.as(LabeledExprSyntax.self), argument.label?.text == "selection",
          let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), let tags = pagerTags(call)?.integerTags
        else { continue }
        values += tags
      }
    }
    return values
  }

  /// Reads a pager: each page under its tag, and the two swipes. False when
  /// the `TabView` is no pager over a model variable.
  func readPager(_ call: FunctionCallExprSyntax, _ environment: ViewEnvironment, into content: inout ViewContent) -> Bool {
    guard let pager = pagerTags(call), let info = parameterInfo(pager.selection, scope(environment)),
      let reference = parameterReference(pager.selection, scope(environment))
    else { return false }
    let at = range(call.calledExpression, file: environment.file)
    switch info.type {
    case .enumeration(let enumName):
      guard let cases = valueFreeEnum(enumName), pager.tags.allSatisfy({ cases.contains($0.name) }) else { return false }
    case .int(let bounds?):
      guard let tags = pager.integerTags, tags.allSatisfy(bounds.contains) else { return false }
    default:
      return false
    }
    func value(_ tag: String) -> ExpressionSyntax { Int(tag).map { .integer($0, at) } ?? .enumCase(tag, at: at) }
    let selection = ExpressionSyntax.reference(reference, at: at)
    func isOn(_ tag: String) -> ExpressionSyntax { .binary("==", selection, value(tag), at: at) }
    if let index = pager.index, let body = pager.tags.first?.node {
      // One body for every page: its index is the selection.
      var inner = environment
      inner.literals[index] = selection
      walk(body, inner, into: &content)
    } else {
      for page in pager.tags {
        var inner = environment
        inner.conditions.append(isOn(page.name))
        walk(page.node, inner, into: &content)
      }
    }
    consume(call.calledExpression, file: environment.file)
    if let argument = call.argument("selection") { consume(argument, file: environment.file) }
    let names = pager.tags.map(\.name)
    for forward in [true, false] {
      let steps = forward ? Array(zip(names, names.dropFirst())) : Array(zip(names.dropFirst(), names))
      var effects: [EffectSyntax] = []
      for (from, to) in steps.reversed() {
        effects = [.when(isOn(from), then: [.set(reference, "=", value(to), at: at, targetAt: at)], else: effects, at: at)]
      }
      var action = move(.swipe(forward: forward), ControlLabel("the pages"), EffectVariant(effects: effects), origin: at, environment)
      let available = ExpressionSyntax.any(steps.map { isOn($0.0) })
      action.condition = ExpressionSyntax.all([action.condition, available].compactMap { $0 })
      content.moves.append(action)
    }
    return true
  }
}
#endif
