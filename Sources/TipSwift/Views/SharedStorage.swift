#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel
import TipSpec

/// One `@AppStorage` key that several types declare — the App branching on
/// it, the onboarding view setting it:
///
/// ```swift
/// @main struct MyApp: App {
///     @AppStorage("hasOnboarded") private var hasOnboarded = false
///     var body: some Scene { WindowGroup { if hasOnboarded { Home() } else { Onboarding() } } }
/// }
/// struct Onboarding: View {
///     @AppStorage("hasOnboarded") private var hasOnboarded = false
///     var body: some View { Button("Get Started") { hasOnboarded = true } }
/// }
/// ```
///
/// Each property is a view of one stored value, so the key is one persisted
/// flag, `TipCheckStorage.<key>`, that every declaring property stands for:
/// a write through one is seen through the others, and it survives a
/// relaunch. The key qualifies when every declaration is a `Bool` with the
/// same literal and nothing else names the key (no `UserDefaults` call, no
/// file left unparsed, no `$` binding of a declaring property); otherwise
/// each view keeps its own reading (ViewState.swift), warned as shared.
extension SwiftLowering {
  /// The holder of the shared keys.
  static let storageHolder = "TipCheckStorage"

  /// Registers every qualifying shared key and the properties standing for it.
  func readSharedStorage() {
    var declarations: [String: [(type: String, name: String, initial: Bool, variable: VariableDeclSyntax, file: Int)]] = [:]
    var keys: [String] = []
    for type in index.all where type.kind != .protocolType {
      for (decl, file) in type.members {
        guard let variable = decl.as(VariableDeclSyntax.self), let attribute = variable.hasAttribute("AppStorage"),
          let key = attribute.arguments?.as(LabeledExprListSyntax.self)?.first?.expression.stringValue
        else { continue }
        if declarations[key] == nil { keys.append(key) }
        guard variable.boundNames.count == 1, let name = variable.boundNames.first,
          let initial = variable.valueExpression?.boolValue,
          variable.firstBinding?.typeAnnotation.map({ $0.type.trimmedDescription == "Bool" }) ?? true
        else {
          // A declaration of another kind: the key is not one flag.
          declarations[key, default: []].append((type.name, "", false, variable, file))
          continue
        }
        declarations[key, default: []].append((type.name, name, initial, variable, file))
      }
    }
    for key in keys {
      guard let list = declarations[key], list.count > 1, let first = list.first,
        list.allSatisfy({ !$0.name.isEmpty && $0.initial == first.initial })
      else { continue }
      // Named only by these declarations, everywhere.
      guard timesQuoted(key) == list.count else { continue }
      // A binding passed on writes it where TipCheck does not look.
      let bound = list.contains { declaration in
        (index.types[declaration.type]?.members ?? []).contains { member in
          Syntax(member.decl).tokens(viewMode: .sourceAccurate).contains { $0.text == "$" + declaration.name }
        }
      }
      guard !bound else { continue }
      let identifier = SpecPrinter.identifier(key)
      let at = range(first.variable, file: first.file)
      parameters[Self.storageHolder, default: []].append(
        ParameterInfo(name: identifier, type: .bool, defaultValue: .boolean(first.initial, at), isTransient: false, range: at))
      for declaration in list {
        sharedStorage[declaration.type, default: [:]][declaration.name] = Self.storageHolder + "." + identifier
        modelNames.insert(declaration.name)
        consume(declaration.variable, file: declaration.file)
      }
    }
  }

  /// `TipCheckStorage.key` for a property standing for a shared key: `name`
  /// in its type, or `object.name` on a holder of it.
  func sharedStorageReference(_ path: [String], _ scope: LoweringScope) -> String? {
    guard !sharedStorage.isEmpty, let name = path.last else { return nil }
    var path = path
    if path.first == "self" { path.removeFirst() }
    if path.count == 1 {
      guard !scope.shadowed.contains(name), let selfType = scope.selfType else { return nil }
      return sharedStorage[selfType]?[name]
    }
    guard let owner = types.calledType(Array(path.dropLast()), from: scope.selfType) else { return nil }
    return sharedStorage[owner]?[name]
  }

  /// The holder of the shared keys, persisted parameters with their literals.
  func sharedStorageNodes() -> [SpecNode] {
    guard let flags = parameters[Self.storageHolder], let first = flags.first else { return [] }
    let declared = flags.map { flag in
      ParameterSyntax(
        name: Name(text: flag.name, range: flag.range), type: .bool(flag.range), defaultValue: flag.defaultValue,
        isTransient: false, range: flag.range)
    }
    return [
      .declaration(
        .holder(
          HolderSyntax(
            name: Name(text: Self.storageHolder, range: first.range), parameters: declared, events: [], range: first.range)))
    ]
  }
}
#endif
