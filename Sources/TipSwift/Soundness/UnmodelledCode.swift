#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel
import TipSpec

/// The safety net under every reading rule: code that names a tip, a
/// stored tip, a group or a parameter holder and that TipCheck did not read
/// (a UIKit controller presenting a tip, a method nothing it read calls, a
/// view it never walked) is a warning whose gap names what it uses. So a
/// verdict like "X can never appear" is not printed when X is presented by
/// code TipCheck did not model.
///
/// The lowering records what it read (`consume`): statements it lowered or
/// warned about, sites' arguments, arguments bound into embedded views, the
/// declarations of tips, styles, parameters, events, stored tips and groups,
/// `Tips.configure` calls. Everything else that names the model is unread.
/// Previews and test files are not the app and are not scanned.
extension SwiftLowering {
  /// Records that `node` was read into the model (or warned about).
  func consume(_ node: some SyntaxProtocol, file: Int) {
    let start = node.position.utf8Offset
    let end = node.endPosition.utf8Offset
    guard end > start else { return }
    record.consume(start..<end, file: file)
  }

  static let testingAPIs: Set<String> = [
    "resetDatastore", "showAllTipsForTesting", "showTipsForTesting", "hideAllTipsForTesting", "hideTipsForTesting",
  ]

  /// One warning per piece of unread code (a function, an initializer, a
  /// property, a top-level statement) that names the model.
  func warnAboutUnmodelledCode() {
    // How often each identifier is written in the app: a function whose
    // name is written only where it is declared is never called.
    var written: [String: Int] = [:]
    for file in files where !file.isTestCode {
      for token in file.tree.tokens(viewMode: .sourceAccurate) {
        if case .identifier(let text) = token.tokenKind { written[text, default: 0] += 1 }
      }
    }
    for (fileIndex, file) in files.enumerated() where !file.isTestCode {
      let ranges = Self.merged(record.consumed[fileIndex] ?? [])
      var units: [(unit: Syntax, first: TokenSyntax, subjects: Set<ReadingGap.Subject>, names: [String])] = []
      var unitIndex: [SyntaxIdentifier: Int] = [:]
      for token in file.tree.tokens(viewMode: .sourceAccurate) {
        let mention: (text: String, subjects: Set<ReadingGap.Subject>)? =
          if case .identifier(let text) = token.tokenKind, let subjects = unreadMention(token, text: text) {
            (text, subjects)
          } else if let subjects = unreadUserDefaultsMention(token) {
            (token.text, subjects)
          } else {
            nil
          }
        guard let (text, subjects) = mention else { continue }
        let offset = token.positionAfterSkippingLeadingTrivia.utf8Offset
        if Self.covers(ranges, offset) || Syntax(token).isInPreview { continue }
        let unit = Self.enclosingUnit(of: Syntax(token))
        if let position = unitIndex[unit.id] {
          units[position].subjects.formUnion(subjects)
          if !units[position].names.contains(text) { units[position].names.append(text) }
        } else {
          unitIndex[unit.id] = units.count
          units.append((unit, token, subjects, [text]))
        }
      }
      // TipKit's testing APIs in code TipCheck did not read reset or show any tip.
      for call in file.calls {
        let node = Syntax(call)
        guard call.modifierBase?.memberPath == ["Tips"],
          Self.testingAPIs.contains(call.calleeName ?? ""),
          !Self.covers(ranges, call.positionAfterSkippingLeadingTrivia.utf8Offset), !node.isInPreview,
          !isTestingOnly(node)
        else { continue }
        warn(
          "TipCheck does not model this 'Tips.\(call.calleeName ?? "")' (in code it did not read); it may reset or show any tip",
          call, file: fileIndex, id: "swift.testing-api", gap: ReadingGap(.unknown, [.anything]))
      }
      for unit in units {
        let names = unit.names.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (unit.names.count > 3 ? ", …" : "")
        if let function = unit.unit.as(FunctionDeclSyntax.self), isNeverCalled(function, written: written) {
          // Read exactly (it never runs), so no verdict rests on it; shown all
          // the same, as what it would do may be why a step can never appear.
          diagnostics.append(
            Diagnostic.warning(
              "nothing in the app calls '\(function.name.text)', which uses \(names); TipCheck leaves it out as dead code",
              at: range(unit.first, file: fileIndex)
            ).with(id: "swift.code-never-called"))
          continue
        }
        // Code that only sets parameters and donates events (with what the
        // app's methods it calls may do, and nothing else: no navigation, no
        // other state): it may run at any moment, an approximation of its own
        // (an `anytime` move).
        if anytimeNodes.count < Self.anytimeLimit, !Self.presentsTips(unit.unit),
          case let reached = unit.subjects.union(subjectsOfCalledMethods(in: unit.unit)),
          writesOnlyModel(unit.unit),
          reached.allSatisfy({
            switch $0 {
            case .parameter, .event: true
            // A tip named in code TipCheck did not read may be shown there
            // (a stored tip handed to a view it did not read): no effect says that.
            case .tip, .group, .navigation, .anything: false
            }
          }),
          let effects = approximation(of: reached, at: range(unit.unit, file: fileIndex)), !effects.isEmpty
        {
          let place = range(unit.first, file: fileIndex)
          let touched = reached.map(\.description).sorted().joined(separator: ", ")
          diagnostics.append(
            Diagnostic.warning(
              "TipCheck does not model this code, which uses \(names); it is taken to run at any moment, doing anything it may to \(touched) (an approximation)",
              at: place, hint: Self.unitHint(unit.unit)
            ).with(id: "swift.code-not-modelled"))
          let name = unit.unit.as(FunctionDeclSyntax.self).map { "'\($0.name.text)'" } ?? "code at line \(place.start.line)"
          let label = StringLiteral(value: name, range: place)
          anytimeNodes.append(
            .declaration(.action(ActionSyntax(kind: .anytime, label: label, condition: nil, effects: effects, range: range(unit.unit, file: fileIndex)))))
          continue
        }
        diagnostics.append(
          Diagnostic.warning(
            "TipCheck does not model this code, which uses \(names); verdicts that depend on it are unknown",
            at: range(unit.first, file: fileIndex),
            hint: Self.unitHint(unit.unit)
          ).with(id: "swift.code-not-modelled", gap: ReadingGap(.unknown, unit.subjects)))
      }
    }
  }

