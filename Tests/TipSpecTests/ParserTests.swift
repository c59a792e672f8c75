import Testing
import TipModel
import TipTestSupport

@testable import TipSpec

@Suite("The .tipspec language")
struct ParserTests {
  typealias T = TestSupport

  @Test("A spec using every construct resolves to the expected model")
  func everyConstruct() throws {
    let model = try T.model(
      """
      // A comment, /* and a block comment */
      enum Level { case low, high }
      holder LandmarksUser { param hasFavorited: Bool = false event visited id "landmark.visited" }
      tip Intro {
        id "intro-tip" title "Welcome" message "Start here"
        param level: Level = .low
        transient param seen: Bool = false
        param count: Int(0...3) = 0
        event opened
        rule level == .high && !seen
        rule opened.donations.count >= 2 || LandmarksUser.hasFavorited
        maxDisplayCount 2
        ignoresDisplayFrequency
        action learn "Learn more" { invalidate tip .actionPerformed }
      }
      tip Second { title "Second" }
      group tour ordered { Intro, Second }
      style Relay(next: Tip) { close button "Next" { set next.count = 0 } actions }
      screen Home initial {
        onAppear { donate Intro.opened }
        popover "Anchor" shows tour.currentTip as? Intro style Relay(next: Intro) dismissable false
        inline "Banner" shows Second { on any { set Intro.seen = true } }
        button "Upgrade" if !visible(Second) { set Intro.level = .high toggle Intro.seen }
        tap "Photo" { if Intro.count < 3 { set Intro.count += 1 } else { navigate Settings } }
        link "Settings" -> Settings
      }
      screen Settings { button "Back" { navigate Home } }
      popover "Global" shows Second
      config { displayFrequency .weekly relaunch false timePasses true popoversBlockInteraction off }
      check single-tip expect violated, reachable, order Intro -> Second, no-deadlock
      check invariant "never both" !(visible(Intro) && visible(Second))
      check reachable "closed" invalidated(Intro, .tipClosed)
      scenario "tour" { launch expect none tap "Upgrade" expect Intro close Intro expect Second relaunch wait }
      """)
    #expect(model.tips.map(\.name) == ["Intro", "Second"])
    #expect(model.tips[0].id == "intro-tip")
    #expect(model.tips[0].rules.count == 2)
    #expect(model.tips[0].maxDisplayCount == 2)
    #expect(model.tips[0].ignoresDisplayFrequency)
    #expect(model.tips[0].actions.map(\.id) == ["learn"])
    // Tips' members first, then holders', each in declaration order.
    #expect(model.parameters.map(\.qualifiedName) == [
      "Intro.level", "Intro.seen", "Intro.count", "LandmarksUser.hasFavorited",
    ])
    #expect(model.parameters.map(\.isTransient) == [false, true, false, false])
    #expect(model.parameters[2].type == .int(range: 0...3))
    #expect(model.events.map(\.id) == ["Intro.opened", "landmark.visited"])
    #expect(model.groups[0].priority == .ordered)
    #expect(model.styles[0].buttons.map(\.label) == ["×", "Next"])
    #expect(model.styles[0].showsActions)
    #expect(model.sites.count == 3)
    #expect(model.sites[0].content == .groupCurrentAs(GroupID(0), TipID(0)))
    #expect(!model.sites[0].isDismissable)
    #expect(model.sites[2].screen == nil)
    #expect(model.actions.map(\.label) == ["Upgrade", "Photo", "Settings", "Back"])
    #expect(model.actions[1].kind == .tapGesture)
    #expect(model.configuration.displayFrequency == .weekly)
    #expect(!model.configuration.relaunch)
    #expect(!model.configuration.popoversBlockInteraction)
    // Intro.count is assigned a computed value (`+= 1`): its range is checked too.
    #expect(model.properties.map(\.name) == [
      "single-tip", "reachable", "reachable", "order", "no-deadlock", "invariant", "reachable", "range",
    ])
    #expect(model.properties[0].expectation == .violated)
    #expect(model.scenarios[0].steps.count == 5)
  }

  @Test("A described control, a version's assumptions and an event are kept apart from the label")
  func describedAndAssumed() throws {
    let model = try T.model(
      #"""
      tip A { title "a" param on: Bool = false rule on }
      screen Home initial {
        inline "s" shows A
        button "a trail row" described id "trailRow" assuming "the list has a row", "it loads" { set A.on = true }
        when "sync changes to true" { set A.on = true }
        button "Save" assuming "it succeeds" {}
      }
      """#)
    #expect(model.actions.map(\.label) == ["a trail row", "sync changes to true", "Save"])
    #expect(model.actions.map(\.kind) == [.button, .event, .button])
    #expect(model.actions.map(\.labelDescribesControl) == [true, false, false])
    #expect(model.actions[0].accessibilityIdentifier == "trailRow")
    #expect(model.actions[0].assumptions == ["the list has a row", "it loads"])
    #expect(model.actions[2].labelWithAssumptions == "Save (when it succeeds)")
  }

  @Test("Without a check line, the built-in properties run, and order for each ordered group")
  func defaultProperties() throws {
    let model = try T.model(
      #"tip A { title "a" } tip B { title "b" } group g ordered { A, B } inline "s" shows g.currentTip"#)
    #expect(model.properties.map(\.name) == ["single-tip", "reachable", "reachable", "order", "no-deadlock"])
    #expect(model.properties.allSatisfy { $0.isImplicit })
  }

  @Test("A check list ending in a bare 'reachable' stops at the next declaration")
  func checkListStops() throws {
    let model = try T.model(
      """
      tip A { title "a" }
      screen S initial { inline "x" shows A }
      check single-tip, reachable
      scenario "s" {
        launch expect A
      }
      """)
    #expect(model.properties.map(\.name) == ["single-tip", "reachable"])
    #expect(model.scenarios.map(\.name) == ["s"])
  }

  @Test("'check defaults' keeps the default properties; one listed beside it replaces the default of its kind")
  func checkDefaults() throws {
    let model = try T.model(
      """
      tip A { title "a" param on: Bool = false rule on }
      tip B { title "b" }
      group g ordered { A, B }
      inline "s" shows g.currentTip
      check defaults, single-tip expect violated, invariant "off" !A.on
      """)
    #expect(model.properties.map(\.name) == ["single-tip", "reachable", "reachable", "order", "no-deadlock", "invariant"])
    #expect(model.properties.map(\.expectation) == [.violated, .holds, .holds, .holds, .holds, .holds])
    #expect(model.properties.map(\.isImplicit) == [false, true, true, true, true, false])
    #expect(throws: (any Error).self) { try T.model(#"tip A { title "a" } inline "s" shows A check defaults expect violated"#) }
  }

  @Test("Errors are located, rendered with a caret and a suggestion")
  func renderedDiagnostic() throws {
    let source = SourceFile(
      path: "Specs/tour.tipspec",
      text: """
        tip Step1Tip { title "Step 1" }
        popover "Target A" shows Step1Tp
        """)
    let result = SpecFrontend.load(source)
    #expect(result.model == nil)
    let rendered = result.diagnostics.map(DiagnosticRenderer(sources: [source]).render)
    #expect(
      rendered == [
        """
        Specs/tour.tipspec:2:26: error: unknown tip 'Step1Tp'
         2 | popover "Target A" shows Step1Tp
           |                          ^~~~~~~ did you mean 'Step1Tip'?
        """
      ])
  }

  @Test("Control characters are named and shown as one replacement character; a long line is cut around the caret")
  func renderedAwkwardLines() throws {
    let nul = SourceFile(path: "n.tipspec", text: "tip A { title \"a\" }\t\u{0} ")
    let nulResult = SpecFrontend.load(nul)
    let nulError = try #require(nulResult.diagnostics.first { $0.severity == .error }.map(DiagnosticRenderer(sources: [nul]).render))
    #expect(
      nulError == "n.tipspec:1:21: error: unexpected character U+0000\n 1 | tip A { title \"a\" } \u{FFFD} \n   |                     ^")
    let long = SourceFile(
      path: "l.tipspec",
      text: "tip A { title \"a\" param n: Int(0...9) = 0 rule " + Array(repeating: "n", count: 300).joined(separator: " + ") + " > 0 }")
    let longResult = SpecFrontend.load(long)
    let rendered = try #require(longResult.diagnostics.first { $0.severity == .error }.map(DiagnosticRenderer(sources: [long]).render))
    let lines = rendered.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(lines[1].hasPrefix(" 1 | …") && lines[1].hasSuffix("…"), "\(lines[1])")
    #expect(lines[1].unicodeScalars.count == " 1 | ".count + DiagnosticRenderer.window + 2)
    // The caret sits under the character the error's column names, and it
    // is not at the window's edge.
    let error = try #require(longResult.diagnostics.first { $0.severity == .error })
    let named = Array(long.lineText(1).unicodeScalars)[error.range.start.column - 1]
    let caret = try #require(lines[2].firstIndex(of: "^"))
    let column = lines[2].distance(from: lines[2].startIndex, to: caret)
    #expect(Array(lines[1].unicodeScalars)[column] == named, "\(lines[1])\n\(lines[2])")
    #expect(column > " 1 | …".count + 10 && column < lines[1].unicodeScalars.count - 10)
  }

  @Test(
    "Each error has its exact message and position",
    arguments: [
      (#"tip A { title "a" rule shw }"#, "1:24: error: unknown name 'shw'"),
      (#"tip A { title "a" param p: Bool = 3 }"#, "1:35: error: expected a constant of type Bool"),
      (#"tip A { title "a" param p: Bool = false rule p == 1 }"#, "1:46: error: cannot compare Bool with Int"),
      (#"tip A { title "a" param p: Bool = false rule p < true }"#, "1:48: error: '<' needs Int operands; Bool values can only be tested with == and !="),
      (#"tip A { title "a" rule visible(A) }"#, "1:24: error: rules can only read parameters and event donations; 'visible(…)' is for guards and properties"),
      (#"tip A { title "a" param n: Int(5...1) = 0 }"#, "1:28: error: empty range 5...1"),
      (#"tip A { title "a" } tip A { title "b" }"#, "1:25: error: name 'A' is declared twice"),
      (#"tip A { title "a" } inline "x" shows A style Nope"#, "1:46: error: unknown style 'Nope'"),
      (#"tip A { title "a" } group g sorted { A }"#, "1:29: error: unknown group priority 'sorted'"),
      (#"config { displayFrequency dayly }"#, "1:27: error: unknown display frequency 'dayly'"),
      (#"config { colour on }"#, "1:10: error: unknown setting 'colour'"),
      (#"tip A { title "a" } check order A"#, "1:27: error: 'order' needs at least two tips: order A -> B"),
      (#"tip A { title "a" } check single-tip expect fails"#, "1:45: error: expected 'holds' or 'violated' after 'expect'"),
      (#"tip A { title "a" } button "b" { invalidate A }"#, "1:34: error: 'invalidate' needs a reason"),
      (#"tip A { title "a" } button "b" { set A.x = 1 }"#, "1:40: error: 'A' has no parameter or event 'x'"),
      (#"tip A { title "a" } inline "x" shows A { on tap { set tip.flag = true } }"#,
        "1:21: error: A has no parameter 'flag' (needed when this site presents A)"),
      (#"tip A { title "a" action go "Go" } inline "x" shows A { on og { } }"#,
        "1:57: warning: no tip presented here has an action 'og', so this handler never runs"),
      (#"tip A { title "a" } style S(next: Tip) { } inline "x" shows A style S"#,
        "1:63: error: style 'S' takes 1 tip argument, got 0"),
      (#"screen One { } screen Two { }"#, "1:1: error: several screens but none is marked 'initial'"),
      (#"tip A { title "a" } button "b" assuming {}"#, "1:41: error: expected what this version of the action assumes (a string in double quotes), found '{'"),
      (#"tip A { title "a" } scenario "s" { tap "Missing" }"#, "1:40: error: no button or tap target is labelled \"Missing\""),
      (#"tip A { title "unterminated }"#, "1:15: error: unterminated string literal"),
      (#"tip A { title "a" ~ }"#, "1:19: error: unexpected character '~'"),
      (#"tip A { title "a" event e rule e == 1 }"#, "1:32: error: an event is not a value"),
      ("", "1:1: error: no tip is declared, so there is nothing to check"),
      (#"tip A { title "a" event e rule e.donations.count > 2147483647 }"#,
        "1:52: error: a count compared with 2147483647 would be counted up to 2147483648, beyond TipCheck's 32-bit integers (±2147483647)"),
      (#"screen Home { button "Go" { } }"#, "1:1: error: no tip is declared, so there is nothing to check"),
      (#"tip A { title "a" param n: Int(0...3) = 9 }"#, "1:41: error: default value 9 is outside the declared range 0...3"),
      (#"tip A { title "a" param n: Int(0...3) = 0 } button "b" { set A.n = 7 }"#,
        "1:68: error: 7 is outside the declared range 0...3 of 'A.n'"),
      (#"tip A { title "a" param n: Int(0...3) = 0 } button "b" { if A.n == 1 { set A.n = -1 } }"#,
        "1:82: error: -1 is outside the declared range 0...3 of 'A.n'"),
      (#"tip A { title "a" param n: Int(0...3000000000) = 0 }"#,
        "1:28: error: range 0...3000000000 goes beyond TipCheck's 32-bit integers (-2147483647...2147483647)"),
      (#"tip A { title "a" event e rule e.donations.count > 9223372036854775807 }"#,
        "1:52: error: 9223372036854775807 goes beyond TipCheck's 32-bit integers (±2147483647)"),
      (#"tip A { title "a" param n: Int(0...100000) = 0 rule n * n * n > 5 }"#,
        "1:53: error: this arithmetic can reach 10000000000, beyond TipCheck's 32-bit integers (±2147483647)"),
      (#"tip A { title "a" maxDisplayCount 4000000000 }"#,
        "1:35: error: maxDisplayCount 4000000000 goes beyond TipCheck's 32-bit integers (±2147483647)"),
    ])
  func exactDiagnostics(spec: String, expected: String) {
    let diagnostics = T.diagnostics(spec)
    #expect(diagnostics.contains(expected), "got \(diagnostics)")
  }

  @Test("A computed Int without a range: the note suggests a range that holds the default")
  func rangeSuggestion() {
    let result = SpecFrontend.load(
      SourceFile(path: "r.tipspec", text: #"tip A { title "a" param m: Int = -5 } button "b" { set A.m -= 1 }"#))
    let error = result.diagnostics.first { $0.severity == .error }
    #expect(error?.message == "cannot infer a finite range for Int parameter 'A.m': it is assigned a computed value")
    #expect(error?.notes.map(\.message) == ["declare it as 'param m: Int(-5...10) = -5' (with your bounds)"])
  }

  @Test("Lines end at LF, CRLF or a lone CR: locations are right in each")
  func lineEndings() {
    for newline in ["\n", "\r\n", "\r"] {
      // A line comment ends at the line's end too, whatever ends it.
      let text = ["tip A { title \"a\" }  // the tip", "screen H initial {", "  inline \"X\" shows B", "}"].joined(separator: newline)
      let source = SourceFile(path: "e.tipspec", text: text)
      let error = SpecFrontend.load(source).diagnostics.first { $0.severity == .error }
      #expect(error.map { ($0.range.start.line, $0.range.start.column) } ?? (0, 0) == (3, 20), "\(newline.debugDescription)")
      #expect(source.lineText(3) == "  inline \"X\" shows B", "\(newline.debugDescription)")
    }
  }

  @Test("A parameter declared twice is one error, not also a type error from its second default")
  func duplicateParameter() {
    let diagnostics = T.diagnostics(#"tip A { title "a" param show: Bool = false param show: Int = 0 rule show } inline "x" shows A"#)
    #expect(diagnostics == ["1:50: error: member 'show' is declared twice"], "\(diagnostics)")
  }

  @Test("Several errors are reported in one run, in source order")
  func manyErrors() {
    let diagnostics = T.diagnostics(
      """
      tip A { title "a" rule nope }
      tip B { title "b" param p: Nope = 1 }
      inline "x" shows C
      config { displayFrequency never }
      """)
    #expect(diagnostics.filter { $0.contains("error") }.count == 4)
    #expect(diagnostics.map { $0.split(separator: ":")[0] } == ["1", "2", "3", "4"])
  }

  @Test("Warnings do not prevent checking")
  func warnings() throws {
    let result = SpecFrontend.load(SourceFile(path: "w.tipspec", text: #"tip A { } tip B { title "b" } inline "x" shows B"#))
    #expect(result.model != nil)
    #expect(result.diagnostics.map(\.message) == [
      "tip 'A' is not presented by any site, so it can never appear", "tip 'A' has no title; TipKit requires one",
    ])
  }

  @Test("Unusual but valid syntax: semicolons, one line, Swift's `.self`, `as?`, else-if")
  func unusualSyntax() throws {
    let model = try T.model(
      #"tip A { title "a"; param p: Bool = false; rule p }; style S(n: Tip) { button "x" { if A.p { } else if !A.p { set n.p = true } } } popover "s" shows A style S(n: A.self)"#
    )
    #expect(model.sites[0].style?.arguments == [TipID(0)])
  }

  @Test("'on T invalidated .reason { … }' is read, and its mistakes are located")
  func invalidationHandlers() throws {
    let model = try TestSupport.model(
      """
      tip A { title "a" }
      tip B { title "b" param show: Bool = false rule show }
      on A invalidated .tipClosed { set B.show = true }
      on B invalidated { invalidate tip .actionPerformed }
      """)
    #expect(model.invalidationHandlers.map(\.tip) == [TipID(0), TipID(1)])
    #expect(model.invalidationHandlers.map(\.reason) == [.tipClosed, nil])
    #expect(model.invalidationHandlers.map(\.effects.count) == [1, 1])
    // `tip` in a handler is the handled tip.
    if case .invalidate(.tip(let tip), .actionPerformed)? = model.invalidationHandlers.last?.effects.first?.kind {
      #expect(tip == TipID(1))
    } else {
      Issue.record("'invalidate tip' in B's handler is not B")
    }
    let tips = "tip A { title \"a\" }\n"
    #expect(TestSupport.diagnostics(tips + "on A closed { }").contains { $0.hasPrefix("2:6: error: expected 'invalidated' after 'on A'") })
    #expect(TestSupport.diagnostics(tips + "on A invalidated .tipclosed { }").contains { $0.hasPrefix("2:19: error: unknown invalidation reason 'tipclosed'") })
    #expect(TestSupport.diagnostics(tips + "on Z invalidated { }").contains { $0.hasPrefix("2:4: error: unknown tip 'Z'") })
  }
}
