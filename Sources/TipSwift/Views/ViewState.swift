#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel
import TipSpec

/// A view's own `Bool` flag that an `.onChange(of:)` watches: the idiomatic
/// way a `Toggle` feeds a tip's `@Parameter`.
///
/// ```swift
/// @AppStorage("autoSave") private var isOn = false
/// Toggle("Auto-save", isOn: $isOn)
/// .onChange(of: isOn) { _, new in AutoSaveTip.enabled = new }
/// ```
///
/// Such a flag is modelled as a parameter of the view (an `@AppStorage`
/// flag persists; a `@State` flag is transient). The `Toggle` bound to it is
/// a move that flips it, and every change of it that TipCheck reads (the
/// toggle, `isOn = true`, `isOn.toggle()`) runs the `.onChange` bodies right
/// after, in the same step, with `new` (and `old`) bound, as SwiftUI runs
/// them before TipKit re-evaluates; an assignment runs them only when the
/// value changes.
extension SwiftLowering {
  /// The `.tipspec` name of a type holding parameters: a view holding its
  /// own flags is `View_state` (the view's name is its screen's).
  func specOwner(_ owner: String) -> String {
    viewTypes.contains(owner) ? SpecPrinter.identifier(owner) + "_state" : SpecPrinter.identifier(owner)
  }

  /// Registers the watched flags of every view as parameters of it.
  func readViewState() {
    for view in index.all where viewTypes.contains(view.name) {
      let watched = watchedNames(in: view)
      // A view shown at several places has a flag per instance: not one parameter.
      guard !watched.isEmpty, instanceCount(of: view.name) <= 1 else { continue }
      for (decl, file) in view.members {
        guard let variable = decl.as(VariableDeclSyntax.self), let name = variable.boundNames.first, watched.contains(name),
          parameter(view.name, name) == nil, sharedStorage[view.name]?[name] == nil
        else { continue }
        let isStored = variable.hasAttribute("AppStorage") != nil || variable.hasAttribute("SceneStorage") != nil
        let isState = variable.hasAttribute("State") != nil
        let isScene = variable.hasAttribute("SceneStorage") != nil
        let declared = variable.firstBinding?.typeAnnotation?.type.trimmedDescription
        let type: ParameterType
        let initial: ExpressionSyntax
        if let value = variable.valueExpression?.boolValue, declared == nil || declared == "Bool" {
          (type, initial) = (.bool, .boolean(value, range(variable, file: file)))
        } else if let value = variable.valueExpression?.intValue, declared == nil || declared == "Int",
          // Set by an initializer, or through a binding (a `Stepper`; a
          // pager's swipes are read), it may take other values.
          !view.members.contains(where: { member in
            member.decl.tokens(viewMode: .sourceAccurate).contains { token in
              guard token.text == "$" + name else { return token.text == "_" + name }
              let binding = token.parent?.as(DeclReferenceExprSyntax.self)
              return !(binding.map { isPagerSelection(ExprSyntax($0), owner: view.name, name: name) } ?? false)
            }
          }),
          let bounds = integerRange(of: name, initial: value, in: view.name)
        {
          // A page index, with the range its writes keep it in (IntegerState.swift).
          (type, initial) = (.int(bounds), .integer(value, range(variable, file: file)))
        } else {
          continue
        }
        guard isStored || isState else { continue }
        parameters[view.name, default: []].append(
          ParameterInfo(
            name: name, type: type, defaultValue: initial, isTransient: isState || isScene, range: range(variable, file: file)))
        consume(variable, file: file)
        viewStateParameters[specOwner(view.name) + "." + name] = (view.name, name)
        // Code that changes it is code that changes the model: read, or warned.
        modelNames.insert(name)
        warnAboutOtherWriters(of: name, in: view, variable: variable, file: file)
        if !holderTypes.contains(view.name) { holderTypes.append(view.name) }
      }
    }
  }