  /// What the app's methods and functions a piece of code calls may touch.
  func subjectsOfCalledMethods(in unit: Syntax) -> Set<ReadingGap.Subject> {
    var found: Set<ReadingGap.Subject> = []
    for node in unit.descendants() {
      guard let callee = node.as(FunctionCallExprSyntax.self)?.calleeName,
        methodNames.contains(callee) || freeFunctions[callee] != nil
      else { continue }
      found.formUnion(subjects(ofMethodsNamed: callee))
      // A call into code that navigates or presents is more than its subjects say.
      if types.functions(named: callee).contains(where: { !writesOnlyModel(Syntax($0.decl)) || Self.presentsTips(Syntax($0.decl)) }) {
        found.insert(.anything)
      }
    }
    return found
  }

  /// Calls that move between screens or present something.
  static let navigationCalls: Set<String> = [
    "append", "removeLast", "removeAll", "dismiss", "present", "pushViewController", "popViewController",
    "popToRootViewController", "performSegue", "show", "open", "openURL", "setViewControllers",
  ]

  /// Whether a piece of code assigns nothing but the model's parameters
  /// (and locals it declares) and navigates nowhere: then what it names is
  /// all it can change.
  func writesOnlyModel(_ unit: Syntax) -> Bool {
    var locals: Set<String> = []
    for node in unit.descendants() {
      if let variable = node.as(VariableDeclSyntax.self) { locals.formUnion(variable.boundNames) }
    }
    for node in unit.descendants() {
      if let callee = node.as(FunctionCallExprSyntax.self)?.calleeName, Self.navigationCalls.contains(callee) {
        return false
      }
      guard let infix = node.as(InfixOperatorExprSyntax.self) else { continue }
      let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text ?? ""
      guard infix.operator.is(AssignmentExprSyntax.self) || ["+=", "-=", "*=", "/="].contains(op) else { continue }
      guard let path = infix.leftOperand.memberPath, let last = path.last else { return false }
      if path.count == 1, locals.contains(last) { continue }
      let named = subjectIndex[last.replacingPrefix("$", with: "")] ?? []
      if !named.contains(where: { if case .parameter = $0 { true } else { false } }) { return false }
    }
    return true
  }

  /// Views and controllers that show a tip: code that makes one may show
  /// a tip where TipCheck has no site, which no effect can say.
  static let tipPresenters: Set<String> = [
    "TipView", "popoverTip", "TipUIPopoverViewController", "TipUIView", "TipUICollectionViewCell", "configureTip", "TipNSPopover",
    "TipNSView", "present", "addSubview",
  ]

  /// Whether a piece of code makes a view or controller that may show a tip.
  static func presentsTips(_ unit: Syntax) -> Bool {
    unit.descendants().contains { node in
      node.as(FunctionCallExprSyntax.self).flatMap(\.calleeName).map(tipPresenters.contains) ?? false
    }
  }

