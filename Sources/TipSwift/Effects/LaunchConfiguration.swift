#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel

/// Whether `Tips.configure` runs when the app starts (S26: without it TipKit
/// shows no tip). Code that runs at launch: the `App`'s initializer and its
/// scene's modifiers, an app or scene delegate's methods, any view's
/// `.task` and `.onAppear`, and the app's functions those call, by name,
/// transitively.
enum LaunchCall {
  /// Called from code that runs at launch.
  case atLaunch
  /// In a function some code names, but not code TipCheck places at launch
  /// (a button, a callback): TipKit may be configured later, or never.
  case elsewhere(function: String)
  /// In a function nothing in the sources names: it never runs.
  case never(function: String)
}

extension SwiftLowering {
  /// Where a `Tips.configure` call runs.
  func launchCall(_ call: Syntax) -> LaunchCall {
    if isLaunchContext(call) { return .atLaunch }
    guard let function = call.ancestors.first(where: { $0.is(FunctionDeclSyntax.self) })?.as(FunctionDeclSyntax.self)
    else {
      // In a closure of view code (a button's action): when the user acts. At the top level: at launch.
      return call.ancestors.contains { $0.is(ClosureExprSyntax.self) } ? .elsewhere(function: "this closure") : .atLaunch
    }
    let name = function.name.text
    // A name several functions share cannot be placed: the one at launch may be another.
    if launchFunctions.contains(name), functionCount(named: name) == 1 { return .atLaunch }
    // A framework calls overrides and @objc methods by itself.
    let calledByFramework = function.modifiers.contains { $0.name.text == "override" }
      || function.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc" }
    if calledByFramework || namedOutsideItsDeclaration(name) { return .elsewhere(function: name) }
    return .never(function: name)
  }

  /// Under `#if DEBUG` or an `if` on a launch argument or environment
  /// variable (`ProcessInfo.processInfo.arguments.contains("-resetTips")`):
  /// code for testing, not the production app.
  func isTestingOnly(_ node: Syntax) -> Bool {
    node.ancestors.contains { ancestor in
      if let clause = ancestor.as(IfConfigClauseSyntax.self) {
        return clause.condition?.trimmedDescription.contains("DEBUG") == true
      }
      if let branch = ancestor.as(IfExprSyntax.self) {
        let condition = branch.conditions.trimmedDescription
        guard ["ProcessInfo", "arguments", "environment", "UITest", "isTesting"].contains(where: condition.contains) else {
          return false
        }
        // The branch taken under the launch argument is the testing one: the
        // body, or the `else` of a negated test (`if !args.contains("-ui")`).
        let negated = condition.hasPrefix("!") || condition.hasSuffix("== false")
        let inBody = branch.body.position <= node.position && node.endPosition <= branch.body.endPosition
        return inBody != negated
      }
      return false
    }
  }

  /// In the App's initializer or an app delegate's method: once per launch.
  func isAppLaunch(_ node: Syntax) -> Bool {
    for ancestor in node.ancestors {
      guard let type = ancestor.asProtocol(DeclGroupSyntax.self) else { continue }
      let inherited = Set(type.inheritanceClause?.inheritedTypes.map(\.type.baseName) ?? [])
      if inherited.contains("UIApplicationDelegate") || inherited.contains("NSApplicationDelegate") { return true }
      return inherited.contains("App") && node.ancestors.contains { $0.is(InitializerDeclSyntax.self) }
    }
    return false
  }

