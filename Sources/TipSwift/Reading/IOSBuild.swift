#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
#endif
import TipModel

#if TIPCHECK_SWIFT_SYNTAX

/// `#if … #endif` as an iOS build of the app sees it. TipKit tutorials run
/// on iOS; code under `#if os(macOS)` is not compiled there, and code under
/// `#if os(iOS)` is, as if the directives were not written.
///
/// A condition is decided when it is made of `os(…)`, `canImport(…)`,
/// `targetEnvironment(macCatalyst)`, `swift(>=…)`/`compiler(>=…)`, `true`,
/// `false`, `!`, `&&`, `||` and parentheses, and its value does not hang on
/// anything else (`DEBUG`, a custom flag, the architecture, the simulator:
/// those differ between an app's builds). A block whose active clause cannot
/// be told is left as written (TipCheck then says it does not read it).
///
/// Decided blocks are blanked in the text — the inactive clauses whole, and
/// the directives of the active one — byte for byte with spaces, newlines
/// kept, and the file is parsed again: every offset, line and column of the
/// file is unchanged.
enum IOSBuild {
  /// Modules an iOS app can import, by what an iOS SDK ships.
  static let iOSModules: Set<String> = [
    "UIKit", "SwiftUI", "TipKit", "Foundation", "Combine", "Observation", "SwiftData", "CoreData", "MapKit", "WidgetKit",
    "ActivityKit", "StoreKit", "PhotosUI", "AVFoundation", "CoreLocation", "UserNotifications", "os", "OSLog", "Darwin",
    "Dispatch", "CoreGraphics", "QuartzCore", "CloudKit", "HealthKit", "WatchConnectivity", "AppIntents", "Charts",
  ]
  /// Modules an iOS build cannot import.
  static let otherPlatformModules: Set<String> = ["AppKit", "WatchKit", "Cocoa", "Glibc", "WinSDK", "Musl", "Android"]

  /// The text of a file with every decided `#if` resolved for iOS, or nil
  /// when it has none.
  static func resolved(_ tree: SourceFileSyntax, text: String) -> String? {
    var blanks: [Range<Int>] = []
    for node in Syntax(tree).descendants() {
      guard let block = node.as(IfConfigDeclSyntax.self) else { continue }
      blanks += self.blanks(block)
    }
    guard !blanks.isEmpty else { return nil }
    var bytes = Array(text.utf8)
    for range in blanks {
      for offset in range where offset < bytes.count && bytes[offset] != 10 && bytes[offset] != 13 { bytes[offset] = 32 }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The byte ranges to blank for one block, or none when its active
  /// clause cannot be told.
  static func blanks(_ block: IfConfigDeclSyntax) -> [Range<Int>] {
    var active: IfConfigClauseSyntax?
    for clause in block.clauses {
      guard let condition = clause.condition else {
        active = clause  // `#else`
        break
      }
      switch value(of: condition) {
      case true?:
        active = clause
      case false?:
        continue
      case nil:
        return []
      }
      break
    }
    var ranges: [Range<Int>] = []
    for clause in block.clauses {
      if clause == active {
        let start = clause.poundKeyword.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = (clause.condition.map { $0.endPositionBeforeTrailingTrivia } ?? clause.poundKeyword.endPositionBeforeTrailingTrivia)
          .utf8Offset
        ranges.append(start..<end)
      } else {
        ranges.append(
          clause.poundKeyword.positionAfterSkippingLeadingTrivia.utf8Offset..<clause.endPositionBeforeTrailingTrivia.utf8Offset)
      }
    }
    let endif = block.poundEndif
    ranges.append(endif.positionAfterSkippingLeadingTrivia.utf8Offset..<endif.endPositionBeforeTrailingTrivia.utf8Offset)
    return ranges
  }

  /// True, false, or nil when an iOS build's value cannot be told.
  static func value(of condition: ExprSyntax) -> Bool? {
    if let boolean = condition.as(BooleanLiteralExprSyntax.self) { return boolean.literal.tokenKind == .keyword(.true) }
    if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
      return value(of: inner.expression)
    }
    if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      return value(of: prefix.expression).map { !$0 }
    }
    if let infix = condition.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
      let left = value(of: infix.leftOperand)
      let right = value(of: infix.rightOperand)
      switch op.operator.text {
      case "&&":
        if left == false || right == false { return false }
        return left == true && right == true ? true : nil
      case "||":
        if left == true || right == true { return true }
        return left == false && right == false ? false : nil
      default:
        return nil
      }
    }
    // `a && b || c` before operator folding is a sequence: not read here.
    guard let call = condition.as(FunctionCallExprSyntax.self),
      let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      call.arguments.count == 1, let argument = call.arguments.first?.expression
    else { return nil }
    let word = argument.as(DeclReferenceExprSyntax.self)?.baseName.text
    switch function {
    case "os":
      guard let word else { return nil }
      return word == "iOS"
    case "canImport":
      guard let module = word ?? argument.as(MemberAccessExprSyntax.self).map({ $0.trimmedDescription }) else { return nil }
      let base = String(module.prefix { $0 != "." })
      if iOSModules.contains(base) { return true }
      if otherPlatformModules.contains(base) { return false }
      return nil
    case "targetEnvironment":
      return word == "macCatalyst" ? false : nil
    case "swift", "compiler":
      // `swift(>=5.9)`: TipKit needs Swift 5.9 and iOS 17; an older bound holds.
      return argument.trimmedDescription.hasPrefix(">=") ? true : nil
    default:
      return nil
    }
  }
}
#endif

extension SwiftFrontend {
  /// The text of a file as the front end reads it: its `#if` blocks
  /// resolved as an iOS build compiles them (`IOSBuild`), offsets kept.
  static func iOSBuildText(of text: String) -> String {
    #if TIPCHECK_SWIFT_SYNTAX
    SwiftFile(source: SourceFile(path: "", text: text)).tree.description
    #else
    text
    #endif
  }
}