  /// What an identifier token names of the model where TipCheck looks for
  /// unread uses: a tip or holder type (not as a type annotation), or a
  /// stored tip or group reached as a member (`model.hint`, `self.tour`).
  /// Whether the name is written here: assigned (`flag = …`, `model.flag = …`)
  /// or toggled (`flag.toggle()`).
  static func isWritten(_ token: TokenSyntax) -> Bool {
    guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
    var target = Syntax(reference)
    if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName == reference { target = Syntax(member) }
    if let infix = target.parent?.as(InfixOperatorExprSyntax.self), infix.leftOperand.id == target.id {
      return infix.operator.is(AssignmentExprSyntax.self)
        || infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text.hasSuffix("=") == true
    }
    if let call = target.parent?.as(MemberAccessExprSyntax.self), call.base?.id == target.id,
      call.declName.baseName.text == "toggle"
    {
      return true
    }
    return target.parent?.is(InOutExprSyntax.self) == true
  }

  private func unreadMention(_ token: TokenSyntax, text: String) -> Set<ReadingGap.Subject>? {
    guard let spelled = subjectIndex[text], !namesAnotherType(token, text) else { return nil }
    let subjects = narrowedByBase(token, text, spelled)
    guard !subjects.isEmpty else { return nil }
    // A label's interpolation or a log line only reads (ReadOnlyCode.swift).
    if isOnlyRead(token) { return nil }
    // A view holding its own flags is constructed everywhere it is shown.
    if viewTypes.contains(text) { return nil }
    if tipTypeSet.contains(text) || holderTypes.contains(text) {
      // `let tip: HintTip`, `func show(_ t: HintTip)`, `Foo<HintTip>`: a
      // type, not a use; `extension HintTip`, `struct HintTip`: a declaration.
      guard token.parent?.is(DeclReferenceExprSyntax.self) == true else { return nil }
      // `Flags.b`, `HintTip.isOn`: the parameter or event named, not the type's every one.
      if let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
        member.base?.as(DeclReferenceExprSyntax.self)?.baseName == token,
        case let memberName = member.declName.baseName, let spelled = subjectIndex[memberName.text.replacingPrefix("$", with: "")]
      {
        let named = narrowedByBase(memberName, memberName.text.replacingPrefix("$", with: ""), spelled)
        if !named.isEmpty { return named }
      }
      return subjects
    }
    // A write of a flag of the app's objects (AppState.swift) that no reading consumed.
    let isStateFlag = appStateVariables.contains { $0.name == text } || sharedStorage.values.contains { $0[text] != nil }
    if isStateFlag, Self.isWritten(token) { return subjects }
    let isStoredTipOrGroup = tipInstances.values.contains { $0[text] != nil } || groups.contains { $0.property == text }
    // `.popoverTip(hint)` calls a modifier, not a stored tip named `popoverTip`.
    guard isStoredTipOrGroup, !Self.isCalledName(token) else { return nil }
    let asMember = token.parent?.parent?.as(MemberAccessExprSyntax.self)?.declName.baseName == token
    // A bare `cropTip` inside the type that stores it.
    let asOwnProperty =
      token.parent?.is(DeclReferenceExprSyntax.self) == true
      && Self.enclosingTypeName(of: Syntax(token)).map { owner in
        tipInstances[owner]?[text] != nil || groups.contains { $0.owner == owner && $0.property == text }
      } == true
    guard asMember || asOwnProperty else { return nil }
    return subjects.filter {
      if case .tip = $0 { return true }
      if case .group = $0 { return true }
      return false
    }
  }

  /// Code that nothing reachable calls is dead, not unread: a function
  /// whose name the app writes only in its declaration (in the files
  /// TipCheck parsed and, by their text, in those it did not), that the
  /// system cannot call either: no attribute such as `@objc` or
  /// `@IBAction`, no `override`, and in a type whose conformances are the
  /// app's own protocols (which would write the name as a requirement) or
  /// Swift protocols whose requirements are known (`Identifiable`,
  /// `ObservableObject`, …). A coordinator's method nothing calls is dead;
  /// a controller's or delegate's may be UIKit's to call.
  func isNeverCalled(_ function: FunctionDeclSyntax, written: [String: Int]) -> Bool {
    let name = function.name.text
    guard function.attributes.allSatisfy(Self.leavesCallersAlone), !function.modifiers.contains(where: { $0.name.text == "override" }),
      written[name] == 1, !writtenInUnparsedFiles(name)
    else { return false }
    // A free function, or a method of a type no framework calls into.
    guard let owner = Self.enclosingTypeName(of: Syntax(function)) else {
      return !Syntax(function).ancestors.contains { $0.asProtocol(DeclGroupSyntax.self) != nil }
    }
    guard let type = index.types[owner], type.kind != .protocolType else { return false }
    return conformsOnlyToKnownProtocols(type, calling: name)
  }

