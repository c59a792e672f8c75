#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel
import TipSpec

/// A SwiftUI `Button` taken apart: what it says and what it runs.
struct ButtonParts {
  var label: String
  /// The action: a closure, or the name of a method (`Button("Go", action: go)`).
  var closure: ClosureExprSyntax?
  var method: String?

  init(label: String, closure: ClosureExprSyntax) {
    self.label = label
    self.closure = closure
  }

  init?(_ call: FunctionCallExprSyntax) {
    guard call.calleeName == "Button" else { return nil }
    let labelClosure = call.additionalTrailingClosures.first { $0.label.text == "label" }?.closure
    if let action = call.argument("action") {
      if let closure = action.unwrapped.as(ClosureExprSyntax.self) {
        self.closure = closure
      } else if let path = action.memberPath {
        method = path.last
      }
    } else {
      // `Button("L") { … }` and `Button { … } label: { … }`.
      closure = call.trailingClosure
    }
    let labelSource: Syntax? =
      call.unlabeledArguments.first.map(Syntax.init) ?? labelClosure.map(Syntax.init)
      ?? call.argument("label").map(Syntax.init)
      ?? (call.argument("action") != nil ? call.trailingClosure.map(Syntax.init) : nil)
    // The first string the label shows: text, or an SF Symbol's name.
    label = labelSource?.firstStringLiteral ?? "Button"
    isUnlabelled = labelSource?.firstStringLiteral == nil
    self.labelSource = labelSource
  }

  /// No string literal says what the button shows (`Button(title, …)`).
  var isUnlabelled = false
  /// What the button shows: its title, or its `label:` views.
  var labelSource: Syntax?
}

/// A style as a site uses it, without some optional parameters.
struct StyleVariant: Hashable {
  var style: String
  var omitting: Set<String>
}

