import Foundation
import Testing
import TipModel
import TipTestSupport

@testable import TipSpec

/// The printer is the way back from a syntax tree to text: what the Swift
/// front end builds is printed for `tipcheck extract`, and its origins carry
/// every node's range. So printing must lose nothing the resolver reads, and
/// must keep every range.
@Suite("Printing .tipspec syntax")
struct PrinterTests {
  /// A spec using every construct the printer writes.
  static let everyConstruct = """
    enum Level { case low, high }
    holder User { param hasFavorited: Bool = false transient param pending: Bool = false bookkeeping event visited id "user.visited" }
    tip Intro {
      id "intro-tip" title "Welcome \\"home\\"" message "Start\\there"
      param level: Level = .low
      transient param seen: Bool = false
      param count: Int(0...3) = 0
      event opened id "intro.opened"
      rule level == .high && !seen
      rule opened.donations.count >= 2 || User.hasFavorited
      rule !(count - 1 > 0 && (seen || level != .low))
      maxDisplayCount 2
      maxDisplayDuration 300
      ignoresDisplayFrequency
      action learn "Learn more" { invalidate tip .actionPerformed }
    }
    tip Second { title "Second" param done: Bool = false ignoresDisplayFrequency false }
    group tour ordered { Intro, Second }
    style Relay(next: Tip) { close button more "Next" { set next.count = 0 } actions }
    screen Home initial {
      onAppear { donate Intro.opened }
      popover "Anchor" shows tour.currentTip as? Intro style Relay(next: Intro) dismissable false backgroundInteraction
      inline "Banner" shows Second if Intro.count * 2 > 1 - -1 { on any { set Intro.seen = true } on learn {} }
      button "Upgrade" id "upgrade" if !visible(Second) { set Intro.level = .high toggle Intro.seen }
      tap "Photo" { if Intro.count < 3 { set Intro.count += 1 } else if Intro.seen { set Intro.count -= 1 } else { navigate Settings } }
      link "Settings" -> Settings
      link "an album row" described -> Settings
      button "a photo row" described id "photoRow" assuming "the album has a photo", "it loads" {}
      when "isOn changes to true" assuming "it succeeds" { set Intro.seen = true }
    }
    anytime "sync finished" assuming "it syncs" { either { donate Intro.opened } or {} }
    when "Notification arrives" {}
    screen Settings { back "Back" -> Home dismiss "Dismiss" -> Home button "Reset" {} toggle "Wi-Fi only" { toggle Intro.seen } button "Sync" { either "the sync failed" { havoc Intro.level } or { toggle Intro.seen } or "no \\"account\\"" {} } }
    popover "Loose" shows Second
    on Intro invalidated .tipClosed { set Second.done = true }
    config { displayFrequency daily relaunch true }
    check defaults, single-tip expect holds, no-deadlock, reachable Intro, Second, order Intro -> Second expect violated, reachable "deep" Intro.count == 3, invariant "small" Intro.count <= 3
    scenario "tour" { launch expect Intro tap "Upgrade" expect none close Intro action learn on Intro dismiss Second relaunch wait navigate Settings expect Second tap "Photo" on Intro }
    """

  static func parse(_ source: SourceFile) -> (SpecFileSyntax, [Diagnostic]) {
    var parser = Parser(source: source)
    let syntax = parser.parseFile()
    return (syntax, parser.diagnostics)
  }

  static func printed(_ syntax: SpecFileSyntax, startingAt start: SourceRange? = nil) -> SpecPrinter {
    var printer = start.map(SpecPrinter.init(startingAt:)) ?? SpecPrinter()
    printer.print(syntax)
    return printer
  }