  /// How many places create the view (`Card(…)` calls, inside `ForEach` counted twice).
  func instanceCount(of view: String) -> Int {
    if let counts = viewInstanceCounts { return counts[view] ?? 0 }
    var counts: [String: Int] = [:]
    for file in files {
      for call in file.calls {
        let node = Syntax(call)
        guard call.modifierBase == nil, let name = call.calleeName,
          viewTypes.contains(name)
        else { continue }
        let repeated = node.ancestors.contains { ["ForEach", "List"].contains($0.as(FunctionCallExprSyntax.self)?.calleeName ?? "") }
        counts[name, default: 0] += repeated ? 2 : 1
      }
    }
    viewInstanceCounts = counts
    return counts[view] ?? 0
  }

  /// Whether an `if`'s branches hold a tip site, code that names the
  /// model, or a view whose code, or an embedded view's, does.
  private func ifGuardsTips(_ branch: IfExprSyntax) -> Bool {
    let names = modelNames.union(["TipView", "popoverTip"])
    var branches = [Syntax(branch.body)]
    if let other = branch.elseBody { branches.append(Syntax(other)) }
    return branches.contains { body in
      body.mentions(names) || viewTypes(in: body).contains { viewReachesModel($0, names: names) }
    }
  }

  /// A modelled flag changes only through the code TipCheck reads: a
  /// binding to it passed on (`Child(done: $flag)`, other than a Toggle's
  /// `isOn:`), or its `@AppStorage` key written elsewhere, may change it
  /// where TipCheck does not look.
  private func warnAboutOtherWriters(of name: String, in view: SwiftType, variable: VariableDeclSyntax, file: Int) {
    let target = specOwner(view.name) + "." + name
    for (decl, declFile) in view.members {
      for token in Syntax(decl).tokens(viewMode: .sourceAccurate) where token.text == "$" + name {
        let argument = token.parent?.parent?.as(LabeledExprSyntax.self)
        let call = argument?.parent?.parent?.as(FunctionCallExprSyntax.self)
        if call?.calleeName == "Toggle", argument?.label?.text == "isOn" { continue }
        if call?.calleeName == "onChange" { continue }
        // A pager's swipes are read (PagedViews.swift).
        if let binding = token.parent?.as(DeclReferenceExprSyntax.self), isPagerSelection(ExprSyntax(binding), owner: view.name, name: name) {
          continue
        }
        warn(
          "TipCheck reads '\(name)' as changed only by \(view.name)'s own code; the binding passed here may change it elsewhere",
          token, file: declFile, id: "swift.flag-binding", gap: ReadingGap(.unknown, [.parameter(target)]))
      }
    }
    guard let attribute = variable.hasAttribute("AppStorage") else { return }
    guard let key = attribute.arguments?.as(LabeledExprListSyntax.self)?.first?.expression.stringValue else {
      warn(
        "TipCheck cannot read this @AppStorage key; other code writing it may change '\(name)'", variable, file: file,
        id: "swift.flag-key-shared", gap: ReadingGap(.unknown, [.parameter(target)]))
      return
    }
    if timesQuoted(key) > 1 {
      warn(
        "the key \"\(key)\" of this @AppStorage flag is used elsewhere too; TipCheck reads '\(name)' as changed only by \(view.name)'s own code",
        variable, file: file, id: "swift.flag-key-shared", gap: ReadingGap(.unknown, [.parameter(target)]))
    }
  }

  /// The names a view's `.onChange(of: name)` modifiers watch, and the bare
  /// names its `if` conditions read (`if hasOnboarded { … }`).
  private func watchedNames(in view: SwiftType) -> Set<String> {
    var names: Set<String> = []
    for (decl, _) in view.members {
      for node in Syntax(decl).descendants() {
        // An `if` matters when what it shows or hides touches tips.
        if let branch = node.as(IfExprSyntax.self), ifGuardsTips(branch) {
          for element in branch.conditions {
            guard case .expression(let condition) = element.condition else { continue }
            for token in condition.tokens(viewMode: .sourceAccurate)
            where token.parent?.is(DeclReferenceExprSyntax.self) == true
              && token.parent?.parent?.is(MemberAccessExprSyntax.self) != true
            {
              names.insert(token.text)
            }
          }
        }
        guard let call = node.as(FunctionCallExprSyntax.self), call.calleeName == "onChange", call.modifierBase != nil,
          let path = call.argument("of")?.memberPath, path.count == 1 || (path.count == 2 && path[0] == "self"),
          let name = path.last
        else { continue }
        names.insert(name)
      }
    }
    return names
  }

