import Foundation
import Testing
import TipModel
import TipResults
import TipSemantics
import TipTestSupport

/// Stories say what the semantics says a value means, not a guess.
@Suite("Narration of display counts")
struct DisplayCountNarrationTests {
  @Test("A tip displayed three times across relaunches is told as its 1st, 2nd and 3rd display, then 'or later' at the counter's cap")
  func displayCounts() throws {
    // By hand: A has no maxDisplayCount; the largest constant its display
    // count is compared with is 3, so the count is exact up to 4 (S18) and
    // 4 means "4 or more". The TipView shows A at launch (1st display);
    // each relaunch ends the display and starts a new one.
    let system = try TestSupport.system(
      """
      tip A { title "a" }
      screen Main initial { inline "a" shows A }
      check reachable "shown three times" displayCount(A) >= 3
      """)
    var steps = [try #require(system.initialSteps().first)]
    for _ in 0..<4 {
      let relaunch = try #require(system.moves.indices.first { system.moves[$0].label == .relaunch })
      steps.append(try #require(system.successors(of: steps[steps.count - 1].state, via: relaunch).first))
    }
    let told = Narrator(system: system).narrate(Trace(steps: steps))
    let displays = told.steps.map { $0.changes.filter { $0.hasPrefix("A displayed") } }
    #expect(displays == [
      ["A displayed for the first time"], ["A displayed (2nd time)"], ["A displayed (3rd time)"],
      ["A displayed (4th time or later)"], [],
    ])
  }

  @Test("With maxDisplayCount, each display is told against TipKit's cap")
  func maxDisplayCount() throws {
    let system = try TestSupport.system(
      """
      tip A { title "a" maxDisplayCount 3 }
      screen Main initial { inline "a" shows A }
      """)
    var steps = [try #require(system.initialSteps().first)]
    let relaunch = try #require(system.moves.indices.first { system.moves[$0].label == .relaunch })
    steps.append(try #require(system.successors(of: steps[0].state, via: relaunch).first))
    let told = Narrator(system: system).narrate(Trace(steps: steps))
    #expect(told.steps.map { $0.changes.filter { $0.hasPrefix("A displayed") } } == [["A displayed (1st time of 3)"], ["A displayed (2nd time of 3)"]])
  }
}
