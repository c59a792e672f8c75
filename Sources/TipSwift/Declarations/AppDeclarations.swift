#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel
import TipSpec

/// The first pass over the app: what it declares that the model is made
/// of — its tips, the types holding parameters and events, styles, views
/// and controllers, every `@Parameter` and `Tips.Event`, stored tips and
/// tip groups. Built once from the type index, before any view or effect
/// is read, so that every later pass resolves names against the same
/// declarations; later passes add flags of their own (view state, app
/// state, shared storage) to the lowering, never to this value.
struct AppDeclarations {
  typealias ParameterInfo = SwiftLowering.ParameterInfo
  typealias ParameterType = SwiftLowering.ParameterType
  typealias EventInfo = SwiftLowering.EventInfo
  typealias GroupInfo = SwiftLowering.GroupInfo

  /// Tip types in declaration order.
  private(set) var tipTypes: [String] = []
  private(set) var tipTypeSet: Set<String> = []
  /// Types holding parameters or events that are not tips.
  private(set) var holderTypes: [String] = []
  private(set) var styleTypes: [String] = []
  /// The app's views, UIKit controllers among them (they are screens).
  private(set) var viewTypes: Set<String> = []
  private(set) var controllerTypes: Set<String> = []
  private(set) var parameters: [String: [ParameterInfo]] = [:]
  private(set) var events: [String: [EventInfo]] = [:]
  /// Parameters TipCheck cannot model, with why.
  private(set) var unsupportedParameters: [String: [String: String]] = [:]
  private(set) var enumsUsed: [String] = []
  /// Stored tip instances: type → property → tip type.
  private(set) var tipInstances: [String: [String: String]] = [:]
  /// Tip groups by declaring type and property.
  private(set) var groups: [GroupInfo] = []
  /// The names of what the pass found (tips, holders, parameters, events,
  /// stored tips, groups): code naming one is worth a warning when unread.
  private(set) var modelNames: Set<String> = []
  /// What the pass said, in the order it read the declarations.
  private(set) var diagnostics: [Diagnostic] = []
  /// Per file, the byte ranges of the declarations it read.
  private(set) var consumed: [Int: [Range<Int>]] = [:]

  private let files: [SwiftFile]
  private let index: TypeIndex
  private let nestedTypes: NestedTypeNames

  /// Nothing declared: the lowering's value before the pass runs.
  init() {
    files = []
    index = TypeIndex(files: [])
    nestedTypes = NestedTypeNames(index)
  }

  /// Reads the declarations of `index`'s types; `controllerTypes` are the
  /// app's view controllers (UIKitControllers.swift finds them).
  init(files: [SwiftFile], index: TypeIndex, nestedTypes: NestedTypeNames, controllerTypes: Set<String>, uikitRepresentables: Set<String>) {
    self.files = files
    self.index = index
    self.nestedTypes = nestedTypes
    let tipProtocols = index.tipProtocols
    for type in index.all where index.conforms(type, toAnyOf: tipProtocols) {
      tipTypes.append(type.name)
    }
    tipTypeSet = Set(tipTypes)
    for type in index.all where type.kind != .protocolType {
      if type.inherited.contains("TipViewStyle") { styleTypes.append(type.name) }
      if type.inherited.contains("View") || !type.inherited.isDisjoint(with: uikitRepresentables) { viewTypes.insert(type.name) }
    }
    self.controllerTypes = controllerTypes
    viewTypes.formUnion(controllerTypes)
    for type in index.all where type.kind != .protocolType {
      readParametersAndEvents(of: type)
      if !tipTypeSet.contains(type.name), parameters[type.name] != nil || events[type.name] != nil {
        holderTypes.append(type.name)
      }
    }
    modelNames.formUnion(tipTypes)
    modelNames.formUnion(holderTypes)
    for type in index.all where type.kind != .protocolType { readStoredTipsAndGroups(of: type) }
  }

  private func range(_ node: some SyntaxProtocol, file: Int) -> SourceRange { files[file].range(node) }

  private mutating func consume(_ node: some SyntaxProtocol, file: Int) {
    let start = node.position.utf8Offset
    let end = node.endPosition.utf8Offset
    guard end > start else { return }
    consumed[file, default: []].append(start..<end)
  }

