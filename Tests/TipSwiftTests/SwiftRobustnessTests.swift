import Foundation
import Testing
import TipModel
import TipSwift
import TipTestSupport

/// Malformed and unusual Swift: located errors or warnings, never a crash
/// or a hang.
@Suite("Robustness of the Swift front end", .enabled(if: SwiftFrontend.isAvailable))
struct SwiftRobustnessTests {
  static func load(_ text: String, path: String = "App.swift") -> SwiftFrontend.Result {
    SwiftFrontend.load(name: path, sources: [SourceFile(path: path, text: text)])
  }

  @Test("This toolchain has SwiftSyntax, so CI really tests the Swift front end")
  func frontEndIsBuilt() {
    #expect(SwiftFrontend.isAvailable)
  }

  @Test("Syntax errors are errors at their line and column")
  func syntaxErrors() {
    let result = Self.load(
      """
      struct A: Tip {
          @Parameter static var show: Bool =
          var title: Text { Text("a") }
      }
      """)
    #expect(result.model == nil)
    let error = result.diagnostics.first { $0.severity == .error }
    #expect(error?.message.hasPrefix("Swift syntax error: expected") == true)
    #expect(error?.range.start.line == 2)
    #expect(error?.range.start.file == "App.swift")
  }

  @Test("A file with no tips, or an empty one, is an error saying what TipCheck looks for")
  func noTips() {
    for text in ["", "let x = 1\nfunc f() -> Int { x }\n", "\u{0}\u{1}garbage \u{FFFD}"] {
      let result = Self.load(text)
      #expect(result.model == nil)
      // Said once, not again by the generated spec's "no tip is declared".
      #expect(result.diagnostics.filter { $0.severity == .error }.map(\.message) == ["no TipKit tips found in this file"])
    }
  }

  @Test("Two types with one name: a warning pointing at both")
  func duplicateTypes() {
    let result = Self.load(
      """
      struct A: Tip { var title: Text { Text("a") } }
      enum Outer { struct A: Tip { var title: Text { Text("other") } } }
      struct Home: View { var body: some View { TipView(A()) } }
      """)
    let warning = result.diagnostics.first { $0.message.hasPrefix("two types are named 'A'") }
    #expect(warning?.range.start.line == 2)
    #expect(warning?.notes.first?.range.start.line == 1)
  }

  @Test("Deep nesting, custom operators and generics do not crash")
  func unusualShapes() {
    let nested = String(repeating: "(", count: 300) + "true" + String(repeating: ")", count: 300)
    let result = Self.load(
      """
      infix operator <~>: ComparisonPrecedence
      struct A: Tip {
          @Parameter static var on = false
          var title: Text { Text("a") }
          var rules: [Rule] { #Rule(Self.$on) { $0 <~> true } }
      }
      struct Box<T: Tip>: View {
          let tip: T
          var body: some View { TipView(tip) }
      }
      struct Home: View {
          var body: some View {
              VStack { Box(tip: A()); Button("x") { A.on = \(nested) } }
          }
      }
      """)
    #expect(result.diagnostics.contains { $0.message.contains("cannot read") && $0.range.start.line == 5 })
    #expect(result.model != nil || result.diagnostics.hasErrors)
  }

  /// The trees the front end builds are held to the bound the `.tipspec`
  /// parser enforces on text (every later pass walks them recursively): a
  /// rule chaining 300 conditions is an error at the rule, one of 200 is read.
  @Test("Expressions deeper than the parser's bound are refused with its error, not passed on")
  func nestingBound() {
    func app(_ operands: Int) -> String {
      """
      struct A: Tip {
          @Parameter static var on = false
          var title: Text { Text("a") }
          var rules: [Rule] { #Rule(Self.$on) { \(Array(repeating: "$0", count: operands).joined(separator: " && ")) } }
      }
      struct Home: View {
          var body: some View { Button("x") { A.on = true }.popoverTip(A()) }
      }
      """
    }
    let deep = Self.load(app(300))
    #expect(deep.model == nil)
    let errors = deep.diagnostics.filter { $0.severity == .error }
    #expect(errors.map(\.message) == ["expression or 'if' nested too deeply (more than 256 levels)"], "\(deep.diagnostics)")
    #expect(errors.first?.range.start.line == 4)
    let shallow = Self.load(app(200))
    #expect(shallow.model != nil, "\(shallow.diagnostics)")
  }

  @Test("A large app (300 tips and sites, 2,000 unrelated lines) is read")
  func largeInput() {
    var lines = ["import TipKit"]
    for index in 0..<300 {
      lines.append("struct T\(index): Tip { @Parameter static var on = false; var title: Text { Text(\"\(index)\") }; var rules: [Rule] { #Rule(Self.$on) { $0 } } }")
    }
    lines.append("struct Home: View { var body: some View { VStack {")
    for index in 0..<300 { lines.append("Button(\"b\(index)\") { T\(index).on = true }; TipView(T\(index)())") }
    lines.append("} } }")
    let unrelated = (0..<2_000).map { "func helper\($0)(_ x: Int) -> Int { let y = x * \($0); return y + 1 }" }
    let result = SwiftFrontend.load(
      name: "Big", sources: [
        SourceFile(path: "Tips.swift", text: lines.joined(separator: "\n")),
        SourceFile(path: "Helpers.swift", text: unrelated.joined(separator: "\n")),
      ])
    #expect(result.model?.tips.count == 300)
    #expect(result.model?.actions.count == 300)
  }

  @Test("Random damage to every fixture never crashes, and every diagnostic is located in a real file")
  func fuzz() throws {
    let fixtures = TestSupport.repositoryRoot + "/Tests/Fixtures/Swift"
    let names = try FileManager.default.contentsOfDirectory(atPath: fixtures).filter { $0.hasSuffix(".swift") }.sorted()
    var random = RandomModels.Generator(state: 7)
    let damage = ["{", "}", "(", ")", "\"", "#Rule(", ".popoverTip(", " = ", "\n", "@Parameter ", "as? ", "//"]
    for name in names {
      let original = Array(try String(contentsOfFile: fixtures + "/" + name, encoding: .utf8))
      for _ in 0..<12 {
        var text = original
        for _ in 0..<3 {
          let position = Int(random.next() % UInt64(text.count))
          if random.next() % 2 == 0 {
            text.removeSubrange(position..<min(text.count, position + Int(random.next() % 8)))
          } else {
            text.insert(contentsOf: damage[Int(random.next() % UInt64(damage.count))], at: position)
          }
        }
        let result = Self.load(String(text), path: name)
        for diagnostic in result.diagnostics {
          #expect(diagnostic.range.start.file == name && diagnostic.range.start.line >= 1, "\(diagnostic)")
        }
      }
    }
  }
}