  /// The `.onChange(of: name)` closures of a view, with their files.
  func changeHandlers(of name: String, in viewType: String) -> [(closure: ClosureExprSyntax, file: Int, initial: Bool)] {
    var handlers: [(closure: ClosureExprSyntax, file: Int, initial: Bool)] = []
    for (decl, file) in index.types[viewType]?.members ?? [] {
      for node in Syntax(decl).descendants() {
        guard let call = node.as(FunctionCallExprSyntax.self), call.calleeName == "onChange", call.modifierBase != nil,
          call.argument("of")?.memberPath?.last == name,
          let closure = call.closure("action") ?? call.closure("perform") ?? call.trailingClosure
        else { continue }
        handlers.append((closure, file, call.argument("initial")?.boolValue == true))
      }
    }
    return handlers
  }

  /// What runs when the view flag `target` (`View.name`) has just changed:
  /// its `.onChange` bodies, with `new` as the flag and `old` as its negation.
  func changeEffects(of target: String, _ scope: LoweringScope) -> [EffectSyntax] {
    guard let flag = viewStateParameters[target], !scope.inlining.contains("onChange " + target) else { return [] }
    let parts = [flag.view, flag.name]
    var effects: [EffectSyntax] = []
    for handler in changeHandlers(of: parts[1], in: parts[0]) {
      var inner = LoweringScope(selfType: parts[0], file: handler.file)
      inner.presentationFlags = presentationFlags(in: parts[0])
      inner.navigationPaths = navigationPaths(in: parts[0])
      inner.tabSelections = tabSelectionsByView[parts[0]] ?? [:]
      inner.inlining = scope.inlining.union(["onChange " + target])
      let names = handler.closure.parameterNames
      if let new = names.last {
        inner.values[new] = .reference(target, at: ExpressionSyntax.unplaced)
        inner.shadowed.insert(new)
      }
      if names.count == 2, let old = names.first, parameter(parts[0], parts[1])?.type == .bool {
        inner.values[old] = .not(.reference(target, at: ExpressionSyntax.unplaced), at: ExpressionSyntax.unplaced)
        inner.shadowed.insert(old)
      }
      effects += lowerEffects(handler.closure.statements, inner)
    }
    return effects
  }

  /// `.onChange(of:initial: true)` bodies also run when the view appears.
  func initialChangeEffects(in viewType: String) -> [EffectSyntax] {
    var effects: [EffectSyntax] = []
    for parameter in parameters[viewType] ?? [] where viewStateParameters[specOwner(viewType) + "." + parameter.name] != nil {
      for handler in changeHandlers(of: parameter.name, in: viewType) where handler.initial {
        var inner = LoweringScope(selfType: viewType, file: handler.file)
        if let new = handler.closure.parameterNames.last {
          inner.values[new] = .reference(specOwner(viewType) + "." + parameter.name, at: ExpressionSyntax.unplaced)
          inner.shadowed.insert(new)
        }
        effects += lowerEffects(handler.closure.statements, inner)
      }
    }
    return effects
  }

  /// `Toggle("Auto-save", isOn: $isOn)` on a modelled flag: a move that
  /// flips it and runs its change handlers.
  func toggleMove(_ call: FunctionCallExprSyntax, _ environment: ViewEnvironment, _ scope: LoweringScope) -> ActionSyntax? {
    guard let binding = call.argument("isOn")?.memberPath, let name = binding.last?.replacingPrefix("$", with: ""),
      binding.count == 1 || (binding.count == 2 && (binding[0] == "self" || binding[0] == "$self")),
      let target = parameterReference([name], scope), viewStateParameters[target] != nil
    else { return nil }
    consume(call, file: environment.file)
    let label = call.unlabeledArguments.first?.stringValue ?? call.trailingClosure.flatMap { Syntax($0).firstStringLiteral } ?? name
    let origin = range(call, file: environment.file)
    let effects = readingAction(origin) { [.toggle(target, at: origin)] + changeEffects(of: target, scope) }
    return move(.toggle, ControlLabel(label), EffectVariant(effects: effects), origin: origin, environment)
  }
}
#endif