extension SwiftLowering {
  /// `style Name(p: Tip) { button … }` for a `TipViewStyle`: exactly the
  /// buttons its `makeBody` draws. `omitting` optional parameters a site
  /// leaves out (`TourStepStyle()` for `var next: (any Step.Type)? = nil`):
  /// the style's variant without them (`TourStepStyle_without_next`), where
  /// `next?.isActive = true` does nothing, as Swift's optional chaining.
  func lowerStyle(_ name: String, omitting: Set<String> = []) -> Declaration? {
    guard let type = index.types[name] else { return nil }
    var scope = LoweringScope(selfType: name, file: type.file)
    scope.absentStyleParameters = omitting
    for (decl, file) in type.members { consume(decl, file: file) }
    var parameterNames: [String] = []
    var makeBody: (decl: FunctionDeclSyntax, file: Int)?
    for (decl, file) in type.members {
      if let function = decl.as(FunctionDeclSyntax.self), function.name.text == "makeBody" {
        makeBody = (function, file)
      }
      guard let variable = decl.as(VariableDeclSyntax.self), !variable.isStatic, let member = variable.boundNames.first,
        let annotation = variable.firstBinding?.typeAnnotation?.type, let (base, _) = Self.styleParameterType(annotation),
        !omitting.contains(member)
      else { continue }
      parameterNames.append(member)
      scope.styleParameters[member] = SpecPrinter.identifier(member)
      if type.genericParameters.contains(base) { scope.styleParameters[base] = SpecPrinter.identifier(member) }
    }
    let styleName = SpecPrinter.identifier(Self.styleVariantName(name, omitting: omitting))
    guard let makeBody, let body = makeBody.decl.body else {
      warn(
        "TipCheck cannot find this style's makeBody; the style is read as drawing no buttons", type.node, file: type.file,
        id: "swift.style-not-read", gap: ReadingGap(.unknown, [.anything]))
      return .style(
        StyleSyntax(
          name: Name(text: styleName, range: type.nameRange), parameters: [], buttons: [],
          builtInClose: nil, showsActions: false, range: type.nameRange))
    }
    scope.file = makeBody.file
    let configuration = makeBody.decl.signature.parameterClause.parameters.first.map { ($0.secondName ?? $0.firstName).text }
      ?? "configuration"
    scope.presentedTipPaths = [[configuration, "tip"]]
    var buttons: [StyleButtonSyntax] = []
    var showsActions = false
    for node in Syntax(body).descendants() {
      if let path = node.as(ExprSyntax.self)?.memberPath, path == [configuration, "actions"] { showsActions = true }
      guard let call = node.as(FunctionCallExprSyntax.self) else { continue }
      // `Image(systemName: "xmark").onTapGesture { configuration.tip.invalidate(…) }`: a control like a button.
      let tapped = call.calleeName == "onTapGesture" ? (call.closure("perform") ?? call.trailingClosure) : nil
      guard let button = ButtonParts(call) ?? tapped.map({ closure in
        ButtonParts(label: call.modifierBase.map { anchorLabel(Syntax($0)) } ?? "Tap", closure: closure)
      }) else { continue }
      if node.ancestors.contains(where: { $0.as(FunctionCallExprSyntax.self).flatMap(ButtonParts.init) != nil }) {
        continue
      }
      // A button that runs a tip action's handler belongs to `actions`
      // (`Button(action: action.handler)`, `{ action.handler() }`).
      if let closure = button.closure, Syntax(closure).mentions(["handler"]) { continue }
      if button.method == "handler" { continue }
      var effects: [EffectSyntax] = []
      if let closure = button.closure {
        effects = lowerEffects(closure.statements, scope)
      } else if let method = button.method, let function = self.method(named: method, in: name), let methodBody = function.decl.body {
        var inner = scope
        inner.file = function.file
        effects = lowerEffects(methodBody.statements, inner)
      }
      let isClose =
        effects.contains { if case .invalidate(_, let reason) = $0.kind { reason?.text == "tipClosed" } else { false } }
        || button.label.lowercased().contains("xmark") || ["close", "dismiss", "done"].contains(button.label.lowercased())
      let origin = range(call, file: scope.file)
      buttons.append(
        StyleButtonSyntax(
          id: isClose ? Name(text: "close", range: origin) : nil, label: StringLiteral(value: button.label, range: origin),
          effects: effects, range: origin))
    }
    return .style(
      StyleSyntax(
        name: Name(text: styleName, range: type.nameRange),
        parameters: parameterNames.map { Name(text: SpecPrinter.identifier($0), range: type.nameRange) }, buttons: buttons,
        builtInClose: nil, showsActions: showsActions, range: type.nameRange))
  }

  /// A style parameter's type: `NextTip.Type`, `any ShowTip.Type`, or an
  /// optional of one (`(any ShowTip.Type)?`, which a site may leave out):
  /// the tip type or protocol, and whether it is optional.
  static func styleParameterType(_ annotation: SwiftSyntax.TypeSyntax) -> (base: String, isOptional: Bool)? {
    var text = annotation.trimmedDescription
    var isOptional = false
    if text.hasSuffix("?") {
      isOptional = true
      text.removeLast()
      if text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
    }
    guard text.hasSuffix(".Type") else { return nil }
    return (String(text.dropLast(".Type".count)).replacingPrefix("any ", with: ""), isOptional)
  }

  /// The name of a style's variant without some optional parameters.
  static func styleVariantName(_ name: String, omitting: Set<String>) -> String {
    omitting.isEmpty ? name : name + "_without_" + omitting.sorted().joined(separator: "_")
  }

  /// Per style, its parameters in order, with whether each is optional.
  var styleParameters: [String: [(name: String, isOptional: Bool)]] {
    var result: [String: [(name: String, isOptional: Bool)]] = [:]
    for name in styleTypes {
      guard let type = index.types[name] else { continue }
      for (decl, _) in type.members {
        guard let variable = decl.as(VariableDeclSyntax.self), !variable.isStatic, let member = variable.boundNames.first,
          let annotation = variable.firstBinding?.typeAnnotation?.type, let (_, isOptional) = Self.styleParameterType(annotation)
        else { continue }
        result[name, default: []].append((member, isOptional))
      }
    }
    return result
  }
}

extension String {
  func replacingPrefix(_ prefix: String, with replacement: String) -> String {
    hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
  }
}
#endif
