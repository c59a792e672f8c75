import TipModel

/// What one file's text says about it before any parse: the identifiers it
/// uses, the names it declares, and a few facts that decide whether its
/// code must be read (`RelevantFiles`). One linear scan of the UTF-8 bytes
/// that follows braces (outside comments and string literals) to know
/// which declarations are at the top level or inside an `extension`.
struct FileWords {
  /// Every identifier-like word of the file, comments and strings included
  /// (a word more can only make a file look connected, never less).
  var used: Set<Substring> = []
  /// Names after `struct`, `class`, `enum`, `actor`, `protocol`, `typealias`.
  var declaredTypes: [Substring] = []
  /// Types extended by `extension X` (their users can call what this file adds).
  var extendedTypes: [Substring] = []
  /// Names of `func`, `var`, `let` and `case` declarations at the top level
  /// of the file: code elsewhere can use them without naming a type.
  var topLevelNames: [Substring] = []
  /// Members declared directly inside each `extension X { … }`, by `X`.
  var extensionMembers: [(extended: Substring, names: [Substring])] = []
  /// Words of type and extension headers after the name, up to `{`:
  /// conformances, superclasses and generic constraints.
  var inheritedNames: [Substring] = []
  /// Mentions TipKit or TipCheck (`Tip`, `@Parameter`, `tipcheck:`).
  var mentionsTipKit = false
  /// Declares an app's entry or launch screen (`@main`, a scene or app
  /// delegate, a `WindowGroup`): read to know where the app starts.
  var declaresLaunch = false
  /// Takes code or state from its caller: a closure-typed property or
  /// parameter, a `Binding`, a `@ViewBuilder` or generic content.
  var takesCallersCode = false
  /// Holds or changes where the user is (a navigation path, a stack of
  /// controllers, a presentation): a router or a coordinator.
  var holdsNavigation = false
  /// Can keep the user on a screen (hides the back button, blocks the
  /// swipe that dismisses, presents full screen).
  var mayHoldUser = false

  init(_ text: String) {
    let bytes = Array(text.utf8)
    func has(_ needle: String) -> Bool { Self.contains(bytes, Array(needle.utf8)) }
    mentionsTipKit = has("Tip") || has("@Parameter") || has("tipcheck:")
    declaresLaunch = Self.launchWords.contains(where: has)
    takesCallersCode = Self.callersCodeWords.contains(where: has) || Self.hasClosureType(bytes)
    mayHoldUser = Self.holdingWords.contains(where: has)
    holdsNavigation = Self.navigationWords.contains(where: has)
    scan(text)
  }

