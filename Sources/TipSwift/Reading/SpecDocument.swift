import TipModel
import TipSpec

/// What the Swift front end reads an app into: `.tipspec` declarations
/// built as syntax trees, in the order `tipcheck extract` prints them, with
/// comments for people reading that output.
///
/// The trees go to the resolver the `.tipspec` front end uses (names,
/// types, ranges, default properties), so both front ends give one model
/// and one set of checks. Every name, literal and operator in them carries
/// the range of the Swift code it was read from: an error in `$0 == 3`
/// points at that comparison.
enum SpecNode: Sendable {
  case declaration(Declaration)
  /// A comment line before the next declaration.
  case comment(String)
}

/// The declarations, and where whole-app properties are reported.
struct SpecDocument {
  var nodes: [SpecNode]
  /// The initial screen (or the first declaration): where single-tip,
  /// no-deadlock and the other whole-app properties are reported when no
  /// cause of theirs has a place of its own.
  var wholeApp: SourceRange?

  var declarations: [Declaration] {
    nodes.compactMap { if case .declaration(let declaration) = $0 { declaration } else { nil } }
  }

  /// The `.tipspec` text, each declaration's head noting the Swift line it
  /// was read from (paths without `pathPrefix`).
  func text(header: String, pathPrefix: String) -> String {
    var text = "// " + header + "\n\n"
    var previousWasBlock = false
    for (position, node) in nodes.enumerated() {
      switch node {
      case .comment(let comment):
        if previousWasBlock { text += "\n" }
        previousWasBlock = false
        text += "// " + comment + "\n"
      case .declaration(let declaration):
        // Printed once, on its own: its origins are not needed here.
        var printer = SpecPrinter()
        printer.noteNextLine(Self.note(declaration.range, pathPrefix: pathPrefix))
        printer.print(declaration, depth: 0)
        let isBlock = printer.text.utf8.lazy.filter { $0 == UInt8(ascii: "\n") }.count > 1
        // For people: a blank line around multi-line declarations.
        if position > 0, isBlock || previousWasBlock, case .declaration = nodes[position - 1] { text += "\n" }
        previousWasBlock = isBlock
        text += printer.text
      }
    }
    return text
  }

  private static func note(_ origin: SourceRange, pathPrefix: String) -> String {
    guard !origin.isSynthesized else { return "" }
    var file = origin.start.file
    if !pathPrefix.isEmpty, file.hasPrefix(pathPrefix) { file = String(file.dropFirst(pathPrefix.count)) }
    return "  // \(file):\(origin.start.line)"
  }

  /// A declaration's printed lines, without indentation.
  static func lines(of declaration: Declaration) -> [String] {
    lines { $0.print(declaration, depth: 0) }
  }

  /// Effects' printed lines, without indentation.
  static func lines(of effects: [EffectSyntax]) -> [String] {
    lines { $0.print(effects, depth: 0) }
  }

  private static func lines(_ print: (inout SpecPrinter) -> Void) -> [String] {
    var printer = SpecPrinter()
    print(&printer)
    return printer.text.split(separator: "\n").map { String($0.drop { $0 == " " }) }
  }
}
