import Testing
import TipModel
import TipSwift

/// An error the resolver finds in what the Swift front end read is
/// reported at the Swift expression it is about: the expressions are built
/// as syntax trees whose every name, literal and operator keeps its own
/// range. Each fixture marks the expected range with 1️⃣ (start) and 2️⃣
/// (end), as swift-format's rule tests mark positions.
@Suite("Errors in Swift point at the exact expression", .enabled(if: SwiftFrontend.isAvailable))
struct SwiftExactRangeTests {
  /// The text without markers, and the markers' line and column.
  static func marked(_ text: String) -> (text: String, start: (Int, Int), end: (Int, Int)) {
    var clean = ""
    var line = 1
    var column = 1
    var start = (0, 0)
    var end = (0, 0)
    for character in text {
      if character == "1️⃣" {
        start = (line, column)
        continue
      }
      if character == "2️⃣" {
        end = (line, column)
        continue
      }
      clean.append(character)
      if character == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return (clean, start, end)
  }

  /// The only error of a marked app, and where the markers say it is.
  static func error(in marked: String) throws -> (Diagnostic, start: (Int, Int), end: (Int, Int)) {
    let (text, start, end) = Self.marked(marked)
    let result = SwiftFrontend.load(name: "App", sources: [SourceFile(path: "App.swift", text: text)])
    let errors = result.diagnostics.filter { $0.severity == .error }
    #expect(errors.count == 1, "\(result.diagnostics)")
    return (try #require(errors.first), start, end)
  }

  @Test("A comparison of the wrong type inside #Rule: the comparison, not the macro")
  func insideRule() throws {
    let (error, start, end) = try Self.error(
      in: """
        struct A: Tip {
            @Parameter static var count = 0
            var title: Text { Text("a") }
            var rules: [Rule] { #Rule(Self.$count) { 1️⃣$0 == true2️⃣ } }
        }
        struct Home: View {
            var body: some View { Text("A").popoverTip(A()) }
        }
        """)
    #expect(error.message.contains("Int") && error.message.contains("Bool"), "\(error.message)")
    #expect((error.range.start.line, error.range.start.column) == start, "\(error)")
    #expect((error.range.end.line, error.range.end.column) == end, "\(error)")
  }

  @Test("One side of a larger rule: only the part that is wrong")
  func partOfRule() throws {
    let (error, start, end) = try Self.error(
      in: """
        struct A: Tip {
            @Parameter static var count = 0
            @Parameter static var on = false
            var title: Text { Text("a") }
            var rules: [Rule] {
                #Rule(Self.$on) { $0 == true }
                #Rule(Self.$count) { $0 > 1 && 1️⃣$0 != false2️⃣ }
            }
        }
        struct Home: View {
            var body: some View { Text("A").popoverTip(A()) }
        }
        """)
    #expect((error.range.start.line, error.range.start.column) == start, "\(error)")
    #expect((error.range.end.line, error.range.end.column) == end, "\(error)")
  }

  @Test("A condition in a button's action: the condition, not the button")
  func conditionInAction() throws {
    let (error, start, end) = try Self.error(
      in: """
        struct A: Tip {
            @Parameter static var count = 0
            @Parameter static var on = false
            var title: Text { Text("a") }
            var rules: [Rule] { #Rule(Self.$on) { $0 } }
        }
        struct Home: View {
            var body: some View {
                Button("Go") {
                    if 1️⃣A.count == A.on2️⃣ { A.on = true }
                }
                .popoverTip(A())
            }
        }
        """)
    #expect((error.range.start.line, error.range.start.column) == start, "\(error)")
    #expect((error.range.end.line, error.range.end.column) == end, "\(error)")
  }
}