  /// Whether `needle` occurs in `bytes` (bytes compared, not characters:
  /// every needle here is ASCII, so a match is a match of characters).
  static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
    guard let first = needle.first, bytes.count >= needle.count else { return needle.isEmpty }
    var index = 0
    let last = bytes.count - needle.count
    while index <= last {
      if bytes[index] == first {
        var offset = 1
        while offset < needle.count, bytes[index + offset] == needle[offset] { offset += 1 }
        if offset == needle.count { return true }
      }
      index += 1
    }
    return false
  }

  static let launchWords = ["@main", "WindowGroup", "UIApplicationDelegate", "UIWindowSceneDelegate", "@UIApplicationMain"]
  static let callersCodeWords = ["@escaping", "Binding", "ViewBuilder", "<Content", "Content:", "@autoclosure"]
  static let navigationWords = [
    "NavigationPath", "navigationDestination", "pushViewController", "popViewController", "popToRoot", "setViewControllers",
    "present(", "rootViewController", "selectedIndex", "selectedViewController",
  ]
  static let holdingWords = [
    "navigationBarBackButtonHidden", "interactiveDismissDisabled", "fullScreenCover", "isModalInPresentation",
    "hidesBackButton", "modalPresentationStyle", "navigationBarHidden", "toolbar(.hidden", "setNavigationBarHidden",
  ]

  /// A type annotation that is a function type: `: (` … `) ->`, or
  /// `: () ->`, possibly after attributes (`: @MainActor (Int) -> Void`).
  static func hasClosureType(_ bytes: [UInt8]) -> Bool {
    var index = 0
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: ":") else {
        index += 1
        continue
      }
      var cursor = index + 1
      func skipSpaces() { while cursor < bytes.count, bytes[cursor] == 32 || bytes[cursor] == 9 { cursor += 1 } }
      skipSpaces()
      // Attributes such as `@escaping`, `@MainActor`, `@Sendable`.
      while cursor < bytes.count, bytes[cursor] == UInt8(ascii: "@") {
        cursor += 1
        while cursor < bytes.count, Self.isWordByte(bytes[cursor]) { cursor += 1 }
        skipSpaces()
      }
      while cursor < bytes.count, bytes[cursor] == UInt8(ascii: "(") {
        // Find the matching `)` on this line, then look for `->`. A
        // parameter list is short: past `closureScanLimit` bytes the file is
        // taken to take closures (read, never hidden), and a line of
        // thousands of `:(` costs no more than its length times the limit.
        var depth = 0
        var end = cursor
        while end < bytes.count, bytes[end] != 10 {
          if end - cursor > closureScanLimit { return true }
          if bytes[end] == UInt8(ascii: "(") { depth += 1 }
          if bytes[end] == UInt8(ascii: ")") {
            depth -= 1
            if depth == 0 { break }
          }
          end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ")") else { break }
        var after = end + 1
        while after < bytes.count, after - end < 64, bytes[after] == 32 || Self.isWordByte(bytes[after]) {
          after += 1  // `async`, `throws`, spaces
        }
        if after + 1 < bytes.count, bytes[after] == UInt8(ascii: "-"), bytes[after + 1] == UInt8(ascii: ">") { return true }
        // `: ((Int) -> Void)?` — the annotation opens with a parenthesis.
        cursor += 1
      }
      index += 1
    }
    return false
  }

  /// How far a function type's parameter list is looked for (`hasClosureType`).
  static let closureScanLimit = 512

  static func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95 || byte >= 128
  }

  private static let typeKeywords: Set<Substring> = ["struct", "class", "enum", "actor", "protocol", "typealias"]
  private static let memberKeywords: Set<Substring> = ["func", "var", "let", "case"]

  /// One pass over the bytes: words, brace depth outside comments and
  /// strings, and what each keyword introduces at its depth.
  private mutating func scan(_ text: String) {
    let utf8 = text.utf8
    var depth = 0
    // The open `extension` blocks: the depth inside them and the type.
    var extensions: [(depth: Int, extended: Substring, names: [Substring])] = []
    // A header being read: after `struct Name` or `extension Name`, until `{`.
    var inHeader = false
    var pendingExtension: Substring?
    var previous: Substring?
    var index = utf8.startIndex
    var wordStart: String.Index?
    var state = LexState.code
    var everyDeclaredName: [Substring] = []
    var balanced = true

    func finishWord(at end: String.Index) {
      guard let start = wordStart else { return }
      wordStart = nil
      let word = text[start..<end]
      used.insert(word)
      if inHeader { inheritedNames.append(word) }
      if let keyword = previous {
        if Self.typeKeywords.contains(keyword) {
          declaredTypes.append(word)
          if keyword != "typealias" { inHeader = true }
        } else if keyword == "extension" {
          extendedTypes.append(word)
          pendingExtension = word
          inHeader = true
        } else if Self.memberKeywords.contains(keyword) {
          everyDeclaredName.append(word)
          if depth == 0 { topLevelNames.append(word) }
          if let open = extensions.last, open.depth == depth { extensions[extensions.count - 1].names.append(word) }
        }
      }
      // After `extension X`, the header's own words follow; `previous` is
      // only the keyword for the word right after it.
      previous = word
    }

    while index != utf8.endIndex {
      let byte = utf8[index]
      let next = utf8.index(after: index)
      let following: UInt8? = next == utf8.endIndex ? nil : utf8[next]
      switch state {
      case .lineComment:
        if byte == 10 { state = .code }
        index = next
        continue
      case .blockComment(let level):
        if byte == UInt8(ascii: "*"), following == UInt8(ascii: "/") {
          state = level == 1 ? .code : .blockComment(level - 1)
          index = utf8.index(after: next)
        } else if byte == UInt8(ascii: "/"), following == UInt8(ascii: "*") {
          state = .blockComment(level + 1)
          index = utf8.index(after: next)
        } else {
          index = next
        }
        continue
      case .string(let multiline):
        // Words inside strings still count as used (interpolations).
        if Self.isWordByte(byte) {
          if wordStart == nil { wordStart = index }
        } else {
          if wordStart != nil {
            let saved = previous
            finishWord(at: index)
            previous = saved
          }
        }
        if byte == UInt8(ascii: "\\") {
          index = next == utf8.endIndex ? next : utf8.index(after: next)
          continue
        }
        if byte == 10, !multiline {
          state = .code  // an unclosed or misread literal stops at its line
        } else if byte == UInt8(ascii: "\"") {
          if !multiline {
            state = .code
          } else if following == UInt8(ascii: "\""), text.utf8[next...].starts(with: "\"\"".utf8) {
            state = .code
            index = utf8.index(next, offsetBy: 2)
            continue
          }
        }
        index = next
        continue
      case .code:
        break
      }
      if Self.isWordByte(byte) {
        if wordStart == nil { wordStart = index }
        index = next
        continue
      }
      finishWord(at: index)
      switch byte {
      case UInt8(ascii: "/") where following == UInt8(ascii: "/"):
        state = .lineComment
      case UInt8(ascii: "/") where following == UInt8(ascii: "*"):
        state = .blockComment(1)
        index = utf8.index(after: next)
        continue
      case UInt8(ascii: "\""):
        if text.utf8[index...].starts(with: "\"\"\"".utf8) {
          state = .string(multiline: true)
          index = utf8.index(index, offsetBy: 3)
          continue
        }
        state = .string(multiline: false)
      case UInt8(ascii: "{"):
        depth += 1
        if inHeader, let extended = pendingExtension { extensions.append((depth, extended, [])) }
        inHeader = false
        pendingExtension = nil
      case UInt8(ascii: "}"):
        if let open = extensions.last, open.depth == depth {
          extensionMembers.append((open.extended, open.names))
          extensions.removeLast()
        }
        if depth == 0 { balanced = false }
        depth = max(0, depth - 1)
      case UInt8(ascii: "@"), UInt8(ascii: "."):
        // `@Parameter var x`, `Foo.Bar`: not a keyword boundary.
        previous = nil
      default:
        break
      }
      index = next
    }
    finishWord(at: utf8.endIndex)
    for open in extensions { extensionMembers.append((open.extended, open.names)) }
    // Braces that do not balance (a literal the scan misread, or code that
    // does not compile): which names are top-level is not known, so every
    // declared name is taken as one — more files read, none hidden.
    if depth != 0 || !balanced { topLevelNames = everyDeclaredName }
  }

  private enum LexState {
    case code
    case lineComment
    case blockComment(Int)
    case string(multiline: Bool)
  }
}
