#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel
import TipSpec

/// A `Bool` the app keeps in `UserDefaults` under a literal key, read with
/// `UserDefaults.standard.bool(forKey: "hasOnboarded")` and written with
/// `UserDefaults.standard.set(true, forKey: "hasOnboarded")`: one persisted
/// flag, `TipCheckStorage.<key>` (false until written, as `bool(forKey:)`
/// answers for a key never set), like an `@AppStorage` key several views
/// share (SharedStorage.swift). A UIKit coordinator's onboarding gate reads
/// it at launch.
///
/// The key qualifies when every place that names it, in every file (parsed
/// or not, by its text), is one of these calls on `UserDefaults.standard`,
/// each write with a `true` or `false` literal, and the app writes it at
/// least once: no `register(defaults:)`, no `@AppStorage` of the same key,
/// no other value written, no key only read (a Settings bundle's). A write the
/// reading does not reach is a gap over the flag (UnmodelledCode.swift).
extension SwiftLowering {
  /// Registers every qualifying key as a persisted flag.
  func readUserDefaultsFlags() {
    var reads: [String: Int] = [:]
    var writes: [String: Int] = [:]
    var order: [String] = []
    var first: [String: (FunctionCallExprSyntax, Int)] = [:]
    var disqualified: Set<String> = []
    for (fileIndex, file) in files.enumerated() where !file.isTestCode {
      for call in file.calls {
        guard let (key, isWrite) = Self.userDefaultsAccess(call) else { continue }
        if first[key] == nil {
          first[key] = (call, fileIndex)
          order.append(key)
        }
        if isWrite {
          if call.arguments.first?.expression.boolValue == nil { disqualified.insert(key) }
          writes[key, default: 0] += 1
        } else {
          reads[key, default: 0] += 1
        }
      }
    }
    // A key the app never writes comes from elsewhere (a Settings bundle, a
    // defaults plist): not a flag of the app's.
    for key in order where !disqualified.contains(key) && reads[key, default: 0] > 0 && writes[key, default: 0] > 0 {
      let identifier = SpecPrinter.identifier(key)
      guard let (call, file) = first[key], !(parameters[Self.storageHolder] ?? []).contains(where: { $0.name == identifier })
      else { continue }
      // Named only by these calls, everywhere.
      guard timesQuoted(key) == reads[key, default: 0] + writes[key, default: 0] else { continue }
      let at = range(call, file: file)
      parameters[Self.storageHolder, default: []].append(
        ParameterInfo(name: identifier, type: .bool, defaultValue: .boolean(false, at), isTransient: false, range: at))
      userDefaultsFlags[key] = Self.storageHolder + "." + identifier
    }
  }

  /// `UserDefaults.standard.bool(forKey: "k")` (a read) or
  /// `UserDefaults.standard.set(…, forKey: "k")` (a write): the key.
  static func userDefaultsAccess(_ call: FunctionCallExprSyntax) -> (key: String, isWrite: Bool)? {
    guard let name = call.calleeName, name == "bool" || name == "set",
      call.modifierBase?.memberPath == ["UserDefaults", "standard"],
      let key = call.argument("forKey")?.stringValue
    else { return nil }
    return (key, name == "set")
  }

  /// The flag a read stands for, with the call consumed.
  func userDefaultsRead(_ call: FunctionCallExprSyntax, _ scope: LoweringScope) -> String? {
    guard let (key, isWrite) = Self.userDefaultsAccess(call), !isWrite, let flag = userDefaultsFlags[key] else { return nil }
    consume(call, file: scope.file)
    return flag
  }

  /// The flag a write sets and its value, with the call consumed.
  func userDefaultsWrite(_ call: FunctionCallExprSyntax, _ scope: LoweringScope) -> (flag: String, value: Bool)? {
    guard let (key, isWrite) = Self.userDefaultsAccess(call), isWrite, let flag = userDefaultsFlags[key],
      let value = call.arguments.first?.expression.boolValue
    else { return nil }
    consume(call, file: scope.file)
    return (flag, value)
  }

  /// A key's string in a call TipCheck did not read: the flag it stands for.
  func unreadUserDefaultsMention(_ token: TokenSyntax) -> Set<ReadingGap.Subject>? {
    guard !userDefaultsFlags.isEmpty, case .stringSegment(let text) = token.tokenKind, let flag = userDefaultsFlags[text],
      let call = Syntax(token).ancestors.lazy.compactMap({ $0.as(FunctionCallExprSyntax.self) }).first,
      Self.userDefaultsAccess(call)?.key == text
    else { return nil }
    return [.parameter(flag)]
  }
}
#endif