  /// Code that runs at launch by its place: the App's initializer and
  /// body, a delegate, a view's `.task` or `.onAppear`.
  private func isLaunchContext(_ node: Syntax) -> Bool {
    var inAppearance = false
    for ancestor in node.ancestors {
      if let call = ancestor.as(FunctionCallExprSyntax.self), call.modifierBase != nil,
        ["task", "onAppear"].contains(call.calleeName ?? "")
      {
        inAppearance = true
      }
      if let type = ancestor.asProtocol(DeclGroupSyntax.self) {
        // A view's `.task`/`.onAppear`: at launch for the WindowGroup's view only.
        if inAppearance, let name = Self.declaredName(type), name == launchView { return true }
        let inherited = Set(type.inheritanceClause?.inheritedTypes.map(\.type.baseName) ?? [])
        let isApp = inherited.contains("App")
        let isDelegate = inherited.contains("UIApplicationDelegate") || inherited.contains("UIWindowSceneDelegate")
          || inherited.contains("NSApplicationDelegate")
        if isDelegate { return true }
        if isApp {
          // The App's initializer and its `body`, not a helper method.
          return node.ancestors.contains { $0.is(InitializerDeclSyntax.self) || $0.as(VariableDeclSyntax.self)?.boundNames == ["body"] }
        }
        return false
      }
    }
    return false
  }

  /// How many functions of the app have this name.
  func functionCount(named name: String) -> Int { types.functions(named: name).count }

  /// The type a declaration group declares or extends.
  static func declaredName(_ type: any DeclGroupSyntax) -> String? {
    if let declaration = type.as(StructDeclSyntax.self) { return declaration.name.text }
    if let declaration = type.as(ClassDeclSyntax.self) { return declaration.name.text }
    if let declaration = type.as(ActorDeclSyntax.self) { return declaration.name.text }
    if let declaration = type.as(EnumDeclSyntax.self) { return declaration.name.text }
    if let declaration = type.as(ExtensionDeclSyntax.self) { return declaration.extendedType.baseName }
    return nil
  }

  /// The app's functions called, by name, from code that runs at launch.
  func findLaunchFunctions() -> Set<String> {
    var names: Set<String> = []
    var pending: [Syntax] = []
    for file in files {
      for call in file.calls {
        let node = Syntax(call)
        guard let name = call.calleeName, isLaunchContext(node)
        else { continue }
        if names.insert(name).inserted { pending += bodies(named: name) }
      }
    }
    while let body = pending.popLast() {
      for node in body.descendants() {
        guard let call = node.as(FunctionCallExprSyntax.self), let name = call.calleeName else { continue }
        if names.insert(name).inserted { pending += bodies(named: name) }
      }
    }
    return names
  }

  private func bodies(named name: String) -> [Syntax] {
    types.functions(named: name).compactMap { $0.decl.body.map(Syntax.init) }
  }

  /// Whether any code names `name` other than its declarations (a call, a
  /// `#selector`, a reference passed along): in the parsed files by their
  /// identifiers, in the files TipCheck did not parse by their text
  /// (comments included, which can only make it say "named").
  private func namedOutsideItsDeclaration(_ name: String) -> Bool {
    for file in files {
      for token in file.tree.tokens(viewMode: .sourceAccurate) where token.text == name {
        if token.parent?.is(FunctionDeclSyntax.self) != true { return true }
      }
    }
    return writtenInUnparsedFiles(name)
  }

  /// How many times `needle` occurs in `text` (by UTF-8 bytes); with
  /// `wholeWords`, only where it is not part of a longer identifier.
  /// How many times the app's sources, parsed or not, write `key` as a
  /// string literal (`"key"`): a storage key named anywhere else is shared.
  func timesQuoted(_ key: String) -> Int {
    let quoted = "\"" + key + "\""
    return allSources.reduce(0) { $0 + Self.occurrences(of: quoted, in: $1.text) }
  }

  static func occurrences(of needle: String, in text: String, wholeWords: Bool = false) -> Int {
    let bytes = Array(text.utf8)
    let target = Array(needle.utf8)
    guard !target.isEmpty, bytes.count >= target.count else { return 0 }
    let isIdentifier = FileWords.isWordByte
    var count = 0
    var position = 0
    while position + target.count <= bytes.count {
      let end = position + target.count
      if bytes[position] == target[0], bytes[position..<end].elementsEqual(target),
        !wholeWords || ((position == 0 || !isIdentifier(bytes[position - 1])) && (end == bytes.count || !isIdentifier(bytes[end])))
      {
        count += 1
        position = end
      } else {
        position += 1
      }
    }
    return count
  }
}
#endif