  /// Attributes that say nothing about who calls a function.
  private static func leavesCallersAlone(_ attribute: AttributeListSyntax.Element) -> Bool {
    guard case .attribute(let attribute) = attribute else { return false }
    return ["MainActor", "discardableResult", "available", "inlinable", "Sendable"].contains(attribute.attributeName.trimmedDescription)
  }

  /// Swift protocols an app type may conform to without giving a
  /// framework a method to call, with the requirements they do have.
  private static let knownProtocolRequirements: [String: Set<String>] = [
    "AnyObject": [], "Sendable": [], "ObservableObject": [], "Observable": [], "Identifiable": ["id"],
    "Equatable": ["=="], "Hashable": ["hash", "=="], "Codable": ["encode"], "Encodable": ["encode"], "Decodable": [],
    "CustomStringConvertible": ["description"], "CustomDebugStringConvertible": ["debugDescription"],
  ]

  /// Whether every protocol `type` conforms to, directly or through the
  /// app's protocols, is the app's own or a known Swift protocol that does
  /// not require `method`.
  private func conformsOnlyToKnownProtocols(_ type: SwiftType, calling method: String) -> Bool {
    var pending = Array(type.inherited)
    var seen: Set<String> = []
    while let name = pending.popLast() {
      guard seen.insert(name).inserted else { continue }
      if let requirements = Self.knownProtocolRequirements[name] {
        if requirements.contains(method) { return false }
        continue
      }
      guard let declared = index.types[name], declared.kind == .protocolType else { return false }
      pending.append(contentsOf: declared.inherited)
    }
    return true
  }

  /// Whether a file TipCheck did not parse writes `name` (by its text,
  /// comments included, which can only keep code alive).
  func writtenInUnparsedFiles(_ name: String) -> Bool {
    let parsed = Set(files.map(\.source.path))
    return allSources.contains { !parsed.contains($0.path) && Self.occurrences(of: name, in: $0.text, wholeWords: true) > 0 }
  }

  /// The function, initializer, accessor or property a token is in (or
  /// its top-level statement).
  static func enclosingUnit(of node: Syntax) -> Syntax {
    var current = node
    while let parent = current.parent {
      if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) || parent.is(AccessorDeclSyntax.self) {
        return parent
      }
      if parent.is(VariableDeclSyntax.self), parent.parent?.is(MemberBlockItemSyntax.self) == true { return parent }
      if parent.is(CodeBlockItemSyntax.self), parent.parent?.parent?.is(SourceFileSyntax.self) == true { return parent }
      current = parent
    }
    return current
  }

  /// The name of the type (or extended type) a node is declared in.
  static func enclosingTypeName(of node: Syntax) -> String? {
    node.ancestors.lazy.compactMap { $0.asProtocol(DeclGroupSyntax.self).flatMap(Self.declaredName) }.first
  }

  private static func unitHint(_ unit: Syntax) -> String? {
    if let function = unit.as(FunctionDeclSyntax.self) {
      return "nothing TipCheck read calls '\(function.name.text)' in a way it can follow; a call from a button, onAppear or a method it follows is read"
    }
    return nil
  }

  /// The union of some ranges, as disjoint ranges in order.
  static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
    var result: [Range<Int>] = []
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if let last = result.last, range.lowerBound <= last.upperBound {
        result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        result.append(range)
      }
    }
    return result
  }

  /// Whether disjoint ranges in order cover an offset.
  static func covers(_ ranges: [Range<Int>], _ offset: Int) -> Bool {
    var low = 0
    var high = ranges.count
    while low < high {
      let middle = (low + high) / 2
      if ranges[middle].lowerBound <= offset { low = middle + 1 } else { high = middle }
    }
    return low > 0 && ranges[low - 1].contains(offset)
  }
}

extension SwiftFile {
  /// A file of a test target (it imports XCTest or Testing): not the app.
  var isTestCode: Bool {
    tree.statements.contains { item in
      guard case .decl(let decl) = item.item, let importDecl = decl.as(ImportDeclSyntax.self) else { return false }
      let module = importDecl.path.first?.name.text
      return module == "XCTest" || module == "Testing"
    }
  }
}
#endif
