import Testing
import TipModel
import TipTestSupport

@testable import TipSpec

/// Bad input must give diagnostics, never a crash or a hang: thousands of
/// mutated and random inputs, from a fixed seed so failures reproduce.
@Suite("Front-end robustness")
struct RobustnessTests {
  typealias Generator = RandomModels.Generator

  static let corpus = """
    enum Level { case low, high }
    holder User { param on: Bool = false event e }
    tip A { title "a" param p: Bool = false param n: Int(0...3) = 0 event opened
      rule p && opened.donations.count >= 2 maxDisplayCount 2 action go "Go" { set B.p = true } }
    tip B { title "b" param p: Bool = false rule p }
    group g ordered { A, B }
    style S(next: Tip) { close button "Next" { invalidate tip .tipClosed set next.p = true } actions }
    screen Main initial { onAppear { donate A.opened } popover "x" shows g.currentTip as? A style S(next: B)
      inline "y" shows B { on go { set A.n += 1 } } button "b" if !visible(A) { toggle A.p } link "l" -> Other }
    screen Other { button "back" { navigate Main } }
    config { displayFrequency daily relaunch true }
    check single-tip, reachable A, order A -> B, no-deadlock, invariant "i" A.n < 3
    scenario "s" { launch expect none tap "b" expect A close A expect B }
    """

  static let fragments = [
    "{", "}", "(", ")", "\"", "tip", "screen", "rule", "param", ":", "=", ".", "->", "...", "&&", "!", "0", "-5",
    "99999999999999999999999", "style", "check", "expect", "as?", "/*", "*/", "//", "\n", "é", "🙂", "\\", "set",
    "group", "ordered", "shows", "A", "B.p", "currentTip", "if", "else", "navigate", "scenario",
  ]

  @Test("Mutated specs always produce a result")
  func mutations() {
    var random = Generator(state: 42)
    let base = Array(Self.corpus)
    for _ in 0..<1500 {
      var text = base
      for _ in 0..<(1 + random.below(4)) {
        let position = random.below(text.count)
        switch random.below(3) {
        case 0: text.remove(at: position)
        case 1: text.insert(contentsOf: Array(Self.fragments[random.below(Self.fragments.count)]), at: position)
        default:
          let length = min(random.below(40), text.count - position)
          text.removeSubrange(position..<(position + length))
        }
      }
      let result = SpecFrontend.load(SourceFile(path: "m.tipspec", text: String(text)))
      // Either a model, or at least one error; never both missing.
      #expect(result.model != nil || result.diagnostics.hasErrors)
    }
  }

  @Test("Random token soup produces diagnostics, not crashes")
  func tokenSoup() {
    var random = Generator(state: 7)
    for _ in 0..<800 {
      var text = ""
      for _ in 0..<random.below(60) { text += Self.fragments[random.below(Self.fragments.count)] + " " }
      _ = SpecFrontend.load(SourceFile(path: "r.tipspec", text: text))
    }
  }

  @Test("Deep nesting and a large file stay fast and bounded")
  func largeInputs() {
    let deep = "tip A { title \"a\" param p: Bool = false rule " + String(repeating: "(", count: 250) + "p"
      + String(repeating: ")", count: 250) + " }"
    #expect(SpecFrontend.load(SourceFile(path: "d.tipspec", text: deep)).model != nil)
    // Past the nesting limit: one located error, not a stack overflow, for
    // parentheses, a flat chain (a deep tree too), prefix operators and ifs.
    let tooDeep = [
      "rule " + String(repeating: "(", count: 6000) + "p" + String(repeating: ")", count: 6000),
      "rule " + Array(repeating: "n", count: 5000).joined(separator: " + ") + " > 0",
      "rule " + String(repeating: "!", count: 100_000) + "p",
      "rule " + String(repeating: "!", count: 200) + "(" + Array(repeating: "n", count: 200).joined(separator: " + ") + " > 0)",
    ]
    for body in tooDeep {
      let text = "tip A { title \"a\" param p: Bool = false param n: Int = 0 \(body) }"
      let diagnostics = SpecFrontend.load(SourceFile(path: "d.tipspec", text: text)).diagnostics.filter { $0.severity == .error }
      #expect(diagnostics.map(\.message) == ["expression or 'if' nested too deeply (more than 256 levels)"])
      #expect(diagnostics.first?.range.start.line == 1)
    }
    let ifs = "tip A { title \"a\" param p: Bool = false }\nbutton \"Go\" { "
      + String(repeating: "if A.p { ", count: 3000) + "set A.p = true" + String(repeating: " }", count: 3000) + " }"
    let nested = SpecFrontend.load(SourceFile(path: "i.tipspec", text: ifs)).diagnostics.filter { $0.severity == .error }
    #expect(nested.map(\.message) == ["expression or 'if' nested too deeply (more than 256 levels)"])
    #expect(nested.first.map { ($0.range.start.line, $0.range.start.column) } ?? (0, 0) == (2, 15 + 9 * 255 + 3), "at the condition of the 256th if")
    var big = ""
    for i in 0..<1500 { big += "tip T\(i) { title \"t\" param p: Bool = false rule p }\ninline \"s\(i)\" shows T\(i)\n" }
    let result = SpecFrontend.load(SourceFile(path: "b.tipspec", text: big))
    #expect(result.model?.tips.count == 1500)
  }
}