  static func specTexts() throws -> [(String, String)] {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: TestSupport.specsDirectory)) ?? [])
      .filter { $0.hasSuffix(".tipspec") }.sorted()
    #expect(names.count >= 10)
    return try names.map { ($0, try String(contentsOfFile: TestSupport.specsDirectory + "/" + $0, encoding: .utf8)) }
      + [("every construct", everyConstruct)]
  }

  @Test("Printed text with its origins reads back to the same model, every range included")
  func sameModel() throws {
    for (name, text) in try Self.specTexts() {
      let original = SourceFile(path: name, text: text)
      let (syntax, parseErrors) = Self.parse(original)
      #expect(parseErrors.isEmpty, "\(name)")
      let printer = Self.printed(syntax, startingAt: original.range(0, 0))
      let reprinted = SourceFile(path: name + " (printed)", text: printer.text, origins: printer.origins)
      let expected = SpecFrontend.load(original)
      let actual = SpecFrontend.load(reprinted)
      #expect(actual.diagnostics == expected.diagnostics, "\(name)")
      #expect(expected.model != nil, "\(name): \(expected.diagnostics)")
      var model = actual.model
      model?.name = name
      if model != expected.model {
        let (a, b) = (Array(String(describing: model)), Array(String(describing: expected.model)))
        let first = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
        Issue.record("\(name): differs at …\(String(a[max(0, first - 200)..<min(a.count, first + 200)]))… expected …\(String(b[max(0, first - 200)..<min(b.count, first + 200)]))")
      }
    }
  }

  @Test("Printing is a fixpoint: the printed text prints as itself")
  func fixpoint() throws {
    for (name, text) in try Self.specTexts() {
      let first = Self.printed(Self.parse(SourceFile(path: name, text: text)).0).text
      let (again, errors) = Self.parse(SourceFile(path: name, text: first))
      #expect(errors.isEmpty, "\(name):\n\(first)")
      #expect(Self.printed(again).text == first, "\(name)")
    }
  }

  /// A tree no parser produced (as the Swift front end builds them): the
  /// printer adds exactly the parentheses the precedence needs.
  @Test("Parentheses where precedence needs them, and only there")
  func parentheses() {
    let at = SourceRange.synthesized("tree")
    func name(_ text: String) -> ExpressionSyntax { .path([Name(text: text, range: at)]) }
    func op(_ text: String) -> Name { Name(text: text, range: at) }
    let cases: [(ExpressionSyntax, String)] = [
      (.binary(op("-"), name("a"), .binary(op("-"), name("b"), name("c"))), "a - (b - c)"),
      (.binary(op("-"), .binary(op("-"), name("a"), name("b")), name("c")), "a - b - c"),
      (.binary(op("&&"), .binary(op("||"), name("a"), name("b")), name("c")), "(a || b) && c"),
      (.binary(op("||"), .binary(op("&&"), name("a"), name("b")), name("c")), "a && b || c"),
      (.binary(op("=="), .binary(op("<"), name("a"), name("b")), .boolean(true, at)), "(a < b) == true"),
      (.unary(op("!"), .binary(op("&&"), name("a"), name("b")), at), "!(a && b)"),
      (.unary(op("-"), .integer(-2, at), at), "-(-2)"),
      (.binary(op("*"), .integer(-2, at), name("a")), "-2 * a"),
      (.call(op("current"), [name("tour"), name("Intro")], at), "current(tour, Intro)"),
    ]
    for (tree, text) in cases {
      var printer = SpecPrinter()
      printer.print(tree)
      #expect(printer.text == text)
    }
  }

  /// The reason the printer records origins: an error found in printed
  /// text is reported at the node the tree says, here a place in a Swift
  /// file, not at the printed line.
  @Test("An error in printed text points at the node's own origin")
  func errorsAtOrigins() throws {
    let swift = SourceFile(path: "App.swift", text: "let x = 1\n#Rule(Self.$count) { $0 == true }\n")
    let whole = swift.range(10, 43)
    let literal = swift.range(36, 40)
    #expect(swift.text.utf8.count == 44)
    let tree = SpecFileSyntax(declarations: [
      .tip(
        TipSyntax(
          name: Name(text: "Intro", range: whole), range: whole, title: StringLiteral(value: "Intro", range: whole),
          parameters: [
            ParameterSyntax(
              name: Name(text: "count", range: whole), type: .int(range: 0...3, whole), defaultValue: .integer(0, whole),
              isTransient: false, range: whole)
          ],
          rules: [
            .binary(
              Name(text: "==", range: swift.range(33, 35)), .path([Name(text: "count", range: swift.range(28, 30))]),
              .boolean(true, literal))
          ]))
    ])
    let printer = Self.printed(tree)
    let result = SpecFrontend.load(SourceFile(path: "App (as .tipspec)", text: printer.text, origins: printer.origins))
    let error = try #require(result.diagnostics.first { $0.severity == .error })
    // The comparison, `$0 == true`, and nothing else of the `#Rule`.
    #expect(error.range.start == swift.range(28, 28).start, "\(error.message) \(result.diagnostics)")
    #expect(error.range.end == literal.end, "\(error.message)")
  }
}