  private mutating func warn(_ message: String, _ node: some SyntaxProtocol, file: Int, id: String, gap: ReadingGap? = nil) {
    diagnostics.append(Diagnostic.warning(message, at: range(node, file: file)).with(id: id, gap: gap))
    consume(node, file: file)
  }

  private mutating func readParametersAndEvents(of type: SwiftType) {
    for (decl, file) in type.members {
      guard let variable = decl.as(VariableDeclSyntax.self), let name = variable.boundNames.first else { continue }
      if let attribute = variable.hasAttribute("Parameter") {
        consume(variable, file: file)
        readParameter(variable, attribute: attribute, name: name, owner: type.name, file: file)
        modelNames.insert(name)
      } else if let event = eventDeclaration(variable) {
        let id = event.argument("id")?.stringValue ?? name
        events[type.name, default: []].append(EventInfo(name: name, id: id, range: range(variable, file: file)))
        consume(variable, file: file)
        modelNames.insert(name)
      }
    }
  }

  /// `static let e = Tips.Event(id: "e")`, also `: Tips.Event = .init(id:)`.
  private func eventDeclaration(_ variable: VariableDeclSyntax) -> FunctionCallExprSyntax? {
    guard let binding = variable.firstBinding, let call = binding.initializer?.value.unwrapped.as(FunctionCallExprSyntax.self)
    else { return nil }
    if call.calleeName == "Event" { return call }
    if call.calleeName == "init", binding.typeAnnotation?.type.baseName == "Event" { return call }
    return nil
  }

  private mutating func readParameter(
    _ variable: VariableDeclSyntax, attribute: AttributeSyntax, name: String, owner: String, file: Int
  ) {
    let isTransient = attribute.arguments?.trimmedDescription.contains("transient") ?? false
    let declared = variable.firstBinding?.typeAnnotation?.type
    let value = variable.firstBinding?.initializer?.value
    func unsupported(_ why: String) {
      unsupportedParameters[owner, default: [:]][name] = why
      warn(
        "@Parameter '\(owner).\(name)' \(why); TipCheck does not model it, and rules reading it are treated as true",
        variable, file: file, id: "swift.parameter-not-modelled")
    }
    guard let value else {
      unsupported("has no default value")
      return
    }
    var type: ParameterType?
    var defaultText: ExpressionSyntax?
    let at = range(value, file: file)
    let declaredName = declared.map { $0.trimmedDescription }
    if declaredName == "Bool" || (declared == nil && value.boolValue != nil) {
      type = .bool
      defaultText = value.boolValue.map { .boolean($0, at) }
    } else if declaredName == "Int" || (declared == nil && value.intValue != nil) {
      type = .int(declaredRange(variable))
      defaultText = value.intValue.map { .integer($0, at) }
    } else if let declaredName, let enumType = index.types[declaredName], enumType.kind == .enumeration,
      !enumType.cases.isEmpty
    {
      type = .enumeration(declaredName)
      if let path = value.memberPath, let last = path.last, enumType.cases.contains(last) { defaultText = .enumCase(last, at: at) }
    } else if declared == nil, let path = value.memberPath, path.count == 2, let enumType = index.types[path[0]],
      enumType.kind == .enumeration, enumType.cases.contains(path[1])
    {
      type = .enumeration(path[0])
      defaultText = .enumCase(path[1], at: at)
    }
    guard let type else {
      unsupported("has type \(declaredName ?? "'\(value.trimmedDescription)'"), which is not Bool, Int or an enum declared in the sources")
      return
    }
    guard let defaultText else {
      unsupported("has a default value TipCheck cannot read (\(value.trimmedDescription))")
      return
    }
    if case .enumeration(let enumName) = type { use(enumName) }
    parameters[owner, default: []].append(
      ParameterInfo(name: name, type: type, defaultValue: defaultText, isTransient: isTransient, range: range(variable, file: file)))
  }

  /// Declares the enum in the model, once: a parameter or a value later
  /// passes read (AppState.swift) is of its type.
  mutating func use(_ enumName: String) {
    if !enumsUsed.contains(enumName) { enumsUsed.append(enumName) }
  }

