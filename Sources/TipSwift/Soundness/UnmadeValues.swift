#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax

/// A view made only for a value no code makes is never opened: the
/// destination `case .offlineMaps: OfflineMapsView()` of a route the app
/// never builds is dead code, not navigation TipCheck failed to find.
extension SwiftLowering {
  /// The enum cases every creation of `view` is made for, when none of
  /// them is ever made (`isNeverMade`) and the view's name is written
  /// nowhere else but its declaration and those creations; nil otherwise.
  func unmadeCasesOpening(_ view: String) -> [String]? {
    let creations = viewCreations[view] ?? []
    guard !creations.isEmpty, !writtenInUnparsedFiles(view) else { return nil }
    var cases: [String] = []
    for creation in creations {
      guard let switchCase = Syntax(creation).ancestors.lazy.compactMap({ $0.as(SwitchCaseSyntax.self) }).first,
        case .case(let label) = switchCase.label
      else { return nil }
      for item in label.caseItems {
        guard let name = Self.caseName(of: item.pattern), isNeverMade(caseName: name) else { return nil }
        if !cases.contains(name) { cases.append(name) }
      }
    }
    // `OfflineMapsView` written anywhere else (a type annotation, `.self`, a
    // storyboard identifier in a cast) may open it by a way not read.
    let creationTokens = Set(creations.flatMap { $0.calledExpression.tokens(viewMode: .sourceAccurate).map(\.id) })
    for file in files where !file.isTestCode {
      for token in file.tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(view) {
        if creationTokens.contains(token.id) || Syntax(token).isInPreview { continue }
        if let parent = token.parent, parent.asProtocol(DeclGroupSyntax.self) != nil || parent.is(ExtensionDeclSyntax.self) { continue }
        if token.parent?.parent?.is(ExtensionDeclSyntax.self) == true { continue }
        return nil
      }
    }
    return cases
  }

  /// Whether no code makes a value of the enum case `name`: the name is
  /// written only where a case is declared and in `case` patterns (a
  /// `switch`, `if case`), in the parsed files and, by their text, in no
  /// other; and each enum declaring it has no other way to make values (no
  /// raw type, not `CaseIterable`, `Codable` or `Decodable`).
  func isNeverMade(caseName name: String) -> Bool {
    let enums = index.all.filter { $0.kind == .enumeration && $0.cases.contains(name) }
    let inert: Set<String> = ["Hashable", "Equatable", "Sendable", "Identifiable"]
    guard !enums.isEmpty, enums.allSatisfy({ $0.inherited.isSubset(of: inert) }), !writtenInUnparsedFiles(name) else { return false }
    for file in files where !file.isTestCode {
      for token in file.tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(name) {
        if token.parent?.is(EnumCaseElementSyntax.self) == true || Syntax(token).isInPreview { continue }
        let inPattern = Syntax(token).ancestors.prefix { !$0.is(CodeBlockItemSyntax.self) }.contains {
          $0.is(SwitchCaseItemSyntax.self) || $0.is(MatchingPatternConditionSyntax.self)
        }
        if !inPattern { return false }
      }
    }
    return true
  }

  /// `.offlineMaps`, `Route.offlineMaps`, `.trail(let trail)` → the case's name.
  static func caseName(of pattern: PatternSyntax) -> String? {
    guard var expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
    if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
    return expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
  }
}
#endif