  /// `// tipcheck: range 0...10` in the comments before an Int parameter.
  private func declaredRange(_ variable: VariableDeclSyntax) -> ClosedRange<Int>? {
    for piece in variable.leadingTrivia {
      guard case .lineComment(let comment) = piece, let directive = SwiftLowering.directive(comment) else { continue }
      let words = directive.split(separator: " ")
      guard words.count == 2, words[0] == "range" else { continue }
      let bounds = words[1].split(separator: ".", omittingEmptySubsequences: true)
      if bounds.count == 2, let low = Int(bounds[0]), let high = Int(bounds[1]), low <= high { return low...high }
    }
    return nil
  }

  private mutating func readStoredTipsAndGroups(of type: SwiftType) {
    for (decl, file) in type.members {
      guard let variable = decl.as(VariableDeclSyntax.self), let name = variable.boundNames.first else { continue }
      if let tip = tipType(ofValue: variable.valueExpression) ?? tipType(ofAnnotation: variable.firstBinding?.typeAnnotation?.type) {
        tipInstances[type.name, default: [:]][name] = tip
        consume(variable, file: file)
        modelNames.insert(name)
      } else if let call = variable.valueExpression?.unwrapped.as(FunctionCallExprSyntax.self), call.calleeName == "TipGroup" {
        readGroup(call, owner: type.name, property: name, file: file)
        consume(variable, file: file)
        modelNames.insert(name)
      }
    }
  }

  /// `Step1Tip()` → "Step1Tip".
  func tipType(ofValue value: ExprSyntax?) -> String? {
    guard let call = value?.unwrapped.as(FunctionCallExprSyntax.self), let name = call.calleeName else { return nil }
    // `Foundation.Date()` is not `FormTips.Date()` (NameResolution.swift).
    let callee =
      call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName
      ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName
    if let callee, nestedTypes.namesAnotherType(callee, name) { return nil }
    if tipTypeSet.contains(name) { return name }
    if name == "init", let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.memberPath?.last,
      tipTypeSet.contains(base)
    {
      return base
    }
    return nil
  }

  func tipType(ofAnnotation type: SwiftSyntax.TypeSyntax?) -> String? {
    guard let type else { return nil }
    let name = type.baseName
    if let token = SwiftLowering.nameToken(of: type), nestedTypes.namesAnotherType(token, name) { return nil }
    return tipTypeSet.contains(name) ? name : nil
  }

  private mutating func readGroup(_ call: FunctionCallExprSyntax, owner: String, property: String, file: Int) {
    let clash = groups.contains { $0.property == property } || tipTypeSet.contains(property)
    let specName = SpecPrinter.identifier(clash ? "\(owner)_\(property)" : property)
    var priority = TipGroup.Priority.firstAvailable
    if let first = call.unlabeledArguments.first, first.memberPath == nil {
      warn(
        "TipCheck cannot read this TipGroup priority; read as .firstAvailable (TipKit's default)", first, file: file,
        id: "swift.group-priority", gap: ReadingGap(.unknown, [.group(specName)]))
    } else if let first = call.unlabeledArguments.first, let path = first.memberPath, let last = path.last {
      switch last {
      case "ordered": priority = .ordered
      case "firstAvailable": priority = .firstAvailable
      default:
        warn("unknown TipGroup priority '\(first.trimmedDescription)'; read as .firstAvailable (TipKit's default)", first, file: file,
          id: "swift.group-priority", gap: ReadingGap(.unknown, [.group(specName)]))
      }
    }
    var members: [String] = []
    var memberNodes: [Syntax] = []
    if let builder = call.trailingClosure ?? call.closure(nil) {
      memberNodes = builder.statements.map { Syntax($0.item) }
    } else if let array = call.unlabeledArguments.last?.unwrapped.as(ArrayExprSyntax.self) {
      memberNodes = array.elements.map { Syntax($0.expression) }
    }
    for node in memberNodes {
      let expression = node.as(ExprSyntax.self) ?? node.as(ExpressionStmtSyntax.self)?.expression
      if let tip = tipType(ofValue: expression) {
        members.append(tip)
      } else if let path = expression?.memberPath, path.count == 1, let tip = tipInstances[owner]?[path[0]] {
        members.append(tip)
      } else {
        warn(
          "this TipGroup member is not a tip TipCheck can identify; it is left out of the group", node, file: file,
          id: "swift.group-member", gap: ReadingGap(.unknown, [.anything]))
      }
    }
    groups.append(
      GroupInfo(specName: specName, owner: owner, property: property, priority: priority, members: members, range: range(call, file: file)))
  }

}
#endif
